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
run-one-taken = Le 1 de la case { $node } : pris à l'étape { $step }, ses actions ne sont pas encore connues
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = Le 1 de la case { $node } : arrivé à la case { $cell } après { $steps } étapes{ $waits ->
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
run-heading = { $game } : { $title }
run-seek-refused = Le pas de la commande doit être un nombre entier de 0 à { $length }, pas { $step }.
## The legend under each kind of run: each $-argument is a key drawn in colour, worded by
## the run-key message the view puts there (www/views/runs.js LEGENDS).
run-legend-grundy = Chaque nœud est une position, indiquée au-dessus ; quand son appel se termine, il affiche son nombre de Grundy, le mex des valeurs de ses options : { $lost }, { $won }. Un nœud cerclé est sur la pile de la récursion.
run-key-grundy-lost = 0, une position perdante
run-key-grundy-won = plus de 0, une position gagnante
# The marks drawn in a node of the WL-algorithm: one letter each.
run-mark-won = G
run-mark-lost = P
run-legend-win-lose = Chaque nœud est une position, indiquée au-dessus ; quand son appel se termine, il affiche { $won } ou { $lost } pour le joueur qui doit jouer. Un nœud cerclé est sur la pile de la récursion.
run-key-won = { run-mark-won }, gagnante
run-key-lost = { run-mark-lost }, perdante
run-legend-total = Chaque carré est une boîte, une colonne par position sur la ligne et une ligne par instant (dans l'ordre), marquée de sa position x et de son instant t ; une fois remplie, elle affiche { $best }, le meilleur des boîtes antérieures qui l'atteignent à temps (les traits pointillés) plus le sien ; grisée et barrée d'une croix, une boîte qu'aucun trajet n'atteint à temps.
run-key-best = le plus de bonbons d'un trajet qui finit par elle
run-legend-plane = Chaque boîte de bonbons est un point tourné de 45° : u = x + t vers la droite, v = t − x vers le haut, de sorte qu'une boîte peut suivre exactement les boîtes situées en dessous et à gauche d'elle (t − t′ ≥ |x − x′|). La boîte qui interroge est cerclée, avec { $quarter }, et un trait pointillé mène à la meilleure boîte trouvée là ; une fois traitée, elle affiche { $best }. Grisée et barrée d'une croix, une boîte hors de portée du départ.
run-key-quarter = son quart de plan ombré
run-legend-actions = En haut, la simulation directe : une ligne par étape, le temps vers le bas, chaque case contenant un 1 ombrée. Chaque 1 que la méthode de la pile a terminé est dessiné avec { $path }, une case vers la gauche par déplacement, tout droit vers le bas par attente ; il retombe sur les 1 simulés. Le 1 en cours est cerclé. En bas, la pile : les actions du dernier 1 pris, ses dernières actions à gauche et sa première action au sommet, à droite : { $wait }, { $moves }, avec sous chacune totalWaits (tW, les attentes à son niveau et en dessous) et nextWait (nW, l'attente la plus haute à son niveau ou en dessous) ; une entrée qui vient d'être dépilée est en pointillés.
run-key-path = son trajet
run-key-wait = W une attente
run-key-moves = M×k une suite de k déplacements
run-legend-goal = Chaque nœud est la position obtenue après le saut qui l'étiquette : { $goal }, { $none } ; grisé et barré d'une croix, coupé (aucune fin possible d'après l'argument des classes) ; grisé et en pointillés, trouvé dans l'ensemble des positions mortes (lui-même ou une position symétrique) et non exploré à nouveau. Un nœud cerclé est sur la ligne de la recherche.
run-key-goal = ✓ atteint le but
run-key-no-goal = ✗ aucune solution en dessous
## Merand and Varkevisser's figures, timed in the browser (peg's show=dead-set).
run-figures-heading = Les figures 2 et 3 de Merand et Varkevisser, d'après des exécutions dans ce navigateur
# $clock is the browser's clock as a script names it; $fit2, $fit3 the paper's formulas.
run-figures-help = Chaque point est un problème résolu par l'algorithme 2 (la recherche de cette exécution, sans enregistrement) : depuis chaque trou unique des triangles de côté 5 et 6 jusqu'à un pion n'importe où, et depuis la partie centrale du plateau anglais, chacun depuis son départ et après chaque coup d'une solution, de sorte que les solutions vont de 1 à 31 sauts. Son temps est mesuré par l'horloge de ce navigateur ({ $clock }) autour de la recherche, répétée jusqu'à ce qu'au moins 2 ms se soient écoulées, puis divisé par le nombre de répétitions : il varie avec la machine, les autres onglets et la résolution de l'horloge ; l'ajustement dit donc comment le temps croît, et non combien de temps dure une recherche ailleurs. Les courbes sont des droites des moindres carrés de log t en fonction de log n (figure 2) et de log t en fonction de la longueur L (figure 3). Les ajustements de l'article, dans ses unités : { $fit2 } (R² = { $r2 }) et { $fit3 }.
run-time = Chronométrer les recherches
run-time-again = Les chronométrer de nouveau
run-timing-progress = { $done } problèmes sur { $total } chronométrés.
run-timing-done = { $problems } { $problems ->
        [one] problème chronométré
       *[other] problèmes chronométrés
    } en { $searches } { $searches ->
        [one] recherche
       *[other] recherches
    }.
run-fig2-not-yet = Figure 2 : temps d'exécution en fonction des éléments explorés, pas encore mesuré
run-fig2-caption = Figure 2 : temps d'exécution en fonction des éléments explorés.
run-fig3-not-yet = Figure 3 : temps d'exécution en fonction de la longueur de la solution, pas encore mesuré
run-fig3-caption = Figure 3 : temps d'exécution en fonction de la longueur de la solution trouvée.
run-fig2-axis = éléments explorés n (positions développées)
run-fig3-axis = longueur de la solution trouvée L (sauts)
run-fig-time-axis = temps t (µs)
# $formula is the fitted curve in notation, or "none" when there are too few points.
run-fig2-words = Figure 2 : temps d'exécution en fonction des éléments explorés, { $points } { $points ->
        [one] problème
       *[other] problèmes
    }. { $formula ->
        [none] Trop peu de points pour ajuster une courbe.
       *[other] { $formula } (moindres carrés de log t en fonction de log n, R² = { $r2 }).
    }
run-fig3-words = Figure 3 : temps d'exécution en fonction de la longueur de la solution trouvée, { $points } { $points ->
        [one] problème
       *[other] problèmes
    }. { $formula ->
        [none] Trop peu de points pour ajuster une courbe.
       *[other] { $formula } (moindres carrés de log t en fonction de L, R² = { $r2 }).
    }
## The recorded runs' facts (core/src/run, each game's runs.rs), which the page and the
## command line word: titles, counters, steps, answers, totals and refusals. $node, $parent,
## $from and $position are a position in notation (heaps 3,4,5; a square 2,3; a jump d2-d4),
## or run-node-start; $options a set of values in notation ({0, 1, 3}).
run-node-start = le départ
run-title-grundy-plain = grundyNumber, récursion simple
run-title-grundy-memo = grundyNumber, mémoïsée
run-title-win-lose-plain = L'algorithme WL, récursion simple
run-title-win-lose-memo = L'algorithme WL, mémoïsé
run-title-backtrack = Algorithme 1 : retour sur trace simple
run-title-backtrack-dead-set = Algorithme 2 : retour sur trace avec l'ensemble des positions mortes
run-title-optimal = Retour sur trace pour toutes les solutions optimales, coupé par le minorant
run-counter-calls = appels : { $count }
run-counter-memo-lookups = consultations du mémo : { $count }
run-counter-cells-filled = cases remplies : { $count }
run-counter-expanded = positions développées : { $count }
run-counter-dead-set = positions mortes : { $count }
run-counter-cuts = coupures par le minorant : { $count }
run-counter-solutions = solutions optimales trouvées : { $count }
run-counter-ones-taken = 1 pris : { $count }
run-counter-pushes = empilements : { $count }
run-counter-pops = dépilements : { $count }
run-counter-points-queried = points interrogés : { $count }
run-counter-fenwick-read = cases de Fenwick lues : { $count }
run-counter-fenwick-written = cases de Fenwick écrites : { $count }
# $meaning: grundy, win-lose, goal, total or actions; $value a number (0 or 1 for win-lose and goal).
run-value = { $meaning ->
        [grundy] G = { $value }
        [win-lose] { $value ->
            [0] perdante
           *[other] gagnante
        }
        [goal] { $value ->
            [0] aucune solution en dessous
           *[other] atteint le but
        }
        [total] meilleur total { $value }
       *[actions] { $value } { $value ->
            [one] étape
           *[other] étapes
        }
    }
run-said-title = { $title } : avancez étape par étape.
run-said-start = { $node } : l'exécution commence ici
run-said-entered = { $node } : atteint depuis { $parent }
run-said-out-of-time = { $node } : ne peut pas être atteint à temps
run-said-cut = { $node } : coupé, aucun minorant prouvé (aucune fin n'est possible)
run-said-dead = { $node } : dans l'ensemble des positions mortes, pas exploré à nouveau
run-said-best = { $node } : meilleur total { $value }, après le meilleur de { $options }
run-said-mex = { $node } : G = { $value }, le mex de { $options }
# $value is run-value worded.
run-said-left = { $node } : { $value }
run-said-looks-up = { $from } consulte { $node } : { $value }
run-answer-grundy = G({ $position }) = { $value } : le joueur qui doit jouer { $value ->
        [0] perd
       *[other] gagne
    }.
run-answer-win-lose = { $position } est { $value ->
        [0] perdante
       *[other] gagnante
    } pour le joueur qui doit jouer.
# $found: yes or no.
run-answer-backtrack = { $found ->
        [yes] Une solution est trouvée
       *[no] Aucune solution : toutes les lignes ont été essayées,
    } après le développement de { $expanded } { $expanded ->
        [one] position
       *[other] positions
    }.
run-answer-backtrack-dead-set = { $found ->
        [yes] Une solution est trouvée
       *[no] Aucune solution : toutes les lignes ont été essayées,
    } après le développement de { $expanded } { $expanded ->
        [one] position
       *[other] positions
    }, avec { $dead } { $dead ->
        [one] position morte retenue
       *[other] positions mortes retenues
    }.
run-answer-optimal = { $solutions } { $solutions ->
        [one] solution optimale
       *[other] solutions optimales
    } en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }, après le développement de { $expanded } { $expanded ->
        [one] position
       *[other] positions
    } et { $cut } { $cut ->
        [one] coupure
       *[other] coupures
    }.
run-total-plain-calls = récursion simple : { $count } { $count ->
        [one] appel
       *[other] appels
    }
run-total-memo-positions = mémoïsée : { $count } { $count ->
        [one] position
       *[other] positions
    }
# $algorithm is Merand and Varkevisser's number: 1 or 2.
run-total-algorithm-expanded = Algorithme { $algorithm } : { $count } { $count ->
        [one] position développée
       *[other] positions développées
    }
run-total-algorithm-too-long = Algorithme { $algorithm } : plus de { $limit } étapes, non enregistré
run-total-solutions = solutions optimales : { $count }
run-total-expanded = positions développées : { $count }
run-total-cuts = coupures par le minorant : { $count }
run-too-long = Cette exécution prend plus de { $limit } étapes, le maximum qu'une exécution enregistre : choisissez une position plus petite.
# $why is the game's own reason.
run-refused = Cette exécution ne peut pas être enregistrée : { $why }.
# $cell and $later are two cells of a table in notation.
run-wrong-order = L'ordre du tableau est faux : { $cell } lit { $later }, qu'il remplit plus tard.
run-no-answer = L'exécution est enregistrée.
# The command line's summary of a run (movelab run).
run-size = { $steps } { $steps ->
        [one] étape
       *[other] étapes
    }, { $nodes } { $nodes ->
        [one] nœud
       *[other] nœuds
    }

## A run the game does not have: the game by its id, the runs by their names as show= takes them
run-none = { $game } n’a aucune exécution enregistrée à montrer, et non { $name }
run-must-be-one = show doit valoir { $last } pour { $game }, et non { $name }
run-must-be = show doit valoir { $first } ou { $last } pour { $game }, et non { $name }
run-not-in-module = ce module n’enregistre pas les exécutions de { $game }
