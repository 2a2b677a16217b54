//! K in a row's recorded run (`show=table`): Andreica and Tapus's mex table, the value of every run
//! of empty squares from 0 to N, filled by length with `run::table` (a move in a run of r leaves
//! runs of i and r − K − i, a sum: the xor of their values).

use super::KInRow;
use crate::catalog::RunInfo;
use crate::fact;
use crate::game::Settings;
use crate::message::Message;
use crate::run::{refused, table, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 1] = [RunInfo::new("table", fill)];

/// Cells a row of the drawing holds.
const PER_ROW: u64 = 20;

fn fill(settings: &Settings) -> Result<Run, Message> {
    let (n, k) = (
        settings.whole(&super::INFO, "n"),
        settings.whole(&super::INFO, "k"),
    );
    // The game checks the sizes (and says why in its words).
    KInRow::new(n, k).map_err(refused)?;
    let lengths: Vec<u64> = (0..=n).collect();
    let mut run = table::fill(
        fact!("kinrow-run-title-table"),
        &lengths,
        |r| ((r % PER_ROW) as f32, (r / PER_ROW) as f32),
        |r| r.to_string(),
        // Occupying squares i + 1 … i + K of a run of r leaves runs of i and r − K − i.
        |r| {
            (0..=r.saturating_sub(k))
                .filter(|_| r >= k)
                .map(|i| vec![i, r - k - i])
                .collect()
        },
        MAX_STEPS,
    )?;
    run.answer = fact!("kinrow-run-answer-table", n = n, k = k);
    Ok(run)
}
