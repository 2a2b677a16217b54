## The space-time view of the swap automaton (www/views/spacetime.js).

spacetime-how-solved = Comment on le résout
spacetime-theory = Chaque 1 avance d’une case vers la gauche à chaque pas, sauf si la case à sa gauche porte un 1 ou s’il doit attendre son tour derrière un autre 1. L’ordinateur ne joue pas les pas un à un : la méthode d’Andreica et Tapus parcourt la rangée une seule fois avec une pile des attentes des 1, et sait ainsi où est chaque 1 à n’importe quel pas, et à partir de quel pas T la rangée ne change plus.
spacetime-first-thing = Appuyez sur ▶ pour voir défiler les rangées, un pas par ligne, ou tapez votre propre rangée.
spacetime-cells = Rangée de départ (0 et 1)
spacetime-show = Afficher cette rangée
spacetime-random-cells = Rangée au hasard, cases
spacetime-seed = graine
spacetime-random = Rangée au hasard
spacetime-predict-title = Votre prédiction
spacetime-check = Vérifier ma rangée
spacetime-bar =
    .aria-label = Affichage
spacetime-zoom-in =
    .aria-label = Zoom avant (+)
    .title = Zoom avant (+)
spacetime-zoom-out =
    .aria-label = Zoom arrière (−)
    .title = Zoom arrière (−)
spacetime-canvas =
    .aria-label = Diagramme espace-temps
spacetime-help = Sur le diagramme : ↑/↓ un pas, Page préc./suiv. un écran, Début/Fin le pas 0 ou T, Espace lance la lecture, ←/→ font défiler les cases, + et − zooment ; faites glisser ou utilisez la molette pour défiler (Ctrl + molette zoome). La barre des pas et Fin vont à T, où la rangée est stable ; un pas tapé atteint n’importe quel pas jusqu’à { $max }.
spacetime-predict-start = La rangée de départ : { $row }
spacetime-predict-label = La rangée après { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    } ({ $cells } cases, 0 et 1)
spacetime-predict-note = { $right } cases justes sur { $cells }. La rangée après { $steps ->
        [one] { $steps } pas
       *[other] { $steps } pas
    } est { $row } ; le diagramme montre chaque pas.
spacetime-end = le dernier pas que montre ce diagramme est { $max }
spacetime-predict-refused = La tâche task=predict du lien demande de taper une rangée d’au plus { $max } cases, et cette rangée en a { $cells }. La page montre la rangée sans tâche.
spacetime-seek-refused = Le pas de la commande doit être un nombre entier de 0 à { $max }, pas { $step }.
spacetime-link-refused = La rangée de départ { $cells } du lien ne peut pas être montrée : { $reason }. La page montre la rangée par défaut.
spacetime-step-past = Le pas step={ $step } du lien dépasse le dernier pas que montre ce diagramme ({ $max }) : il commence donc au pas 0.
spacetime-stable = Stable à partir du pas { $step }
spacetime-row = Une rangée de { $cells } cases avec { $ones ->
        [one] { $ones } un
       *[other] { $ones } uns
    } ; elle est stable à partir du pas { $stable }.
spacetime-status-cell = Pas { $top } à { $bottom } (de haut en bas), cases { $first } à { $last } sur { $cells } ; une case fait { $pixels } pixels.
spacetime-status-pixel = Pas { $top } à { $bottom } (de haut en bas), cases { $first } à { $last } sur { $cells } ; un pixel vaut { $per } cases sur { $per } pas.
spacetime-canvas-label = Diagramme espace-temps à partir du pas { $step } : { $status }
spacetime-zoom-cell = Une case fait { $pixels ->
        [one] { $pixels } pixel
       *[other] { $pixels } pixels
    }.
spacetime-zoom-pixel = Un pixel vaut { $cells } cases.
