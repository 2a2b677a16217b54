## The space-time view of the swap automaton (www/views/spacetime.js).

spacetime-how-solved = Cómo se resuelve
spacetime-theory = Cada 1 avanza una celda a la izquierda en cada paso, salvo que la celda de su izquierda tenga un 1 o que deba esperar su turno detrás de otro 1. El ordenador no hace los pasos uno a uno: el método de Andreica y Tapus recorre la fila una sola vez con una pila de las esperas de los unos, y así sabe dónde está cada 1 en cualquier paso, y desde qué paso T la fila ya no cambia.
spacetime-first-thing = Pulsa ▶ para ver pasar las filas, un paso por línea, o escribe tu propia fila.
spacetime-cells = Fila inicial (0 y 1)
spacetime-show = Mostrar esta fila
spacetime-random-cells = Fila al azar, celdas
spacetime-seed = semilla
spacetime-random = Fila al azar
spacetime-predict-title = Tu predicción
spacetime-check = Comprobar mi fila
spacetime-bar =
    .aria-label = Vista
spacetime-zoom-in =
    .aria-label = Acercar (+)
    .title = Acercar (+)
spacetime-zoom-out =
    .aria-label = Alejar (−)
    .title = Alejar (−)
spacetime-canvas =
    .aria-label = Diagrama espacio-tiempo
spacetime-help = En el diagrama: ↑/↓ un paso, RePág/AvPág una pantalla, Inicio/Fin el paso 0 o T, Espacio reproduce, ←/→ desplazan las celdas, + y − acercan y alejan; arrastra o usa la rueda para desplazarte (Ctrl + rueda acerca). La barra de pasos y Fin van a T, donde la fila es estable; un paso escrito llega a cualquier paso hasta { $max }.
spacetime-predict-start = La fila inicial: { $row }
spacetime-predict-label = La fila tras { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } ({ $cells } celdas, 0 y 1)
spacetime-predict-note = { $right } de { $cells } celdas bien. La fila tras { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } es { $row }; el diagrama muestra cada paso.
spacetime-end = el último paso que muestra este diagrama es { $max }
spacetime-predict-refused = La tarea task=predict del enlace pide escribir una fila de como mucho { $max } celdas, y esta fila tiene { $cells }. La página muestra la fila sin tarea.
spacetime-seek-refused = El paso de la orden debe ser un número entero de 0 a { $max }, no { $step }.
spacetime-link-refused = La fila inicial { $cells } del enlace no se puede mostrar: { $reason }. La página muestra la fila por defecto.
spacetime-step-past = El paso step={ $step } del enlace pasa del último paso que muestra este diagrama ({ $max }), así que empieza en el paso 0.
spacetime-stable = Estable desde el paso { $step }
spacetime-row = Una fila de { $cells } celdas con { $ones ->
        [one] { $ones } uno
       *[other] { $ones } unos
    }; es estable desde el paso { $stable }.
spacetime-status-cell = Pasos { $top } a { $bottom } (de arriba abajo), celdas { $first } a { $last } de { $cells }; una celda mide { $pixels } píxeles.
spacetime-status-pixel = Pasos { $top } a { $bottom } (de arriba abajo), celdas { $first } a { $last } de { $cells }; un píxel son { $per } celdas por { $per } pasos.
spacetime-canvas-label = Diagrama espacio-tiempo desde el paso { $step }: { $status }
spacetime-zoom-cell = Una celda mide { $pixels ->
        [one] { $pixels } píxel
       *[other] { $pixels } píxeles
    }.
spacetime-zoom-pixel = Un píxel son { $cells } celdas.
