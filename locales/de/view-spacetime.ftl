## The space-time view of the swap automaton (www/views/spacetime.js).

spacetime-how-solved = Wie es gelöst wird
spacetime-theory = Jede 1 rückt bei jedem Schritt eine Zelle nach links, außer die Zelle links von ihr hält eine 1 oder sie muss hinter einer anderen 1 warten. Der Computer spielt die Schritte nicht einzeln durch: Das Verfahren von Andreica und Tapus geht die Reihe einmal mit einem Stapel der Wartezeiten der Einsen durch und weiß so, wo jede 1 bei jedem Schritt steht und ab welchem Schritt T sich die Reihe nicht mehr ändert.
spacetime-first-thing = Drücke ▶, um die Reihen vorbeiziehen zu sehen, ein Schritt pro Zeile, oder tippe eine eigene Reihe ein.
spacetime-cells = Startreihe (0 und 1)
spacetime-show = Diese Reihe zeigen
spacetime-random-cells = Zufällige Reihe, Zellen
spacetime-seed = Startwert
spacetime-random = Zufällige Reihe
spacetime-predict-title = Deine Vorhersage
spacetime-check = Meine Reihe prüfen
spacetime-bar =
    .aria-label = Ansicht
spacetime-zoom-in =
    .aria-label = Vergrößern (+)
    .title = Vergrößern (+)
spacetime-zoom-out =
    .aria-label = Verkleinern (−)
    .title = Verkleinern (−)
spacetime-canvas =
    .aria-label = Raum-Zeit-Diagramm
spacetime-help = Im Diagramm: ↑/↓ ein Schritt, Bild↑/Bild↓ ein Bildschirm, Pos1/Ende Schritt 0 oder T, Leertaste spielt ab, ←/→ verschieben die Zellen, + und − zoomen; ziehen oder das Mausrad verschieben (Strg + Mausrad zoomt). Die Schrittleiste und Ende gehen zu T, wo die Reihe stabil ist; ein getippter Schritt erreicht jeden Schritt bis { $max }.
spacetime-predict-start = Die Startreihe: { $row }
spacetime-predict-label = Die Reihe nach { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritten
    } ({ $cells } Zellen, 0 und 1)
spacetime-predict-note = { $right } von { $cells } Zellen richtig. Die Reihe nach { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritten
    } ist { $row }; das Diagramm zeigt jeden Schritt.
spacetime-end = der letzte Schritt, den dieses Diagramm zeigt, ist { $max }
spacetime-predict-refused = Die Aufgabe task=predict des Links verlangt eine Reihe von höchstens { $max } Zellen zum Eintippen, und diese Reihe hat { $cells }. Die Seite zeigt die Reihe ohne Aufgabe.
spacetime-seek-refused = Der Schritt des Befehls muss eine ganze Zahl von 0 bis { $max } sein, nicht { $step }.
spacetime-link-refused = Die Startreihe { $cells } des Links lässt sich nicht zeigen: { $reason }. Die Seite zeigt die voreingestellte Reihe.
spacetime-step-past = Der Schritt step={ $step } des Links liegt hinter dem letzten Schritt, den dieses Diagramm zeigt ({ $max }), deshalb beginnt es bei Schritt 0.
spacetime-stable = Stabil ab Schritt { $step }
spacetime-row = Eine Reihe von { $cells } Zellen mit { $ones ->
        [one] { $ones } Eins
       *[other] { $ones } Einsen
    }; sie ist stabil ab Schritt { $stable }.
spacetime-status-cell = Schritte { $top } bis { $bottom } (von oben nach unten), Zellen { $first } bis { $last } von { $cells }; eine Zelle ist { $pixels } Pixel groß.
spacetime-status-pixel = Schritte { $top } bis { $bottom } (von oben nach unten), Zellen { $first } bis { $last } von { $cells }; ein Pixel steht für { $per } Zellen mal { $per } Schritte.
spacetime-canvas-label = Raum-Zeit-Diagramm ab Schritt { $step }: { $status }
spacetime-zoom-cell = Eine Zelle ist { $pixels } Pixel groß.
spacetime-zoom-pixel = Ein Pixel steht für { $cells } Zellen.
