## Springerspiel: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

knights-title = Springerspiel
knights-tagline = Springer, die nur auf eine Ecke zu ziehen, einzeln oder in Gruppen.
knights-intro = Zwei Spieler ziehen abwechselnd Springer zur oberen linken Ecke hin; wer nicht mehr ziehen kann, verliert.
knights-rules = Auf einem Brett mit { $size }×{ $size } Feldern ziehen die Springer wie beim Schach, aber nur so, dass x + y kleiner wird; mehrere dürfen auf demselben Feld stehen. Ein Zug bewegt einen Springer (one), eine beliebige nichtleere Menge von Springern (any), eine nichtleere Menge, aber nicht alle (proper) oder alle Springer zugleich (all: wer nicht alle bewegen kann, verliert). Wer nicht ziehen kann, verliert.
knights-heading = Springerspiel auf einem Brett mit { $size }×{ $size } Feldern, Springer auf { $at }{ $variant-key ->
        [one] , ein Springer pro Zug
        [any] , beliebig viele Springer pro Zug
        [proper] , einige, aber nicht alle Springer pro Zug
        *[other] , alle Springer in jedem Zug
    }

knights-param-size = Seitenlänge des Bretts (N)
knights-param-variant = Wer zieht
knights-param-variant-one = Ein Springer pro Zug
knights-param-variant-any = Beliebig viele Springer pro Zug
knights-param-variant-proper = Einige, aber nicht alle Springer pro Zug
knights-param-variant-all = Alle Springer in jedem Zug
knights-param-at = Springer auf X,Y (getrennt durch ;)

knights-run-table = Die Tabelle der Grundy-Werte aus Algorithm Games, nach wachsendem x + y gefüllt
knights-run-recursion = Die Rekursion aus Algorithm Games, unverändert: ein Baum aller Aufrufe, mit der Mex-Menge bei jedem
knights-run-memo = Dieselbe Rekursion mit Memoisierung: ein gerichteter azyklischer Graph der Stellungen, jede nur einmal berechnet

knights-task-win = Gewinne gegen den Computer, der perfekt spielt.

## worksheet (www/sheets/knights.js): das Brett, wer gewinnt, welche ersten Züge gewinnen.
# $squares zählt die Felder der Springer auf (Notation „x,y“); $knights zählt sie.
knights-sheet-board = Ein Brett mit { $n }×{ $n } Feldern { $knights ->
        [0] ohne Springer
        [one] mit einem Springer auf { $squares }
       *[other] mit Springern auf { $squares }
    }
knights-sheet-too-large = ein Arbeitsblatt zeichnet Bretter mit höchstens { $side }×{ $side } Feldern, nicht { $n }×{ $n }
knights-sheet-outcome-question = Gewinnt oder verliert bei perfektem Spiel der Spieler am Zug?
knights-sheet-outcome-wins = Der Spieler am Zug gewinnt.
knights-sheet-outcome-loses = Der Spieler am Zug verliert: Jeder Zug hinterlässt eine Gewinnstellung.
# Ein gewinnender Sprung: $from und $to sind Felder (Notation „x,y“).
knights-sheet-move = Springer { $knight }: { $from } → { $to }
knights-sheet-winning-question = Welche ersten Züge gewinnen? Schreib jeden als „Springer auf x,y → x,y“.
# $moves zählt die gewinnenden Sprünge auf (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = Keiner: Jeder Zug verliert.
knights-sheet-winning-question-many = Gib einen ersten Zug an, der gewinnt (welche Springer ziehen, und wohin).
# $move ist ein Zug in der Notation des Spiels.
knights-sheet-example = Zum Beispiel { $move }.
