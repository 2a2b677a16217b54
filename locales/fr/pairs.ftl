## Pions par paires : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

pairs-title = Pions par paires
pairs-tagline = Ranger une rangée de pions noirs et blancs en alternance, deux à la fois.
pairs-intro = Prenez deux pions côte à côte et posez-les dans les deux cases vides, encore et encore, jusqu'à ce que noirs et blancs alternent le long de la rangée.
pairs-rules = { $n } pions noirs, puis { $n } blancs, puis deux cases vides. Un coup prend deux pions voisins et les pose, sans changer leur ordre, dans les deux cases vides. Le but : les cases vides tout à gauche, puis les couleurs en alternance, en commençant par un blanc.
pairs-heading = Pions par paires avec { $n } noirs et { $n } blancs

pairs-param-n = Pions de chaque couleur (n)

pairs-run-backtrack = Retour sur trace pour toutes les solutions optimales, avec les coupes de la borne inférieure marquées

pairs-task-solve = Déplacez les paires jusqu'à ce que les couleurs alternent, en commençant par un blanc, avec les cases vides tout à gauche.
pairs-task-optimal = Faites alterner les couleurs en le moins de coups possible.

## play: the row view's narration of the start (web/src/narrate.rs).
pairs-play-start = Départ : { $blacks ->
        [one] { $blacks } pion noir
       *[other] { $blacks } pions noirs
    } puis { $whites ->
        [one] { $whites } pion blanc
       *[other] { $whites } pions blancs
    } sur les cases 0 à { $last } ; les deux cases vides sont les cases { $hole } et { $second_hole }. Le but les fait alterner, en commençant par un blanc sur la case 2, en { $length } coups.
## Pairs' recorded run (core/src/pairs/runs.rs, show=backtrack).
pairs-run-no-solution = Cette exécution ne peut pas être enregistrée : les pions par paires avec n = { $n } n'ont pas de solution.

## Refusals of the core (core/src/pairs).
pairs-no-solution = les pions par paires avec n = { $n } n’ont pas de solution : aucune suite de coups n’atteint le but (n doit valoir au moins 3)
pairs-count-limit = compter les solutions optimales une à une demande n jusqu’à { $most } (la mémoire nécessaire est multipliée par environ 2,8 à chaque n, environ 8 Go pour n = { $most }), pas { $n }
pairs-count-thread-failed = un fil de calcul du comptage s’est arrêté avant la fin : c’est un défaut de movelab, pas de la question
pairs-count-overflow = un nombre de chemins a dépassé 64 bits pendant le comptage : c’est un défaut de movelab, pas de la question
pairs-structure-range = compter par la structure des solutions demande n de { $least } à { $most }, pas { $n }
pairs-structure-uncovered = pour n = { $n }, un ensemble de fenêtres sort de ce que couvre le comptage par la structure (une fenêtre de phase mixte à moins de 2 cases de la coupure ou des cases 0 et 1) : il ne peut donc pas compter les solutions
pairs-structure-overflow = le nombre d’ensembles de fenêtres a dépassé 128 bits pendant le comptage : c’est un défaut de movelab, pas de la question

## How the worksheet says a move is written (worksheet-row-rules' $writing).
pairs-move-written = le numéro de la case de gauche de la paire qui bouge
