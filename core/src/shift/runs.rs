//! Shifting checkers' recorded run (`show=backtrack`): the backtracking that finds every
//! optimal solution, cut by the game's proven lower bound, recorded by `run::optimal`.

use super::Shift;
use crate::catalog::RunInfo;
use crate::game::Settings;
use crate::game::{OnePlayer, Rules};
use crate::message::Message;
use crate::run::{optimal, refused, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 1] = [optimal::row_run(every_optimal)];

fn every_optimal(settings: &Settings) -> Result<Run, Message> {
    let game = Shift::new(
        settings.whole(&super::INFO, "n"),
        settings.whole(&super::INFO, "m"),
    )
    .map_err(refused)?;
    let optimum = game.optimum().unwrap_or(game.length());
    Ok(optimal::record(&game, || game.start(), optimum, MAX_STEPS)?)
}
