## The recorded runs view (www/views/runs.js, runs-draw.js). $title is the run's title,
## $said what its step did (the core's words), $node a position's label as the core writes it.
run-totals-label = Les comptes comparés
run-zoom-in = Zoomer
run-zoom-out = Dézoomer
run-fit = Ajuster
run-keys-help = Touches : les flèches (ou , et . sur le dessin) reculent et avancent d'une étape, Début et Fin vont à la première et à la dernière, Espace lance et met en pause ; sur le dessin, les flèches déplacent, + et − zooment, 0 ajuste. Cliquez sur un nœud pour voir les valeurs de ses options.
run-back-to-game = Retour au jeu
run-step-past = L'étape du lien, step={ $step }, dépasse les { $length } étapes de cette exécution : la dernière est affichée.
run-canvas-label = { $title }, étape { $step } sur { $length } : { $said }
run-node-not-reached = { $node } : pas encore atteint à cette étape
run-not-known-yet = pas encore connue
# $options is the options' values as {0, 1, 2}, or "none" where a run has none to show.
run-node = { $node } : entré à l'étape { $entered }, quitté à l'étape { $left }{ $options ->
        [none] { "" }
       *[other] , valeurs des options { $options }
    }, valeur { $value }
run-one-taken = Le 1 en { $node } : pris à l'étape { $step }, ses actions ne sont pas encore connues
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = Le 1 en { $node } : arrivé à la case { $cell } après { $steps } étapes{ $waits ->
        [none] , sans jamais attendre
        [one] , en attendant à l'étape { $at }
       *[several] , en attendant aux étapes { $at }
    }
run-press-play = Appuyez sur ▶ (ou Espace) pour suivre l'exécution, → pour avancer d'une étape.
run-stack = { $count ->
        [0] pile : vide
       *[other] pile ({ $count }) :
    }
run-stack-below = … { $count } en dessous
