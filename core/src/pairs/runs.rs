//! Pairs' recorded run (`show=backtrack`): the backtracking that finds every optimal
//! solution, cut by Theorem 1's lower bound, recorded by `run::optimal`.

use super::Pairs;
use crate::catalog::RunInfo;
use crate::game::Settings;
use crate::game::{OnePlayer, Rules};
use crate::run::{optimal, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 1] = [optimal::row_run(every_optimal)];

fn every_optimal(settings: &Settings) -> Result<Run, String> {
    let game = Pairs::new(settings.whole(&super::INFO, "n"))?;
    let optimum = game
        .optimum()
        .ok_or_else(|| format!("pairs with n = {} has no solution", game.n()))?;
    optimal::record(&game, || game.start(), optimum, MAX_STEPS).map_err(|e| e.to_string())
}
