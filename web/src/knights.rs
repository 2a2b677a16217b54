//! `KnightsView`: the knights game on the grid view, a visitor against the computer. The
//! core's `knights::session::KnightsGame` places the knights, checks every move, and plays the
//! computer's (the core's winning move when there is one); this file checks what JavaScript
//! sends and hands back one [`KnightsSnapshot`] record per change (serde-wasm-bindgen).

use super::action::{answer, bad_call, Action};
use super::{fact_err, page_whole, to_js, whole};
use js_sys::Uint32Array;
use movelab::catalog::Kind;
use movelab::game::Notation;
use movelab::knights::session::{format_at, KnightsGame, LoneJump};
use movelab::knights::{Jumps, INFO};
use movelab::message::Message;
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the knights game's handle answers (`act({ type, … })`).
    KnightsAction {
        Place = "place",
        Start = "start",
        Play = "play",
        Computer = "computer",
        Undo = "undo",
        Replay = "replay",
        Snapshot = "snapshot",
        Size = "size",
        Values = "values",
        Record = "record",
        Winning = "winning",
    }
}

fn record(value: &impl Serialize) -> Result<JsValue, JsError> {
    to_js(value)
}

/// One square a knight can jump to alone, its value, and whether that jump wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KnightOption {
    pub to: [u32; 2],
    pub value: u32,
    pub wins: bool,
}

/// Everything the page shows after one change.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KnightsSnapshot {
    /// One character per square, rows from y = N at the top down to y = 1, x from 1 left
    /// to right: `.` no knight, `1`–`9` that many knights, `+` more.
    pub board: String,
    pub knights: Vec<[u32; 2]>,
    /// The `at` parameter of the current knights.
    pub at: String,
    /// Moves made since the start.
    pub step: usize,
    pub started: bool,
    /// `visitor` or `computer` while the game runs.
    pub to_move: Option<&'static str>,
    /// `first` when the player to move wins with perfect play, else `second`.
    pub outcome: &'static str,
    /// No move is left: the player to move has lost.
    pub over: bool,
    pub winner: Option<&'static str>,
    /// The last move with who made it, a fact (`knights-last`) for the page to word.
    pub last: Option<Message>,
    /// For each knight, where it can jump alone (empty when a lone move is not allowed).
    pub options: Vec<Vec<KnightOption>>,
}

/// The page's record of `game`'s current position.
pub fn snapshot(game: &KnightsGame) -> KnightsSnapshot {
    let n = game.game().size();
    let knights = game.knights();
    let board = (1..=n)
        .rev()
        .flat_map(|y| (1..=n).map(move |x| (x, y)))
        .map(|s| match knights.iter().filter(|&&k| k == s).count() {
            0 => '.',
            c @ 1..=9 => char::from(b'0' + c as u8),
            _ => '+',
        })
        .collect();
    let over = game.over();
    let (mover, other) = match game.visitor_to_move() {
        true => ("visitor", "computer"),
        false => ("computer", "visitor"),
    };
    let option = |o: LoneJump| KnightOption {
        to: [o.to.0, o.to.1],
        value: o.value,
        wins: o.wins,
    };
    KnightsSnapshot {
        board,
        knights: knights.iter().map(|&(x, y)| [x, y]).collect(),
        at: format_at(knights),
        step: game.step(),
        started: game.started(),
        to_move: (game.started() && !over).then_some(mover),
        outcome: if game.lost() { "second" } else { "first" },
        over,
        winner: over.then_some(other),
        last: game.last().cloned(),
        options: game
            .options()
            .into_iter()
            .map(|lone| lone.into_iter().map(option).collect())
            .collect(),
    }
}

/// The page's record of `game`'s current position, for JavaScript.
fn shown(game: &KnightsGame) -> Result<JsValue, JsError> {
    record(&snapshot(game))
}

/// The `at` text within the catalog's `max_len`.
fn at_text(at: &str) -> Result<&str, JsError> {
    match INFO.param("at").map(|p| p.kind) {
        Some(Kind::Text { max_len, .. }) if at.chars().count() <= max_len => Ok(at),
        Some(Kind::Text { max_len, .. }) => Err(fact_err(&movelab::fact!(
            "knights-at-too-long",
            most = max_len
        ))),
        // The catalog gives knights its `at`: unreachable but for a slip of the lab.
        _ => Err(bad_call("KnightsView.at", &JsValue::from_str(at))),
    }
}

#[wasm_bindgen]
pub struct KnightsView {
    session: KnightsGame,
}

impl KnightsView {
    fn square(&self, x: f64, y: f64) -> Result<(u32, u32), JsError> {
        let n = u64::from(self.session.game().size());
        let x = whole("x", x, 1, n).map_err(|m| fact_err(&m))? as u32;
        let y = whole("y", y, 1, n).map_err(|m| fact_err(&m))? as u32;
        Ok((x, y))
    }
}

#[wasm_bindgen]
impl KnightsView {
    /// The board of side `size` (the catalog's page range), the variant and the knights.
    #[wasm_bindgen(constructor)]
    pub fn new(size: f64, variant: &str, at: &str) -> Result<KnightsView, JsError> {
        let size = page_whole(&INFO, "size", size).map_err(|m| fact_err(&m))? as u32;
        let at = at_text(at)?;
        let session = KnightsGame::new(size, variant, at).map_err(|m| fact_err(&m))?;
        Ok(KnightsView { session })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it:
    /// `place` (`x`, `y`), `start` (`visitorFirst`), `play` (`triples`: knight index, x, y
    /// for each knight that moves), `computer`, `undo`, `replay` (`moves`); `size`,
    /// `values` (each square's Grundy value), `record` (the link's `moves=`) and `winning`
    /// (the core's winning move from the knights as they stand, written in the game's
    /// notation, or null when the player to move loses) read, their answer the snapshot
    /// with the value as its `reply`.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply: JsValue = match KnightsAction::read(&a)? {
            KnightsAction::Place => return self.place(a.number("x")?, a.number("y")?),
            KnightsAction::Start => return self.start(a.flag("visitorFirst")),
            KnightsAction::Play => return self.play(&a.numbers("triples")?),
            KnightsAction::Computer => return self.computer(),
            KnightsAction::Undo => return self.undo(),
            KnightsAction::Replay => return self.replay(&a.text("moves")?),
            KnightsAction::Snapshot => JsValue::UNDEFINED,
            KnightsAction::Size => self.size().into(),
            KnightsAction::Values => self.values().into(),
            KnightsAction::Record => self.moves_record().into(),
            KnightsAction::Winning => self.winning().map_or(JsValue::NULL, JsValue::from),
        };
        Ok(answer(self.snapshot()?, reply))
    }
}

impl KnightsView {
    pub fn size(&self) -> u32 {
        self.session.game().size()
    }

    /// Each square's Grundy value, rows from y = N down to 1, x from 1.
    pub fn values(&self) -> Uint32Array {
        Uint32Array::from(&self.session.values()[..])
    }

    /// Adds a knight on (x, y), or takes one away, before the start.
    pub fn place(&mut self, x: f64, y: f64) -> Result<JsValue, JsError> {
        let sq = self.square(x, y)?;
        self.session.place(sq).map_err(|m| fact_err(&m))?;
        shown(&self.session)
    }

    pub fn start(&mut self, visitor_first: bool) -> Result<JsValue, JsError> {
        self.session
            .start(visitor_first)
            .map_err(|m| fact_err(&m))?;
        shown(&self.session)
    }

    /// The visitor's move as triples `[knight index, x, y, …]`; throws the core's reason.
    pub fn play(&mut self, triples: &[f64]) -> Result<JsValue, JsError> {
        if triples.is_empty() || triples.len() % 3 != 0 {
            // The page sends a knight's index and its square, three numbers a knight.
            let count = triples.len() as f64;
            return Err(bad_call("play.triples", &JsValue::from(count)));
        }
        let count = self.session.knights().len() as u64;
        let mut jumps: Jumps = Vec::new();
        for t in triples.chunks(3) {
            let i = whole("knight", t[0], 0, count.saturating_sub(1)).map_err(|m| fact_err(&m))?;
            jumps.push((i as usize, self.square(t[1], t[2])?));
        }
        self.session
            .visitor_move(&jumps)
            .map_err(|m| fact_err(&m))?;
        shown(&self.session)
    }

    /// The computer's move (nothing when it has none), then the snapshot.
    pub fn computer(&mut self) -> Result<JsValue, JsError> {
        self.session.computer_move().map_err(|m| fact_err(&m))?;
        shown(&self.session)
    }

    pub fn undo(&mut self) -> Result<JsValue, JsError> {
        self.session.undo();
        shown(&self.session)
    }

    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        shown(&self.session)
    }

    /// The core's winning move from the knights as they stand (the worksheet's answer for
    /// the variants whose winning moves are sets of knights), in the game's notation.
    pub fn winning(&self) -> Option<String> {
        let game = self.session.game();
        game.winning_move(self.session.knights())
            .map(|mv| game.write_move(&mv))
    }

    /// The game so far as the page's `moves=` record (`KnightsGame::record`).
    pub fn moves_record(&self) -> String {
        self.session.record()
    }

    /// Starts and plays a `moves=` record again; on a bad move the moves before it stay
    /// played and the error names it.
    pub fn replay(&mut self, moves: &str) -> Result<JsValue, JsError> {
        self.session.replay(moves).map_err(|m| fact_err(&m))?;
        shown(&self.session)
    }
}
