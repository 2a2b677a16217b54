## Grundy's game: what the page, the element, the worksheet and the command line say of it.

grundys-title = Grundy's game
grundys-tagline = Split one heap into two unequal heaps; heaps of 1 and 2 are stuck.
grundys-intro = Two players take turns splitting a heap into two heaps of different sizes; whoever cannot split a heap loses.
grundys-rules = Heaps { $heaps }. { $variant-key ->
        [all] A move splits every heap at once, each into two nonempty heaps of different sizes; heaps of 1 and 2 cannot be split, so a player facing one cannot move.
       *[other] A move splits one heap into two nonempty heaps of different sizes, so heaps of 1 and 2 cannot be split.
    } The player who cannot move loses.
grundys-heading = Grundy's game with heaps of { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , every heap moving each turn
    }

grundys-param-heaps = Heaps
grundys-param-variant = Heaps that move each turn
grundys-param-variant-one = One heap a turn
grundys-param-variant-all = Every heap each turn
grundys-param-first = Who starts
grundys-param-first-you = You
grundys-param-first-computer = The computer
grundys-param-upto = Table of G(n) up to n =

grundys-task-win = Win against the computer, which plays perfectly.
grundys-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's note (core/src/grundys/versus.rs).
grundys-note = No period is known for Grundy's game (it is conjectured to become periodic, but none has shown in values computed far beyond this table), so none is certified and heaps are played as counters.

## A table asked past the largest it makes (core/src/grundys/mod.rs `Grundys::new`).
grundys-table-limit = a table of Grundy's game goes up to heap { $most } (a table takes 4 bytes a heap, 1 GiB at the limit), not { $upto }
