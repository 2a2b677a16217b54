//! Nim's recorded runs (`show=recursion`, `show=memo`): Algorithm Games' recursion from the
//! page's heaps, recorded by `run::recursion` over the game's rules.

use super::{check_heaps, Nim};
use crate::game::Settings;
use crate::impartial::versus_games::parse_heaps;
use crate::run::{recursion, Run};

pub const RUNS: [crate::catalog::RunInfo; 2] = recursion::heap_runs(plain, memo);

fn plain(settings: &Settings) -> Result<Run, String> {
    record(settings, false)
}

fn memo(settings: &Settings) -> Result<Run, String> {
    record(settings, true)
}

fn record(settings: &Settings, memoised: bool) -> Result<Run, String> {
    let heaps = parse_heaps(&settings.text(&super::INFO, "heaps")).map_err(|m| m.json())?;
    check_heaps(&heaps)?;
    let misere = settings.flag("misere");
    let game = Nim { misere };
    recursion::algorithm_games(&game, heaps, misere, memoised, |h| {
        crate::run::heaps_label(h)
    })
}
