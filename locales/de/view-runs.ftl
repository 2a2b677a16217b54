## The recorded runs view (www/views/runs.js, runs-draw.js). $title is the run's title,
## $said what its step did (the core's words), $node a position's label as the core writes it.
run-totals-label = Die Zählungen im Vergleich
run-zoom-in = Vergrößern
run-zoom-out = Verkleinern
run-fit = Einpassen
run-keys-help = Tasten: die Pfeile (oder , und . auf der Zeichnung) gehen einen Schritt zurück und vor, Pos1 und Ende zum ersten und letzten Schritt, die Leertaste spielt ab und pausiert; auf der Zeichnung verschieben die Pfeile, + und − zoomen, 0 passt ein. Klicke auf einen Knoten, um die Werte seiner Optionen zu sehen.
run-back-to-game = Zurück zum Spiel
run-step-past = Der Schritt des Links, step={ $step }, liegt hinter den { $length } Schritten dieses Ablaufs, also wird der letzte gezeigt.
run-canvas-label = { $title }, Schritt { $step } von { $length }: { $said }
run-node-not-reached = { $node }: in diesem Schritt noch nicht erreicht
run-not-known-yet = noch nicht bekannt
# $options is the options' values as {0, 1, 2}, or "none" where a run has none to show.
run-node = { $node }: betreten in Schritt { $entered }, verlassen in Schritt { $left }{ $options ->
        [none] { "" }
       *[other] , Werte der Optionen { $options }
    }, Wert { $value }
run-one-taken = Die 1 in Zelle { $node }: in Schritt { $step } genommen, ihre Aktionen noch nicht bekannt
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = Die 1 in Zelle { $node }: am Ziel in Zelle { $cell } nach { $steps } Schritten{ $waits ->
        [none] , ohne je zu warten
        [one] , wartend in Schritt { $at }
       *[several] , wartend in den Schritten { $at }
    }
run-press-play = Drücke ▶ (oder die Leertaste), um den Ablauf zu verfolgen, → für einen Schritt.
run-stack = { $count ->
        [0] Stapel: leer
       *[other] Stapel ({ $count }):
    }
run-stack-below = … { $count } darunter
run-heading = { $game }: { $title }
run-seek-refused = Der Schritt des Befehls muss eine ganze Zahl von 0 bis { $length } sein, nicht { $step }.
## The legend under each kind of run: each $-argument is a key drawn in colour, worded by
## the run-key message the view puts there (www/views/runs.js LEGENDS).
run-legend-grundy = Jeder Knoten ist eine Stellung, oben beschriftet; sobald sein Aufruf zurückkehrt, zeigt er seinen Grundy-Wert, den Mex der Werte seiner Optionen: { $lost }, { $won }. Ein umkreister Knoten liegt auf dem Stapel der Rekursion.
run-key-grundy-lost = 0, eine Verluststellung
run-key-grundy-won = mehr als 0, eine Gewinnstellung
# The marks drawn in a node of the WL-algorithm: one letter each.
run-mark-won = G
run-mark-lost = V
run-legend-win-lose = Jeder Knoten ist eine Stellung, oben beschriftet; sobald sein Aufruf zurückkehrt, zeigt er { $won } oder { $lost } für den Spieler am Zug. Ein umkreister Knoten liegt auf dem Stapel der Rekursion.
run-key-won = { run-mark-won }, gewonnen
run-key-lost = { run-mark-lost }, verloren
run-legend-total = Jedes Quadrat ist eine Schachtel, eine Spalte je Position auf der Linie und eine Zeile je Zeitpunkt (nach Rang), beschriftet mit ihrer Position x und ihrer Zeit t; sobald sie gefüllt ist, zeigt sie { $best }, das Beste der früheren Schachteln, die sie rechtzeitig erreichen (die gestrichelten Linien), plus ihre eigenen; grau und durchgekreuzt eine Schachtel, die kein Weg rechtzeitig erreicht.
run-key-best = die meisten Bonbons eines Wegs, der bei ihr endet
run-legend-plane = Jede Bonbonschachtel ist ein um 45° gedrehter Punkt: u = x + t nach rechts, v = t − x nach oben, sodass eine Schachtel genau auf die Schachteln unter und links von ihr folgen kann (t − t′ ≥ |x − x′|). Die fragende Schachtel ist umkreist, mit { $quarter }, und eine gestrichelte Linie führt zur besten dort gefundenen Schachtel; ist sie fertig, zeigt sie { $best }. Grau und durchgekreuzt eine Schachtel, die vom Start aus nicht erreichbar ist.
run-key-quarter = ihrer schattierten Viertelebene
run-legend-actions = Oben die direkte Simulation: eine Zeile je Schritt, die Zeit nach unten, jede Zelle mit einer 1 schattiert. Jede 1, die das Stapelverfahren fertig bearbeitet hat, wird als { $path } gezeichnet, eine Zelle nach links je Zug, senkrecht nach unten je Warten, und landet auf den simulierten Einsen; die gerade genommene 1 ist umkreist. Unten der Stapel: die Aktionen der zuletzt genommenen 1, ihre letzten Aktionen links und ihre erste Aktion oben, rechts: { $wait }, { $moves }, darunter jeweils totalWaits (tW, das Warten auf ihrer Höhe und darunter) und nextWait (nW, das oberste Warten auf ihrer Höhe oder darunter); ein gerade entfernter Eintrag ist gestrichelt.
run-key-path = ihr Weg
run-key-wait = W ein Warten
run-key-moves = M×k eine Folge von k Zügen
run-legend-goal = Jeder Knoten ist die Stellung nach dem Sprung, mit dem er beschriftet ist: { $goal }, { $none }; grau und durchgekreuzt: abgeschnitten (nach dem Klassenargument ist kein Ende möglich); grau und gestrichelt: in der Menge der toten Stellungen gefunden (er selbst oder eine symmetrische Stellung) und nicht noch einmal untersucht. Ein umkreister Knoten liegt auf der Linie der Suche.
run-key-goal = ✓ erreicht das Ziel
run-key-no-goal = ✗ keine Lösung darunter
## Merand and Varkevisser's figures, timed in the browser (peg's show=dead-set).
run-figures-heading = Die Abbildungen 2 und 3 von Merand und Varkevisser, aus Abläufen in diesem Browser
# $clock is the browser's clock as a script names it; $fit2, $fit3 the paper's formulas.
run-figures-help = Jeder Punkt ist eine Aufgabe, die Algorithmus 2 durchsucht (die Suche dieses Ablaufs, ohne Aufzeichnung): von jedem einzelnen leeren Loch der Dreiecke mit Seitenlänge 5 und 6 zu einem Stein an beliebiger Stelle und vom zentralen Spiel des englischen Bretts, jeweils vom Start aus und nach jedem Zug einer Lösung, sodass die Lösungen von 1 bis 31 Sprüngen reichen. Ihre Zeit misst die Uhr dieses Browsers ({ $clock }) um die Suche herum, wiederholt, bis mindestens 2 ms vergangen sind, und geteilt durch die Zahl der Wiederholungen: Sie schwankt mit dem Rechner, anderen Tabs und der Auflösung der Uhr, also sagt die Anpassung, wie die Zeit wächst, nicht, wie lange eine Suche anderswo dauert. Die Kurven sind Ausgleichsgeraden von log t gegen log n (Abbildung 2) und von log t gegen die Länge L (Abbildung 3). Die Anpassungen des Artikels selbst, in seinen Einheiten: { $fit2 } (R² = { $r2 }) und { $fit3 }.
run-time = Die Suchen stoppen
run-time-again = Noch einmal stoppen
run-timing-progress = { $done } von { $total } Aufgaben gestoppt.
run-timing-done = { $problems } { $problems ->
        [one] Aufgabe
       *[other] Aufgaben
    } in { $searches } { $searches ->
        [one] Suche
       *[other] Suchen
    } gestoppt.
run-fig2-not-yet = Abbildung 2: Laufzeit gegen die durchsuchten Elemente, noch nicht gemessen
run-fig2-caption = Abbildung 2: Laufzeit gegen die durchsuchten Elemente.
run-fig3-not-yet = Abbildung 3: Laufzeit gegen die Länge der Lösung, noch nicht gemessen
run-fig3-caption = Abbildung 3: Laufzeit gegen die Länge der gefundenen Lösung.
run-fig2-axis = durchsuchte Elemente n (expandierte Stellungen)
run-fig3-axis = Länge der gefundenen Lösung L (Sprünge)
run-fig-time-axis = Zeit t (µs)
# $formula is the fitted curve in notation, or "none" when there are too few points.
run-fig2-words = Abbildung 2: Laufzeit gegen die durchsuchten Elemente, { $points } { $points ->
        [one] Aufgabe
       *[other] Aufgaben
    }. { $formula ->
        [none] Zu wenige Punkte, um eine Kurve anzupassen.
       *[other] { $formula } (kleinste Quadrate von log t gegen log n, R² = { $r2 }).
    }
run-fig3-words = Abbildung 3: Laufzeit gegen die Länge der gefundenen Lösung, { $points } { $points ->
        [one] Aufgabe
       *[other] Aufgaben
    }. { $formula ->
        [none] Zu wenige Punkte, um eine Kurve anzupassen.
       *[other] { $formula } (kleinste Quadrate von log t gegen L, R² = { $r2 }).
    }
## The recorded runs' facts (core/src/run, each game's runs.rs), which the page and the
## command line word: titles, counters, steps, answers, totals and refusals. $node, $parent,
## $from and $position are a position in notation (heaps 3,4,5; a square 2,3; a jump d2-d4),
## or run-node-start; $options a set of values in notation ({0, 1, 3}).
run-node-start = der Start
run-title-grundy-plain = grundyNumber, einfache Rekursion
run-title-grundy-memo = grundyNumber, mit Memoisierung
run-title-win-lose-plain = Der WL-Algorithmus, einfache Rekursion
run-title-win-lose-memo = Der WL-Algorithmus, mit Memoisierung
run-title-backtrack = Algorithmus 1: einfaches Backtracking
run-title-backtrack-dead-set = Algorithmus 2: Backtracking mit der Menge der toten Stellungen
run-title-optimal = Backtracking für jede optimale Lösung, beschnitten durch die untere Schranke
run-counter-calls = Aufrufe: { $count }
run-counter-memo-lookups = Nachschlagen im Memo: { $count }
run-counter-cells-filled = gefüllte Zellen: { $count }
run-counter-expanded = expandierte Stellungen: { $count }
run-counter-dead-set = tote Stellungen: { $count }
run-counter-cuts = Schnitte durch die untere Schranke: { $count }
run-counter-solutions = gefundene optimale Lösungen: { $count }
run-counter-ones-taken = genommene Einsen: { $count }
run-counter-pushes = Ablegen auf den Stapel: { $count }
run-counter-pops = Entfernen vom Stapel: { $count }
run-counter-points-queried = abgefragte Punkte: { $count }
run-counter-fenwick-read = gelesene Fenwick-Zellen: { $count }
run-counter-fenwick-written = geschriebene Fenwick-Zellen: { $count }
# $meaning: grundy, win-lose, goal, total or actions; $value a number (0 or 1 for win-lose and goal).
run-value = { $meaning ->
        [grundy] G = { $value }
        [win-lose] { $value ->
            [0] verloren
           *[other] gewonnen
        }
        [goal] { $value ->
            [0] keine Lösung darunter
           *[other] erreicht das Ziel
        }
        [total] bester Gesamtwert { $value }
       *[actions] { $value } { $value ->
            [one] Schritt
           *[other] Schritte
        }
    }
run-said-title = { $title }: Geh Schritt für Schritt hindurch.
run-said-start = { $node }: Hier beginnt der Ablauf
run-said-entered = { $node }: betreten von { $parent } aus
run-said-out-of-time = { $node }: nicht rechtzeitig erreichbar
run-said-cut = { $node }: abgeschnitten, keine bewiesene Schranke (kein Ende ist möglich)
run-said-dead = { $node }: in der Menge der toten Stellungen, nicht noch einmal untersucht
run-said-best = { $node }: bester Gesamtwert { $value }, nach dem Besten von { $options }
run-said-mex = { $node }: G = { $value }, der Mex von { $options }
# $value is run-value worded.
run-said-left = { $node }: { $value }
run-said-looks-up = { $from } schlägt { $node } nach: { $value }
run-answer-grundy = G({ $position }) = { $value }: Der Spieler am Zug { $value ->
        [0] verliert
       *[other] gewinnt
    }.
run-answer-win-lose = { $position } ist für den Spieler am Zug { $value ->
        [0] verloren
       *[other] gewonnen
    }.
# $found: yes or no.
run-answer-backtrack = { $found ->
        [yes] Eine Lösung ist gefunden,
       *[no] Keine Lösung: Jede Linie wurde versucht,
    } nachdem { $expanded } { $expanded ->
        [one] Stellung
       *[other] Stellungen
    } expandiert wurden.
run-answer-backtrack-dead-set = { $found ->
        [yes] Eine Lösung ist gefunden,
       *[no] Keine Lösung: Jede Linie wurde versucht,
    } nachdem { $expanded } { $expanded ->
        [one] Stellung
       *[other] Stellungen
    } expandiert wurden, mit { $dead } { $dead ->
        [one] gemerkten toten Stellung
       *[other] gemerkten toten Stellungen
    }.
run-answer-optimal = { $solutions } optimale { $solutions ->
        [one] Lösung
       *[other] Lösungen
    } mit { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }, nach { $expanded } expandierten { $expanded ->
        [one] Stellung
       *[other] Stellungen
    } und { $cut } { $cut ->
        [one] Schnitt
       *[other] Schnitten
    }.
run-total-plain-calls = einfache Rekursion: { $count } { $count ->
        [one] Aufruf
       *[other] Aufrufe
    }
run-total-memo-positions = mit Memoisierung: { $count } { $count ->
        [one] Stellung
       *[other] Stellungen
    }
# $algorithm is Merand and Varkevisser's number: 1 or 2.
run-total-algorithm-expanded = Algorithmus { $algorithm }: { $count } expandierte { $count ->
        [one] Stellung
       *[other] Stellungen
    }
run-total-algorithm-too-long = Algorithmus { $algorithm }: mehr als { $limit } Schritte, nicht aufgezeichnet
run-total-solutions = optimale Lösungen: { $count }
run-total-expanded = expandierte Stellungen: { $count }
run-total-cuts = Schnitte durch die untere Schranke: { $count }
run-too-long = Dieser Ablauf braucht mehr als { $limit } Schritte, so viele, wie ein Ablauf höchstens aufzeichnet: Wähle eine kleinere Stellung.
# $why is the game's own reason.
run-refused = Dieser Ablauf kann nicht aufgezeichnet werden: { $why }.
# $cell and $later are two cells of a table in notation.
run-wrong-order = Die Reihenfolge der Tabelle ist falsch: { $cell } liest { $later }, das sie erst später füllt.
run-no-answer = Der Ablauf ist aufgezeichnet.
# The command line's summary of a run (movelab run).
run-size = { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    }, { $nodes } { $nodes ->
        [one] Knoten
       *[other] Knoten
    }

## A run the game does not have: the game by its id, the runs by their names as show= takes them
run-none = { $game } hat keinen aufgezeichneten Ablauf zum Zeigen, also nicht { $name }
run-must-be-one = für { $game } muss show { $last } sein, nicht { $name }
run-must-be = für { $game } muss show { $first } oder { $last } sein, nicht { $name }
run-not-in-module = dieses Modul zeichnet die Abläufe von { $game } nicht auf
