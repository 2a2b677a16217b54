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
## play: the knights game against the computer on the page (www/views/grid-knights.js) and the core's facts of it (core/src/knights)

knights-how-solved = Each square has a Grundy value: 0 on a square from which a knight cannot move, and otherwise the smallest number that no square one jump away has. With one knight moving a turn, the player to move wins exactly when the values of the knights' squares, combined by nim-sum (binary addition without carrying), are not 0. When every knight moves each turn, each square's remoteness (how many moves a knight there lasts with best play) decides instead: the knight with the least remoteness ends the game, and an odd remoteness wins for the player to move.
knights-play-size = Board side
knights-play-variant = Who moves
knights-play-variant-option = { $variant ->
        [one] one knight a turn
        [any] any knights a turn
        [proper] some but not all knights
       *[all] every knight each turn
    }
knights-play-show-values = Show values
knights-play-commit = Make this move
knights-play-clear = Clear the choice
knights-play-title = Knights game, { $size }×{ $size } board
knights-play-cannot-show = The page cannot show these knights (size={ $size }, variant={ $variant }, at={ $at }): { $why }. It shows an empty board of the default size instead.
knights-play-help-place = Click squares (or on the board: arrow keys, then Enter or Space) to place or remove knights, then choose who moves first.
knights-play-place = Place the knights, then start.
knights-play-moves-dropped = The link's moves={ $moves } could not all be played again: { $why }. The game goes on from the move before.
knights-play-board-label = { $count ->
        [0] Board of { $size }×{ $size } squares with no knight.
        [one] Board of { $size }×{ $size } squares with 1 knight at { $at }.
       *[other] Board of { $size }×{ $size } squares with { $count } knights at { $at }.
    }
knights-play-option = { $square } ({ $kind ->
        [remoteness] remoteness
       *[value] value
    } { $value }{ $wins ->
        [true] { $kind ->
            [remoteness] , part of the winning move: it brings this knight one move nearer its end
           *[value] , wins: it leaves the computer a lost position
        }
       *[false] {""}
    })
knights-play-values = { $kind ->
        [remoteness] Remoteness of the knights' squares (how many moves each knight has left with best play): { $values }. The least decides: odd, the player to move wins; so the player to move { $outcome ->
            [wins] wins
           *[loses] loses
        } with perfect play.
       *[value] Values of the knights' squares: { $values }. The player to move { $outcome ->
            [wins] wins
           *[loses] loses
        } with perfect play.
    }
knights-play-can-jump = Knight { $knight } can jump to { $squares }.
knights-play-cannot-jump = Knight { $knight } can jump to no square.
knights-play-refused = { $why }.
knights-play-placed = { $count ->
        [one] 1 knight placed.
       *[other] { $count } knights placed.
    }
knights-play-cannot-start = Cannot start: { $why }.
knights-play-help-set = { $every ->
        [true] Click a knight, then its square; repeat for every knight (all of them must move), then “Make this move”.
       *[false] Click a knight, then its square; repeat for each knight you move, then “Make this move”.
    }
knights-play-help-one = Click a knight, then the square it jumps to.
knights-play-won = { $winner ->
        [you] You win: the computer has no move.
       *[computer] The computer wins: you have no move.
    }
knights-play-after = { $last }. { $now }
knights-play-no-knight = No knight of yours to move on { $square }: choose a knight.
knights-play-chosen = Knight { $knight } on { $square } chosen: now its square.
knights-play-chosen-set = { $count ->
        [one] 1 knight chosen; choose more or make the move.
       *[other] { $count } knights chosen; choose more or make the move.
    }
knights-play-command-not-move = { $text } is not a move written as knight-x-y (1-6-7), several joined by _.
knights-play-command-off-board = { $square } is not a square of this { $size }×{ $size } board.
knights-play-choose-first = Choose a knight and its square first.
knights-last = { $who ->
        [you] You
       *[computer] The computer
    }: { $jumps }
knights-jump = knight { $knight } → { $square }
knights-jumps = { $jump }; { $more }
knights-no-jump = no knight
knights-not-square = “{ $text }” is not a square X,Y such as 3,5
knights-past-every-board = “{ $text }” is off every board: a coordinate goes up to { $most }
knights-cannot-move-count = this variant cannot move { $moved } of { $of } knights
knights-not-there = knight { $knight } is not there or moves twice
knights-cannot-jump = knight { $knight } cannot jump to { $square }
knights-not-jump = “{ $jump }” is not a jump I-X-Y (knight I from 1 to X,Y)
knights-variant-unknown = the variant must be one, any, proper or all, not “{ $variant }”
knights-size-range = the board side must be from 1 to { $most }, not { $size }
knights-at-most = place at most { $most } knights
knights-at-too-long = at must be at most { $most } characters
knights-off-board = { $square } is off the { $size }×{ $size } board
knights-placed-before-start = knights can be placed only before the game starts
knights-none-placed = place at least one knight
knights-not-started = the game has not started
knights-computer-turn = it is the computer's turn
knights-not-computer-turn = it is not the computer's turn
knights-record-too-long = a record holds at most { $most } of your moves, not { $moves }
knights-record-first = a record starts with who moved first, you or computer, not “{ $first }”
knights-record-over = the game is over before your move { $k }
knights-record-not-move = your move { $k } is not a move: { $why }
knights-record-cannot-play = your move { $k } cannot be played: { $why }
## The knights game's recorded runs (core/src/knights/runs.rs, show=table, recursion, memo).
knights-run-title-table = grundyNumber of one knight, square by square in order of x + y
knights-run-answer-table = The table of the { $size }×{ $size } board, filled.
knights-run-no-knight = The recursion starts from a knight: place one on the board.

## A move in the game's notation that is not one ($text as given, quoted by the shell).
knights-not-move = { $text } is not a move written as knight I -> X,Y (several joined by ;)
