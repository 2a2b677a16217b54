//! `PuzzlePlayer`: the core's puzzle-neutral `Player` for JavaScript. It holds O(squares)
//! memory and asks the solution's O(1) formula for each move; it never holds a move list.

use super::{js_err, narrate, page_solution, whole};
use crate::row::player::Player;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Moves of each kind so far (serde record).
#[derive(Serialize)]
pub struct TallyRecord {
    pub slides: u64,
    pub jumps: u64,
    pub pairs: u64,
}

/// One of the lower-bound quantities of the position (serde record).
#[derive(Serialize)]
pub struct MeasureRecord {
    pub name: &'static str,
    pub value: u64,
}

/// Everything the row view reads after a change, in one record (serde), so that its
/// readouts are drawn from one consistent position instead of several calls.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SnapshotRecord {
    pub step: f64,
    pub length: f64,
    pub playing: bool,
    pub at_goal: bool,
    pub tally: TallyRecord,
    pub measures: Vec<MeasureRecord>,
    pub sentence: String,
}

/// Reads shared by `PuzzlePlayer` and `Stage`, so both say the same things.
pub mod read {
    use super::*;

    fn tally_record(player: &Player) -> TallyRecord {
        let t = player.tally();
        TallyRecord {
            slides: t.slides,
            jumps: t.jumps,
            pairs: t.pairs,
        }
    }

    fn measure_records(player: &Player) -> Vec<MeasureRecord> {
        player
            .solution()
            .puzzle()
            .measures(player.board())
            .into_iter()
            .map(|m| MeasureRecord {
                name: m.name,
                value: m.value,
            })
            .collect()
    }

    /// The one record of `Stage::snapshot`; `playing` is the stage's, not the player's.
    pub fn snapshot(player: &Player, playing: bool) -> Result<JsValue, JsError> {
        let record = SnapshotRecord {
            step: player.step() as f64,
            length: player.length() as f64,
            playing,
            at_goal: player.at_goal(),
            tally: tally_record(player),
            measures: measure_records(player),
            sentence: narrate::narrate(player),
        };
        serde_wasm_bindgen::to_value(&record).map_err(|e| js_err(e.to_string()))
    }

    pub fn board(player: &Player) -> Vec<u8> {
        player.board().cells().iter().map(|&c| c as u8).collect()
    }

    pub fn tally(player: &Player) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&tally_record(player)).map_err(|e| js_err(e.to_string()))
    }

    pub fn measures(player: &Player) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&measure_records(player)).map_err(|e| js_err(e.to_string()))
    }

    /// Seeks to a step given as a JS number, checked against the solution's length.
    pub fn seek(player: &mut Player, step: f64) -> Result<(), JsError> {
        let step = whole("step", step, 0, player.length()).map_err(js_err)?;
        player.seek(step);
        Ok(())
    }
}

/// A player of one optimal solution, for JavaScript: `new PuzzlePlayer("shift", 3, 2,
/// "right")` or `PuzzlePlayer.pairs(5)`. Steps are JS numbers (exact up to 2^53).
#[wasm_bindgen]
pub struct PuzzlePlayer {
    pub(crate) player: Player,
}

#[wasm_bindgen]
impl PuzzlePlayer {
    /// `puzzle` is `shift` or `pairs`; `m` and `first` are ignored for `pairs`. Sizes are
    /// the page's: shift n, m in 1..=10^6, pairs n in 3..=10^6.
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, n: f64, m: f64, first: &str) -> Result<PuzzlePlayer, JsError> {
        let solution = page_solution(puzzle, n, m, first).map_err(js_err)?;
        Ok(PuzzlePlayer {
            player: Player::new(solution),
        })
    }

    pub fn shift(n: f64, m: f64, first: &str) -> Result<PuzzlePlayer, JsError> {
        PuzzlePlayer::new("shift", n, m, first)
    }

    pub fn pairs(n: f64) -> Result<PuzzlePlayer, JsError> {
        PuzzlePlayer::new("pairs", n, 0.0, "")
    }

    /// `shift` or `pairs`.
    pub fn puzzle(&self) -> String {
        self.player.solution().puzzle().name().to_string()
    }

    pub fn squares(&self) -> u32 {
        self.player.board().len() as u32
    }

    /// Moves applied so far.
    pub fn step(&self) -> f64 {
        self.player.step() as f64
    }

    pub fn length(&self) -> f64 {
        self.player.length() as f64
    }

    #[wasm_bindgen(js_name = atGoal)]
    pub fn at_goal(&self) -> bool {
        self.player.at_goal()
    }

    /// Makes the next move; false at the goal.
    pub fn forward(&mut self) -> bool {
        self.player.forward().is_some()
    }

    /// Takes back the last move; false at the start.
    pub fn back(&mut self) -> bool {
        self.player.back().is_some()
    }

    /// Goes to `step` in 0..=length; anything else throws.
    pub fn seek(&mut self, step: f64) -> Result<(), JsError> {
        read::seek(&mut self.player, step)
    }

    /// The position, one byte a square: 0 hole, 1 black, 2 white.
    pub fn board(&self) -> Vec<u8> {
        read::board(&self.player)
    }

    /// The position as DESIGN.md's `B`/`W`/`_` code.
    #[wasm_bindgen(js_name = boardText)]
    pub fn board_text(&self) -> String {
        self.player.board().to_string()
    }

    /// The square of the move of step `step + 1` (the next move), or undefined at the goal.
    #[wasm_bindgen(js_name = nextMove)]
    pub fn next_move(&self) -> Option<f64> {
        if self.player.at_goal() {
            None
        } else {
            Some(self.player.solution().move_at(self.player.step() + 1) as f64)
        }
    }

    /// `{slides, jumps, pairs}` so far.
    pub fn tally(&self) -> Result<JsValue, JsError> {
        read::tally(&self.player)
    }

    /// `[{name, value}]`: the quantities of the lower-bound proof for this position.
    pub fn measures(&self) -> Result<JsValue, JsError> {
        read::measures(&self.player)
    }

    /// The current move (or the start, or the goal) in words.
    pub fn narration(&self) -> String {
        narrate::narrate(&self.player)
    }
}
