## The track view of 1-D Push-* (www/views/track.js, track-draw.js).

track-board = Piste (. vide, # bloc)
track-costs = Énergie d’un coup
track-walk = pas
track-jump = saut
track-push = poussée
track-show = Afficher cette piste
track-modes =
    .aria-label = Mode
track-watch-mode = Regarder le chemin le moins coûteux
track-play-mode = Conduire le robot moi-même
track-canvas =
    .aria-label = La piste
track-legal =
    .aria-label = Coups permis
track-undo = Annuler
track-restart = Recommencer
track-unit = Coup
track-help = Touches sur la piste. En regardant : ←/→ un coup, Début/Fin, Espace lance la lecture. En conduisant : ←/→ avancent ou poussent dans ce sens, 1 à K sautent d’autant de cases dans le sens de la marche, U annule.
track-first-thing = Appuyez sur ▶ pour regarder le chemin le moins coûteux, ou choisissez « Conduire le robot moi-même ».
track-first-thing-play = À vous : choisissez un coup sous la piste, ou utilisez les touches.
track-link-refused = La piste { $board } du lien ne peut pas être jouée : { $reason }. La page montre la piste par défaut à la place.
track-no-line-play = En mode jeu, il n’y a pas de chemin le moins coûteux à lire ; choisissez d’abord mode=watch.
track-no-line-step = En mode jeu, il n’y a pas de chemin le moins coûteux à parcourir ; choisissez d’abord mode=watch.
track-seek-refused = Le pas de la commande doit être un nombre entier de 0 à { $length }, pas { $step }.
track-moves-in-play = Les coups se jouent en mode jeu (mode=play).
track-unreachable = Le robot ne peut pas atteindre la dernière case de cette piste.
track-least = Énergie minimale : { $best }, en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } (un pas coûte { $walk }, un saut { $jump }, une poussée { $push }).
track-canvas-label = Piste { $board }, le robot sur la case { $robot }, énergie dépensée { $spent }
track-step = Coup { $step } sur { $length } : { $move }
track-step-said = Coup { $step } : { $move }.
track-not-a-link-move = ce n’est pas un coup (wl, wr, pl, pr, ou j, une direction et un nombre de cases)
track-replay-partial = Les coups moves={ $moves } du lien n’ont pas tous pu être rejoués : { $token } : { $reason }. La partie reprend au coup précédent.
track-refused = { $move } : { $reason }
track-walks = { $walks } pas
