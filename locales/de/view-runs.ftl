## The recorded runs view (www/views/runs.js, runs-draw.js). $title is the run's title,
## $said what its step did (the core's words), $node a position's label as the core writes it.
run-totals-label = Die Zählungen im Vergleich
run-zoom-in = Vergrößern
run-zoom-out = Verkleinern
run-fit = Einpassen
run-keys-help = Tasten: die Pfeile (oder , und . auf der Zeichnung) gehen einen Schritt zurück und vor, Pos1 und Ende zum ersten und letzten Schritt, die Leertaste spielt ab und pausiert; auf der Zeichnung verschieben die Pfeile, + und − zoomen, 0 passt ein. Klicke auf einen Knoten, um die Werte seiner Optionen zu sehen.
run-back-to-game = Zurück zum Spiel
run-step-past = Der Schritt des Links, step={ $step }, liegt hinter den { $length } Schritten dieses Ablaufs, also wird der letzte gezeigt.
run-canvas-label = { $title }, Schritt { $step } von { $length }: { $said }
run-node-not-reached = { $node }: in diesem Schritt noch nicht erreicht
run-not-known-yet = noch nicht bekannt
# $options is the options' values as {0, 1, 2}, or "none" where a run has none to show.
run-node = { $node }: betreten in Schritt { $entered }, verlassen in Schritt { $left }{ $options ->
        [none] { "" }
       *[other] , Werte der Optionen { $options }
    }, Wert { $value }
run-one-taken = Die 1 bei { $node }: in Schritt { $step } genommen, ihre Aktionen noch nicht bekannt
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = Die 1 bei { $node }: am Ziel in Zelle { $cell } nach { $steps } Schritten{ $waits ->
        [none] , ohne je zu warten
        [one] , wartend in Schritt { $at }
       *[several] , wartend in den Schritten { $at }
    }
run-press-play = Drücke ▶ (oder die Leertaste), um den Ablauf zu verfolgen, → für einen Schritt.
run-stack = { $count ->
        [0] Stapel: leer
       *[other] Stapel ({ $count }):
    }
run-stack-below = … { $count } darunter
