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

## worksheet (www/sheets/automaton.js): die Startreihe, die nächsten Reihen, wann sie sich nicht mehr ändert.
# $row ist eine Reihe von Zellen (Notation: 0 und 1).
automaton-sheet-too-long = die Reihe eines Arbeitsblatts hat höchstens { $most } Zellen, nicht { $cells }
automaton-sheet-start = Die Startreihe: { $row }
automaton-sheet-rows-question = { $steps ->
        [one] Schreib die Reihe nach dem ersten Schritt auf.
       *[other] Schreib die Reihe nach jedem der ersten { $steps } Schritte auf, eine Reihe pro Zeile.
    }
automaton-sheet-stable-question = Nach wie vielen Schritten ändert sich die Reihe nicht mehr, und wie sieht sie dann aus?
automaton-sheet-after = nach { $step }: { $row }
automaton-sheet-stable = { $steps ->
        [one] Nach { $steps } Schritt: { $row } (alle Einsen links).
       *[other] Nach { $steps } Schritten: { $row } (alle Einsen links).
    }
automaton-sheet-note = Die Startreihe: { $row } (Zellen von links ab 1 nummeriert).

## play: refusals of a row (core/src/automaton, web/src/automaton.rs, the command line).
automaton-row-empty = die Reihe der Zellen ist leer: Gib mindestens eine 0 oder eine 1 ein
automaton-row-too-long = die Reihe hat { $length } Zeichen, mehr als die Grenze von { $max } Zellen
automaton-row-cell = Zelle { $cell } ist „{ $found }“: Zellen sind 0 oder 1
automaton-row-link-limit = eine getippte Reihe hat höchstens { $max } Zellen, nicht { $cells }, damit ihr Link auf jedem Server funktioniert; eine zufällige Reihe darf bis zu { $random } haben
automaton-random-empty = eine zufällige Reihe braucht mindestens 1 Zelle
