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

## worksheet (www/sheets/automaton.js) : la rangée de départ, les suivantes, quand elle se fige.
# $row est une rangée de cellules (notation : 0 et 1).
automaton-sheet-too-long = la rangée d’une fiche a au plus { $most } cellules, pas { $cells }
automaton-sheet-start = La rangée de départ : { $row }
automaton-sheet-rows-question = { $steps ->
        [one] Écris la rangée après la première étape.
       *[other] Écris la rangée après chacune des { $steps } premières étapes, une rangée par ligne.
    }
automaton-sheet-stable-question = Après combien d’étapes la rangée ne change-t-elle plus, et que vaut-elle alors ?
automaton-sheet-after = après { $step } : { $row }
automaton-sheet-stable = { $steps ->
        [one] Après { $steps } étape : { $row } (tous les 1 à gauche).
       *[other] Après { $steps } étapes : { $row } (tous les 1 à gauche).
    }
automaton-sheet-note = La rangée de départ : { $row } (cellules numérotées à partir de 1 à gauche).
