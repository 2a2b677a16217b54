## The checker rows' view (www/views/row.js, row-template.js) and the facts of their moves,
## play mode's judgement (core/src/play) and refusals (core/src/row).

## Narration: a move of the solution. Colours and ways are words to select on.
row-move-slide = la ficha { $colour ->
        [black] negra
       *[white] blanca
    } de la casilla { $from } se desliza hacia la { $way ->
        [right] derecha
       *[left] izquierda
    } a la casilla vacía { $to }
row-move-jump = la ficha { $colour ->
        [black] negra
       *[white] blanca
    } de la casilla { $from } salta hacia la { $way ->
        [right] derecha
       *[left] izquierda
    } por encima de la ficha { $over_colour ->
        [black] negra
       *[white] blanca
    } de la casilla { $over } a la casilla vacía { $to }
row-move-pair = la pareja de las casillas { $from } y { $second } ({ $first_colour ->
        [black] negra
       *[white] blanca
    } y luego { $second_colour ->
        [black] negra
       *[white] blanca
    }) se mueve hacia la { $way ->
        [right] derecha
       *[left] izquierda
    } a las casillas vacías { $to } y { $to_second }
row-move-unknown = se hizo un movimiento
row-step = Movimiento { $step } de { $length }: { $move }.
row-step-solved = Movimiento { $step } de { $length }: { $move }. Resuelto en { $length } movimientos, el mínimo posible.

## Play mode's judgement (core/src/play/judge.rs).
play-solved-optimal = Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }, lo cual es óptimo.
play-solved-over = Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }; el óptimo es { $optimum }.
play-solved = Resuelto en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }.
play-unreachable = { $moves ->
        [one] { $moves } movimiento hecho
       *[other] { $moves } movimientos hechos
    }; desde aquí ya no se puede llegar a la meta.
play-progress = { $moves ->
        [one] { $moves } movimiento hecho
       *[other] { $moves } movimientos hechos
    }, { $path }; { $left }.
play-progress-dead-end = { $moves ->
        [one] { $moves } movimiento hecho
       *[other] { $moves } movimientos hechos
    }, { $path }; { $left }. Callejón sin salida: el camino más corto empieza volviendo atrás.
play-path-on = todavía en una solución óptima
play-path-off-since = fuera de toda solución óptima desde el movimiento { $step }
play-path-off = fuera de toda solución óptima
play-path-unknown = a este tamaño no se sabe si sigue siendo óptimo
play-left-exact = a la meta le faltan { $more ->
        [one] { $more } movimiento
       *[other] { $more } movimientos
    }
play-left-at-least = a la meta le faltan al menos { $more ->
        [one] { $more } movimiento
       *[other] { $more } movimientos
    } (una cota inferior demostrada)

## Refused moves (core/src/row/motion.rs, core/src/play/practice.rs, web/src/row_view.rs).
row-illegal-off-board = la casilla { $square } está fuera del tablero (las casillas van de 0 a { $last })
row-illegal-hole = la casilla { $square } es la casilla vacía
row-illegal-not-next = la casilla { $square } no está junto a la casilla vacía
row-illegal-not-a-pair = las casillas { $square } y { $second } no son dos fichas
row-not-a-square = { $square } no es un número de casilla
row-practice-finished = la solución ha terminado: no queda ningún movimiento
row-needs-play-mode = esto necesita el modo de juego: haz primero tú los movimientos
row-hand-limit = el modo de juego y la práctica guardan toda la fila en memoria, así que admiten { $sides ->
        [both] n y m
       *[n] n
    } hasta { $max }; las filas más grandes se pueden ver (paso a paso, búsqueda y reproducción) pero no mover a mano
row-replay-stopped = movimiento { $move } (casilla { $square }): { $reason }

## The view's markup (row-template.js).
row-board =
    .aria-label = El tablero
row-play-label-checker = Mover la ficha de la casilla
row-play-label-pair = Mover la pareja cuya ficha izquierda está en la casilla
row-move-button = Mover
row-undo = Deshacer
row-redo = Rehacer
row-restart = Empezar de nuevo
row-hint = Pista
row-hint-undo-there = Deshacer hasta ahí
row-play-help = O haz clic en una ficha del tablero.
row-practise = Practicar: elegir yo cada movimiento
row-slides = Deslizamientos
row-jumps = Saltos
row-moves = Movimientos
row-count = Soluciones óptimas
row-keys = Teclas: { $space } reproducir o pausar, { $left } { $right } un paso, { $home } { $end } inicio y meta; en la barra de pasos, { $pgup } { $pgdn } saltan una centésima parte de la solución. Al mover las fichas (o practicar): { $left } { $right } eligen una ficha, { $enter } la mueve, { $ctrl }+{ $z } deshace, { $ctrl }+{ $y } rehace.
row-setup-title = Rompecabezas
row-puzzle = Rompecabezas
row-n-shift = Fichas negras, n
row-n-pairs = Fichas de cada color, n
row-m = Fichas blancas, m
row-first = Primer movimiento
row-first-right = una negra se desliza a la derecha
row-first-left = una blanca se desliza a la izquierda
row-mode = Modo
row-mode-watch = ver la solución
row-mode-play = hacer yo los movimientos
row-how-solved = Cómo se resuelve
row-rules-title = Las reglas
row-first-thing = Pulsa ▶ para ver la solución, o elige «hacer yo los movimientos» para jugar.
row-first-thing-play = Te toca: haz clic en una ficha del tablero para moverla.

## The view's sentences (row.js).
row-mode-note = Te toca: mueve tú las fichas (haz clic en una ficha o arrástrala, o elige una con ← → y pulsa Intro). Se permite cualquier movimiento válido, y tras cada uno la página dice a qué distancia está la meta y si sigues en una solución óptima; la pista muestra el camino.
row-optimum-pairs = Esta solución tiene { $length } movimientos, el mínimo posible. Un movimiento se escribe con la casilla izquierda de la pareja que se mueve.
row-optimum-shift = Cada blanca debe pasar a cada negra, y un salto pasa a una: al menos nm = { $jumps } { $jumps ->
        [one] salto
       *[other] saltos
    }. Suma los n + m = { $slides } deslizamientos y el óptimo es nm + n + m = { $length } movimientos. Un movimiento se escribe con la casilla de la ficha que se mueve.
row-of-n = de { $length } (n)
row-of-optimum = de { $length } (el óptimo)
row-of-slides = de { $count } (n + m)
row-of-jumps = de { $count } (nm)
row-count-unknown = aún no se sabe
row-count-digits = { $mantissa } × 10^{ $power } ({ $digits } cifras)
row-measure-inversions = Inversiones
row-measure-vacant-inversions = Inversiones con la casilla vacía
row-measure-unlike-neighbours = Vecinas de distinto color
row-measure-needed = Movimientos que aún hacen falta, como mínimo
row-measures-sum = { $names } = { $sum }, justo los movimientos que faltan: cada movimiento de esta solución quita exactamente uno.
row-measure-left = quedan { $value }
row-measure-goal = { $value } (meta: { $goal })
row-measure-of = { $value } de { $goal }
row-cell = { $colour ->
        [black] negra
        [white] blanca
       *[other] vacía
    }
row-board-at = El tablero en el paso { $step } de { $length }
row-board-at-cells = El tablero en el paso { $step } de { $length }: { $cells }
row-your-moves = Tus movimientos hasta ahora: { $moves }.
row-legal-moves = Movimientos válidos ahora: { $squares }.
row-legal-moves-more = Movimientos válidos ahora: { $squares } y { $more ->
        [one] 1 más
       *[other] { $more } más
    }.
row-your-board = Tu tablero tras { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
row-not-allowed = No permitido: { $reason }.
row-typed-not-a-square = «{ $text }» no es un número de casilla.
row-name-checker = la ficha { $colour ->
        [black] negra
        [white] blanca
       *[other] vacía
    } de la casilla { $square }
row-name-pair = la pareja de las casillas { $square } y { $second } ({ $first_colour ->
        [black] negra
        [white] blanca
       *[other] vacía
    }, { $second_colour ->
        [black] negra
        [white] blanca
       *[other] vacía
    })
row-hint-solved = Resuelto: no queda nada que indicar.
row-hint-none = Desde aquí no se conoce ninguna pista.
row-hint-move = Pista: mueve { $move }, rodeada en el tablero (Intro la mueve). Así sigues en una solución óptima.
row-hint-mistake = Pista: tu movimiento del paso { $step } (casilla { $square }) dejó toda solución óptima: deshaz { $undos ->
        [one] { $undos } movimiento
       *[other] { $undos } movimientos
    } para volver a una.
row-hint-quickest = O sigue desde aquí: la casilla { $square } es ahora un camino más corto a la meta, aunque ya no sea óptimo en total.
row-hint-back = Pista: tus movimientos dejaron la solución óptima conocida en el paso { $step }: deshaz { $undos ->
        [one] { $undos } movimiento
       *[other] { $undos } movimientos
    } para seguirla de nuevo. (A este tamaño la página no puede saber si fue un error.)
row-hint-undo-button = Deshacer { $undos ->
        [one] { $undos } movimiento
       *[other] { $undos } movimientos
    }
row-undid = { $undos ->
        [one] Deshecho { $undos } movimiento
       *[other] Deshechos { $undos } movimientos
    }: vuelves al paso { $step }.
row-practice-unavailable = La práctica no está disponible para { $puzzle }: { $reason }.
row-practice-complete = Práctica terminada: { $right } bien, { $wrong } mal, { $watched } vistos, de { $length } movimientos.
row-practice-step = Paso { $step } de { $length }: ¿cuál es el siguiente movimiento? Haz clic en una ficha o arrástrala, o elige una con ← → y pulsa Intro. Hasta ahora { $right } bien, { $wrong } mal.
row-right = Bien: { $move }.
row-not-optimal = No es óptimo: la solución mueve { $expected }; elegiste la casilla { $square }.
row-practice-playing = Reproduciendo: pausa para responder el siguiente movimiento.
row-none-can-move = Ninguna ficha puede moverse.
row-chosen = Elegida: { $move }, { $index } de { $count } que pueden moverse. Intro la mueve.
row-choose-first = Elige primero una ficha con las flechas.
row-drop-nothing-moved = No se movió nada: suelta una ficha en la casilla vacía para moverla.
row-drop-nothing-chosen = No se eligió nada: suelta una ficha en la casilla vacía para elegir su movimiento.
row-went-wrong = Algo salió mal: { $reason }
row-size-refused = { $name } debe ser un número entero de { $lo } a { $hi }; «{ $text }» no lo es, así que el tablero sigue igual.
row-cannot-show = La página no puede mostrar { $puzzle }: { $reason }. Muestra en su lugar el rompecabezas por defecto.
row-moves-dropped = Los movimientos moves={ $moves } del enlace son los de una partida en modo de juego (mode=play), así que se descartaron.
row-step-past = El paso step={ $step } del enlace pasa del final de esta solución ({ $length } movimientos), así que la página empieza en el paso 0.
row-play-unavailable = El modo de juego no está disponible para { $puzzle }: { $reason }. La página muestra la solución en su lugar.
row-moves-not-record = Los movimientos moves={ $moves } del enlace no son una lista de movimientos (números de casilla unidos por puntos), así que la partida empieza de nuevo.
row-replay-partial = No se pudieron repetir todos los movimientos del enlace: { $reason }. La partida sigue desde el movimiento anterior.
row-seek-refused = El paso de la orden debe ser un número entero de 0 a { $length }, no { $step }.
row-watched-only = Los movimientos se hacen en modo de juego (mode=play); esta fila se está viendo.

## The keys as the keyboard labels them, in the sentence on the keys (row-keys).
row-key-space = Espacio
row-key-home = Inicio
row-key-end = Fin
row-key-pgup = RePág
row-key-pgdn = AvPág
row-key-enter = Intro
row-key-ctrl = Ctrl

## Refusals of the rows' handle (web/src/api.rs, web/src/export.rs). $length and $most are
## always past a thousand; $puzzle (shift or pairs) and $format (text, csv or json) are notation.
row-export-limit = esta solución tiene { $length } jugadas y la página exporta como máximo { $most }; la línea de comandos la lista (movelab { $puzzle } …, en { $format })
row-count-page-limit = { $puzzle ->
        [shift] la página cuenta las soluciones de una fila con una sola ficha de un color cuando el otro color tiene como máximo { $most } fichas; la línea de comandos, movelab, cuenta esta
       *[pairs] la página cuenta las soluciones de las fichas por parejas para n hasta { $most }; la línea de comandos, movelab, cuenta n = { $n }
    }
row-solve-limit = la solución tiene { $length } jugadas, y una lista entera tiene como máximo { $most }: pide las jugadas una a una
