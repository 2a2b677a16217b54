## Grundys Spiel: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

grundys-title = Grundys Spiel
grundys-tagline = Einen Haufen in zwei ungleiche Haufen teilen; Haufen aus 1 und 2 Steinen stecken fest.
grundys-intro = Zwei Spieler teilen abwechselnd einen Haufen in zwei verschieden große Haufen; wer keinen Haufen mehr teilen kann, verliert.
grundys-rules = Haufen: { $heaps }. { $variant-key ->
        [all] Ein Zug teilt alle Haufen zugleich, jeden in zwei nichtleere, verschieden große Haufen; Haufen aus 1 und 2 Steinen lassen sich nicht teilen, also kann nicht ziehen, wer einen davon vor sich hat.
       *[other] Ein Zug teilt einen Haufen in zwei nichtleere, verschieden große Haufen, also lassen sich Haufen aus 1 und 2 Steinen nicht teilen.
    } Wer nicht mehr ziehen kann, verliert.
grundys-heading = Grundys Spiel mit den Haufen { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , in jedem Zug alle Haufen
    }

grundys-param-heaps = Haufen
grundys-param-variant = Haufen pro Zug
grundys-param-variant-one = Ein Haufen pro Zug
grundys-param-variant-all = Alle Haufen in jedem Zug
grundys-param-first = Wer beginnt
grundys-param-first-you = Du
grundys-param-first-computer = Der Computer
grundys-param-upto = Tabelle von G(n) bis n =

grundys-task-win = Gewinne gegen den Computer, der perfekt spielt.
grundys-task-values = Schreibe den Grundy-Wert G(n) eines Haufens jeder Größe n auf, von der kleinsten an.

## play: the explorer's note (core/src/grundys/versus.rs).
grundys-note = Für Grundys Spiel ist keine Periode bekannt (man vermutet, dass es periodisch wird, aber in Werten weit über diese Tabelle hinaus hat sich keine gezeigt), also wird keine bestätigt, und die Haufen werden Stein für Stein gespielt.

## A table asked past the largest it makes (core/src/grundys/mod.rs `Grundys::new`).
grundys-table-limit = eine Tabelle von Grundys Spiel reicht bis Haufen { $most } (eine Tabelle braucht 4 Byte je Haufen, 1 GiB an der Grenze), nicht { $upto }
