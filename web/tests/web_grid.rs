//! wasm-bindgen tests of the grid view's handles, `PegView` and `KnightsView` (run in
//! headless Chromium, `make test-wasm`): every number and text from JavaScript is checked
//! before the core sees it, and every refusal is a JS Error (a sentence, or the core's fact as
//! JSON for the page to word), never a panic.
#![cfg(target_arch = "wasm32")]

use movelab_web::knights::KnightsView;
use movelab_web::peg::PegView;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn peg_view_checks_what_javascript_sends() {
    assert!(err(PegView::new("square", "d4", "d4")).contains("english or french"));
    assert!(err(PegView::new("english", "z9", "d4"))
        .contains(r#""id":"peg-not-a-hole","args":{"hole":"z9""#));
    assert!(err(PegView::new("english", &"d4,".repeat(101), "d4")).contains("at most 300"));
    let mut v = PegView::new("english", "d4", "d4").unwrap();
    assert!(err(v.apply(f64::NAN, 1.0))
        .starts_with(r#"{"id":"boards-value-not-whole","args":{"name":"from""#));
    assert!(err(v.apply(0.5, 1.0)).contains("\"boards-value-not-whole\""));
    assert!(err(v.apply(33.0, 1.0)).contains(r#""lo":0,"hi":32"#));
    assert!(err(v.toggle(-1.0)).contains(r#""lo":0,"hi":32"#));
    assert!(err(v.seek(1e300)).contains("step"));
    // d2 is hole 4 and d4 hole 16 (rows of 3, 3, 7, 7, …): a legal jump, then d4 is taken.
    let snap = v.apply(4.0, 16.0).unwrap();
    assert_eq!(get(&snap, "step").as_f64(), Some(1.0));
    assert_eq!(
        get(&snap, "verdict").as_string().as_deref(),
        Some("solvable")
    );
    // The core's refusals cross as facts (JSON), worded by the page (www/views/refusal.js).
    assert_eq!(
        err(v.apply(28.0, 16.0)),
        r#"{"id":"peg-hole-holds-peg","args":{"hole":"d4"}}"#
    );
    assert_eq!(
        err(v.apply(0.0, 16.0)),
        r#"{"id":"peg-not-a-jump","args":{"jump":"c1-d4"}}"#
    );
    assert_eq!(err(v.toggle(0.0)), r#"{"id":"peg-start-fixed","args":{}}"#);
    let jumps = v.solve().unwrap();
    assert_eq!(jumps.length(), 62);
    let mut french = PegView::new("french", "d4", "d4").unwrap();
    assert!(err(french.solve()).starts_with(r#"{"id":"peg-no-solution","args":{"why":"#));
}

#[wasm_bindgen_test]
fn knights_view_checks_what_javascript_sends() {
    assert!(err(KnightsView::new(33.0, "one", "")).contains(r#""lo":1,"hi":32"#));
    assert!(
        KnightsView::new(8.0, "all", "").is_ok(),
        "every knight moves: the page plays it"
    );
    assert!(err(KnightsView::new(8.0, "every", "")).contains("knights-variant-unknown"));
    assert_eq!(
        err(KnightsView::new(8.0, "one", "9,9")),
        r#"{"id":"knights-off-board","args":{"square":"9,9","size":8}}"#
    );
    assert_eq!(
        err(KnightsView::new(8.0, "one", &"1,1;".repeat(200))),
        r#"{"id":"knights-at-too-long","args":{"most":600}}"#
    );
    let mut k = KnightsView::new(8.0, "one", "3,1").unwrap();
    assert_eq!(err(k.place(0.0, 1.0)), range_fact("range", "x", 1, 8, "0"));
    assert!(err(k.play(&[0.0, 1.0, 2.0])).contains("knights-not-started"));
    k.start(true).unwrap();
    assert!(err(k.play(&[])).starts_with(r#"{"id":"page-bad-call","args":{"call":"play.triples""#));
    assert_eq!(
        err(k.play(&[1.0, 1.0, 2.0])),
        range_fact("range", "knight", 0, 0, "1")
    );
    assert_eq!(
        err(k.play(&[0.0, 1.0, 1.0])),
        r#"{"id":"knights-cannot-jump","args":{"knight":1,"square":"1,1"}}"#
    );
    let snap = k.play(&[0.0, 1.0, 2.0]).unwrap();
    assert_eq!(get(&snap, "winner").as_string().as_deref(), Some("visitor"));
    assert_eq!(k.values().length(), 64);
}
