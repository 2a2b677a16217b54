## The recorded runs view (www/views/runs.js, runs-draw.js). $title is the run's title,
## $said what its step did (the core's words), $node a position's label as the core writes it.
run-totals-label = Los recuentos comparados
run-zoom-in = Acercar
run-zoom-out = Alejar
run-fit = Ajustar
run-keys-help = Teclas: las flechas (o , y . sobre el dibujo) retroceden y avanzan un paso, Inicio y Fin van al primer y al último paso, Espacio reproduce y pausa; sobre el dibujo, las flechas desplazan, + y − acercan y alejan, 0 ajusta. Haz clic en un nodo para ver los valores de sus opciones.
run-back-to-game = Volver al juego
run-step-past = El paso del enlace, step={ $step }, supera los { $length } pasos de esta ejecución, así que se muestra el último.
run-canvas-label = { $title }, paso { $step } de { $length }: { $said }
run-node-not-reached = { $node }: aún no alcanzado en este paso
run-not-known-yet = aún no se conoce
# $options is the options' values as {0, 1, 2}, or "none" where a run has none to show.
run-node = { $node }: entra en el paso { $entered }, sale en el paso { $left }{ $options ->
        [none] { "" }
       *[other] , valores de las opciones { $options }
    }, valor { $value }
run-one-taken = El 1 en { $node }: tomado en el paso { $step }, aún no se conocen sus acciones
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = El 1 en { $node }: llega a la celda { $cell } tras { $steps } pasos{ $waits ->
        [none] , sin esperar nunca
        [one] , esperando en el paso { $at }
       *[several] , esperando en los pasos { $at }
    }
run-press-play = Pulsa ▶ (o Espacio) para ver la ejecución, → para avanzar un paso.
run-stack = { $count ->
        [0] pila: vacía
       *[other] pila ({ $count }):
    }
run-stack-below = … { $count } debajo
