## Nim: what the page, the element, the worksheet and the command line say of it.

nim-title = Nim
nim-tagline = Take any number from one heap; the xor of the heaps decides.
nim-intro = Two players take turns taking as many counters as they like from one heap; { $misere-key ->
        [on] whoever takes the last counter loses.
       *[other] whoever takes the last counter wins.
    }
nim-rules = Heaps { $heaps }. A move takes one or more counters from one heap. A turn moves { $variant } of the heaps (all: every heap moves at each turn, and a player who cannot move every heap loses). The player who cannot move loses (with misère, wins).
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
nim-param-first = Who starts

nim-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
nim-run-memo = The same recursion memoised: a DAG of the positions, each computed once

nim-task-win = Win against the computer, which plays perfectly.
nim-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's notes (core/src/nim/versus.rs).
nim-note = Un tas de n jetons vaut n ; la valeur d'une position est le xor (ou exclusif) de ses tas (Bouton).
nim-note-misere = Nim misère : jouez comme au jeu de Nim normal jusqu'au coup qui ne laisserait que des tas de 0 ou 1 jeton, puis laissez un nombre impair de tas de 1 (Bouton).
