## Knights game: what the page, the element, the worksheet and the command line say of it.

knights-title = Knights game
knights-tagline = Knights that only move towards a corner, one at a time or in sets.
knights-intro = Two players take turns moving knights towards the top left corner; whoever cannot move loses.
knights-rules = Knights on a board of { $size }×{ $size } squares move like chess knights but only so that x + y decreases; several may share a square. A move moves one knight (one), any nonempty set of knights (any), a nonempty set but not all (proper) or every knight at once (all: who cannot move them all loses). Who cannot move loses.
knights-heading = Knights game on a board of { $size }×{ $size } squares with knights on { $at }{ $variant-key ->
        [one] , one knight moving a turn
        [any] , any knights moving a turn
        [proper] , some but not all knights moving a turn
        *[other] , every knight moving each turn
    }

knights-param-size = Board side (N)
knights-param-variant = Who moves
knights-param-at = Knights at X,Y (separated by ;)

knights-run-table = Algorithm Games' table of Grundy values, filled in order of x + y
knights-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
knights-run-memo = The same recursion memoised: a DAG of the positions, each computed once

knights-task-win = Win against the computer, which plays perfectly.

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
