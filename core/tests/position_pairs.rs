//! `pairs::position::at` against replay: every step for n ≤ 40 (the crate's rules and the
//! independent checker in `common`), random steps up to n = 2000, windows against slices,
//! and proptest consistency up to n = 10^15.

mod common;
mod layout_check;

use common::PairsRow;
use layout_check::{count, same_outside, text, window_text};
use movelab::game::Rules;
use movelab::pairs::{move_at, position, Pairs, PairsSolution, MAX_N};
use movelab::row::board::Cell;
use movelab::row::Puzzle;
use proptest::prelude::*;

fn against_replay(n: u64, check: impl Fn(u64) -> bool) {
    let pairs = Pairs::new(n).unwrap();
    let mut board = pairs.start();
    let mut row = PairsRow::start(n as usize);
    let mut step = 0;
    let mut moves = PairsSolution::new(pairs).moves();
    loop {
        if check(step) {
            let layout = position::at(pairs, step);
            let t = text(&layout);
            assert_eq!(t, row.text(), "n={n} step {step}: independent");
            assert_eq!(t, board.to_string(), "n={n} step {step}: crate");
            assert!(layout.runs().len() <= 18, "{layout}");
        }
        let Some(square) = moves.next() else { break };
        pairs.apply(&mut board, &square).unwrap();
        row.step(square).unwrap();
        step += 1;
    }
    assert_eq!(step, pairs.optimal_length());
    assert!(common::solves_pairs(
        n as usize,
        &PairsSolution::new(pairs).moves().collect::<Vec<_>>()
    ));
}

#[test]
fn every_step_up_to_40() {
    for n in 3..=40 {
        against_replay(n, |_| true);
    }
}

#[test]
fn random_steps_of_boards_up_to_2000() {
    let mut seed = 5u64;
    for n in (41..=2000).step_by(37).chain(1996..=2000) {
        let picks: Vec<u64> = (0..40)
            .map(|_| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (seed >> 33) % (n + 1)
            })
            .collect();
        // The first and last levels and the innermost game, plus the random picks.
        against_replay(n, |step| {
            picks.contains(&step) || step < 6 || step + 6 > n || step.abs_diff(n / 2) < 8
        });
    }
}

#[test]
fn windows_are_slices_of_the_row() {
    for n in [3, 4, 7, 8, 13, 22] {
        let pairs = Pairs::new(n).unwrap();
        for step in 0..=pairs.optimal_length() {
            let layout = position::at(pairs, step);
            let row = text(&layout);
            let squares = row.len() as u64;
            for a in 0..=squares {
                for b in a..=squares {
                    assert_eq!(window_text(&layout, a, b), row[a as usize..b as usize]);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The move formula applied to the layout at step k − 1 gives the layout at step k.
    #[test]
    fn the_move_at_k_turns_layout_k_minus_1_into_layout_k(
        n in 3u64..=MAX_N,
        pick in any::<u64>(),
        small in 0u64..4,
    ) {
        let n = if small == 0 { n % 30 + 3 } else { n };
        let pairs = Pairs::new(n).unwrap();
        let length = pairs.optimal_length();
        let k = pick % length + 1;
        let before = position::at(pairs, k - 1);
        let after = position::at(pairs, k);
        let hole = before.hole().unwrap();
        let square = move_at(pairs, k);
        prop_assert_eq!(before.cell(hole + 1), Some(Cell::Hole));
        prop_assert!(before.cell(square).unwrap().is_checker());
        prop_assert!(before.cell(square + 1).unwrap().is_checker());
        prop_assert_eq!(after.cell(hole), before.cell(square));
        prop_assert_eq!(after.cell(hole + 1), before.cell(square + 1));
        prop_assert_eq!(after.window(square, square + 2), vec![Cell::Hole; 2]);
        prop_assert_eq!(after.hole(), Some(square));
        let (lo, hi) = (square.min(hole), square.max(hole) + 2);
        prop_assert!(same_outside(&before, &after, lo, hi), "{}\n{}", before, after);
        for l in [&before, &after] {
            prop_assert_eq!(l.squares(), 2 * n + 2);
            prop_assert_eq!(count(l, Cell::Black), n);
            prop_assert_eq!(count(l, Cell::White), n);
            prop_assert!(l.runs().len() <= 18);
        }
    }
}
