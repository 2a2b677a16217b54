//! wasm-bindgen test of `catalog()`: the page gets the core's catalog whole (every game,
//! every parameter's limits, the speed range), and the page's checks follow it.
#![cfg(target_arch = "wasm32")]

use movelab::catalog::{Kind, GAMES, SPEED};
use movelab_web::api;
use movelab_web::handle::PuzzlePlayer;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_page_gets_every_game_and_limit_of_the_core() {
    let cat = api::catalog().unwrap();
    let games = js_sys::Array::from(&get(&cat, "games"));
    assert_eq!(games.length() as usize, GAMES.len());
    for (k, g) in GAMES.iter().enumerate() {
        let js = games.get(k as u32);
        assert_eq!(get(&js, "id").as_string().as_deref(), Some(g.id));
        assert_eq!(get(&js, "title").as_string().as_deref(), Some(g.title));
        assert_eq!(get(&js, "rules").as_string().as_deref(), Some(g.rules));
        let params = js_sys::Array::from(&get(&js, "params"));
        assert_eq!(params.length() as usize, g.params.len());
        for (i, p) in g.params.iter().enumerate() {
            let kind = get(&params.get(i as u32), "kind");
            if let Kind::Whole { min, page_max, .. } = p.kind {
                assert_eq!(get(&kind, "min").as_f64(), Some(min as f64));
                assert_eq!(get(&kind, "page_max").as_f64(), Some(page_max as f64));
            }
        }
    }
    let speed = get(&cat, "speed");
    assert_eq!(get(&speed, "min").as_f64(), Some(SPEED.min));
    assert_eq!(get(&speed, "max").as_f64(), Some(SPEED.max));
    assert_eq!(get(&speed, "default").as_f64(), Some(SPEED.default));
}

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
    assert!(e.contains(&movelab::text::grouped(page_max)), "{e}");
}
