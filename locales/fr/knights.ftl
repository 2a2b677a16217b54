## Jeu des cavaliers : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

knights-title = Jeu des cavaliers
knights-tagline = Des cavaliers qui ne vont que vers un coin, un à la fois ou par groupes.
knights-intro = Deux joueurs déplacent à tour de rôle des cavaliers vers le coin en haut à gauche ; celui qui ne peut plus jouer a perdu.
knights-rules = Sur un plateau de { $size }×{ $size } cases, les cavaliers se déplacent comme aux échecs, mais seulement de sorte que x + y diminue ; plusieurs peuvent partager une case. Un coup déplace un seul cavalier (one), un ensemble non vide quelconque de cavaliers (any), un ensemble non vide mais pas tous (proper) ou tous les cavaliers à la fois (all : qui ne peut pas tous les déplacer a perdu). Qui ne peut plus jouer a perdu.
knights-heading = Jeu des cavaliers sur un plateau de { $size }×{ $size } cases avec des cavaliers en { $at }{ $variant-key ->
        [one] , un seul cavalier bougeant par tour
        [any] , autant de cavaliers qu'on veut bougeant par tour
        [proper] , certains cavaliers mais pas tous bougeant par tour
        *[other] , tous les cavaliers bougeant à chaque tour
    }

knights-param-size = Côté du plateau (N)
knights-param-variant = Qui bouge
knights-param-variant-one = Un cavalier par tour
knights-param-variant-any = Autant de cavaliers qu’on veut par tour
knights-param-variant-proper = Certains cavaliers, mais pas tous, par tour
knights-param-variant-all = Tous les cavaliers à chaque tour
knights-param-at = Cavaliers en X,Y (séparés par ;)

knights-run-table = La table des nombres de Grundy d'Algorithm Games, remplie par x + y croissant
knights-run-recursion = La récursion d'Algorithm Games, telle quelle : un arbre de tous les appels, avec l'ensemble du mex à chacun
knights-run-memo = La même récursion mémoïsée : un graphe orienté sans cycle des positions, chacune calculée une seule fois

knights-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.

## worksheet (www/sheets/knights.js) : le plateau, qui gagne, quels premiers coups gagnent.
# $squares énumère les cases des cavaliers (notation « x,y ») ; $knights les compte.
knights-sheet-board = Un plateau de { $n }×{ $n } cases avec { $knights ->
        [0] aucun cavalier
        [one] un cavalier en { $squares }
       *[other] des cavaliers en { $squares }
    }
knights-sheet-too-large = une fiche dessine des plateaux d’au plus { $side }×{ $side } cases, pas { $n }×{ $n }
knights-sheet-outcome-question = En jouant parfaitement, le joueur qui a le trait gagne-t-il ou perd-il ?
knights-sheet-outcome-wins = Le joueur qui a le trait gagne.
knights-sheet-outcome-loses = Le joueur qui a le trait perd : chaque coup laisse une position gagnante.
# Un saut gagnant : $from et $to sont des cases (notation « x,y »).
knights-sheet-move = cavalier { $knight } : { $from } → { $to }
knights-sheet-winning-question = Quels premiers coups gagnent ? Écris chacun sous la forme « cavalier en x,y → x,y ».
# $moves énumère les sauts gagnants (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = Aucun : chaque coup perd.
knights-sheet-winning-question-many = Donne un premier coup gagnant (quels cavaliers bougent, et où).
# $move est un coup dans la notation du jeu.
knights-sheet-example = Par exemple { $move }.
