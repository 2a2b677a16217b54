//! Helpers shared by the wasm-bindgen tests (tests/web_*.rs): JS errors as messages, record
//! fields, a canvas on the page, a still stage on it, and waiting for animation frames.
#![allow(dead_code)]

use wasm_bindgen::{JsCast, JsError, JsValue};

/// The message of a JS error.
pub fn message(e: JsError) -> String {
    let v: JsValue = e.into();
    v.dyn_into::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_default()
}

/// The message of the error `r` must be.
pub fn err<T>(r: Result<T, JsError>) -> String {
    match r {
        Ok(_) => panic!("expected an error"),
        Err(e) => message(e),
    }
}

/// The refusal of a number out of `lo..=hi` or not whole (web/src/lib.rs `whole`): the fact
/// in JSON, as the error carries it (`boards-value-range`, `boards-value-not-whole`).
pub fn range_fact(id: &str, name: &str, lo: u64, hi: u64, value: &str) -> String {
    format!(
        r#"{{"id":"boards-value-{id}","args":{{"name":"{name}","lo":{lo},"hi":{hi},"value":"{value}"}}}}"#
    )
}

/// Field `key` of a JS record.
pub fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

/// A canvas of `width` x `height` CSS pixels, added to the page.
pub fn canvas(width: u32, height: u32) -> web_sys::HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let c: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    c.set_attribute("style", &format!("width: {width}px; height: {height}px"))
        .unwrap();
    document.body().unwrap().append_child(&c).unwrap();
    c
}

/// Resolves after `ms` milliseconds (lets the stage's animation frames run).
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// A stage showing shift n = m = `n` on an 800 × 220 canvas, reduced motion (each step lands
/// at once), and the canvas it draws on.
pub fn still_shift_stage(n: u64) -> (web_sys::HtmlCanvasElement, movelab_web::stage::Stage) {
    let c = canvas(800, 220);
    let player = movelab_web::handle::PuzzlePlayer::shift(n as f64, n as f64, "right").unwrap();
    let mut stage = movelab_web::stage::Stage::new(c.clone(), player).unwrap();
    stage.set_reduced_motion(true);
    (c, stage)
}
