//! The knights game's recorded runs: Algorithm Games' table of Grundy values filled in order of
//! x + y (`show=table`), and its recursion from the first knight's square (`show=recursion`,
//! `show=memo`), recorded by `crate::run` over the game's rules and moves.

use super::session::parse_at;
use super::{board_side, by_sum, Knights, Square, Variant};
use crate::catalog::RunInfo;
use crate::game::Settings;
use crate::run::{recursion, table, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 3] = {
    let [plain, memo] = recursion::heap_runs(plain, memo);
    [RunInfo::new("table", fill), plain, memo]
};

fn board(settings: &Settings) -> Result<Knights, String> {
    let size = board_side(settings.whole(&super::INFO, "size"))?;
    Knights::new(size, Variant::One)
}

fn square_label(&(x, y): &Square) -> String {
    format!("{x},{y}")
}

pub fn fill(settings: &Settings) -> Result<Run, String> {
    let game = board(settings)?;
    let size = game.size();
    let mut run = table::fill(
        "grundyNumber of one knight, square by square in order of x + y",
        &by_sum(size),
        |(x, y)| ((x - 1) as f32, (size - y) as f32),
        |sq| square_label(&sq),
        |sq| game.steps(sq).into_iter().map(|s| vec![s]).collect(),
        MAX_STEPS,
    )?;
    run.answer = format!("the table of the {size}×{size} board, filled");
    Ok(run)
}

fn plain(settings: &Settings) -> Result<Run, String> {
    record(settings, false)
}

fn memo(settings: &Settings) -> Result<Run, String> {
    record(settings, true)
}

/// The recursion from the first knight on the page's board, as a game of one knight.
fn record(settings: &Settings, memoised: bool) -> Result<Run, String> {
    let game = board(settings)?;
    let at = parse_at(&settings.text(&super::INFO, "at"))?;
    let first = *at
        .first()
        .ok_or("the recursion starts from a knight: place one on the board")?;
    game.check(&[first])?;
    recursion::algorithm_games(&game, vec![first], false, memoised, |k| {
        k.iter().map(square_label).collect::<Vec<_>>().join(";")
    })
}
