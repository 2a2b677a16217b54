## Steine paarweise verschieben: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

pairs-title = Steine paarweise verschieben
pairs-tagline = Eine Reihe schwarzer und weißer Steine abwechselnd ordnen, immer zwei auf einmal.
pairs-intro = Setze zwei nebeneinanderliegende Steine in die zwei leeren Felder, immer wieder, bis sich Schwarz und Weiß entlang der Reihe abwechseln.
pairs-rules = { $n } schwarze Steine, dann { $n } weiße, dann zwei leere Felder. Ein Zug setzt zwei benachbarte Steine, ohne ihre Reihenfolge zu ändern, in die zwei leeren Felder. Das Ziel: die leeren Felder ganz links, dann die Farben abwechselnd, Weiß zuerst.
pairs-heading = Steine paarweise verschieben mit { $n } schwarzen und { $n } weißen

pairs-param-n = Steine jeder Farbe (n)

pairs-run-backtrack = Backtracking für alle optimalen Lösungen, mit markierten Schnitten der unteren Schranke

pairs-task-solve = Verschiebe die Paare, bis sich die Farben abwechseln, Weiß zuerst, mit den leeren Feldern ganz links.
pairs-task-optimal = Bring die Farben mit möglichst wenigen Zügen in abwechselnde Reihenfolge.

## play: the row view's narration of the start (web/src/narrate.rs).
pairs-play-start = Start: { $blacks ->
        [one] { $blacks } schwarzer Spielstein
       *[other] { $blacks } schwarze Spielsteine
    }, dann { $whites ->
        [one] { $whites } weißer Spielstein
       *[other] { $whites } weiße Spielsteine
    } auf den Feldern 0 bis { $last }; die zwei leeren Felder sind { $hole } und { $second_hole }. Das Ziel lässt sie abwechseln, weiß zuerst ab Feld 2, in { $length } Zügen.
## Pairs' recorded run (core/src/pairs/runs.rs, show=backtrack).
pairs-run-no-solution = Dieser Ablauf kann nicht aufgezeichnet werden: Steine paarweise verschieben mit n = { $n } hat keine Lösung.

## Refusals of the core (core/src/pairs).
pairs-no-solution = Steine paarweise verschieben mit n = { $n } hat keine Lösung: Keine Zugfolge erreicht das Ziel (n muss mindestens 3 sein)
pairs-count-limit = das Zählen der optimalen Lösungen einzeln geht für n bis { $most } (der nötige Speicher wächst mit jedem n etwa auf das 2,8-Fache, etwa 8 GB bei n = { $most }), nicht für { $n }
pairs-count-thread-failed = ein Rechenstrang des Zählens hat vor dem Ende aufgehört: ein Fehler von movelab, nicht der Frage
pairs-count-overflow = eine Anzahl von Wegen hat beim Zählen 64 Bit überschritten: ein Fehler von movelab, nicht der Frage
pairs-structure-range = das Zählen über die Struktur der Lösungen geht für n von { $least } bis { $most }, nicht für { $n }
pairs-structure-uncovered = für n = { $n } liegt eine Menge von Fenstern außerhalb dessen, was das Zählen über die Struktur abdeckt (ein Fenster gemischter Phase weniger als 2 Felder vom Bruch oder von den Feldern 0 und 1 entfernt), daher kann es die Lösungen nicht zählen
pairs-structure-overflow = die Anzahl der Fenstermengen hat beim Zählen 128 Bit überschritten: ein Fehler von movelab, nicht der Frage

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = die Nummer des linken Feldes des Paares, das zieht
