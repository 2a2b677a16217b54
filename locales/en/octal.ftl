## Octal game: what the page, the element, the worksheet and the command line say of it.

octal-title = Octal game
octal-tagline = Take counters from a heap, sometimes splitting it in two, by rules a short code sets (Kayles is 0.77).
octal-intro = Two players take turns taking counters from the heaps, by rules the code writes down; { $misere-key ->
        [on] whoever makes the last move loses.
       *[other] whoever makes the last move wins.
    }
octal-rules = Heaps { $heaps }. { $variant-key ->
        [all] A move changes every heap at once: on each heap, the player may { $moves }. If one heap allows no move, the player cannot move.
       *[other] On a turn, a player chooses one heap and may { $moves }.
    } { $misere-key ->
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

octal-how-solved = The code { $code } writes the rules in digits. Its j-th digit after the point says what a move taking j counters may leave of the heap: nothing (1), one heap (2) or two nonempty heaps (4), the digit adding up what is allowed (7: any of the three); a hexadecimal digit from 8 to F may also leave three nonempty heaps (8), and the digit before the point says whether a heap may be split without taking anything (4).

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

## play: the explorer's certificate and notes, and the settings the page refuses
## (core/src/octal). $code is the code as written (0.77); $checked the period's own sentence.
octal-certificate-guy-smith = Guy–Smith periodicity theorem for { $code }, whose last digit is at position { $last }: { $checked }
octal-certificate-arithmetic = arithmetic-periodicity test for { $code } (three-heap moves; saltus a power of two above every value before heap { $before }): { $checked }
octal-certificate-general = general arithmetic-periodicity test for { $code } (any saltus: no option of any heap past the table has the continued value, decided by a carry automaton; smaller values reached by options that move with the period): { $checked }
# $theorem: "guy-smith", or "three" for codes whose moves may leave three heaps.
octal-no-period = No period is certified by { $theorem ->
        [three] the periodicity theorem for three-heap moves, nor an arithmetic period,
       *[guy-smith] the Guy–Smith theorem
    } up to n = { $upto }; the command line searches further, up to n = { $further }.
octal-misere-quotient = Misère quotient of { $code } for heaps up to { $upto }: { $order } elements, { $losing } of them in the P-portion.
octal-three-heaps-upto = { $code } may leave three heaps, whose table takes cubic time: the page's table goes up to n = { $most } for it, not { $upto }
octal-three-heaps-heap = { $code } may leave three heaps: the page plays it on heaps it draws, of at most { $most } counters, not { $heap }
octal-misere-heap = misère play builds the game's misère quotient, which grows fast with the heaps: the page plays heaps of at most { $most } counters in misère, not { $heap }
octal-no-period-for-heap = a heap of { $heap } counters is more than the { $most } the page draws, and no period of { $code } is certified by the Guy–Smith theorem up to heap { $looked }, as far as the page looks, so its value is not known
octal-table-limit = a table of an octal game goes up to heap { $most } (a table takes 4 bytes a heap, 1 GiB at the limit), not { $upto }
octal-three-heaps-table-limit = { $code } may leave three heaps, whose table takes cubic time: its table goes up to heap { $most }, not { $upto }
octal-misere-table-limit = a misère quotient is built for heaps of at most { $most } counters, not { $upto }
octal-misere-not-proved = the misère quotient of { $code } could not be proved at heap { $heap }: it would need more than { $most } elements
## While the page builds the misère quotient, a slice at a time ($heap the heap being added).
octal-misere-working = Working out who wins when taking the last counter loses: heap { $heap } of { $upto }…
octal-period-working = Working out who wins with heaps this large, from the values' period: heap { $heap } of at most { $upto }…

## The refusals of an octal code as typed ($value, quoted by the shell; $digit likewise).
octal-code-no-point = { $value } is not an octal code such as 0.07
octal-code-before-point = { $value }: the digit before the point must be 0, 4, 8 or C
octal-code-too-long = { $value } has more than { $most } digits after the point
octal-code-bad-digit = { $value }: { $digit } is not a digit of a code (0 to 7, or 0 to 9 and A to F for a hexadecimal code)
octal-code-no-move = { $value } allows no move

## What the code allows, in plain words (core/src/octal/plain.rs): octal-rules puts them
## after "may" as $moves. Each is a phrase for that sentence, with no capital and no full stop.
# One kind of move, then the others.
octal-moves-or = { $first }; or { $more }
# Splitting the heap chosen without taking: $into is two, three or both (two or three heaps).
octal-split = split it into { $into ->
        [three] three heaps
        [both] two or three heaps
       *[two] two heaps
    } without taking any counters
# Taking $counters (octal-counters) from the heap chosen. $whole: "only" (the whole heap and
# nothing else), "no" (never the whole heap) or "yes" (the whole heap too); $left: what may be
# left of the heap, octal-left-… as a list.
octal-take = { $whole ->
        [only] take the whole heap if it has { $counters }
        [no] take { $counters } from it if it has more, and what is left { $left }
       *[yes] take { $counters } from it, and what is left { $left }
    }
# $sizes: the numbers of counters as a list (octal-size, octal-size-range, the last of several
# octal-or-size or octal-or-size-range); $most: the largest.
octal-counters = { $sizes } { $most ->
        [one] counter
       *[other] counters
    }
octal-size = { $n }
octal-size-range = { $from } to { $to }
# The last of several numbers, with its "or" (a language may write it by the number).
octal-or-size = or { $n }
octal-or-size-range = or { $from } to { $to }
# A number, then the last one with its "or": $first, then $more.
octal-list-last = { $first } { $more }
octal-left-one = stays one heap
octal-left-two = is split into two heaps
octal-left-three = is split into three heaps
octal-left-two-three = is split into two or three heaps
octal-left-gone = is gone
# A list, "a, b or c": $first, then $more (the rest of the list).
octal-list = { $first }, { $more }
octal-list-or = { $first } or { $more }

## The arithmetic-periodicity test's refusals (core/src/impartial/arithmetic.rs, saltus.rs):
## why a table of a hexadecimal code certifies no G(n + p) = G(n) + s, by the hypothesis that
## failed. n0, p, s (the saltus), G(n), V1, f (the table's arithmetic continuation) and xor
## are notation (docs/impartial.md). $power and $general are the two tests' own refusals.
arith-tried = least period tried: period { $period }, saltus { $saltus } from { $start }: power-of-two test: { $power }; general test: { $general }
arith-no-tail = no tail of the table rises by one constant saltus each period
arith-not-power-of-two = the saltus { $saltus } is not a power of two
arith-saltus-too-large = the saltus { $saltus } is more than { $most }, the largest this test allows
arith-needs-positive = the test needs n0 >= 1, p >= 1 and s >= 1
arith-block-past-table = the table does not reach heap n0 + p = { $heap }
arith-block-value = G({ $heap }) = { $value } is not below the saltus { $saltus } (the test needs every value before heap { $before } below it)
arith-kinds = n0 + p − 1 = { $kinds } kinds of part (the heaps below n0 and the offsets in the period) are more than the { $most } this test enumerates
arith-low-part = the moves that leave three heaps of at least { $start } counters do not reach the low part { $low } with shifts of both parities at offset { $offset } of the period
arith-window = its window needs G up to { $needed } and the table ends at { $end }
arith-not-continued = G({ $heap }) is not G({ $earlier }) + { $saltus }
arith-general-short = the table (to { $end }) is too short: the general test needs G up to { $needed }
arith-coverage-lead = coverage: at heap { $heap }, the value { $value } (below G({ $heap }) = { $g }, at least V1 = { $least }) is the value of no option that leaves one heap of at least { $start } counters and fixed heaps whose values xor below { $below }
arith-coverage-growing = coverage: no option (y, a, a) or (a, a) has the value { $value } (below V1 + s = { $below }) at the heaps of the parity of { $heap }
# $left: the heaps the move leaves, arith-left-one, -two or -three.
arith-exclusion = exclusion fails, so the continuation f is false: from heap { $heap }, the move that takes { $take } { $take ->
        [one] counter
       *[other] counters
    }, leaving { $left }, has the value f({ $heap }) = { $value }
arith-left-one = a heap of { $a }
arith-left-two = heaps of { $a } and { $b }
arith-left-three = heaps of { $a }, { $b } and { $c }
arith-exclusion-far = exclusion fails, so the continuation f is false: from a heap N of more than 2^64 counters, at offset { $offset } of the period, a move that takes { $take } { $take ->
        [one] counter
       *[other] counters
    } has the value f(N)
arith-states = exclusion: the carry automaton passed { $most } states in all, and the test stops there
