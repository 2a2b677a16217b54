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
knights-sheet-winning-question = Quels premiers coups gagnent ? Écrivez chacun sous la forme « cavalier en x,y → x,y ».
# $moves énumère les sauts gagnants (knights-sheet-move).
knights-sheet-winning = { $moves }.
knights-sheet-none = Aucun : chaque coup perd.
knights-sheet-winning-question-many = Donnez un premier coup gagnant (quels cavaliers bougent, et où).
# $move est un coup dans la notation du jeu.
knights-sheet-example = Par exemple { $move }.

## play: the knights game against the computer on the page (www/views/grid-knights.js) and the core's facts of it (core/src/knights)

knights-how-solved = Chaque case a un nombre de Grundy : 0 sur une case d’où un cavalier ne peut pas bouger, et sinon le plus petit nombre qu’aucune case atteinte en un saut ne porte. Quand un seul cavalier bouge à chaque tour, le joueur qui doit jouer gagne exactement quand la somme de Nim des nombres des cases des cavaliers (l’addition binaire sans retenue) n’est pas 0. Quand tous les cavaliers bougent à chaque tour, c’est l’éloignement de chaque case (le nombre de coups que dure un cavalier qui s’y trouve, en jouant au mieux) qui décide : le cavalier au plus petit éloignement termine la partie, et un éloignement impair fait gagner le joueur qui doit jouer.
knights-play-size = Côté du plateau
knights-play-variant = Qui bouge
knights-play-variant-option = { $variant ->
        [one] un cavalier par tour
        [any] autant de cavaliers qu’on veut
        [proper] certains cavaliers, pas tous
       *[all] tous les cavaliers à chaque tour
    }
knights-play-show-values = Montrer les valeurs
knights-play-commit = Jouer ce coup
knights-play-clear = Effacer le choix
knights-play-title = Jeu des cavaliers, plateau de { $size } × { $size }
knights-play-cannot-show = La page ne peut pas montrer ces cavaliers (size={ $size }, variant={ $variant }, at={ $at }) : { $why }. Elle montre à la place un plateau vide de la taille par défaut.
knights-play-help-place = Cliquez sur des cases (ou, sur le plateau : flèches, puis Entrée ou Espace) pour poser ou retirer des cavaliers, puis choisissez qui commence.
knights-play-place = Placez les cavaliers, puis commencez.
knights-play-moves-dropped = Les coups moves={ $moves } du lien n’ont pas tous pu être rejoués : { $why }. La partie reprend au coup d’avant.
knights-play-board-label = { $count ->
        [0] Un plateau de { $size } × { $size } sans cavalier.
        [one] Un plateau de { $size } × { $size } avec 1 cavalier en { $at }.
       *[other] Un plateau de { $size } × { $size } avec { $count } cavaliers en { $at }.
    }
knights-play-option = { $square } ({ $kind ->
        [remoteness] éloignement
       *[value] valeur
    } { $value }{ $wins ->
        [true] { $kind ->
            [remoteness] , fait partie du coup gagnant : il rapproche ce cavalier de sa fin d’un coup
           *[value] , gagne : il laisse l’ordinateur dans une position perdue
        }
       *[false] {""}
    })
knights-play-values = { $kind ->
        [remoteness] Éloignement des cases des cavaliers (le nombre de coups qu’il reste à chaque cavalier en jouant au mieux) : { $values }. Le plus petit décide : impair, le joueur qui doit jouer gagne ; donc le joueur qui doit jouer { $outcome ->
            [wins] gagne
           *[loses] perd
        } s’il est bien joué.
       *[value] Valeurs des cases des cavaliers : { $values }. Le joueur qui doit jouer { $outcome ->
            [wins] gagne
           *[loses] perd
        } si tout est bien joué.
    }
knights-play-can-jump = Le cavalier { $knight } peut sauter en { $squares }.
knights-play-cannot-jump = Le cavalier { $knight } ne peut sauter sur aucune case.
knights-play-refused = { $why }.
knights-play-placed = { $count ->
        [one] 1 cavalier placé.
       *[other] { $count } cavaliers placés.
    }
knights-play-cannot-start = Impossible de commencer : { $why }.
knights-play-help-set = { $every ->
        [true] Cliquez sur un cavalier, puis sur sa case ; recommencez pour chaque cavalier (ils doivent tous bouger), puis « Jouer ce coup ».
       *[false] Cliquez sur un cavalier, puis sur sa case ; recommencez pour chaque cavalier que vous bougez, puis « Jouer ce coup ».
    }
knights-play-help-one = Cliquez sur un cavalier, puis sur la case où il saute.
knights-play-won = { $winner ->
        [you] Vous avez gagné : l’ordinateur ne peut plus jouer.
       *[computer] L’ordinateur a gagné : vous ne pouvez plus jouer.
    }
knights-play-after = { $last }. { $now }
knights-play-no-knight = Vous n’avez pas de cavalier à bouger en { $square } : choisissez un cavalier.
knights-play-chosen = Cavalier { $knight } en { $square } choisi : maintenant, sa case.
knights-play-chosen-set = { $count ->
        [one] 1 cavalier choisi ; choisissez-en d’autres ou jouez le coup.
       *[other] { $count } cavaliers choisis ; choisissez-en d’autres ou jouez le coup.
    }
knights-play-command-not-move = { $text } n’est pas un coup écrit cavalier-x-y (1-6-7), plusieurs reliés par _.
knights-play-command-off-board = { $square } n’est pas une case de ce plateau de { $size } × { $size }.
knights-play-choose-first = Choisissez d’abord un cavalier et sa case.
knights-last = { $who ->
        [you] Vous
       *[computer] L’ordinateur
    } : { $jumps }
knights-jump = cavalier { $knight } → { $square }
knights-jumps = { $jump } ; { $more }
knights-no-jump = aucun cavalier
knights-not-square = « { $text } » n’est pas une case X,Y comme 3,5
knights-past-every-board = « { $text } » est hors de tout plateau : une coordonnée va jusqu’à { $most }
knights-cannot-move-count = cette variante ne permet pas de bouger { $moved } cavaliers sur { $of }
knights-not-there = le cavalier { $knight } n’existe pas ou bouge deux fois
knights-cannot-jump = le cavalier { $knight } ne peut pas sauter en { $square }
knights-not-jump = « { $jump } » n’est pas un saut I-X-Y (le cavalier I va en X,Y)
knights-variant-unknown = la variante doit être one, any, proper ou all, pas « { $variant } »
knights-size-range = le côté du plateau doit aller de 1 à { $most }, pas { $size }
knights-at-most = placez au plus { $most } cavaliers
knights-at-too-long = at doit faire au plus { $most } caractères
knights-off-board = { $square } est hors du plateau de { $size } × { $size }
knights-placed-before-start = on ne peut placer des cavaliers qu’avant le début de la partie
knights-none-placed = placez au moins un cavalier
knights-not-started = la partie n’a pas commencé
knights-computer-turn = c’est au tour de l’ordinateur
knights-not-computer-turn = ce n’est pas au tour de l’ordinateur
knights-record-too-long = un enregistrement contient au plus { $most } de vos coups, pas { $moves }
knights-record-first = un enregistrement commence par qui a joué en premier, you ou computer, pas « { $first } »
knights-record-over = la partie est finie avant votre coup { $k }
knights-record-not-move = votre coup { $k } n’est pas un coup : { $why }
knights-record-cannot-play = votre coup { $k } ne peut pas être joué : { $why }
## The knights game's recorded runs (core/src/knights/runs.rs, show=table, recursion, memo).
knights-run-title-table = grundyNumber d'un cavalier, case par case dans l'ordre de x + y
knights-run-answer-table = Le tableau de l'échiquier { $size }×{ $size }, rempli.
knights-run-no-knight = La récursion part d'un cavalier : placez-en un sur l'échiquier.

## A move in the game's notation that is not one ($text as given, quoted by the shell).
knights-not-move = { $text } n’est pas un coup écrit knight I -> X,Y (plusieurs reliés par ;)
