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
pairs-count-limit = counting the optimal solutions one by one takes n up to { $most } (the memory needed grows about 2.8-fold with each n, about 8 GB at n = { $most }), not { $n }
pairs-count-thread-failed = a counting thread stopped before the end: a bug of movelab, not of the question
pairs-count-overflow = a number of paths passed 64 bits while counting: a bug of movelab, not of the question
pairs-structure-range = counting by the solutions' structure takes n from { $least } to { $most }, not { $n }
pairs-structure-uncovered = for n = { $n } a set of windows falls outside what the structural count covers (a window of mixed phase within 2 squares of the break or of squares 0 and 1), so it cannot count the solutions
pairs-structure-overflow = the number of window sets passed 128 bits while counting: a bug of movelab, not of the question

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = the left square of the pair that moves
