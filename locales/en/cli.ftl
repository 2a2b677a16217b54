## The command line's own words (cli/src/help.rs): its help, worded by command and argument
## (cli-<command>-about, cli-<command>-<argument>; cli-arg-<argument> is shared by every
## command that has the argument), its usage errors, and its answers' sentences. Option names
## (--format), values (text, json) and placeholders (<N>, A:B) are notation: keep them.

cli-heading-usage = Usage:
# clap writes a colon right after the headings of the lists (commands, arguments,
# options): end them with a narrow no-break space where your language puts one before ":".
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-arg-help = Print help
cli-arg-version = Print version
cli-help-about = Print this message or the help of the given subcommand(s)
cli-possible-values = [possible values: { $values }]
cli-default-value = [default: { $value }]

cli-about = A games lab: the 14 games of four papers and a tutorial (checker rows, peg solitaire, impartial games, an automaton, Push-*, Candy Collector, tic-tac-toe) solved optimally, counted, verified
cli-after-help = Exit status: 0 success; 1 no solution, no period or an illegal sequence (a one-line reason); 2 a bad argument (a one-line reason); 3 a search gave up at its limit of positions without an answer (peg: “gave up: …”)

cli-arg-format = output format
cli-arg-step = print the move at step I alone, computed in O(1)
cli-arg-at = print the position after K moves (0 to the length), computed without replay
cli-arg-window = with --at: print squares A to B − 1 only (at most 10,000 of them)
cli-arg-count = print the exact number of optimal solutions
cli-arg-all = print every optimal solution

cli-shift-about = Shifting checkers: n black and m white checkers, one hole
cli-shift-n = number of black checkers ({ $min } to { $max })
cli-shift-m = number of white checkers ({ $min } to { $max })
cli-shift-first = which way the first move goes (default: right)

cli-pairs-about = Moving checkers in pairs (Tait's problem): n black and n white checkers, two holes
cli-pairs-n = number of checkers of each colour ({ $min } to { $max }; 1 and 2 have no solution)

cli-catalog-about = Lists the games: ids, parameters and limits, rules (the page's catalog)

cli-grundy-about = Grundy values of a subtraction or octal game, or its certified period
cli-grundy-upto = the largest heap (subtraction: up to 10^7, octal: up to 2^28, set by memory)
cli-grundy-period = print the certified period instead of the values
cli-grundy-at = the value of heap N (0 to 10^18) through the certified period; --upto bounds the tables that look for it
cli-grundy-subtraction-about = a subtraction game: SET like 1,3,4 (amounts 1 to 10,000)
cli-grundy-subtraction-set = the amounts a move may take, like 1,3,4
cli-grundy-subtraction-misere = misère play: print 1 (win) or 0 (lose)
cli-grundy-octal-about = an octal or hexadecimal game in Winning Ways' notation, like 0.07, 4.07 or 0.3F
cli-grundy-octal-code = the game's code, like 0.07
cli-grundy-octal-misere = misère play, by the misère quotient: 1 (win) or 0 (lose) per heap
cli-grundy-octal-heaps = a sum of heaps like 3,4,5: its outcome and every winning move
cli-grundy-grundys-about = Grundy's game: a move splits one heap into two unequal heaps

cli-nim-about = Nim: the outcome and every winning move
cli-nim-heaps = the heaps (1 to 1,000 of them, each up to 2^62)
cli-nim-misere = misère play: who takes the last counter loses

cli-knights-about = The knights game: the outcome and a winning move
cli-knights-size = board side ({ $min } to { $max })
cli-knights-at = the knights' squares X,Y (1 to N each)
cli-knights-variant = which knights move each turn: one, any set, any set but not all (proper), or all of them (who cannot move them all loses)

cli-kinrow-about = K in a row: the outcome and the winning first squares
cli-kinrow-n = number of squares ({ $min } to { $max })
cli-kinrow-k = squares a move marks ({ $min } to { $max })

cli-parity-about = Collect an even (odd) number of objects: the outcome and the winning takes
cli-parity-n = number of objects ({ $min } to { $max })
cli-parity-k = the most objects a move takes ({ $min } to { $max })
cli-parity-odd = the first player wins with an odd total (default: even)

cli-automaton-about = Swap automaton: every 01 becomes 10 at once; the row after M steps or when stable
cli-automaton-cells = the cells, 0 and 1 (at most 10,000,000), or - to read them from stdin
cli-automaton-steps = steps to run (0 to 10^18)
cli-automaton-stable = print the step T at which the row stops changing, then the final row

cli-candy-about = Candy Collector: the most candies from a JSON file of travel times and boxes
cli-candy-file = the JSON file (docs/design.md): {"{"}"travel":[[..]],"boxes":[[time,vertex,candies],..]{"}"} or {"{"}"x":[..],"boxes":[..]{"}"}

cli-push-about = 1-D Push-*: the least energy for the robot to go from square 1 to the last
cli-push-board = the board, . empty and # block (1 to 64 squares, square 1 empty)
cli-push-k = jump length K (2 to 64): jumps of 1..K squares after K-1 walks the same way
cli-push-walk = energy of a walk (0 to 10^9)
cli-push-jump = energy of a jump (0 to 10^9)
cli-push-push = energy of a push (0 to 10^9)

cli-peg-about = Peg solitaire: a solution, the fewest moves, the count of winning sequences
cli-peg-after-help = Exit status: 0 an answer (a solution, the count, or --solvable's word); 1 unsolvable, with the proof in one line; 2 a bad argument; 3 gave up: a search reached its limit of positions (memory) without an answer, named in one line, which proves nothing either way
cli-peg-board = english, french, wiegleb, diamond or triangle4 … triangle8
cli-peg-empty = holes empty at the start, comma-separated (default: the board's classic problem)
cli-peg-finish = where the last peg must stand: a hole or any (default: the board's classic problem)
cli-peg-fewest-moves = a solution with the fewest moves (a chain of jumps by one peg is one move)
cli-peg-count = the exact number of distinct winning jump sequences
cli-peg-solvable = print solvable or unsolvable, exit 0 either way
cli-peg-atlas = every single-vacancy to single-peg problem of the board, classified with its proof
cli-peg-max-positions = give up (exit 3) once a search would hold more than N positions (default, and the most: each search's own limit, 60 to 600 million)

cli-tictactoe-about = Tic-tac-toe: the value, the best moves and the positions minimax and alpha-beta visit
cli-tictactoe-board = nine characters x, o, . row by row (default: the empty board); x moves first
cli-tictactoe-order = the order alpha-beta tries the moves in: natural (1 to 9), centre (centre, corners, edges) or best (best moves first)

cli-run-about = A recorded run of a game's algorithm (the page's show=): its answer and counts
cli-run-game = the game's id (movelab catalog lists them)
cli-run-run = the run's name, as the page's show= takes it (e.g. recursion, memo, table, dead-set)
cli-run-settings = the game's parameters as the page names them, e.g. heap=10 set=1,3,4 misere=1

cli-verify-about = Replays a move list from stdin (a JSON array or whitespace-separated squares)
cli-verify-shift-about = a shifting-checkers move list for n black and m white checkers
cli-verify-pairs-about = a pairs move list for n checkers of each colour
cli-verify-peg-about = a peg-solitaire jump list (d2-d4 …) for one board, start and finish

## Usage errors (clap's, and the values the command line reads)

cli-error-unknown-argument = unexpected argument '{ $arg }'
cli-error-unknown-subcommand = unknown command '{ $name }'
cli-error-missing-value = '{ $arg }' needs a value
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }' (possible values: { $possible })
cli-error-bad-value = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-error-missing-argument = missing required argument: { $args }
cli-error-missing-subcommand = a command is needed: { $possible }
cli-error-no-command = a command is needed (movelab --help lists them)
cli-error-conflict = '{ $arg }' cannot be used with '{ $prior }'
cli-error-repeated = '{ $arg }' cannot be given more than once
cli-error-too-many-values = unexpected value '{ $value }' for '{ $arg }': no more were expected
cli-error-number-of-values = '{ $arg }' takes { $expected } { $expected ->
        [one] value
       *[other] values
    }, not { $given }
cli-error-no-equals = '{ $arg }' needs an equals sign before its value
cli-error-not-utf8 = an argument is not valid UTF-8
cli-error-other = the arguments could not be read ({ $reason })
cli-error-did-you-mean = { $error }; did you mean '{ $suggestion }'?
cli-value-steps-too-many = { $value } steps is more than the limit of 10^18
cli-value-outside = { $value } is outside { $min } to { $max }
cli-value-not-window = '{ $value }' is not a window A:B

## The answers' sentences and the command line's own refusals

cli-value-unknown = the value is not known
cli-first-with-all = --first does not go with --count or --all: they cover both directions
cli-pairs-hypothesis = note: above n = { $max } this count assumes Hypothesis W (checked against the exhaustive counter to n = { $max }, not proved; docs/pairs-counts.md)
cli-step-range = step must be from 1 to { $length }, not { $step }
cli-list-too-long = the solution has { $length } moves, more than the { $max } that can be listed; ask for single moves with --step I
cli-at-range = --at must be from 0 to { $length }, not { $at }
cli-no-csv = { $what } prints text or json, not csv
cli-no-position-formula = this solution has no position formula
cli-window-range = --window { $window } must have A < B <= { $squares } (the squares are 0 to { $last })
cli-window-too-wide = --window { $window } has { $count } squares, more than the { $max } printed
cli-all-too-many = there are { $count } optimal solutions of { $length } moves each, more than the { $max } numbers --all prints; use --count
cli-verify-too-large = verify lays the board out in memory: at most { $max } squares, not { $squares }
cli-verify-illegal = step { $step }: { $why }
cli-verify-optimal = solved in { $moves } { $moves ->
        [one] move
       *[other] moves
    }, which is optimal
cli-verify-not-optimal = solved in { $moves } { $moves ->
        [one] move
       *[other] moves
    }; the optimum is { $best }
cli-verify-solved = solved in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
cli-verify-missed = all { $moves } moves are legal, but they do not end at the goal
cli-stdin-not-squares = stdin is not a JSON array of square numbers
cli-stdin-not-json = stdin is not valid JSON (line { $line }, column { $column })
cli-stdin-no-array = the JSON object on stdin has no "{ $name }" array
cli-stdin-moves-not-squares = "moves" is not an array of square numbers
cli-stdin-bad-move = move { $step } on stdin: { $why }
cli-peg-positions-zero = a search holds at least one position: give 1 or more
cli-peg-positions-not-whole = '{ $value }' is not a whole number of positions
cli-peg-unsolvable = unsolvable: { $why }
cli-peg-no-line = an exhaustive search found no line of jumps that reaches the finish
cli-peg-gave-up = gave up: { $why }: try fewer pegs
cli-peg-limit-budget = the search expanded { $positions } positions, its limit, without an answer
cli-peg-limit-dead = the search remembered { $positions } dead positions, its limit, without an answer
cli-peg-limit-both = the search from both ends would hold more than { $held } positions (about { $memory } GB of memory), its limit, and the depth-first search remembered { $dead } dead positions, its limit, without an answer
cli-peg-empty-blank = --empty '{ $empty }' has an empty hole name: list holes such as d4,d5 with one comma between two
cli-peg-empty-too-many = --empty lists { $count } holes; the { $board } board has { $holes }
cli-peg-no-peg = every hole is empty: there is no peg to play
cli-peg-stdin-not-jumps = stdin is not a list of jumps such as "d2-d4"
cli-peg-stdin-bad-jump = jump { $step } on stdin, '{ $jump }': { $why }
cli-peg-verify-solved = solved in { $jumps } { $jumps ->
        [one] jump
       *[other] jumps
    }, { $moves } { $moves ->
        [one] move
       *[other] moves
    }
cli-peg-verify-missed = all { $jumps } jumps are legal, but they do not leave one peg on the finish
cli-heap-past-limit = heap { $heap } is more than the limit of 10^18
cli-csv-rows-only = --format csv is for the checker rows; use text or json
cli-give-upto-at-period = give --upto N, --at N or --period
cli-give-upto-at = give --upto N or --at N
cli-give-upto-or-heaps = give --upto N (or --heaps H,H,…)
cli-no-period = no period up to { $upto }
cli-no-arithmetic-period = no period up to { $upto }, nor a certified arithmetic period ({ $why })
cli-grundys-no-period = --period: no periodicity theorem for Grundy's game is implemented (none is known to hold); use --upto N or --at N
cli-grundys-past-table = no period certified for Grundy's game, and heap { $heap } is past the largest table ({ $most })
cli-heaps-count = give 1 to { $max } heaps, not { $count }
cli-heaps-alone = --heaps takes neither --period nor --upto
cli-heaps-past-limit = heap { $heap } in --heaps is more than the limit of { $max } heaps for { $code }
cli-misere-no-period = --period is for normal play; a misère octal game has --upto N or --heaps
cli-cannot-read = cannot read '{ $path }': { $why }
cli-push-smaller = { $why }: try a smaller board
cli-push-unreachable = the robot cannot reach the last square: no sequence of moves gets there

cli-peg-atlas-unsolvable = { $vacancy } -> { $finish }: unsolvable: { $why }
cli-peg-atlas-undecided = { $vacancy } -> { $finish }: undecided: { $why }
cli-peg-atlas-others = every other problem: unsolvable, the start and the finish are in different position classes (rule of three)

cli-period = preperiod { $preperiod } period { $period }
cli-period-saltus = preperiod { $preperiod } period { $period } saltus { $saltus }
cli-heap-in-preperiod = heap { $heap } is in the preperiod
cli-heap-in-period = heap { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset }: the value of heap { $same }
cli-heap-in-period-saltus = heap { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset }: the value of heap { $same } plus { $cycle } × { $saltus }
cli-arithmetic-periodic = arithmetic-periodic: G(n + { $period }) = G(n) + { $saltus } for every n >= { $preperiod }, certified by an arithmetic-periodicity test proved here (docs/impartial.md) on G up to { $last }
cli-no-period-heap = no period certified up to { $upto }, and heap { $heap } is past it

cli-catalog-whole = { $name } from { $min } to { $max } (page: to { $page })
cli-catalog-text = { $name } text of at most { $most } { $most ->
        [one] character
       *[other] characters
    }
cli-catalog-speed = page speed: { $min } to { $max } moves a second, { $default } by default

# The placeholders of a usage line: [OPTIONS] stands for any options, <COMMAND> for a command.
cli-usage-options = OPTIONS
cli-usage-command = COMMAND

cli-run-not-pair = { $pair } is not NAME=VALUE
cli-run-no-param = { $game } has no parameter { $name }: its parameters are { $params }
cli-run-bad-value = { $name }={ $value }: { $why }
cli-run-out-of-range = { $name } must be from { $min } to { $max }, not { $value }
cli-run-not-flag = { $name } must be 1 or 0, not { $value }
cli-run-no-game = there is no game { $game }: the games are { $first } and { $last }

cli-peg-on-disk = decide by the search from both ends with its layers on disk in DIR, resumed there after a stop (a problem whose reversal is an image of itself)
cli-peg-memory = the memory the on-disk search sorts in, in GB (default 4)
cli-peg-memory-not-positive = '{ $value }' is not a number of GB greater than 0 and at most 1024
cli-peg-disk-resumed = resuming after layer { $layer }, found complete in { $dir }
cli-peg-disk-layer = layer { $layer } of { $of }: { $positions } positions, { $megabytes } MB on disk, { $elapsed } elapsed, about { $left } left (fnv1a64 { $hash })
cli-peg-disk-meeting = meeting the children of layer { $a } with the complements of layer { $b }
cli-peg-disk-impossible = exhaustive search from both ends, its layers on disk: { $forward } positions of { $pegs } pegs reachable from the start, { $backward } of { $fewer } pegs that can still reach the finish, and no jump from one of the first to one of the second
cli-peg-disk-died-out = exhaustive search from both ends, its layers on disk: no position of { $pegs } pegs is reachable from the start and can still reach the finish
peg-disk-not-one-side = --on-disk takes one empty hole and a finish that a symmetry of the board swaps with it (such as the same hole: wiegleb e1 to e1), where the search from the finish is the search from the start
cli-peg-disk-dir = --on-disk '{ $dir }' is neither an empty directory nor one a search on disk left: make an empty one first (mkdir)
peg-disk-other-problem = { $path } holds the layers of another problem: give an empty directory, or the one of this problem
peg-disk-io = { $path }: { $why }
