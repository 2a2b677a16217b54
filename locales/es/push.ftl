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
