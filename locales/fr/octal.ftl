## Octal game: what the page, the element, the worksheet and the command line say of it.

octal-title = Octal game
octal-tagline = Take from a heap, maybe splitting it, as an octal code says (Kayles is 0.77).
octal-intro = Two players take turns taking counters from the heaps, by rules the code writes down; { $misere-key ->
        [on] whoever makes the last move loses.
       *[other] whoever makes the last move wins.
    }
octal-rules = Heaps { $heaps }. Digit d_j of the code { $code } says whether a move may take j counters from one heap leaving no heap (1), one heap (2) or two nonempty heaps (4); the digits add up. A turn moves { $variant } of the heaps (all: every heap moves at each turn, and a player who cannot move every heap loses). The player who cannot move loses (in misère play, wins).
octal-heading = Octal game { $code } with heaps of { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , every heap moving each turn
    }{ $misere-key ->
        [on] , misère play
        *[other] { "" }
    }

octal-param-code = Octal code
octal-param-heaps = Heaps
octal-param-misere = Misère (who cannot move wins)
octal-param-variant = Heaps that move each turn
octal-param-first = Who starts
octal-param-upto = Table of G(n) up to n =

octal-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
octal-run-memo = The same recursion memoised: a DAG of the positions, each computed once

octal-task-win = Win against the computer, which plays perfectly.
octal-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

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
