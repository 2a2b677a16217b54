## Grundy's game: what the page, the element, the worksheet and the command line say of it.

grundys-title = Grundy's game
grundys-tagline = Split one heap into two unequal heaps; heaps of 1 and 2 are stuck.
grundys-intro = Two players take turns splitting a heap into two heaps of different sizes; whoever cannot split a heap loses.
grundys-rules = Heaps { $heaps }. A move splits one heap into two nonempty heaps of different sizes, so heaps of 1 and 2 cannot move. A turn moves { $variant } of the heaps (all: every heap moves at each turn, and a player who cannot move every heap loses). The player who cannot move loses.
grundys-heading = Grundy's game with heaps of { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , every heap moving each turn
    }

grundys-param-heaps = Heaps
grundys-param-variant = Heaps that move each turn
grundys-param-first = Who starts
grundys-param-upto = Table of G(n) up to n =

grundys-task-win = Win against the computer, which plays perfectly.
grundys-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's note (core/src/grundys/versus.rs).
grundys-note = Aucune période n'est connue pour le jeu de Grundy (on conjecture qu'il devient périodique, mais aucune n'est apparue dans des valeurs calculées bien au-delà de cette table) : aucune n'est donc certifiée, et les tas se jouent jeton par jeton.
