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

## worksheet (www/sheets/automaton.js): la fila inicial, las siguientes, cuándo se estabiliza.
# $row es una fila de celdas (notación: 0 y 1).
automaton-sheet-too-long = la fila de una ficha tiene como máximo { $most } celdas, no { $cells }
automaton-sheet-start = La fila inicial: { $row }
automaton-sheet-rows-question = { $steps ->
        [one] Escribe la fila tras el primer paso.
       *[other] Escribe la fila tras cada uno de los { $steps } primeros pasos, una fila por línea.
    }
automaton-sheet-stable-question = ¿Tras cuántos pasos deja de cambiar la fila, y cómo queda entonces?
automaton-sheet-after = tras { $step }: { $row }
automaton-sheet-stable = { $steps ->
        [one] Tras { $steps } paso: { $row } (todos los unos a la izquierda).
       *[other] Tras { $steps } pasos: { $row } (todos los unos a la izquierda).
    }
automaton-sheet-note = La fila inicial: { $row } (celdas numeradas desde 1 a la izquierda).
