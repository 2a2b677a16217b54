## Swap automaton: what the page, the element, the worksheet and the command line say of it.

automaton-title = Swap automaton
automaton-tagline = Every 01 becomes 10 at once, until the ones sit on the left.
automaton-intro = A row of 0s and 1s: at every step, each 1 with a 0 just to its left swaps places with it, until all the 1s are on the left.
automaton-rules = A row of cells. At each step every adjacent pair 01 becomes 10, all at once; the row stops changing when all the ones are on the left.
automaton-heading = Swap automaton on { $random-key ->
        [0] the row { $cells-text }
        *[other] a random row of { $random } cells (seed { $seed })
    }

automaton-param-cells = Cells (0 and 1)
automaton-param-random = Random row of this many cells (0: use the cells above)
automaton-param-seed = Seed of the random row

automaton-run-stack = Andreica and Tapus's O(n) method: a stack of actions (totalWaits, nextWait), over the plain simulation

automaton-task-predict = Work out the row after a few steps, cell by cell, before the diagram shows it.

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
