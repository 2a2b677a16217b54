//! `ImpartialGame`: the heaps view's handle for the five heap games (subtraction, octal,
//! nim, kinrow, parity), played against the computer. The core's
//! `impartial::versus` keeps the line of positions and decides every value, winning move
//! and the computer's move; this file reads the page's settings (checked against the
//! catalog), and hands out one snapshot record per change (serde-wasm-bindgen).

use super::action::{answer, Action};
use super::{js_err, page_whole, whole};
use crate::catalog::{self, Kind};
use crate::impartial::versus::{self, Play};
use crate::impartial::versus_games::{self, Setting, Settings};
use crate::text::typeset;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The page's settings of game `id` from a JavaScript object (the checked URL settings):
/// each parameter the catalog lists for the game, whole numbers within the page's range.
fn settings(id: &str, params: &JsValue) -> Result<Settings, String> {
    let info = catalog::game(id).ok_or_else(|| format!("there is no game '{id}'"))?;
    let mut out = Settings::default();
    for p in info.params {
        let value = js_sys::Reflect::get(params, &JsValue::from_str(p.name))
            .map_err(|_| format!("the settings have no readable {}", p.name))?;
        if value.is_undefined() || value.is_null() {
            continue; // the catalog's default
        }
        let setting = match p.kind {
            Kind::Whole { .. } => {
                let v = value
                    .as_f64()
                    .ok_or_else(|| format!("{} must be a number", p.name))?;
                Setting::Whole(page_whole(info, p.name, v)?)
            }
            Kind::Flag => Setting::Flag(value.as_bool().unwrap_or(false)),
            Kind::Text { max_len, .. } => {
                let t = text_of(&value);
                if t.chars().count() > max_len {
                    return Err(format!("{} has at most {max_len} characters", p.name));
                }
                Setting::Text(t)
            }
            Kind::Choice { .. } => Setting::Text(value.as_string().unwrap_or_default()),
        };
        out.0.push((p.name.to_string(), setting));
    }
    Ok(out)
}

/// A text setting as given: a string, or a whole number (a number while exact, a BigInt
/// at any size: a heap of 10^18 crosses as either) in decimal digits, for the game to check.
fn text_of(value: &JsValue) -> String {
    if let Some(t) = value.as_string() {
        return t;
    }
    if let Some(big) = value.dyn_ref::<js_sys::BigInt>() {
        return big.to_string(10).map(String::from).unwrap_or_default();
    }
    match value.as_f64() {
        Some(v) if whole("a setting", v, 0, super::MAX_SAFE).is_ok() => (v as u64).to_string(),
        Some(v) => super::number(v),
        None => String::new(),
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
        let inner = versus_games::open(id, &s).map_err(|e| js_err(typeset(&e)))?;
        Ok(ImpartialGame { inner })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it (with
    /// `record`, the visitor's moves as the link keeps them), its `reply` what the action said: `play` (`index`, the option) and `computer` reply
    /// with the move in words, `undo` with whether there was one, `table` with the
    /// explorer's values; `replay` (`record`) and `snapshot` change or read nothing else.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match a.kind.as_str() {
            "snapshot" => JsValue::UNDEFINED,
            "play" => self.play(a.number("index")?)?.into(),
            "computer" => self.computer_move()?.into(),
            "undo" => self.undo().into(),
            "replay" => {
                self.replay(&a.text("record")?)?;
                JsValue::UNDEFINED
            }
            "table" => self.table()?,
            _ => return Err(a.unknown()),
        };
        let snapshot = self.snapshot()?;
        let _ = js_sys::Reflect::set(&snapshot, &"record".into(), &self.record().into());
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

    /// The visitor plays option `index` of the snapshot's `moves`; returns it in words.
    pub fn play(&mut self, index: f64) -> Result<String, JsError> {
        if !self.inner.you_to_move() {
            return Err(js_err("it is the computer's turn"));
        }
        let i = whole("the option", index, 0, u32::MAX as u64).map_err(js_err)?;
        self.inner
            .play(i as usize)
            .map(|said| typeset(&said))
            .map_err(js_err)
    }

    /// The computer plays the core's best move (a winning one when there is one) and
    /// returns it in words.
    pub fn computer_move(&mut self) -> Result<String, JsError> {
        if self.inner.you_to_move() {
            return Err(js_err("it is your turn"));
        }
        let i = self.inner.best().ok_or_else(|| js_err("no move is left"))?;
        self.inner
            .play(i)
            .map(|said| typeset(&said))
            .map_err(js_err)
    }

    /// Takes back the visitor's last move and the computer's reply; false if none.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// The visitor's moves so far as the page's `moves=` record (`3.1.7`, options from 1).
    pub fn record(&self) -> String {
        versus::format_record(&self.inner.yours())
    }

    /// Plays a `moves=` record again from the start of a new game, the computer answering
    /// as it would. On a bad record the moves before the bad one stay played and the error
    /// says which move it was.
    pub fn replay(&mut self, record: &str) -> Result<(), JsError> {
        let options = versus::parse_record(record).map_err(js_err)?;
        self.inner.replay(&options).map_err(js_err)
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
