//! The knights game's recorded runs: Algorithm Games' table of Grundy values filled in order of
//! x + y (`show=table`), and its recursion from the first knight's square (`show=recursion`,
//! `show=memo`), recorded by `crate::run` over the game's rules and moves.

use super::session::parse_at;
use super::{board_side, by_sum, Knights, Square, Variant};
use crate::catalog::RunInfo;
use crate::fact;
use crate::game::Settings;
use crate::message::Message;
use crate::run::{recursion, refused, table, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 3] = {
    let [plain, memo] = recursion::heap_runs(plain, memo);
    [RunInfo::new("table", fill), plain, memo]
};

fn board(settings: &Settings) -> Result<Knights, Message> {
    let size = board_side(settings.whole(&super::INFO, "size")).map_err(refused)?;
    Knights::new(size, Variant::One).map_err(refused)
}

fn square_label(&(x, y): &Square) -> String {
    format!("{x},{y}")
}

pub fn fill(settings: &Settings) -> Result<Run, Message> {
    let game = board(settings)?;
    let size = game.size();
    let mut run = table::fill(
        fact!("knights-run-title-table"),
        &by_sum(size),
        |(x, y)| ((x - 1) as f32, (size - y) as f32),
        |sq| square_label(&sq),
        |sq| game.steps(sq).into_iter().map(|s| vec![s]).collect(),
        MAX_STEPS,
    )?;
    run.answer = fact!("knights-run-answer-table", size = size);
    Ok(run)
}

fn plain(settings: &Settings) -> Result<Run, Message> {
    record(settings, false)
}

fn memo(settings: &Settings) -> Result<Run, Message> {
    record(settings, true)
}

/// The recursion from the first knight on the page's board, as a game of one knight.
fn record(settings: &Settings, memoised: bool) -> Result<Run, Message> {
    let game = board(settings)?;
    let at = parse_at(&settings.text(&super::INFO, "at")).map_err(refused)?;
    let first = *at.first().ok_or_else(|| fact!("knights-run-no-knight"))?;
    game.check(&[first]).map_err(refused)?;
    recursion::algorithm_games(&game, vec![first], false, memoised, |k| {
        k.iter().map(square_label).collect::<Vec<_>>().join(";")
    })
}
