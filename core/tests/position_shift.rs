//! `shift::position::at` against replay: every step of every board up to 40 × 40 in both
//! directions (the crate's rules and the independent checker in `common`), random steps of
//! boards up to 2000, windows against slices, and proptest consistency up to 10^9.

mod common;
mod layout_check;

use common::ShiftRow;
use layout_check::{count, same_outside, text, window_text};
use movelab::game::Rules;
use movelab::row::board::Cell;
use movelab::row::Puzzle;
use movelab::shift::{move_at, position, Direction, Shift, ShiftSolution};
use proptest::prelude::*;

const BOTH: [Direction; 2] = [Direction::Right, Direction::Left];

/// Replays the construction on the crate's board and on the independent row, and checks
/// the layout after every step in `check` (sorted) against both.
fn against_replay(n: u64, m: u64, first: Direction, check: impl Fn(u64) -> bool) {
    let shift = Shift::new(n, m).unwrap();
    let mut board = shift.start();
    let mut row = ShiftRow::start(n as usize, m as usize);
    let mut step = 0;
    let mut moves = ShiftSolution::new(shift, first).moves();
    loop {
        if check(step) {
            let layout = position::at(shift, first, step);
            let t = text(&layout);
            assert_eq!(
                t,
                row.text(),
                "n={n} m={m} {first} step {step}: independent"
            );
            assert_eq!(
                t,
                board.to_string(),
                "n={n} m={m} {first} step {step}: crate"
            );
            assert!(layout.runs().len() <= 5, "{layout}");
        }
        let Some(square) = moves.next() else { break };
        shift.apply(&mut board, &square).unwrap();
        row.step(square).unwrap();
        step += 1;
    }
    assert_eq!(step, shift.length());
}

#[test]
fn every_step_up_to_40_by_40() {
    let boards: Vec<(u64, u64)> = (1..=40)
        .flat_map(|n| (1..=40).map(move |m| (n, m)))
        .collect();
    std::thread::scope(|s| {
        for first in BOTH {
            let boards = &boards;
            s.spawn(move || {
                for &(n, m) in boards {
                    against_replay(n, m, first, |_| true);
                }
            });
        }
    });
}

/// A small deterministic generator, so failures repeat.
fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn random_steps_of_boards_up_to_2000() {
    let mut seed = 7;
    for (n, m) in [
        (2000, 2000),
        (2000, 1),
        (1, 2000),
        (1999, 1234),
        (777, 1500),
    ] {
        for first in BOTH {
            let length = Shift::new(n, m).unwrap().length();
            let picks: std::collections::HashSet<u64> =
                (0..300).map(|_| lcg(&mut seed) % (length + 1)).collect();
            against_replay(n, m, first, |step| {
                picks.contains(&step) || step < 50 || step + 50 > length
            });
        }
    }
}

#[test]
fn windows_are_slices_of_the_row() {
    let mut seed = 11;
    for (n, m) in [(5, 3), (3, 5), (17, 17), (40, 9)] {
        let shift = Shift::new(n, m).unwrap();
        for first in BOTH {
            for step in (0..=shift.length()).step_by(7) {
                let layout = position::at(shift, first, step);
                let row = text(&layout);
                let squares = row.len() as u64;
                for _ in 0..20 {
                    let a = lcg(&mut seed) % (squares + 1);
                    let b = a + lcg(&mut seed) % (squares + 1 - a);
                    assert_eq!(window_text(&layout, a, b), row[a as usize..b as usize]);
                    if a < squares {
                        assert_eq!(
                            layout.cell(a).unwrap().symbol(),
                            row.as_bytes()[a as usize] as char
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn huge_boards_start_and_end_right() {
    let side = movelab::shift::MAX_SIDE;
    let shift = Shift::new(side, side).unwrap();
    for first in BOTH {
        let start = position::at(shift, first, 0);
        assert_eq!(
            start.to_string(),
            format!(
                "0..{side} B\n{side}..{} _\n{}..{} W\n",
                side + 1,
                side + 1,
                2 * side + 1
            )
        );
        let goal = position::at(shift, first, shift.length());
        assert_eq!(
            goal.to_string(),
            format!(
                "0..{side} W\n{side}..{} _\n{}..{} B\n",
                side + 1,
                side + 1,
                2 * side + 1
            )
        );
        assert_eq!(
            position::at(shift, first, u64::MAX),
            goal,
            "steps past the end give the goal"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The move formula applied to the layout at step k − 1 gives the layout at step k: the
    /// moved checker lands on the old hole, nothing else changes, and the colour counts and
    /// the run count stay put.
    #[test]
    fn the_move_at_k_turns_layout_k_minus_1_into_layout_k(
        n in 1u64..=1_000_000_000,
        m in 1u64..=1_000_000_000,
        right in any::<bool>(),
        pick in any::<u64>(),
        small in 0u64..4,
    ) {
        // Half the cases use small boards, where stage boundaries are dense.
        let (n, m) = if small == 0 { (n % 12 + 1, m % 12 + 1) } else { (n, m) };
        let first = if right { Direction::Right } else { Direction::Left };
        let shift = Shift::new(n, m).unwrap();
        let k = pick % shift.length() + 1;
        let before = position::at(shift, first, k - 1);
        let after = position::at(shift, first, k);
        let hole = before.hole().unwrap();
        let square = move_at(shift, first, k);
        prop_assert!(square != hole && square.abs_diff(hole) <= 2, "move {square} hole {hole}");
        prop_assert!(before.cell(square).unwrap().is_checker());
        prop_assert_eq!(after.cell(hole), before.cell(square));
        prop_assert_eq!(after.cell(square), Some(Cell::Hole));
        prop_assert_eq!(after.hole(), Some(square));
        let (lo, hi) = (square.min(hole), square.max(hole) + 1);
        prop_assert!(same_outside(&before, &after, lo, hi), "{}\n{}", before, after);
        for l in [&before, &after] {
            prop_assert_eq!(l.squares(), n + m + 1);
            prop_assert_eq!(count(l, Cell::Black), n);
            prop_assert_eq!(count(l, Cell::White), m);
            prop_assert!(l.runs().len() <= 5);
        }
        prop_assert_eq!(shift.squares() as u64, n + m + 1);
    }
}
