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

## worksheet (www/sheets/knights.js): das Brett, wer gewinnt, welche ersten Züge gewinnen.
# $squares zählt die Felder der Springer auf (Notation „x,y“); $knights zählt sie.
knights-sheet-board = Ein Brett mit { $n }×{ $n } Feldern { $knights ->
        [0] ohne Springer
        [one] mit einem Springer auf { $squares }
       *[other] mit Springern auf { $squares }
    }
knights-sheet-too-large = ein Arbeitsblatt zeichnet Bretter mit höchstens { $side }×{ $side } Feldern, nicht { $n }×{ $n }
knights-sheet-outcome-question = Gewinnt oder verliert bei perfektem Spiel der Spieler am Zug?
knights-sheet-outcome-wins = Der Spieler am Zug gewinnt.
knights-sheet-outcome-loses = Der Spieler am Zug verliert: Jeder Zug hinterlässt eine Gewinnstellung.
# Ein gewinnender Sprung: $from und $to sind Felder (Notation „x,y“).
knights-sheet-move = Springer { $knight }: { $from } → { $to }
knights-sheet-winning-question = Welche ersten Züge gewinnen? Schreib jeden als „Springer auf x,y → x,y“.
# $moves zählt die gewinnenden Sprünge auf (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = Keiner: Jeder Zug verliert.
knights-sheet-winning-question-many = Gib einen ersten Zug an, der gewinnt (welche Springer ziehen, und wohin).
# $move ist ein Zug in der Notation des Spiels.
knights-sheet-example = Zum Beispiel { $move }.
