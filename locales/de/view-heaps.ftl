## The heaps view (www/views/heaps.js) and the facts the core gives it for the heap games
## (core/src/impartial): subtraction, octal, Nim, Grundy's game, K in a row, even/odd.

## Whose turn, and what the position's value says. $who is "you" or "computer"; $kind is
## "sum" (Grundy values, which add by xor), "won" or "lost" (1 won, 0 lost).
heaps-status-you-win = Kein Zug mehr möglich: Du gewinnst.
heaps-status-computer-wins = Kein Zug mehr möglich: Der Computer gewinnt.
heaps-status-your-move = Du bist am Zug.
heaps-status-thinking = Der Computer denkt nach.
heaps-insight-unknown = Der Wert der Stellung ist nicht bekannt.
heaps-insight-over-value = Die Stellung hat den Wert { $value }.
heaps-insight-over = Das Spiel ist vorbei.
heaps-insight-can-win = { $kind ->
        [sum] Die Stellung hat den Wert { $value }
        [lost] Die Stellung ist für den Spieler am Zug verloren
       *[won] Die Stellung ist für den Spieler am Zug gewonnen
    }: { $who ->
        [you] Du kannst
       *[computer] Der Computer kann
    } gewinnen, indem { $who ->
        [you] du in eine Stellung mit dem Wert 0 ziehst
       *[computer] er in eine Stellung mit dem Wert 0 zieht
    }.
heaps-insight-loses = { $kind ->
        [sum] Die Stellung hat den Wert { $value }: Jeder Zug, den { $who ->
            [you] du hast
           *[computer] der Computer hat
        }, hinterlässt eine Stellung mit einem Wert ungleich 0, also { $who ->
            [you] verlierst du
           *[computer] verliert der Computer
        } gegen perfektes Spiel.
        [lost] Die Stellung ist für den Spieler am Zug verloren: Jeder Zug, den { $who ->
            [you] du hast
           *[computer] der Computer hat
        }, hinterlässt dem Gegner eine gewonnene Stellung, also { $who ->
            [you] verlierst du
           *[computer] verliert der Computer
        } gegen perfektes Spiel.
       *[won] Die Stellung ist für den Spieler am Zug gewonnen: Jeder Zug, den { $who ->
            [you] du hast
           *[computer] der Computer hat
        }, hinterlässt dem Gegner eine gewonnene Stellung, also { $who ->
            [you] verlierst du
           *[computer] verliert der Computer
        } gegen perfektes Spiel.
    }

## Why a move wins or not (beside each move when values are shown).
heaps-why-unknown = sein Wert ist nicht bekannt
heaps-why-wins = gewinnt: Er führt in eine Stellung mit dem Wert 0, also verliert, wer als Nächstes zieht, gegen perfektes Spiel
heaps-why-does-not-win = gewinnt nicht: Er führt in eine Stellung mit dem Wert { $value }, nicht 0, und von dort kann der Gegner zum Wert 0 ziehen
heaps-why-wins-lost = gewinnt: Er führt in eine verlorene Stellung (Wert 0), also verliert, wer als Nächstes zieht, gegen perfektes Spiel
heaps-why-does-not-win-won = gewinnt nicht: Er hinterlässt dem Gegner eine gewonnene Stellung (Wert 1)
heaps-why-part-wins = Teil des gewinnenden Zugs: Dieser Haufen geht von Entfernung { $from } auf { $to }; wenn jeder Haufen um eins sinkt, ist die kleinste Entfernung gerade, eine verlorene Stellung für den Gegner
heaps-why-part-not-this = lässt diesen Haufen bei Entfernung { $to }: Der gewinnende Zug bringt jeden Haufen auf eins weniger als seine Entfernung, hier { $wanted }
heaps-why-part-loses = lässt diesen Haufen bei Entfernung { $to }: Hier verliert jeder Zug (die kleinste Entfernung ist gerade); jeden Haufen auf eins weniger zu bringen, dauert am längsten

## A heap too large to draw as counters: where it stands in the certified period.
heaps-place-table = { $n } Spielsteine, zu viele zum Zeichnen: Sein Wert steht in der Tabelle
period-place-before = { $n } liegt vor der Periode, die bei Haufen { $start } beginnt: Sein Wert ist sein eigener
period-place = { $n } = { $start } + { $cycle } × { $period } + { $offset }, also hat er den Wert von Haufen { $like }{ $saltus ->
        [0] { "" }
       *[other] { " " }plus { $cycle } × { $saltus }
    }
## A certified period (the explorer, and the command line's JSON "certificate").
period-checked = G(n + { $period }) = G(n) wurde für jedes n von { $start } bis { $last } geprüft; nach dem Periodizitätssatz gilt es für jedes n >= { $start }.
period-checked-saltus = G(n + { $period }) = G(n) + { $saltus } wurde für jedes n von { $start } bis { $last } geprüft; nach einem in diesem Projekt bewiesenen Test auf arithmetische Periodizität für hexadezimale Spiele (im Rahmen von Howse und Nowakowski; seine Voraussetzungen wurden geprüft) gilt es für jedes n >= { $start }.

## The explorer's rows and notes.
heaps-row-g = G(n)
heaps-row-misere = Misère: 1 gewonnen, 0 verloren
heaps-row-misere-one = Misère, ein Haufen: 1 gewonnen, 0 verloren
heaps-row-remoteness = Entfernung eines Haufens
heaps-note-every-heap = In jeder Runde ziehen alle Haufen, und wer nicht alle bewegen kann, verliert. Die Entfernung eines Haufens zählt die Züge, die er dauert, wenn sein Gewinner sich beeilt und sein Verlierer hinauszögert; zusammen dauern die Haufen so lange wie der kleinste von ihnen (Smith, Winning Ways, Kap. 9), also gewinnt der Spieler am Zug, wenn die kleinste Entfernung ungerade ist.
# $game is the id of the game an octal code plays (kinrow); $then the certificate or note.
heaps-code-of = { $game ->
       *[kinrow] K in einer Reihe ist das Oktalspiel { $code }.
    } { $then }

## Settings or moves the page refuses.
heaps-no-game = es gibt kein Spiel „{ $game }“
heaps-not-a-heap-game = { $game } ist kein Haufenspiel
heaps-bad-first = wer beginnt, muss „you“ oder „computer“ sein, nicht „{ $value }“
heaps-not-drawn = die Seite zeichnet Haufen mit höchstens { $most } Spielsteinen, nicht { $heap }
heaps-misere-and-all = Misère wird mit einem Haufen pro Zug gespielt, nicht mit allen Haufen zugleich
heaps-no-option = hier gibt es keinen Zug Nr. { $option }: { $legal ->
        [one] 1 Zug ist erlaubt
       *[other] { $legal } Züge sind erlaubt
    }
heaps-one-option = ein Zug ist hier eine einzige Wahl, nicht { $count }
heaps-no-part = hier gibt es keinen Zug Nr. { $option }: Die Haufen haben zusammen { $options } Züge
heaps-move-illegal = der Zug { $notation } ist nicht möglich: { $why }
heaps-record-too-long = ein Link enthält höchstens { $most } deiner Züge, nicht { $count }
heaps-record-bad-move = „{ $text }“ ist keine Zugnummer: Die Züge eines Links sind Nummern ab 1, durch Punkte getrennt (und, wenn alle Haufen ziehen, die einer Runde durch Bindestriche)
heaps-record-turn-too-long = eine Runde eines Links umfasst höchstens { $most } Züge, nicht { $count }
heaps-replay-over = das Spiel ist vor deinem Zug Nr. { $turn } zu Ende
heaps-replay-refused = dein Zug Nr. { $turn } ist nicht möglich: { $why }
heaps-replay-illegal = dein Zug Nr. { $turn } ist nicht möglich: { $why }

## Every heap moving: its table's limit and a turn it refuses (core/src/impartial/conjunctive.rs).
heaps-every-table-limit = wenn in jedem Zug jeder Haufen bewegt wird, reicht eine Tabelle bis Haufen { $most }, nicht { $upto }
heaps-every-count = in jedem Zug wird jeder Haufen einmal bewegt: Es gibt { $heaps } Haufen, und dieser Zug besteht aus { $moved ->
        [one] einem Teilzug
       *[other] { $moved } Teilzügen
    }
heaps-every-twice = Haufen { $heap } wird in diesem Zug zweimal bewegt, aber jeder Haufen wird nur einmal bewegt
heaps-every-no-option = dieser Zug ist auf Haufen { $heap } nicht möglich
## A value read through an arithmetic period that no whole number of the lab holds.
period-value-past-limit = der Wert von Haufen { $heap } liegt über 2^64 und ist zu groß, um ihn zu berechnen (er wächst alle { $period } Haufen um { $saltus })

## The view's own words (www/views/heaps.js, heaps-draw.js). $move is a move's notation
## (heap 1: 3 → 1), shown as it is; $piece is "square" (K in a row's row) or "counter".
heaps-undo = Rückgängig
heaps-new-game = Neues Spiel
heaps-show-all = Alle Züge zeigen
heaps-show-values = Werte zeigen
heaps-your-moves = Deine Züge
heaps-your-answers = Deine Antworten
heaps-settings = Spiel und Stellung
heaps-play-this = So spielen
# An option of a setting offered as a list: who starts, and how many heaps move each turn.
heaps-choice = { $option ->
        [you] du
        [computer] der Computer
        [one] einer
        [all] alle
       *[other] { $option }
    }
heaps-how-solved = Wie es gelöst wird
heaps-explorer-title = Die Werte G(n)
heaps-g-meaning = G(n) ist der Wert eines Haufens aus n Spielsteinen: 0, wenn der Spieler am Zug bei perfektem Spiel beider verliert, sonst die kleinste Zahl, die kein einzelner Zug erreicht.
heaps-explorer-label = Die Werte G(n), zehn pro Zeile
heaps-worksheet = Ein druckbares Arbeitsblatt dieser Tabelle
heaps-worksheet-tail = (A4 oder Letter): Trage die Werte ein; die Lösungen stehen auf einer eigenen Seite.
# The even/odd game's totals on the drawing: whose, how many, and their parity.
heaps-canvas-total = { $who ->
        [you] Du
       *[computer] Computer
    }: { $total } ({ $parity ->
        [odd] ungerade
       *[even] gerade
    })
heaps-too-many-to-draw = zu viele zum Zeichnen
heaps-settings-refused = Diese Einstellungen von { $game } wurden abgelehnt: { $reason }. Die Seite verwendet stattdessen die Standardwerte.
heaps-link-moves-refused = Die Züge des Links, moves={ $moves }, konnten nicht alle nachgespielt werden: { $reason }. Das Spiel geht ab dem Zug davor weiter.
heaps-over-restart = Das Spiel ist vorbei: Starte es neu, um wieder zu ziehen.
heaps-computer-turn = Der Computer ist am Zug.
heaps-still-working = Das Spiel wird noch berechnet: Versuche es gleich noch einmal.
heaps-not-a-move = { $text } ist hier kein möglicher Zug; mögliche Züge sind etwa { $some }.
heaps-you-moved = Du: { $move }.
heaps-computer-moved = Der Computer: { $move }.
heaps-taken-back = Dein letzter Zug wurde zurückgenommen.
heaps-after-heaps = Haufen { $heaps }.
heaps-after-row = Reihe { $row }.
heaps-where-row = Reihe aus { $squares } Feldern, { $occupied } davon belegt.
heaps-totals = Du hast { $you }, der Computer { $computer }.
heaps-keys = { $piece ->
        [square] Die Pfeiltasten wählen ein Feld, die Eingabetaste zieht dorthin.
        [heap] Die Pfeiltasten wählen einen Haufen, die Eingabetaste zeigt seine Züge.
       *[counter] Die Pfeiltasten wählen einen Spielstein, die Eingabetaste nimmt ab dort.
    }
heaps-place = Haufen { $heap }: { $place }.
# $heaps is a list of heap numbers (1 and 3), $count how many.
heaps-part-chosen = { $move } gewählt. Wähle jetzt einen Zug für { $count ->
        [one] Haufen { $heaps }
       *[other] die Haufen { $heaps }
    }.
heaps-moves-from-heap = { $count } Züge nehmen von Haufen { $heap }: Wähle unten einen aus.
heaps-no-move-from-heap = Kein Zug nimmt von diesem Haufen.
heaps-moves-from-there = { $piece ->
        [square] { $count } Züge belegen dieses Feld: Wähle unten einen aus.
       *[counter] { $count } Züge nehmen ab dort: Wähle unten einen aus.
    }
heaps-no-move-from-there = { $piece ->
        [square] Kein Zug belegt dieses Feld.
       *[counter] Kein Zug nimmt ab dort.
    }
heaps-hint = { $piece ->
        [square] Klicke auf ein Feld (oder auf der Zeichnung: Pfeiltasten, dann Eingabetaste) oder wähle einen Zug:
        [heap] Klicke auf einen Haufen (oder auf der Zeichnung: Pfeiltasten, dann Eingabetaste), um seine Züge zu sehen, oder wähle einen Zug:
       *[counter] Klicke auf einen Spielstein (oder auf der Zeichnung: Pfeiltasten, dann Eingabetaste) oder wähle einen Zug:
    }
heaps-every-heap = Alle Haufen ziehen: Wähle für jeden Haufen einen Zug; die Runde wird gespielt, sobald jeder seinen hat.
# Beside a move when values are shown: what it leaves ($result, "none" for nothing), its
# value or remoteness ($kind), and why it wins or not ($why).
heaps-move-why = → { $result ->
        [none] nichts
       *[other] { $result }
    }, { $kind ->
        [remoteness] Entfernung { $value }
       *[value] Wert { $value }
    }: { $why }
heaps-unlisted = { $piece ->
        [square] { $count ->
            [one] { $count } weiterer Zug ist nicht aufgeführt: Wähle ein Feld auf der Zeichnung, um die Züge zu sehen, die es belegen.
           *[other] { $count } weitere Züge sind nicht aufgeführt: Wähle ein Feld auf der Zeichnung, um die Züge zu sehen, die es belegen.
        }
        [heap] { $count ->
            [one] { $count } weiterer Zug ist nicht aufgeführt: Wähle einen Haufen auf der Zeichnung, um seine Züge zu sehen.
           *[other] { $count } weitere Züge sind nicht aufgeführt: Wähle einen Haufen auf der Zeichnung, um seine Züge zu sehen.
        }
       *[counter] { $count ->
            [one] { $count } weiterer Zug ist nicht aufgeführt: Wähle einen Spielstein auf der Zeichnung, um die Züge zu sehen, die ab ihm nehmen.
           *[other] { $count } weitere Züge sind nicht aufgeführt: Wähle einen Spielstein auf der Zeichnung, um die Züge zu sehen, die ab ihm nehmen.
        }
    }
heaps-group-title = Haufen { $heap } ({ $counters ->
        [one] 1 Spielstein
       *[other] { $counters } Spielsteine
    }): { $chosen }
heaps-group-choose = wähle einen
heaps-group-chosen = gewählt: { $move }
heaps-go-to = Gehe zu
heaps-jump-heap = Haufen { $heap }{ $chosen ->
        [yes] { " " }(gewählt)
       *[no] { "" }
    }
heaps-check-answers = Meine Antworten prüfen
heaps-answers-score = { $right } von { $total } richtig. Die Tabelle unten zeigt alle Werte.
heaps-answers-title = Deine Antworten: G(0) bis G({ $last })
heaps-answers-intro = G(n) ist der Wert eines einzelnen Haufens aus n Spielsteinen: 0, wenn der Spieler am Zug verliert, sonst die kleinste Zahl, die nicht der Wert einer Stellung einen Zug entfernt ist. Trage jeden Wert ein und prüfe dann.
heaps-cert-period = Vorperiode { $start }, Periode { $period }.
# The explorer's plot, for screen readers; $periodic is "yes" when a period is marked.
heaps-plot-label = { $row } über n, für n = 0 bis { $last }, als Punkte{ $periodic ->
        [yes] ; die Vorperiode (n unter { $start }) schattiert, die erste Periode (n = { $start } bis { $end }) umrandet
       *[no] { "" }
    }. Die Tabelle unten zeigt alle Werte.
heaps-table-caption = { $row }, n = 0 bis { $last }
heaps-legend = Schattiert: die Vorperiode (die n davor). Umrandet: die erste Periode, die sich von dort an wiederholt.

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (heap 1: 3 → 1).
heaps-move-heap = Haufen { $heap }: { $what }
heaps-move-take = { $take } nehmen
heaps-move-take-leave = { $take } nehmen, { $count ->
        [0] nichts
        [1] { $a }
        [2] { $a } und { $b }
       *[other] { $a }, { $b } und { $c }
    } übrig lassen
heaps-move-to = { $from } → { $count ->
        [1] { $a }
        [2] { $a } und { $b }
       *[other] { $a }, { $b } und { $c }
    }
heaps-move-split = in { $a } und { $b } teilen
heaps-move-squares = { $k ->
        [1] Feld { $first }
        [2] Felder { $first } und { $last }
       *[other] Felder { $first } bis { $last }
    }
heaps-move-each = { $first }; { $then }
