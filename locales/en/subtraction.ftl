## Subtraction game: what the page, the element, the worksheet and the command line say of it.

subtraction-title = Subtraction game
subtraction-tagline = Take one of a few allowed amounts from a heap; whoever takes the last counter wins.
subtraction-intro = Two players take turns taking counters from a heap, but only the amounts allowed; { $misere-key ->
        [on] whoever takes the last counter loses.
       *[other] whoever takes the last counter wins.
    }
subtraction-rules = One heap of { $heap } counters. A move takes { $set-or } counters from it. { $misere-key ->
        [on] Misère play: the player who cannot move wins.
       *[other] The player who cannot move loses.
    }
subtraction-heading = Subtraction game taking { $set-or } from a heap of { $heap }{ $misere-key ->
        [on] , misère play
        *[other] { "" }
    }

subtraction-param-set = Amounts that may be taken
subtraction-param-heap = Heap (up to 10^18)
subtraction-param-misere = Misère (who takes last loses)
subtraction-param-first = Who starts
subtraction-param-first-you = You
subtraction-param-first-computer = The computer
subtraction-param-upto = Table of G(n) up to n =

subtraction-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
subtraction-run-memo = The same recursion memoised: a DAG of the positions, each computed once

subtraction-task-win = Win against the computer, which plays perfectly.
subtraction-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's certificate and notes, and the heaps the page refuses
## (core/src/subtraction). $checked is the period's own sentence (period-checked).
subtraction-certificate = The window rule: the largest amount is { $largest }, so a value depends only on the { $largest } values below it, and { $largest } equal values in a row after the preperiod repeat forever. { $checked }
subtraction-no-period = No period is certified by the window rule up to n = { $upto }.
subtraction-no-period-for-heap = no period of the set { $set } is certified by the window rule up to heap { $looked }, as far as the page looks, and heap { $heap } is past it, so its value is not known
subtraction-table-limit = a table of a subtraction game goes up to heap { $most }, not { $upto }

## The refusals of a subtraction set.
subtraction-set-size = a set has 1 to { $most } amounts, not { $count }
subtraction-amount-range = the amount { $amount } is not from 1 to { $most }
