## Intercambio de fichas: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

shift-title = Intercambio de fichas
shift-tagline = Las fichas negras y blancas cambian de lado en el menor número de jugadas.
shift-intro = Intercambia las fichas negras y blancas: desliza una ficha a la casilla vacía de al lado, o hazla saltar por encima de una ficha hasta la casilla vacía.
shift-rules = { $n } { $n ->
        [one] ficha negra
       *[other] fichas negras
    } a la izquierda, { $m } { $m ->
        [one] blanca
       *[other] blancas
    } a la derecha y una casilla vacía en medio. Una jugada desliza una ficha a la casilla vacía de al lado, o la hace saltar por encima de una ficha hasta la casilla vacía. El objetivo: los colores intercambiados.
shift-heading = Intercambio de fichas con { $n } { $n ->
        [one] negra
       *[other] negras
    } y { $m } { $m ->
        [one] blanca
       *[other] blancas
    }, { $first-key ->
        [right] la primera jugada con una negra hacia la derecha
        *[other] la primera jugada con una blanca hacia la izquierda
    }

shift-param-n = Fichas negras (n)
shift-param-m = Fichas blancas (m)
shift-param-first = Primera jugada
shift-param-first-right = Una ficha negra hacia la derecha
shift-param-first-left = Una ficha blanca hacia la izquierda

shift-run-backtrack = Vuelta atrás para todas las soluciones óptimas, con los cortes de la cota inferior marcados

shift-task-solve = Intercambia los colores: todas las fichas negras a la derecha, todas las blancas a la izquierda.
shift-task-optimal = Intercambia los colores en el menor número de jugadas.

## play: the row view's narration of the start (web/src/narrate.rs).
shift-play-start = Inicio: { $blacks ->
        [one] { $blacks } ficha negra
       *[other] { $blacks } fichas negras
    } a la izquierda, { $whites ->
        [one] { $whites } ficha blanca
       *[other] { $whites } fichas blancas
    } a la derecha, la casilla vacía es la { $hole }. La meta las intercambia en { $length } movimientos, el mínimo posible.

## Refusals of the core (core/src/shift): $first is the value as given, quoted by the shell.
shift-first-unknown = la primera jugada debe ser right o left, no { $first }
shift-count-fibonacci = con { $one } = 1, el número de soluciones es el número de Fibonacci F({ $other } + 2), y con { $other } mayor que { $most } ese número es demasiado grande para calcularlo exactamente

## How the worksheet says a move is written (worksheet-row-rules' $writing).
shift-move-written = el número de la casilla de la ficha que se mueve
