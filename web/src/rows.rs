//! The checker rows' settings as the page gives them: the puzzle's name and sizes checked
//! against the catalog's limits and turned into the solution the row view plays, the one
//! place in the wasm glue that reads a row puzzle's name.

use super::{fact_err, page_whole};
use movelab::fact;
use movelab::message::{typed, Message};
use movelab::row::solution::{Puzzle, Solution};
use movelab::shift::{Direction, Shift};
use wasm_bindgen::JsError;

/// Parses `right` / `left`, or the core's refusal (`shift-first-unknown`).
pub fn direction(first: &str) -> Result<Direction, Message> {
    first.parse()
}

/// A puzzle name the page's own call gave that is neither row: a bug of the page
/// (`page-bad-call`), since the URL check lets only the catalog's games through.
pub fn not_a_row(puzzle: &str) -> Message {
    fact!("page-bad-call", call = "puzzle", value = typed(puzzle))
}

/// The shifting-checkers puzzle for the page's limits (the catalog's, each side).
pub fn page_shift(n: f64, m: f64) -> Result<Shift, Message> {
    let side = |name, v| page_whole(&movelab::shift::INFO, name, v);
    Shift::new(side("n", n)?, side("m", m)?)
}

/// The solution the page plays for a puzzle name and its sizes.
pub fn page_solution(
    puzzle: &str,
    n: f64,
    m: f64,
    first: &str,
) -> Result<Box<dyn Solution>, Message> {
    match puzzle {
        "shift" => {
            let shift = page_shift(n, m)?;
            Ok(solutions::shift(shift, direction(first)?))
        }
        "pairs" => {
            let n = page_whole(&movelab::pairs::INFO, "n", n).map_err(|range| {
                if n == 1.0 || n == 2.0 {
                    // The core's own reason why these have no solution.
                    movelab::pairs::Pairs::new(n as u64).err().unwrap_or(range)
                } else {
                    range
                }
            })?;
            solutions::pairs(n)
        }
        other => Err(not_a_row(other)),
    }
}

/// The rules of a row puzzle for the page's sizes (the visitor's game judges by them);
/// call after [`hand_solution`] or [`page_solution`] has checked the settings.
pub fn page_rules(puzzle: &str, n: f64, m: f64) -> Result<Box<dyn Puzzle>, Message> {
    match puzzle {
        "pairs" => Ok(Box::new(movelab::pairs::Pairs::new(n as u64)?)),
        _ => Ok(Box::new(page_shift(n, m)?)),
    }
}

/// Play mode and practice hold the whole row in memory (the visitor's board, the judge's
/// tables), so they keep the page's old limit: n (and m) up to this, 2,000,002 squares at
/// most. Watching goes to the catalog's `page_max`.
pub const HAND_MAX: u64 = 1_000_000;

/// The solution for play mode and practice: the page's sizes up to [`HAND_MAX`], with a
/// fact that states the limit beyond it (`row-hand-limit`).
pub fn hand_solution(
    puzzle: &str,
    n: f64,
    m: f64,
    first: &str,
) -> Result<Box<dyn Solution>, JsError> {
    let solution = page_solution(puzzle, n, m, first).map_err(|m| fact_err(&m))?;
    let too_big = |side: f64| side > HAND_MAX as f64;
    if too_big(n) || (puzzle == "shift" && too_big(m)) {
        let sides = if puzzle == "shift" { "both" } else { "n" };
        return Err(fact_err(&fact!(
            "row-hand-limit",
            sides = sides,
            max = HAND_MAX
        )));
    }
    Ok(solution)
}

/// Where the page gets its solutions from the core: O(1) memory, O(1) per move.
pub mod solutions {
    use movelab::message::Message;
    use movelab::pairs::construction::PairsSolution;
    use movelab::pairs::Pairs;
    use movelab::row::solution::Solution;
    use movelab::shift::{Direction, Shift, ShiftSolution};

    pub fn shift(shift: Shift, first: Direction) -> Box<dyn Solution> {
        Box::new(ShiftSolution { shift, first })
    }

    /// The solution for `n`, or the core's refusal of it ([`Pairs::new`]).
    pub fn pairs(n: u64) -> Result<Box<dyn Solution>, Message> {
        Ok(Box::new(PairsSolution::new(Pairs::new(n)?)))
    }
}
