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
knights-param-variant-one = One knight a turn
knights-param-variant-any = Any knights a turn
knights-param-variant-proper = Some but not all knights a turn
knights-param-variant-all = Every knight each turn
knights-param-at = Knights at X,Y (separated by ;)

knights-run-table = Algorithm Games' table of Grundy values, filled in order of x + y
knights-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
knights-run-memo = The same recursion memoised: a DAG of the positions, each computed once

knights-task-win = Win against the computer, which plays perfectly.

## worksheet (www/sheets/knights.js): the board, who wins, which first moves win.
# $squares lists the knights' squares (notation "x,y"); $knights counts them.
knights-sheet-board = A board of { $n }×{ $n } squares with { $knights ->
        [0] no knights
        [one] a knight on { $squares }
       *[other] knights on { $squares }
    }
knights-sheet-too-large = a worksheet draws boards of at most { $side }×{ $side } squares, not { $n }×{ $n }
knights-sheet-outcome-question = With perfect play, does the player to move win or lose?
knights-sheet-outcome-wins = The player to move wins.
knights-sheet-outcome-loses = The player to move loses: every move leaves a winning position.
# One winning jump: $from and $to are squares (notation "x,y").
knights-sheet-move = knight { $knight }: { $from } → { $to }
knights-sheet-winning-question = Which first moves win? Write each as "knight on x,y → x,y".
# $moves lists the winning jumps (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = None: every move loses.
knights-sheet-winning-question-many = Give a first move that wins (which knights move, and where).
# $move is a move in the game's notation.
knights-sheet-example = For example { $move }.
