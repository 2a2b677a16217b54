//! Shifting checkers' recorded run (`show=backtrack`): the backtracking that finds every
//! optimal solution, cut by the game's proven lower bound, recorded by `run::optimal`.

use super::Shift;
use crate::catalog::RunInfo;
use crate::game::Settings;
use crate::game::{OnePlayer, Rules};
use crate::run::{optimal, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 1] = [optimal::row_run(every_optimal)];

fn every_optimal(settings: &Settings) -> Result<Run, String> {
    let game = Shift::new(
        settings.whole(&super::INFO, "n"),
        settings.whole(&super::INFO, "m"),
    )?;
    let optimum = game.optimum().unwrap_or(game.length());
    optimal::record(&game, || game.start(), optimum, MAX_STEPS).map_err(|e| e.to_string())
}
