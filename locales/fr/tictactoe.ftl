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

## worksheet (www/sheets/tictactoe.js) : la grille, qui gagne, quelles cases le gardent.
# Une case pour un lecteur d’écran : $square son numéro, $mark x, o ou empty.
tictactoe-sheet-square = { $mark ->
        [empty] { $square } vide
       *[other] { $square } { $mark }
    }
tictactoe-sheet-board = La grille : { $squares }
tictactoe-sheet-value-question = En jouant parfaitement à partir d’ici, qui gagne, ou est-ce un match nul ?
# $result est x, o (le gagnant) ou draw.
tictactoe-sheet-over = { $result ->
        [draw] La partie est finie : match nul.
       *[other] La partie est finie : { $result } a gagné.
    }
# $winner est X, O ou draw.
tictactoe-sheet-value = { $winner ->
        [draw] Match nul.
       *[other] { $winner } gagne.
    }
# $player est x ou o, qui a le trait ; $keep ce que garde un meilleur coup : win, draw ou lose.
tictactoe-sheet-best-question = { $keep ->
        [win] C’est à { $player } de jouer. Quelles cases { $player } peut-il prendre en gagnant toujours ?
        [draw] C’est à { $player } de jouer. Quelles cases { $player } peut-il prendre en gardant le match nul ?
       *[lose] C’est à { $player } de jouer. Quelles cases { $player } peut-il prendre en gardant la valeur de la partie (tout coup perd) ?
    }
tictactoe-sheet-best = { $count ->
        [one] Case { $squares }.
       *[other] Cases { $squares }.
    }
tictactoe-sheet-note = Les cases sont numérotées de 1 à 9, ligne par ligne depuis le coin en haut à gauche.
