//! Pairs' recorded run (`show=backtrack`): the backtracking that finds every optimal
//! solution, cut by Theorem 1's lower bound, recorded by `run::optimal`.

use super::Pairs;
use crate::catalog::RunInfo;
use crate::fact;
use crate::game::Settings;
use crate::game::{OnePlayer, Rules};
use crate::message::Message;
use crate::run::{optimal, refused, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 1] = [optimal::row_run(every_optimal)];

fn every_optimal(settings: &Settings) -> Result<Run, Message> {
    let game = Pairs::new(settings.whole(&super::INFO, "n")).map_err(refused)?;
    let optimum = game
        .optimum()
        .ok_or_else(|| fact!("pairs-run-no-solution", n = game.n()))?;
    Ok(optimal::record(&game, || game.start(), optimum, MAX_STEPS)?)
}
