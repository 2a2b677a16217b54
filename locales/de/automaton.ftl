## Tausch-Automat: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

automaton-title = Tausch-Automat
automaton-tagline = Jedes 01 wird gleichzeitig zu 10, bis die Einsen links stehen.
automaton-intro = Eine Reihe aus Nullen und Einsen: Bei jedem Schritt tauscht jede 1, die direkt links neben sich eine 0 hat, mit ihr den Platz, bis alle Einsen links stehen.
automaton-rules = Eine Reihe von Zellen. Bei jedem Schritt wird jedes benachbarte Paar 01 zu 10, alle gleichzeitig; die Reihe ändert sich nicht mehr, wenn alle Einsen links stehen.
automaton-heading = Tausch-Automat auf { $random-key ->
        [0] der Reihe { $cells-text }
        [1] einer zufälligen Reihe aus einer Zelle (Startwert { $seed })
        *[other] einer zufälligen Reihe aus { $random } Zellen (Startwert { $seed })
    }

automaton-param-cells = Zellen (0 und 1)
automaton-param-random = Zufällige Reihe mit so vielen Zellen (0: die Zellen oben)
automaton-param-seed = Startwert der zufälligen Reihe

automaton-run-stack = Das O(n)-Verfahren von Andreica und Tapus: ein Stapel von Aktionen (totalWaits, nextWait), statt der schrittweisen Simulation

automaton-task-predict = Bestimme die Reihe nach einigen Schritten, Zelle für Zelle, bevor das Diagramm sie zeigt.
