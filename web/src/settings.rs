//! A game's page settings from JavaScript (the checked URL settings), read against the
//! catalog: the heap games' handle and the recorded runs' handle take them this way.

use super::{page_whole, whole};
use movelab::catalog::{self, Kind};
use movelab::game::{Setting, Settings};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The page's settings of game `id` from a JavaScript object (the checked URL settings):
/// each parameter the catalog lists for the game, whole numbers within the page's range.
pub fn settings(id: &str, params: &JsValue) -> Result<Settings, String> {
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
                Setting::Whole(page_whole(info, p.name, v).map_err(|m| m.json())?)
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
