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
