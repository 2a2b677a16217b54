## Solitär: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

peg-title = Solitär
peg-tagline = Steine überspringen, bis nur einer übrig ist, auf vier klassischen Brettern und fünf Dreiecken
peg-intro = Lass einen Stein über seinen Nachbarn in ein leeres Loch springen und nimm den übersprungenen Stein vom Brett: Schaffst du es, nur einen Stein übrig zu lassen?
peg-rules = Ein Stein springt über einen benachbarten Stein in das leere Loch dahinter, entlang einer Reihe oder Spalte (auf einem Dreieck entlang einer seiner drei Richtungen), und der übersprungene Stein wird entfernt. Zu Beginn sind alle Löcher besetzt{ $empty-key ->
        [none] { "" }
       *[other] { " " }außer { $empty }
    }; springe, bis nur noch ein Stein { $finish-key ->
        [any] übrig ist, egal wo
       *[other] auf { $finish } übrig ist
    }.
peg-heading = Solitär auf { $board-key ->
        [english] dem englischen Brett
        [french] dem französischen Brett
        [wiegleb] dem Brett von Wiegleb
        [diamond] dem Rautenbrett
        [triangle4] dem Dreieck mit Seitenlänge 4
        [triangle5] dem Dreieck mit Seitenlänge 5
        [triangle6] dem Dreieck mit Seitenlänge 6
        [triangle7] dem Dreieck mit Seitenlänge 7
        *[triangle8] dem Dreieck mit Seitenlänge 8
    }, zu Beginn { $empty-key ->
        [none] kein Loch leer
        *[other] { $empty } leer
    }, der letzte Stein { $finish-key ->
        [any] irgendwo
        *[other] auf { $finish }
    }

peg-param-board = Brett
peg-param-board-english = Englisch (33 Löcher)
peg-param-board-french = Französisch (37 Löcher)
peg-param-board-wiegleb = Wiegleb (45 Löcher)
peg-param-board-diamond = Raute (41 Löcher)
peg-param-board-triangle4 = Dreieck mit Seitenlänge 4
peg-param-board-triangle5 = Dreieck mit Seitenlänge 5
peg-param-board-triangle6 = Dreieck mit Seitenlänge 6
peg-param-board-triangle7 = Dreieck mit Seitenlänge 7
peg-param-board-triangle8 = Dreieck mit Seitenlänge 8
peg-param-empty = Leere Löcher zu Beginn
peg-param-finish = Letzter Stein auf (ein Loch oder any)

peg-run-backtrack = Algorithmus 1 von Merand und Varkevisser: einfaches Backtracking, ein Baum aller versuchten Stellungen
peg-run-dead-set = Algorithmus 2 von Merand und Varkevisser: Backtracking, das sich ausweglose Stellungen merkt

peg-task-solve = Springe, bis nur ein Stein übrig ist, auf dem verlangten Loch.
peg-task-optimal = Lass mit möglichst wenigen Zügen einen einzigen Stein auf dem verlangten Loch übrig: Eine Kette von Sprüngen desselben Steins zählt als ein Zug.

## worksheet (www/sheets/peg.js): der Start, wie viele Sprünge, wo der letzte Stein enden kann, eine Lösung.
# $empty zählt die leeren Löcher auf (Notation: d4); $pegs zählt die Spielsteine.
peg-sheet-start = Der Start: Spielsteine in jedem Loch außer { $empty } ({ $pegs ->
        [one] { $pegs } Spielstein
       *[other] { $pegs } Spielsteine
    })
peg-sheet-jumps-question = Wie viele Sprünge hat eine Lösung?
# $why ist die Begründung des Lösers.
peg-sheet-no-solution = Es gibt keine Lösung: { $why }.
peg-sheet-unknown = Unbekannt: Der Löser hat aufgegeben ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } Sprung
       *[other] { $jumps } Sprünge
    }: Jeder nimmt einen Spielstein weg, von { $pegs } Spielsteinen auf 1.
peg-sheet-finishes-question = Wenn zu Beginn nur { $hole } leer ist, in welchen Löchern kann der letzte Spielstein enden?
peg-sheet-finishes = In { $holes }.
peg-sheet-finishes-none = In keinem: Es kann kein einzelner Spielstein übrig bleiben.
peg-sheet-undecided = Der Löser konnte { $holes } nicht rechtzeitig entscheiden.
# $finish ist "hole" (der letzte Stein muss in $hole enden) oder "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Löse es: Schreib die Sprünge auf, die einen Spielstein in { $hole } übrig lassen, jeden als VON-NACH: den Namen des Lochs, das der Stein verlässt, dann den des Lochs, in dem er landet.
       *[anywhere] Löse es: Schreib die Sprünge auf, die einen einzigen Spielstein übrig lassen, egal wo, jeden als VON-NACH: den Namen des Lochs, das der Stein verlässt, dann den des Lochs, in dem er landet.
    }
peg-sheet-solution-none = Keine Lösung anzugeben (siehe Antwort 1).
peg-sheet-note = Wo der letzte Spielstein enden kann, wird nur bei einem Start mit genau einem leeren Loch gefragt.

## play: peg solitaire on the page (www/views/grid-peg.js) and the core's facts of it (core/src/peg: reason.rs, rules.rs, session/)

peg-how-solved = Der Löser probiert die Sprünge einen nach dem anderen und merkt sich Stellungen, die er schon als aussichtslos kennt. Zwei Ideen lassen ihn beweisen, dass ein Anfang aussichtslos ist, ohne alles zu probieren. Stellungsklassen: Man färbt die Löcher diagonal mit drei Farben; jeder Sprung ändert die Zahl der Stifte jeder Farbe um eins, also ändern sich die Paritäten dieser Zahlen nie (Conways Dreierregel), und ein Ende mit anderen Paritäten ist unerreichbar. Pagodenfunktionen: Man gibt jedem Loch ein Gewicht, sodass kein Sprung das Gesamtgewicht der Stifte erhöhen kann; wiegt der Anfang weniger als das Ende, führt keine Folge von Sprüngen dorthin.
peg-play-board = Brett
peg-play-finish = Letzter Stift auf
peg-play-modes =
    .aria-label = Modus
peg-play-watch-mode = Dem Löser zusehen
peg-play-play-mode = Selbst spielen
peg-play-atlas-mode = Wo kann es enden?
peg-play-solve = Lösen
peg-play-jump-unit = Sprung
peg-play-solution-jumps = Die Sprünge der Lösung
peg-play-restart = Von vorn
peg-play-hint = Tipp
peg-play-board-name = { $board ->
        [english] Englisch
        [french] Französisch
        [wiegleb] Wiegleb
        [diamond] Raute
        [triangle4] Dreieck mit Seite 4
        [triangle5] Dreieck mit Seite 5
        [triangle6] Dreieck mit Seite 6
        [triangle7] Dreieck mit Seite 7
       *[triangle8] Dreieck mit Seite 8
    }
peg-play-title = Solitär: { $board ->
        [english] das englische Brett
        [french] das französische Brett
        [wiegleb] das Wiegleb-Brett
        [diamond] das Rautenbrett
        [triangle4] ein Dreieck mit Seite 4
        [triangle5] ein Dreieck mit Seite 5
        [triangle6] ein Dreieck mit Seite 6
        [triangle7] ein Dreieck mit Seite 7
       *[triangle8] ein Dreieck mit Seite 8
    }
peg-play-board-label = { $board ->
        [english] Das englische Brett
        [french] Das französische Brett
        [wiegleb] Das Wiegleb-Brett
        [diamond] Das Rautenbrett
        [triangle4] Das Dreieck mit Seite 4
        [triangle5] Das Dreieck mit Seite 5
        [triangle6] Das Dreieck mit Seite 6
        [triangle7] Das Dreieck mit Seite 7
       *[triangle8] Das Dreieck mit Seite 8
    }: { $pegs ->
        [one] 1 Stift
       *[other] { $pegs } Stifte
    }, { $step ->
        [one] 1 Sprung gemacht
       *[other] { $step } Sprünge gemacht
    }{ $solved ->
        [true] , gelöst
       *[false] {""}
    }.
peg-play-any-hole = ein beliebiges Loch
peg-play-no-hole = keins
peg-play-any-of-them = ein beliebiges davon
peg-play-command-watch-only = Im Spielmodus gibt es keine Lösung zum { $what ->
        [play] Abspielen
       *[other] Durchgehen
    }; setze zuerst mode=watch.
peg-play-command-step = Der Schritt des Befehls muss eine ganze Zahl von 0 bis { $total } sein, nicht { $step }.
peg-play-command-play-only = Sprünge werden im Spielmodus gemacht (mode=play).
peg-play-command-not-jump = { $text } ist kein Sprung auf diesem Brett, geschrieben als Startloch-Zielloch (d2-d4).
peg-play-cannot-show = Die Seite kann { $board ->
        [english] das englische Brett
        [french] das französische Brett
        [wiegleb] das Wiegleb-Brett
        [diamond] das Rautenbrett
        [triangle4] das Dreieck mit Seite 4
        [triangle5] das Dreieck mit Seite 5
        [triangle6] das Dreieck mit Seite 6
        [triangle7] das Dreieck mit Seite 7
        [triangle8] das Dreieck mit Seite 8
       *[other] board={ $board }
    } mit empty={ $empty } und finish={ $finish } nicht zeigen: { $why }. Sie zeigt stattdessen die Standardaufgabe.
peg-play-optimal-refused = Die Aufgabe task=optimal des Links kann bei diesem Problem nicht bewertet werden: Die kleinste Zugzahl ließ sich nicht ermitteln ({ $why }). Die Seite zeigt das Spiel ohne Aufgabe.
peg-play-fewest-working = Die kleinste Zugzahl wird ermittelt, um deine Lösung zu bewerten …
peg-play-solved-fewest-working = Gelöst. Die kleinste Zugzahl wird ermittelt, um die Lösung zu bewerten …
peg-play-help = { $mode ->
        [play] Klicke auf einen Stift, dann auf das Loch, in das er springt. Auf dem Brett: Die Pfeiltasten bewegen den Ring, Enter oder Leertaste wählt, Esc bricht ab; Strg+Z macht rückgängig.
        [atlas] Klicke auf das Loch, das am Anfang leer sein soll (oder auf dem Brett: Pfeiltasten, dann Enter oder Leertaste); die Ringe markieren jedes Loch, auf dem der letzte Stift enden kann.
       *[watch] Klicke auf ein Loch (oder auf dem Brett: Pfeiltasten, dann Enter oder Leertaste), um es vor dem ersten Sprung zu leeren oder zu füllen. Tasten sonst auf der Seite: ←/→ Schritt für Schritt, Pos1/Ende, Leertaste spielt ab oder hält an.
    }
peg-play-moves-dropped = Die Züge moves={ $moves } des Links sind die Sprünge eines Spiels im Spielmodus (mode=play) und wurden daher verworfen.
peg-play-start = { $pegs } Stifte; am Anfang leer: { $holes ->
        [0] keins
       *[other] { $empty }
    }; der letzte Stift muss { $finish ->
        [any] auf einem beliebigen Loch
       *[other] auf { $finish }
    } stehen. Klicke auf Löcher, um den Anfang zu ändern, dann auf Lösen.
peg-play-no-solution = Dieser Anfang hat keine Lösung: { $why }.
peg-play-undecided = Die Seite konnte diesen Anfang nicht entscheiden: { $why }. Die Kommandozeile (movelab peg) sucht weiter.
peg-play-solve-stopped = { $decided ->
        [true] Entschieden
       *[false] Abgebrochen
    } nach { $ms } ms.
peg-play-no-solution-said = Keine Lösung: { $why }.
peg-play-undecided-said = Die Seite konnte diesen Anfang nicht entscheiden.
peg-play-solving-elsewhere = Die Suche nach einer Lösung läuft noch, in einem zweiten Thread: Die Seite bleibt so lange bedienbar.
peg-play-solving-elsewhere-said = Die Suche nach einer Lösung läuft noch.
peg-play-solved-in = Gelöst in { $ms } ms: { $jumps ->
        [one] 1 Sprung
       *[other] { $jumps } Sprünge
    }.
peg-play-solution = Eine Lösung mit { $jumps ->
        [one] 1 Sprung
       *[other] { $jumps } Sprüngen
    }. Gehe sie Schritt für Schritt durch oder spiele sie ab.
peg-play-solution-said = Gelöst: { $jumps ->
        [one] 1 Sprung
       *[other] { $jumps } Sprünge
    }.
peg-play-the-start = Der Anfang.
peg-play-jump-of = Sprung { $k } von { $total }: { $jump }.
peg-play-solved-after = Gelöst: Ein einziger Stift bleibt, nach { $jumps ->
        [one] 1 Sprung
       *[other] { $jumps } Sprüngen
    }.
peg-play-back-to-start = Geh zurück zum Anfang (Pos1), um zu ändern, welche Löcher leer sind.
peg-play-refused = { $why }.
peg-play-toggled = { $peg ->
        [true] Auf { $hole } steht jetzt ein Stift.
       *[false] { $hole } ist jetzt leer.
    }
peg-play-back-at-start = Zurück am Anfang.
peg-play-nothing-to-undo = Nichts rückgängig zu machen.
peg-play-took-back = { $jump } zurückgenommen.
peg-play-link-not-jump = das ist kein Sprung zwischen zwei Löchern dieses Bretts, geschrieben wie d2-d4
peg-play-link-jumps-dropped = Die Züge moves={ $moves } des Links konnten nicht alle nachgespielt werden: { $jump }: { $why }. Das Spiel geht ab dem Sprung davor weiter.
peg-play-took-back-loss = { $jumps ->
        [one] 1 Sprung
       *[other] { $jumps } Sprünge
    } zurückgenommen: Das Spiel kann wieder gewonnen werden.
peg-play-choose-peg = Wähle einen Stift zum Ziehen.
peg-play-hole-empty = { $hole } ist leer: Wähle einen Stift zum Ziehen.
peg-play-peg-chosen = { $hole } gewählt: jetzt das Loch, in das er springt.
peg-play-still-searching = Es wird noch gesucht, ob es zu gewinnen ist ({ $how }) …
peg-play-verdict = { $verdict ->
        [solvable] Noch lösbar.
        [unsolvable] Nicht mehr lösbar: { $why }.
       *[unknown] Unbekannt: { $why }.
    }
peg-play-lost-since = Verloren seit Sprung { $jump }:
peg-play-undo-jumps = { $jumps ->
        [one] 1 Sprung zurücknehmen
       *[other] { $jumps } Sprünge zurücknehmen
    }
peg-play-start-pegs = Der Anfang: { $pegs } Stifte.
peg-play-jumped = { $jump }.
peg-play-won = Gelöst in { $jumps ->
        [one] 1 Sprung
       *[other] { $jumps } Sprüngen
    }: Ein einziger Stift bleibt, genau wo er soll.
peg-play-stuck = Kein Sprung mehr möglich: { $pegs ->
        [one] 1 Stift bleibt
       *[other] { $pegs } Stifte bleiben
    }, nicht das gewünschte Ende. Nimm zurück oder fang von vorn an.
peg-play-hint-searching = Tipp: Ein Gewinnsprung wird gesucht …
peg-play-hint-text = Tipp: { $jump } ({ $notation }).
peg-play-hint-said = Tipp: { $jump }.
peg-play-atlas-working = Es wird ermittelt, wo der letzte Stift enden kann, wenn { $hole } leer ist …
peg-play-atlas-question = Wo kann der letzte Stift enden, wenn { $hole } leer ist?
peg-play-atlas-answered = Wo kann der letzte Stift enden, wenn { $hole } leer ist? Die Ringe auf dem Brett zeigen es.
peg-play-atlas-ends = Wenn { $hole } leer ist, { $count ->
        [0] lässt keine Folge von Sprüngen irgendwo einen einzelnen Stift übrig{ $waiting ->
            [true] {" "}(bis jetzt)
           *[false] {""}
        }.
        [one] kann der letzte Stift auf { $ends } enden{ $waiting ->
            [true] {" "}(bis jetzt)
           *[false] {""}
        }: { $ends }.
       *[other] kann der letzte Stift auf jedem von { $count } Löchern enden{ $waiting ->
            [true] {" "}(bis jetzt)
           *[false] {""}
        }: { $ends }.
    }
peg-play-atlas-not-all = Einige Löcher sind noch nicht durchsucht: Wähle { $hole } noch einmal, um weiterzumachen.
peg-play-atlas-unsettled = { $verdict ->
        [undecided] Nicht entschieden für { $holes }: Die Suche der Seite hat an ihrer Grenze aufgehört (`movelab peg --atlas` auf der Kommandozeile sucht weiter).
       *[unsearched] Noch nicht durchsucht: { $holes } (die Seite sucht etwa eine Sekunde pro Klick).
    }
peg-play-atlas-not = Nicht { $these ->
        [one] auf { $holes }
        [other] auf den anderen { $count } Löchern ({ $holes })
       *[these] auf diesen { $count } Löchern ({ $holes })
    }: { $why }.
peg-jump-said = { $from } springt über { $over } nach { $to }
peg-searched-so-far = { $positions } Stellungen bisher durchsucht
peg-hint-solved = Das Rätsel ist gelöst: Kein Sprung ist nötig
peg-hint-none = Von hier gewinnt kein Sprung: { $why }
peg-hint-unknown = Von hier aus unbekannt: { $why }
peg-hint-searching = Die Suche von hier läuft noch ({ $positions } Stellungen bisher): Frag gleich noch einmal
peg-start-fixed = Der Anfang kann nur vor dem ersten Sprung geändert werden
peg-hole-off-board = Dieses Loch liegt außerhalb des Bretts
peg-jumps-do-not-finish = diese { $jumps } Sprünge lösen diese Aufgabe nicht
peg-step-range = der Schritt muss von 0 bis { $most } gehen, nicht { $step }
peg-no-line = keine Folge von Sprüngen löst diesen Anfang
peg-no-solution = keine Lösung: { $why }
peg-undecided = nicht entschieden: { $why }
peg-jump-off-board = ein Sprung nennt ein Loch außerhalb des Bretts
peg-not-a-jump = { $jump } ist kein Sprung
peg-hole-is-empty = { $hole } ist leer
peg-hole-holds-peg = auf { $hole } steht ein Stift
peg-not-a-hole = { $hole } ist kein Loch { $board ->
        [english] des englischen Bretts
        [french] des französischen Bretts
        [wiegleb] des Wiegleb-Bretts
        [diamond] des Rautenbretts
        [triangle4] des Dreiecks mit Seite 4
        [triangle5] des Dreiecks mit Seite 5
        [triangle6] des Dreiecks mit Seite 6
        [triangle7] des Dreiecks mit Seite 7
       *[triangle8] des Dreiecks mit Seite 8
    }
peg-hole-name-empty = ein Lochname ist leer
peg-listed-twice = { $hole } steht zweimal unter den leeren Löchern
peg-no-board = es gibt kein Brett mit diesem Namen
peg-why-and-then = { $first }; { $more }
peg-why-classes = der Anfang und ein letzter Stift auf { $hole } liegen in verschiedenen Stellungsklassen, und kein Sprung ändert die Klasse einer Stellung (Conways Dreierregel)
peg-why-classes-any = kein einzelner Stift liegt in der Stellungsklasse des Anfangs, und kein Sprung ändert die Klasse einer Stellung (Conways Dreierregel)
peg-why-pagoda = eine Pagodenfunktion (eine Gewichtung der Löcher, die kein Sprung erhöhen kann) gibt dem Anfang weniger Gewicht als dem Ende, also führt keine Folge von Sprüngen dorthin
peg-why-weight = { $start } gegen { $finish } auf { $holes }
peg-why-weighed = eine Pagodenfunktion (eine Gewichtung der Löcher, die kein Sprung erhöhen kann), gefunden durch lineare Optimierung, gibt dem Anfang weniger Gewicht als dem Ende ({ $each }), also führt keine Folge von Sprüngen dorthin
peg-why-finish-on = ein letzter Stift auf { $hole }: { $why }
peg-why-every-finish = kein Loch, auf dem der letzte Stift stehen könnte, ist erreichbar ({ $each }); jedes andere Loch liegt in einer anderen Stellungsklasse, und kein Sprung ändert die Klasse einer Stellung (Conways Dreierregel)
peg-why-tried = jede von hier erreichbare Stellung wurde probiert ({ $positions }, Spiegelbilder einmal gezählt{ $cut ->
        [0] {""}
        [one] , eine davon durch eine Pagodenfunktion ausgeschlossen (eine Gewichtung der Löcher, die kein Sprung erhöhen kann)
       *[other] , { $cut } davon durch Pagodenfunktionen ausgeschlossen (Gewichtungen der Löcher, die kein Sprung erhöhen kann)
    }){ $back ->
        [yes] ; keine erreicht das Ende oder eine der { $layer } Stellungen mit { $pegs } Stiften, die dorthin führen
       *[no] {" "}und keine erreicht das Ende
    }
peg-why-tried-all = jede von hier erreichbare Stellung wurde probiert (Spiegelbilder einmal gezählt){ $back ->
        [yes] ; keine erreicht das Ende oder eine der { $layer } Stellungen mit { $pegs } Stiften, die dorthin führen
       *[no] {" "}und keine erreicht das Ende
    }
peg-why-backwards = rückwärts vom Ende aus gesucht, enthalten die { $positions } Stellungen mit { $pegs } Stiften, die dorthin führen, diese nicht
peg-why-meet-none = jede Folge wurde von beiden Enden aus verfolgt ({ $positions } Stellungen, Spiegelbilder einmal gezählt): Keine Stellung mit { $pegs } Stiften kommt vom Anfang und kann noch das Ende erreichen
peg-why-meet = jede Folge wurde von beiden Enden aus verfolgt: { $forward } Stellungen mit { $pegs } Stiften kommen vom Anfang und { $backward } mit { $fewer } Stiften können noch das Ende erreichen (Spiegelbilder einmal gezählt, die übrigen durch Pagodenfunktionen ausgeschlossen, Gewichtungen, die kein Sprung erhöhen kann), und kein Sprung führt von den ersten zu den zweiten
peg-why-recorded = jede Folge wurde von beiden Enden aus verfolgt, einmal, in einer Rechnung von mehreren Stunden, die ihre Stellungen auf der Festplatte hielt: { $forward } Stellungen mit { $pegs } Stiften kommen vom Anfang und { $backward } mit { $fewer } Stiften können noch das Ende erreichen (Spiegelbilder einmal gezählt, die übrigen durch Pagodenfunktionen ausgeschlossen, Gewichtungen, die kein Sprung erhöhen kann), und kein Sprung führt von den ersten zu den zweiten. Die Rechnung ist festgehalten: { $command } wiederholt sie, und { $digests } bewahrt Anzahl und Prüfsumme jedes Schritts zum Vergleich
peg-why-stopped = die Suche der Seite hat aufgehört, bevor sie eine Antwort fand, damit die Seite schnell bleibt; probiere eine Stellung mit weniger Stiften

## The limits of the fewest-moves search and of the count, and the atlas's proofs carried over
peg-fewest-held = die Suche nach den wenigsten Zügen hat { $positions } Stellungen gehalten, ihre Grenze, ohne eine Antwort (sie hat bewiesen, dass eine Lösung mindestens { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    } braucht)
peg-count-held = das Zählen würde mehr als { $positions } Stellungen halten, die Grenze
peg-count-past-128 = die Anzahl übersteigt 2^128, die Grenze
peg-search-broken = die Suche hat eine ihrer eigenen Regeln verletzt ({ $invariant }): Das ist ein Fehler in movelab
## The rules of the meeting search that only a bug breaks ($invariant of peg-search-broken).
peg-invariant-not-one-move = zwei aufeinanderfolgende Stellungen der gefundenen Linie liegen nicht einen Zug auseinander
peg-invariant-meet-not-held = die Stellung, in der sich die beiden Suchen treffen, hält keine von beiden
peg-invariant-no-nearer = eine gehaltene Stellung hat keinen Nachbarn in der Schicht näher an ihrem Ende
peg-invariant-quick-line-lost = eine Linie wurde gefunden, doch die Suche bis zu ihrer Zahl von Zügen findet keine, nicht einmal diese
peg-atlas-shown-for = { $why } (gezeigt für { $vacancy } nach { $finish }, dieselbe Aufgabe bis auf Symmetrie und Umkehrung)
