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
push-sheet-line-question = Écris une suite de coups la moins chère (walk R, push R, jump R 2, …).
push-sheet-energy = { $energy }.
# $verdict est la raison donnée par le solveur.
push-sheet-unreachable = Il ne peut pas atteindre la case { $n } : { $verdict }
push-sheet-line-none = Aucune.
push-sheet-note = Le robot (entouré) part de la case 1 ; une case foncée contient un bloc.
