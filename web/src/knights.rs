//! `KnightsView`: the knights game on the grid view, a visitor against the computer. The
//! core's `knights::session::KnightsGame` places the knights, checks every move, and plays the
//! computer's (the core's winning move when there is one); this file checks what JavaScript
//! sends and hands back one snapshot record per change (serde-wasm-bindgen).

use super::action::{answer, Action};
use super::{js_err, page_whole, whole};
use js_sys::Uint32Array;
use movelab::catalog::Kind;
use movelab::knights::session::{KnightsGame, KnightsSnapshot};
use movelab::knights::{Jumps, INFO};
use movelab::text::typeset;
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
    }
}

fn record(value: &impl Serialize) -> Result<JsValue, JsError> {
    serde_wasm_bindgen::to_value(value).map_err(|e| js_err(e.to_string()))
}

/// The session's snapshot as the page writes it: the last move's arrow typeset (`→`).
fn shown(mut snapshot: KnightsSnapshot) -> Result<JsValue, JsError> {
    snapshot.last = snapshot.last.as_deref().map(typeset);
    record(&snapshot)
}

/// The `at` text within the catalog's `max_len`.
fn at_text(at: &str) -> Result<&str, String> {
    match INFO.param("at").map(|p| p.kind) {
        Some(Kind::Text { max_len, .. }) if at.chars().count() <= max_len => Ok(at),
        Some(Kind::Text { max_len, .. }) => Err(format!("at must be at most {max_len} characters")),
        _ => Err("knights has no parameter at".into()),
    }
}

#[wasm_bindgen]
pub struct KnightsView {
    session: KnightsGame,
}

impl KnightsView {
    fn square(&self, x: f64, y: f64) -> Result<(u32, u32), JsError> {
        let n = u64::from(self.session.game().size());
        let x = whole("x", x, 1, n).map_err(js_err)? as u32;
        let y = whole("y", y, 1, n).map_err(js_err)? as u32;
        Ok((x, y))
    }
}

#[wasm_bindgen]
impl KnightsView {
    /// The board of side `size` (the catalog's page range), the variant and the knights.
    #[wasm_bindgen(constructor)]
    pub fn new(size: f64, variant: &str, at: &str) -> Result<KnightsView, JsError> {
        let size = page_whole(&INFO, "size", size).map_err(js_err)? as u32;
        let at = at_text(at).map_err(js_err)?;
        let session = KnightsGame::new(size, variant, at).map_err(js_err)?;
        Ok(KnightsView { session })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it:
    /// `place` (`x`, `y`), `start` (`visitorFirst`), `play` (`triples`: knight index, x, y
    /// for each knight that moves), `computer`, `undo`, `replay` (`moves`); `size`,
    /// `values` (each square's Grundy value) and `record` (the link's `moves=`) read, their
    /// answer the snapshot with the value as its `reply`.
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
        self.session.place(sq).map_err(js_err)?;
        shown(self.session.snapshot())
    }

    pub fn start(&mut self, visitor_first: bool) -> Result<JsValue, JsError> {
        self.session.start(visitor_first).map_err(js_err)?;
        shown(self.session.snapshot())
    }

    /// The visitor's move as triples `[knight index, x, y, …]`; throws the core's reason.
    pub fn play(&mut self, triples: &[f64]) -> Result<JsValue, JsError> {
        if triples.is_empty() || triples.len() % 3 != 0 {
            return Err(js_err("a move lists each knight with its square"));
        }
        let count = self.session.knights().len() as u64;
        let mut jumps: Jumps = Vec::new();
        for t in triples.chunks(3) {
            let i = whole("knight", t[0], 0, count.saturating_sub(1)).map_err(js_err)?;
            jumps.push((i as usize, self.square(t[1], t[2])?));
        }
        self.session.visitor_move(&jumps).map_err(js_err)?;
        shown(self.session.snapshot())
    }

    /// The computer's move (nothing when it has none), then the snapshot.
    pub fn computer(&mut self) -> Result<JsValue, JsError> {
        self.session.computer_move().map_err(js_err)?;
        shown(self.session.snapshot())
    }

    pub fn undo(&mut self) -> Result<JsValue, JsError> {
        self.session.undo();
        shown(self.session.snapshot())
    }

    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        shown(self.session.snapshot())
    }

    /// The game so far as the page's `moves=` record (`KnightsGame::record`).
    pub fn moves_record(&self) -> String {
        self.session.record()
    }

    /// Starts and plays a `moves=` record again; on a bad move the moves before it stay
    /// played and the error names it.
    pub fn replay(&mut self, moves: &str) -> Result<JsValue, JsError> {
        self.session.replay(moves).map_err(js_err)?;
        shown(self.session.snapshot())
    }
}
