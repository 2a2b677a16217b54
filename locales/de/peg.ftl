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
