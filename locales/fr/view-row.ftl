## The checker rows' view (www/views/row.js, row-template.js) and the facts of their moves,
## play mode's judgement (core/src/play) and refusals (core/src/row).

## Narration: a move of the solution. Colours and ways are words to select on.
row-move-slide = le pion { $colour ->
        [black] noir
       *[white] blanc
    } de la case { $from } glisse vers la { $way ->
        [right] droite
       *[left] gauche
    } dans la case vide { $to }
row-move-jump = le pion { $colour ->
        [black] noir
       *[white] blanc
    } de la case { $from } saute vers la { $way ->
        [right] droite
       *[left] gauche
    } par-dessus le pion { $over_colour ->
        [black] noir
       *[white] blanc
    } de la case { $over } dans la case vide { $to }
row-move-pair = la paire des cases { $from } et { $second } ({ $first_colour ->
        [black] noir
       *[white] blanc
    } puis { $second_colour ->
        [black] noir
       *[white] blanc
    }) va vers la { $way ->
        [right] droite
       *[left] gauche
    } dans les cases vides { $to } et { $to_second }
row-move-unknown = un coup a été joué
row-step = Coup { $step } sur { $length } : { $move }.
row-step-solved = Coup { $step } sur { $length } : { $move }. Résolu en { $length } coups, le moins possible.

## Play mode's judgement (core/src/play/judge.rs).
play-solved-optimal = Résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, ce qui est optimal.
play-solved-over = Résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } ; l’optimum est { $optimum }.
play-solved = Résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
play-unreachable = { $moves ->
        [one] { $moves } coup joué
       *[other] { $moves } coups joués
    } ; le but ne peut plus être atteint d’ici.
play-progress = { $moves ->
        [one] { $moves } coup joué
       *[other] { $moves } coups joués
    }, { $path } ; { $left }.
play-progress-dead-end = { $moves ->
        [one] { $moves } coup joué
       *[other] { $moves } coups joués
    }, { $path } ; { $left }. Impasse : le chemin le plus court commence par revenir en arrière.
play-path-on = toujours sur une solution optimale
play-path-off-since = hors de toute solution optimale depuis le coup { $step }
play-path-off = hors de toute solution optimale
play-path-unknown = on ne sait pas à cette taille si c’est encore optimal
play-left-exact = il faut encore { $more ->
        [one] { $more } coup
       *[other] { $more } coups
    } pour atteindre le but
play-left-at-least = il faut encore au moins { $more ->
        [one] { $more } coup
       *[other] { $more } coups
    } pour atteindre le but (une borne inférieure démontrée)

## Refused moves (core/src/row/motion.rs, core/src/play/practice.rs, web/src/row_view.rs).
row-illegal-off-board = la case { $square } est hors du plateau (les cases vont de 0 à { $last })
row-illegal-hole = la case { $square } est la case vide
row-illegal-not-next = la case { $square } n’est pas à côté de la case vide
row-illegal-not-a-pair = les cases { $square } et { $second } ne sont pas deux pions
row-not-a-square = { $square } n’est pas un numéro de case
row-practice-finished = la solution est terminée : il ne reste aucun coup
row-needs-play-mode = il faut le mode jeu : jouez d’abord les coups vous-même
row-hand-limit = le mode jeu et l’entraînement gardent toute la rangée en mémoire : ils acceptent { $sides ->
        [both] n et m
       *[n] n
    } jusqu’à { $max } ; les rangées plus grandes se regardent (pas à pas, recherche et lecture) mais ne se jouent pas à la main
row-replay-stopped = coup { $move } (case { $square }) : { $reason }

## The view's markup (row-template.js).
row-board =
    .aria-label = Le plateau
row-play-label-checker = Déplacer le pion de la case
row-play-label-pair = Déplacer la paire dont le pion de gauche est sur la case
row-move-button = Jouer
row-undo = Annuler
row-redo = Rétablir
row-restart = Recommencer
row-hint = Indice
row-hint-undo-there = Revenir jusque-là
row-play-help = Ou cliquez sur un pion du plateau.
row-practise = S’entraîner : choisir soi-même chaque coup
row-slides = Glissements
row-jumps = Sauts
row-moves = Coups
row-count = Solutions optimales
row-keys = Touches : { $space } lecture ou pause, { $left } { $right } un pas, { $home } { $end } début et but ; sur la barre des pas, { $pgup } { $pgdn } sautent d’un centième de la solution. Quand vous déplacez les pions (ou vous entraînez) : { $left } { $right } choisissent un pion, { $enter } le déplace, { $ctrl }+{ $z } annule, { $ctrl }+{ $y } rétablit.
row-setup-title = Casse-tête
row-puzzle = Casse-tête
row-n-shift = Pions noirs, n
row-n-pairs = Pions de chaque couleur, n
row-m = Pions blancs, m
row-first = Premier coup
row-first-right = un noir glisse vers la droite
row-first-left = un blanc glisse vers la gauche
row-mode = Mode
row-mode-watch = regarder la solution
row-mode-play = jouer les coups moi-même
row-how-solved = Comment on le résout
row-rules-title = La règle
row-first-thing = Appuyez sur ▶ pour regarder la solution, ou choisissez « jouer les coups moi-même » pour jouer.
row-first-thing-play = À vous : cliquez sur un pion du plateau pour le déplacer.

## The view's sentences (row.js).
row-mode-note = À vous : déplacez les pions vous-même (cliquez sur un pion ou faites-le glisser, ou choisissez-en un avec ← → et appuyez sur Entrée). Tout coup permis est accepté, et la page dit après chacun à quelle distance est le but et si vous êtes encore sur une solution optimale ; l’indice montre le chemin.
row-optimum-pairs = Cette solution compte { $length } coups, le moins possible. Un coup s’écrit avec la case de gauche de la paire qui bouge.
row-optimum-shift = Chaque blanc doit dépasser chaque noir, et un saut en dépasse un : au moins nm = { $jumps } { $jumps ->
        [one] saut
       *[other] sauts
    }. Ajoutez les n + m = { $slides } glissements : l’optimum est nm + n + m = { $length } coups. Un coup s’écrit avec la case du pion qui bouge.
row-of-n = sur { $length } (n)
row-of-optimum = sur { $length } (l’optimum)
row-of-slides = sur { $count } (n + m)
row-of-jumps = sur { $count } (nm)
row-count-unknown = pas encore connu
row-count-digits = { $mantissa } × 10^{ $power } ({ $digits } chiffres)
row-measure-inversions = Inversions
row-measure-vacant-inversions = Inversions avec la case vide
row-measure-unlike-neighbours = Voisins de couleurs différentes
row-measure-needed = Coups encore nécessaires, au moins
row-measures-sum = { $names } = { $sum }, exactement les coups qui restent à jouer : chaque coup de cette solution en retire exactement un.
row-measure-left = il en reste { $value }
row-measure-goal = { $value } (but : { $goal })
row-measure-of = { $value } sur { $goal }
row-cell = { $colour ->
        [black] noir
        [white] blanc
       *[other] vide
    }
row-board-at = Le plateau au pas { $step } sur { $length }
row-board-at-cells = Le plateau au pas { $step } sur { $length } : { $cells }
row-your-moves = Vos coups jusqu’ici : { $moves }.
row-legal-moves = Coups permis maintenant : { $squares }.
row-legal-moves-more = Coups permis maintenant : { $squares } et { $more ->
        [one] 1 autre
       *[other] { $more } autres
    }.
row-your-board = Votre plateau après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
row-not-allowed = Coup refusé : { $reason }.
row-typed-not-a-square = « { $text } » n’est pas un numéro de case.
row-name-checker = le pion { $colour ->
        [black] noir
        [white] blanc
       *[other] vide
    } de la case { $square }
row-name-pair = la paire des cases { $square } et { $second } ({ $first_colour ->
        [black] noir
        [white] blanc
       *[other] vide
    }, { $second_colour ->
        [black] noir
        [white] blanc
       *[other] vide
    })
row-hint-solved = Résolu : il n’y a plus rien à indiquer.
row-hint-none = Aucun indice n’est connu d’ici.
row-hint-move = Indice : déplacez { $move }, entouré sur le plateau (Entrée le déplace). Vous restez ainsi sur une solution optimale.
row-hint-mistake = Indice : votre coup au pas { $step } (case { $square }) a quitté toutes les solutions optimales : annulez { $undos ->
        [one] { $undos } coup
       *[other] { $undos } coups
    } pour en retrouver une.
row-hint-quickest = Ou continuez d’ici : la case { $square } est un chemin le plus court vers le but maintenant, même s’il n’est plus optimal en tout.
row-hint-back = Indice : vos coups ont quitté la solution optimale connue au pas { $step } : annulez { $undos ->
        [one] { $undos } coup
       *[other] { $undos } coups
    } pour la suivre de nouveau. (À cette taille, la page ne peut pas dire si c’était une erreur.)
row-hint-undo-button = Annuler { $undos ->
        [one] { $undos } coup
       *[other] { $undos } coups
    }
row-undid = { $undos ->
        [one] { $undos } coup annulé
       *[other] { $undos } coups annulés
    } : vous voici au pas { $step }.
row-practice-unavailable = L’entraînement n’est pas possible pour { $puzzle } : { $reason }.
row-practice-complete = Entraînement terminé : { $right } justes, { $wrong } faux, { $watched } regardés, sur { $length } coups.
row-practice-step = Pas { $step } sur { $length } : quel est le coup suivant ? Cliquez sur un pion ou faites-le glisser, ou choisissez-en un avec ← → et appuyez sur Entrée. Jusqu’ici { $right } justes, { $wrong } faux.
row-right = Juste : { $move }.
row-not-optimal = Pas optimal : la solution déplace { $expected } ; vous avez choisi la case { $square }.
row-practice-playing = Lecture en cours : mettez en pause pour répondre au coup suivant.
row-none-can-move = Aucun pion ne peut bouger.
row-chosen = Choisi : { $move }, { $index } sur { $count } pouvant bouger. Entrée le déplace.
row-choose-first = Choisissez d’abord un pion avec les flèches.
row-drop-nothing-moved = Rien n’a bougé : posez un pion sur la case vide pour le déplacer.
row-drop-nothing-chosen = Rien de choisi : posez un pion sur la case vide pour choisir son coup.
row-went-wrong = Une erreur s’est produite : { $reason }
row-size-refused = { $name } doit être un nombre entier de { $lo } à { $hi } ; « { $text } » n’en est pas un, le plateau reste donc tel quel.
row-cannot-show = La page ne peut pas montrer { $puzzle } : { $reason }. Elle montre le casse-tête par défaut à la place.
row-moves-dropped = Les coups moves={ $moves } du lien sont ceux d’une partie en mode jeu (mode=play) : ils ont été ignorés.
row-step-past = Le pas step={ $step } du lien dépasse la fin de cette solution ({ $length } coups) : la page commence au pas 0.
row-play-unavailable = Le mode jeu n’est pas possible pour { $puzzle } : { $reason }. La page montre la solution à la place.
row-moves-not-record = Les coups moves={ $moves } du lien ne forment pas une liste de coups (des numéros de case séparés par des points) : la partie recommence.
row-replay-partial = Les coups du lien n’ont pas tous pu être rejoués : { $reason }. La partie reprend au coup précédent.
row-seek-refused = Le pas de la commande doit être un nombre entier de 0 à { $length }, pas { $step }.
row-watched-only = Les coups se jouent en mode jeu (mode=play) ; cette rangée est regardée.

## The keys as the keyboard labels them, in the sentence on the keys (row-keys).
row-key-space = Espace
row-key-home = Début
row-key-end = Fin
row-key-pgup = Pg préc
row-key-pgdn = Pg suiv
row-key-enter = Entrée
row-key-ctrl = Ctrl

## Refusals of the rows' handle (web/src/api.rs, web/src/export.rs). $length and $most are
## always past a thousand; $puzzle (shift or pairs) and $format (text, csv or json) are notation.
row-export-limit = cette solution a { $length } coups et la page en exporte au plus { $most } ; la ligne de commande la liste (movelab { $puzzle } …, en { $format })
row-count-page-limit = { $puzzle ->
        [shift] la page compte les solutions d’une rangée qui a un seul pion d’une couleur quand l’autre couleur a au plus { $most } pions ; la ligne de commande, movelab, compte celle-ci
       *[pairs] la page compte les solutions des pions par paires pour n jusqu’à { $most } ; la ligne de commande, movelab, compte n = { $n }
    }
row-solve-limit = la solution a { $length } coups, et une liste entière en contient au plus { $most } : demandez les coups un par un
