//! wasm-bindgen test of the catalog's limits in the page's modules: the players refuse what
//! the catalog refuses. (That the page reads the core's catalog whole, dist/catalog.js
//! written from the command line's, is tests/e2e/wasm-modules.test.mjs's.)
#![cfg(target_arch = "wasm32")]

use movelab::catalog::{Kind, GAMES};
use movelab_web::handle::PuzzlePlayer;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_players_and_the_stage_refuse_what_the_catalog_refuses() {
    // shift's page range is the catalog's, one past it is refused with the limit.
    let Kind::Whole { page_max, .. } = GAMES[0].params[0].kind else {
        panic!("shift's n is a whole number")
    };
    assert!(PuzzlePlayer::new("shift", page_max as f64, 1.0, "right").is_ok());
    let e = err(PuzzlePlayer::new(
        "shift",
        page_max as f64 + 1.0,
        1.0,
        "right",
    ));
    // The refusal is the range fact, its limit a number the page groups in its language.
    assert!(e.contains("boards-value-range"), "{e}");
    assert!(e.contains(&format!("\"hi\":{page_max}")), "{e}");
}
