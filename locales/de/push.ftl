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
push-board-size = die Bahn braucht 1 bis { $max } Felder, nicht { $squares }
push-board-square = Feld { $square } ist „{ $found }“: Felder sind . oder #
push-board-starts-blocked = auf Feld 1 liegt ein Block: Dort startet der Roboter, es muss leer sein
push-board-k = K ist { $k }: Es muss 2 bis { $max } sein
push-board-cost = Kosten von { $cost } liegen über der Grenze von { $max }
push-illegal-off-board = das verlässt die Bahn
push-illegal-not-empty = das Feld ist nicht leer
push-illegal-no-block = da ist kein Block zum Schieben
push-illegal-no-room = hinter den Blöcken ist kein leeres Feld
push-illegal-jump-length = ein Sprung geht 1 bis K Felder weit auf ein leeres Feld
push-illegal-jump-walks = ein Sprung braucht direkt davor K − 1 Schritte in diese Richtung
push-illegal-at-goal = der Roboter steht schon auf dem letzten Feld
push-move-no-direction = „{ $text }“ hat keine Richtung L oder R
push-move-jump-length = „{ $text }“: falsche Sprungweite
push-move-unknown = „{ $text }“ ist weder walk D noch push D noch jump D Q
push-verdict-unreachable = Der Roboter kann das letzte Feld dieser Bahn überhaupt nicht erreichen.
push-verdict-least = Der Roboter steht auf dem letzten Feld mit Energie { $spent }, so wenig wie möglich.
push-verdict-more = Der Roboter steht auf dem letzten Feld mit Energie { $spent }: { $more } mehr als das Minimum, { $best }.
push-verdict-on-course = Verbrauchte Energie { $spent }; von hier noch mindestens { $left }, auf Kurs zum Minimum, { $best }.
push-verdict-off-course = Verbrauchte Energie { $spent }; von hier noch mindestens { $left }, also { $total } insgesamt gegenüber dem Minimum, { $best }.
push-verdict-stuck = Verbrauchte Energie { $spent }; von hier kann der Roboter das letzte Feld nicht mehr erreichen: Mach einen Zug rückgängig oder fang neu an.
push-verdict-too-large = Verbrauchte Energie { $spent }; was von hier bleibt, ist zu groß zum Durchsuchen (mehr als { $states } Positionen).
