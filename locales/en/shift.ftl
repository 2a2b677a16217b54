## Shifting checkers: what the page, the element, the worksheet and the command line say of it.

shift-title = Shifting checkers
shift-tagline = Black and white checkers swap sides in the least number of moves.
shift-intro = Swap the black and white checkers: slide a checker into the empty square next to it, or jump it over one checker into the empty square.
shift-rules = { $n } black { $n ->
        [one] checker
       *[other] checkers
    } on the left, { $m } white { $m ->
        [one] one
       *[other] ones
    } on the right, one empty square between. A move slides a checker into the empty square next to it, or jumps it over one checker into the empty square. The goal: the colours swapped.
shift-heading = Shifting checkers with { $n } black and { $m } white, { $first-key ->
        [right] the first move a black to the right
        *[other] the first move a white to the left
    }

shift-param-n = Black checkers (n)
shift-param-m = White checkers (m)
shift-param-first = First move
shift-param-first-right = A black checker moves right
shift-param-first-left = A white checker moves left

shift-run-backtrack = Backtracking for every optimal solution, the lower bound's cuts marked

shift-task-solve = Swap the colours: every black checker on the right, every white one on the left.
shift-task-optimal = Swap the colours in the fewest moves.

## play: the row view's narration of the start (web/src/narrate.rs).
shift-play-start = Start: { $blacks ->
        [one] 1 black checker
       *[other] { $blacks } black checkers
    } on the left, { $whites ->
        [one] 1 white checker
       *[other] { $whites } white checkers
    } on the right, the hole on square { $hole }. The goal swaps them in { $length } moves, the least possible.

## Refusals of the core (core/src/shift): $first is the value as given, quoted by the shell.
shift-first-unknown = the first move must be right or left, not { $first }
shift-count-fibonacci = with { $one } = 1 the count is the Fibonacci number F({ $other } + 2), and with { $other } above { $most } that number is too large to count exactly

## How the worksheet says a move is written (worksheet-row-rules' $writing).
shift-move-written = the square of the checker that moves
