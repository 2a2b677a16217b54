//! wasm-bindgen tests of the page at n = m = 10^9 (issue 14): 10^18 + 2·10^9 moves on
//! 2,000,000,001 squares, past the 2^53 a JavaScript number holds exactly and far past any
//! row that fits in memory. The player holds only the layout's runs; what the stage shows is
//! checked against the command line's `--at K` runs (written into this file from
//! `movelab shift 1000000000 1000000000 --at K`), against the core's layout, and by this
//! file's own replay of the rules on the squares in view. Run in headless Chromium
//! (`make test-wasm`).
#![cfg(target_arch = "wasm32")]

use movelab::fact;
use movelab::message::Arg;
use movelab::pairs::{position as pairs_position, Pairs};
use movelab::row::board::Cell;
use movelab::shift::{position, Direction, Shift};
use movelab_web::game::PlayGame;
use movelab_web::handle::PuzzlePlayer;
use movelab_web::practice::PracticeRun;
use movelab_web::stage::Stage;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

const N: u64 = 1_000_000_000;
const SQUARES: u64 = 2 * N + 1;
const LENGTH: u64 = N * N + 2 * N;
const DEEP: u64 = 999_999_000_000;
/// Past 2^53: a JavaScript number would round it to a multiple of 128.
const LATE: u64 = LENGTH - 5;

fn text(cells: &[Cell]) -> String {
    cells.iter().map(|c| c.symbol()).collect()
}

/// The cells of squares `a..b` described by the command line's runs `(end, pattern)`.
fn from_runs(runs: &[(u64, &str)], a: u64, b: u64) -> String {
    (a..b)
        .map(|s| {
            let mut start = 0;
            for &(end, pattern) in runs {
                if s < end {
                    let p = pattern.as_bytes();
                    return p[((s - start) % p.len() as u64) as usize] as char;
                }
                start = end;
            }
            panic!("square {s} off the row")
        })
        .collect()
}

/// `movelab shift 1000000000 1000000000 --at 999999000000`.
const RUNS_DEEP: [(u64, &str); 5] = [
    (998_585_788, "B"),
    (1_000_409_368, "BW"),
    (1_000_409_369, "_"),
    (1_001_414_213, "WB"),
    (2_000_000_001, "W"),
];
/// `movelab shift 1000000000 1000000000 --at 1000000001999999995`.
const RUNS_LATE: [(u64, &str); 4] = [
    (999_999_998, "W"),
    (1_000_000_002, "BW"),
    (1_000_000_003, "_"),
    (2_000_000_001, "B"),
];

fn attr(c: &web_sys::HtmlCanvasElement, name: &str) -> Option<String> {
    c.get_attribute(name)
}

/// The window hooks once the stage has drawn: the first square and the cells in view.
async fn window_of(c: &web_sys::HtmlCanvasElement) -> (u64, String) {
    sleep(120).await;
    let start = attr(c, "data-window-start").unwrap().parse().unwrap();
    (start, attr(c, "data-window").unwrap())
}

#[wasm_bindgen_test]
fn the_windowed_player_is_exact_past_two_to_the_53() {
    let mut p = PuzzlePlayer::shift(N as f64, N as f64, "right").unwrap();
    assert_eq!(p.squares() as u64, SQUARES);
    assert_eq!(p.length_exact(), LENGTH);
    assert!(p.board().is_empty(), "the row is never held whole");
    assert_eq!(p.board_text(), "");
    p.seek_exact(DEEP).unwrap();
    assert_eq!(p.step_exact(), DEEP);
    // `movelab shift 1000000000 1000000000 --step 999999000001` is 1000409366: a jump
    // into the hole on 1000409368 (the --at runs above).
    assert_eq!(p.next_move(), Some(1_000_409_366.0));
    assert!(p.forward());
    assert_eq!(p.step_exact(), DEEP + 1);
    assert_eq!(
        p.narration_fact(),
        fact!(
            "row-step",
            step = DEEP + 1,
            length = LENGTH,
            move = fact!(
                "row-move-jump",
                colour = "black",
                from = 1_000_409_366u64,
                way = "right",
                over_colour = "white",
                over = 1_000_409_367u64,
                to = 1_000_409_368u64
            )
        )
    );
    assert!(p.back());
    assert_eq!(p.step_exact(), DEEP);
    // Steps one apart past 2^53 stay apart.
    p.seek_exact(LATE).unwrap();
    assert_eq!(p.step_exact(), LATE);
    assert!(p.forward());
    assert_eq!(p.step_exact(), LATE + 1);
    assert_eq!(p.narration_fact().arg("step"), Some(&Arg::Big(LATE + 1)));
    // The snapshot's counts: numbers while exact, decimal strings beyond.
    let tally = p.tally().unwrap();
    let jumps = get(&tally, "jumps")
        .as_string()
        .expect("a string past 2^53");
    let slides = get(&tally, "slides").as_f64().expect("a number below 2^53");
    assert_eq!(jumps.parse::<u64>().unwrap() + slides as u64, LATE + 1);
    // The measures add up to the moves still to make, exactly.
    let measures = p.measures().unwrap();
    let sum: u64 = (0..2)
        .map(|i| {
            let v = get(&js_sys::Reflect::get_u32(&measures, i).unwrap(), "value");
            v.as_f64()
                .map(|x| x as u64)
                .unwrap_or_else(|| v.as_string().unwrap().parse().unwrap())
        })
        .sum();
    assert_eq!(sum, LENGTH - LATE - 1);
    // The end is the goal, said exactly; past it, the seek is refused in words.
    p.seek_exact(LENGTH).unwrap();
    assert!(p.at_goal());
    let said = p.narration_fact();
    assert_eq!(said.id, "row-step-solved");
    assert_eq!(said.arg("length"), Some(&Arg::Big(LENGTH)));
    assert!(!p.forward());
    assert!(err(p.seek_exact(LENGTH + 1))
        .contains(r#""hi":{"big":"1000000002000000000"},"value":"1000000002000000001""#));
    assert!(err(p.seek(f64::NAN)).contains("\"boards-value-not-whole\""));
    assert_eq!(p.step_exact(), LENGTH, "a refused seek moves nothing");
    // Beyond the page's limit, refused as before.
    assert!(err(PuzzlePlayer::shift(N as f64 + 1.0, 1.0, "right"))
        .contains(r#""lo":1,"hi":1000000000"#));
}

#[wasm_bindgen_test]
fn play_mode_and_practice_keep_the_old_limit_and_say_so() {
    let e = err(PlayGame::new("shift", N as f64, N as f64, "right"));
    assert_eq!(
        e,
        r#"{"id":"row-hand-limit","args":{"sides":"both","max":1000000}}"#
    );
    let e = err(PracticeRun::new("pairs", N as f64, 0.0, ""));
    assert_eq!(
        e,
        r#"{"id":"row-hand-limit","args":{"sides":"n","max":1000000}}"#
    );
    assert!(PlayGame::new("shift", 1_000_000.0, 1_000_000.0, "right").is_ok());
}

#[wasm_bindgen_test]
async fn the_stage_draws_the_command_lines_window_and_replays_it() {
    let shift = Shift::new(N, N).unwrap();
    let (c, mut stage) = still_shift_stage(N);
    assert!(stage.zoomed());
    assert_eq!(attr(&c, "data-board"), None, "too long for data-board");
    for (k, runs) in [(DEEP, &RUNS_DEEP[..]), (LATE, &RUNS_LATE[..])] {
        stage.frame(k, 0.0, 0.0).unwrap();
        assert_eq!(
            attr(&c, "data-step"),
            Some(k.to_string()),
            "exact data-step"
        );
        assert_eq!(stage.step(), k);
        let (start, window) = window_of(&c).await;
        assert!(
            (10..100).contains(&window.len()),
            "{} squares",
            window.len()
        );
        assert!(window.contains('_'), "the view follows the last move");
        assert_eq!(window, from_runs(runs, start, start + window.len() as u64));
        let layout = position::at(shift, Direction::Right, k);
        assert_eq!(
            window,
            text(&layout.window(start, start + window.len() as u64))
        );
    }
    // The test's own replay: ten moves by the rules (slide or jump into the hole) on the
    // command line's squares around the hole, from the player's next moves, against the
    // stage's window after them.
    stage.frame(DEEP, 0.0, 0.0).unwrap();
    let start = 1_000_409_368 - 100;
    let mut cells: Vec<u8> = from_runs(&RUNS_DEEP, start, start + 200).into_bytes();
    let mut p = PuzzlePlayer::shift(N as f64, N as f64, "right").unwrap();
    p.seek_exact(DEEP).unwrap();
    for _ in 0..10 {
        let from = p.next_move().unwrap() as u64;
        let hole = start + cells.iter().position(|&b| b == b'_').unwrap() as u64;
        assert!(
            from.abs_diff(hole) == 1 || from.abs_diff(hole) == 2,
            "square {from} is next to the hole {hole}"
        );
        cells.swap((from - start) as usize, (hole - start) as usize);
        assert!(p.forward());
        stage.frame(stage.step() + 1, 0.0, 0.0).unwrap();
    }
    assert_eq!(stage.step(), DEEP + 10);
    let (after_start, after) = window_of(&c).await;
    let ours = String::from_utf8(cells).unwrap();
    assert!(after_start >= start && after_start + (after.len() as u64) <= start + 200);
    let at = (after_start - start) as usize;
    assert_eq!(after, ours[at..at + after.len()]);
    // The end and the start.
    stage.frame(LENGTH, 0.0, 0.0).unwrap();
    let (start, window) = window_of(&c).await;
    assert_eq!(
        attr(&c, "data-step").as_deref(),
        Some("1000000002000000000")
    );
    let goal = |s: u64| match s.cmp(&N) {
        std::cmp::Ordering::Less => 'W',
        std::cmp::Ordering::Equal => '_',
        std::cmp::Ordering::Greater => 'B',
    };
    assert_eq!(
        window,
        (start..start + window.len() as u64)
            .map(goal)
            .collect::<String>()
    );
    // Far seeks draw in a few milliseconds: the squares in view and five overview bands.
    stage.take_frame_times();
    for k in 0..20u64 {
        stage.frame(LENGTH / 20 * k + 12_345, 0.0, 0.0).unwrap();
        sleep(20).await;
    }
    let mut times = stage.take_frame_times();
    assert!(!times.is_empty());
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let median = times[times.len() / 2];
    assert!(median < 16.0, "median frame {median} ms");
    // Ringing a checker needs the held row: refused in words, the stage still works.
    assert!(err(stage.highlight(1.0, 1.0)).contains("too long to hold"));
    stage.frame(LATE, 0.0, 0.0).unwrap();
    // The record crosses to JavaScript with its steps past 2^53 as exact decimal strings.
    let snapshot = serde_wasm_bindgen::to_value(&stage.watch_record()).unwrap();
    assert_eq!(
        get(&snapshot, "step").as_string().as_deref(),
        Some("1000000001999999995")
    );
    assert_eq!(
        get(&snapshot, "length").as_string().as_deref(),
        Some("1000000002000000000")
    );
    drop(stage);
    c.remove();
}

#[wasm_bindgen_test]
async fn pairs_of_a_billion_are_windowed_too() {
    // `movelab pairs 1000000000 --at 500000000`: 0..999999996 BWWB, 999999996..999999997 B,
    // 999999997..999999999 W, 999999999..1000000000 B, holes on 1000000000 and 1000000001,
    // 1000000002..1000000004 W, 1000000004..1000000006 B, 1000000006..2000000002 WWBB.
    let runs = [
        (999_999_996, "BWWB"),
        (999_999_997, "B"),
        (999_999_999, "W"),
        (1_000_000_000, "B"),
        (1_000_000_002, "_"),
        (1_000_000_004, "W"),
        (1_000_000_006, "B"),
        (2_000_000_002, "WWBB"),
    ];
    let pairs = Pairs::new(N).unwrap();
    let c = canvas(800, 220);
    let mut stage = Stage::new(c.clone(), PuzzlePlayer::pairs(N as f64).unwrap()).unwrap();
    stage.set_reduced_motion(true);
    assert_eq!(stage.squares() as u64, 2 * N + 2);
    stage.frame(500_000_000, 0.0, 0.0).unwrap();
    let (start, window) = window_of(&c).await;
    assert!(window.contains("__"), "the view follows the last move");
    assert_eq!(window, from_runs(&runs, start, start + window.len() as u64));
    let layout = pairs_position::at(pairs, 500_000_000);
    assert_eq!(
        window,
        text(&layout.window(start, start + window.len() as u64))
    );
    let length = stage.length();
    stage.frame(length, 0.0, 0.0).unwrap();
    let (start, window) = window_of(&c).await;
    let goal = |s: u64| match s {
        0 | 1 => '_',
        s if s % 2 == 0 => 'W',
        _ => 'B',
    };
    assert_eq!(
        window,
        (start..start + window.len() as u64)
            .map(goal)
            .collect::<String>()
    );
    assert_eq!(stage.watch_record().sentence.id, "row-step-solved");
    drop(stage);
    c.remove();
}
