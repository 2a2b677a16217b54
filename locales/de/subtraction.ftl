## Subtraktionsspiel: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

subtraction-title = Subtraktionsspiel
subtraction-tagline = Nimm eine der wenigen erlaubten Anzahlen von einem Haufen; wer den letzten Stein nimmt, gewinnt.
subtraction-intro = Zwei Spieler nehmen abwechselnd Steine von einem Haufen, aber nur die erlaubten Anzahlen; { $misere-key ->
        [on] wer den letzten Stein nimmt, verliert.
       *[other] wer den letzten Stein nimmt, gewinnt.
    }
subtraction-rules = Ein einziger Haufen mit { $heap } Steinen. Ein Zug nimmt { $set-or } Steine davon. { $misere-key ->
        [on] Misère-Variante: Wer nicht mehr ziehen kann, gewinnt.
       *[other] Wer nicht mehr ziehen kann, verliert.
    }
subtraction-heading = Subtraktionsspiel: { $set-or } von einem Haufen mit { $heap } nehmen{ $misere-key ->
        [on] , Misère-Variante
        *[other] { "" }
    }

subtraction-param-set = Erlaubte Anzahlen
subtraction-param-heap = Haufen (bis 10^18)
subtraction-param-misere = Misère (wer zuletzt nimmt, verliert)
subtraction-param-first = Wer beginnt
subtraction-param-first-you = Du
subtraction-param-first-computer = Der Computer
subtraction-param-upto = Tabelle von G(n) bis n =

subtraction-run-recursion = Die Rekursion aus Algorithm Games, unverändert: ein Baum aller Aufrufe, mit der Mex-Menge bei jedem
subtraction-run-memo = Dieselbe Rekursion mit Memoisierung: ein gerichteter azyklischer Graph der Stellungen, jede nur einmal berechnet

subtraction-task-win = Gewinne gegen den Computer, der perfekt spielt.
subtraction-task-values = Schreibe den Grundy-Wert G(n) eines Haufens jeder Größe n auf, von der kleinsten an.

## play: the explorer's certificate and notes, and the heaps the page refuses
## (core/src/subtraction). $checked is the period's own sentence (period-checked).
subtraction-certificate = Die Fensterregel: Die größte Anzahl ist { $largest }, also hängt ein Wert nur von den { $largest } Werten davor ab, und { $largest } gleiche Werte in Folge nach der Vorperiode wiederholen sich für immer. { $checked }
subtraction-no-period = Die Fensterregel bestätigt keine Periode bis n = { $upto }.
subtraction-no-period-for-heap = die Fensterregel bestätigt keine Periode der Menge { $set } bis Haufen { $looked }, so weit die Seite sucht, und Haufen { $heap } liegt dahinter, also ist sein Wert nicht bekannt
subtraction-table-limit = eine Tabelle eines Subtraktionsspiels reicht bis Haufen { $most }, nicht { $upto }

## Die Ablehnungen einer Subtraktionsmenge.
subtraction-set-size = eine Menge hat 1 bis { $most } Anzahlen, nicht { $count }
subtraction-amount-range = die Anzahl { $amount } liegt nicht zwischen 1 und { $most }
