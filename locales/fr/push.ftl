## 1-D Push-* : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

push-title = 1-D Push-*
push-tagline = Un robot marche, pousse des blocs et saute jusqu'à la dernière case, avec le moins d'énergie possible.
push-intro = Menez un robot le long d'une piste jusqu'à la dernière case, en poussant les blocs qui le gênent, avec le moins d'énergie possible.
push-rules = Le robot part de la case 1 et doit atteindre la dernière case. Il avance d'un pas sur une case voisine vide, pousse une suite de blocs d'une case (il faut une case vide au-delà) ou, quand ses K − 1 derniers coups étaient des pas dans un même sens, saute de 1 à K cases dans ce sens sur une case vide ; ici K = { $k }. Un pas coûte { $walk } { $walk ->
        [one] unité
       *[other] unités
    } d'énergie, un saut { $jump } et une poussée { $push }.
push-heading = 1-D Push-* sur la piste { $board }, sauts de 1 à { $k } cases ; un pas coûte { $walk }, un saut { $jump } et une poussée { $push }

push-param-board = Piste (. vide, # bloc)
push-param-k = Longueur des sauts (K)
push-param-walk = Énergie d'un pas (A)
push-param-jump = Énergie d'un saut (B)
push-param-push = Énergie d'une poussée (C)

push-task-solve = Menez le robot jusqu'à la dernière case.
push-task-optimal = Menez le robot jusqu'à la dernière case avec le moins d'énergie possible.

## worksheet (www/sheets/push.js) : la piste, le moins d’énergie et une suite la moins chère.
# $board est la piste telle que le lien l’écrit (notation : # un bloc).
push-sheet-track = La piste : { $board }, les blocs marqués #, le robot sur la case 1
push-sheet-energy-question = De combien d’énergie le robot a-t-il besoin au moins pour atteindre la case { $n } ?
push-sheet-line-question = Écrivez une suite de coups la moins chère (walk R, push R, jump R 2, …).
push-sheet-energy = { $energy }.
# $verdict est la raison donnée par le solveur.
push-sheet-unreachable = Il ne peut pas atteindre la case { $n } : { $verdict }
push-sheet-line-none = Aucune.
push-sheet-note = Le robot (entouré) part de la case 1 ; une case foncée contient un bloc.

## play: refusals of a board and of a move, and the judgement of play mode
## (core/src/push, the track view and the command line).
push-board-size = la piste doit avoir de 1 à { $max } cases, pas { $squares }
push-board-square = la case { $square } est « { $found } » : une case est . ou #
push-board-starts-blocked = la case 1 porte un bloc : le robot part de là, elle doit être vide
push-board-k = K vaut { $k } : il doit aller de 2 à { $max }
push-board-cost = un coût de { $cost } dépasse la limite de { $max }
push-illegal-off-board = ce coup sort de la piste
push-illegal-not-empty = la case n’est pas vide
push-illegal-no-block = il n’y a pas de bloc à pousser
push-illegal-no-room = il n’y a pas de case vide au-delà des blocs
push-illegal-jump-length = un saut va de 1 à K cases et arrive sur une case vide
push-illegal-jump-walks = un saut demande juste avant K − 1 pas dans ce sens
push-illegal-at-goal = le robot est déjà sur la dernière case
push-move-no-direction = « { $text } » n’a pas de direction L ou R
push-move-jump-length = « { $text } » : longueur de saut incorrecte
push-move-unknown = « { $text } » n’est ni walk D, ni push D, ni jump D Q
push-verdict-unreachable = Le robot ne peut pas du tout atteindre la dernière case de cette piste.
push-verdict-least = Le robot est sur la dernière case avec une énergie de { $spent }, la plus petite possible.
push-verdict-more = Le robot est sur la dernière case avec une énergie de { $spent } : { $more } de plus que le minimum, { $best }.
push-verdict-on-course = Énergie dépensée : { $spent } ; encore au moins { $left } d’ici, en route vers le minimum, { $best }.
push-verdict-off-course = Énergie dépensée : { $spent } ; encore au moins { $left } d’ici, soit { $total } en tout contre un minimum de { $best }.
push-verdict-stuck = Énergie dépensée : { $spent } ; le robot ne peut plus atteindre la dernière case d’ici : annulez ou recommencez.
push-verdict-too-large = Énergie dépensée : { $spent } ; ce qui reste d’ici est trop grand à chercher (plus de { $states } positions).
push-searching = Recherche de l’énergie minimale : { $positions } { $positions ->
        [one] position
       *[other] positions
    } jusqu’ici, au plus { $max }…
push-verdict-searching = Énergie dépensée : { $spent } ; recherche de l’énergie minimale qui reste à dépenser d’ici…
push-too-large = la recherche passerait par plus de { $states } positions

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (walk R, jump R 2).
push-said-walk = un pas vers la { $dir ->
        [left] gauche
       *[right] droite
    }
push-said-push = pousser vers la { $dir ->
        [left] gauche
       *[right] droite
    }
push-said-jump = sauter de { $squares } { $squares ->
        [one] case
       *[other] cases
    } vers la { $dir ->
        [left] gauche
       *[right] droite
    }
