## The timeline player of every view shown as a line of steps (www/views/timeline.js): the
## checker rows, the recorded runs (show=), peg's and Push-*'s watching, the automaton.
## $unit is "step" or "jump"; $step, $end, $from, $to are steps as the page writes them.
timeline-playback = Lecture
timeline-to-start = Au début (Début)
timeline-back = Une étape en arrière (flèche gauche)
timeline-back-title = Une étape en arrière (←)
timeline-play = Lire (Espace)
timeline-pause = Pause (Espace)
timeline-play-title = Lire / pause (Espace)
timeline-forward = Une étape en avant (flèche droite)
timeline-forward-title = Une étape en avant (→)
timeline-to-end = À la fin (Fin)
timeline-unit = { $unit ->
        [jump] Saut
        [move] Coup
       *[step] Étape
    }
timeline-speed = Vitesse
timeline-speed-value = { $speed } coups par seconde
timeline-fine-seeking = Recherche fine
timeline-fine = Précis
timeline-fine-hidden = curseur, { $span } étapes de part et d'autre de l'étape actuelle
timeline-fine-at = à l'étape actuelle
timeline-fine-value = étape { $step } ; ce curseur va de { $from } à { $to }
timeline-go-to = Aller { $unit ->
        [jump] au saut
        [move] au coup
       *[step] à l'étape
    }
timeline-go = Aller
timeline-step-of = étape { $step } sur { $end }
timeline-step-past = étape { $step }, après la fin du curseur à { $end }
timeline-out-past = { $step } (après { $end })
timeline-showing = Étape { $step } affichée.
