## Tic-tac-toe: what the page, the element, the worksheet and the command line say of it.

tictactoe-title = Tic-tac-toe
tictactoe-tagline = Three in a row against a computer that never loses, then watch how it searches.
tictactoe-intro = Take turns with the computer to mark the squares of a 3 × 3 grid; three of your marks in a line win.
tictactoe-rules = Two players, x and o, take turns to mark an empty square of a 3 × 3 board, x first. Three marks of one player in a row, column or diagonal win; a full board with no such line is a draw.
tictactoe-heading = Tic-tac-toe from { $board-key ->
        [empty] the empty board
        *[other] the board { $board }
    }, you playing { $side }

tictactoe-param-board = Board (x, o, . row by row)
tictactoe-param-side = You play
tictactoe-param-side-x = x (you start)
tictactoe-param-side-o = o (the computer starts)
tictactoe-param-order = Alpha-beta tries moves
tictactoe-param-order-natural = Square by square
tictactoe-param-order-centre = Centre first
tictactoe-param-order-best = Best moves first

tictactoe-task-draw = Do not lose against the computer, which plays perfectly.
tictactoe-task-win = Win against the computer from this board.
