## 1-D Push-*: what the page, the element, the worksheet and the command line say of it.

push-title = 1-D Push-*
push-tagline = A robot walks, pushes blocks and jumps to the last square for the least energy.
push-intro = Take a robot along a track to the last square, pushing blocks out of its way, with as little energy as you can.
push-rules = The robot starts on square 1 and must reach the last square. It walks to an empty neighbour, pushes a run of blocks one square on (there must be an empty square beyond), or, when its last K − 1 moves were walks one way, jumps 1 to K squares that way onto an empty square; here K = { $k }. A walk costs { $walk } energy, a jump { $jump } and a push { $push }.
push-heading = 1-D Push-* on the track { $board }, jumps of 1 to { $k } squares; a walk costs { $walk }, a jump { $jump } and a push { $push }

push-param-board = Board (. empty, # block)
push-param-k = Jump length (K)
push-param-walk = Energy of a walk (A)
push-param-jump = Energy of a jump (B)
push-param-push = Energy of a push (C)

push-task-solve = Take the robot to the last square.
push-task-optimal = Take the robot to the last square with the least energy.

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
