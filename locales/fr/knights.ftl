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

## worksheet (www/sheets/knights.js) : le plateau, qui gagne, quels premiers coups gagnent.
# $squares énumère les cases des cavaliers (notation « x,y ») ; $knights les compte.
knights-sheet-board = Un plateau de { $n }×{ $n } cases avec { $knights ->
        [0] aucun cavalier
        [one] un cavalier en { $squares }
       *[other] des cavaliers en { $squares }
    }
knights-sheet-too-large = une fiche dessine des plateaux d’au plus { $side }×{ $side } cases, pas { $n }×{ $n }
knights-sheet-outcome-question = En jouant parfaitement, le joueur qui a le trait gagne-t-il ou perd-il ?
knights-sheet-outcome-wins = Le joueur qui a le trait gagne.
knights-sheet-outcome-loses = Le joueur qui a le trait perd : chaque coup laisse une position gagnante.
# Un saut gagnant : $from et $to sont des cases (notation « x,y »).
knights-sheet-move = cavalier { $knight } : { $from } → { $to }
knights-sheet-winning-question = Quels premiers coups gagnent ? Écris chacun sous la forme « cavalier en x,y → x,y ».
# $moves énumère les sauts gagnants (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = Aucun : chaque coup perd.
knights-sheet-winning-question-many = Donne un premier coup gagnant (quels cavaliers bougent, et où).
# $move est un coup dans la notation du jeu.
knights-sheet-example = Par exemple { $move }.
