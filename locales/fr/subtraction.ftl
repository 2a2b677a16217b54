## Subtraction game: what the page, the element, the worksheet and the command line say of it.

subtraction-title = Subtraction game
subtraction-tagline = Take an amount from a fixed set; who takes last wins (or loses, misère).
subtraction-intro = Two players take turns taking counters from a heap, but only the amounts allowed; { $misere-key ->
        [on] whoever takes the last counter loses.
       *[other] whoever takes the last counter wins.
    }
subtraction-rules = One heap of { $heap } counters. A move takes { $set-or } counters from it. The player who cannot move loses (with misère, wins).
subtraction-heading = Subtraction game taking { $set-or } from a heap of { $heap }{ $misere-key ->
        [on] , misère play
        *[other] { "" }
    }

subtraction-param-set = Amounts that may be taken
subtraction-param-heap = Heap (up to 10^18)
subtraction-param-misere = Misère (who takes last loses)
subtraction-param-first = Who starts
subtraction-param-upto = Table of G(n) up to n =

subtraction-run-recursion = Algorithm Games' recursion, plain: a tree of every call, with the mex set at each
subtraction-run-memo = The same recursion memoised: a DAG of the positions, each computed once

subtraction-task-win = Win against the computer, which plays perfectly.
subtraction-task-values = Write the value G(n) of a heap of each size n, from the smallest up.

## play: the explorer's certificate and notes, and the heaps the page refuses
## (core/src/subtraction). $checked is the period's own sentence (period-checked).
subtraction-certificate = La règle de la fenêtre : le plus grand retrait est { $largest }, donc une valeur ne dépend que des { $largest } valeurs qui la précèdent, et { $largest } valeurs égales à la suite après la prépériode se répètent indéfiniment. { $checked }
subtraction-no-period = Aucune période n'est certifiée par la règle de la fenêtre jusqu'à n = { $upto }.
subtraction-no-period-for-heap = aucune période de l'ensemble { $set } n'est certifiée par la règle de la fenêtre jusqu'au tas { $looked }, aussi loin que la page cherche, et le tas { $heap } est au-delà : sa valeur n'est donc pas connue
