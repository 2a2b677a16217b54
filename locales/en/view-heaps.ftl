## The heaps view (www/views/heaps.js) and the facts the core gives it for the heap games
## (core/src/impartial): subtraction, octal, Nim, Grundy's game, K in a row, even/odd.

## Whose turn, and what the position's value says. $who is "you" or "computer"; $kind is
## "sum" (Grundy values, which add by xor), "won" or "lost" (1 won, 0 lost).
heaps-status-you-win = No move is left: you win.
heaps-status-computer-wins = No move is left: the computer wins.
heaps-status-your-move = Your move.
heaps-status-thinking = The computer is thinking.
heaps-insight-unknown = The position's value is not known.
heaps-insight-over-value = The position has value { $value }.
heaps-insight-over = The game is over.
heaps-insight-can-win = { $kind ->
        [sum] The position has value { $value }
        [lost] The position is lost for the player to move
       *[won] The position is won for the player to move
    }: { $who ->
        [you] you can
       *[computer] the computer can
    } win by moving to a position of value 0.
heaps-insight-loses = { $kind ->
        [sum] The position has value { $value }: every move { $who ->
            [you] you have
           *[computer] the computer has
        } leaves a position of nonzero value, so { $who ->
            [you] you lose
           *[computer] the computer loses
        } against perfect play.
        [lost] The position is lost for the player to move: every move { $who ->
            [you] you have
           *[computer] the computer has
        } leaves a won position for the opponent, so { $who ->
            [you] you lose
           *[computer] the computer loses
        } against perfect play.
       *[won] The position is won for the player to move: every move { $who ->
            [you] you have
           *[computer] the computer has
        } leaves a won position for the opponent, so { $who ->
            [you] you lose
           *[computer] the computer loses
        } against perfect play.
    }

## Why a move wins or not (beside each move when values are shown).
heaps-why-unknown = its value is not known
heaps-why-wins = wins: it moves to a position of value 0, so whoever moves next loses against perfect play
heaps-why-does-not-win = does not win: it moves to a position of value { $value }, not 0, and from there the opponent can move to value 0
heaps-why-wins-lost = wins: it moves to a lost position (value 0), so whoever moves next loses against perfect play
heaps-why-does-not-win-won = does not win: it moves to a won position (value 1) for the opponent
heaps-why-part-wins = part of the winning turn: this heap goes from remoteness { $from } to { $to }; with every heap moved one less, the least remoteness is even, a lost position for the opponent
heaps-why-part-not-this = leaves this heap at remoteness { $to }: the winning turn moves every heap to one less than its remoteness, { $wanted } here
heaps-why-part-loses = leaves this heap at remoteness { $to }: every turn loses here (the least remoteness is even); moving each heap to one less lasts longest

## A heap too large to draw as counters: where it stands in the certified period.
heaps-place-table = { $n } counters, too many to draw: its value is read from the table
period-place-before = { $n } is before the period, which starts at heap { $start }: its value is its own
period-place = { $n } = { $start } + { $cycle } × { $period } + { $offset }, so it has the value of heap { $like }{ $saltus ->
        [0] { "" }
       *[other] { " " }plus { $cycle } × { $saltus }
    }
## A certified period (the explorer, and the command line's JSON "certificate").
period-checked = G(n + { $period }) = G(n) was checked for every n from { $start } to { $last }; by the periodicity theorem this holds for every n >= { $start }.
period-checked-saltus = G(n + { $period }) = G(n) + { $saltus } was checked for every n from { $start } to { $last }; by an arithmetic-periodicity test for hexadecimal games proved in this project (in Howse–Nowakowski's setting; its hypotheses were checked) this holds for every n >= { $start }.

## The explorer's rows and notes.
heaps-row-g = G(n)
heaps-row-misere = misère: 1 won, 0 lost
heaps-row-misere-one = misère, one heap: 1 won, 0 lost
heaps-row-remoteness = remoteness of one heap
heaps-note-every-heap = Every heap moves at each turn, and whoever cannot move them all loses. A heap's remoteness counts the moves it lasts when its winner hurries and its loser delays; the heaps together last as long as the least of them (Smith, Winning Ways ch. 9), so the player to move wins when the least remoteness is odd.
# $game is the id of the game an octal code plays (kinrow); $then the certificate or note.
heaps-code-of = { $game ->
       *[kinrow] K in a row is the octal game { $code }.
    } { $then }

## Settings or moves the page refuses.
heaps-no-game = there is no game '{ $game }'
heaps-not-a-heap-game = { $game } is not a heap game
heaps-bad-first = first must be you or computer, not '{ $value }'
heaps-not-drawn = the page draws heaps of at most { $most } counters, not { $heap }
heaps-misere-and-all = misère play is offered with one heap moving at a time, not with every heap moving
heaps-no-option = there is no option { $option } here: { $legal ->
        [one] 1 move is legal
       *[other] { $legal } moves are legal
    }
heaps-one-option = a move here is one option, not { $count } of them
heaps-no-part = there is no option { $option } here: the heaps have { $options } options in all
heaps-move-illegal = the move { $notation } cannot be played: { $why }
heaps-record-too-long = a record holds at most { $most } of your moves, not { $count }
heaps-record-bad-move = '{ $text }' is not a move number: a record is move numbers from 1 joined by dots (and, where every heap moves, one turn's by dashes)
heaps-record-turn-too-long = a turn of a record joins at most { $most } moves, not { $count }
heaps-replay-over = the game is over before your move { $turn }
heaps-replay-refused = your move { $turn } cannot be played: { $why }
heaps-replay-illegal = your move { $turn } cannot be played: { $why }

## Every heap moving: its table's limit and a turn it refuses (core/src/impartial/conjunctive.rs).
heaps-every-table-limit = with every heap moving, a table goes up to heap { $most }, not { $upto }
heaps-every-count = every heap moves once at each turn: { $heaps ->
        [one] there is 1 heap
       *[other] there are { $heaps } heaps
    }, and this turn has { $moved ->
        [one] 1 move
       *[other] { $moved } moves
    }
heaps-every-twice = heap { $heap } moves twice in this turn, but every heap moves once
heaps-every-no-option = that move is not possible on heap { $heap }
## A value read through an arithmetic period that no whole number of the lab holds.
period-value-past-limit = the value of heap { $heap } is past 2^64, too large to compute (it grows by { $saltus } every { $period } heaps)

## The view's own words (www/views/heaps.js, heaps-draw.js). $move is a move's notation
## (heap 1: 3 → 1), shown as it is; $piece is "square" (K in a row's row) or "counter".
heaps-undo = Undo
heaps-new-game = New game
heaps-show-all = Show every move
heaps-show-values = Show values
heaps-your-moves = Your moves
heaps-your-answers = Your answers
heaps-settings = Game and position
heaps-play-this = Play this
# An option of a setting offered as a list: who starts, and how many heaps move each turn.
heaps-choice = { $option ->
        [you] you
        [computer] the computer
        [one] one
        [all] all
       *[other] { $option }
    }
heaps-how-solved = How it is solved
heaps-explorer-title = The values G(n)
heaps-g-meaning = G(n) is the value of a heap of n counters: 0 when the player to move loses if both play perfectly, and otherwise the smallest number that no single move reaches.
heaps-explorer-label = The values G(n), ten to a line
heaps-worksheet = A printable worksheet of this table
heaps-worksheet-tail = (A4 or Letter): fill in the values, with the answers on a page of their own.
# The even/odd game's totals on the drawing: whose, how many, and their parity.
heaps-canvas-total = { $who ->
        [you] You
       *[computer] Computer
    }: { $total } ({ $parity ->
        [odd] odd
       *[even] even
    })
heaps-too-many-to-draw = too many to draw
heaps-settings-refused = These settings of { $game } were refused: { $reason }. The page uses the defaults instead.
heaps-link-moves-refused = The link's moves={ $moves } could not all be played again: { $reason }. The game goes on from the move before.
heaps-over-restart = The game is over: restart it to move again.
heaps-computer-turn = It is the computer's turn.
heaps-still-working = The game is still being worked out: try again in a moment.
heaps-not-a-move = { $text } is not a move from here; the moves include { $some }.
heaps-you-moved = You: { $move }.
heaps-computer-moved = The computer: { $move }.
heaps-taken-back = Your last move was taken back.
heaps-after-heaps = Heaps { $heaps }.
heaps-after-row = Row { $row }.
heaps-where-row = Row of { $squares } squares, { $occupied } occupied.
heaps-totals = You have { $you }, the computer { $computer }.
heaps-keys = { $piece ->
        [square] Arrow keys choose a square, Enter plays there.
        [heap] Arrow keys choose a heap, Enter lists its moves.
       *[counter] Arrow keys choose a counter, Enter takes from there.
    }
heaps-place = Heap { $heap }: { $place }.
# $heaps is a list of heap numbers (1 and 3), $count how many.
heaps-part-chosen = { $move } chosen. Now choose a move for { $count ->
        [one] heap { $heaps }
       *[other] heaps { $heaps }
    }.
heaps-moves-from-heap = { $count } moves take from heap { $heap }: choose one below.
heaps-no-move-from-heap = No move takes from this heap.
heaps-moves-from-there = { $piece ->
        [square] { $count } moves cover that square: choose one below.
       *[counter] { $count } moves take from there: choose one below.
    }
heaps-no-move-from-there = { $piece ->
        [square] No move covers that square.
       *[counter] No move takes from there.
    }
heaps-hint = { $piece ->
        [square] Click a square (or, on the drawing, arrow keys then Enter), or choose a move:
        [heap] Click a heap (or, on the drawing, arrow keys then Enter) to list its moves, or choose a move:
       *[counter] Click a counter (or, on the drawing, arrow keys then Enter), or choose a move:
    }
heaps-every-heap = Every heap moves: choose one move for each heap, and the turn is played when each has one.
# Beside a move when values are shown: what it leaves ($result, "none" for nothing), its
# value or remoteness ($kind), and why it wins or not ($why).
heaps-move-why = → { $result ->
        [none] nothing
       *[other] { $result }
    }, { $kind ->
        [remoteness] remoteness { $value }
       *[value] value { $value }
    }: { $why }
heaps-unlisted = { $piece ->
        [square] { $count ->
            [one] { $count } more move is not listed: choose a square on the board to list the moves that cover it.
           *[other] { $count } more moves are not listed: choose a square on the board to list the moves that cover it.
        }
        [heap] { $count ->
            [one] { $count } more move is not listed: choose a heap on the board to list its moves.
           *[other] { $count } more moves are not listed: choose a heap on the board to list its moves.
        }
       *[counter] { $count ->
            [one] { $count } more move is not listed: choose a counter on the board to list the moves that take from it.
           *[other] { $count } more moves are not listed: choose a counter on the board to list the moves that take from it.
        }
    }
heaps-group-title = Heap { $heap } ({ $counters ->
        [one] 1 counter
       *[other] { $counters } counters
    }): { $chosen }
heaps-group-choose = choose one
heaps-group-chosen = chosen: { $move }
heaps-go-to = Go to
heaps-jump-heap = heap { $heap }{ $chosen ->
        [yes] { " " }(chosen)
       *[no] { "" }
    }
heaps-check-answers = Check my answers
heaps-answers-score = { $right } of { $total } right. The table below gives every value.
heaps-answers-title = Your answers: G(0) to G({ $last })
heaps-answers-intro = G(n) is the value of one heap of n counters: 0 when the player to move loses, and otherwise the smallest number that is not the value of a position one move away. Write each value, then check them.
heaps-cert-period = Preperiod { $start }, period { $period }.
# The explorer's plot, for screen readers; $periodic is "yes" when a period is marked.
heaps-plot-label = { $row } against n, for n = 0 to { $last }, as points{ $periodic ->
        [yes] ; the preperiod (n below { $start }) shaded, the first period (n = { $start } to { $end }) outlined
       *[no] { "" }
    }. The table below gives every value.
heaps-table-caption = { $row }, n = 0 to { $last }
heaps-legend = Shaded: the preperiod (n below it). Outlined: the first period, which repeats from there on.

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (heap 1: 3 → 1).
heaps-move-heap = heap { $heap }: { $what }
heaps-move-take = take { $take }
heaps-move-take-leave = take { $take }, leave { $count ->
        [0] none
        [1] { $a }
        [2] { $a } and { $b }
       *[other] { $a }, { $b } and { $c }
    }
heaps-move-to = { $from } → { $count ->
        [1] { $a }
        [2] { $a } and { $b }
       *[other] { $a }, { $b } and { $c }
    }
heaps-move-split = split into { $a } and { $b }
heaps-move-squares = { $k ->
        [1] square { $first }
       *[other] squares { $first }–{ $last }
    }
heaps-move-each = { $first }; { $then }
