//! The subtraction game's recorded runs (`show=recursion`, `show=memo`): seed 004's
//! recursion from the page's heap, recorded by `run::recursion` over the game's rules.

use super::Subtraction;
use crate::impartial::versus_games::Settings;
use crate::run::{recursion, Run};

pub const RUNS: [crate::catalog::RunInfo; 2] = recursion::heap_runs(plain, memo);

fn plain(settings: &Settings) -> Result<Run, String> {
    record(settings, false)
}

fn memo(settings: &Settings) -> Result<Run, String> {
    record(settings, true)
}

fn record(settings: &Settings, memoised: bool) -> Result<Run, String> {
    let misere = settings.flag("misere");
    let game = Subtraction::parse_written(
        &settings.text(&super::INFO, "set"),
        misere,
        crate::text::grouped,
    )?;
    let heap = settings.whole(&super::INFO, "heap");
    recursion::seed_004(&game, heap, misere, memoised, u64::to_string)
}
