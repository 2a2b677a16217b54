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
## play: peg solitaire on the page (www/views/grid-peg.js) and the core's facts of it (core/src/peg: reason.rs, rules.rs, session/)

peg-how-solved = The solver searches the jumps one by one, remembering positions it has already found hopeless. Two ideas let it prove a start hopeless without trying everything. Position classes: colour the holes along diagonals in three colours; every jump changes the number of pegs on each colour by one, so the parities of those counts never change (Conway's rule of three), and a finish with the wrong parities can never be reached. Pagoda functions: give each hole a weight so that no jump can increase the total weight of the pegs; if the start weighs less than the finish, no line of jumps gets there.
peg-play-board = Board
peg-play-finish = Last peg on
peg-play-modes =
    .aria-label = Mode
peg-play-watch-mode = Watch the solver
peg-play-play-mode = Play it yourself
peg-play-atlas-mode = Where can it end?
peg-play-solve = Solve
peg-play-jump-unit = Jump
peg-play-solution-jumps = The solution's jumps
peg-play-restart = Start over
peg-play-hint = Hint
peg-play-board-name = { $board ->
        [english] English
        [french] French
        [wiegleb] Wiegleb
        [diamond] Diamond
        [triangle4] Triangle of side 4
        [triangle5] Triangle of side 5
        [triangle6] Triangle of side 6
        [triangle7] Triangle of side 7
       *[triangle8] Triangle of side 8
    }
peg-play-title = Peg solitaire: { $board ->
        [english] the English board
        [french] the French board
        [wiegleb] the Wiegleb board
        [diamond] the diamond board
        [triangle4] a triangle of side 4
        [triangle5] a triangle of side 5
        [triangle6] a triangle of side 6
        [triangle7] a triangle of side 7
       *[triangle8] a triangle of side 8
    }
peg-play-board-label = { $board ->
        [english] The English board
        [french] The French board
        [wiegleb] The Wiegleb board
        [diamond] The diamond board
        [triangle4] The triangle of side 4
        [triangle5] The triangle of side 5
        [triangle6] The triangle of side 6
        [triangle7] The triangle of side 7
       *[triangle8] The triangle of side 8
    }: { $pegs ->
        [one] 1 peg
       *[other] { $pegs } pegs
    }, { $step ->
        [one] 1 jump made
       *[other] { $step } jumps made
    }{ $solved ->
        [true] , solved
       *[false] {""}
    }.
peg-play-any-hole = any hole
peg-play-no-hole = none
peg-play-any-of-them = any of them
peg-play-command-watch-only = In play mode there is no solution to { $what ->
        [play] play
       *[other] step through
    }; set mode=watch first.
peg-play-command-step = The command's step must be a whole number from 0 to { $total }, not { $step }.
peg-play-command-play-only = Jumps are played in play mode (mode=play).
peg-play-command-not-jump = { $text } is not a jump of this board, written as from-to holes (d2-d4).
peg-play-cannot-show = The page cannot show { $board ->
        [english] the English board
        [french] the French board
        [wiegleb] the Wiegleb board
        [diamond] the diamond board
        [triangle4] the triangle of side 4
        [triangle5] the triangle of side 5
        [triangle6] the triangle of side 6
        [triangle7] the triangle of side 7
        [triangle8] the triangle of side 8
       *[other] board={ $board }
    } with empty={ $empty } and finish={ $finish }: { $why }. It shows the default problem instead.
peg-play-optimal-refused = The link's task=optimal cannot be scored on this problem: the fewest moves could not be worked out ({ $why }). The page shows the game without a task.
peg-play-fewest-working = Working out the fewest moves, to score your solution…
peg-play-solved-fewest-working = Solved. Working out the fewest moves, to score it…
peg-play-help = { $mode ->
        [play] Click a peg, then the hole it jumps to. On the board: arrow keys move the ring, Enter or Space chooses, Escape cancels; Ctrl+Z undoes.
        [atlas] Click the hole to leave empty at the start (or on the board: arrow keys, then Enter or Space); the rings mark every hole the last peg can end on.
       *[watch] Click a hole (or on the board: arrow keys, then Enter or Space) to empty or fill it before the first jump. Keys elsewhere on the page: ←/→ step, Home/End, Space plays or pauses.
    }
peg-play-moves-dropped = The link's moves={ $moves } are the jumps of a game in play mode (mode=play), so they were dropped.
peg-play-start = { $pegs } pegs; empty at the start: { $holes ->
        [0] none
       *[other] { $empty }
    }; the last peg must stand on { $finish ->
        [any] any hole
       *[other] { $finish }
    }. Click holes to change the start, then Solve.
peg-play-no-solution = This start has no solution: { $why }.
peg-play-undecided = The page could not decide this start: { $why }. The command line (movelab peg) searches further.
peg-play-solve-stopped = { $decided ->
        [true] Decided
       *[false] Stopped
    } after { $ms } ms.
peg-play-no-solution-said = No solution: { $why }.
peg-play-undecided-said = The page could not decide this start.
peg-play-solving-elsewhere = Still searching for a solution, on a second thread: the page stays free meanwhile.
peg-play-solving-elsewhere-said = Still searching for a solution.
peg-play-solved-in = Solved in { $ms } ms: { $jumps ->
        [one] 1 jump
       *[other] { $jumps } jumps
    }.
peg-play-solution = A solution in { $jumps ->
        [one] 1 jump
       *[other] { $jumps } jumps
    }. Step through it or press play.
peg-play-solution-said = Solved: { $jumps ->
        [one] 1 jump
       *[other] { $jumps } jumps
    }.
peg-play-the-start = The start.
peg-play-jump-of = Jump { $k } of { $total }: { $jump }.
peg-play-solved-after = Solved: one peg is left, after { $jumps ->
        [one] 1 jump
       *[other] { $jumps } jumps
    }.
peg-play-back-to-start = Go back to the start (Home) to change which holes are empty.
peg-play-refused = { $why }.
peg-play-toggled = { $peg ->
        [true] { $hole } now holds a peg.
       *[false] { $hole } is now empty.
    }
peg-play-back-at-start = Back to the start.
peg-play-nothing-to-undo = Nothing to undo.
peg-play-took-back = Took back { $jump }.
peg-play-link-not-jump = it is not a jump between two holes of this board, written as d2-d4
peg-play-link-jumps-dropped = The link's moves={ $moves } could not all be played again: { $jump }: { $why }. The game goes on from the jump before.
peg-play-took-back-loss = Took back { $jumps ->
        [one] 1 jump
       *[other] { $jumps } jumps
    }: the game can be won again.
peg-play-choose-peg = Choose a peg to move.
peg-play-hole-empty = { $hole } is empty: choose a peg to move.
peg-play-peg-chosen = { $hole } chosen: now the hole it jumps to.
peg-play-still-searching = Still searching whether it can be won ({ $how })…
peg-play-verdict = { $verdict ->
        [solvable] Still solvable.
        [unsolvable] No longer solvable: { $why }.
       *[unknown] Not known: { $why }.
    }
peg-play-lost-since = Lost since jump { $jump }:
peg-play-undo-jumps = { $jumps ->
        [one] Undo 1 jump
       *[other] Undo { $jumps } jumps
    }
peg-play-start-pegs = The start: { $pegs } pegs.
peg-play-jumped = { $jump }.
peg-play-won = Solved in { $jumps ->
        [one] 1 jump
       *[other] { $jumps } jumps
    }: one peg is left where it should be.
peg-play-stuck = No jump is left: { $pegs ->
        [one] 1 peg remains
       *[other] { $pegs } pegs remain
    }, not the finish. Undo or start over.
peg-play-hint-searching = Hint: searching for a winning jump…
peg-play-hint-text = Hint: { $jump } ({ $notation }).
peg-play-hint-said = Hint: { $jump }.
peg-play-atlas-working = Working out where the last peg can end with { $hole } empty…
peg-play-atlas-question = Where can the last peg end with { $hole } empty?
peg-play-atlas-answered = Where can the last peg end with { $hole } empty? The rings on the board mark it.
peg-play-atlas-ends = With { $hole } empty, { $count ->
        [0] no line of jumps leaves a single peg anywhere{ $waiting ->
            [true] {" "}so far
           *[false] {""}
        }.
        [one] the last peg can end on { $ends }{ $waiting ->
            [true] {" "}so far
           *[false] {""}
        }: { $ends }.
       *[other] the last peg can end on any of { $count } holes{ $waiting ->
            [true] {" "}so far
           *[false] {""}
        }: { $ends }.
    }
peg-play-atlas-not-all = Some holes are not searched yet: choose { $hole } again to go on.
peg-play-atlas-unsettled = { $verdict ->
        [undecided] Not decided for { $holes }: the page's search stopped at its limit (the command line's `movelab peg --atlas` searches further).
       *[unsearched] Not searched yet: { $holes } (the page searches about a second a click).
    }
peg-play-atlas-not = Not { $these ->
        [one] { $holes }
        [other] the other { $count } holes ({ $holes })
       *[these] these { $count } holes ({ $holes })
    }: { $why }.
peg-jump-said = { $from } jumps over { $over } to { $to }
peg-searched-so-far = { $positions } positions searched so far
peg-hint-solved = The puzzle is solved: no jump is needed
peg-hint-none = No jump wins from here: { $why }
peg-hint-unknown = Not known from here: { $why }
peg-hint-searching = Still searching from here ({ $positions } positions so far): ask again in a moment
peg-start-fixed = The start can be changed only before the first jump
peg-hole-off-board = That hole is off the board
peg-jumps-do-not-finish = those { $jumps } jumps do not finish this problem
peg-step-range = step must be from 0 to { $most }, not { $step }
peg-no-line = no line of jumps solves this start
peg-no-solution = no solution: { $why }
peg-undecided = not decided: { $why }
peg-jump-off-board = a jump names a hole off the board
peg-not-a-jump = { $jump } is not a jump
peg-hole-is-empty = { $hole } is empty
peg-hole-holds-peg = { $hole } holds a peg
peg-not-a-hole = { $hole } is not a hole of { $board ->
        [english] the English board
        [french] the French board
        [wiegleb] the Wiegleb board
        [diamond] the diamond board
        [triangle4] the triangle of side 4
        [triangle5] the triangle of side 5
        [triangle6] the triangle of side 6
        [triangle7] the triangle of side 7
       *[triangle8] the triangle of side 8
    }
peg-hole-name-empty = a hole name is empty
peg-listed-twice = { $hole } is listed twice among the empty holes
peg-no-board = there is no board of that name
peg-why-and-then = { $first }; { $more }
peg-why-classes = the start and a last peg on { $hole } are in different position classes, and no jump changes a position's class (Conway's rule of three)
peg-why-classes-any = no single peg is in the start's position class, and no jump changes a position's class (Conway's rule of three)
peg-why-pagoda = a pagoda function (a weighting of the holes that no jump can increase) weighs the start less than the finish, so no line of jumps gets there
peg-why-weight = { $start } against { $finish } on { $holes }
peg-why-weighed = a pagoda function (a weighting of the holes that no jump can increase), found by linear programming, weighs the start less than the finish ({ $each }), so no line of jumps gets there
peg-why-finish-on = a last peg on { $hole }: { $why }
peg-why-every-finish = no hole the last peg could stand on can be reached ({ $each }); every other hole is in another position class, and no jump changes a position's class (Conway's rule of three)
peg-why-tried = every position reachable from here was tried ({ $positions } of them, mirror images counted once{ $cut ->
        [0] {""}
        [one] , one of them ruled out by a pagoda function (a weighting of the holes that no jump can increase)
       *[other] , { $cut } of them ruled out by pagoda functions (a weighting of the holes that no jump can increase)
    }){ $back ->
        [yes] ; none reaches the finish or one of the { $layer } positions of { $pegs } pegs that lead to it
       *[no] {" "}and none reaches the finish
    }
peg-why-tried-all = every position reachable from here was tried (mirror images counted once){ $back ->
        [yes] ; none reaches the finish or one of the { $layer } positions of { $pegs } pegs that lead to it
       *[no] {" "}and none reaches the finish
    }
peg-why-backwards = working back from the finish, the { $positions } positions of { $pegs } pegs that lead to it do not include this one
peg-why-meet-none = every line was followed from both ends ({ $positions } positions, mirror images counted once): none of { $pegs } pegs both comes from the start and can still reach the finish
peg-why-meet = every line was followed from both ends: { $forward } positions of { $pegs } pegs come from the start and { $backward } of { $fewer } pegs can still reach the finish (mirror images counted once, the rest ruled out by pagoda functions, a weighting of the holes that no jump can increase), and no jump leads from the first to the second
peg-why-recorded = every line was followed from both ends, once, by a run of several hours that kept its positions on disk: { $forward } positions of { $pegs } pegs come from the start and { $backward } of { $fewer } pegs can still reach the finish (mirror images counted once, the rest ruled out by pagoda functions, a weighting of the holes that no jump can increase), and no jump leads from the first to the second. The run is recorded: { $command } runs it again, and { $digests } keeps each step's count and checksum to compare with
peg-why-stopped = the page's search stopped before it found an answer, to keep the page quick; try a position with fewer pegs

## The limits of the fewest-moves search and of the count, and the atlas's proofs carried over
peg-fewest-held = the fewest-moves search held { $positions } positions, its limit, without an answer (it proved that a line needs at least { $moves } { $moves ->
        [one] move
       *[other] moves
    })
peg-count-held = counting would hold more than { $positions } positions, the limit
peg-count-past-128 = the count passes 2^128, the limit
peg-search-broken = the search broke one of its own rules ({ $invariant }): this is a bug in movelab
## The rules of the meeting search that only a bug breaks ($invariant of peg-search-broken).
peg-invariant-not-one-move = two positions next to each other in the line found are not one move apart
peg-invariant-meet-not-held = the position where the two searches meet is held by neither
peg-invariant-no-nearer = a position held has no neighbour one layer nearer its end
peg-invariant-quick-line-lost = a line was found, yet the search under its number of moves found none, not even that line
peg-atlas-shown-for = { $why } (shown for { $vacancy } to { $finish }, the same problem up to symmetry and reversal)
