## Steine tauschen: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

shift-title = Steine tauschen
shift-tagline = Schwarze und weiße Steine tauschen mit möglichst wenigen Zügen die Seiten.
shift-intro = Tausche die schwarzen und weißen Steine: Schiebe einen Stein auf das leere Nachbarfeld oder lass ihn über einen Stein auf das leere Feld springen.
shift-rules = { $n } { $n ->
        [one] schwarzer Stein
       *[other] schwarze Steine
    } links, { $m } { $m ->
        [one] weißer
       *[other] weiße
    } rechts, ein leeres Feld dazwischen. Ein Zug schiebt einen Stein auf das leere Nachbarfeld oder lässt ihn über einen Stein auf das leere Feld springen. Das Ziel: die Farben vertauscht.
shift-heading = Steine tauschen mit { $n } schwarzen und { $m } weißen, { $first-key ->
        [right] der erste Zug ein schwarzer Stein nach rechts
        *[other] der erste Zug ein weißer Stein nach links
    }

shift-param-n = Schwarze Steine (n)
shift-param-m = Weiße Steine (m)
shift-param-first = Erster Zug
shift-param-first-right = Ein schwarzer Stein nach rechts
shift-param-first-left = Ein weißer Stein nach links

shift-run-backtrack = Backtracking für alle optimalen Lösungen, mit markierten Schnitten der unteren Schranke

shift-task-solve = Tausche die Farben: alle schwarzen Steine nach rechts, alle weißen nach links.
shift-task-optimal = Tausche die Farben mit möglichst wenigen Zügen.

## play: the row view's narration of the start (web/src/narrate.rs).
shift-play-start = Start: { $blacks ->
        [one] { $blacks } schwarzer Spielstein
       *[other] { $blacks } schwarze Spielsteine
    } links, { $whites ->
        [one] { $whites } weißer Spielstein
       *[other] { $whites } weiße Spielsteine
    } rechts, das leere Feld ist Feld { $hole }. Das Ziel vertauscht sie in { $length } Zügen, so wenigen wie möglich.

## Refusals of the core (core/src/shift): $first is the value as given, quoted by the shell.
shift-first-unknown = der erste Zug muss right oder left sein, nicht { $first }
shift-count-fibonacci = mit { $one } = 1 ist die Anzahl der Lösungen die Fibonacci-Zahl F({ $other } + 2), und für { $other } über { $most } ist diese Zahl zu groß, um sie genau zu berechnen

## How the worksheet says a move is written (worksheet-row-rules' $writing).
shift-move-written = die Nummer des Feldes, von dem der Stein zieht
