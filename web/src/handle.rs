//! `PuzzlePlayer`: the core's puzzle-neutral player for JavaScript. Up to the page's old
//! limit (2,000,002 squares) it holds the row, O(squares) memory; beyond, the windowed
//! player holds only the layout's runs (`row::window`). Either asks the solution's O(1)
//! formula for each move; neither holds a move list.
//!
//! Steps reach 10^18 at n = m = 10^9, past the 2^53 a JavaScript number holds exactly, so
//! they also cross as BigInt (`stepExact`, `lengthExact`, `seekExact`), and the records'
//! counts are numbers while they are exact, decimal strings beyond ([`exact`]).

use super::rows::page_solution;
use super::{exact, fact_err, narrate, to_js, whole};
use movelab::message::Message;
use movelab::row::window::{for_page, Playback};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Moves of each kind so far (serde record).
#[derive(Serialize)]
pub struct TallyRecord {
    #[serde(serialize_with = "exact")]
    pub slides: u64,
    #[serde(serialize_with = "exact")]
    pub jumps: u64,
    #[serde(serialize_with = "exact")]
    pub pairs: u64,
}

/// One of the lower-bound quantities of the position (serde record).
#[derive(Serialize, Clone)]
pub struct MeasureRecord {
    pub name: &'static str,
    #[serde(serialize_with = "exact")]
    pub value: u64,
}

/// Everything the row view reads after a change, in one record (serde), so that its
/// readouts are drawn from one consistent position instead of several calls.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SnapshotRecord {
    #[serde(serialize_with = "exact")]
    pub step: u64,
    #[serde(serialize_with = "exact")]
    pub length: u64,
    pub at_goal: bool,
    pub tally: TallyRecord,
    pub measures: Vec<MeasureRecord>,
    /// The position in words: a fact (message `row-step` and its kin).
    pub sentence: Message,
}

/// Reads shared by `PuzzlePlayer` and `Stage`, so both say the same things.
pub mod read {
    use super::*;

    fn tally_record(player: &dyn Playback) -> TallyRecord {
        let t = player.tally();
        TallyRecord {
            slides: t.slides,
            jumps: t.jumps,
            pairs: t.pairs,
        }
    }

    /// The lower-bound quantities of the position `player` stands on.
    pub fn measure_records(player: &dyn Playback) -> Vec<MeasureRecord> {
        player
            .measures()
            .into_iter()
            .map(|m| MeasureRecord {
                name: m.name,
                value: m.value,
            })
            .collect()
    }

    /// The one record of what is watched.
    pub fn record(player: &dyn Playback) -> SnapshotRecord {
        SnapshotRecord {
            step: player.step(),
            length: player.length(),
            at_goal: player.at_goal(),
            tally: tally_record(player),
            measures: measure_records(player),
            sentence: narrate::narrate(player),
        }
    }

    /// The whole row as cell codes; empty for a windowed row (read the window hooks).
    pub fn board(player: &dyn Playback) -> Vec<u8> {
        player
            .board()
            .map(|b| b.cells().iter().map(|&c| c as u8).collect())
            .unwrap_or_default()
    }

    /// The whole row as `B`/`W`/`_`; empty for a windowed row.
    pub fn board_text(player: &dyn Playback) -> String {
        player.board().map(|b| b.to_string()).unwrap_or_default()
    }

    pub fn tally(player: &dyn Playback) -> Result<JsValue, JsError> {
        to_js(&tally_record(player))
    }

    pub fn measures(player: &dyn Playback) -> Result<JsValue, JsError> {
        to_js(&measure_records(player))
    }

    /// Seeks to a step given as a JS number, checked against the solution's length.
    pub fn seek(player: &mut dyn Playback, step: f64) -> Result<(), JsError> {
        let step = whole("step", step, 0, player.length()).map_err(|m| fact_err(&m))?;
        player.seek(step);
        Ok(())
    }

    /// Seeks to a step given as a BigInt (exact at any size), checked the same way.
    pub fn seek_exact(player: &mut dyn Playback, step: u64) -> Result<(), JsError> {
        let length = player.length();
        if step > length {
            return Err(fact_err(&movelab::fact!(
                "boards-value-range",
                name = "step",
                lo = 0u64,
                hi = length,
                value = step.to_string()
            )));
        }
        player.seek(step);
        Ok(())
    }
}

/// A player of one optimal solution, for JavaScript: `new PuzzlePlayer("shift", 3, 2,
/// "right")` or `PuzzlePlayer.pairs(5)`. `step`, `length` and `seek` use JS numbers (exact
/// up to 2^53); `stepExact`, `lengthExact` and `seekExact` BigInt, exact at any size.
pub struct PuzzlePlayer {
    pub(crate) player: Box<dyn Playback>,
}

impl PuzzlePlayer {
    /// [`PuzzlePlayer::narration`] before it becomes a JS value.
    pub fn narration_fact(&self) -> Message {
        narrate::narrate(self.player.as_ref())
    }
}

impl PuzzlePlayer {
    /// `puzzle` is `shift` or `pairs`; `m` and `first` are ignored for `pairs`. Sizes are
    /// the page's (the catalog's `page_max`): shift n, m in 1..=10^9, pairs n in 3..=10^9.
    pub fn new(puzzle: &str, n: f64, m: f64, first: &str) -> Result<PuzzlePlayer, JsError> {
        let solution = page_solution(puzzle, n, m, first).map_err(|m| fact_err(&m))?;
        Ok(PuzzlePlayer {
            player: for_page(solution),
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
        self.player.squares() as u32
    }

    /// Moves applied so far (a JS number: rounded above 2^53, see `stepExact`).
    pub fn step(&self) -> f64 {
        self.player.step() as f64
    }

    pub fn length(&self) -> f64 {
        self.player.length() as f64
    }

    /// Moves applied so far, exactly (a BigInt).
    pub fn step_exact(&self) -> u64 {
        self.player.step()
    }

    /// The solution's length, exactly (a BigInt).
    pub fn length_exact(&self) -> u64 {
        self.player.length()
    }

    pub fn at_goal(&self) -> bool {
        self.player.at_goal()
    }

    /// Makes the next move; false at the goal.
    pub fn forward(&mut self) -> bool {
        self.player.forward()
    }

    /// Takes back the last move; false at the start.
    pub fn back(&mut self) -> bool {
        self.player.back()
    }

    /// Goes to `step` in 0..=length; anything else throws.
    pub fn seek(&mut self, step: f64) -> Result<(), JsError> {
        read::seek(self.player.as_mut(), step)
    }

    /// Goes to `step` (a BigInt) in 0..=length; anything else throws.
    pub fn seek_exact(&mut self, step: u64) -> Result<(), JsError> {
        read::seek_exact(self.player.as_mut(), step)
    }

    /// The position, one byte a square: 0 hole, 1 black, 2 white.
    pub fn board(&self) -> Vec<u8> {
        read::board(self.player.as_ref())
    }

    /// The position as docs/design.md's `B`/`W`/`_` code.
    pub fn board_text(&self) -> String {
        read::board_text(self.player.as_ref())
    }

    /// The square of the move of step `step + 1` (the next move), or undefined at the goal.
    pub fn next_move(&self) -> Option<f64> {
        self.player.next_span().map(|s| s.from as f64)
    }

    /// `{slides, jumps, pairs}` so far.
    pub fn tally(&self) -> Result<JsValue, JsError> {
        read::tally(self.player.as_ref())
    }

    /// `[{name, value}]`: the quantities of the lower-bound proof for this position.
    pub fn measures(&self) -> Result<JsValue, JsError> {
        read::measures(self.player.as_ref())
    }

    /// The current move (or the start, or the goal) as a fact (`{ id, args }`) for the page
    /// to word.
    pub fn narration(&self) -> Result<JsValue, JsError> {
        to_js(&narrate::narrate(self.player.as_ref()))
    }
}
