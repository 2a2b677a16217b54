//! wasm-bindgen tests of `exportMoves` (web/src/export.rs), in headless Chromium
//! (`make test-wasm`). The expected files are written out by hand from the rules in
//! docs/design.md: shift 1 1 right is black 0→1, white 2→0 over it, black 1→2.
#![cfg(target_arch = "wasm32")]

use movelab::fact;
use movelab::message::typed;
use movelab_web::export::{export_moves, EXPORT_LIMIT};
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn shift_in_the_three_formats() {
    let f = |first, format| export_moves("shift", 1.0, 1.0, first, format).unwrap();
    assert_eq!(f("right", "text"), "0 2 1\n");
    assert_eq!(f("left", "text"), "2 0 1\n");
    assert_eq!(f("right", "csv"), "step,square\n1,0\n2,2\n3,1\n");
    assert_eq!(
        f("left", "json"),
        "{\"puzzle\":\"shift\",\"n\":1,\"m\":1,\"first\":\"left\",\"length\":3,\"moves\":[2,0,1]}\n"
    );
}

#[wasm_bindgen_test]
fn pairs_json_has_no_m_and_no_first() {
    let json = export_moves("pairs", 3.0, 99.0, "up", "json").unwrap();
    assert!(json.starts_with("{\"puzzle\":\"pairs\",\"n\":3,\"length\":4,\"moves\":["));
    assert!(json.ends_with("]}\n"));
    let text = export_moves("pairs", 3.0, 0.0, "", "text").unwrap();
    assert_eq!(text.trim_end().split(' ').count(), 4);
}

#[wasm_bindgen_test]
fn refusals_say_why() {
    assert_eq!(
        err(export_moves("shift", 3.0, 2.0, "right", "xml")),
        fact!(
            "page-bad-call",
            call = "exportMoves.format",
            value = typed("xml")
        )
        .json()
    );
    // The limit as a number, which the page groups in its language.
    assert_eq!(
        err(export_moves("shift", 1000.0, 1000.0, "right", "csv")),
        fact!(
            "row-export-limit",
            length = 1_002_000u64,
            most = EXPORT_LIMIT,
            puzzle = "shift",
            format = "csv"
        )
        .json()
    );
    assert!(err(export_moves("shift", 0.0, 2.0, "right", "text"))
        .starts_with(r#"{"id":"boards-value-range","args":{"name":"n""#));
    assert_eq!(
        err(export_moves("shift", 3.0, 2.0, "up", "text")),
        fact!("shift-first-unknown", first = typed("up")).json()
    );
    assert_eq!(
        err(export_moves("pairs", 2.0, 0.0, "", "text")),
        fact!("pairs-no-solution", n = 2u64).json()
    );
    assert_eq!(
        err(export_moves("chess", 3.0, 2.0, "right", "text")),
        fact!("page-bad-call", call = "puzzle", value = typed("chess")).json()
    );
}
