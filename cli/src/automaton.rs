//! `movelab automaton`: the swap automaton's row after M steps, or its stabilisation step
//! and final row. Cells come as an argument or from stdin with `-`; the core validates them.

use crate::words::words;
use crate::{Failure, Usage};
use movelab::automaton::{to_text, Automaton};
use std::io::{self, Read, Write};

/// Runs the subcommand: `steps` or `stable` (clap makes them exclusive, one required).
pub fn run(
    out: &mut impl Write,
    cells: &str,
    steps: Option<u64>,
    stable: bool,
) -> Result<(), Failure> {
    let text = if cells == "-" {
        let mut input = String::new();
        // One byte past the limit is enough to refuse an oversized row with its size.
        io::stdin()
            .take(movelab::automaton::MAX_CELLS as u64 + 64)
            .read_to_string(&mut input)?;
        input
    } else {
        cells.to_string()
    };
    let automaton = Automaton::read(&text).map_err(|m| Usage(words().fact(&m)))?;
    if stable {
        let t = automaton.stable_step();
        writeln!(out, "{t}")?;
        writeln!(out, "{}", to_text(&automaton.row_at(t)))?;
    } else {
        let m = steps.unwrap_or(0);
        writeln!(out, "{}", to_text(&automaton.row_at(m)))?;
    }
    Ok(())
}
