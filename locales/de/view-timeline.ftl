## The timeline player of every view shown as a line of steps (www/views/timeline.js): the
## checker rows, the recorded runs (show=), peg's and Push-*'s watching, the automaton.
## $unit is "step" or "jump"; $step, $end, $from, $to are steps as the page writes them.
timeline-playback = Wiedergabe
timeline-to-start = Zum Anfang (Pos1)
timeline-back = Einen Schritt zurück (Pfeil nach links)
timeline-back-title = Einen Schritt zurück (←)
timeline-play = Abspielen (Leertaste)
timeline-pause = Pause (Leertaste)
timeline-play-title = Abspielen / Pause (Leertaste)
timeline-forward = Einen Schritt vor (Pfeil nach rechts)
timeline-forward-title = Einen Schritt vor (→)
timeline-to-end = Zum Ende (Ende)
timeline-unit = { $unit ->
        [jump] Sprung
        [move] Zug
       *[step] Schritt
    }
timeline-speed = Tempo
timeline-speed-value = { $speed } Züge pro Sekunde
timeline-fine-seeking = Feinsuche
timeline-fine = Fein
timeline-fine-hidden = Regler, { $span } Schritte zu beiden Seiten des aktuellen Schritts
timeline-fine-at = beim aktuellen Schritt
timeline-fine-value = Schritt { $step }; dieser Regler reicht von { $from } bis { $to }
timeline-go-to = Gehe zu { $unit ->
        [jump] Sprung
        [move] Zug
       *[step] Schritt
    }
timeline-go = Los
timeline-step-of = Schritt { $step } von { $end }
timeline-step-past = Schritt { $step }, hinter dem Ende des Reglers bei { $end }
timeline-out-past = { $step } (hinter { $end })
timeline-showing = Schritt { $step } wird gezeigt.
