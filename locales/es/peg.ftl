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

## worksheet (www/sheets/peg.js): el inicio, cuántos saltos, dónde puede acabar la última ficha, una solución.
# $empty enumera los agujeros vacíos (notación: d4); $pegs cuenta las fichas.
peg-sheet-start = El inicio: fichas en todos los agujeros salvo { $empty } ({ $pegs ->
        [one] { $pegs } ficha
       *[other] { $pegs } fichas
    })
peg-sheet-jumps-question = ¿Cuántos saltos tiene una solución?
# $why es la razón que da el solucionador.
peg-sheet-no-solution = No hay solución: { $why }.
peg-sheet-unknown = No se sabe: el solucionador se rindió ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } salto
       *[other] { $jumps } saltos
    }: cada uno quita una ficha, de { $pegs } fichas a 1.
peg-sheet-finishes-question = Empezando con solo { $hole } vacío, ¿en qué agujeros puede acabar la última ficha?
peg-sheet-finishes = En { $holes }.
peg-sheet-finishes-none = En ninguno: no se puede dejar una sola ficha.
peg-sheet-undecided = El solucionador no pudo decidir { $holes } a tiempo.
# $finish es "hole" (la última ficha debe acabar en $hole) o "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Resuélvelo: escribe los saltos que dejan una ficha en { $hole }, cada uno como DESDE-HASTA: el nombre del agujero que deja la ficha y luego el del agujero al que llega.
       *[anywhere] Resuélvelo: escribe los saltos que dejan una sola ficha, en cualquier agujero, cada uno como DESDE-HASTA: el nombre del agujero que deja la ficha y luego el del agujero al que llega.
    }
peg-sheet-solution-none = No hay solución que dar (mira la respuesta 1).
peg-sheet-note = Dónde puede acabar la última ficha solo se pregunta para un inicio con un único agujero vacío.
