## Les mots propres à la ligne de commande (cli/src/help.rs) : son aide, par commande et par
## argument, ses erreurs d’usage et les phrases de ses réponses. Les noms d’options (--format),
## leurs valeurs (text, json) et les repères (<N>, A:B) sont de la notation : gardez-les.

cli-heading-usage = Usage :
# clap écrit un deux-points juste après les titres des listes (commandes, arguments,
# options) : ils finissent donc par l’espace fine insécable qui le précède.
cli-heading-commands = Commandes 
cli-heading-arguments = Arguments 
cli-heading-options = Options 
cli-arg-help = Afficher l’aide
cli-arg-version = Afficher la version
cli-help-about = Afficher ce message ou l’aide des sous-commandes données
cli-possible-values = [valeurs possibles : { $values }]
cli-default-value = [par défaut : { $value }]

cli-about = Un laboratoire de jeux : les 14 jeux de quatre articles et d’un tutoriel (pions sur une rangée, solitaire, jeux impartiaux, un automate, Push-*, Candy Collector, morpion) résolus de façon optimale, dénombrés, vérifiés
cli-after-help = Code de sortie : 0 succès ; 1 pas de solution, pas de période ou une suite illégale (la raison en une ligne) ; 2 un mauvais argument (la raison en une ligne) ; 3 une recherche a abandonné à sa limite de positions sans réponse (solitaire : « abandon : … »)

cli-arg-format = format de sortie
cli-arg-step = afficher seulement le coup numéro I, calculé en O(1)
cli-arg-at = afficher la position après K coups (de 0 à la longueur), calculée sans rejouer les coups
cli-arg-window = avec --at : afficher seulement les cases A à B − 1 (au plus 10 000)
cli-arg-count = afficher le nombre exact de solutions optimales
cli-arg-all = afficher toutes les solutions optimales

cli-shift-about = Pions à déplacer : n pions noirs et m pions blancs, une case vide
cli-shift-n = nombre de pions noirs (de { $min } à { $max })
cli-shift-m = nombre de pions blancs (de { $min } à { $max })
cli-shift-first = le sens du premier coup (par défaut : right, vers la droite)

cli-pairs-about = Pions déplacés par paires (problème de Tait) : n pions noirs et n pions blancs, deux cases vides
cli-pairs-n = nombre de pions de chaque couleur (de { $min } à { $max } ; 1 et 2 n’ont pas de solution)

cli-catalog-about = La liste des jeux : identifiants, paramètres et limites, règles (le catalogue de la page)

cli-grundy-about = Les nombres de Grundy d’un jeu de soustraction ou d’un jeu octal, ou sa période certifiée
cli-grundy-upto = le plus grand tas (soustraction : jusqu’à 10^7, octal : jusqu’à 2^28, selon la mémoire)
cli-grundy-period = afficher la période certifiée au lieu des valeurs
cli-grundy-at = la valeur du tas N (de 0 à 10^18) grâce à la période certifiée ; --upto borne les tables où on la cherche
cli-grundy-subtraction-about = un jeu de soustraction : SET comme 1,3,4 (quantités de 1 à 10 000)
cli-grundy-subtraction-set = les quantités qu’un coup peut retirer, comme 1,3,4
cli-grundy-subtraction-misere = version misère : afficher 1 (gagnant) ou 0 (perdant)
cli-grundy-octal-about = un jeu octal ou hexadécimal dans la notation de Winning Ways, comme 0.07, 4.07 ou 0.3F
cli-grundy-octal-code = le code du jeu, comme 0.07
cli-grundy-octal-misere = version misère, par le quotient misère : 1 (gagnant) ou 0 (perdant) pour chaque tas
cli-grundy-octal-heaps = une somme de tas comme 3,4,5 : son issue et tous les coups gagnants
cli-grundy-grundys-about = Jeu de Grundy : un coup partage un tas en deux tas inégaux

cli-nim-about = Jeu de Nim : l’issue et tous les coups gagnants
cli-nim-heaps = les tas (de 1 à 1 000 tas, chacun jusqu’à 2^62)
cli-nim-misere = version misère : qui prend le dernier jeton perd

cli-knights-about = Le jeu des cavaliers : l’issue et un coup gagnant
cli-knights-size = côté du plateau (de { $min } à { $max })
cli-knights-at = les cases des cavaliers X,Y (de 1 à N chacune)
cli-knights-variant = quels cavaliers bougent à chaque tour : un seul (one), un ensemble quelconque (any), un ensemble mais pas tous (proper), ou tous (all : qui ne peut pas tous les déplacer perd)

cli-kinrow-about = K à la suite : l’issue et les premières cases gagnantes
cli-kinrow-n = nombre de cases (de { $min } à { $max })
cli-kinrow-k = cases marquées par un coup (de { $min } à { $max })

cli-parity-about = Ramasser un nombre pair (impair) d’objets : l’issue et les prises gagnantes
cli-parity-n = nombre d’objets (de { $min } à { $max })
cli-parity-k = le plus grand nombre d’objets qu’un coup prend (de { $min } à { $max })
cli-parity-odd = le premier joueur gagne avec un total impair (par défaut : pair)

cli-automaton-about = Automate d’échange : chaque 01 devient 10 en même temps ; la rangée après M étapes ou une fois stable
cli-automaton-cells = les cellules, 0 et 1 (au plus 10 000 000), ou - pour les lire sur l’entrée standard
cli-automaton-steps = le nombre d’étapes (de 0 à 10^18)
cli-automaton-stable = afficher l’étape T où la rangée cesse de changer, puis la rangée finale

cli-candy-about = Candy Collector : le plus de bonbons possible, d’après un fichier JSON de temps de trajet et de boîtes
cli-candy-file = le fichier JSON (docs/design.md) : {"{"}"travel":[[..]],"boxes":[[time,vertex,candies],..]{"}"} ou {"{"}"x":[..],"boxes":[..]{"}"}

cli-push-about = Push-* en une dimension : la moindre énergie pour que le robot aille de la case 1 à la dernière
cli-push-board = le plateau, . vide et # bloc (de 1 à 64 cases, la case 1 vide)
cli-push-k = longueur de saut K (de 2 à 64) : des sauts de 1 à K cases après K-1 pas dans le même sens
cli-push-walk = énergie d’un pas (de 0 à 10^9)
cli-push-jump = énergie d’un saut (de 0 à 10^9)
cli-push-push = énergie d’une poussée (de 0 à 10^9)

cli-peg-about = Solitaire : une solution, le moins de coups, le nombre de suites gagnantes
cli-peg-after-help = Code de sortie : 0 une réponse (une solution, le nombre, ou le mot de --solvable) ; 1 insoluble, avec la preuve en une ligne ; 2 un mauvais argument ; 3 abandon : une recherche a atteint sa limite de positions (la mémoire) sans réponse, nommée en une ligne, ce qui ne prouve rien dans un sens ni dans l’autre
cli-peg-board = english, french, wiegleb, diamond ou triangle4 … triangle8
cli-peg-empty = les trous vides au départ, séparés par des virgules (par défaut : le problème classique du plateau)
cli-peg-finish = où doit se trouver la dernière fiche : un trou ou any (par défaut : le problème classique du plateau)
cli-peg-fewest-moves = une solution avec le moins de coups (une chaîne de sauts d’une même fiche compte pour un coup)
cli-peg-count = le nombre exact de suites de sauts gagnantes distinctes
cli-peg-solvable = afficher solvable ou unsolvable, avec le code de sortie 0 dans les deux cas
cli-peg-atlas = tous les problèmes du plateau d’un trou vide à une seule fiche, classés avec leur preuve
cli-peg-max-positions = abandonner (code 3) dès qu’une recherche garderait plus de N positions (par défaut, et au plus : la limite propre à chaque recherche, de 60 à 600 millions)

cli-tictactoe-about = Morpion : la valeur, les meilleurs coups et les positions que visitent minimax et alpha-bêta
cli-tictactoe-board = neuf caractères x, o, . ligne par ligne (par défaut : la grille vide) ; x joue en premier
cli-tictactoe-order = l’ordre dans lequel alpha-bêta essaie les coups : natural (de 1 à 9), centre (le centre, les coins, les bords) ou best (les meilleurs coups d’abord)

cli-run-about = Une exécution enregistrée de l’algorithme d’un jeu (le show= de la page) : sa réponse et ses compteurs
cli-run-game = l’identifiant du jeu (movelab catalog les donne)
cli-run-run = le nom de l’exécution, tel que le show= de la page le prend (par exemple recursion, memo, table, dead-set)
cli-run-settings = les paramètres du jeu nommés comme sur la page, par exemple heap=10 set=1,3,4 misere=1

cli-verify-about = Rejoue une liste de coups lue sur l’entrée standard (un tableau JSON ou des cases séparées par des espaces)
cli-verify-shift-about = une liste de coups de pions à déplacer pour n pions noirs et m pions blancs
cli-verify-pairs-about = une liste de coups de pions par paires pour n pions de chaque couleur
cli-verify-peg-about = une liste de sauts de solitaire (d2-d4 …) pour un plateau, un départ et une arrivée

## Erreurs d’usage (celles de clap, et les valeurs que lit la ligne de commande)

cli-error-unknown-argument = argument inattendu « { $arg } »
cli-error-unknown-subcommand = commande inconnue « { $name } »
cli-error-missing-value = « { $arg } » demande une valeur
cli-error-invalid-value = valeur « { $value } » invalide pour « { $arg } » (valeurs possibles : { $possible })
cli-error-bad-value = valeur « { $value } » invalide pour « { $arg } » : { $reason }
cli-error-missing-argument = argument obligatoire manquant : { $args }
cli-error-missing-subcommand = il faut une commande : { $possible }
cli-error-no-command = il faut une commande (movelab --help les donne)
cli-error-conflict = « { $arg } » ne peut pas être utilisé avec « { $prior } »
cli-error-repeated = « { $arg } » ne peut être donné qu’une fois
cli-error-too-many-values = valeur « { $value } » inattendue pour « { $arg } » : aucune autre n’était attendue
cli-error-number-of-values = « { $arg } » prend { $expected } { $expected ->
        [one] valeur
       *[other] valeurs
    }, pas { $given }
cli-error-no-equals = « { $arg } » demande un signe égal avant sa valeur
cli-error-not-utf8 = un argument n’est pas en UTF-8 valide
cli-error-other = les arguments n’ont pas pu être lus ({ $reason })
cli-error-did-you-mean = { $error } ; vouliez-vous dire « { $suggestion } » ?
cli-value-steps-too-many = { $value } étapes, c’est plus que la limite de 10^18
cli-value-outside = { $value } n’est pas entre { $min } et { $max }
cli-value-not-window = « { $value } » n’est pas une fenêtre A:B

## Les phrases des réponses et les refus propres à la ligne de commande

cli-value-unknown = la valeur n’est pas connue
cli-first-with-all = --first ne va pas avec --count ni --all : ils couvrent les deux sens
cli-pairs-hypothesis = remarque : au-delà de n = { $max }, ce nombre suppose l’hypothèse W (vérifiée par le dénombrement exhaustif jusqu’à n = { $max }, non démontrée ; docs/pairs-counts.md)
cli-step-range = le numéro du coup doit être entre 1 et { $length }, pas { $step }
cli-list-too-long = la solution a { $length } coups, plus que les { $max } qu’on peut lister ; demandez les coups un par un avec --step I
cli-at-range = --at doit être entre 0 et { $length }, pas { $at }
cli-no-csv = { $what } affiche du text ou du json, pas du csv
cli-no-position-formula = cette solution n’a pas de formule de position
cli-window-range = --window { $window } doit vérifier A < B <= { $squares } (les cases vont de 0 à { $last })
cli-window-too-wide = --window { $window } a { $count } cases, plus que les { $max } affichées
cli-all-too-many = il y a { $count } solutions optimales de { $length } coups chacune, plus que les { $max } nombres qu’affiche --all ; utilisez --count
cli-verify-too-large = verify dispose le plateau en mémoire : au plus { $max } cases, pas { $squares }
cli-verify-illegal = coup { $step } : { $why }
cli-verify-optimal = résolu en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }, ce qui est optimal
cli-verify-not-optimal = résolu en { $moves } { $moves ->
        [one] coup
       *[other] coups
    } ; l’optimum est { $best }
cli-verify-solved = résolu en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
cli-verify-missed = { $moves ->
        [one] le coup est légal, mais il n’atteint pas le but
       *[other] les { $moves } coups sont légaux, mais ils n’atteignent pas le but
    }
cli-stdin-not-squares = l’entrée standard n’est pas un tableau JSON de numéros de cases
cli-stdin-not-json = l’entrée standard n’est pas du JSON valide (ligne { $line }, colonne { $column })
cli-stdin-no-array = l’objet JSON de l’entrée standard n’a pas de tableau « { $name } »
cli-stdin-moves-not-squares = « moves » n’est pas un tableau de numéros de cases
cli-stdin-bad-move = coup { $step } de l’entrée standard : { $why }
cli-peg-positions-zero = une recherche garde au moins une position : donnez 1 ou plus
cli-peg-positions-not-whole = « { $value } » n’est pas un nombre entier de positions
cli-peg-unsolvable = insoluble : { $why }
cli-peg-no-line = une recherche exhaustive n’a trouvé aucune suite de sauts qui atteigne l’arrivée
cli-peg-gave-up = abandon : { $why } ; essayez avec moins de fiches
cli-peg-limit-budget = la recherche a exploré { $positions } positions, sa limite, sans trouver de réponse
cli-peg-limit-dead = la recherche a retenu { $positions } positions perdantes, sa limite, sans trouver de réponse
cli-peg-limit-both = la recherche par les deux bouts aurait gardé plus de { $held } positions (environ { $memory } Go de mémoire), sa limite, et la recherche en profondeur a retenu { $dead } positions perdantes, sa limite, sans trouver de réponse
cli-peg-empty-blank = --empty « { $empty } » contient un nom de trou vide : listez les trous comme d4,d5, avec une seule virgule entre deux
cli-peg-empty-too-many = --empty liste { $count } trous ; le plateau { $board } en a { $holes }
cli-peg-no-peg = tous les trous sont vides : il n’y a aucune fiche à jouer
cli-peg-stdin-not-jumps = l’entrée standard n’est pas une liste de sauts comme « d2-d4 »
cli-peg-stdin-bad-jump = saut { $step } de l’entrée standard, « { $jump } » : { $why }
cli-peg-verify-solved = résolu en { $jumps } { $jumps ->
        [one] saut
       *[other] sauts
    }, { $moves } { $moves ->
        [one] coup
       *[other] coups
    }
cli-peg-verify-missed = { $jumps ->
        [one] le saut est légal, mais il ne laisse pas une seule fiche sur l’arrivée
       *[other] les { $jumps } sauts sont légaux, mais ils ne laissent pas une seule fiche sur l’arrivée
    }
cli-heap-past-limit = le tas { $heap } dépasse la limite de 10^18
cli-csv-rows-only = --format csv est pour les pions sur une rangée ; utilisez text ou json
cli-give-upto-at-period = donnez --upto N, --at N ou --period
cli-give-upto-at = donnez --upto N ou --at N
cli-give-upto-or-heaps = donnez --upto N (ou --heaps H,H,…)
cli-no-period = pas de période jusqu’à { $upto }
cli-no-arithmetic-period = pas de période jusqu’à { $upto }, ni de période arithmétique certifiée ({ $why })
cli-grundys-no-period = --period : aucun théorème de périodicité n’est implémenté pour le jeu de Grundy (on n’en connaît aucun) ; utilisez --upto N ou --at N
cli-grundys-past-table = pas de période certifiée pour le jeu de Grundy, et le tas { $heap } dépasse la plus grande table ({ $most })
cli-heaps-count = donnez de 1 à { $max } tas, pas { $count }
cli-heaps-alone = --heaps ne prend ni --period ni --upto
cli-heaps-past-limit = le tas { $heap } de --heaps dépasse la limite de { $max } tas pour { $code }
cli-misere-no-period = --period est pour la version normale ; un jeu octal en version misère prend --upto N ou --heaps
cli-cannot-read = impossible de lire « { $path } » : { $why }
cli-push-smaller = { $why } ; essayez un plateau plus petit
cli-push-unreachable = le robot ne peut pas atteindre la dernière case : aucune suite de coups n’y mène

cli-peg-atlas-unsolvable = { $vacancy } -> { $finish } : insoluble : { $why }
cli-peg-atlas-undecided = { $vacancy } -> { $finish } : non décidé : { $why }
cli-peg-atlas-others = tous les autres problèmes : insolubles, le départ et l’arrivée sont dans des classes de positions différentes (règle de trois)

cli-period = prépériode { $preperiod } période { $period }
cli-period-saltus = prépériode { $preperiod } période { $period } saltus { $saltus }
cli-heap-in-preperiod = le tas { $heap } est dans la prépériode
cli-heap-in-period = tas { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset } : la valeur du tas { $same }
cli-heap-in-period-saltus = tas { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset } : la valeur du tas { $same } plus { $cycle } × { $saltus }
cli-arithmetic-periodic = arithmétiquement périodique : G(n + { $period }) = G(n) + { $saltus } pour tout n >= { $preperiod }, certifié par un test de périodicité arithmétique démontré ici (docs/impartial.md) sur G jusqu’à { $last }
cli-no-period-heap = aucune période certifiée jusqu’à { $upto }, et le tas { $heap } est au-delà

cli-catalog-whole = { $name } de { $min } à { $max } (page : jusqu’à { $page })
cli-catalog-text = { $name } texte d’au plus { $most } { $most ->
        [one] caractère
       *[other] caractères
    }
cli-catalog-speed = vitesse de la page : de { $min } à { $max } coups par seconde, { $default } par défaut

# The placeholders of a usage line: [OPTIONS] stands for any options, <COMMAND> for a command.
cli-usage-options = OPTIONS
cli-usage-command = COMMANDE

cli-run-not-pair = { $pair } n’est pas de la forme NAME=VALUE
cli-run-no-param = { $game } n’a pas de paramètre { $name } : ses paramètres sont { $params }
cli-run-bad-value = { $name }={ $value } : { $why }
cli-run-out-of-range = { $name } doit être compris entre { $min } et { $max }, pas { $value }
cli-run-not-flag = { $name } doit valoir 1 ou 0, pas { $value }
cli-run-no-game = il n’y a pas de jeu { $game } : les jeux sont { $first } et { $last }

cli-peg-on-disk = décider par la recherche depuis les deux bouts, ses couches sur disque dans DIR, reprise là après un arrêt (un problème dont le renversement est une image de lui-même)
cli-peg-memory = la mémoire dans laquelle la recherche sur disque trie, en Go (4 par défaut)
cli-peg-memory-not-positive = « { $value } » n’est pas un nombre de Go plus grand que 0 et au plus égal à 1024
cli-peg-disk-resumed = reprise après la couche { $layer }, trouvée complète dans { $dir }
cli-peg-disk-layer = couche { $layer } sur { $of } : { $positions } positions, { $megabytes } Mo sur disque, { $elapsed } écoulé, encore environ { $left } (fnv1a64 { $hash })
cli-peg-disk-meeting = rencontre des enfants de la couche { $a } avec les compléments de la couche { $b }
cli-peg-disk-impossible = recherche exhaustive depuis les deux bouts, ses couches sur disque : { $forward } positions de { $pegs } fiches accessibles depuis le départ, { $backward } de { $fewer } fiches qui peuvent encore atteindre l’arrivée, et aucun saut d’une des premières vers une des secondes
cli-peg-disk-died-out = recherche exhaustive depuis les deux bouts, ses couches sur disque : aucune position de { $pegs } fiches n’est accessible depuis le départ tout en pouvant encore atteindre l’arrivée
peg-disk-not-one-side = --on-disk prend un seul trou vide et une arrivée qu’une symétrie du plateau échange avec lui (par exemple le même trou : wiegleb e1 vers e1), où la recherche depuis l’arrivée est celle depuis le départ
cli-peg-disk-dir = --on-disk « { $dir } » n’est ni un dossier vide ni celui qu’une recherche sur disque a laissé : créez d’abord un dossier vide (mkdir)
peg-disk-other-problem = { $path } contient les couches d’un autre problème : donnez un dossier vide, ou celui de ce problème
peg-disk-io = { $path } : { $why }
