## 1-D Push-*: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

push-title = 1-D Push-*
push-tagline = Un robot camina, empuja bloques y salta hasta la última casilla gastando la menor energía posible.
push-intro = Lleva un robot por una pista hasta la última casilla, empujando los bloques que le estorban, con la menor energía posible.
push-rules = El robot empieza en la casilla 1 y debe llegar a la última casilla. Camina a una casilla vecina vacía, empuja una fila de bloques una casilla más allá (detrás tiene que haber una casilla vacía) o, cuando sus últimos K − 1 movimientos fueron pasos en un mismo sentido, salta de 1 a K casillas en ese sentido hasta una casilla vacía; aquí K = { $k }. Un paso cuesta { $walk } { $walk ->
        [one] unidad
       *[other] unidades
    } de energía, un salto { $jump } y un empujón { $push }.
push-heading = 1-D Push-* en la pista { $board }, saltos de 1 a { $k } casillas; un paso cuesta { $walk }, un salto { $jump } y un empujón { $push }

push-param-board = Pista (. vacía, # bloque)
push-param-k = Longitud del salto (K)
push-param-walk = Energía de un paso (A)
push-param-jump = Energía de un salto (B)
push-param-push = Energía de un empujón (C)

push-task-solve = Lleva el robot hasta la última casilla.
push-task-optimal = Lleva el robot hasta la última casilla con la menor energía posible.

## worksheet (www/sheets/push.js): la pista, la menor energía y una serie de jugadas más barata.
# $board es la pista tal como la escribe el enlace (notación: # un bloque).
push-sheet-track = La pista: { $board }, los bloques marcados con #, el robot en la casilla 1
push-sheet-energy-question = ¿Cuánta energía necesita como mínimo el robot para llegar a la casilla { $n }?
push-sheet-line-question = Escribe una serie de jugadas de coste mínimo (walk R, push R, jump R 2, …).
push-sheet-energy = { $energy }.
# $verdict es la razón que da el solucionador.
push-sheet-unreachable = No puede llegar a la casilla { $n }: { $verdict }
push-sheet-line-none = Ninguna.
push-sheet-note = El robot (rodeado) sale de la casilla 1; una casilla oscura contiene un bloque.

## play: refusals of a board and of a move, and the judgement of play mode
## (core/src/push, the track view and the command line).
push-board-size = la pista necesita de 1 a { $max } casillas, no { $squares }
push-board-square = la casilla { $square } es «{ $found }»: cada casilla es . o #
push-board-starts-blocked = la casilla 1 tiene un bloque: el robot empieza allí, debe estar vacía
push-board-k = K vale { $k }: debe ir de 2 a { $max }
push-board-cost = un coste de { $cost } supera el límite de { $max }
push-illegal-off-board = eso sale de la pista
push-illegal-not-empty = la casilla no está vacía
push-illegal-no-block = no hay ningún bloque que empujar
push-illegal-no-room = no hay casilla vacía más allá de los bloques
push-illegal-jump-length = un salto va de 1 a K casillas y cae en una casilla vacía
push-illegal-jump-walks = un salto necesita justo antes K − 1 pasos en ese sentido
push-illegal-at-goal = el robot ya está en la última casilla
push-move-no-direction = «{ $text }» no tiene dirección L o R
push-move-jump-length = «{ $text }»: longitud de salto incorrecta
push-move-unknown = «{ $text }» no es walk D, push D ni jump D Q
push-verdict-unreachable = El robot no puede llegar de ningún modo a la última casilla de esta pista.
push-verdict-least = El robot está en la última casilla con energía { $spent }, la mínima posible.
push-verdict-more = El robot está en la última casilla con energía { $spent }: { $more } más que el mínimo, { $best }.
push-verdict-on-course = Energía gastada: { $spent }; al menos { $left } más desde aquí, camino del mínimo, { $best }.
push-verdict-off-course = Energía gastada: { $spent }; al menos { $left } más desde aquí, así que { $total } en total frente al mínimo, { $best }.
push-verdict-stuck = Energía gastada: { $spent }; desde aquí el robot ya no puede llegar a la última casilla: deshaz o empieza de nuevo.
push-verdict-too-large = Energía gastada: { $spent }; lo que queda desde aquí es demasiado grande para buscar (más de { $states } posiciones).
push-searching = Buscando la energía mínima: { $positions } { $positions ->
        [one] posición
       *[other] posiciones
    } hasta ahora, como mucho { $max }…
push-verdict-searching = Energía gastada: { $spent }; buscando la energía mínima que queda desde aquí…
push-too-large = la búsqueda pasaría por más de { $states } posiciones

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (walk R, jump R 2).
push-said-walk = un paso a la { $dir ->
        [left] izquierda
       *[right] derecha
    }
push-said-push = empujar a la { $dir ->
        [left] izquierda
       *[right] derecha
    }
push-said-jump = saltar { $squares } { $squares ->
        [one] casilla
       *[other] casillas
    } a la { $dir ->
        [left] izquierda
       *[right] derecha
    }
