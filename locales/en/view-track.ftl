## The track view of 1-D Push-* (www/views/track.js, track-draw.js).

track-board = Board (. empty, # block)
track-costs = Energy of a move
track-walk = walk
track-jump = jump
track-push = push
track-show = Show this board
track-modes =
    .aria-label = Mode
track-watch-mode = Watch the cheapest line
track-play-mode = Drive the robot yourself
track-canvas =
    .aria-label = The track
track-legal =
    .aria-label = Legal moves
track-undo = Undo
track-restart = Start over
track-unit = Move
track-help = Keys on the track. Watching: ←/→ a move, Home/End, Space plays. Driving: ←/→ walk or push that way, 1 to K jump that many squares the way you walked, U undoes.
track-first-thing = Press ▶ to watch the cheapest line, or choose “Drive the robot yourself”.
track-first-thing-play = Your turn: choose a move under the track, or use the keys.
track-link-refused = The link's board { $board } cannot be played: { $reason }. The page shows the default board instead.
track-no-line-play = In play mode there is no cheapest line to play; set mode=watch first.
track-no-line-step = In play mode there is no cheapest line to step through; set mode=watch first.
track-seek-refused = The command's step must be a whole number from 0 to { $length }, not { $step }.
track-moves-in-play = Moves are played in play mode (mode=play).
track-unreachable = The robot cannot reach the last square of this board.
track-least = Least energy: { $best }, in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } (a walk costs { $walk }, a jump { $jump }, a push { $push }).
track-canvas-label = Track { $board }, the robot on square { $robot }, energy spent { $spent }
track-step = Move { $step } of { $length }: { $move }
track-step-said = Move { $step }: { $move }.
track-not-a-link-move = it is not a move (wl, wr, pl, pr, or j, a direction and a number of squares)
track-replay-partial = The link's moves={ $moves } could not all be played again: { $token }: { $reason }. The game goes on from the move before.
track-refused = { $move }: { $reason }
track-walks = walks { $walks }
