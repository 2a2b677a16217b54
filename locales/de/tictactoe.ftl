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

## worksheet (www/sheets/tictactoe.js): das Brett, wer gewinnt, welche Felder das halten.
# Ein Feld für einen Screenreader: $square seine Nummer, $mark x, o oder empty.
tictactoe-sheet-square = { $mark ->
        [empty] { $square } leer
       *[other] { $square } { $mark }
    }
tictactoe-sheet-board = Das Brett: { $squares }
tictactoe-sheet-value-question = Wer gewinnt bei perfektem Spiel von hier aus, oder ist es ein Unentschieden?
# $result ist x, o (der Gewinner) oder draw.
tictactoe-sheet-over = { $result ->
        [draw] Die Partie ist vorbei: unentschieden.
       *[other] Die Partie ist vorbei: { $result } hat gewonnen.
    }
# $winner ist X, O oder draw.
tictactoe-sheet-value = { $winner ->
        [draw] Unentschieden.
       *[other] { $winner } gewinnt.
    }
# $player ist x oder o, am Zug; $keep, was ein bester Zug hält: win, draw oder lose.
tictactoe-sheet-best-question = { $keep ->
        [win] { $player } ist am Zug. Welche Felder kann { $player } nehmen und trotzdem gewinnen?
        [draw] { $player } ist am Zug. Welche Felder kann { $player } nehmen und trotzdem unentschieden spielen?
       *[lose] { $player } ist am Zug. Welche Felder kann { $player } nehmen und den Wert der Partie halten (jeder Zug verliert)?
    }
tictactoe-sheet-best = { $count ->
        [one] Feld { $squares }.
       *[other] Felder { $squares }.
    }
tictactoe-sheet-note = Die Felder sind von 1 bis 9 nummeriert, Zeile für Zeile von oben links.
