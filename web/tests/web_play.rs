//! wasm-bindgen tests of play mode's and practice's exports (issue 5): `PlayGame::hint`,
//! `PlayGame::solvedOptimally` and `width`, the `Practice` class and `Stage::highlight`,
//! with bad input from JavaScript refused in words. Run in headless Chromium
//! (`make test-wasm`). Positions and optimal moves are worked out by hand from the rules in
//! docs/design.md, not taken from the code under test.
#![cfg(target_arch = "wasm32")]

use movelab::fact;
use movelab::message::Arg;
use movelab_web::game::PlayGame;
use movelab_web::handle::PuzzlePlayer;
use movelab_web::practice::PracticeRun;
use movelab_web::stage::Stage;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn keys(v: &JsValue) -> Vec<String> {
    js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>())
        .iter()
        .map(|k| k.as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn hint_names_the_solution_move_then_the_mistake_to_undo() {
    // Shifting checkers 2 2: BB_WW. The page's solution (first = right) starts with the
    // black on square 1 sliding right.
    let mut g = PlayGame::new("shift", 2.0, 2.0, "right").unwrap();
    assert_eq!(g.width(), 1);
    let h = g.hint().unwrap();
    assert_eq!(keys(&h), vec!["kind", "square"]);
    assert_eq!(get(&h, "kind").as_string().unwrap(), "move");
    assert_eq!(get(&h, "square").as_f64(), Some(1.0));
    // The black on 0 jumps the black on 1: B_BWW. Every black must end right of every white
    // and the jump over its own colour only wastes a move: off every optimal solution.
    g.play(0.0).unwrap();
    assert_eq!(g.board_text(), "_BBWW");
    let h = g.hint().unwrap();
    assert_eq!(get(&h, "kind").as_string().unwrap(), "undo");
    assert_eq!(get(&h, "mistakeStep").as_f64(), Some(1.0));
    assert_eq!(get(&h, "mistakeSquare").as_f64(), Some(0.0));
    assert_eq!(get(&h, "undos").as_f64(), Some(1.0));
    // A second move after the mistake: two undos lead back.
    g.play(1.0).unwrap();
    let h = g.hint().unwrap();
    assert_eq!(get(&h, "undos").as_f64(), Some(2.0));
    assert_eq!(get(&h, "mistakeStep").as_f64(), Some(1.0));
    assert!(!g.solved_optimally());
}

#[wasm_bindgen_test]
fn solved_games_have_no_hint_and_say_whether_optimal() {
    // Shifting checkers 1 1: B_W -> _BW -> WB_ -> W_B, the optimum (1 + 1 + 1 = 3).
    let mut g = PlayGame::new("shift", 1.0, 1.0, "right").unwrap();
    for square in [0.0, 2.0, 1.0] {
        g.play(square).unwrap();
    }
    assert_eq!(g.board_text(), "W_B");
    assert!(g.solved_optimally());
    assert!(g.hint().unwrap().is_undefined());
    // The long way round: a slide forth and back first, then the solution: 5 moves.
    g.restart();
    for square in [0.0, 1.0, 0.0, 2.0, 1.0] {
        g.play(square).unwrap();
    }
    assert!(g.is_solved());
    assert!(!g.solved_optimally());
    assert_eq!(
        g.judgement_fact(),
        fact!("play-solved-over", moves = 5u64, optimum = 3u64)
    );
    let p = PlayGame::new("pairs", 3.0, 0.0, "").unwrap();
    assert_eq!(p.width(), 2);
    let h = p.hint().unwrap();
    assert_eq!(get(&h, "kind").as_string().unwrap(), "move");
}

#[wasm_bindgen_test]
fn big_boards_hint_back_to_the_solution() {
    // Shifting checkers 20 20: far above the exhaustive tables, so a step off the page's
    // solution cannot be judged a mistake; the hint leads back to the solution instead.
    let mut g = PlayGame::new("shift", 20.0, 20.0, "right").unwrap();
    let h = g.hint().unwrap();
    assert_eq!(get(&h, "square").as_f64(), Some(19.0));
    g.play(18.0).unwrap(); // the black on 18 jumps the black on 19
    let h = g.hint().unwrap();
    assert_eq!(keys(&h), vec!["kind", "leftAtStep", "undos"]);
    assert_eq!(get(&h, "kind").as_string().unwrap(), "back");
    assert_eq!(get(&h, "leftAtStep").as_f64(), Some(1.0));
    assert_eq!(get(&h, "undos").as_f64(), Some(1.0));
    assert!(matches!(
        g.judgement_fact().arg("left"),
        Some(Arg::Message(m)) if m.id == "play-left-at-least"
    ));
}

#[wasm_bindgen_test]
fn practice_counts_right_and_wrong_and_refuses_bad_answers() {
    let mut p = PracticeRun::new("shift", 1.0, 1.0, "right").unwrap();
    assert_eq!(p.length(), 3.0);
    assert_eq!(p.movable(), vec![0, 2]);
    assert_eq!(p.expected(), Some(0.0));
    for bad in [f64::NAN, -1.0, 0.5, 3.0, 1e300, f64::INFINITY] {
        assert!(!err(p.answer(bad)).is_empty(), "{bad}");
    }
    assert_eq!(
        err(p.answer(1.0)),
        r#"{"id":"row-illegal-hole","args":{"square":"1"}}"#
    );
    let s = p.summary_record();
    assert_eq!((s.right, s.wrong, s.watched), (0.0, 0.0, 3.0));
    // Right: the black slides (B_W -> _BW).
    let a = p.answer_record(0.0).unwrap();
    assert!(a.right);
    assert_eq!(p.board_text(), "_BW");
    // Wrong: the black slides back; the solution's move (the white jumps from 2) is played.
    let a = p.answer(1.0).unwrap();
    assert_eq!(get(&a, "right").as_bool(), Some(false));
    assert_eq!(get(&a, "expected").as_f64(), Some(2.0));
    assert_eq!(p.board_text(), "WB_");
    assert_eq!(p.answered(2.0), Some(false));
    assert_eq!(p.answered(f64::NAN), None);
    assert_eq!(p.answered(0.0), None);
    // Going back to retry a step does not change its score.
    assert!(p.back());
    assert_eq!(p.step(), 1.0);
    assert!(p.answer_record(2.0).unwrap().right);
    assert_eq!(p.summary_record().wrong, 1.0);
    assert!(p.answer_record(1.0).unwrap().right);
    assert!(p.is_finished());
    assert_eq!(p.expected(), None);
    assert_eq!(
        err(p.answer(0.0)),
        r#"{"id":"row-practice-finished","args":{}}"#
    );
    let s = p.summary();
    assert!(s.is_ok());
    let s = s.unwrap();
    assert_eq!(get(&s, "right").as_f64(), Some(2.0));
    assert_eq!(get(&s, "wrong").as_f64(), Some(1.0));
    assert_eq!(get(&s, "watched").as_f64(), Some(0.0));
    assert_eq!(get(&s, "finished").as_bool(), Some(true));
    assert_eq!(get(&s, "length").as_f64(), Some(3.0));
    // Seeking: whole steps of the solution only.
    assert!(err(p.seek(4.0)).contains(r#""lo":0,"hi":3"#));
    assert!(err(p.seek(1.5)).contains("\"boards-value-not-whole\""));
    p.seek(1.0).unwrap();
    assert_eq!(p.board_text(), "_BW");
    assert!(p.forward());
    assert_eq!(p.step(), 2.0);
    assert_eq!(
        err(PracticeRun::new("pairs", 2.0, 0.0, "")),
        fact!("pairs-no-solution", n = 2u64).json()
    );
    assert!(!err(PracticeRun::new("shift", 1.0, 1.0, "up")).is_empty());
}

#[wasm_bindgen_test]
fn practice_watched_steps_are_counted_as_watched() {
    // Shifting checkers 2 1: L = 2 + 1 + 2 = 5; watch two, answer the rest rightly.
    let mut p = PracticeRun::new("shift", 2.0, 1.0, "right").unwrap();
    assert!(p.forward());
    assert!(p.forward());
    while let Some(square) = p.expected() {
        assert!(p.answer_record(square).unwrap().right);
    }
    let s = p.summary_record();
    assert_eq!(
        (s.right, s.wrong, s.watched, s.finished),
        (3.0, 0.0, 2.0, true)
    );
    assert!(!p.forward());
}

#[wasm_bindgen_test]
fn stage_highlight_refuses_squares_off_the_board() {
    let document = web_sys::window().unwrap().document().unwrap();
    let c: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    c.set_attribute("style", "width: 600px; height: 200px")
        .unwrap();
    document.body().unwrap().append_child(&c).unwrap();
    // Shifting checkers 3 2: six squares.
    let mut stage = Stage::new(c.clone(), PuzzlePlayer::shift(3.0, 2.0, "right").unwrap()).unwrap();
    stage.highlight(2.0, 1.0).unwrap();
    stage.highlight(5.0, 1.0).unwrap();
    assert!(err(stage.highlight(6.0, 1.0)).contains(r#""lo":0,"hi":5"#));
    assert!(err(stage.highlight(5.0, 2.0)).contains(r#""lo":0,"hi":4"#));
    assert!(err(stage.highlight(f64::NAN, 1.0)).contains("\"boards-value-not-whole\""));
    assert!(err(stage.highlight(0.0, 3.0)).contains(r#""name":"width""#));
    // The hooks still show the solution's position; showing the solution lets the ring go.
    assert_eq!(c.get_attribute("data-board").as_deref(), Some("BBB_WW"));
    stage.show_solution();
    // A ring is on the step shown: the page lands a glide before it asks for one.
    stage.frame(1, 0.0, 0.0).unwrap();
    stage.highlight(2.0, 1.0).unwrap();
    assert_eq!(stage.step(), 1);
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("1"));
    // While ringed the board is held: a frame of another step moves the solution on
    // underneath, and showing the solution again shows it.
    stage.frame(2, 0.0, 0.0).unwrap();
    assert_eq!(stage.step(), 2);
    stage.show_solution();
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("2"));
    drop(stage);
    c.remove();
}
