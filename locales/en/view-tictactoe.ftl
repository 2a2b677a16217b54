## The tree view (www/views/tictactoe.js): tic-tac-toe against perfect play and the game
## tree of minimax and alpha-beta. $mark is x or o and $board the nine squares as typed
## (x, o, .), shown as they are; $who is "you" or "computer"; $value is "x" (x wins with
## perfect play), "o" or "draw".
ttt-start-board = Start board
ttt-you-play = You play
ttt-start = Start
ttt-board-help = x, o or . for each square, row by row; x moves first.
ttt-board-canvas =
    .aria-label = The board
ttt-new-game = New game
ttt-undo = Undo
ttt-show-tree = Show the tree
ttt-tree-section =
    .aria-label = The game tree
ttt-order = Alpha-beta tries moves
ttt-order-choice = { $order ->
        [natural] squares 1 to 9
        [centre] centre, corners, edges
       *[best] best first
    }
ttt-zoom-in =
    .aria-label = Zoom in
ttt-zoom-out =
    .aria-label = Zoom out
ttt-fit = Fit
ttt-less = One level less
ttt-deeper = One level deeper
ttt-tree-canvas =
    .aria-label = The game tree from the position shown
ttt-key-intro = Each shape is a position, its colour its value with perfect play:
ttt-key-x = x wins (+1)
ttt-key-draw = draw (0)
ttt-key-o = o wins (−1)
ttt-tree-help = Squares: x to move (Max); discs: o to move (Min). The number by an edge is the square played, children left to right in the order alpha-beta tries them. Plain minimax visits every position drawn; the greyed ones alpha-beta never visits, and a cross marks where it cuts. A triangle holds the positions below the depth drawn (+ plain minimax / alpha-beta counts when zoomed in). The tree opens one move deep; "One level deeper" draws the next. Drag or use the arrow keys to pan, the wheel or + and − to zoom.
ttt-keys-help = Keys on the board: 1 to 9 play that square (1 2 3 the top row), arrows and Enter too; U undoes, N starts a new game, T shows the tree.
ttt-refused-start = { $reason }. The page starts from the empty board instead.
ttt-link-moves-refused = The link's moves={ $moves } could not all be played again: { $reason }. The game goes on from the move before.
ttt-not-a-square = { $text } is not a square from 1 to 9.
ttt-status-draw = A draw: the board is full.
ttt-status-won = { $mark } has three in a row: { $who ->
        [you] you win.
       *[computer] the computer wins.
    }
ttt-status-your-move = Your move (you play { $mark }).
ttt-status-thinking = The computer ({ $mark }) is thinking…
ttt-value = With perfect play from here: { $value ->
        [draw] draw
        [x] x wins
       *[o] o wins
    }. Best for { $mark }: { $best }.
ttt-computer-played = The computer plays { $mark } on square { $square }.
ttt-you-played = You play { $mark } on square { $square }.
ttt-after-draw = The board is full: a draw.
ttt-after-won = { $who ->
        [you] Three in a row: you win.
       *[computer] Three in a row: the computer wins.
    }
ttt-after-your-move = Your move. Perfect play from here: { $value ->
        [draw] draw
        [x] x wins
       *[o] o wins
    }.
ttt-computer-turn = It is the computer's turn.
ttt-square-refused = Square { $square }: { $reason }.
ttt-restarted = A new game from the start board. { $who ->
        [you] Your move.
       *[computer] The computer begins.
    }
ttt-taken-back = Taken back.
ttt-new-from = A new game from { $board }; you play { $mark }.
ttt-tree-complete = All { $positions } positions are recorded.
ttt-tree-partial = Recorded { $depth } moves deep ({ $positions } positions, the limit is { $limit }); the deeper ones are counted in the triangles.
# $share is alpha-beta's visits as a percentage of plain minimax's.
ttt-counts = Plain minimax visits { $minimax } positions; alpha-beta, trying { $order ->
        [natural] squares 1 to 9
        [centre] the centre, then corners, then edges
       *[best] best moves first (by their true value)
    }, visits { $alphabeta } ({ $share }%).
ttt-tree-label = The game tree from the position shown. { $counts }
ttt-levels = { $levels ->
        [one] 1 level
       *[other] { $levels } levels
    } of { $recorded } drawn
ttt-board-label = The board, row by row: { $rows }.
ttt-square-is = Square { $square }: { $content }.
ttt-empty = empty
# Why a square cannot be played now (ttt-square-refused's $reason): the game has ended, or
# the computer (playing $mark, x or o) is to move.
ttt-refused-over = the game is over: start a new one
ttt-refused-turn = it is { $mark }'s turn, the computer's
