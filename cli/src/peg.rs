//! `movelab peg` and `movelab verify peg`: a solution, the fewest moves, the exact count or
//! the bare verdict for one board, start and finish, all from the core's `peg` module.

use crate::words::words;
use crate::{Failure, Format, Usage};
use clap::Args;
use movelab::fact;
use movelab::game::{replay, Notation};
use movelab::message::Message;
use movelab::peg::classify::{self, single_vacancy_capped, Verdict};
use movelab::peg::disk::{self, Digest, OnDisk, Progress};
use movelab::peg::fewest::{fewest_capped, moves_of, MAX_HELD};
use movelab::peg::reason::Reason;
use movelab::peg::solve::{solve_limited, Answer, MAX_DEAD, MEET_BYTES_PER_HELD, MEET_HELD};
use movelab::peg::{count, Board, Finish, Jump, Peg};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct Problem {
    /// english, french, wiegleb, diamond or triangle4 … triangle8
    #[arg(long, default_value = "english")]
    board: String,
    /// holes empty at the start, comma-separated (default: the board's classic problem)
    #[arg(long, value_name = "HOLES")]
    empty: Option<String>,
    /// where the last peg must stand: a hole or any (default: the board's classic problem)
    #[arg(long, value_name = "HOLE|any")]
    finish: Option<String>,
}

#[derive(Args)]
pub struct PegArgs {
    #[command(flatten)]
    problem: Problem,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// a solution with the fewest moves (a chain of jumps by one peg is one move)
    #[arg(long, conflicts_with_all = ["count", "solvable"])]
    fewest_moves: bool,
    /// the exact number of distinct winning jump sequences
    #[arg(long, conflicts_with = "solvable")]
    count: bool,
    /// print solvable or unsolvable, exit 0 either way
    #[arg(long)]
    solvable: bool,
    /// every single-vacancy to single-peg problem of the board, classified with its proof
    #[arg(long, conflicts_with_all = ["fewest_moves", "count", "solvable", "empty", "finish"])]
    atlas: bool,
    /// give up (exit 3) once a search would hold more than N positions (default, and the
    /// most: each search's own limit, 60 to 600 million)
    #[arg(long, value_name = "N", value_parser = positions, conflicts_with = "atlas")]
    max_positions: Option<usize>,
    /// decide by the search from both ends with its layers on disk in DIR, resumed there
    /// after a stop (a problem whose reversal is an image of itself)
    #[arg(long, value_name = "DIR", conflicts_with_all = ["fewest_moves", "count", "atlas", "max_positions"])]
    on_disk: Option<PathBuf>,
    /// the memory the on-disk search sorts in, in GB (default 4)
    #[arg(long, value_name = "GB", value_parser = gigabytes, requires = "on_disk")]
    memory: Option<f64>,
}

/// `--memory`: a number of GB, more than zero and at most [`MOST_MEMORY`].
fn gigabytes(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(gb) if gb > 0.0 && gb <= MOST_MEMORY => Ok(gb),
        _ => Err(words().fact(&fact!("cli-peg-memory-not-positive", value = s))),
    }
}

/// `--max-positions`: a whole number of positions, at least one.
fn positions(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err(words().fact(&fact!("cli-peg-positions-zero"))),
        Ok(n) => Ok(n),
        // Past any memory: each search's own limit then applies.
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => Ok(usize::MAX),
        Err(_) => Err(words().fact(&fact!("cli-peg-positions-not-whole", value = s))),
    }
}

/// A search that stopped at a limit of memory or positions: the run ends, after what it
/// printed, with exit status 3 and the limit in words (`Failure::GaveUp`).
fn give_up(out: &mut impl Write, why: Message) -> Result<(), Failure> {
    out.flush()?;
    Err(Failure::GaveUp(
        words().fact(&fact!("cli-peg-gave-up", why = why)),
    ))
}

/// The solver's reason as a fact: a proof as the page words it (`Reason::fact`), a limit
/// with its number, which the page does not name.
fn reason_fact(why: &Reason) -> Message {
    match *why {
        Reason::Budget(positions) => {
            fact!("cli-peg-limit-budget", positions = positions.to_string())
        }
        Reason::Capacity(positions) => {
            fact!("cli-peg-limit-dead", positions = positions.to_string())
        }
        Reason::Limits { held, dead } => {
            // In tenths of a GB, as the core's own words give it.
            let tenths = held * MEET_BYTES_PER_HELD / 100_000_000;
            fact!(
                "cli-peg-limit-both",
                held = held.to_string(),
                memory = format!("{}.{}", tenths / 10, tenths % 10),
                dead = dead.to_string()
            )
        }
        _ => why.fact(),
    }
}

/// `unsolvable: <the proof>`.
fn unsolvable(why: Message) -> String {
    words().fact(&fact!("cli-peg-unsolvable", why = why))
}

impl Problem {
    pub fn game(&self) -> Result<Peg, Usage> {
        let board = Board::named(&self.board).map_err(Usage)?;
        let (classic_empty, classic_finish) = board.classic();
        let text = self.empty.clone().unwrap_or_else(|| classic_empty.into());
        let empty: Vec<&str> = text.split(',').collect();
        if empty.iter().any(|hole| hole.trim().is_empty()) {
            let refusal = fact!("cli-peg-empty-blank", empty = text.as_str());
            return Err(Usage(words().fact(&refusal)));
        }
        if empty.len() > board.holes() {
            let refusal = fact!(
                "cli-peg-empty-too-many",
                count = empty.len().to_string(),
                board = board.name,
                holes = board.holes().to_string()
            );
            return Err(Usage(words().fact(&refusal)));
        }
        let finish = self.finish.clone().unwrap_or_else(|| classic_finish.into());
        let game = Peg::new(&self.board, &empty, &finish).map_err(|e| Usage(e.to_string()))?;
        if game.start == 0 {
            return Err(Usage(words().fact(&fact!("cli-peg-no-peg"))));
        }
        Ok(game)
    }
}

pub fn run(out: &mut impl Write, args: PegArgs) -> Result<(), Failure> {
    let game = args.problem.game()?;
    if args.format == Format::Csv {
        return Err(Usage(words().fact(&fact!("cli-no-csv", what = "peg"))).into());
    }
    if args.atlas {
        return print_atlas(out, &game.board, args.format);
    }
    // Each search's own limit, or the one asked for when it is lower.
    let most = |own: usize| args.max_positions.map_or(own, |n| own.min(n));
    if args.count {
        return print_count(out, &game, args.format, most(MAX_DEAD));
    }
    if let Some(dir) = &args.on_disk {
        return on_disk(out, &game, &args, dir);
    }
    let line = if args.fewest_moves {
        match fewest_capped(&game, most(MAX_HELD)) {
            Ok(found) => found.map(|(_, line)| line).ok_or_else(|| reason(&game)),
            Err(why) => return give_up(out, why),
        }
    } else {
        match solve_limited(&game, most(MAX_DEAD), most(MEET_HELD)) {
            Answer::Solved(line) => Ok(line),
            Answer::Unsolvable(why) => Err(unsolvable(why.fact())),
            Answer::GaveUp(why) => return give_up(out, reason_fact(&why)),
        }
    };
    match (line, args.solvable) {
        (Ok(_), true) => writeln!(out, "solvable")?,
        (Err(_), true) => writeln!(out, "unsolvable")?,
        (Err(why), false) => return Err(Failure::Rejected(why)),
        (Ok(line), false) => print_line(out, &game, &args.problem, &line, args.format)?,
    }
    Ok(())
}

/// The on-disk search's default memory, in GB.
const DISK_MEMORY: f64 = 4.0;

/// The most `--memory` takes, in GB: past any machine this runs on.
const MOST_MEMORY: f64 = 1024.0;

/// `--on-disk DIR`: the search from both ends with its layers in DIR, its progress on
/// stderr; a line as usual, or each layer's digest (language-free lines on stdout, so that
/// runs can be compared) and the proof.
fn on_disk(out: &mut impl Write, game: &Peg, args: &PegArgs, dir: &Path) -> Result<(), Failure> {
    // Never a directory of other files: a search deletes its partial files where it resumes.
    let empty = std::fs::read_dir(dir).is_ok_and(|mut d| d.next().is_none());
    if !(dir.is_dir() && (empty || dir.join("problem").is_file())) {
        let refusal = fact!("cli-peg-disk-dir", dir = dir.display().to_string());
        return Err(Usage(words().fact(&refusal)).into());
    }
    let memory = args.memory.unwrap_or(DISK_MEMORY) * 1e9;
    let options = disk::Options::new(dir.to_path_buf(), memory as u64);
    let clock = |seconds: f64| {
        let s = seconds.round() as u64;
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    };
    let found = disk::search(game, &options, |p| {
        let said = match p {
            Progress::Resumed { layer } => fact!(
                "cli-peg-disk-resumed",
                layer = layer,
                dir = dir.display().to_string()
            ),
            Progress::Layer {
                digest,
                of,
                disk,
                seconds,
                left,
            } => fact!(
                "cli-peg-disk-layer",
                layer = digest.layer,
                of = of,
                positions = digest.positions,
                megabytes = format!("{:.1}", disk as f64 / 1e6),
                elapsed = clock(seconds),
                left = clock(left.unwrap_or(0.0)),
                hash = format!("{:016x}", digest.fnv)
            ),
            Progress::Meeting { a, b } => fact!("cli-peg-disk-meeting", a = a, b = b),
        };
        eprintln!("{}", words().fact(&said));
    })
    .map_err(|why| Usage(words().fact(&why)))?;
    match found {
        OnDisk::Solved(_) if args.solvable => writeln!(out, "solvable")?,
        OnDisk::Solved(line) => print_line(out, game, &args.problem, &line, args.format)?,
        OnDisk::Impossible {
            forward,
            backward,
            pegs,
            digests,
        } => {
            print_digests(out, game, &digests, args.format)?;
            if args.solvable {
                writeln!(out, "unsolvable")?;
                return Ok(());
            }
            let why = if forward == 0 {
                fact!("cli-peg-disk-died-out", pegs = pegs)
            } else {
                fact!(
                    "cli-peg-disk-impossible",
                    forward = forward,
                    pegs = pegs,
                    backward = backward,
                    fewer = pegs - 1
                )
            };
            return Err(Failure::Rejected(unsolvable(why)));
        }
        // No stop is asked for here.
        OnDisk::Stopped(_) => {}
    }
    Ok(())
}

/// Each layer's digest: `layer K positions N fnv1a64 HASH bytes B` a line, or in JSON.
fn print_digests(
    out: &mut impl Write,
    game: &Peg,
    digests: &[Digest],
    format: Format,
) -> Result<(), Failure> {
    if format == Format::Json {
        let layers: Vec<_> = digests
            .iter()
            .map(|d| {
                serde_json::json!({"layer": d.layer, "positions": d.positions,
                    "fnv1a64": format!("{:016x}", d.fnv), "bytes": d.bytes})
            })
            .collect();
        writeln!(
            out,
            "{}",
            serde_json::json!({"puzzle": "peg", "board": game.board.name,
                "verdict": "unsolvable", "layers": layers})
        )?;
        return Ok(());
    }
    for d in digests {
        writeln!(
            out,
            "layer {} positions {} fnv1a64 {:016x} bytes {}",
            d.layer, d.positions, d.fnv, d.bytes
        )?;
    }
    Ok(())
}

/// Why `--fewest-moves` found nothing: the class argument if it decides, else the search.
fn reason(game: &Peg) -> String {
    let why = game
        .refusal_at_once(game.start)
        .map_or_else(|| fact!("cli-peg-no-line"), |why| why.fact());
    unsolvable(why)
}

/// The most dead positions each of the atlas's searches keeps, so that a search that cannot
/// decide (the diamond's hardest orbits) costs seconds, not minutes, reported as undecided.
const ATLAS_DEAD: usize = 8_000_000;

/// `--atlas`: for each vacancy, the finishes it reaches and, for the others, the proof.
/// Text: one line per vacancy, `c1: d1 d4 …` (the solvable finishes; `-` for none), then, in
/// the reader's language, one line per problem that the position classes allow but that is
/// unsolvable or undecided, with its reason; JSON: every problem with its verdict, its jumps
/// or its reason as the English sentence it has always been.
fn print_atlas(out: &mut impl Write, board: &Board, format: Format) -> Result<(), Failure> {
    let table = single_vacancy_capped(board, ATLAS_DEAD);
    let name = |k: usize| board.name_of(k as u8);
    let write_jumps = |line: &[Jump]| -> Vec<String> {
        line.iter()
            .map(|j| format!("{}-{}", board.name_of(j.from), board.name_of(j.to)))
            .collect()
    };
    if format == Format::Json {
        let mut problems = Vec::new();
        for (v, row) in table.iter().enumerate() {
            for (f, verdict) in row.iter().enumerate() {
                let (kind, detail) = match verdict {
                    Verdict::Solved(line) => ("solvable", serde_json::json!(write_jumps(line))),
                    // The English sentences scripts have always read (`Display`).
                    Verdict::Unsolvable(why) => ("unsolvable", serde_json::json!(why.to_string())),
                    Verdict::Undecided(why) => ("undecided", serde_json::json!(why.to_string())),
                };
                let key = if kind == "solvable" {
                    "jumps"
                } else {
                    "reason"
                };
                problems.push(serde_json::json!({"empty": name(v), "finish": name(f),
                    "verdict": kind, key: detail}));
            }
        }
        writeln!(
            out,
            "{}",
            serde_json::json!({"puzzle": "peg", "board": board.name, "problems": problems})
        )?;
        return Ok(());
    }
    let mut notes = Vec::new();
    for (v, row) in table.iter().enumerate() {
        let mut finishes = Vec::new();
        for (f, verdict) in row.iter().enumerate() {
            let in_class = classify::problem(board, v as u8, f as u8)
                .class_refusal(board.full() & !(1u64 << v))
                .is_none();
            match verdict {
                Verdict::Solved(_) => finishes.push(name(f)),
                Verdict::Unsolvable(why) if in_class => notes.push(fact!(
                    "cli-peg-atlas-unsolvable",
                    vacancy = name(v),
                    finish = name(f),
                    why = why.fact()
                )),
                Verdict::Undecided(why) => notes.push(fact!(
                    "cli-peg-atlas-undecided",
                    vacancy = name(v),
                    finish = name(f),
                    why = reason_fact(why)
                )),
                Verdict::Unsolvable(_) => {}
            }
        }
        let listed = if finishes.is_empty() {
            "-".to_string()
        } else {
            finishes.join(" ")
        };
        writeln!(out, "{}: {listed}", name(v))?;
    }
    writeln!(out, "{}", words().fact(&fact!("cli-peg-atlas-others")))?;
    for note in notes {
        writeln!(out, "{}", words().fact(&note))?;
    }
    Ok(())
}

fn print_count(
    out: &mut impl Write,
    game: &Peg,
    format: Format,
    max_held: usize,
) -> Result<(), Failure> {
    let c = match count::count_capped(game, max_held) {
        Ok(c) => c,
        Err(why) => return give_up(out, why),
    };
    match format {
        Format::Json => writeln!(
            out,
            "{}",
            serde_json::json!({"puzzle": "peg", "board": game.board.name,
                "sequences": c.sequences.to_string(), "reachable": c.reachable,
                "winnable": c.winnable})
        )?,
        _ => writeln!(out, "{}", c.sequences)?,
    }
    Ok(())
}

fn print_line(
    out: &mut impl Write,
    game: &Peg,
    problem: &Problem,
    line: &[Jump],
    format: Format,
) -> Result<(), Failure> {
    let jumps: Vec<String> = line.iter().map(|j| game.write_move(j)).collect();
    if format == Format::Json {
        let finish = match game.finish {
            Finish::Any => "any".to_string(),
            Finish::Hole(h) => game.board.name_of(h),
        };
        let empty = game.names(game.board.full() & !game.start);
        writeln!(
            out,
            "{}",
            serde_json::json!({"puzzle": "peg", "board": problem.board, "empty": empty,
                "finish": finish, "jumps": jumps, "moves": moves_of(line)})
        )?;
    } else {
        for j in jumps {
            writeln!(out, "{j}")?;
        }
    }
    Ok(())
}

/// `verify peg`: the jumps on stdin (whitespace-separated, a JSON array of strings, or the
/// JSON object `movelab peg --format json` prints), replayed by the core's rules.
pub fn verify(out: &mut impl Write, problem: &Problem, input: &str) -> Result<(), Failure> {
    let game = problem.game()?;
    let texts = jump_texts(input).map_err(Usage)?;
    let mut line = Vec::with_capacity(texts.len());
    for (k, text) in texts.iter().enumerate() {
        let jump = game.parse_move(text).map_err(|why| {
            let refusal = fact!(
                "cli-peg-stdin-bad-jump",
                step = k + 1,
                jump = text.as_str(),
                why = why
            );
            Usage(words().fact(&refusal))
        })?;
        line.push(jump);
    }
    let moves = moves_of(&line);
    match replay(&game, line) {
        Err(e) => {
            let why = fact!("cli-verify-illegal", step = e.step, why = e.illegal.fact());
            Err(Failure::Rejected(words().fact(&why)))
        }
        Ok(v) if !v.reached_goal => Err(Failure::Rejected(
            words().fact(&fact!("cli-peg-verify-missed", jumps = v.moves)),
        )),
        Ok(v) => {
            let verdict = fact!("cli-peg-verify-solved", jumps = v.moves, moves = moves);
            writeln!(out, "{}", words().fact(&verdict))?;
            Ok(())
        }
    }
}

fn jump_texts(input: &str) -> Result<Vec<String>, String> {
    let text = input.trim_start();
    let strings = |v: serde_json::Value| {
        serde_json::from_value::<Vec<String>>(v)
            .map_err(|_| words().fact(&fact!("cli-peg-stdin-not-jumps")))
    };
    if text.starts_with('[') || text.starts_with('{') {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| crate::rows::not_json(&e))?;
        return match value.get("jumps") {
            Some(jumps) => strings(jumps.clone()),
            None if value.is_array() => strings(value),
            None => Err(words().fact(&fact!("cli-stdin-no-array", name = "jumps"))),
        };
    }
    Ok(text.split_whitespace().map(str::to_string).collect())
}
