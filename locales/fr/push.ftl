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
push-board-size = la piste doit avoir de 1 à { $max } cases, pas { $squares }
push-board-square = la case { $square } est « { $found } » : une case est . ou #
push-board-starts-blocked = la case 1 porte un bloc : le robot part de là, elle doit être vide
push-board-k = K vaut { $k } : il doit aller de 2 à { $max }
push-board-cost = un coût de { $cost } dépasse la limite de { $max }
push-illegal-off-board = ce coup sort de la piste
push-illegal-not-empty = la case n’est pas vide
push-illegal-no-block = il n’y a pas de bloc à pousser
push-illegal-no-room = il n’y a pas de case vide au-delà des blocs
push-illegal-jump-length = un saut va de 1 à K cases et arrive sur une case vide
push-illegal-jump-walks = un saut demande juste avant K − 1 pas dans ce sens
push-illegal-at-goal = le robot est déjà sur la dernière case
push-move-no-direction = « { $text } » n’a pas de direction L ou R
push-move-jump-length = « { $text } » : longueur de saut incorrecte
push-move-unknown = « { $text } » n’est ni walk D, ni push D, ni jump D Q
push-verdict-unreachable = Le robot ne peut pas du tout atteindre la dernière case de cette piste.
push-verdict-least = Le robot est sur la dernière case avec une énergie de { $spent }, la plus petite possible.
push-verdict-more = Le robot est sur la dernière case avec une énergie de { $spent } : { $more } de plus que le minimum, { $best }.
push-verdict-on-course = Énergie dépensée : { $spent } ; encore au moins { $left } d’ici, en route vers le minimum, { $best }.
push-verdict-off-course = Énergie dépensée : { $spent } ; encore au moins { $left } d’ici, soit { $total } en tout contre un minimum de { $best }.
push-verdict-stuck = Énergie dépensée : { $spent } ; le robot ne peut plus atteindre la dernière case d’ici : annulez ou recommencez.
push-verdict-too-large = Énergie dépensée : { $spent } ; ce qui reste d’ici est trop grand à chercher (plus de { $states } positions).
