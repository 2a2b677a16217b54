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

## worksheet (www/sheets/push.js): the track, the least energy and a cheapest line.
# $board is the track as written in the link (notation: # a block).
push-sheet-track = The track: { $board }, blocks marked #, the robot on square 1
push-sheet-energy-question = How much energy does the robot need at least to reach square { $n }?
push-sheet-line-question = Write a cheapest line of moves (walk R, push R, jump R 2, …).
push-sheet-energy = { $energy }.
# $verdict is the solver's reason.
push-sheet-unreachable = It cannot reach square { $n }: { $verdict }
push-sheet-line-none = None.
push-sheet-note = The robot (ringed) starts on square 1; a dark square holds a block.
## play: refusals of a board and of a move, and the judgement of play mode
## (core/src/push, the track view and the command line).
push-board-size = the board needs 1 to { $max } squares, not { $squares }
push-board-square = square { $square } is '{ $found }': squares must be . or #
push-board-starts-blocked = square 1 holds a block: the robot starts there, it must be empty
push-board-k = K is { $k }: it must be 2 to { $max }
push-board-cost = a cost of { $cost } is more than the limit of { $max }
push-illegal-off-board = that leaves the board
push-illegal-not-empty = the square is not empty
push-illegal-no-block = there is no block to push
push-illegal-no-room = no empty square beyond the blocks
push-illegal-jump-length = a jump needs 1 to K squares onto an empty square
push-illegal-jump-walks = a jump needs K − 1 walks that way just before
push-illegal-at-goal = the robot is on the last square already
push-move-no-direction = “{ $text }” has no direction L or R
push-move-jump-length = “{ $text }”: bad jump length
push-move-unknown = “{ $text }” is not walk D, push D or jump D Q
push-verdict-unreachable = The robot cannot reach the last square of this board at all.
push-verdict-least = The robot is on the last square with energy { $spent }, the least possible.
push-verdict-more = The robot is on the last square with energy { $spent }: { $more } more than the least, { $best }.
push-verdict-on-course = Energy spent { $spent }; at least { $left } more from here, on course for the least, { $best }.
push-verdict-off-course = Energy spent { $spent }; at least { $left } more from here, so { $total } in all against the least, { $best }.
push-verdict-stuck = Energy spent { $spent }; the robot can no longer reach the last square from here: undo or start over.
push-verdict-too-large = Energy spent { $spent }; what is left from here is too large to search (more than { $states } positions).
push-searching = Searching for the least energy: { $positions } { $positions ->
        [one] position
       *[other] positions
    } so far, at most { $max }…
push-verdict-searching = Energy spent { $spent }; searching for the least energy left from here…
push-too-large = the search would visit more than { $states } positions

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (walk R, jump R 2).
push-said-walk = walk { $dir ->
        [left] left
       *[right] right
    }
push-said-push = push { $dir ->
        [left] left
       *[right] right
    }
push-said-jump = jump { $squares } { $squares ->
        [one] square
       *[other] squares
    } { $dir ->
        [left] left
       *[right] right
    }
