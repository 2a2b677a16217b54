## The recorded runs view (www/views/runs.js, runs-draw.js). $title is the run's title,
## $said what its step did (the core's words), $node a position's label as the core writes it.
run-totals-label = The counts compared
run-zoom-in = Zoom in
run-zoom-out = Zoom out
run-fit = Fit
run-keys-help = Keys: the arrows (or , and . on the drawing) step back and forwards, Home and End go to the first and last step, Space plays and pauses; on the drawing, the arrows pan, + and − zoom, 0 fits. Click a node for its options' values.
run-back-to-game = Back to the game
run-step-past = The link's step={ $step } is past this run's { $length } steps, so it shows the last.
run-canvas-label = { $title }, step { $step } of { $length }: { $said }
run-node-not-reached = { $node }: not reached yet at this step
run-not-known-yet = not known yet
# $options is the options' values as {0, 1, 2}, or "none" where a run has none to show.
run-node = { $node }: entered at step { $entered }, left at step { $left }{ $options ->
        [none] { "" }
       *[other] , options' values { $options }
    }, value { $value }
run-one-taken = The 1 at cell { $node }: taken at step { $step }, its actions not known yet
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = The 1 at cell { $node }: home at cell { $cell } after { $steps } steps{ $waits ->
        [none] , never waiting
        [one] , waiting at step { $at }
       *[several] , waiting at steps { $at }
    }
run-press-play = Press ▶ (or Space) to watch the run, → to take one step.
run-stack = { $count ->
        [0] stack: empty
       *[other] stack ({ $count }):
    }
run-stack-below = … { $count } below
run-heading = { $game }: { $title }
run-seek-refused = The command's step must be a whole number from 0 to { $length }, not { $step }.
## The legend under each kind of run: each $-argument is a key drawn in colour, worded by
## the run-key message the view puts there (www/views/runs.js LEGENDS).
run-legend-grundy = Each node is a position, labelled above; once its call returns, it shows its Grundy value, the mex of its options' values: { $lost }, { $won }. A ringed node is on the recursion's stack.
run-key-grundy-lost = 0, a lost position
run-key-grundy-won = more than 0, a won one
# The marks drawn in a node of the WL-algorithm: one letter each.
run-mark-won = W
run-mark-lost = L
run-legend-win-lose = Each node is a position, labelled above; once its call returns, it shows { $won } or { $lost } for the player to move. A ringed node is on the recursion's stack.
run-key-won = { run-mark-won }, won
run-key-lost = { run-mark-lost }, lost
run-legend-total = Each square is a box, a column per position on the line and a row per time (by rank), labelled with its position x and time t; once filled, it shows { $best }, the best of the earlier boxes that reach it in time (the dashed lines) plus its own; greyed with a cross, a box no route reaches in time.
run-key-best = the most candies of a route ending with it
run-legend-plane = Each box of candies is a point turned by 45°: u = x + t to the right, v = t − x upward, so a box can follow exactly the boxes below and left of it (t − t′ ≥ |x − x′|). The box asking is ringed with { $quarter }, a dashed line to the best box found there; once done, it shows { $best }. Greyed with a cross, a box out of reach of the start.
run-key-quarter = its quarter-plane shaded
run-legend-actions = Above, the plain simulation: a row per step, time downward, each cell holding a 1 shaded. Each 1 the stack method has finished is drawn as { $path }, left one cell a move, straight down a wait, which lands on the simulated ones; the 1 being taken is ringed. Below, the stack: the actions of the last 1 taken, its last actions on the left and its first action on top, on the right: { $wait }, { $moves }, with totalWaits (tW, the waits at and below it) and nextWait (nW, the topmost wait at or below it) under each; an entry just popped is dashed.
run-key-path = its path
run-key-wait = W a wait
run-key-moves = M×k a run of k moves
run-legend-goal = Each node is the position after the jump that labels it: { $goal }, { $none }; greyed with a cross, cut (no finish possible by the class argument); greyed and dashed, found in the dead set (itself or a position symmetric to it) and not explored again. A ringed node is on the search's line.
run-key-goal = ✓ reaches the goal
run-key-no-goal = ✗ no solution below
## Merand and Varkevisser's figures, timed in the browser (peg's show=dead-set).
run-figures-heading = Merand and Varkevisser's Figures 2 and 3, from runs in this browser
# $clock is the browser's clock as a script names it; $fit2, $fit3 the paper's formulas.
run-figures-help = Each point is one problem searched by Algorithm 2 (this run's search, not recorded): from every single vacancy of the triangles of side 5 and 6 to one peg anywhere, and from the English board's central game, each from its start and after every move of a solution, so that the solutions run from 1 to 31 jumps. Its time is this browser's clock ({ $clock }) around the search, repeated until at least 2 ms have passed and divided by the repetitions: it moves with the machine, other tabs and the clock's resolution, so the fit says how the time grows, not how long a search takes elsewhere. The curves are least-squares lines through log t against log n (Figure 2) and log t against the length L (Figure 3). The paper's own fits, in its units: { $fit2 } (R² = { $r2 }) and { $fit3 }.
run-time = Time the searches
run-time-again = Time them again
run-timing-progress = Timed { $done } of { $total } problems.
run-timing-done = Timed { $problems } { $problems ->
        [one] problem
       *[other] problems
    } in { $searches } { $searches ->
        [one] search
       *[other] searches
    }.
run-fig2-not-yet = Figure 2: running time against the elements searched, not measured yet
run-fig2-caption = Figure 2: running time against the elements searched.
run-fig3-not-yet = Figure 3: running time against the length of the solution, not measured yet
run-fig3-caption = Figure 3: running time against the length of the solution found.
run-fig2-axis = elements searched n (positions expanded)
run-fig3-axis = length of the solution found L (jumps)
run-fig-time-axis = time t (µs)
# $formula is the fitted curve in notation, or "none" when there are too few points.
run-fig2-words = Figure 2: running time against the elements searched, { $points } { $points ->
        [one] problem
       *[other] problems
    }. { $formula ->
        [none] Too few points to fit a curve.
       *[other] { $formula } (least squares on log t against log n, R² = { $r2 }).
    }
run-fig3-words = Figure 3: running time against the length of the solution found, { $points } { $points ->
        [one] problem
       *[other] problems
    }. { $formula ->
        [none] Too few points to fit a curve.
       *[other] { $formula } (least squares on log t against L, R² = { $r2 }).
    }
## The recorded runs' facts (core/src/run, each game's runs.rs), which the page and the
## command line word: titles, counters, steps, answers, totals and refusals. $node, $parent,
## $from and $position are a position in notation (heaps 3,4,5; a square 2,3; a jump d2-d4),
## or run-node-start; $options a set of values in notation ({0, 1, 3}).
run-node-start = the start
run-title-grundy-plain = grundyNumber, plain recursion
run-title-grundy-memo = grundyNumber, memoised
run-title-win-lose-plain = The WL-algorithm, plain recursion
run-title-win-lose-memo = The WL-algorithm, memoised
run-title-backtrack = Algorithm 1: plain backtracking
run-title-backtrack-dead-set = Algorithm 2: backtracking with the set of dead positions
run-title-optimal = Backtracking for every optimal solution, cut by the lower bound
run-counter-calls = calls: { $count }
run-counter-memo-lookups = memo lookups: { $count }
run-counter-cells-filled = cells filled: { $count }
run-counter-expanded = positions expanded: { $count }
run-counter-dead-set = dead set: { $count }
run-counter-cuts = cuts by the lower bound: { $count }
run-counter-solutions = optimal solutions found: { $count }
run-counter-ones-taken = ones taken: { $count }
run-counter-pushes = pushes: { $count }
run-counter-pops = pops: { $count }
run-counter-points-queried = points queried: { $count }
run-counter-fenwick-read = Fenwick cells read: { $count }
run-counter-fenwick-written = Fenwick cells written: { $count }
# $meaning: grundy, win-lose, goal, total or actions; $value a number (0 or 1 for win-lose and goal).
run-value = { $meaning ->
        [grundy] G = { $value }
        [win-lose] { $value ->
            [0] lost
           *[other] won
        }
        [goal] { $value ->
            [0] no solution below
           *[other] reaches the goal
        }
        [total] best total { $value }
       *[actions] { $value } { $value ->
            [one] step
           *[other] steps
        }
    }
run-said-title = { $title }: step through it.
run-said-start = { $node }: the run starts here
run-said-entered = { $node }: entered from { $parent }
run-said-out-of-time = { $node }: cannot be reached in time
run-said-cut = { $node }: cut, no proven bound (no finish is possible)
run-said-dead = { $node }: in the dead set, not explored again
run-said-best = { $node }: best total { $value }, after the best of { $options }
run-said-mex = { $node }: G = { $value }, the mex of { $options }
# $value is run-value worded.
run-said-left = { $node }: { $value }
run-said-looks-up = { $from } looks up { $node }: { $value }
run-answer-grundy = G({ $position }) = { $value }: the player to move { $value ->
        [0] loses
       *[other] wins
    }.
run-answer-win-lose = { $position } is { $value ->
        [0] lost
       *[other] won
    } for the player to move.
# $found: yes or no.
run-answer-backtrack = { $found ->
        [yes] A solution is found
       *[no] No solution: every line was tried,
    } after expanding { $expanded } { $expanded ->
        [one] position
       *[other] positions
    }.
run-answer-backtrack-dead-set = { $found ->
        [yes] A solution is found
       *[no] No solution: every line was tried,
    } after expanding { $expanded } { $expanded ->
        [one] position
       *[other] positions
    }, with { $dead } dead { $dead ->
        [one] position
       *[other] positions
    } remembered.
run-answer-optimal = { $solutions } optimal { $solutions ->
        [one] solution
       *[other] solutions
    } of { $moves } { $moves ->
        [one] move
       *[other] moves
    }, after expanding { $expanded } { $expanded ->
        [one] position
       *[other] positions
    } and cutting { $cut }.
run-total-plain-calls = plain recursion: { $count } { $count ->
        [one] call
       *[other] calls
    }
run-total-memo-positions = memoised: { $count } { $count ->
        [one] position
       *[other] positions
    }
# $algorithm is Merand and Varkevisser's number: 1 or 2.
run-total-algorithm-expanded = Algorithm { $algorithm }: { $count } { $count ->
        [one] position
       *[other] positions
    } expanded
run-total-algorithm-too-long = Algorithm { $algorithm }: more than { $limit } steps, not recorded
run-total-solutions = optimal solutions: { $count }
run-total-expanded = positions expanded: { $count }
run-total-cuts = cuts by the lower bound: { $count }
run-too-long = This run takes more than { $limit } steps, the most a run records: choose a smaller position.
# $why is the game's own reason.
run-refused = This run cannot be recorded: { $why }.
# $cell and $later are two cells of a table in notation.
run-wrong-order = The table's order is wrong: { $cell } reads { $later }, which it fills later.
run-no-answer = The run is recorded.
# The command line's summary of a run (movelab run).
run-size = { $steps } { $steps ->
        [one] step
       *[other] steps
    }, { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }

## A run the game does not have: the game by its id, the runs by their names as show= takes them
run-none = { $game } has no recorded run to show, not { $name }
run-must-be-one = show must be { $last } for { $game }, not { $name }
run-must-be = show must be { $first } or { $last } for { $game }, not { $name }
run-not-in-module = this module does not record the runs of { $game }
