//! The checker rows' answers (`shift`, `pairs`): listings, `--step`, `--at`, `--count`,
//! `--all` and `verify`.

use crate::{Failure, Format, Query, Usage};
use movelab::game::replay::replay;
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
    count: impl FnOnce() -> Result<String, String>,
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
        writeln!(out, "{}", count().map_err(Usage)?)?;
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
        return Err(Usage(format!("step must be from 1 to {length}, not {step}")).into());
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
        return Err(Usage(format!(
            "the solution has {length} moves, more than the {MAX_LISTED_MOVES} that can be listed; ask for single moves with --step I"
        ))
        .into());
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
        return Err(Usage(format!("--at must be from 0 to {length}, not {at}")).into());
    }
    if query.format == Format::Csv {
        return Err(Usage("--at prints text or json, not csv".into()).into());
    }
    let layout = solution
        .layout_at(at)
        .ok_or_else(|| Usage("this solution has no position formula".into()))?;
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
                return Err(Usage(format!(
                    "--window {a}:{b} must have A < B <= {squares} (the squares are 0 to {})",
                    squares - 1
                ))
                .into());
            }
            if b - a > MAX_PRINTED_SQUARES {
                return Err(Usage(format!(
                    "--window {a}:{b} has {} squares, more than the {MAX_PRINTED_SQUARES} printed",
                    b - a
                ))
                .into());
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
    count: impl FnOnce() -> Result<String, String>,
    all: impl FnOnce() -> A,
) -> Result<(), Failure> {
    if format == Format::Csv {
        return Err(Usage("--all prints text or json, not csv".into()).into());
    }
    let count = count().map_err(Usage)?;
    let numbers = count
        .parse::<u64>()
        .ok()
        .and_then(|c| c.checked_mul(length));
    match numbers {
        Some(numbers) if numbers <= MAX_ALL_NUMBERS => {}
        _ => {
            return Err(Usage(format!(
                "there are {count} optimal solutions of {length} moves each, more than the {MAX_ALL_NUMBERS} numbers --all prints; use --count"
            ))
            .into())
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
        return Err(Usage(format!(
            "verify lays the board out in memory: at most {MAX_BOARD_SQUARES} squares, not {}",
            puzzle.squares()
        ))
        .into());
    }
    let moves = parse_moves(puzzle, input).map_err(Usage)?;
    match replay(puzzle, moves) {
        Err(e) => Err(Failure::Rejected(e.to_string())),
        Ok(verdict) if !verdict.reached_goal => {
            Err(Failure::Rejected(verdict.describe(puzzle.optimum())))
        }
        Ok(verdict) => {
            writeln!(out, "{}", verdict.describe(puzzle.optimum()))?;
            Ok(())
        }
    }
}

/// A JSON array, a JSON solution object (`movelab … --format json`), or
/// whitespace-separated squares.
fn parse_moves<P: Puzzle>(puzzle: &P, input: &str) -> Result<Vec<u64>, String> {
    let text = input.trim_start();
    if text.starts_with('[') {
        return serde_json::from_str::<Vec<u64>>(text)
            .map_err(|e| format!("stdin is not a JSON array of square numbers: {e}"));
    }
    if text.starts_with('{') {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("stdin is not valid JSON: {e}"))?;
        let moves = value
            .get("moves")
            .ok_or("the JSON object on stdin has no \"moves\" array")?;
        return serde_json::from_value::<Vec<u64>>(moves.clone())
            .map_err(|e| format!("\"moves\" is not an array of square numbers: {e}"));
    }
    text.split_whitespace()
        .enumerate()
        .map(|(k, token)| {
            puzzle
                .parse_move(token)
                .map_err(|why| format!("move {} on stdin, '{token}', {why}", k + 1))
        })
        .collect()
}
