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

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = die Nummer des linken Feldes des Paares, das zieht
