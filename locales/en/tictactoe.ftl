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

## worksheet (www/sheets/tictactoe.js): the board, who wins, which squares keep that.
# One square for a screen reader: $square its number, $mark x, o or empty.
tictactoe-sheet-square = { $mark ->
        [empty] { $square } empty
       *[other] { $square } { $mark }
    }
tictactoe-sheet-board = The board: { $squares }
tictactoe-sheet-value-question = With perfect play from here, who wins, or is it a draw?
# $result is x, o (the winner) or draw.
tictactoe-sheet-over = { $result ->
        [draw] The game is over: a draw.
       *[other] The game is over: { $result } won.
    }
# $winner is X, O or draw.
tictactoe-sheet-value = { $winner ->
        [draw] Draw.
       *[other] { $winner } wins.
    }
# $player is x or o, to move; $keep what a best move keeps: win, draw, or lose (every move loses).
tictactoe-sheet-best-question = { $keep ->
        [win] { $player } is to move. Which squares can { $player } take and still win?
        [draw] { $player } is to move. Which squares can { $player } take and still draw?
       *[lose] { $player } is to move. Which squares can { $player } take and keep the value of the game (every move loses)?
    }
tictactoe-sheet-best = { $count ->
        [one] Square { $squares }.
       *[other] Squares { $squares }.
    }
tictactoe-sheet-note = The squares are numbered 1 to 9, row by row from the top left.

## The refusals of a start board, a side or a move order as typed ($value, $mark quoted by
## the shell); $line is the mark x or o.
# $why is one of the refusals below.
tictactoe-board = the board { $value } is refused: { $why }
tictactoe-board-length = a board has nine squares (x, o or . row by row), not { $count }
tictactoe-board-square = square { $square } is { $mark }: a square is x, o or . (empty)
tictactoe-board-turns = x has { $xs } { $xs ->
        [one] mark
       *[other] marks
    } and o { $os }: x moves first and the players take turns, so x has as many marks as o or one more
tictactoe-board-two-lines = both x and o have three in a row: the game stops at the first line
tictactoe-board-after-line = { $line } has three in a row but { $line ->
        [x] o
       *[other] x
    } moved after it: the game stops at the first line
tictactoe-bad-side = a player is x or o, not { $value }
tictactoe-bad-order = the move order is natural, centre or best, not { $value }

## A move the board refuses (core/src/tictactoe `apply`, `TicTacToe::square`); $text is a
## square as typed (quoted by the shell), $mark x or o. A link's moves= names its move $turn.
tictactoe-not-a-square = { $text } is not a square: the squares are 1 to 9, row by row
tictactoe-no-square = there is no square { $square }: the squares are 1 to 9
tictactoe-square-taken = square { $square } already holds { $mark }
tictactoe-over-won = the game is over: { $mark } has three in a row
tictactoe-over-full = the game is over: the board is full
tictactoe-replay-move = move { $turn }: { $why }
