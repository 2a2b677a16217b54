//! The move list as a file, in exactly the command line's formats (`movelab shift N M
//! --format text|csv|json`): built here from the core's construction, so the page only
//! saves the string it gets as a Blob.

use super::fact_err;
use super::rows::{direction, page_shift, page_solution};
use movelab::fact;
use movelab::message::typed;
use movelab::pairs::construction::PairsSolution;
use movelab::pairs::Pairs;
use movelab::shift::ShiftSolution;
use std::fmt::Write;
use wasm_bindgen::prelude::*;

/// The page exports at most this many moves (about 7 MB of text, 8 MB of JSON); longer
/// lists take the command line, which lists up to 10^8.
pub const EXPORT_LIMIT: u64 = 1_000_000;

/// The optimal solution the page shows for `puzzle`, `n`, `m`, `first` (`pairs` ignores
/// `m` and `first`) as `format` = `text` (squares separated by single spaces, then a
/// newline), `csv` (`step,square` then one `k,square` row a move) or `json`
/// (`{"puzzle","n","m","first","length","moves"}`, pairs without `m` and `first`).
/// Throws, saying the limit, above EXPORT_LIMIT moves.
#[wasm_bindgen(js_name = exportMoves)]
pub fn export_moves(
    puzzle: &str,
    n: f64,
    m: f64,
    first: &str,
    format: &str,
) -> Result<String, JsError> {
    if !matches!(format, "text" | "csv" | "json") {
        // The page's buttons name only these: another is the page's own slip.
        return Err(fact_err(&fact!(
            "page-bad-call",
            call = "exportMoves.format",
            value = typed(format)
        )));
    }
    // The page's limits and messages first.
    let length = page_solution(puzzle, n, m, first)
        .map_err(|m| fact_err(&m))?
        .length();
    if length > EXPORT_LIMIT {
        return Err(fact_err(&fact!(
            "row-export-limit",
            length = length,
            most = EXPORT_LIMIT,
            puzzle = puzzle,
            format = format
        )));
    }
    let (header, moves) = header_and_moves(puzzle, n, m, first)?;
    Ok(write_moves(format, &header, length, moves))
}

/// The moves of either puzzle's construction.
type Moves = Box<dyn Iterator<Item = u64>>;

/// The JSON fields naming the solution (`"puzzle","n"` and for shift `"m","first"`) and
/// its moves from the core's construction.
fn header_and_moves(puzzle: &str, n: f64, m: f64, first: &str) -> Result<(String, Moves), JsError> {
    Ok(if puzzle == "shift" {
        let shift = page_shift(n, m).map_err(|m| fact_err(&m))?;
        let first = direction(first).map_err(|m| fact_err(&m))?;
        (
            format!(
                "\"puzzle\":\"shift\",\"n\":{},\"m\":{},\"first\":\"{first}\"",
                shift.n(),
                shift.m()
            ),
            Box::new(ShiftSolution::new(shift, first).moves()),
        )
    } else {
        let pairs = Pairs::new(n as u64).map_err(|m| fact_err(&m))?;
        (
            format!("\"puzzle\":\"pairs\",\"n\":{}", pairs.n()),
            Box::new(PairsSolution::new(pairs).moves()),
        )
    })
}

/// The `length` moves in `format` (checked: text, csv, anything else json) after `header`.
fn write_moves(
    format: &str,
    header: &str,
    length: u64,
    moves: impl Iterator<Item = u64>,
) -> String {
    // Writing to a String cannot fail.
    let mut out = String::with_capacity(length as usize * 8 + 64);
    match format {
        "text" => {
            for (k, square) in moves.enumerate() {
                if k > 0 {
                    out.push(' ');
                }
                let _ = write!(out, "{square}");
            }
            out.push('\n');
        }
        "csv" => {
            out.push_str("step,square\n");
            for (k, square) in moves.enumerate() {
                let _ = writeln!(out, "{},{square}", k + 1);
            }
        }
        _ => {
            let _ = write!(out, "{{{header},\"length\":{length},\"moves\":[");
            for (k, square) in moves.enumerate() {
                if k > 0 {
                    out.push(',');
                }
                let _ = write!(out, "{square}");
            }
            out.push_str("]}\n");
        }
    }
    out
}
