## Peg solitaire: what the page, the element, the worksheet and the command line say of it.

peg-title = Peg solitaire
peg-tagline = Jump pegs until one is left, on four classic boards and five triangles
peg-intro = Jump a peg over its neighbour into an empty hole and take the jumped peg off the board: can you leave just one peg?
peg-rules = A peg jumps over an adjacent peg into the empty hole beyond, along a row or a column (on a triangle, along any of its three lines), and the jumped peg is removed. Starting with every hole filled except { $empty }, jump until a single peg is left on { $finish }.
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
peg-param-empty = Empty holes at the start
peg-param-finish = Last peg on (a hole or any)

peg-run-backtrack = Merand and Varkevisser's Algorithm 1: plain backtracking, a tree of every position tried
peg-run-dead-set = Merand and Varkevisser's Algorithm 2: backtracking that remembers dead positions

peg-task-solve = Jump until a single peg is left, on the hole asked for.
peg-task-optimal = Leave a single peg on the hole asked for in the fewest moves: a peg's chain of jumps is one move.

## worksheet (www/sheets/peg.js) : le départ, combien de sauts, où peut finir la dernière bille, une solution.
# $empty énumère les trous vides (notation : d4) ; $pegs compte les billes.
peg-sheet-start = Le départ : des billes dans tous les trous sauf { $empty } ({ $pegs ->
        [one] { $pegs } bille
       *[other] { $pegs } billes
    })
peg-sheet-jumps-question = Combien de sauts compte une solution ?
# $why est la raison donnée par le solveur.
peg-sheet-no-solution = Il n’y a pas de solution : { $why }.
peg-sheet-unknown = On ne sait pas : le solveur a abandonné ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } saut
       *[other] { $jumps } sauts
    } : chacun retire une bille, de { $pegs } billes à 1.
peg-sheet-finishes-question = En partant avec seulement { $hole } vide, dans quels trous la dernière bille peut-elle finir ?
peg-sheet-finishes = En { $holes }.
peg-sheet-finishes-none = Dans aucun : on ne peut pas laisser une seule bille.
peg-sheet-undecided = Le solveur n’a pas pu trancher pour { $holes } à temps.
# $finish vaut "hole" (la dernière bille doit finir en $hole) ou "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Résous-le : écris les sauts qui laissent une bille en { $hole }, chacun sous la forme DE-À : le nom du trou que la bille quitte, puis celui du trou où elle arrive.
       *[anywhere] Résous-le : écris les sauts qui laissent une seule bille, n’importe où, chacun sous la forme DE-À : le nom du trou que la bille quitte, puis celui du trou où elle arrive.
    }
peg-sheet-solution-none = Pas de solution à donner (voir la réponse 1).
peg-sheet-note = Où peut finir la dernière bille n’est demandé que pour un départ avec un seul trou vide.
