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

## play: the knights game against the computer on the page (www/views/grid-knights.js) and the core's facts of it (core/src/knights)

knights-how-solved = Jedes Feld hat einen Grundy-Wert: 0 auf einem Feld, von dem aus ein Springer nicht ziehen kann, und sonst die kleinste Zahl, die kein Feld einen Sprung weiter hat. Zieht in jedem Zug ein Springer, gewinnt der Spieler am Zug genau dann, wenn die Nim-Summe der Werte der Springerfelder (binäre Addition ohne Übertrag) nicht 0 ist. Ziehen in jedem Zug alle Springer, entscheidet die Entfernung jedes Feldes (wie viele Züge ein Springer dort bei bestem Spiel noch hat): Der Springer mit der kleinsten Entfernung beendet das Spiel, und eine ungerade Entfernung gewinnt für den Spieler am Zug.
knights-play-size = Seitenlänge des Bretts
knights-play-variant = Wer zieht
knights-play-variant-option = { $variant ->
        [one] ein Springer pro Zug
        [any] beliebig viele Springer
        [proper] einige Springer, nicht alle
       *[all] alle Springer in jedem Zug
    }
knights-play-show-values = Werte zeigen
knights-play-commit = Diesen Zug machen
knights-play-clear = Auswahl löschen
knights-play-title = Springerspiel, Brett mit { $size }×{ $size } Feldern
knights-play-cannot-show = Die Seite kann diese Springer nicht zeigen (size={ $size }, variant={ $variant }, at={ $at }): { $why }. Sie zeigt stattdessen ein leeres Brett der Standardgröße.
knights-play-help-place = Klicke auf Felder (oder auf dem Brett: Pfeiltasten, dann Enter oder Leertaste), um Springer aufzustellen oder wegzunehmen, und wähle dann, wer beginnt.
knights-play-place = Stelle die Springer auf und beginne dann.
knights-play-moves-dropped = Die Züge moves={ $moves } des Links konnten nicht alle nachgespielt werden: { $why }. Das Spiel geht ab dem Zug davor weiter.
knights-play-board-label = { $count ->
        [0] Ein Brett mit { $size }×{ $size } Feldern ohne Springer.
        [one] Ein Brett mit { $size }×{ $size } Feldern und 1 Springer auf { $at }.
       *[other] Ein Brett mit { $size }×{ $size } Feldern und { $count } Springern auf { $at }.
    }
knights-play-option = { $square } ({ $kind ->
        [remoteness] Entfernung
       *[value] Wert
    } { $value }{ $wins ->
        [true] { $kind ->
            [remoteness] , Teil des Gewinnzugs: Er bringt diesen Springer seinem Ende einen Zug näher
           *[value] , gewinnt: Er lässt den Computer in einer verlorenen Stellung
        }
       *[false] {""}
    })
knights-play-values = { $kind ->
        [remoteness] Entfernung der Springerfelder (wie viele Züge jeder Springer bei bestem Spiel noch hat): { $values }. Die kleinste entscheidet: Ist sie ungerade, gewinnt der Spieler am Zug; der Spieler am Zug { $outcome ->
            [wins] gewinnt
           *[loses] verliert
        } also bei perfektem Spiel.
       *[value] Werte der Springerfelder: { $values }. Der Spieler am Zug { $outcome ->
            [wins] gewinnt
           *[loses] verliert
        } bei perfektem Spiel.
    }
knights-play-can-jump = Springer { $knight } kann nach { $squares } springen.
knights-play-cannot-jump = Springer { $knight } kann auf kein Feld springen.
knights-play-refused = { $why }.
knights-play-placed = { $count ->
        [one] 1 Springer aufgestellt.
       *[other] { $count } Springer aufgestellt.
    }
knights-play-cannot-start = Start nicht möglich: { $why }.
knights-play-help-set = { $every ->
        [true] Klicke auf einen Springer, dann auf sein Feld; wiederhole das für jeden Springer (alle müssen ziehen) und klicke dann auf „Diesen Zug machen“.
       *[false] Klicke auf einen Springer, dann auf sein Feld; wiederhole das für jeden Springer, den du ziehst, und klicke dann auf „Diesen Zug machen“.
    }
knights-play-help-one = Klicke auf einen Springer, dann auf das Feld, auf das er springt.
knights-play-won = { $winner ->
        [you] Du gewinnst: Der Computer kann nicht mehr ziehen.
       *[computer] Der Computer gewinnt: Du kannst nicht mehr ziehen.
    }
knights-play-after = { $last }. { $now }
knights-play-no-knight = Auf { $square } steht kein Springer, den du ziehen kannst: Wähle einen Springer.
knights-play-chosen = Springer { $knight } auf { $square } gewählt: jetzt sein Zielfeld.
knights-play-chosen-set = { $count ->
        [one] 1 Springer gewählt; wähle weitere oder mache den Zug.
       *[other] { $count } Springer gewählt; wähle weitere oder mache den Zug.
    }
knights-play-command-not-move = { $text } ist kein Zug in der Form Springer-x-y (1-6-7), mehrere durch _ verbunden.
knights-play-command-off-board = { $square } ist kein Feld dieses Bretts mit { $size }×{ $size } Feldern.
knights-play-choose-first = Wähle zuerst einen Springer und sein Feld.
knights-last = { $who ->
        [you] Du
       *[computer] Der Computer
    }: { $jumps }
knights-jump = Springer { $knight } → { $square }
knights-jumps = { $jump }; { $more }
knights-no-jump = kein Springer
knights-not-square = „{ $text }“ ist kein Feld X,Y wie 3,5
knights-past-every-board = „{ $text }“ liegt außerhalb jedes Bretts: Eine Koordinate geht bis { $most }
knights-cannot-move-count = diese Variante erlaubt nicht, { $moved } von { $of } Springern zu ziehen
knights-not-there = Springer { $knight } gibt es nicht, oder er zieht zweimal
knights-cannot-jump = Springer { $knight } kann nicht nach { $square } springen
knights-not-jump = „{ $jump }“ ist kein Sprung I-X-Y (Springer I nach X,Y)
knights-variant-unknown = die Variante muss one, any, proper oder all sein, nicht „{ $variant }“
knights-size-range = die Seitenlänge des Bretts muss zwischen 1 und { $most } liegen, nicht { $size }
knights-at-most = stelle höchstens { $most } Springer auf
knights-at-too-long = at darf höchstens { $most } Zeichen lang sein
knights-off-board = { $square } liegt außerhalb des Bretts mit { $size }×{ $size } Feldern
knights-placed-before-start = Springer können nur vor Spielbeginn aufgestellt werden
knights-none-placed = stelle mindestens einen Springer auf
knights-not-started = das Spiel hat noch nicht begonnen
knights-computer-turn = der Computer ist am Zug
knights-not-computer-turn = der Computer ist nicht am Zug
knights-record-too-long = eine Aufzeichnung enthält höchstens { $most } deiner Züge, nicht { $moves }
knights-record-first = eine Aufzeichnung beginnt damit, wer zuerst gezogen hat, you oder computer, nicht „{ $first }“
knights-record-over = das Spiel ist vor deinem Zug { $k } zu Ende
knights-record-not-move = dein Zug { $k } ist kein Zug: { $why }
knights-record-cannot-play = dein Zug { $k } kann nicht gespielt werden: { $why }
## The knights game's recorded runs (core/src/knights/runs.rs, show=table, recursion, memo).
knights-run-title-table = grundyNumber eines Springers, Feld für Feld in der Reihenfolge von x + y
knights-run-answer-table = Die Tabelle des Bretts mit { $size }×{ $size } Feldern, gefüllt.
knights-run-no-knight = Die Rekursion beginnt bei einem Springer: Setze einen auf das Brett.

## A move in the game's notation that is not one ($text as given, quoted by the shell).
knights-not-move = { $text } ist kein Zug in der Form knight I -> X,Y (mehrere durch ; verbunden)
