## Nim: what the page, the element, the worksheet and the command line say of it.

nim-title = Nim
nim-tagline = Take as many counters as you like from one heap; whoever takes the last counter wins.
nim-intro = Two players take turns taking as many counters as they like from one heap; { $misere-key ->
        [on] whoever takes the last counter loses.
       *[other] whoever takes the last counter wins.
    }
nim-rules = Heaps { $heaps }. { $variant-key ->
        [all] A move takes one or more counters from every heap at once, so a player facing an empty heap cannot move.
       *[other] A move takes one or more counters from one heap.
    } { $misere-key ->
        [on] Misère play: the player who cannot move wins.
       *[other] The player who cannot move loses.
    }
nim-heading = Nim with heaps of { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , every heap moving each turn
    }{ $misere-key ->
        [on] , misère play
        *[other] { "" }
    }

nim-param-heaps = Heaps
nim-param-misere = Misère (who takes last loses)
nim-param-variant = Heaps that move each turn
nim-param-variant-one = One heap a turn
nim-param-variant-all = Every heap each turn
nim-param-first = Who starts
nim-param-first-you = You
nim-param-first-computer = The computer

nim-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
nim-run-memo = The same recursion memoised: a DAG of the positions, each computed once

nim-task-win = Win against the computer, which plays perfectly.
nim-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's notes (core/src/nim/versus.rs).
nim-note = A heap of n is worth n; a position's value is the xor of its heaps (Bouton).
nim-note-misere = Misère Nim: play as in normal Nim until the move would leave only heaps of 0 or 1, then leave an odd number of 1s (Bouton).

## The heaps refused (core/src/nim `check_heaps`).
nim-heaps-count = a game of Nim has 1 to { $most } heaps, not { $count }
nim-heap-too-large = a heap has at most { $most } counters (2^62), not { $heap }
