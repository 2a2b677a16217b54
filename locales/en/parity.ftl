## Collect an even number: what the page, the element, the worksheet and the command line say of it.

parity-title = Collect an even number
parity-tagline = Take 1 to K objects; the player who ends with an even total wins.
parity-intro = Two players take turns taking a few objects from a pile and keep what they take; { $odd-key ->
        [on] the first player wants an odd number at the end.
       *[other] the first player wants an even number at the end.
    }
parity-rules = A pile of { $n } { $n ->
        [one] object
       *[other] objects
    }. Players take turns removing { $k ->
        [1] 1 object at a time
       *[other] 1 to { $k } of them
    } and keep what they take. When the pile is empty, the first player wins if their total is even (odd with the option), else the second player wins.
parity-heading = Collect an { $odd-key ->
        [on] odd
        *[other] even
    } number from a pile of { $n }, taking 1 to { $k } a turn

parity-param-n = Objects (N)
parity-param-k = Most per move (K)
parity-param-odd = Collect an odd number
parity-param-first = Who starts
parity-param-first-you = You
parity-param-first-computer = The computer

parity-task-win = Win against the computer, which plays perfectly.

## play: the explorer's rows and note (core/src/parity/versus.rs).
parity-row-even = needs even
parity-row-odd = needs odd
parity-note = 1: the player to move wins with n objects left when they still need to collect a total of that parity from the pile; 0: they lose (the paper's DP).

## The refusal of a pile or a most taken out of range ($name is n or k).
parity-range = { $name ->
        [n] N
       *[other] K
    } must be from 1 to { $most }, not { $value }
