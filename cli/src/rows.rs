//! The checker rows' answers (`shift`, `pairs`): listings, `--step`, `--at`, `--count`,
//! `--all` and `verify`.

use crate::words::words;
use crate::{Failure, Format, Query, Usage};
use movelab::fact;
use movelab::game::replay::{replay, Verdict};
use movelab::message::Message;
use movelab::row::board::MAX_BOARD_SQUARES;
use movelab::row::runs::Layout;
use movelab::row::{Puzzle, Solution};
use movelab::shift::Direction;
use std::io::{self, Write};

/// The most moves a single solution listing prints (about 0.8 GB of text).
const MAX_LISTED_MOVES: u64 = 100_000_000;
/// The most numbers `--all` prints, over all solutions together.
const MAX_ALL_NUMBERS: u64 = 10_000_000;
/// The most squares `--at` prints as cells; a longer row is described by its runs.
const MAX_PRINTED_SQUARES: u64 = 10_000;

/// The fields that name a solution in JSON, in docs/design.md's order.
pub struct Header {
    pub puzzle: &'static str,
    pub n: u64,
    pub m: Option<u64>,
    pub first: Option<Direction>,
}

impl Header {
    /// `"puzzle":"shift","n":3,"m":2` and, with `first`, `,"first":"right"`.
    fn json_fields(&self, with_first: bool) -> String {
        let mut s = format!("\"puzzle\":\"{}\",\"n\":{}", self.puzzle, self.n);
        if let Some(m) = self.m {
            s += &format!(",\"m\":{m}");
        }
        if let (true, Some(first)) = (with_first, self.first) {
            s += &format!(",\"first\":\"{first}\"");
        }
        s
    }
}

/// Answers one query (a listing, `--step`, `--count` or `--all`) for either puzzle.
pub fn answer<I, A>(
    out: &mut impl Write,
    query: &Query,
    header: Header,
    solution: &dyn Solution,
    moves: impl FnOnce() -> I,
    count: impl FnOnce() -> Result<String, Message>,
    all: impl FnOnce() -> A,
) -> Result<(), Failure>
where
    I: Iterator<Item = u64>,
    A: Iterator<Item = Vec<u64>>,
{
    let length = solution.length();
    if let Some(at) = query.at {
        return position(out, query, &header, solution, at);
    }
    if let Some(step) = query.step {
        return answer_step(out, query.format, &header, solution, step);
    }
    if query.count {
        writeln!(out, "{}", count().map_err(Usage::from)?)?;
        return Ok(());
    }
    if query.all {
        return list_all(out, query.format, &header, length, count, all);
    }
    list_solution(out, query.format, &header, length, moves)
}

/// `--step I`: the square of move I alone, from the core's formula.
fn answer_step(
    out: &mut impl Write,
    format: Format,
    header: &Header,
    solution: &dyn Solution,
    step: u64,
) -> Result<(), Failure> {
    let length = solution.length();
    if step == 0 || step > length {
        let refusal = fact!(
            "cli-step-range",
            length = length.to_string(),
            step = step.to_string()
        );
        return Err(Usage(words().fact(&refusal)).into());
    }
    let square = solution.move_at(step);
    match format {
        Format::Text => writeln!(out, "{square}")?,
        Format::Csv => writeln!(out, "step,square\n{step},{square}")?,
        Format::Json => writeln!(
            out,
            "{{{},\"length\":{length},\"step\":{step},\"move\":{square}}}",
            header.json_fields(true)
        )?,
    }
    Ok(())
}

/// The whole solution of `length` moves, refused past `MAX_LISTED_MOVES`.
fn list_solution<I>(
    out: &mut impl Write,
    format: Format,
    header: &Header,
    length: u64,
    moves: impl FnOnce() -> I,
) -> Result<(), Failure>
where
    I: Iterator<Item = u64>,
{
    if length > MAX_LISTED_MOVES {
        let refusal = fact!(
            "cli-list-too-long",
            length = length.to_string(),
            max = MAX_LISTED_MOVES.to_string()
        );
        return Err(Usage(words().fact(&refusal)).into());
    }
    match format {
        Format::Text => {
            write_squares(out, moves(), " ")?;
            out.write_all(b"\n")?;
        }
        Format::Csv => {
            out.write_all(b"step,square\n")?;
            for (step, square) in moves().enumerate() {
                writeln!(out, "{},{square}", step + 1)?;
            }
        }
        Format::Json => {
            write!(
                out,
                "{{{},\"length\":{length},\"moves\":[",
                header.json_fields(true)
            )?;
            write_squares(out, moves(), ",")?;
            out.write_all(b"]}\n")?;
        }
    }
    Ok(())
}

/// `--at K [--window A:B]`: the whole row when short, else the window asked for, else the
/// runs. The position comes from the core's formula, never from replaying K moves.
fn position(
    out: &mut impl Write,
    query: &Query,
    header: &Header,
    solution: &dyn Solution,
    at: u64,
) -> Result<(), Failure> {
    let length = solution.length();
    if at > length {
        let refusal = fact!(
            "cli-at-range",
            length = length.to_string(),
            at = at.to_string()
        );
        return Err(Usage(words().fact(&refusal)).into());
    }
    if query.format == Format::Csv {
        return Err(Usage(words().fact(&fact!("cli-no-csv", what = "--at"))).into());
    }
    let layout = solution
        .layout_at(at)
        .ok_or_else(|| Usage(words().fact(&fact!("cli-no-position-formula"))))?;
    let squares = layout.squares();
    let shown = shown_window(query.window, squares)?;
    match query.format {
        Format::Json => write_position_json(out, header, at, &layout, shown)?,
        _ => match shown {
            Some((a, b)) => writeln!(out, "{}", cells(&layout, a, b))?,
            None => write!(out, "{layout}")?,
        },
    }
    Ok(())
}

/// The squares `--at` prints as cells: the `--window A:B` asked for (checked against the
/// row and the print limit), else the whole row when short, else none (runs only).
fn shown_window(window: Option<(u64, u64)>, squares: u64) -> Result<Option<(u64, u64)>, Failure> {
    Ok(match window {
        Some((a, b)) => {
            if a >= b || b > squares {
                let refusal = fact!(
                    "cli-window-range",
                    window = format!("{a}:{b}"),
                    squares = squares.to_string(),
                    last = (squares - 1).to_string()
                );
                return Err(Usage(words().fact(&refusal)).into());
            }
            if b - a > MAX_PRINTED_SQUARES {
                let refusal = fact!(
                    "cli-window-too-wide",
                    window = format!("{a}:{b}"),
                    count = (b - a).to_string(),
                    max = MAX_PRINTED_SQUARES.to_string()
                );
                return Err(Usage(words().fact(&refusal)).into());
            }
            Some((a, b))
        }
        None if squares <= MAX_PRINTED_SQUARES => Some((0, squares)),
        None => None,
    })
}

/// Squares `a` to `b` − 1 of the row as one symbol each.
fn cells(layout: &Layout, a: u64, b: u64) -> String {
    layout.window(a, b).iter().map(|c| c.symbol()).collect()
}

/// `--at` in JSON: the header, the step, the row's runs and the window's cells if shown.
fn write_position_json(
    out: &mut impl Write,
    header: &Header,
    at: u64,
    layout: &Layout,
    shown: Option<(u64, u64)>,
) -> Result<(), Failure> {
    write!(
        out,
        "{{{},\"step\":{at},\"squares\":{},\"runs\":[",
        header.json_fields(true),
        layout.squares()
    )?;
    for (k, run) in layout.runs().iter().enumerate() {
        write!(
            out,
            "{}{{\"start\":{},\"len\":{},\"pattern\":\"{}\"}}",
            if k > 0 { "," } else { "" },
            run.start,
            run.len,
            run.pattern.code()
        )?;
    }
    out.write_all(b"]")?;
    if let Some((a, b)) = shown {
        write!(
            out,
            ",\"window\":{{\"start\":{a},\"cells\":\"{}\"}}",
            cells(layout, a, b)
        )?;
    }
    out.write_all(b"}\n")?;
    Ok(())
}

fn write_squares(
    out: &mut impl Write,
    squares: impl Iterator<Item = u64>,
    separator: &str,
) -> io::Result<()> {
    for (k, square) in squares.enumerate() {
        if k > 0 {
            out.write_all(separator.as_bytes())?;
        }
        write!(out, "{square}")?;
    }
    Ok(())
}

/// `--all`: refuses before searching when the listing would be too long to print.
fn list_all<A: Iterator<Item = Vec<u64>>>(
    out: &mut impl Write,
    format: Format,
    header: &Header,
    length: u64,
    count: impl FnOnce() -> Result<String, Message>,
    all: impl FnOnce() -> A,
) -> Result<(), Failure> {
    if format == Format::Csv {
        return Err(Usage(words().fact(&fact!("cli-no-csv", what = "--all"))).into());
    }
    let count = count().map_err(Usage::from)?;
    let numbers = count
        .parse::<u64>()
        .ok()
        .and_then(|c| c.checked_mul(length));
    match numbers {
        Some(numbers) if numbers <= MAX_ALL_NUMBERS => {}
        _ => {
            let refusal = fact!(
                "cli-all-too-many",
                count = count.as_str(),
                length = length.to_string(),
                max = MAX_ALL_NUMBERS.to_string()
            );
            return Err(Usage(words().fact(&refusal)).into());
        }
    }
    if format == Format::Json {
        write!(
            out,
            "{{{},\"count\":{count},\"solutions\":[",
            header.json_fields(false)
        )?;
    }
    for (k, solution) in all().enumerate() {
        match format {
            Format::Json => {
                out.write_all(if k > 0 { b",[" } else { b"[" })?;
                write_squares(out, solution.into_iter(), ",")?;
                out.write_all(b"]")?;
            }
            _ => {
                write_squares(out, solution.into_iter(), " ")?;
                out.write_all(b"\n")?;
            }
        }
    }
    if format == Format::Json {
        out.write_all(b"]}\n")?;
    }
    Ok(())
}

/// `verify`: replays the list; exit 1 names the first bad step or says the goal is missed.
pub fn verify<P: Puzzle>(out: &mut impl Write, puzzle: &P, input: &str) -> Result<(), Failure> {
    if puzzle.squares() as u64 > MAX_BOARD_SQUARES {
        let refusal = fact!(
            "cli-verify-too-large",
            max = MAX_BOARD_SQUARES.to_string(),
            squares = puzzle.squares().to_string()
        );
        return Err(Usage(words().fact(&refusal)).into());
    }
    let moves = parse_moves(input).map_err(Usage)?;
    match replay(puzzle, moves) {
        Err(e) => {
            let why = fact!("cli-verify-illegal", step = e.step, why = e.illegal.fact());
            Err(Failure::Rejected(words().fact(&why)))
        }
        Ok(verdict) if !verdict.reached_goal => Err(Failure::Rejected(judged(&verdict, None))),
        Ok(verdict) => {
            writeln!(out, "{}", judged(&verdict, puzzle.optimum()))?;
            Ok(())
        }
    }
}

/// The verdict on a legal move list in words: solved (optimally or not) or short of the goal.
fn judged(verdict: &Verdict, optimum: Option<u64>) -> String {
    let moves = verdict.moves;
    let fact = match (verdict.reached_goal, verdict.optimal, optimum) {
        (true, Some(true), _) => fact!("cli-verify-optimal", moves = moves),
        (true, Some(false), Some(best)) => {
            fact!("cli-verify-not-optimal", moves = moves, best = best)
        }
        (true, _, _) => fact!("cli-verify-solved", moves = moves),
        (false, _, _) => fact!("cli-verify-missed", moves = moves),
    };
    words().fact(&fact)
}

/// A JSON array, a JSON solution object (`movelab … --format json`), or
/// whitespace-separated squares (either row's moves).
fn parse_moves(input: &str) -> Result<Vec<u64>, String> {
    let text = input.trim_start();
    if text.starts_with('[') {
        return serde_json::from_str::<Vec<u64>>(text)
            .map_err(|_| words().fact(&fact!("cli-stdin-not-squares")));
    }
    if text.starts_with('{') {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| not_json(&e))?;
        let moves = value
            .get("moves")
            .ok_or_else(|| words().fact(&fact!("cli-stdin-no-array", name = "moves")))?;
        return serde_json::from_value::<Vec<u64>>(moves.clone())
            .map_err(|_| words().fact(&fact!("cli-stdin-moves-not-squares")));
    }
    text.split_whitespace()
        .enumerate()
        .map(|(k, token)| {
            // Both rows write a move as one square number; the core's fact names the token.
            movelab::row::motion::parse_square(token)
                .map_err(|why| words().fact(&fact!("cli-stdin-bad-move", step = k + 1, why = why)))
        })
        .collect()
}

/// Stdin that is not JSON, with where the JSON reader stopped.
pub(crate) fn not_json(e: &serde_json::Error) -> String {
    words().fact(&fact!(
        "cli-stdin-not-json",
        line = e.line(),
        column = e.column()
    ))
}
