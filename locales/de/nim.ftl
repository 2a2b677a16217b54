## Nim: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

nim-title = Nim
nim-tagline = Nimm beliebig viele Steine von einem Haufen; wer den letzten Stein nimmt, gewinnt.
nim-intro = Zwei Spieler nehmen abwechselnd beliebig viele Steine von einem einzigen Haufen; { $misere-key ->
        [on] wer den letzten Stein nimmt, verliert.
       *[other] wer den letzten Stein nimmt, gewinnt.
    }
nim-rules = Haufen: { $heaps }. { $variant-key ->
        [all] Ein Zug nimmt von jedem Haufen zugleich einen oder mehrere Steine, also kann nicht ziehen, wer einen leeren Haufen vor sich hat.
       *[other] Ein Zug nimmt einen oder mehrere Steine von einem einzigen Haufen.
    } { $misere-key ->
        [on] Misère-Variante: Wer nicht mehr ziehen kann, gewinnt.
       *[other] Wer nicht mehr ziehen kann, verliert.
    }
nim-heading = Nim mit den Haufen { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , in jedem Zug alle Haufen
    }{ $misere-key ->
        [on] , Misère-Variante
        *[other] { "" }
    }

nim-param-heaps = Haufen
nim-param-misere = Misère (wer den letzten nimmt, verliert)
nim-param-variant = Haufen pro Zug
nim-param-variant-one = Ein Haufen pro Zug
nim-param-variant-all = Alle Haufen in jedem Zug
nim-param-first = Wer beginnt
nim-param-first-you = Du
nim-param-first-computer = Der Computer

nim-run-recursion = Die Rekursion aus Algorithm Games, unverändert: ein Baum aller Aufrufe, mit der Mex-Menge bei jedem
nim-run-memo = Dieselbe Rekursion mit Memoisierung: ein gerichteter azyklischer Graph der Stellungen, jede nur einmal berechnet

nim-task-win = Gewinne gegen den Computer, der perfekt spielt.
nim-task-values = Schreibe den Grundy-Wert G(n) eines Haufens jeder Größe n auf, von der kleinsten an.

## play: the explorer's notes (core/src/nim/versus.rs).
nim-note = Ein Haufen aus n Spielsteinen ist n wert; der Wert einer Stellung ist das XOR (exklusive Oder) ihrer Haufen (Bouton).
nim-note-misere = Misère-Nim: Spiele wie im normalen Nim, bis der Zug nur noch Haufen mit 0 oder 1 Spielstein übrig ließe; dann lass eine ungerade Anzahl von Einerhaufen übrig (Bouton).

## The heaps refused (core/src/nim `check_heaps`).
nim-heaps-count = eine Partie Nim hat 1 bis { $most } Haufen, nicht { $count }
nim-heap-too-large = ein Haufen hat höchstens { $most } Steine (2^62), nicht { $heap }
