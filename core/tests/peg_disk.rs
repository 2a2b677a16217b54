//! The search from both ends with its layers on disk (`peg::disk`) against meet.rs's in
//! memory: the same layers and verdict, each line replayed by the independent checker of
//! tests/common. English problems are optimised, in `make test-exhaustive`.

mod common;

use common::replay_peg;
use movelab::game::Notation;
use movelab::peg::disk::{in_memory_layers, layers_on_disk, search, OnDisk, Options};
use movelab::peg::Peg;

/// The holes of a board as (row, column), written here from docs/design.md's shapes.
fn holes(board: &str) -> (Vec<(i32, i32)>, bool) {
    let grid = |side: i32, on: &dyn Fn(i32, i32) -> bool| -> Vec<(i32, i32)> {
        (0..side)
            .flat_map(|r| (0..side).map(move |c| (r, c)))
            .filter(|&(r, c)| on(r, c))
            .collect()
    };
    match board {
        "english" => (
            grid(7, &|r, c| (2..5).contains(&r) || (2..5).contains(&c)),
            false,
        ),
        triangle => {
            let side = i32::from(triangle.as_bytes()[8] - b'0');
            (grid(side, &|r, c| c <= r), true)
        }
    }
}

/// Solves `board` from `hole` empty to one peg on `hole` on disk, with runs small enough
/// that every large layer is many runs merged: meet.rs's layers, and a line the
/// independent checker replays to one peg on the hole.
fn solved_on_disk(board: &str, hole: &str, run: usize) {
    let game = Peg::new(board, &[hole], hole).unwrap();
    let dir = std::env::temp_dir().join(format!(
        "movelab-peg-disk-{}-{board}-{hole}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    let options = Options {
        dir: dir.clone(),
        run,
        threads: 2,
        fan_in: 3,
        stop_after: None,
    };
    let found = search(&game, &options, |_| {}).unwrap();
    assert_eq!(
        Some(layers_on_disk(&dir)),
        in_memory_layers(&game),
        "{board} {hole}"
    );
    let OnDisk::Solved(line) = found else {
        panic!("{board} {hole}: {found:?}");
    };
    let (squares, triangle) = holes(board);
    let texts: Vec<String> = line.iter().map(|j| game.write_move(j)).collect();
    let left = replay_peg(&squares, triangle, &[hole], &texts).unwrap();
    let [(r, c)] = left[..] else {
        panic!("{board} {hole}: {left:?} left");
    };
    let name = format!("{}{}", char::from(b'a' + c as u8), r + 1);
    assert_eq!(name, hole);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_triangle_problem_is_solved_on_disk_and_replayed() {
    solved_on_disk("triangle5", "a1", 20);
    solved_on_disk("triangle6", "b4", 100);
}

/// English problems to the hole they start from (optimised: layers of up to 1.8 million).
#[test]
#[ignore]
fn english_problems_are_solved_on_disk_and_replayed() {
    for hole in ["d4", "d1", "c1"] {
        solved_on_disk("english", hole, 20_000);
    }
}
