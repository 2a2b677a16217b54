//! Free functions: the move at any step in O(1), optimal lengths, counts, solving a small
//! board into a `Uint32Array`, and validating a move list.

use super::rows::{direction, not_a_row};
use super::{fact_err, to_js, whole, MAX_SAFE};
use js_sys::Uint32Array;
use movelab::fact;
use movelab::message::Message;
use movelab::pairs::construction::PairsSolution;
use movelab::pairs::Pairs;
use movelab::row::solution::Puzzle;
use movelab::shift::{Shift, ShiftSolution, MAX_SIDE};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// `solve` refuses longer solutions: 20 million moves are 80 MB as a `Uint32Array`.
pub const SOLVE_LIMIT: u64 = 20_000_000;

fn shift_of(n: f64, m: f64) -> Result<Shift, Message> {
    let side = |name, v| whole(name, v, 1, MAX_SIDE);
    Shift::new(side("n", n)?, side("m", m)?)
}

fn pairs_of(n: f64) -> Result<Pairs, Message> {
    Pairs::new(whole("n", n, 1, MAX_SAFE)?)
}

fn puzzle_of(puzzle: &str, n: f64, m: f64) -> Result<Box<dyn Puzzle>, Message> {
    match puzzle {
        "shift" => Ok(Box::new(shift_of(n, m)?)),
        "pairs" => Ok(Box::new(pairs_of(n)?)),
        other => Err(not_a_row(other)),
    }
}

/// A refusal of the core as the JS `Error` the page words.
fn refused(fact: Message) -> JsError {
    fact_err(&fact)
}

/// Pairs counts in the browser stop here: the core's exhaustive counter grows about
/// 3.5-fold per n and runs on one thread in wasm, on the page's main thread.
pub const PAIRS_COUNT_MAX_N: u64 = 12;

/// Shift counts with one checker of a colour are Fibonacci numbers F(k + 2), k the other
/// side; the browser computes them up to k = 10^6 (208,988 digits, on the page's main
/// thread). The core goes to 4·10^6, too slow for the page (BENCHMARKS.md).
pub const SHIFT_COUNT_MAX_SIDE: u64 = 1_000_000;

/// The exact number of optimal solutions, as a decimal string (it outgrows any number).
/// Shift: the core's formula, its Fibonacci case up to SHIFT_COUNT_MAX_SIDE. Pairs: the
/// core's exhaustive counter, for n up to PAIRS_COUNT_MAX_N.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(puzzle: &str, n: f64, m: f64) -> Result<String, JsError> {
    match puzzle {
        "shift" => {
            let shift = shift_of(n, m).map_err(refused)?;
            let (small, big) = (shift.n().min(shift.m()), shift.n().max(shift.m()));
            if small == 1 && big > SHIFT_COUNT_MAX_SIDE {
                return Err(refused(fact!(
                    "row-count-page-limit",
                    puzzle = "shift",
                    most = SHIFT_COUNT_MAX_SIDE,
                    n = big
                )));
            }
            // Within SHIFT_COUNT_MAX_SIDE, below the core's own limit: the count is exact.
            movelab::shift::count::count(shift)
                .map(|c| c.to_string())
                .map_err(refused)
        }
        "pairs" => {
            let pairs = pairs_of(n).map_err(refused)?;
            if pairs.n() > PAIRS_COUNT_MAX_N {
                return Err(refused(fact!(
                    "row-count-page-limit",
                    puzzle = "pairs",
                    most = PAIRS_COUNT_MAX_N,
                    n = pairs.n()
                )));
            }
            // One thread: wasm32 in a page has no threads to spawn. Within PAIRS_COUNT_MAX_N
            // the counter's tables fit: its limits are the command line's.
            movelab::pairs::count::count_report(pairs, 1)
                .map(|r| r.count.to_string())
                .map_err(refused)
        }
        other => Err(refused(not_a_row(other))),
    }
}

/// The whole optimal solution as a `Uint32Array`, for boards of at most SOLVE_LIMIT moves.
/// It runs the core's construction iterator (O(1) amortised a move, no dynamic dispatch),
/// which gives the same moves as the O(1) formula, and fills the JS array in chunks from a
/// small buffer, so the list never exists twice and wasm memory does not grow with it.
#[wasm_bindgen]
pub fn solve(puzzle: &str, n: f64, m: f64, first: &str) -> Result<Uint32Array, JsError> {
    let length = puzzle_of(puzzle, n, m).map_err(refused)?.optimal_length();
    if length > SOLVE_LIMIT {
        return Err(refused(fact!(
            "row-solve-limit",
            length = length,
            most = SOLVE_LIMIT
        )));
    }
    let out = Uint32Array::new_with_length(length as u32);
    // Squares stay below 2^32: n + m <= 2 * 10^9, and SOLVE_LIMIT bounds pairs far lower.
    // The construction writes straight into a chunk (`write_into`, runs in tight loops), which
    // is copied out to JavaScript: wasm memory never holds the whole list.
    let fill = |write: &mut dyn FnMut(&mut [u32]) -> usize| {
        const CHUNK: usize = 1 << 16;
        let mut buffer = vec![0u32; CHUNK];
        let mut at = 0u32;
        loop {
            let wrote = write(&mut buffer);
            if wrote == 0 {
                break;
            }
            let end = at + wrote as u32;
            out.subarray(at, end).copy_from(&buffer[..wrote]);
            at = end;
        }
    };
    match puzzle {
        "shift" => {
            let shift = shift_of(n, m).map_err(refused)?;
            let mut moves = ShiftSolution::new(shift, direction(first).map_err(refused)?).moves();
            fill(&mut |chunk| moves.write_into(chunk, |s| s as u32));
        }
        _ => {
            let mut moves = PairsSolution::new(pairs_of(n).map_err(refused)?).moves();
            fill(&mut |chunk| moves.write_into(chunk, |s| s as u32));
        }
    }
    Ok(out)
}

/// The start of a row's solution for the worksheet: its size, and the boards and moves of
/// the first `count` steps (serde record).
#[derive(Serialize)]
pub struct LineRecord {
    pub squares: f64,
    pub length: f64,
    /// The board (`B`/`W`/`_`) before each move, and after the last one drawn.
    pub boards: Vec<String>,
    /// The square of the move after each board drawn (none after the goal).
    pub moves: Vec<f64>,
    /// How a move is written (the puzzle's own), a fact the worksheet words.
    pub writing: Message,
}

/// Most steps `rowLine` lays out: a worksheet draws a dozen.
pub const LINE_LIMIT: u64 = 1000;
/// The longest row whose boards `rowLine` writes out (the command line's `--at` limit).
pub const LINE_SQUARES: u32 = 10_000;

/// The first `count` steps of the page's solution for these settings (`LineRecord`); a
/// row of more than [`LINE_SQUARES`] squares gives its size with no boards.
#[wasm_bindgen(js_name = rowLine)]
pub fn row_line(puzzle: &str, n: f64, m: f64, first: &str, count: f64) -> Result<JsValue, JsError> {
    let count = whole("count", count, 0, LINE_LIMIT).map_err(|m| fact_err(&m))?;
    let mut player = super::handle::PuzzlePlayer::new(puzzle, n, m, first)?;
    let mut record = LineRecord {
        squares: player.squares() as f64,
        length: player.length(),
        boards: Vec::new(),
        moves: Vec::new(),
        writing: player.player.solution().puzzle().move_written(),
    };
    let drawn = count.min(player.length_exact());
    if player.squares() <= LINE_SQUARES && player.player.board().is_some() {
        for k in 0..=drawn {
            record.boards.push(player.board_text());
            if let Some(next) = player.next_move() {
                record.moves.push(next);
            }
            if k < drawn {
                player.forward();
            }
        }
    }
    to_js(&record)
}
