## Swap automaton: what the page, the element, the worksheet and the command line say of it.

automaton-title = Swap automaton
automaton-tagline = Every 01 becomes 10 at once, until the ones sit on the left.
automaton-intro = A row of 0s and 1s: at every step, each 1 with a 0 just to its left swaps places with it, until all the 1s are on the left.
automaton-rules = A row of cells. At each step every adjacent pair 01 becomes 10, all at once; the row stops changing when all the ones are on the left.
automaton-heading = Swap automaton on { $random-key ->
        [0] the row { $cells-text }
        [1] a random row of 1 cell (seed { $seed })
        *[other] a random row of { $random } cells (seed { $seed })
    }

automaton-param-cells = Cells (0 and 1)
automaton-param-random = Random row of this many cells (0: use the cells above)
automaton-param-seed = Seed of the random row

automaton-run-stack = Andreica and Tapus's O(n) method: a stack of actions (totalWaits, nextWait), over the plain simulation

automaton-task-predict = Work out the row after a few steps, cell by cell, before the diagram shows it.

## worksheet (www/sheets/automaton.js): the start row, the next rows, when it settles.
# $row is a row of cells (notation: 0 and 1).
automaton-sheet-too-long = a worksheet's row has at most { $most } cells, not { $cells }
automaton-sheet-start = The start row: { $row }
automaton-sheet-rows-question = { $steps ->
        [one] Write the row after the first step.
       *[other] Write the row after each of the first { $steps } steps, one row a line.
    }
automaton-sheet-stable-question = After how many steps does the row stop changing, and what is it then?
automaton-sheet-after = after { $step }: { $row }
automaton-sheet-stable = { $steps ->
        [one] After { $steps } step: { $row } (every one on the left).
       *[other] After { $steps } steps: { $row } (every one on the left).
    }
automaton-sheet-note = The start row: { $row } (cells numbered from 1 on the left).
## play: refusals of a row (core/src/automaton, web/src/automaton.rs, the command line).
automaton-row-empty = the row of cells is empty: give at least one 0 or 1
automaton-row-too-long = the row has { $length } characters, more than the limit of { $max } cells
automaton-row-cell = cell { $cell } is '{ $found }': cells must be 0 or 1
automaton-row-link-limit = a typed row has at most { $max } cells, not { $cells }, so that its link works on any server; a random row may have up to { $random }
automaton-random-empty = a random row needs at least 1 cell
## The stack method's recorded run (core/src/automaton/runs.rs, show=stack): what each step
## did. totalWaits and nextWait are the paper's names and stay as they are; $cell is a cell's
## number, $gap the free cells between two ones, $waits how often the one before waits.
automaton-run-title-stack = Andreica and Tapus's stack method: each 1's actions from the one before's
automaton-run-too-wide = The stack method's run takes rows of at most { $most } cells (it draws every row of the plain simulation under it), not { $cells }.
# $kind: wait or moves; $moves how many moves.
automaton-run-entry = { $kind ->
        [wait] a wait
       *[moves] { $moves } { $moves ->
            [one] move
           *[other] moves
        }
    }
automaton-run-take-first = The first 1, at cell { $cell }: nothing on its left to wait for.
automaton-run-take-straight = The 1 at cell { $cell }: the ones before never move, so it moves straight home.
automaton-run-take-never-catches = The 1 at cell { $cell }: { $gap } free { $gap ->
        [one] cell
       *[other] cells
    } to the one before, which waits { $waits } { $waits ->
        [one] time
       *[other] times
    } in all (totalWaits), so it never catches it up.
automaton-run-take-behind = The 1 at cell { $cell }: right behind the one before, so it waits once, then does as it did.
automaton-run-take-catches = The 1 at cell { $cell }: { $gap } free { $gap ->
        [one] cell
       *[other] cells
    } to the one before, which waits { $waits } { $waits ->
        [one] time
       *[other] times
    } in all: it catches it up at that one's wait number { $gap } from the top (nextWait, wait to wait).
# $entry is automaton-run-entry worded; $total the entry's totalWaits.
automaton-run-pop = Pop { $entry } (totalWaits { $total }).
# $next is the entry nextWait points to, counted from the bottom, or 0 for none.
automaton-run-push = Push { $entry }: totalWaits { $total }, nextWait { $next ->
        [0] none
       *[other] entry { $next }
    }.
# $waits: none, one (one step) or several; $at lists the steps (3, 5–7).
automaton-run-home = The 1 from cell { $cell } is home at cell { $home } after { $steps } { $steps ->
        [one] step
       *[other] steps
    }{ $waits ->
        [none] { "" }
        [one] , waiting at step { $at }
       *[several] , waiting at steps { $at }
    }.
automaton-run-answer = The row is stable after { $steps } { $steps ->
        [one] step
       *[other] steps
    }: { $row }.
automaton-run-total-plain = plain simulation: { $steps } steps over { $cells } cells, { $visited } cells visited
automaton-run-total-stack = stack method: { $pushes } { $pushes ->
        [one] push
       *[other] pushes
    } and { $pops } { $pops ->
        [one] pop
       *[other] pops
    }
