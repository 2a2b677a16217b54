//! A visitor's action as it crosses the boundary: a plain object `{ type, …fields }` that a
//! handle's `act` reads field by field. Read by hand with `Reflect` rather than by serde,
//! whose tagged-enum decoder would cost the rows module more than its budget has left.

use super::{js_err, number, whole};
use wasm_bindgen::prelude::*;

/// One action: its `type` and the object it came in, for its fields.
pub struct Action {
    pub kind: String,
    object: JsValue,
}

impl Action {
    /// Reads `{ type: "…" }`; anything without a string `type` is refused in words.
    pub fn read(object: JsValue) -> Result<Action, JsError> {
        let kind = field(&object, "type")
            .as_string()
            .ok_or_else(|| js_err("an action needs a type, such as { type: \"play\" }"))?;
        Ok(Action { kind, object })
    }

    /// The field `name`, undefined when it is absent.
    pub fn get(&self, name: &str) -> JsValue {
        field(&self.object, name)
    }

    /// A whole number field in `lo..=hi`, checked as every number from JavaScript is.
    pub fn whole(&self, name: &str, lo: u64, hi: u64) -> Result<u64, JsError> {
        let value = self.get(name);
        let x = value.as_f64().ok_or_else(|| {
            js_err(format!(
                "the {} action needs {name}, a number from {lo} to {hi}",
                self.kind
            ))
        })?;
        whole(name, x, lo, hi).map_err(js_err)
    }

    /// A number field (any finite value; the handle checks its range).
    pub fn number(&self, name: &str) -> Result<f64, JsError> {
        self.get(name)
            .as_f64()
            .filter(|x| x.is_finite())
            .ok_or_else(|| js_err(format!("the {} action needs {name}, a number", self.kind)))
    }

    /// A step in `0..=length`: a number while exact, a BigInt at any size (steps reach
    /// 10^18 at n = m = 10^9, past the 2^53 a number holds).
    pub fn step(&self, name: &str, length: u64) -> Result<u64, JsError> {
        let value = self.get(name);
        let step = if let Some(x) = value.as_f64() {
            whole(name, x, 0, length.min(super::MAX_SAFE)).map_err(js_err)?
        } else {
            u64::try_from(value.clone()).map_err(|_| {
                js_err(format!(
                    "{name} must be a whole number from 0 to {length}, not {}",
                    shown(&value)
                ))
            })?
        };
        if step > length {
            return Err(js_err(format!(
                "{name} must be from 0 to {length}, not {step}"
            )));
        }
        Ok(step)
    }

    /// A list of numbers field (a JavaScript array), or a sentence naming it.
    pub fn numbers(&self, name: &str) -> Result<Vec<f64>, JsError> {
        let value = self.get(name);
        let refused = || {
            js_err(format!(
                "the {} action needs {name}, a list of numbers",
                self.kind
            ))
        };
        if !js_sys::Array::is_array(&value) {
            return Err(refused());
        }
        js_sys::Array::from(&value)
            .iter()
            .map(|x| x.as_f64().ok_or_else(refused))
            .collect()
    }

    /// A true/false field; absent is false.
    pub fn flag(&self, name: &str) -> bool {
        self.get(name).is_truthy()
    }

    /// A text field, or a sentence naming it.
    pub fn text(&self, name: &str) -> Result<String, JsError> {
        self.get(name)
            .as_string()
            .ok_or_else(|| js_err(format!("the {} action needs {name}, a text", self.kind)))
    }

    /// The refusal of an action type this handle does not know, naming the ones it does.
    pub fn unknown(&self, known: &[&str]) -> JsError {
        js_err(format!(
            "this view has no action '{}': it knows {}",
            self.kind,
            known.join(", ")
        ))
    }
}

/// One typed list of the actions a view's handle answers: an enum read from an action's
/// `type` (`Kind::read`), so that the handle's `match` on it is exhaustive, and `NAMES`, the
/// types as JavaScript writes them, which web/tests/action_names.rs compares with the types
/// the page's scripts send.
#[macro_export]
macro_rules! actions {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $text:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($variant,)+
        }

        impl $name {
            /// Every action type, as JavaScript writes it.
            pub const NAMES: &'static [&'static str] = &[$($text,)+];

            /// The action of `action`'s `type`, or a refusal naming the types there are.
            pub fn read(action: &$crate::action::Action) -> Result<$name, wasm_bindgen::JsError> {
                match action.kind.as_str() {
                    $($text => Ok($name::$variant),)+
                    _ => Err(action.unknown(Self::NAMES)),
                }
            }
        }
    };
}

/// `object[name]`, undefined when `object` is not an object.
pub fn field(object: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// A value as the message shows it: a number as JavaScript writes it, else its type.
fn shown(value: &JsValue) -> String {
    match value.as_f64() {
        Some(x) => number(x),
        None => value
            .as_string()
            .map(|s| format!("'{s}'"))
            .unwrap_or_else(|| value.js_typeof().as_string().unwrap_or_default()),
    }
}

/// The one answer to an action: the snapshot after it, carrying what the action read or
/// said (a move in words, a table) as its `reply` when there is one.
pub fn answer(snapshot: JsValue, reply: JsValue) -> JsValue {
    if !reply.is_undefined() {
        // A snapshot is a plain object made by serde: setting a field cannot fail.
        let _ = js_sys::Reflect::set(&snapshot, &JsValue::from_str("reply"), &reply);
    }
    snapshot
}
