## Fichas por parejas: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

pairs-title = Fichas por parejas
pairs-tagline = Ordenar una fila de fichas negras y blancas de forma alterna, de dos en dos.
pairs-intro = Levanta dos fichas que están una al lado de la otra y ponlas en las dos casillas vacías, una y otra vez, hasta que negras y blancas se alternen a lo largo de la fila.
pairs-rules = { $n } fichas negras, luego { $n } blancas y luego dos casillas vacías. Una jugada levanta dos fichas vecinas y las pone, sin cambiar su orden, en las dos casillas vacías. El objetivo: las casillas vacías en el extremo izquierdo y después los colores alternados, empezando por una blanca.
pairs-heading = Fichas por parejas con { $n } negras y { $n } blancas

pairs-param-n = Fichas de cada color (n)

pairs-run-backtrack = Vuelta atrás para todas las soluciones óptimas, con los cortes de la cota inferior marcados

pairs-task-solve = Mueve las parejas hasta que los colores se alternen, empezando por una blanca, con las casillas vacías en el extremo izquierdo.
pairs-task-optimal = Haz que los colores se alternen en el menor número de jugadas.

## play: the row view's narration of the start (web/src/narrate.rs).
pairs-play-start = Inicio: { $blacks ->
        [one] { $blacks } ficha negra
       *[other] { $blacks } fichas negras
    } y luego { $whites ->
        [one] { $whites } ficha blanca
       *[other] { $whites } fichas blancas
    } en las casillas 0 a { $last }; las dos casillas vacías son la { $hole } y la { $second_hole }. La meta las alterna, empezando por una blanca en la casilla 2, en { $length } movimientos.
## Pairs' recorded run (core/src/pairs/runs.rs, show=backtrack).
pairs-run-no-solution = Esta ejecución no se puede grabar: las fichas por parejas con n = { $n } no tienen solución.

## Refusals of the core (core/src/pairs).
pairs-no-solution = las fichas por parejas con n = { $n } no tienen solución: ninguna serie de jugadas llega al objetivo (n debe ser al menos 3)

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = el número de la casilla izquierda de la pareja que se mueve
