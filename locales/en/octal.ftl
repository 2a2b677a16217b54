## Octal game: what the page, the element, the worksheet and the command line say of it.

octal-title = Octal game
octal-tagline = Take counters from a heap, sometimes splitting it in two, by rules a short code sets (Kayles is 0.77).
octal-intro = Two players take turns taking counters from the heaps, by rules the code writes down; { $misere-key ->
        [on] whoever makes the last move loses.
       *[other] whoever makes the last move wins.
    }
octal-rules = Heaps { $heaps }. { $variant-key ->
        [all] A move takes counters from every heap at once, from each as the code { $code } allows: what is left of a heap stays one heap, is split into two, or is gone; if one heap allows no move, the player cannot move.
       *[other] A move takes counters from one heap, as the code { $code } allows: what is left of the heap stays one heap, is split into two, or is gone.
    } The code's j-th digit after the point says what a move taking j counters may leave of the heap: nothing (1), one heap (2) or two nonempty heaps (4), the digit adding up what is allowed (7: any of the three). { $misere-key ->
        [on] Misère play: the player who cannot move wins.
       *[other] The player who cannot move loses.
    }
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
octal-param-variant-one = One heap a turn
octal-param-variant-all = Every heap each turn
octal-param-first = Who starts
octal-param-first-you = You
octal-param-first-computer = The computer
octal-param-upto = Table of G(n) up to n =

octal-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
octal-run-memo = The same recursion memoised: a DAG of the positions, each computed once

octal-task-win = Win against the computer, which plays perfectly.
octal-task-values = Write the value G(n) of a heap of each size n, from the smallest up.
