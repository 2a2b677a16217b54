## Échange de pions : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

shift-title = Échange de pions
shift-tagline = Les pions noirs et blancs changent de côté en le moins de coups possible.
shift-intro = Échangez les pions noirs et blancs : faites glisser un pion dans la case vide voisine, ou faites-le sauter par-dessus un pion dans la case vide.
shift-rules = { $n } { $n ->
        [one] pion noir
       *[other] pions noirs
    } à gauche, { $m } { $m ->
        [one] blanc
       *[other] blancs
    } à droite, une case vide entre les deux. Un coup fait glisser un pion dans la case vide voisine, ou le fait sauter par-dessus un pion dans la case vide. Le but : les couleurs échangées.
shift-heading = Échange de pions avec { $n } { $n ->
        [one] noir
       *[other] noirs
    } et { $m } { $m ->
        [one] blanc
       *[other] blancs
    }, { $first-key ->
        [right] le premier coup étant un noir vers la droite
        *[other] le premier coup étant un blanc vers la gauche
    }

shift-param-n = Pions noirs (n)
shift-param-m = Pions blancs (m)
shift-param-first = Premier coup
shift-param-first-right = Un pion noir vers la droite
shift-param-first-left = Un pion blanc vers la gauche

shift-run-backtrack = Retour sur trace pour toutes les solutions optimales, avec les coupes de la borne inférieure marquées

shift-task-solve = Échangez les couleurs : tous les pions noirs à droite, tous les blancs à gauche.
shift-task-optimal = Échangez les couleurs en le moins de coups possible.

## play: the row view's narration of the start (web/src/narrate.rs).
shift-play-start = Départ : { $blacks ->
        [one] { $blacks } pion noir
       *[other] { $blacks } pions noirs
    } à gauche, { $whites ->
        [one] { $whites } pion blanc
       *[other] { $whites } pions blancs
    } à droite, la case vide est la case { $hole }. Le but les échange en { $length } coups, le moins possible.

## Refusals of the core (core/src/shift): $first is the value as given, quoted by the shell.
shift-first-unknown = le premier coup doit être right ou left, pas { $first }
shift-count-fibonacci = avec { $one } = 1, le nombre de solutions est le nombre de Fibonacci F({ $other } + 2), et pour { $other } au-delà de { $most } ce nombre est trop grand pour être calculé exactement

## How the worksheet says a move is written (worksheet-row-rules' $writing).
shift-move-written = le numéro de la case du pion qui bouge
