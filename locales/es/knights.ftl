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
