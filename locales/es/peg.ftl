## Solitario (senku): lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

peg-title = Solitario (senku)
peg-tagline = Saltar fichas hasta dejar solo una, en cuatro tableros clásicos y cinco triángulos
peg-intro = Haz saltar una ficha por encima de su vecina hasta un agujero vacío y quita la ficha saltada: ¿puedes dejar una sola ficha?
peg-rules = Una ficha salta por encima de una ficha vecina hasta el agujero vacío de detrás, a lo largo de una fila o de una columna (en un triángulo, a lo largo de cualquiera de sus tres direcciones), y la ficha saltada se retira. Empezando con todos los agujeros llenos{ $empty-key ->
        [none] { "" }
       *[other] { " " }salvo { $empty }
    }, salta hasta que quede una sola ficha{ $finish-key ->
        [any] , en cualquier lugar
       *[other] { " " }en { $finish }
    }.
peg-heading = Solitario en { $board-key ->
        [english] el tablero inglés
        [french] el tablero francés
        [wiegleb] el tablero de Wiegleb
        [diamond] el tablero de diamante
        [triangle4] el triángulo de lado 4
        [triangle5] el triángulo de lado 5
        [triangle6] el triángulo de lado 6
        [triangle7] el triángulo de lado 7
        *[triangle8] el triángulo de lado 8
    }, empezando { $empty-key ->
        [none] sin ningún agujero vacío
        *[other] con { $empty } vacío
    }, la última ficha { $finish-key ->
        [any] en cualquier lugar
        *[other] en { $finish }
    }

peg-param-board = Tablero
peg-param-board-english = Inglés (33 agujeros)
peg-param-board-french = Francés (37 agujeros)
peg-param-board-wiegleb = Wiegleb (45 agujeros)
peg-param-board-diamond = Diamante (41 agujeros)
peg-param-board-triangle4 = Triángulo de lado 4
peg-param-board-triangle5 = Triángulo de lado 5
peg-param-board-triangle6 = Triángulo de lado 6
peg-param-board-triangle7 = Triángulo de lado 7
peg-param-board-triangle8 = Triángulo de lado 8
peg-param-empty = Agujeros vacíos al empezar
peg-param-finish = Última ficha en (un agujero, o any)

peg-run-backtrack = El algoritmo 1 de Merand y Varkevisser: vuelta atrás simple, un árbol de todas las posiciones probadas
peg-run-dead-set = El algoritmo 2 de Merand y Varkevisser: vuelta atrás que recuerda las posiciones sin salida

peg-task-solve = Salta hasta que quede una sola ficha, en el agujero pedido.
peg-task-optimal = Deja una sola ficha en el agujero pedido en el menor número de jugadas: una cadena de saltos de una misma ficha cuenta como una jugada.

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
