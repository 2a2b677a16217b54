//! `ImpartialGame`: the heaps view's handle for the heap games (subtraction, octal, grundys,
//! nim, kinrow, parity), played against the computer. The core's
//! `impartial::versus` keeps the line of positions and decides every value, winning move
//! and the computer's move; this file reads the page's settings (checked against the
//! catalog), and hands out one snapshot record per change (serde-wasm-bindgen).

use super::action::{answer, Action};
use super::settings::settings;
use super::{js_err, whole};
use movelab::impartial::versus::{self, Play};
use movelab::impartial::versus_games;
use movelab::text::typeset;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the heaps view's handle answers (`act({ type, … })`).
    HeapAction {
        Snapshot = "snapshot",
        Play = "play",
        Computer = "computer",
        Undo = "undo",
        Replay = "replay",
        Table = "table",
    }
}

/// One heap game against the computer: `new ImpartialGame(id, params)`.
#[wasm_bindgen]
pub struct ImpartialGame {
    inner: Box<dyn Play>,
}

#[wasm_bindgen]
impl ImpartialGame {
    /// The game `id` with the page's settings (`params.set`, `heap`, `misere`, `code`,
    /// `heaps`, `n`, `k`, `odd`, `first`, `upto`, as its catalog entry lists them). The
    /// error is the game's own sentence (a bad set or code, heaps past the page's limits).
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, params: JsValue) -> Result<ImpartialGame, JsError> {
        let s = settings(id, &params).map_err(js_err)?;
        let inner = versus_games::open(&crate::engines::ENGINES, id, &s)
            .map_err(|e| js_err(typeset(&e)))?;
        Ok(ImpartialGame { inner })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it (with
    /// `record`, the visitor's moves as the link keeps them), its `reply` what the action
    /// said: `play` (`index`, the option; or where every heap moves `parts`, one option of
    /// each heap) and `computer` reply with the move in words, `undo` with whether there was one, `table` with the
    /// explorer's values; `replay` (`record`) and `snapshot` change or read nothing else.
    /// After `computer` the snapshot's `parts` are the options it played, as indices into
    /// the snapshot before (the page fades those, as it does the visitor's).
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let mut parts = None;
        let reply = match HeapAction::read(&a)? {
            HeapAction::Snapshot => JsValue::UNDEFINED,
            HeapAction::Play => {
                let choice = match a.get("parts").is_undefined() {
                    true => vec![a.number("index")?],
                    false => a.numbers("parts")?,
                };
                self.play(&choice)?.into()
            }
            HeapAction::Computer => {
                let (said, choice) = self.computer_move()?;
                parts = Some(choice);
                said.into()
            }
            HeapAction::Undo => self.undo().into(),
            HeapAction::Replay => {
                self.replay(&a.text("record")?)?;
                JsValue::UNDEFINED
            }
            HeapAction::Table => self.table()?,
        };
        let snapshot = self.snapshot()?;
        let _ = js_sys::Reflect::set(&snapshot, &"record".into(), &self.record().into());
        if let Some(parts) = parts {
            let parts: js_sys::Array = parts.iter().map(|&k| JsValue::from(k as u32)).collect();
            let _ = js_sys::Reflect::set(&snapshot, &"parts".into(), &parts);
        }
        Ok(answer(snapshot, reply))
    }
}

impl ImpartialGame {
    /// The current position, its options with their values, and the words (one record),
    /// the moves' labels and sentences set as the page writes them ([`typeset`]).
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        let mut s = self.inner.snapshot();
        for m in &mut s.moves {
            m.label = typeset(&m.label);
            m.why = typeset(&m.why);
        }
        s.status = typeset(&s.status);
        s.insight = typeset(&s.insight);
        serde_wasm_bindgen::to_value(&s).map_err(|e| js_err(e.to_string()))
    }

    /// The visitor plays options of the snapshot's `moves` (one, or one of each heap where
    /// every heap moves); returns the move in words.
    pub fn play(&mut self, choice: &[f64]) -> Result<String, JsError> {
        if !self.inner.you_to_move() {
            return Err(js_err("it is the computer's turn"));
        }
        if choice.len() > versus::RECORD_MAX_PARTS {
            return Err(js_err(format!(
                "a move joins at most {} options, not {}",
                versus::RECORD_MAX_PARTS,
                choice.len()
            )));
        }
        let choice = choice
            .iter()
            .map(|&i| whole("the option", i, 0, u32::MAX as u64).map(|i| i as usize))
            .collect::<Result<Vec<_>, _>>()
            .map_err(js_err)?;
        self.inner
            .play(&choice)
            .map(|said| typeset(&said))
            .map_err(js_err)
    }

    /// The computer plays the core's best move (a winning one when there is one) and
    /// returns it in words, with the options it played.
    pub fn computer_move(&mut self) -> Result<(String, versus::Choice), JsError> {
        if self.inner.you_to_move() {
            return Err(js_err("it is your turn"));
        }
        let choice = self.inner.best().ok_or_else(|| js_err("no move is left"))?;
        let said = self.inner.play(&choice).map_err(js_err)?;
        Ok((typeset(&said), choice))
    }

    /// Takes back the visitor's last move and the computer's reply; false if none.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// The visitor's moves so far as the page's `moves=` record (`3.1.7`, options from 1;
    /// `1-4.2-3` where every heap moves).
    pub fn record(&self) -> String {
        versus::format_record(&self.inner.yours())
    }

    /// Plays a `moves=` record again from the start of a new game, the computer answering
    /// as it would. On a bad record the moves before the bad one stay played and the error
    /// says which move it was.
    pub fn replay(&mut self, record: &str) -> Result<(), JsError> {
        let choices = versus::parse_record(record).map_err(js_err)?;
        self.inner.replay(&choices).map_err(js_err)
    }

    /// G(0..=upto) for the explorer (the page's `upto`, or the game's own size where it
    /// has no `upto`), with the certified period and its certificate in words.
    pub fn table(&self) -> Result<JsValue, JsError> {
        let mut table = self.inner.table(None).map_err(js_err)?;
        table.note = typeset(&table.note);
        table.certificate = table.certificate.as_deref().map(typeset);
        serde_wasm_bindgen::to_value(&table).map_err(|e| js_err(e.to_string()))
    }
}
