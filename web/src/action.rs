//! A visitor's action as it crosses the boundary: a plain object `{ type, …fields }` that a
//! handle's `act` reads field by field. Read by hand with `Reflect` rather than by serde,
//! whose tagged-enum decoder would cost the rows module more than its budget has left.

use super::{fact_err, number, whole};
use wasm_bindgen::prelude::*;

/// A call of the page's own that its handle cannot take (an action without a type, a field
/// missing or of the wrong kind): a bug of the page, not a visitor's input, so one message
/// names the call and the value (`page-bad-call`).
pub fn bad_call(call: &str, value: &JsValue) -> JsError {
    fact_err(&bad_call_fact(call, value))
}

/// [`bad_call`] as the fact, for a reader that answers facts (the settings reader).
pub fn bad_call_fact(call: &str, value: &JsValue) -> movelab::message::Message {
    movelab::fact!(
        "page-bad-call",
        call = call,
        value = movelab::message::typed(value.as_string().unwrap_or_else(|| shown(value)))
    )
}

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
            .ok_or_else(|| bad_call("act", &object))?;
        Ok(Action { kind, object })
    }

    /// The field `name`, undefined when it is absent.
    pub fn get(&self, name: &str) -> JsValue {
        field(&self.object, name)
    }

    /// A whole number field in `lo..=hi`, checked as every number from JavaScript is.
    pub fn whole(&self, name: &str, lo: u64, hi: u64) -> Result<u64, JsError> {
        let value = self.get(name);
        let x = value
            .as_f64()
            .ok_or_else(|| bad_call(&self.call(name), &value))?;
        whole(name, x, lo, hi).map_err(|m| fact_err(&m))
    }

    /// A number field (any finite value; the handle checks its range).
    pub fn number(&self, name: &str) -> Result<f64, JsError> {
        let value = self.get(name);
        value
            .as_f64()
            .filter(|x| x.is_finite())
            .ok_or_else(|| bad_call(&self.call(name), &value))
    }

    /// A step in `0..=length`: a number while exact, a BigInt at any size (steps reach
    /// 10^18 at n = m = 10^9, past the 2^53 a number holds).
    pub fn step(&self, name: &str, length: u64) -> Result<u64, JsError> {
        let value = self.get(name);
        let refused = |id, value| {
            fact_err(&movelab::fact!(
                id,
                name = name,
                lo = 0u64,
                hi = length,
                value = value
            ))
        };
        let step = if let Some(x) = value.as_f64() {
            whole(name, x, 0, length.min(super::MAX_SAFE)).map_err(|m| fact_err(&m))?
        } else {
            u64::try_from(value.clone())
                .map_err(|_| refused("boards-value-not-whole", shown(&value)))?
        };
        if step > length {
            return Err(refused("boards-value-range", step.to_string()));
        }
        Ok(step)
    }

    /// A list of numbers field (a JavaScript array), or a sentence naming it.
    pub fn numbers(&self, name: &str) -> Result<Vec<f64>, JsError> {
        let value = self.get(name);
        let refused = || bad_call(&self.call(name), &value);
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
        let value = self.get(name);
        value
            .as_string()
            .ok_or_else(|| bad_call(&self.call(name), &value))
    }

    /// The refusal of an action type this handle does not know (its `NAMES` are the ones
    /// it does, checked against the page's scripts by web/tests/action_names.rs).
    pub fn unknown(&self) -> JsError {
        bad_call("act", &JsValue::from_str(&self.kind))
    }

    /// `type.field`, the call a refusal names (`play.index`).
    fn call(&self, name: &str) -> String {
        format!("{}.{name}", self.kind)
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
                    _ => Err(action.unknown()),
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
