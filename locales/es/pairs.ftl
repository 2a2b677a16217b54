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
pairs-count-limit = contar las soluciones óptimas una a una admite n hasta { $most } (la memoria necesaria se multiplica por unos 2,8 con cada n, unos 8 GB con n = { $most }), no { $n }
pairs-count-thread-failed = un hilo del recuento se detuvo antes de terminar: es un fallo de movelab, no de la pregunta
pairs-count-overflow = un número de caminos superó los 64 bits durante el recuento: es un fallo de movelab, no de la pregunta
pairs-structure-range = contar por la estructura de las soluciones admite n de { $least } a { $most }, no { $n }
pairs-structure-uncovered = con n = { $n }, un conjunto de ventanas queda fuera de lo que cubre el recuento por la estructura (una ventana de fase mixta a menos de 2 casillas del corte o de las casillas 0 y 1), así que no puede contar las soluciones
pairs-structure-overflow = el número de conjuntos de ventanas superó los 128 bits durante el recuento: es un fallo de movelab, no de la pregunta

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = el número de la casilla izquierda de la pareja que se mueve
