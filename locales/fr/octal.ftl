## Jeu octal : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

octal-title = Jeu octal
octal-tagline = Prenez des jetons dans un tas, en le coupant parfois en deux, selon des règles qu'un code court fixe (Kayles, c'est 0.77).
octal-intro = Deux joueurs prennent à tour de rôle des jetons dans les tas, selon des règles que le code écrit ; { $misere-key ->
        [on] celui qui joue le dernier coup a perdu.
       *[other] celui qui joue le dernier coup a gagné.
    }
octal-rules = Tas : { $heaps }. { $variant-key ->
        [all] Un coup joue sur tous les tas à la fois : pour chaque tas, le joueur peut { $moves }. Si un tas ne permet aucun coup, le joueur ne peut pas jouer.
       *[other] À son tour, un joueur choisit un tas et peut { $moves }.
    } { $misere-key ->
        [on] Version misère : le joueur qui ne peut plus jouer a gagné.
       *[other] Le joueur qui ne peut plus jouer a perdu.
    }
octal-heading = Jeu octal { $code } avec des tas de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , tous les tas bougeant à chaque tour
    }{ $misere-key ->
        [on] , version misère
        *[other] { "" }
    }

octal-how-solved = Le code { $code } écrit la règle en chiffres. Son chiffre de rang j après le point dit ce qu'un coup qui prend j jetons peut laisser du tas : rien (1), un tas (2) ou deux tas non vides (4) ; le chiffre additionne ce qui est permis (7 : l'un des trois, au choix) ; un chiffre hexadécimal de 8 à F permet aussi de laisser trois tas non vides (8), et le chiffre avant le point dit si un tas peut être partagé sans rien prendre (4).

octal-param-code = Code octal
octal-param-heaps = Tas
octal-param-misere = Misère (qui ne peut plus jouer gagne)
octal-param-variant = Tas qui bougent à chaque tour
octal-param-variant-one = Un tas par tour
octal-param-variant-all = Tous les tas à chaque tour
octal-param-first = Qui commence
octal-param-first-you = Vous
octal-param-first-computer = L’ordinateur
octal-param-upto = Table de G(n) jusqu'à n =

octal-run-recursion = La récursion d'Algorithm Games, telle quelle : un arbre de tous les appels, avec l'ensemble du mex à chacun
octal-run-memo = La même récursion mémoïsée : un graphe orienté sans cycle des positions, chacune calculée une seule fois

octal-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.
octal-task-values = Écrivez le nombre de Grundy G(n) d'un tas de chaque taille n, en commençant par le plus petit.

## play: the explorer's certificate and notes, and the settings the page refuses
## (core/src/octal). $code is the code as written (0.77); $checked the period's own sentence.
octal-certificate-guy-smith = Théorème de périodicité de Guy et Smith pour { $code }, dont le dernier chiffre est en position { $last } : { $checked }
octal-certificate-arithmetic = test de périodicité arithmétique pour { $code } (coups laissant trois tas ; saut égal à une puissance de deux supérieure à toute valeur avant le tas { $before }) : { $checked }
octal-certificate-general = test général de périodicité arithmétique pour { $code } (saut quelconque : aucune option d'aucun tas au-delà de la table n'a la valeur prolongée, ce que tranche un automate à retenue ; les valeurs plus petites sont atteintes par des options qui suivent la période) : { $checked }
# $theorem: "guy-smith", or "three" for codes whose moves may leave three heaps.
octal-no-period = Aucune période n'est certifiée { $theorem ->
        [three] par le théorème de périodicité pour les coups à trois tas, ni par une période arithmétique,
       *[guy-smith] par le théorème de Guy et Smith
    } jusqu'à n = { $upto } ; la ligne de commande cherche plus loin, jusqu'à n = { $further }.
octal-misere-quotient = Quotient misère de { $code } pour les tas jusqu'à { $upto } : { $order } éléments, dont { $losing } dans la partie P.
octal-three-heaps-upto = { $code } peut laisser trois tas, et sa table demande un temps cubique : pour lui, la table de la page va jusqu'à n = { $most }, pas { $upto }
octal-three-heaps-heap = { $code } peut laisser trois tas : la page le joue sur des tas qu'elle dessine, d'au plus { $most } jetons, pas { $heap }
octal-misere-heap = la variante misère construit le quotient misère du jeu, qui grandit vite avec les tas : la page joue en misère des tas d'au plus { $most } jetons, pas { $heap }
octal-no-period-for-heap = un tas de { $heap } jetons dépasse les { $most } que la page dessine, et aucune période de { $code } n'est certifiée par le théorème de Guy et Smith jusqu'au tas { $looked }, aussi loin que la page cherche : sa valeur n'est donc pas connue
octal-table-limit = une table d'un jeu octal va jusqu'au tas { $most } (une table prend 4 octets par tas, 1 Gio à la limite), pas { $upto }
octal-three-heaps-table-limit = { $code } peut laisser trois tas, et sa table demande un temps cubique : elle va jusqu'au tas { $most }, pas { $upto }
octal-misere-table-limit = un quotient misère se construit pour des tas d'au plus { $most } jetons, pas { $upto }
octal-misere-not-proved = le quotient misère de { $code } n'a pas pu être démontré au tas { $heap } : il lui faudrait plus de { $most } éléments
## While the page builds the misère quotient, a slice at a time ($heap the heap being added).
octal-misere-working = Calcul de qui gagne quand prendre le dernier jeton fait perdre : tas { $heap } sur { $upto }…
octal-period-working = Calcul de qui gagne avec des tas aussi grands, par la période des valeurs : tas { $heap } sur au plus { $upto }…

## Les refus d'un code octal tel qu'il a été tapé ($value, entre guillemets ; $digit de même).
octal-code-no-point = { $value } n'est pas un code octal comme 0.07
octal-code-before-point = { $value } : le chiffre avant le point doit être 0, 4, 8 ou C
octal-code-too-long = { $value } a plus de { $most } chiffres après le point
octal-code-bad-digit = { $value } : { $digit } n'est pas un chiffre d'un code (de 0 à 7, ou de 0 à 9 et de A à F pour un code hexadécimal)
octal-code-no-move = { $value } ne permet aucun coup

## Ce que le code permet, en mots simples (core/src/octal/plain.rs) : octal-rules les met
## après « peut » comme $moves. Chacun est un groupe de mots de cette phrase, sans majuscule ni point.
octal-moves-or = { $first } ; ou { $more }
octal-split = le partager en { $into ->
        [three] trois tas
        [both] deux ou trois tas
       *[two] deux tas
    } sans prendre de jeton
octal-take = { $whole ->
        [only] le prendre en entier s'il a { $counters }
        [no] y prendre { $counters } s'il en a davantage, et ce qui reste { $left }
       *[yes] y prendre { $counters }, et ce qui reste { $left }
    }
octal-counters = { $sizes } { $most ->
        [one] jeton
       *[other] jetons
    }
octal-size = { $n }
octal-size-range = de { $from } à { $to }
octal-or-size = ou { $n }
octal-or-size-range = ou de { $from } à { $to }
octal-list-last = { $first } { $more }
octal-left-one = forme un seul tas
octal-left-two = est partagé en deux tas
octal-left-three = est partagé en trois tas
octal-left-two-three = est partagé en deux ou trois tas
octal-left-gone = disparaît
octal-list = { $first }, { $more }
octal-list-or = { $first } ou { $more }

## Les refus du test de périodicité arithmétique (core/src/impartial/arithmetic.rs, saltus.rs) :
## pourquoi la table d'un code hexadécimal ne certifie aucun G(n + p) = G(n) + s, par
## l'hypothèse qui a échoué. n0, p, s (le saut), G(n), V1, f (le prolongement arithmétique de
## la table) et xor sont des notations. $power et $general sont les refus des deux tests.
arith-tried = plus petite période essayée : période { $period }, saut { $saltus } à partir de { $start } ; test à saut puissance de deux : { $power } ; test général : { $general }
arith-no-tail = aucune fin de la table ne croît d’un même saut à chaque période
arith-not-power-of-two = le saut { $saltus } n’est pas une puissance de deux
arith-saltus-too-large = le saut { $saltus } dépasse { $most }, le plus grand que ce test admet
arith-needs-positive = le test demande n0 >= 1, p >= 1 et s >= 1
arith-block-past-table = la table n’atteint pas le tas n0 + p = { $heap }
arith-block-value = G({ $heap }) = { $value } n’est pas strictement inférieur au saut { $saltus } (le test demande que toute valeur avant le tas { $before } lui soit strictement inférieure)
arith-kinds = n0 + p − 1 = { $kinds } sortes de tas (les tailles inférieures à n0 et les positions dans la période), c’est plus que les { $most } que ce test énumère
arith-low-part = les coups qui laissent trois tas d’au moins { $start } jetons n’atteignent pas la partie basse { $low } avec des décalages des deux parités, à la position { $offset } dans la période
arith-window = sa fenêtre demande G jusqu’à { $needed }, et la table s’arrête à { $end }
arith-not-continued = G({ $heap }) n’est pas égal à G({ $earlier }) + { $saltus }
arith-general-short = la table (jusqu’à { $end }) est trop courte : le test général demande G jusqu’à { $needed }
arith-coverage-lead = couverture : au tas { $heap }, la valeur { $value } (strictement inférieure à G({ $heap }) = { $g }, au moins égale à V1 = { $least }) n’est la valeur d’aucune option qui laisse un tas d’au moins { $start } jetons et des tas fixes dont le xor des valeurs est strictement inférieur à { $below }
arith-coverage-growing = couverture : aucune option (y, a, a) ou (a, a) n’a la valeur { $value } (strictement inférieure à V1 + s = { $below }) aux tas de même parité que { $heap }
# $left : les tas que laisse le coup, arith-left-one, -two ou -three.
arith-exclusion = l’exclusion échoue, donc le prolongement f est faux : depuis le tas { $heap }, le coup qui prend { $take } { $take ->
        [one] jeton
       *[other] jetons
    } et laisse { $left } a la valeur f({ $heap }) = { $value }
arith-left-one = un tas de { $a }
arith-left-two = des tas de { $a } et { $b }
arith-left-three = des tas de { $a }, { $b } et { $c }
arith-exclusion-far = l’exclusion échoue, donc le prolongement f est faux : depuis un tas N de plus de 2^64 jetons, à la position { $offset } dans la période, un coup qui prend { $take } { $take ->
        [one] jeton
       *[other] jetons
    } a la valeur f(N)
arith-states = exclusion : l’automate à retenue a dépassé { $most } états en tout, et le test s’arrête là
