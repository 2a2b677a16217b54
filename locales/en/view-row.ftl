## The checker rows' view (www/views/row.js, row-template.js) and the facts of their moves,
## play mode's judgement (core/src/play) and refusals (core/src/row).

## Narration: a move of the solution. Colours and ways are words to select on.
row-move-slide = the { $colour ->
        [black] black
       *[white] white
    } checker on square { $from } slides { $way ->
        [right] right
       *[left] left
    } into the hole on square { $to }
row-move-jump = the { $colour ->
        [black] black
       *[white] white
    } checker on square { $from } jumps { $way ->
        [right] right
       *[left] left
    } over the { $over_colour ->
        [black] black
       *[white] white
    } checker on square { $over } into the hole on square { $to }
row-move-pair = the pair on squares { $from } and { $second } ({ $first_colour ->
        [black] black
       *[white] white
    } then { $second_colour ->
        [black] black
       *[white] white
    }) moves { $way ->
        [right] right
       *[left] left
    } into the holes on squares { $to } and { $to_second }
row-move-unknown = a move was made
row-step = Move { $step } of { $length }: { $move }.
row-step-solved = Move { $step } of { $length }: { $move }. Solved in { $length } moves, the least possible.

## Play mode's judgement (core/src/play/judge.rs).
play-solved-optimal = Solved in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, which is optimal.
play-solved-over = Solved in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }; the optimum is { $optimum }.
play-solved = Solved in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
play-unreachable = { $moves ->
        [one] 1 move made
       *[other] { $moves } moves made
    }; the goal cannot be reached from here.
play-progress = { $moves ->
        [one] 1 move made
       *[other] { $moves } moves made
    }, { $path }; { $left }.
play-progress-dead-end = { $moves ->
        [one] 1 move made
       *[other] { $moves } moves made
    }, { $path }; { $left }. Dead end: the quickest way on starts by going back.
play-path-on = still on an optimal solution
play-path-off-since = off every optimal solution since move { $step }
play-path-off = off every optimal solution
play-path-unknown = whether this is still optimal is not known at this size
play-left-exact = the goal needs { $more ->
        [one] 1 more move
       *[other] { $more } more moves
    }
play-left-at-least = the goal needs at least { $more ->
        [one] 1 more move
       *[other] { $more } more moves
    } (a proven lower bound)

## Refused moves (core/src/row/motion.rs, core/src/play/practice.rs, web/src/row_view.rs).
row-illegal-off-board = square { $square } is off the board (squares are 0 to { $last })
row-illegal-hole = square { $square } is the hole
row-illegal-not-next = square { $square } is not next to the hole
row-illegal-not-a-pair = squares { $square } and { $second } are not two checkers
row-not-a-square = { $square } is not a square number
row-practice-finished = the solution is complete: no move is left
row-needs-play-mode = this needs play mode: make the moves yourself first
row-hand-limit = play mode and practice keep the whole row in memory, so they take { $sides ->
        [both] n and m
       *[n] n
    } up to { $max }; larger rows can be watched (step, seek and play) but not moved by hand
row-replay-stopped = move { $move } (square { $square }): { $reason }

## The view's markup (row-template.js).
row-board =
    .aria-label = The board
row-play-label-checker = Move the checker on square
row-play-label-pair = Move the pair whose left checker is on square
row-move-button = Move
row-undo = Undo
row-redo = Redo
row-restart = Start over
row-hint = Hint
row-hint-undo-there = Undo to there
row-play-help = Or click a checker on the board.
row-practise = Practise: choose each move yourself
row-slides = Slides
row-jumps = Jumps
row-moves = Moves
row-count = Optimal solutions
row-keys = Keys: { $space } play or pause, { $left } { $right } step, { $home } { $end } start and goal; on the step bar { $pgup } { $pgdn } jump a hundredth of the solution. When you move the checkers (or practise): { $left } { $right } choose a checker, { $enter } moves it, { $ctrl }+{ $z } undo, { $ctrl }+{ $y } redo.
row-setup-title = Puzzle
row-puzzle = Puzzle
row-n-shift = Black checkers, n
row-n-pairs = Checkers of each colour, n
row-m = White checkers, m
row-first = First move
row-first-right = a black slides right
row-first-left = a white slides left
row-mode = Mode
row-mode-watch = watch the solution
row-mode-play = make the moves yourself
row-how-solved = How it is solved
row-rules-title = The rules
row-first-thing = Press ▶ to watch the solution, or choose “make the moves yourself” to play.
row-first-thing-play = Your turn: click a checker on the board to move it.

## The view's sentences (row.js).
row-mode-note = Your turn: move the checkers yourself (click or drag a checker, or choose one with ← → and press Enter). Every legal move is allowed, and the page says after each one how far the goal is and whether you are still on an optimal solution; Hint shows the way.
row-optimum-pairs = This solution takes { $length } moves, the least possible. A move is written as the left square of the pair that moves.
row-optimum-shift = Every white must pass every black, and a jump passes one: at least nm = { $jumps } { $jumps ->
        [one] jump
       *[other] jumps
    }. Add the n + m = { $slides } slides and the optimum is nm + n + m = { $length } moves. A move is written as the square of the checker that moves.
row-of-n = of { $length } (n)
row-of-optimum = of { $length } (the optimum)
row-of-slides = of { $count } (n + m)
row-of-jumps = of { $count } (nm)
row-count-unknown = not known yet
row-count-digits = { $mantissa } × 10^{ $power } ({ $digits } digits)
row-measure-inversions = Inversions
row-measure-vacant-inversions = Vacant inversions
row-measure-unlike-neighbours = Unlike neighbours
row-measure-needed = Moves still needed at least
row-measures-sum = { $names } = { $sum }, exactly the moves still to make: every move of this solution removes exactly one.
row-measure-left = { $value } left
row-measure-goal = { $value } (goal { $goal })
row-measure-of = { $value } of { $goal }
row-cell = { $colour ->
        [black] black
        [white] white
       *[other] empty
    }
row-board-at = The board at step { $step } of { $length }
row-board-at-cells = The board at step { $step } of { $length }: { $cells }
row-your-moves = Your moves so far: { $moves }.
row-legal-moves = Legal moves now: { $squares }.
row-legal-moves-more = Legal moves now: { $squares } and { $more ->
        [one] 1 more
       *[other] { $more } more
    }.
row-your-board = Your board after { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
row-not-allowed = Not allowed: { $reason }.
row-typed-not-a-square = “{ $text }” is not a square number.
row-name-checker = the { $colour ->
        [black] black
        [white] white
       *[other] empty
    } checker on square { $square }
row-name-pair = the pair on squares { $square } and { $second } ({ $first_colour ->
        [black] black
        [white] white
       *[other] empty
    }, { $second_colour ->
        [black] black
        [white] white
       *[other] empty
    })
row-hint-solved = Solved: there is nothing left to hint.
row-hint-none = No hint is known from here.
row-hint-move = Hint: move { $move }, ringed on the board (Enter moves it). It keeps you on an optimal solution.
row-hint-mistake = Hint: your move at step { $step } (square { $square }) left every optimal solution: undo { $undos ->
        [one] 1 move
       *[other] { $undos } moves
    } to get back on one.
row-hint-quickest = Or carry on from here: square { $square } is a quickest way to the goal now, though no longer optimal overall.
row-hint-back = Hint: your moves left the known optimal solution at step { $step }: undo { $undos ->
        [one] 1 move
       *[other] { $undos } moves
    } to follow it again. (At this size the page cannot tell whether that was a mistake.)
row-hint-undo-button = Undo { $undos ->
        [one] 1 move
       *[other] { $undos } moves
    }
row-undid = Undid { $undos ->
        [one] 1 move
       *[other] { $undos } moves
    }: you are back at step { $step }.
row-practice-unavailable = Practice is not available for { $puzzle }: { $reason }.
row-practice-complete = Practice complete: { $right } right, { $wrong } wrong, { $watched } watched, of { $length } moves.
row-practice-step = Step { $step } of { $length }: which move comes next? Click or drag a checker, or choose one with ← → and press Enter. So far { $right } right, { $wrong } wrong.
row-right = Right: { $move }.
row-not-optimal = Not optimal: the solution moves { $expected }; you chose square { $square }.
row-practice-playing = Playing: pause to answer the next move.
row-none-can-move = No checker can move.
row-chosen = Chosen: { $move }, { $index } of { $count } that can move. Enter moves it.
row-choose-first = Choose a checker first with the arrow keys.
row-drop-nothing-moved = Nothing moved: drop a checker on the empty square to move it.
row-drop-nothing-chosen = Nothing chosen: drop a checker on the empty square to choose its move.
row-went-wrong = Something went wrong: { $reason }
row-size-refused = { $name } must be a whole number from { $lo } to { $hi }; “{ $text }” is not, so the board stays as it is.
row-cannot-show = The page cannot show { $puzzle }: { $reason }. It shows the default puzzle instead.
row-moves-dropped = The link's moves={ $moves } are the moves of a game in play mode (mode=play), so they were dropped.
row-step-past = The link's step={ $step } is past the end of this solution ({ $length } moves), so the page starts at step 0.
row-play-unavailable = Play mode is not available for { $puzzle }: { $reason }. The page shows the solution instead.
row-moves-not-record = The link's moves={ $moves } is not a record of moves (square numbers joined by dots), so the game starts afresh.
row-replay-partial = The link's moves could not all be played again: { $reason }. The game goes on from the move before.
row-seek-refused = The command's step must be a whole number from 0 to { $length }, not { $step }.
row-watched-only = Moves are played in play mode (mode=play); this row is watched.

## The keys as the keyboard labels them, in the sentence on the keys (row-keys).
row-key-space = Space
row-key-home = Home
row-key-end = End
row-key-pgup = PgUp
row-key-pgdn = PgDn
row-key-enter = Enter
row-key-ctrl = Ctrl

## Refusals of the rows' handle (web/src/api.rs, web/src/export.rs). $length and $most are
## always past a thousand; $puzzle (shift or pairs) and $format (text, csv or json) are notation.
row-export-limit = this solution has { $length } moves and the page exports at most { $most } moves; the command line lists it (movelab { $puzzle } …, in { $format })
row-count-page-limit = { $puzzle ->
        [shift] the page counts the solutions of a row with one checker of a colour when the other colour has at most { $most } checkers; the command line, movelab, counts this one
       *[pairs] the page counts the solutions of moving checkers in pairs for n up to { $most }; the command line, movelab, counts n = { $n }
    }
row-solve-limit = the solution has { $length } moves, and a whole list holds at most { $most }: ask for single moves
