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
automaton-row-empty = the row of cells is empty: give at least one 0 or 1
automaton-row-too-long = the row has { $length } characters, more than the limit of { $max } cells
automaton-row-cell = cell { $cell } is '{ $found }': cells must be 0 or 1
automaton-row-link-limit = a typed row has at most { $max } cells, not { $cells }, so that its link works on any server; a random row may have up to { $random }
automaton-random-empty = a random row needs at least 1 cell
