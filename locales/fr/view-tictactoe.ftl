## The tree view (www/views/tictactoe.js): tic-tac-toe against perfect play and the game
## tree of minimax and alpha-beta. $mark is x or o and $board the nine squares as typed
## (x, o, .), shown as they are; $who is "you" or "computer"; $value is "x" (x wins with
## perfect play), "o" or "draw".
ttt-start-board = Grille de départ
ttt-you-play = Vous jouez
ttt-start = Commencer
ttt-board-help = x, o ou . pour chaque case, ligne par ligne ; x joue en premier.
ttt-board-canvas =
    .aria-label = La grille
ttt-new-game = Nouvelle partie
ttt-undo = Annuler
ttt-show-tree = Montrer l'arbre
ttt-tree-section =
    .aria-label = L'arbre du jeu
ttt-order = Alpha-bêta essaie les coups
ttt-order-choice = { $order ->
        [natural] cases 1 à 9
        [centre] centre, coins, bords
       *[best] meilleurs d'abord
    }
ttt-zoom-in =
    .aria-label = Zoomer
ttt-zoom-out =
    .aria-label = Dézoomer
ttt-fit = Ajuster
ttt-less = Un niveau de moins
ttt-deeper = Un niveau de plus
ttt-tree-canvas =
    .aria-label = L'arbre du jeu à partir de la position affichée
ttt-key-intro = Chaque forme est une position, sa couleur sa valeur si l'on joue parfaitement :
ttt-key-x = x gagne (+1)
ttt-key-draw = nulle (0)
ttt-key-o = o gagne (−1)
ttt-tree-help = Carrés : x a le trait (Max) ; disques : o a le trait (Min). Le nombre près d'une arête est la case jouée ; les enfants vont de gauche à droite dans l'ordre où alpha-bêta les essaie. Le minimax simple visite toutes les positions dessinées ; alpha-bêta ne visite jamais celles en gris, et une croix marque où il coupe. Un triangle regroupe les positions sous la profondeur dessinée (+ nombres du minimax simple / d'alpha-bêta quand on zoome). L'arbre s'ouvre à un coup de profondeur ; « Un niveau de plus » dessine le suivant. Faites glisser ou utilisez les flèches pour vous déplacer, la molette ou + et − pour zoomer.
ttt-keys-help = Touches sur la grille : 1 à 9 jouent cette case (1 2 3 la ligne du haut), les flèches et Entrée aussi ; U annule, N lance une nouvelle partie, T montre l'arbre.
ttt-refused-start = { $reason }. La page part plutôt de la grille vide.
ttt-link-moves-refused = Les coups du lien, moves={ $moves }, n'ont pas tous pu être rejoués : { $reason }. La partie reprend au coup d'avant.
ttt-not-a-square = { $text } n'est pas une case de 1 à 9.
ttt-status-draw = Match nul : la grille est pleine.
ttt-status-won = { $mark } aligne trois symboles : { $who ->
        [you] vous gagnez.
       *[computer] l'ordinateur gagne.
    }
ttt-status-your-move = À vous de jouer (vous jouez { $mark }).
ttt-status-thinking = L'ordinateur ({ $mark }) réfléchit…
ttt-value = Avec un jeu parfait à partir d'ici : { $value ->
        [draw] match nul
        [x] x gagne
       *[o] o gagne
    }. Meilleurs coups pour { $mark } : { $best }.
ttt-computer-played = L'ordinateur joue { $mark } sur la case { $square }.
ttt-you-played = Vous jouez { $mark } sur la case { $square }.
ttt-after-draw = La grille est pleine : match nul.
ttt-after-won = { $who ->
        [you] Trois alignés : vous gagnez.
       *[computer] Trois alignés : l'ordinateur gagne.
    }
ttt-after-your-move = À vous de jouer. Avec un jeu parfait à partir d'ici : { $value ->
        [draw] match nul
        [x] x gagne
       *[o] o gagne
    }.
ttt-computer-turn = C'est au tour de l'ordinateur.
ttt-square-refused = Case { $square } : { $reason }.
ttt-restarted = Nouvelle partie depuis la grille de départ. { $who ->
        [you] À vous de jouer.
       *[computer] L'ordinateur commence.
    }
ttt-taken-back = Coup annulé.
ttt-new-from = Nouvelle partie depuis { $board } ; vous jouez { $mark }.
ttt-tree-complete = Les { $positions } positions sont toutes enregistrées.
ttt-tree-partial = Enregistré sur { $depth } coups de profondeur ({ $positions } positions, la limite est { $limit }) ; les plus profondes sont comptées dans les triangles.
# $share is alpha-beta's visits as a percentage of plain minimax's.
ttt-counts = Le minimax simple visite { $minimax } positions ; alpha-bêta, en essayant { $order ->
        [natural] les cases 1 à 9
        [centre] le centre, puis les coins, puis les bords
       *[best] les meilleurs coups d'abord (selon leur vraie valeur)
    }, en visite { $alphabeta } ({ $share } %).
ttt-tree-label = L'arbre du jeu à partir de la position affichée. { $counts }
ttt-levels = { $levels ->
        [one] 1 niveau dessiné
       *[other] { $levels } niveaux dessinés
    } sur { $recorded }
ttt-board-label = La grille, ligne par ligne : { $rows }.
ttt-square-is = Case { $square } : { $content }.
ttt-empty = vide
# Why a square cannot be played now (ttt-square-refused's $reason): the game has ended, or
# the computer (playing $mark, x or o) is to move.
ttt-refused-over = la partie est finie : commencez-en une nouvelle
ttt-refused-turn = c’est au tour de l’ordinateur, qui joue { $mark }
