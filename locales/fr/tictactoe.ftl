## Morpion : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

tictactoe-title = Morpion
tictactoe-tagline = Le morpion contre un ordinateur qui ne perd jamais, puis regardez comment il cherche.
tictactoe-intro = Avec l'ordinateur, marquez chacun votre tour les cases d'une grille de 3 × 3 ; trois de vos marques alignées gagnent.
tictactoe-rules = Deux joueurs, x et o, marquent à tour de rôle une case vide d'une grille de 3 × 3, x en premier. Trois marques d'un même joueur sur une ligne, une colonne ou une diagonale gagnent ; une grille pleine sans un tel alignement donne une partie nulle.
tictactoe-heading = Morpion à partir { $board-key ->
        [empty] de la grille vide
        *[other] de la grille { $board }
    }, vous jouez les { $side }

tictactoe-param-board = Grille (x, o, . ligne par ligne)
tictactoe-param-side = Vous jouez
tictactoe-param-side-x = x (vous commencez)
tictactoe-param-side-o = o (l’ordinateur commence)
tictactoe-param-order = Ordre des coups essayés par alpha-bêta
tictactoe-param-order-natural = Case par case
tictactoe-param-order-centre = Le centre d’abord
tictactoe-param-order-best = Les meilleurs coups d’abord

tictactoe-task-draw = Ne perdez pas contre l'ordinateur, qui joue parfaitement.
tictactoe-task-win = Gagnez contre l'ordinateur à partir de cette grille.

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

## Les refus d'un plateau de départ, d'un camp ou d'un ordre des coups tels qu'ils ont été
## tapés ($value, $mark entre guillemets) ; $line est la marque x ou o.
# $why est l'un des refus ci-dessous.
tictactoe-board = le plateau { $value } est refusé : { $why }
tictactoe-board-length = un plateau a neuf cases (x, o ou . ligne par ligne), pas { $count }
tictactoe-board-square = la case { $square } contient { $mark } : une case contient x, o ou . (vide)
tictactoe-board-turns = x a { $xs } { $xs ->
        [one] marque
       *[other] marques
    } et o { $os } : x joue en premier et les joueurs alternent, donc x a autant de marques que o ou une de plus
tictactoe-board-two-lines = x et o ont tous deux trois marques alignées : la partie s'arrête au premier alignement
tictactoe-board-after-line = { $line } a trois marques alignées mais { $line ->
        [x] o
       *[other] x
    } a joué ensuite : la partie s'arrête au premier alignement
tictactoe-bad-side = un joueur est x ou o, pas { $value }
tictactoe-bad-order = l'ordre des coups est natural, centre ou best, pas { $value }

## A move the board refuses (core/src/tictactoe `apply`, `TicTacToe::square`); $text is a
## square as typed (quoted by the shell), $mark x or o. A link's moves= names its move $turn.
tictactoe-not-a-square = { $text } n'est pas une case : les cases vont de 1 à 9, ligne par ligne
tictactoe-no-square = il n'y a pas de case { $square } : les cases vont de 1 à 9
tictactoe-square-taken = la case { $square } contient déjà { $mark }
tictactoe-over-won = la partie est finie : { $mark } a trois marques alignées
tictactoe-over-full = la partie est finie : la grille est pleine
tictactoe-replay-move = coup n° { $turn } : { $why }
