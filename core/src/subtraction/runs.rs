//! The subtraction game's recorded runs (`show=recursion`, `show=memo`): Algorithm Games'
//! recursion from the page's heap, recorded by `run::recursion` over the game's rules.

use super::Subtraction;
use crate::game::Settings;
use crate::impartial::versus_games::parse_heap;
use crate::message::Message;
use crate::run::{recursion, refused, Run};

pub const RUNS: [crate::catalog::RunInfo; 2] = recursion::heap_runs(plain, memo);

fn plain(settings: &Settings) -> Result<Run, Message> {
    record(settings, false)
}

fn memo(settings: &Settings) -> Result<Run, Message> {
    record(settings, true)
}

fn record(settings: &Settings, memoised: bool) -> Result<Run, Message> {
    let misere = settings.flag("misere");
    let game = Subtraction::parse(&settings.text(&super::INFO, "set"), misere).map_err(refused)?;
    // The heap is text (a heap to 10^18 crosses as digits); the run's step limit refuses
    // what is too large to record.
    let heap = parse_heap(&settings.text(&super::INFO, "heap")).map_err(refused)?;
    recursion::algorithm_games(&game, heap, misere, memoised, u64::to_string)
}
