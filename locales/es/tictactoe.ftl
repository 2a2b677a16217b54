## Tic-tac-toe: what the page, the element, the worksheet and the command line say of it.

tictactoe-title = Tic-tac-toe
tictactoe-tagline = Minimax and alpha-beta on three in a row: play against perfect play, then watch the search tree.
tictactoe-intro = Take turns with the computer to mark the squares of a 3 × 3 grid; three of your marks in a line win.
tictactoe-rules = Two players, x and o, take turns to mark an empty square of a 3 × 3 board, x first. Three marks of one player in a row, column or diagonal win; a full board with no such line is a draw.
tictactoe-heading = Tic-tac-toe from { $board-key ->
        [empty] the empty board
        *[other] the board { $board }
    }, you playing { $side }

tictactoe-param-board = Board (x, o, . row by row)
tictactoe-param-side = You play
tictactoe-param-order = Alpha-beta tries moves

tictactoe-task-draw = Do not lose against the computer, which plays perfectly.
tictactoe-task-win = Win against the computer from this board.

## worksheet (www/sheets/tictactoe.js): el tablero, quién gana, qué casillas lo mantienen.
# Una casilla para un lector de pantalla: $square su número, $mark x, o o empty.
tictactoe-sheet-square = { $mark ->
        [empty] { $square } vacía
       *[other] { $square } { $mark }
    }
tictactoe-sheet-board = El tablero: { $squares }
tictactoe-sheet-value-question = Con un juego perfecto desde aquí, ¿quién gana, o es un empate?
# $result es x, o (el ganador) o draw.
tictactoe-sheet-over = { $result ->
        [draw] La partida ha terminado: empate.
       *[other] La partida ha terminado: ha ganado { $result }.
    }
# $winner es X, O o draw.
tictactoe-sheet-value = { $winner ->
        [draw] Empate.
       *[other] Gana { $winner }.
    }
# $player es x u o, quien tiene el turno; $keep lo que mantiene una mejor jugada: win, draw o lose.
tictactoe-sheet-best-question = { $keep ->
        [win] Le toca a { $player }. ¿Qué casillas puede tomar { $player } y seguir ganando?
        [draw] Le toca a { $player }. ¿Qué casillas puede tomar { $player } y seguir empatando?
       *[lose] Le toca a { $player }. ¿Qué casillas puede tomar { $player } y mantener el valor de la partida (toda jugada pierde)?
    }
tictactoe-sheet-best = { $count ->
        [one] Casilla { $squares }.
       *[other] Casillas { $squares }.
    }
tictactoe-sheet-note = Las casillas están numeradas del 1 al 9, fila a fila desde arriba a la izquierda.
