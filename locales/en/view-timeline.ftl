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
