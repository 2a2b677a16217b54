## The timeline player of every view shown as a line of steps (www/views/timeline.js): the
## checker rows, the recorded runs (show=), peg's and Push-*'s watching, the automaton.
## $unit is "step" or "jump"; $step, $end, $from, $to are steps as the page writes them.
timeline-playback = Playback
timeline-to-start = To the start (Home)
timeline-back = Step back (Left arrow)
timeline-back-title = Step back (←)
timeline-play = Play (Space)
timeline-pause = Pause (Space)
timeline-play-title = Play / pause (Space)
timeline-forward = Step forward (Right arrow)
timeline-forward-title = Step forward (→)
timeline-to-end = To the end (End)
timeline-unit = { $unit ->
        [jump] Jump
        [move] Move
       *[step] Step
    }
timeline-speed = Speed
timeline-speed-value = { $speed } moves a second
timeline-fine-seeking = Fine seeking
timeline-fine = Fine
timeline-fine-hidden = scrub, { $span } steps either side of the current step
timeline-fine-at = at the current step
timeline-fine-value = step { $step }; this bar reaches { $from } to { $to }
timeline-go-to = Go to { $unit ->
        [jump] jump
        [move] move
       *[step] step
    }
timeline-go = Go
timeline-step-of = step { $step } of { $end }
timeline-step-past = step { $step }, past the bar's end at { $end }
timeline-out-past = { $step } (past { $end })
timeline-showing = Showing step { $step }.

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
