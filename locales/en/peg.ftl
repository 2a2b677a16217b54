## Peg solitaire: what the page, the element, the worksheet and the command line say of it.

peg-title = Peg solitaire
peg-tagline = Jump pegs until one is left, on four classic boards and five triangles
peg-intro = Jump a peg over its neighbour into an empty hole and take the jumped peg off the board: can you leave just one peg?
peg-rules = A peg jumps over an adjacent peg into the empty hole beyond, along a row or a column (on a triangle, along any of its three lines), and the jumped peg is removed. Starting with every hole filled{ $empty-key ->
        [none] { "" }
       *[other] { " " }except { $empty }
    }, jump until a single peg is left { $finish-key ->
        [any] anywhere
       *[other] on { $finish }
    }.
peg-heading = Peg solitaire on the { $board-key ->
        [english] English board
        [french] French board
        [wiegleb] Wiegleb board
        [diamond] diamond board
        [triangle4] triangle of side 4
        [triangle5] triangle of side 5
        [triangle6] triangle of side 6
        [triangle7] triangle of side 7
        *[triangle8] triangle of side 8
    }, starting with { $empty-key ->
        [none] no hole
        *[other] { $empty }
    } empty, the last peg { $finish-key ->
        [any] anywhere
        *[other] on { $finish }
    }

peg-param-board = Board
peg-param-board-english = English (33 holes)
peg-param-board-french = French (37 holes)
peg-param-board-wiegleb = Wiegleb (45 holes)
peg-param-board-diamond = Diamond (41 holes)
peg-param-board-triangle4 = Triangle of side 4
peg-param-board-triangle5 = Triangle of side 5
peg-param-board-triangle6 = Triangle of side 6
peg-param-board-triangle7 = Triangle of side 7
peg-param-board-triangle8 = Triangle of side 8
peg-param-empty = Empty holes at the start
peg-param-finish = Last peg on (a hole or any)

peg-run-backtrack = Merand and Varkevisser's Algorithm 1: plain backtracking, a tree of every position tried
peg-run-dead-set = Merand and Varkevisser's Algorithm 2: backtracking that remembers dead positions

peg-task-solve = Jump until a single peg is left, on the hole asked for.
peg-task-optimal = Leave a single peg on the hole asked for in the fewest moves: a peg's chain of jumps is one move.

## worksheet (www/sheets/peg.js): the start, how many jumps, where the last peg can end, a solution.
# $empty lists the empty holes (notation: d4); $pegs counts the pegs.
peg-sheet-start = The start: pegs on every hole but { $empty } ({ $pegs ->
        [one] { $pegs } peg
       *[other] { $pegs } pegs
    })
peg-sheet-jumps-question = How many jumps does a solution take?
# $why is the solver's reason.
peg-sheet-no-solution = There is no solution: { $why }.
peg-sheet-unknown = Not known: the solver gave up ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } jump
       *[other] { $jumps } jumps
    }: each takes one peg off, from { $pegs } pegs to 1.
peg-sheet-finishes-question = Starting with only { $hole } empty, on which holes can the last peg end?
peg-sheet-finishes = On { $holes }.
peg-sheet-finishes-none = On none: no single peg can be left.
peg-sheet-undecided = The solver could not decide { $holes } in time.
# $finish is "hole" (the last peg must end on $hole) or "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Solve it: write the jumps that leave one peg on { $hole }, each as FROM-TO: the name of the hole the peg leaves, then of the hole it lands in.
       *[anywhere] Solve it: write the jumps that leave one peg anywhere, each as FROM-TO: the name of the hole the peg leaves, then of the hole it lands in.
    }
peg-sheet-solution-none = No solution to give (see answer 1).
peg-sheet-note = Where the last peg can end is asked for a start with one empty hole only.
