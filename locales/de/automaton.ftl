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
## The stack method's recorded run (core/src/automaton/runs.rs, show=stack): what each step
## did. totalWaits and nextWait are the paper's names and stay as they are; $cell is a cell's
## number, $gap the free cells between two ones, $waits how often the one before waits.
automaton-run-title-stack = Das Stapelverfahren von Andreica und Tapus: die Aktionen jeder 1 aus denen der vorigen
automaton-run-too-wide = Der Ablauf des Stapelverfahrens nimmt Reihen aus höchstens { $most } Zellen (er zeichnet darunter jede Reihe der direkten Simulation), nicht { $cells }.
# $kind: wait or moves; $moves how many moves.
automaton-run-entry = { $kind ->
        [wait] ein Warten
       *[moves] { $moves } { $moves ->
            [one] Zug
           *[other] Züge
        }
    }
automaton-run-take-first = Die erste 1, in Zelle { $cell }: Links von ihr gibt es nichts, worauf sie warten müsste.
automaton-run-take-straight = Die 1 in Zelle { $cell }: Die Einsen davor bewegen sich nie, also zieht sie direkt an ihr Ziel.
automaton-run-take-never-catches = Die 1 in Zelle { $cell }: { $gap } { $gap ->
        [one] freie Zelle
       *[other] freie Zellen
    } bis zur vorigen, die insgesamt { $waits }-mal wartet (totalWaits), also holt sie sie nie ein.
automaton-run-take-behind = Die 1 in Zelle { $cell }: direkt hinter der vorigen, also wartet sie einmal und tut dann dasselbe wie diese.
automaton-run-take-catches = Die 1 in Zelle { $cell }: { $gap } { $gap ->
        [one] freie Zelle
       *[other] freie Zellen
    } bis zur vorigen, die insgesamt { $waits }-mal wartet: Sie holt sie bei deren Warten Nummer { $gap } von oben ein (nextWait, von Warten zu Warten).
# $entry is automaton-run-entry worded; $total the entry's totalWaits.
automaton-run-pop = Vom Stapel: { $entry } (totalWaits { $total }).
# $next is the entry nextWait points to, counted from the bottom, or 0 for none.
automaton-run-push = Auf den Stapel: { $entry }; totalWaits { $total }, nextWait { $next ->
        [0] keiner
       *[other] Eintrag { $next }
    }.
# $waits: none, one (one step) or several; $at lists the steps (3, 5–7).
automaton-run-home = Die 1 aus Zelle { $cell } ist nach { $steps } { $steps ->
        [one] Schritt
       *[other] Schritten
    } am Ziel in Zelle { $home }{ $waits ->
        [none] { "" }
        [one] , wartend in Schritt { $at }
       *[several] , wartend in den Schritten { $at }
    }.
automaton-run-answer = Die Reihe ist nach { $steps } { $steps ->
        [one] Schritt
       *[other] Schritten
    } stabil: { $row }.
automaton-run-total-plain = direkte Simulation: { $steps } Schritte über { $cells } Zellen, { $visited } besuchte Zellen
automaton-run-total-stack = Stapelverfahren: { $pushes }-mal ablegen und { $pops }-mal entfernen
