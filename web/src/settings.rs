//! A game's page settings from JavaScript (the checked URL settings), read against the
//! catalog: the heap games' handle and the recorded runs' handle take them this way.

use super::action::bad_call_fact;
use super::{page_whole, whole};
use movelab::catalog::{self, Kind};
use movelab::game::{Setting, Settings};
use movelab::message::Message;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The page's settings of game `id` from a JavaScript object (the checked URL settings):
/// each parameter the catalog lists for the game, whole numbers within the page's range.
/// The URL check has already refused what a visitor can give, so a game the catalog does
/// not have, a value of the wrong kind or a text past its length is the page's own slip
/// (`page-bad-call`); a whole number out of the page's range is the range fact.
pub fn settings(id: &str, params: &JsValue) -> Result<Settings, Message> {
    let info = catalog::game(id).ok_or_else(|| bad_call_fact("game", &JsValue::from_str(id)))?;
    let mut out = Settings::default();
    for p in info.params {
        let value = js_sys::Reflect::get(params, &JsValue::from_str(p.name))
            .map_err(|_| bad_call_fact(p.name, params))?;
        if value.is_undefined() || value.is_null() {
            continue; // the catalog's default
        }
        let setting = match p.kind {
            Kind::Whole { .. } => {
                let v = value
                    .as_f64()
                    .ok_or_else(|| bad_call_fact(p.name, &value))?;
                Setting::Whole(page_whole(info, p.name, v)?)
            }
            Kind::Flag => Setting::Flag(value.as_bool().unwrap_or(false)),
            Kind::Text { max_len, .. } => {
                let t = text_of(&value);
                if t.chars().count() > max_len {
                    return Err(bad_call_fact(p.name, &value));
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
