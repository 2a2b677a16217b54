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
run-one-taken = The 1 at { $node }: taken at step { $step }, its actions not known yet
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = The 1 at { $node }: home at cell { $cell } after { $steps } steps{ $waits ->
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
