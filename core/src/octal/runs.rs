//! Octal games' recorded runs (`show=recursion`, `show=memo`): Algorithm Games' recursion from
//! the page's heaps, recorded by `run::recursion` over the game's rules (under misère the
//! same rules with the WL-algorithm's misère ending).

use super::Octal;
use crate::game::Settings;
use crate::impartial::octal_table::Code;
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
    let code = Code::parse(&settings.text(&super::INFO, "code")).map_err(|m| m.json())?;
    let heaps = parse_heaps(&settings.text(&super::INFO, "heaps")).map_err(|m| m.json())?;
    let most = heaps.iter().copied().max().unwrap_or(0).max(1);
    let game = Octal::new(code, most)?;
    let misere = settings.flag("misere");
    recursion::algorithm_games(&game, heaps, misere, memoised, |h| {
        crate::run::heaps_label(h)
    })
}
