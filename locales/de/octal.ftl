## Octal game: what the page, the element, the worksheet and the command line say of it.

octal-title = Octal game
octal-tagline = Take from a heap, maybe splitting it, as an octal code says (Kayles is 0.77).
octal-intro = Two players take turns taking counters from the heaps, by rules the code writes down; { $misere-key ->
        [on] whoever makes the last move loses.
       *[other] whoever makes the last move wins.
    }
octal-rules = Heaps { $heaps }. Digit d_j of the code { $code } says whether a move may take j counters from one heap leaving no heap (1), one heap (2) or two nonempty heaps (4); the digits add up. A turn moves { $variant } of the heaps (all: every heap moves at each turn, and a player who cannot move every heap loses). The player who cannot move loses (in misère play, wins).
octal-heading = Octal game { $code } with heaps of { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , every heap moving each turn
    }{ $misere-key ->
        [on] , misère play
        *[other] { "" }
    }

octal-param-code = Octal code
octal-param-heaps = Heaps
octal-param-misere = Misère (who cannot move wins)
octal-param-variant = Heaps that move each turn
octal-param-first = Who starts
octal-param-upto = Table of G(n) up to n =

octal-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
octal-run-memo = The same recursion memoised: a DAG of the positions, each computed once

octal-task-win = Win against the computer, which plays perfectly.
octal-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's certificate and notes, and the settings the page refuses
## (core/src/octal). $code is the code as written (0.77); $checked the period's own sentence.
octal-certificate-guy-smith = Periodizitätssatz von Guy und Smith für { $code }, dessen letzte Ziffer an Position { $last } steht: { $checked }
octal-certificate-arithmetic = Test auf arithmetische Periodizität für { $code } (Züge, die drei Haufen hinterlassen; Sprung eine Zweierpotenz über jedem Wert vor Haufen { $before }): { $checked }
octal-certificate-general = allgemeiner Test auf arithmetische Periodizität für { $code } (beliebiger Sprung: Keine Option eines Haufens jenseits der Tabelle hat den fortgesetzten Wert, entschieden durch einen Übertragsautomaten; kleinere Werte werden durch Optionen erreicht, die mit der Periode wandern): { $checked }
# $theorem: "guy-smith", or "three" for codes whose moves may leave three heaps.
octal-no-period = { $theorem ->
        [three] Weder der Periodizitätssatz für Züge mit drei Haufen noch eine arithmetische Periode bestätigen
       *[guy-smith] Der Satz von Guy und Smith bestätigt
    } keine Periode bis n = { $upto }; die Kommandozeile sucht weiter, bis n = { $further }.
octal-misere-quotient = Misère-Quotient von { $code } für Haufen bis { $upto }: { $order } Elemente, { $losing } davon im P-Anteil.
octal-three-heaps-upto = { $code } kann drei Haufen hinterlassen, und seine Tabelle braucht kubische Zeit: Die Tabelle der Seite reicht dafür bis n = { $most }, nicht { $upto }
octal-three-heaps-heap = { $code } kann drei Haufen hinterlassen: Die Seite spielt es auf Haufen, die sie zeichnet, mit höchstens { $most } Spielsteinen, nicht { $heap }
octal-misere-heap = Misère baut den Misère-Quotienten des Spiels, der mit den Haufen schnell wächst: Die Seite spielt Misère mit Haufen aus höchstens { $most } Spielsteinen, nicht { $heap }
octal-no-period-for-heap = ein Haufen aus { $heap } Spielsteinen ist mehr als die { $most }, die die Seite zeichnet, und der Satz von Guy und Smith bestätigt keine Periode von { $code } bis Haufen { $looked }, so weit die Seite sucht, also ist sein Wert nicht bekannt
