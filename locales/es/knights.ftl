## Juego de los caballos: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

knights-title = Juego de los caballos
knights-tagline = Caballos que solo avanzan hacia una esquina, de uno en uno o en grupos.
knights-intro = Dos jugadores mueven por turnos caballos hacia la esquina superior izquierda; quien no puede mover pierde.
knights-rules = En un tablero de { $size }×{ $size } casillas, los caballos se mueven como en el ajedrez, pero solo de modo que x + y disminuya; varios pueden compartir una casilla. Una jugada mueve un solo caballo (one), cualquier conjunto no vacío de caballos (any), un conjunto no vacío pero no todos (proper) o todos los caballos a la vez (all: quien no puede moverlos todos pierde). Quien no puede mover pierde.
knights-heading = Juego de los caballos en un tablero de { $size }×{ $size } casillas con caballos en { $at }{ $variant-key ->
        [one] , un solo caballo por turno
        [any] , tantos caballos como se quiera por turno
        [proper] , algunos caballos pero no todos por turno
        *[other] , todos los caballos en cada turno
    }

knights-param-size = Lado del tablero (N)
knights-param-variant = Quién mueve
knights-param-variant-one = Un caballo por turno
knights-param-variant-any = Tantos caballos como se quiera por turno
knights-param-variant-proper = Algunos caballos, pero no todos, por turno
knights-param-variant-all = Todos los caballos en cada turno
knights-param-at = Caballos en X,Y (separados por ;)

knights-run-table = La tabla de valores de Grundy de Algorithm Games, rellenada por x + y creciente
knights-run-recursion = La recursión de Algorithm Games, tal cual: un árbol de todas las llamadas, con el conjunto del mex en cada una
knights-run-memo = La misma recursión con memoización: un grafo dirigido acíclico de las posiciones, cada una calculada una sola vez

knights-task-win = Gana a la computadora, que juega a la perfección.

## worksheet (www/sheets/knights.js): el tablero, quién gana, qué primeras jugadas ganan.
# $squares enumera las casillas de los caballos (notación «x,y»); $knights los cuenta.
knights-sheet-board = Un tablero de { $n }×{ $n } casillas con { $knights ->
        [0] ningún caballo
        [one] un caballo en { $squares }
       *[other] caballos en { $squares }
    }
knights-sheet-too-large = una ficha dibuja tableros de { $side }×{ $side } casillas como máximo, no de { $n }×{ $n }
knights-sheet-outcome-question = Con un juego perfecto, ¿gana o pierde quien tiene el turno?
knights-sheet-outcome-wins = Gana quien tiene el turno.
knights-sheet-outcome-loses = Pierde quien tiene el turno: cada jugada deja una posición ganadora.
# Un salto ganador: $from y $to son casillas (notación «x,y»).
knights-sheet-move = caballo { $knight }: { $from } → { $to }
knights-sheet-winning-question = ¿Qué primeras jugadas ganan? Escribe cada una como «caballo en x,y → x,y».
# $moves enumera los saltos ganadores (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = Ninguna: todas las jugadas pierden.
knights-sheet-winning-question-many = Da una primera jugada que gane (qué caballos se mueven, y adónde).
# $move es una jugada en la notación del juego.
knights-sheet-example = Por ejemplo, { $move }.
