//! The `movelab` command line (docs/design.md): a subcommand per game of the catalog (the
//! checker rows' solutions, steps in O(1), counts and `verify`; peg solitaire; the impartial
//! games' values, periods and winning moves; the automaton, Push-*, Candy Collector and
//! tic-tac-toe), `catalog` and `run`. It parses and prints; every answer comes from the core.

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use fluent_bundle::FluentValue;
use movelab::catalog::{GameInfo, Kind};
use movelab::pairs::construction::PairsSolution;
use movelab::pairs::{self, Pairs};
use movelab::shift::ShiftSolution;
use movelab::shift::{self, Direction, Shift};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

mod automaton;
mod candy;
mod catalog;
mod help;
mod impartial;
mod octal_sum;
mod peg;
mod push;
mod rows;
mod run;
mod tictactoe;
mod words;

use rows::{answer, verify, Header};
use words::words;

#[derive(Parser)]
// Its about text, its arguments' help and its headings come from locales/<lang>/cli.ftl
// (help.rs), in the language of LANG.
#[command(name = "movelab", version)]
#[command(args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Shifting checkers: n black and m white checkers, one hole
    Shift {
        #[arg(value_parser = side, allow_negative_numbers = true)]
        n: u64,
        #[arg(value_parser = side, allow_negative_numbers = true)]
        m: u64,
        /// which way the first move goes [default: right]
        #[arg(long, value_enum)]
        first: Option<First>,
        #[command(flatten)]
        query: Query,
    },
    /// Moving checkers in pairs (Tait's problem): n black and n white checkers, two holes
    Pairs {
        #[arg(value_parser = whole, allow_negative_numbers = true)]
        n: u64,
        #[command(flatten)]
        query: Query,
    },
    /// Lists the games: ids, parameters and limits, rules (the page's catalog)
    Catalog {
        /// output format
        #[arg(long, value_enum, default_value_t = catalog::CatalogFormat::Text)]
        format: catalog::CatalogFormat,
    },
    /// Grundy values of a subtraction or octal game, or its certified period
    Grundy(impartial::GrundyArgs),
    /// Nim: the outcome and every winning move
    Nim(impartial::NimArgs),
    /// The knights game: the outcome and a winning move
    Knights(impartial::KnightsArgs),
    /// K in a row: the outcome and the winning first squares
    Kinrow(impartial::KinrowArgs),
    /// Collect an even (odd) number of objects: the outcome and the winning takes
    Parity(impartial::ParityArgs),
    /// Swap automaton: every 01 becomes 10 at once; the row after M steps or when stable
    Automaton {
        /// the cells, 0 and 1 (at most 10000000), or - to read them from stdin
        cells: String,
        /// steps to run (0 to 10^18)
        #[arg(long, value_parser = steps, allow_negative_numbers = true, conflicts_with = "stable", required_unless_present = "stable")]
        steps: Option<u64>,
        /// print the step T at which the row stops changing, then the final row
        #[arg(long)]
        stable: bool,
    },
    /// Candy Collector: the most candies from a JSON file of travel times and boxes
    Candy {
        /// the JSON file (docs/design.md): {"travel":[[..]],"boxes":[[time,vertex,candies],..]} or {"x":[..],"boxes":[..]}
        file: String,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// 1-D Push-*: the least energy for the robot to go from square 1 to the last
    Push {
        /// the board, . empty and # block (1 to 64 squares, square 1 empty)
        board: String,
        /// jump length K (2 to 64): jumps of 1..K squares after K-1 walks the same way
        #[arg(long, value_parser = whole, allow_negative_numbers = true)]
        k: u64,
        /// energy of a walk (0 to 10^9)
        #[arg(long, default_value = "1", value_parser = whole, allow_negative_numbers = true)]
        walk: u64,
        /// energy of a jump (0 to 10^9)
        #[arg(long, default_value = "1", value_parser = whole, allow_negative_numbers = true)]
        jump: u64,
        /// energy of a push (0 to 10^9)
        #[arg(long, default_value = "1", value_parser = whole, allow_negative_numbers = true)]
        push: u64,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// Peg solitaire: a solution, the fewest moves, the count of winning sequences
    Peg(peg::PegArgs),
    /// Tic-tac-toe: the value, the best moves and the positions minimax and alpha-beta visit
    Tictactoe(tictactoe::TicTacToeArgs),
    /// A recorded run of a game's algorithm (the page's show=): its answer and counts
    Run(run::RunArgs),
    /// Replays a move list from stdin (a JSON array or whitespace-separated squares)
    Verify {
        #[command(subcommand)]
        puzzle: VerifyPuzzle,
    },
}

#[derive(Subcommand)]
enum VerifyPuzzle {
    /// a shifting-checkers move list for n black and m white checkers
    Shift {
        #[arg(value_parser = side, allow_negative_numbers = true)]
        n: u64,
        #[arg(value_parser = side, allow_negative_numbers = true)]
        m: u64,
    },
    /// a pairs move list for n checkers of each colour
    Pairs {
        #[arg(value_parser = whole, allow_negative_numbers = true)]
        n: u64,
    },
    /// a peg-solitaire jump list (d2-d4 …) for one board, start and finish
    Peg(peg::Problem),
}

#[derive(Args)]
struct Query {
    /// output format
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// print the move at step I alone, computed in O(1)
    #[arg(long, value_name = "I", value_parser = whole, allow_negative_numbers = true,
          conflicts_with_all = ["count", "all"])]
    step: Option<u64>,
    /// print the position after K moves (0 to the length), computed without replay
    #[arg(long, value_name = "K", value_parser = whole, allow_negative_numbers = true,
          conflicts_with_all = ["step", "count", "all"])]
    at: Option<u64>,
    /// with --at: print squares A to B − 1 only (at most 10000 of them)
    #[arg(long, value_name = "A:B", value_parser = window, requires = "at")]
    window: Option<(u64, u64)>,
    /// print the exact number of optimal solutions
    #[arg(long, conflicts_with = "all")]
    count: bool,
    /// print every optimal solution
    #[arg(long)]
    all: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum First {
    Right,
    Left,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
    Csv,
}

/// A bad argument or input: exit status 2 with this one line.
struct Usage(String);

/// What a run ends with besides success.
enum Failure {
    Usage(String),
    /// `verify` found an illegal or unfinished sequence: exit status 1.
    Rejected(String),
    /// A search stopped at its limit of positions without an answer: exit status 3, so that
    /// a script can tell "try again with more" from "no" (1) and from "wrong" (2).
    GaveUp(String),
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

/// A refusal of the core (a fact), worded in the reader's language.
impl From<movelab::message::Message> for Usage {
    fn from(fact: movelab::message::Message) -> Usage {
        Usage(words::words().fact(&fact))
    }
}

impl From<Usage> for Failure {
    fn from(u: Usage) -> Failure {
        Failure::Usage(u.0)
    }
}

/// A whole number; the core's `text::whole` judges it, the refusal is worded here.
fn whole(s: &str) -> Result<u64, String> {
    movelab::text::whole(s).map_err(|why| words::words().fact(&why))
}

/// The range of a whole-number parameter, as the catalog declares it.
fn range(info: &GameInfo, name: &str) -> (u64, u64) {
    match info.param(name).map(|p| p.kind) {
        Some(Kind::Whole { min, max, .. }) => (min, max),
        // Not a whole number in the catalog: no range to check here.
        _ => (0, u64::MAX),
    }
}

/// A whole number up to `max`; past it (2^64 and beyond included) `refusal` says why.
fn whole_at_most(s: &str, max: u64, refusal: impl Fn() -> String) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(v) if v <= max => Ok(v),
        Ok(_) => Err(refusal()),
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => Err(refusal()),
        Err(_) => whole(s),
    }
}

/// Steps of the automaton: 0 to 10^18.
fn steps(s: &str) -> Result<u64, String> {
    whole_at_most(s, 1_000_000_000_000_000_000, || {
        words().get(
            "cli-value-steps-too-many",
            &[("value", FluentValue::from(s))],
        )
    })
}

/// A side of shifting checkers, in the catalog's range (both sides share it).
fn side(s: &str) -> Result<u64, String> {
    let (min, max) = range(&shift::INFO, "n");
    let outside = || {
        let args = [
            ("value", FluentValue::from(s)),
            ("min", FluentValue::from(min.to_string())),
            ("max", FluentValue::from(max.to_string())),
        ];
        words().get("cli-value-outside", &args)
    };
    match whole_at_most(s, max, outside)? {
        v if v < min => Err(outside()),
        v => Ok(v),
    }
}

/// `A:B`, a half-open range of squares; checked against the board once it is known.
fn window(s: &str) -> Result<(u64, u64), String> {
    let (a, b) = s
        .split_once(':')
        .ok_or_else(|| words().get("cli-value-not-window", &[("value", FluentValue::from(s))]))?;
    Ok((whole(a)?, whole(b)?))
}

fn main() -> ExitCode {
    let parsed = help::worded(Cli::command(), words())
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => return usage_error(help::usage_error(&e, words())),
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(reason)) => usage_error(reason),
        Err(Failure::Rejected(reason)) => {
            complain(&reason);
            ExitCode::from(1)
        }
        Err(Failure::GaveUp(reason)) => {
            complain(&reason);
            ExitCode::from(3)
        }
        // A reader that stops early (`| head`) is not an error of ours.
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(e)) => {
            eprintln!("movelab: {e}");
            ExitCode::from(2)
        }
    }
}

fn usage_error(reason: String) -> ExitCode {
    complain(&reason);
    ExitCode::from(2)
}

/// The one line on stderr. A value quoted in the reason may hold a newline or a tab (a
/// board given as "x\no"): control characters are written as escapes (`\n`), so the
/// reason stays one line, as docs/design.md promises.
fn complain(reason: &str) {
    let line: String = reason
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    eprintln!("movelab: {line}");
}

fn run(cli: Cli) -> Result<(), Failure> {
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    match cli.command {
        Command::Shift { n, m, first, query } => run_shift(&mut out, n, m, first, &query),
        Command::Pairs { n, query } => run_pairs(&mut out, n, &query),
        Command::Catalog { format } => catalog::print(&mut out, format).map_err(Failure::from),
        Command::Grundy(args) => impartial::grundy(&mut out, args),
        Command::Nim(args) => impartial::nim(&mut out, args),
        Command::Knights(args) => impartial::knights(&mut out, args),
        Command::Kinrow(args) => impartial::kinrow(&mut out, args),
        Command::Parity(args) => impartial::parity(&mut out, args),
        Command::Automaton {
            cells,
            steps,
            stable,
        } => automaton::run(&mut out, &cells, steps, stable),
        Command::Candy { file, format } => candy::run(&mut out, &file, format),
        Command::Push {
            board,
            k,
            walk,
            jump,
            push,
            format,
        } => push::run(
            &mut out,
            &board,
            k,
            push::Costs { walk, jump, push },
            format,
        ),
        Command::Peg(args) => peg::run(&mut out, args),
        Command::Tictactoe(args) => tictactoe::run(&mut out, args),
        Command::Run(args) => run::run(&mut out, args),
        Command::Verify { puzzle } => run_verify(&mut out, puzzle),
    }?;
    out.flush()?;
    Ok(())
}

/// `shift n m`: the listing, step, position, count or every solution asked for.
fn run_shift(
    out: &mut impl Write,
    n: u64,
    m: u64,
    first: Option<First>,
    query: &Query,
) -> Result<(), Failure> {
    let puzzle = Shift::new(n, m).map_err(Usage::from)?;
    if (query.count || query.all) && first.is_some() {
        return Err(Usage(words().fact(&movelab::fact!("cli-first-with-all"))).into());
    }
    let first = match first {
        Some(First::Left) => Direction::Left,
        Some(First::Right) | None => Direction::Right,
    };
    let header = Header {
        puzzle: "shift",
        n,
        m: Some(m),
        first: Some(first),
    };
    let solution = ShiftSolution::new(puzzle, first);
    answer(
        out,
        query,
        header,
        &solution,
        || solution.moves(),
        || shift::count::count(puzzle).map(|c| c.to_string()),
        || shift::search::all_optimal(puzzle),
    )
}

/// `pairs n`: the listing, step, position, count or every solution asked for.
fn run_pairs(out: &mut impl Write, n: u64, query: &Query) -> Result<(), Failure> {
    let puzzle = Pairs::new(n).map_err(Usage::from)?;
    let header = Header {
        puzzle: "pairs",
        n,
        m: None,
        first: None,
    };
    let solution = PairsSolution::new(puzzle);
    answer(
        out,
        query,
        header,
        &solution,
        || solution.moves(),
        || {
            let count = pairs::structure::count_solutions(puzzle)?;
            if n > pairs::count::COUNT_MAX_N {
                // Past the exhaustive counter the structural count rests on a hypothesis:
                // the integer stays alone on stdout, the caveat goes to stderr.
                let note = movelab::fact!("cli-pairs-hypothesis", max = pairs::count::COUNT_MAX_N);
                eprintln!("{}", words().fact(&note));
            }
            Ok(count.to_string())
        },
        || pairs::search::all_optimal(puzzle),
    )
}

/// `verify`: the move list on stdin checked against the puzzle named.
fn run_verify(out: &mut impl Write, puzzle: VerifyPuzzle) -> Result<(), Failure> {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input)?;
    match puzzle {
        VerifyPuzzle::Shift { n, m } => {
            verify(out, &Shift::new(n, m).map_err(Usage::from)?, &input)
        }
        VerifyPuzzle::Pairs { n } => verify(out, &Pairs::new(n).map_err(Usage::from)?, &input),
        VerifyPuzzle::Peg(problem) => peg::verify(out, &problem, &input),
    }
}
