## Moving checkers in pairs: what the page, the element, the worksheet and the command line say of it.

pairs-title = Moving checkers in pairs
pairs-tagline = Sort a row of black and white checkers into alternation, two at a time.
pairs-intro = Lift two checkers that sit side by side into the two empty squares, again and again, until black and white take turns along the row.
pairs-rules = { $n } black checkers, then { $n } white ones, then two empty squares. A move lifts two neighbouring checkers, keeping their order, into the two empty squares. The goal: the empty squares at the far left, then the colours alternating, white first.
pairs-heading = Moving checkers in pairs with { $n } black and { $n } white

pairs-param-n = Checkers of each colour (n)

pairs-run-backtrack = Backtracking for every optimal solution, the lower bound's cuts marked

pairs-task-solve = Move the pairs until the colours alternate, white first, with the empty squares at the far left.
pairs-task-optimal = Make the colours alternate in the fewest moves.

## play: the row view's narration of the start (web/src/narrate.rs).
pairs-play-start = Start: { $blacks ->
        [one] 1 black checker
       *[other] { $blacks } black checkers
    } then { $whites ->
        [one] 1 white checker
       *[other] { $whites } white checkers
    } on squares 0 to { $last }; the two holes are squares { $hole } and { $second_hole }. The goal alternates them, white first from square 2, in { $length } moves.
## Pairs' recorded run (core/src/pairs/runs.rs, show=backtrack).
pairs-run-no-solution = This run cannot be recorded: moving checkers in pairs with n = { $n } has no solution.

## Refusals of the core (core/src/pairs).
pairs-no-solution = moving checkers in pairs with n = { $n } has no solution: no sequence of moves reaches the goal (n must be at least 3)

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = the left square of the pair that moves
