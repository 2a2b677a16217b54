//! wasm-bindgen tests of the page's big boards (issue 6): n = m = 10^6, 10^12 moves. The
//! player and the stage seek by the core's position formula; the board they show must be
//! the one the core's layout gives, square for square, and the overview and the window
//! hook must come from it too. Run in headless Chromium (`make test-wasm`).
#![cfg(target_arch = "wasm32")]

use movelab::message::Arg;
use movelab::pairs::{position as pairs_position, Pairs};
use movelab::row::board::Cell;
use movelab::shift::{position, Direction, Shift};
use movelab_web::handle::PuzzlePlayer;
use movelab_web::render;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

const N: u64 = 1_000_000;
const DEEP: u64 = 999_999_000_000;
const LENGTH: u64 = N * N + 2 * N;

fn now() -> f64 {
    web_sys::window().unwrap().performance().unwrap().now()
}

fn codes(cells: &[Cell]) -> Vec<u8> {
    cells.iter().map(|&c| c as u8).collect()
}

fn text(cells: &[Cell]) -> String {
    cells.iter().map(|c| c.symbol()).collect()
}

#[wasm_bindgen_test]
fn a_million_a_side_seeks_to_any_step_by_the_layout() {
    let shift = Shift::new(N, N).unwrap();
    let mut p = PuzzlePlayer::shift(N as f64, N as f64, "right").unwrap();
    assert_eq!(p.squares(), 2_000_001);
    assert_eq!(p.length(), LENGTH as f64);
    let t0 = now();
    p.seek(DEEP as f64).unwrap();
    let seek_ms = now() - t0;
    assert_eq!(p.step(), DEEP as f64);
    let layout = position::at(shift, Direction::Right, DEEP);
    // The whole row equals the core's layout at that step (written out by the command line
    // as 0..997552 W, 997552..1002400 BW, the hole on 1002400, 1002401..1002449 WB, B).
    let board = p.board();
    assert_eq!(board, codes(&layout.window(0, layout.squares())));
    assert_eq!(board[997_551], Cell::White as u8);
    assert_eq!(board[997_552], Cell::Black as u8);
    assert_eq!(board[1_002_400], Cell::Hole as u8);
    assert_eq!(board[1_002_449], Cell::Black as u8);
    // A walk of 10^12 moves would take hours; the layout takes milliseconds.
    assert!(seek_ms < 1000.0, "seek took {seek_ms} ms");
    // The next move is the formula's, and it applies to the shown board.
    let span = movelab::shift::ShiftSolution::new(shift, Direction::Right);
    use movelab::row::Solution;
    let next = span.span_after(DEEP).unwrap();
    assert_eq!(p.next_move(), Some(next.from as f64));
    assert!(p.forward());
    let after = position::at(shift, Direction::Right, DEEP + 1);
    assert_eq!(p.board(), codes(&after.window(0, after.squares())));
    // The end is the goal; steps past it, fractions and NaN are refused in words.
    p.seek(LENGTH as f64).unwrap();
    assert!(p.at_goal());
    let goal = format!("{}_{}", "W".repeat(N as usize), "B".repeat(N as usize));
    assert_eq!(p.board_text(), goal);
    assert!(err(p.seek(LENGTH as f64 + 1.0))
        .starts_with(r#"{"id":"boards-value-range","args":{"name":"step""#));
    assert!(err(p.seek(DEEP as f64 + 0.5)).contains("\"boards-value-not-whole\""));
    assert!(err(p.seek(f64::NAN)).contains("\"boards-value-not-whole\""));
    let said = p.narration_fact();
    assert_eq!(said.id, "row-step-solved");
    assert_eq!(said.arg("length"), Some(&Arg::Number(1_000_002_000_000)));
}

#[wasm_bindgen_test]
fn pairs_of_a_million_reach_the_goal() {
    let pairs = Pairs::new(N).unwrap();
    let mut p = PuzzlePlayer::pairs(N as f64).unwrap();
    let length = p.length() as u64;
    let mid = length / 2 + 1;
    p.seek(mid as f64).unwrap();
    let layout = pairs_position::at(pairs, mid);
    assert_eq!(p.board(), codes(&layout.window(0, layout.squares())));
    p.seek(length as f64).unwrap();
    assert!(p.at_goal());
    assert!(p.board_text().starts_with("__WBWB"));
}

#[wasm_bindgen_test]
async fn the_stage_shows_the_layouts_window_and_draws_fast() {
    let shift = Shift::new(N, N).unwrap();
    let (c, mut stage) = still_shift_stage(N);
    assert!(stage.zoomed());
    assert_eq!(
        c.get_attribute("data-board"),
        None,
        "too long for data-board"
    );
    stage.frame(DEEP, 0.0, 0.0).unwrap();
    assert_eq!(
        c.get_attribute("data-step").as_deref(),
        Some("999999000000")
    );
    sleep(200).await;
    let start: u64 = c
        .get_attribute("data-window-start")
        .unwrap()
        .parse()
        .unwrap();
    let window = c.get_attribute("data-window").unwrap();
    assert!(
        (10..100).contains(&window.len()),
        "{} squares in view",
        window.len()
    );
    let layout = position::at(shift, Direction::Right, DEEP);
    assert_eq!(
        window,
        text(&layout.window(start, start + window.len() as u64))
    );
    // The view follows the last move, so the hole is in it.
    assert!(window.contains('_'));
    // Frames at this size cost the visible squares and a handful of overview bands.
    stage.take_frame_times();
    for k in 0..20u64 {
        stage.frame(DEEP - k * 49_999_999_999, 0.0, 0.0).unwrap();
        sleep(20).await;
    }
    let times = stage.take_frame_times();
    assert!(!times.is_empty());
    let mut sorted = times.clone();
    sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let median = sorted[sorted.len() / 2];
    assert!(median < 16.0, "median frame {median} ms");
    drop(stage);
    c.remove();
}

#[wasm_bindgen_test]
fn the_overview_is_the_layouts_runs() {
    let shift = Shift::new(N, N).unwrap();
    let layout = position::at(shift, Direction::Right, DEEP);
    let bands = render::bands_of_layout(&layout);
    assert_eq!(bands.len(), 5);
    assert_eq!(bands[0].cell, Some(Cell::White));
    assert_eq!(
        (bands[1].start, bands[1].len, bands[1].cell),
        (997_552, 4848, None)
    );
    assert_eq!(bands[2].cell, Some(Cell::Hole));
    assert_eq!(bands.last().map(|b| b.start + b.len), Some(2_000_001));
    let cells = render::bands_of_cells(&layout.window(0, 12));
    assert_eq!(cells.len(), 1);
    assert_eq!((cells[0].len, cells[0].cell), (12, Some(Cell::White)));
}
