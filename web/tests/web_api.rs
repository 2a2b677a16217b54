//! wasm-bindgen tests of every export, errors included, run in headless Chromium through
//! Debian's chromedriver (`make test-wasm`). The expected positions are written out by
//! hand from the rules in docs/design.md, not taken from the code under test.
#![cfg(target_arch = "wasm32")]

use movelab::fact;
use movelab::game::replay::replay;
use movelab::message::{typed, Arg};
use movelab::pairs::Pairs;
use movelab::shift::Shift;
use movelab_web::api;
use movelab_web::handle::PuzzlePlayer;
use movelab_web::stage::Stage;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn shift_player_walks_forward_back_and_seeks() {
    let mut p = PuzzlePlayer::new("shift", 3.0, 2.0, "right").unwrap();
    assert_eq!(p.puzzle(), "shift");
    assert_eq!(p.squares(), 6);
    assert_eq!(p.length(), 11.0);
    assert_eq!(p.step(), 0.0);
    assert_eq!(p.board(), vec![1, 1, 1, 0, 2, 2]);
    assert_eq!(p.board_text(), "BBB_WW");
    // First move right: the black on square n - 1 = 2 slides into the hole.
    assert_eq!(p.next_move(), Some(2.0));
    assert!(p.forward());
    assert_eq!(p.board_text(), "BB_BWW");
    assert_eq!(
        p.narration_fact(),
        fact!(
            "row-step",
            step = 1u64,
            length = 11u64,
            move = fact!("row-move-slide", colour = "black", from = 2u64, way = "right", to = 3u64)
        )
    );
    assert!(p.back());
    assert!(!p.back(), "no move before the start");
    assert_eq!(
        p.narration_fact(),
        fact!(
            "shift-play-start",
            blacks = 3u64,
            whites = 2u64,
            hole = 3u64,
            length = 11u64
        )
    );
    p.seek(11.0).unwrap();
    assert!(p.at_goal());
    assert_eq!(p.board_text(), "WW_BBB");
    assert_eq!(p.next_move(), None);
    assert!(!p.forward(), "no move after the goal");
    assert_eq!(p.narration_fact().id, "row-step-solved");
    let t = p.tally().unwrap();
    assert_eq!(get(&t, "slides").as_f64(), Some(5.0), "n + m slides");
    assert_eq!(get(&t, "jumps").as_f64(), Some(6.0), "nm jumps");
    p.seek(0.0).unwrap();
    assert_eq!(p.board_text(), "BBB_WW");
}

#[wasm_bindgen_test]
fn first_left_starts_with_a_white() {
    let mut p = PuzzlePlayer::shift(2.0, 2.0, "left").unwrap();
    assert_eq!(p.next_move(), Some(3.0));
    p.forward();
    assert_eq!(p.board_text(), "BBW_W");
}

#[wasm_bindgen_test]
fn player_refuses_bad_input_with_reasons() {
    assert_eq!(
        err(PuzzlePlayer::new("shift", 0.0, 2.0, "right")),
        range_fact("range", "n", 1, 1_000_000_000, "0")
    );
    assert_eq!(
        err(PuzzlePlayer::new("shift", 3.0, 1_000_000_001.0, "right")),
        range_fact("range", "m", 1, 1_000_000_000, "1000000001")
    );
    assert_eq!(
        err(PuzzlePlayer::new("shift", 2.5, 2.0, "right")),
        range_fact("not-whole", "n", 1, 1_000_000_000, "2.5")
    );
    let not_whole = |n| err(PuzzlePlayer::new("shift", n, 2.0, "right"));
    assert!(not_whole(f64::NAN).contains("\"boards-value-not-whole\""));
    assert!(not_whole(f64::INFINITY).contains("\"boards-value-not-whole\""));
    assert_eq!(
        err(PuzzlePlayer::new("shift", 3.0, 2.0, "up")),
        fact!("shift-first-unknown", first = typed("up")).json()
    );
    assert_eq!(
        err(PuzzlePlayer::new("chess", 3.0, 2.0, "right")),
        fact!("page-bad-call", call = "puzzle", value = typed("chess")).json()
    );
    assert_eq!(
        err(PuzzlePlayer::pairs(2.0)),
        fact!("pairs-no-solution", n = 2u64).json()
    );
    assert_eq!(
        err(PuzzlePlayer::pairs(1_000_000_001.0)),
        range_fact("range", "n", 3, 1_000_000_000, "1000000001")
    );
    let mut p = PuzzlePlayer::shift(3.0, 2.0, "right").unwrap();
    assert_eq!(err(p.seek(12.0)), range_fact("range", "step", 0, 11, "12"));
    assert_eq!(err(p.seek(-1.0)), range_fact("range", "step", 0, 11, "-1"));
    assert_eq!(
        err(p.seek(0.5)),
        range_fact("not-whole", "step", 0, 11, "0.5")
    );
    assert_eq!(p.step(), 0.0, "a refused seek changes nothing");
}

#[wasm_bindgen_test]
fn pairs_player_reaches_the_alternating_goal() {
    let mut p = PuzzlePlayer::pairs(5.0).unwrap();
    assert_eq!(p.puzzle(), "pairs");
    assert_eq!(p.board_text(), "BBBBBWWWWW__");
    p.seek(p.length()).unwrap();
    assert_eq!(p.board_text(), "__WBWBWBWBWB");
    let t = p.tally().unwrap();
    assert_eq!(get(&t, "pairs").as_f64(), Some(p.length()));
    assert_eq!(p.narration_fact().id, "row-step-solved");
    p.back();
    assert!(matches!(
        p.narration_fact().arg("move"),
        Some(Arg::Message(m)) if m.id == "row-move-pair"
    ));
}

#[wasm_bindgen_test]
fn large_counts_are_grouped_in_words() {
    assert_eq!(movelab::text::grouped(0), "0");
    assert_eq!(movelab::text::grouped(999), "999");
    assert_eq!(movelab::text::grouped(1_002_000), "1,002,000");
    let mut p = PuzzlePlayer::shift(1000.0, 1000.0, "right").unwrap();
    p.seek(1_002_000.0).unwrap();
    let said = p.narration_fact();
    assert_eq!(said.arg("step"), Some(&Arg::Number(1_002_000)));
    assert!(matches!(
        said.arg("move"),
        Some(Arg::Message(m)) if m.arg("from") == Some(&Arg::Number(1000))
    ));
}

#[wasm_bindgen_test]
fn measures_are_name_value_records() {
    let mut p = PuzzlePlayer::shift(3.0, 2.0, "right").unwrap();
    let read = |p: &PuzzlePlayer| -> Vec<(String, f64)> {
        let list: js_sys::Array = p.measures().unwrap().dyn_into().unwrap();
        list.iter()
            .map(|m| {
                (
                    get(&m, "name").as_string().unwrap(),
                    get(&m, "value").as_f64().unwrap(),
                )
            })
            .collect()
    };
    // BBB_WW: 3 x 2 black-before-white pairs; 3 blacks left of the hole, 2 whites right.
    assert_eq!(
        read(&p),
        vec![
            ("inversions".into(), 6.0),
            ("vacant inversions".into(), 5.0)
        ]
    );
    p.seek(11.0).unwrap();
    assert!(read(&p).iter().all(|(_, v)| *v == 0.0));
}

#[wasm_bindgen_test]
fn solve_replays_to_the_goal_in_the_optimum() {
    // The independent replayer of the core (game::replay) judges the list solve hands over.
    let moves = api::solve("shift", 3.0, 2.0, "right").unwrap().to_vec();
    assert_eq!(moves.len(), 11);
    let verdict = replay(&Shift::new(3, 2).unwrap(), moves.iter().map(|&s| s as u64)).unwrap();
    assert!(verdict.reached_goal);
    assert_eq!(verdict.optimal, Some(true));
    let pairs = api::solve("pairs", 5.0, 0.0, "").unwrap().to_vec();
    assert_eq!(pairs.len(), 5);
    let verdict = replay(&Pairs::new(5).unwrap(), pairs.iter().map(|&s| s as u64)).unwrap();
    assert!(verdict.reached_goal);
    assert_eq!(verdict.optimal, Some(true));
}

#[wasm_bindgen_test]
fn solve_refuses_huge_lists() {
    assert_eq!(
        err(api::solve("shift", 100000.0, 100000.0, "right")),
        fact!(
            "row-solve-limit",
            length = 10_000_200_000u64,
            most = api::SOLVE_LIMIT
        )
        .json()
    );
}

#[wasm_bindgen_test]
fn solve_lists_the_o1_formula_step_by_step() {
    // 300 x 300 (90,600 moves) crosses the 65,536-move chunks in which `solve` fills its array.
    for (puzzle, n, m, first) in [
        ("shift", 7.0, 5.0, "left"),
        ("shift", 300.0, 300.0, "right"),
        ("pairs", 9.0, 0.0, ""),
    ] {
        let list = api::solve(puzzle, n, m, first).unwrap().to_vec();
        // The list is the one the O(1) formula gives, step by step.
        let solution = match puzzle {
            "shift" => {
                let first = first.parse().unwrap();
                movelab_web::rows::solutions::shift(Shift::new(n as u64, m as u64).unwrap(), first)
            }
            _ => movelab_web::rows::solutions::pairs(n as u64).unwrap(),
        };
        for (k, &s) in list.iter().enumerate() {
            assert_eq!(solution.move_at(k as u64 + 1), u64::from(s));
        }
    }
}

#[wasm_bindgen_test]
fn counts_come_as_decimal_strings() {
    // Shift with min(n, m) >= 2: one optimal solution per first direction.
    assert_eq!(api::count_solutions("shift", 3.0, 2.0).unwrap(), "2");
    assert_eq!(api::count_solutions("shift", 1000.0, 1000.0).unwrap(), "2");
    // One black and k whites: a Fibonacci number, F(k + 2); 5 for k = 3.
    assert_eq!(api::count_solutions("shift", 1.0, 3.0).unwrap(), "5");
    // F(1002) has 210 digits: exact, as a string.
    let big = api::count_solutions("shift", 1.0, 1000.0).unwrap();
    assert_eq!(big.len(), 210);
    assert!(big.starts_with("113796925398360"), "{big}");
    // Past a side of 10^6 (the page now goes to 10^9) the Fibonacci count would hold the
    // page's thread for seconds: the command line does it. Two sides of 10^9 count at once.
    assert_eq!(
        err(api::count_solutions("shift", 1.0, 1_000_001.0)),
        fact!(
            "row-count-page-limit",
            puzzle = "shift",
            most = 1_000_000u64,
            n = 1_000_001u64
        )
        .json()
    );
    assert_eq!(api::count_solutions("shift", 1e9, 1e9).unwrap(), "2");
    // Pairs: the paper's enumeration gives 16 optimal solutions for n = 8.
    assert_eq!(api::count_solutions("pairs", 8.0, 0.0).unwrap(), "16");
    assert_eq!(
        err(api::count_solutions("pairs", 13.0, 0.0)),
        fact!(
            "row-count-page-limit",
            puzzle = "pairs",
            most = 12u64,
            n = 13u64
        )
        .json()
    );
    assert_eq!(
        err(api::count_solutions("pairs", 2.0, 0.0)),
        fact!("pairs-no-solution", n = 2u64).json()
    );
    assert!(err(api::count_solutions("shift", 0.0, 1.0))
        .starts_with(r#"{"id":"boards-value-range","args":{"name":"n""#));
    assert_eq!(
        err(api::count_solutions("go", 3.0, 1.0)),
        fact!("page-bad-call", call = "puzzle", value = typed("go")).json()
    );
}

#[wasm_bindgen_test]
fn stage_keeps_the_test_hooks_in_step() {
    let c = canvas(600, 200);
    let mut stage = Stage::new(c.clone(), PuzzlePlayer::shift(3.0, 2.0, "right").unwrap()).unwrap();
    assert_eq!(c.get_attribute("data-puzzle").as_deref(), Some("shift"));
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("0"));
    assert_eq!(c.get_attribute("data-board").as_deref(), Some("BBB_WW"));
    stage.frame(11, 0.0, 0.0).unwrap();
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("11"));
    assert_eq!(c.get_attribute("data-board").as_deref(), Some("WW_BBB"));
    assert!(stage.watch_record().at_goal);
    assert!(err(stage.frame(12, 0.0, 0.0))
        .starts_with(r#"{"id":"boards-value-range","args":{"name":"step""#));
    assert_eq!(stage.step(), 11, "a refused frame changes nothing");
    // Back a step, and forward again.
    stage.frame(10, 0.0, 0.0).unwrap();
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("10"));
    stage.frame(11, 0.0, 0.0).unwrap();
    assert_eq!(stage.step(), 11);
    stage.load(PuzzlePlayer::pairs(4.0).unwrap());
    assert_eq!(c.get_attribute("data-puzzle").as_deref(), Some("pairs"));
    assert_eq!(c.get_attribute("data-board").as_deref(), Some("BBBBWWWW__"));
    assert_eq!(stage.board_text(), "BBBBWWWW__");
    assert_eq!(stage.squares(), 10);
    drop(stage);
    c.remove();
}

#[wasm_bindgen_test]
fn stage_record_says_what_the_player_says() {
    let c = canvas(600, 200);
    let mut stage = Stage::new(c.clone(), PuzzlePlayer::shift(3.0, 2.0, "right").unwrap()).unwrap();
    stage.frame(11, 0.0, 0.0).unwrap();
    let mut p = PuzzlePlayer::shift(3.0, 2.0, "right").unwrap();
    p.seek(11.0).unwrap();
    let s = stage.watch_record();
    assert_eq!((s.step, s.length), (11, 11));
    assert!(s.at_goal);
    assert_eq!(s.tally.jumps, 6);
    assert_eq!(s.measures.len(), 2);
    assert_eq!(s.sentence.id, "row-step-solved");
    assert_eq!(s.sentence.arg("length"), Some(&Arg::Number(11)));
    assert_eq!(stage.board_text(), p.board_text());
    drop(stage);
    c.remove();
}

#[wasm_bindgen_test]
fn stage_zooms_when_the_row_is_too_long_to_read() {
    let c = canvas(600, 200);
    let mut stage = Stage::new(c.clone(), PuzzlePlayer::shift(3.0, 2.0, "right").unwrap()).unwrap();
    assert!(!stage.zoomed());
    stage.load(PuzzlePlayer::shift(1000.0, 1000.0, "right").unwrap());
    assert!(stage.zoomed());
    assert_eq!(stage.length(), 1_002_000);
    stage.frame(1_002_000, 0.0, 0.0).unwrap();
    let goal = format!("{}_{}", "W".repeat(1000), "B".repeat(1000));
    assert_eq!(c.get_attribute("data-board"), Some(goal));
    drop(stage);
    c.remove();
}

#[wasm_bindgen_test]
fn stage_draws_a_glide_without_moving_the_step() {
    let c = canvas(600, 200);
    let mut stage = Stage::new(c.clone(), PuzzlePlayer::shift(3.0, 2.0, "right").unwrap()).unwrap();
    // Halfway through the first move: still step 0 (the hooks say so), drawn in flight.
    stage.frame(0, 0.5, 1.0 / 60.0).unwrap();
    assert_eq!(stage.step(), 0);
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("0"));
    // Any glide or time from a script is taken in range, never a panic.
    for (glide, dt) in [(f64::NAN, f64::INFINITY), (-3.0, -1.0), (7.0, 1e300)] {
        stage.frame(0, glide, dt).unwrap();
    }
    stage.frame(1, 0.0, 1.0 / 60.0).unwrap();
    assert_eq!(c.get_attribute("data-step").as_deref(), Some("1"));
    assert!(!stage.take_frame_times().is_empty(), "frames are timed");
    assert!(stage.take_frame_times().is_empty(), "and handed over once");
    stage.set_reduced_motion(true);
    stage.refresh_theme();
    stage.resize();
    stage.frame(11, 0.9, 0.0).unwrap();
    assert_eq!(c.get_attribute("data-board").as_deref(), Some("WW_BBB"));
    drop(stage);
    c.remove();
}

#[wasm_bindgen_test]
fn play_game_moves_refuses_and_judges() {
    use movelab_web::game::PlayGame;
    let mut g = PlayGame::new("shift", 2.0, 1.0, "right").unwrap();
    assert_eq!(g.board_text(), "BB_W");
    assert_eq!(g.movable(), vec![0, 1, 3]);
    assert_eq!(
        err(g.play(3.5)),
        r#"{"id":"row-not-a-square","args":{"square":"3.5"}}"#
    );
    assert_eq!(
        err(g.play(9.0)),
        r#"{"id":"row-illegal-off-board","args":{"square":"9","last":"3"}}"#
    );
    assert_eq!(g.moves_made(), 0.0);
    // Shift 2 x 1: L = 5. Slide, jump, slide, jump... by the rules: BB_W.
    for square in [1.0, 3.0, 2.0, 0.0, 1.0] {
        g.play(square).unwrap();
    }
    assert_eq!(g.board_text(), "W_BB");
    assert!(g.is_solved());
    assert_eq!(
        g.judgement_fact(),
        fact!("play-solved-optimal", moves = 5u64)
    );
    assert!(g.undo());
    assert!(!g.is_solved());
    assert!(g.can_redo());
    assert!(g.redo());
    g.restart();
    assert_eq!(g.board_text(), "BB_W");
    assert_eq!(
        err(PlayGame::new("pairs", 2.0, 0.0, "")),
        fact!("pairs-no-solution", n = 2u64).json()
    );
    let mut p = PlayGame::new("pairs", 4.0, 0.0, "").unwrap();
    assert_eq!(
        err(p.play(8.0)),
        r#"{"id":"row-illegal-not-a-pair","args":{"square":"8","second":"9"}}"#
    );
    p.play(3.0).unwrap();
    assert_eq!(p.board_text(), "BBB__WWWBW");
}
