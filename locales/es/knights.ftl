## Knights game: what the page, the element, the worksheet and the command line say of it.

knights-title = Knights game
knights-tagline = Knights that only move towards a corner, one at a time or in sets.
knights-intro = Two players take turns moving knights towards the top left corner; whoever cannot move loses.
knights-rules = Knights on a board of { $size }×{ $size } squares move like chess knights but only so that x + y decreases; several may share a square. A move moves one knight (one), any nonempty set of knights (any), a nonempty set but not all (proper) or every knight at once (all: who cannot move them all loses). Who cannot move loses.
knights-heading = Knights game on a board of { $size }×{ $size } squares with knights on { $at }{ $variant-key ->
        [one] , one knight moving a turn
        [any] , any knights moving a turn
        [proper] , some but not all knights moving a turn
        *[other] , every knight moving each turn
    }

knights-param-size = Board side (N)
knights-param-variant = Who moves
knights-param-at = Knights at X,Y (separated by ;)

knights-run-table = Algorithm Games' table of Grundy values, filled in order of x + y
knights-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
knights-run-memo = The same recursion memoised: a DAG of the positions, each computed once

knights-task-win = Win against the computer, which plays perfectly.

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
