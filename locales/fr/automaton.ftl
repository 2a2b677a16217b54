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

## play: refusals of a row (core/src/automaton, web/src/automaton.rs, the command line).
automaton-row-empty = la rangée de cases est vide : donnez au moins un 0 ou un 1
automaton-row-too-long = la rangée a { $length } caractères, plus que la limite de { $max } cases
automaton-row-cell = la case { $cell } est « { $found } » : une case vaut 0 ou 1
automaton-row-link-limit = une rangée tapée a au plus { $max } cases, pas { $cells }, pour que son lien marche sur tout serveur ; une rangée au hasard peut en avoir jusqu’à { $random }
automaton-random-empty = une rangée au hasard a besoin d’au moins 1 case
