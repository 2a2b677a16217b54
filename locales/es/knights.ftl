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

knights-task-win = Gana al ordenador, que juega a la perfección.

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

## play: the knights game against the computer on the page (www/views/grid-knights.js) and the core's facts of it (core/src/knights)

knights-how-solved = Cada casilla tiene un número de Grundy: 0 en una casilla desde la que un caballo no puede moverse y, si no, el menor número que no tiene ninguna casilla a un salto. Cuando se mueve un solo caballo por turno, el jugador que mueve gana exactamente cuando la suma nim de los números de las casillas de los caballos (la suma binaria sin llevar) no es 0. Cuando todos los caballos se mueven en cada turno, decide la lejanía de cada casilla (cuántos movimientos dura un caballo que está en ella, jugando lo mejor posible): el caballo de menor lejanía acaba la partida, y una lejanía impar da la victoria al jugador que mueve.
knights-play-size = Lado del tablero
knights-play-variant = Quién se mueve
knights-play-variant-option = { $variant ->
        [one] un caballo por turno
        [any] los caballos que quieras
        [proper] algunos caballos, no todos
       *[all] todos los caballos cada turno
    }
knights-play-show-values = Mostrar los valores
knights-play-commit = Hacer este movimiento
knights-play-clear = Borrar la elección
knights-play-title = Juego de los caballos, tablero de { $size }×{ $size }
knights-play-cannot-show = La página no puede mostrar estos caballos (size={ $size }, variant={ $variant }, at={ $at }): { $why }. En su lugar muestra un tablero vacío del tamaño por defecto.
knights-play-help-place = Haz clic en las casillas (o en el tablero: flechas, luego Intro o Espacio) para poner o quitar caballos; después elige quién empieza.
knights-play-place = Coloca los caballos y empieza.
knights-play-moves-dropped = No se han podido volver a jugar todos los movimientos moves={ $moves } del enlace: { $why }. La partida sigue desde el movimiento anterior.
knights-play-board-label = { $count ->
        [0] Un tablero de { $size }×{ $size } sin caballos.
        [one] Un tablero de { $size }×{ $size } con 1 caballo en { $at }.
       *[other] Un tablero de { $size }×{ $size } con { $count } caballos en { $at }.
    }
knights-play-option = { $square } ({ $kind ->
        [remoteness] lejanía
       *[value] valor
    } { $value }{ $wins ->
        [true] { $kind ->
            [remoteness] , parte del movimiento ganador: acerca este caballo un movimiento a su final
           *[value] , gana: deja al ordenador en una posición perdida
        }
       *[false] {""}
    })
knights-play-values = { $kind ->
        [remoteness] Lejanía de las casillas de los caballos (cuántos movimientos le quedan a cada caballo jugando lo mejor posible): { $values }. Decide la menor: si es impar, gana el jugador que mueve; así que el jugador que mueve { $outcome ->
            [wins] gana
           *[loses] pierde
        } con un juego perfecto.
       *[value] Valores de las casillas de los caballos: { $values }. El jugador que mueve { $outcome ->
            [wins] gana
           *[loses] pierde
        } con un juego perfecto.
    }
knights-play-can-jump = El caballo { $knight } puede saltar a { $squares }.
knights-play-cannot-jump = El caballo { $knight } no puede saltar a ninguna casilla.
knights-play-refused = { $why }.
knights-play-placed = { $count ->
        [one] 1 caballo colocado.
       *[other] { $count } caballos colocados.
    }
knights-play-cannot-start = No se puede empezar: { $why }.
knights-play-help-set = { $every ->
        [true] Haz clic en un caballo y luego en su casilla; repítelo con cada caballo (todos deben moverse) y pulsa «Hacer este movimiento».
       *[false] Haz clic en un caballo y luego en su casilla; repítelo con cada caballo que muevas y pulsa «Hacer este movimiento».
    }
knights-play-help-one = Haz clic en un caballo y luego en la casilla a la que salta.
knights-play-won = { $winner ->
        [you] Has ganado: el ordenador no tiene movimiento.
       *[computer] Gana el ordenador: no te queda ningún movimiento.
    }
knights-play-after = { $last }. { $now }
knights-play-no-knight = No tienes ningún caballo que mover en { $square }: elige un caballo.
knights-play-chosen = Caballo { $knight } en { $square } elegido: ahora, su casilla.
knights-play-chosen-set = { $count ->
        [one] 1 caballo elegido; elige más o haz el movimiento.
       *[other] { $count } caballos elegidos; elige más o haz el movimiento.
    }
knights-play-command-not-move = { $text } no es un movimiento escrito caballo-x-y (1-6-7), varios unidos por _.
knights-play-command-off-board = { $square } no es una casilla de este tablero de { $size }×{ $size }.
knights-play-choose-first = Elige primero un caballo y su casilla.
knights-last = { $who ->
        [you] Tú
       *[computer] El ordenador
    }: { $jumps }
knights-jump = caballo { $knight } → { $square }
knights-jumps = { $jump }; { $more }
knights-no-jump = ningún caballo
knights-not-square = «{ $text }» no es una casilla X,Y como 3,5
knights-past-every-board = «{ $text }» está fuera de todo tablero: una coordenada llega hasta { $most }
knights-cannot-move-count = esta variante no permite mover { $moved } de { $of } caballos
knights-not-there = el caballo { $knight } no existe o se mueve dos veces
knights-cannot-jump = el caballo { $knight } no puede saltar a { $square }
knights-not-jump = «{ $jump }» no es un salto I-X-Y (el caballo I va a X,Y)
knights-variant-unknown = la variante debe ser one, any, proper o all, no «{ $variant }»
knights-size-range = el lado del tablero debe ir de 1 a { $most }, no { $size }
knights-at-most = coloca como mucho { $most } caballos
knights-at-too-long = at debe tener como mucho { $most } caracteres
knights-off-board = { $square } está fuera del tablero de { $size }×{ $size }
knights-placed-before-start = los caballos solo se pueden colocar antes de empezar la partida
knights-none-placed = coloca al menos un caballo
knights-not-started = la partida no ha empezado
knights-computer-turn = le toca al ordenador
knights-not-computer-turn = no le toca al ordenador
knights-record-too-long = un registro contiene como mucho { $most } de tus movimientos, no { $moves }
knights-record-first = un registro empieza por quién movió primero, you o computer, no «{ $first }»
knights-record-over = la partida ha terminado antes de tu movimiento { $k }
knights-record-not-move = tu movimiento { $k } no es un movimiento: { $why }
knights-record-cannot-play = tu movimiento { $k } no se puede jugar: { $why }
## The knights game's recorded runs (core/src/knights/runs.rs, show=table, recursion, memo).
knights-run-title-table = grundyNumber de un caballo, casilla a casilla en orden de x + y
knights-run-answer-table = La tabla del tablero de { $size }×{ $size }, llena.
knights-run-no-knight = La recursión parte de un caballo: coloca uno en el tablero.

## A move in the game's notation that is not one ($text as given, quoted by the shell).
knights-not-move = { $text } no es un movimiento escrito knight I -> X,Y (varios unidos por ;)
