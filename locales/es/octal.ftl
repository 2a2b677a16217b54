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
octal-certificate-guy-smith = Teorema de periodicidad de Guy y Smith para { $code }, cuya última cifra está en la posición { $last }: { $checked }
octal-certificate-arithmetic = prueba de periodicidad aritmética para { $code } (jugadas que dejan tres montones; salto igual a una potencia de dos mayor que todo valor antes del montón { $before }): { $checked }
octal-certificate-general = prueba general de periodicidad aritmética para { $code } (cualquier salto: ninguna opción de ningún montón más allá de la tabla tiene el valor prolongado, lo que decide un autómata de acarreo; los valores menores se alcanzan con opciones que siguen el período): { $checked }
# $theorem: "guy-smith", or "three" for codes whose moves may leave three heaps.
octal-no-period = { $theorem ->
        [three] Ni el teorema de periodicidad para jugadas de tres montones ni un período aritmético certifican
       *[guy-smith] El teorema de Guy y Smith no certifica
    } ningún período hasta n = { $upto }; la línea de comandos busca más lejos, hasta n = { $further }.
octal-misere-quotient = Cociente misère de { $code } para montones de hasta { $upto }: { $order } elementos, { $losing } de ellos en la parte P.
octal-three-heaps-upto = { $code } puede dejar tres montones, y su tabla lleva un tiempo cúbico: para él, la tabla de la página llega hasta n = { $most }, no { $upto }
octal-three-heaps-heap = { $code } puede dejar tres montones: la página lo juega con montones que dibuja, de { $most } fichas como máximo, no { $heap }
octal-misere-heap = la variante misère construye el cociente misère del juego, que crece deprisa con los montones: la página juega en misère montones de { $most } fichas como máximo, no { $heap }
octal-no-period-for-heap = un montón de { $heap } fichas supera las { $most } que dibuja la página, y el teorema de Guy y Smith no certifica ningún período de { $code } hasta el montón { $looked }, hasta donde busca la página, así que no se conoce su valor
