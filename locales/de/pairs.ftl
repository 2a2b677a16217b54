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
        [one] { $blacks } schwarzer Spielstein
       *[other] { $blacks } schwarze Spielsteine
    }, dann { $whites ->
        [one] { $whites } weißer Spielstein
       *[other] { $whites } weiße Spielsteine
    } auf den Feldern 0 bis { $last }; die zwei leeren Felder sind { $hole } und { $second_hole }. Das Ziel lässt sie abwechseln, weiß zuerst ab Feld 2, in { $length } Zügen.
