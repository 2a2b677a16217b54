//! wasm-bindgen tests of `RowView`, the checker rows' one handle (issue 27): every action
//! answers with one snapshot, steps past 2^53 cross as BigInt, play mode and practice are
//! actions of the same handle, and a bad action is refused in words with nothing changed.
//! Positions are worked out by hand from docs/design.md's rules, not taken from the code under
//! test. Run in headless Chromium (`make test-wasm`).
#![cfg(target_arch = "wasm32")]

use movelab_web::row_view::RowView;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A plain object from `(field, value)` pairs.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        js_sys::Reflect::set(&o, &JsValue::from_str(k), v).unwrap();
    }
    o.into()
}

fn action(kind: &str, fields: &[(&str, JsValue)]) -> JsValue {
    let mut all = vec![("type", JsValue::from_str(kind))];
    all.extend(fields.iter().cloned());
    object(&all)
}

fn row(puzzle: &str, n: f64, m: f64) -> RowView {
    let settings = object(&[
        ("puzzle", puzzle.into()),
        ("n", n.into()),
        ("m", m.into()),
        ("first", "right".into()),
    ]);
    let mut view = RowView::new(canvas(800, 220), settings).unwrap();
    view.act(action("reducedMotion", &[("on", true.into())]))
        .unwrap();
    view
}

fn text(v: &JsValue, key: &str) -> String {
    let f = get(v, key);
    f.as_string()
        .unwrap_or_else(|| f.as_f64().map(|x| x.to_string()).unwrap_or_default())
}

#[wasm_bindgen_test]
fn every_action_answers_with_the_snapshot_after_it() {
    // Shift 3 2: nm + n + m = 11 moves, 6 squares, BBB_WW.
    let mut view = row("shift", 3.0, 2.0);
    let s = view.act(action("snapshot", &[])).unwrap();
    assert_eq!(get(&s, "length").as_f64(), Some(11.0));
    assert_eq!(get(&s, "step").as_f64(), Some(0.0));
    assert_eq!(get(&s, "squares").as_f64(), Some(6.0));
    assert!(get(&s, "game").is_null());
    // The timeline player's frame moves the step (one crossing, numbers only).
    view.frame(1, 0.5, 0.0).unwrap();
    let s = view.act(action("snapshot", &[])).unwrap();
    assert_eq!(get(&s, "step").as_f64(), Some(1.0));
    assert!(err(view.frame(12, 0.0, 0.0))
        .starts_with(r#"{"id":"boards-value-range","args":{"name":"step""#));
    let s = view.act(action("seek", &[("step", 11.0.into())])).unwrap();
    assert_eq!(get(&s, "atGoal").as_bool(), Some(true));
    let s = view.act(action("board", &[])).unwrap();
    assert_eq!(text(&s, "board"), "WW_BBB");
    // Restart in watch mode goes back to the start.
    let s = view.act(action("restart", &[])).unwrap();
    assert_eq!(get(&s, "step").as_f64(), Some(0.0));
}

#[wasm_bindgen_test]
fn steps_past_two_to_the_53_cross_as_bigint() {
    // Shift 10^9 10^9: 10^18 + 2·10^9 moves.
    let mut view = row("shift", 1e9, 1e9);
    let s = view.act(action("snapshot", &[])).unwrap();
    assert_eq!(text(&s, "length"), "1000000002000000000");
    let far = JsValue::from(1_000_000_001_999_999_999u64);
    let s = view.act(action("seek", &[("step", far)])).unwrap();
    assert_eq!(text(&s, "step"), "1000000001999999999");
    let past = JsValue::from(1_000_000_002_000_000_001u64);
    let e = err(view.act(action("seek", &[("step", past)])));
    assert!(e.contains("1000000002000000001"), "{e}");
    // Nothing changed.
    let s = view.act(action("snapshot", &[])).unwrap();
    assert_eq!(text(&s, "step"), "1000000001999999999");
}

#[wasm_bindgen_test]
fn play_mode_moves_undoes_and_hints_through_the_same_handle() {
    // Shift 2 2: BB_WW; the solution's first move slides the black on 1.
    let mut view = row("shift", 2.0, 2.0);
    let s = view
        .act(action("playMode", &[("on", true.into())]))
        .unwrap();
    let game = get(&s, "game");
    assert_eq!(get(&game, "moves").as_f64(), Some(0.0));
    assert_eq!(get(&game, "width").as_f64(), Some(1.0));
    let s = view.act(action("hint", &[])).unwrap();
    assert_eq!(text(&get(&s, "hint"), "kind"), "move");
    assert_eq!(get(&get(&s, "hint"), "square").as_f64(), Some(1.0));
    assert_eq!(text(&s, "board"), "BB_WW");
    // The black on 0 jumps its neighbour: legal, and off every optimal solution.
    let s = view.act(action("move", &[("square", 0.0.into())])).unwrap();
    assert_eq!(get(&get(&s, "game"), "moves").as_f64(), Some(1.0));
    assert_eq!(
        text(&view.act(action("board", &[])).unwrap(), "board"),
        "_BBWW"
    );
    // An illegal move (the white on 4 is neither next to the hole on 0 nor one checker
    // away) is refused with the core's reason, and nothing moves.
    let e = err(view.act(action("move", &[("square", 4.0.into())])));
    assert!(e.contains('4'), "{e}");
    assert_eq!(
        text(&view.act(action("board", &[])).unwrap(), "board"),
        "_BBWW"
    );
    let s = view.act(action("undo", &[("times", 1.0.into())])).unwrap();
    assert_eq!(get(&get(&s, "game"), "moves").as_f64(), Some(0.0));
    assert_eq!(get(&get(&s, "game"), "canRedo").as_bool(), Some(true));
    let s = view
        .act(action("playMode", &[("on", false.into())]))
        .unwrap();
    assert!(get(&s, "game").is_null());
    // Game actions need play mode: refused with a fact the page words.
    assert_eq!(
        err(view.act(action("undo", &[]))),
        r#"{"id":"row-needs-play-mode","args":{}}"#
    );
}

#[wasm_bindgen_test]
fn practice_judges_answers_and_plays_the_solution_on() {
    // Shift 1 1: B_W; the solution (first = right) slides the black on 0.
    let mut view = row("shift", 1.0, 1.0);
    let s = view
        .act(action("practise", &[("on", true.into())]))
        .unwrap();
    assert_eq!(
        get(&get(&get(&s, "practice"), "summary"), "right").as_f64(),
        Some(0.0)
    );
    let s = view
        .act(action("answer", &[("square", 0.0.into())]))
        .unwrap();
    assert_eq!(get(&get(&s, "answer"), "right").as_bool(), Some(true));
    // The answer is judged on the step shown; the page then plays the solution's move
    // (its timeline's frame), and the next answer is for the step after it.
    assert_eq!(get(&s, "step").as_f64(), Some(0.0));
    view.frame(1, 0.0, 0.0).unwrap();
    let s = view
        .act(action("answer", &[("square", 1.0.into())]))
        .unwrap();
    let answer = get(&s, "answer");
    assert!(answer.is_object());
    let summary = get(&get(&s, "practice"), "summary");
    assert_eq!(
        get(&summary, "right").as_f64().unwrap() + get(&summary, "wrong").as_f64().unwrap(),
        2.0
    );
}

#[wasm_bindgen_test]
fn bad_actions_and_settings_are_refused_in_words() {
    let mut view = row("pairs", 5.0, 0.0);
    assert!(err(view.act(action("fly", &[]))).contains("fly"));
    assert!(err(view.act(JsValue::from_f64(3.0))).contains("type"));
    let e = err(view.act(action("seek", &[("step", 2.5.into())])));
    assert!(e.contains("2.5"), "{e}");
    let e = err(view.act(action("speed", &[("value", 1e9.into())])));
    assert!(e.contains("speed"), "{e}");
    let bad = object(&[
        ("puzzle", "shift".into()),
        ("n", 0.0.into()),
        ("m", 2.0.into()),
    ]);
    let e = err(view.act(action("load", &[("settings", bad)])));
    assert!(
        e.starts_with(r#"{"id":"boards-value-range","args":{"name":"n""#),
        "{e}"
    );
    // The pairs row is still shown.
    let s = view.act(action("snapshot", &[])).unwrap();
    assert_eq!(text(&s, "puzzle"), "pairs");
    let bad = object(&[("puzzle", "shift".into()), ("n", f64::NAN.into())]);
    assert!(RowView::new(canvas(100, 50), bad).is_err());
}
