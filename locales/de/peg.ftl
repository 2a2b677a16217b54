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

## worksheet (www/sheets/peg.js): der Start, wie viele Sprünge, wo der letzte Stein enden kann, eine Lösung.
# $empty zählt die leeren Löcher auf (Notation: d4); $pegs zählt die Spielsteine.
peg-sheet-start = Der Start: Spielsteine in jedem Loch außer { $empty } ({ $pegs ->
        [one] { $pegs } Spielstein
       *[other] { $pegs } Spielsteine
    })
peg-sheet-jumps-question = Wie viele Sprünge hat eine Lösung?
# $why ist die Begründung des Lösers.
peg-sheet-no-solution = Es gibt keine Lösung: { $why }.
peg-sheet-unknown = Unbekannt: Der Löser hat aufgegeben ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } Sprung
       *[other] { $jumps } Sprünge
    }: Jeder nimmt einen Spielstein weg, von { $pegs } Spielsteinen auf 1.
peg-sheet-finishes-question = Wenn zu Beginn nur { $hole } leer ist, in welchen Löchern kann der letzte Spielstein enden?
peg-sheet-finishes = In { $holes }.
peg-sheet-finishes-none = In keinem: Es kann kein einzelner Spielstein übrig bleiben.
peg-sheet-undecided = Der Löser konnte { $holes } nicht rechtzeitig entscheiden.
# $finish ist "hole" (der letzte Stein muss in $hole enden) oder "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Löse es: Schreib die Sprünge auf, die einen Spielstein in { $hole } übrig lassen, jeden als VON-NACH: den Namen des Lochs, das der Stein verlässt, dann den des Lochs, in dem er landet.
       *[anywhere] Löse es: Schreib die Sprünge auf, die einen einzigen Spielstein übrig lassen, egal wo, jeden als VON-NACH: den Namen des Lochs, das der Stein verlässt, dann den des Lochs, in dem er landet.
    }
peg-sheet-solution-none = Keine Lösung anzugeben (siehe Antwort 1).
peg-sheet-note = Wo der letzte Spielstein enden kann, wird nur bei einem Start mit genau einem leeren Loch gefragt.
