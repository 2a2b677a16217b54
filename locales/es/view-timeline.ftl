## The timeline player of every view shown as a line of steps (www/views/timeline.js): the
## checker rows, the recorded runs (show=), peg's and Push-*'s watching, the automaton.
## $unit is "step" or "jump"; $step, $end, $from, $to are steps as the page writes them.
timeline-playback = Reproducción
timeline-to-start = Al principio (Inicio)
timeline-back = Un paso atrás (flecha izquierda)
timeline-back-title = Un paso atrás (←)
timeline-play = Reproducir (Espacio)
timeline-pause = Pausa (Espacio)
timeline-play-title = Reproducir / pausa (Espacio)
timeline-forward = Un paso adelante (flecha derecha)
timeline-forward-title = Un paso adelante (→)
timeline-to-end = Al final (Fin)
timeline-unit = { $unit ->
        [jump] Salto
        [move] Jugada
       *[step] Paso
    }
timeline-speed = Velocidad
timeline-speed-value = { $speed } jugadas por segundo
timeline-fine-seeking = Búsqueda fina
timeline-fine = Fina
timeline-fine-hidden = barra, { $span } pasos a cada lado del paso actual
timeline-fine-at = en el paso actual
timeline-fine-value = paso { $step }; esta barra va de { $from } a { $to }
timeline-go-to = Ir { $unit ->
        [jump] al salto
        [move] a la jugada
       *[step] al paso
    }
timeline-go = Ir
timeline-step-of = paso { $step } de { $end }
timeline-step-past = paso { $step }, más allá del final de la barra en { $end }
timeline-out-past = { $step } (más allá de { $end })
timeline-showing = Se muestra el paso { $step }.
