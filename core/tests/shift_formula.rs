//! The O(1) formula (Theorem 3) against the construction (§3.3), and both against the
//! independent checker `replay`.

use movelab::game::replay::replay;
use movelab::game::{OnePlayer, Rules};
use movelab::row::{Puzzle, Solution};
use movelab::shift::inversions::{inversions, vacant_inversions};
use movelab::shift::{move_at, Direction, Shift, ShiftSolution, MAX_SIDE};
use proptest::prelude::*;

const BOTH: [Direction; 2] = [Direction::Right, Direction::Left];

#[test]
fn formula_equals_construction_at_every_step_up_to_60() {
    for n in 1..=60 {
        for m in 1..=60 {
            let shift = Shift::new(n, m).unwrap();
            for first in BOTH {
                let sol = ShiftSolution::new(shift, first);
                let mut steps = 0u64;
                for (k, square) in sol.moves().enumerate() {
                    let step = k as u64 + 1;
                    assert_eq!(
                        move_at(shift, first, step),
                        square,
                        "{n} {m} {first} {step}"
                    );
                    steps = step;
                }
                assert_eq!(steps, n * m + n + m);
            }
        }
    }
}

#[test]
fn fold_write_into_and_next_give_the_same_moves() {
    for n in 1..=20 {
        for m in 1..=20 {
            for first in BOTH {
                let sol = ShiftSolution::new(Shift::new(n, m).unwrap(), first);
                let mut by_next = Vec::new();
                // A for loop drives the iterator by next().
                for square in sol.moves() {
                    by_next.push(square);
                }
                let mut by_fold = Vec::new();
                sol.moves().for_each(|square| by_fold.push(square));
                let mut by_write = vec![0u64; by_next.len() + 3];
                let written = sol.moves().write_into(&mut by_write, |s| s);
                by_write.truncate(written);
                assert_eq!(by_fold, by_next, "{n} {m} {first}");
                assert_eq!(by_write, by_next, "{n} {m} {first}");
                // Part by next(), the rest by fold: the iterator resumes where it stopped.
                let mut half = sol.moves();
                let head: Vec<u64> = half.by_ref().take(by_next.len() / 2).collect();
                let tail = half.fold(head, |mut v, s| {
                    v.push(s);
                    v
                });
                assert_eq!(tail, by_next, "{n} {m} {first}");
            }
        }
    }
}

#[test]
fn first_move_follows_design() {
    for (n, m) in [(1, 1), (3, 2), (2, 3), (5, 9), (9, 5)] {
        let shift = Shift::new(n, m).unwrap();
        let right = ShiftSolution::new(shift, Direction::Right);
        let left = ShiftSolution::new(shift, Direction::Left);
        // `right`: the black on n-1 slides; `left`: the white on n+1 slides.
        assert_eq!(right.moves().next(), Some(n - 1));
        assert_eq!(left.moves().next(), Some(n + 1));
        assert_eq!(right.move_at(1), n - 1);
        assert_eq!(left.move_at(1), n + 1);
    }
}

#[test]
fn every_move_lowers_inversions_plus_vacant_inversions_by_one() {
    for n in 1..=12 {
        for m in 1..=12 {
            let shift = Shift::new(n, m).unwrap();
            for first in BOTH {
                let mut board = shift.start();
                let potential =
                    |b: &movelab::row::board::Board| inversions(b) + vacant_inversions(b);
                let mut p = potential(&board);
                assert_eq!(p, shift.length());
                for square in ShiftSolution::new(shift, first).moves() {
                    shift.apply(&mut board, &square).unwrap();
                    let q = potential(&board);
                    assert_eq!(q + 1, p, "{n} {m} {first}");
                    p = q;
                }
                assert_eq!(p, 0);
                assert_eq!(board, shift.goal());
                let names: Vec<_> = shift.measures(&board).iter().map(|m| m.name).collect();
                assert_eq!(names, ["inversions", "vacant inversions"]);
                assert!(shift.measures(&board).iter().all(|m| m.value == 0));
            }
        }
    }
}

#[test]
fn the_two_directions_give_different_solutions() {
    let shift = Shift::new(4, 3).unwrap();
    let a: Vec<u64> = ShiftSolution::new(shift, Direction::Right)
        .moves()
        .collect();
    let b: Vec<u64> = ShiftSolution::new(shift, Direction::Left).moves().collect();
    assert_ne!(a, b);
}

#[test]
fn iterator_length_is_exact_while_iterating() {
    let mut it = ShiftSolution::new(Shift::new(6, 4).unwrap(), Direction::Left).moves();
    assert_eq!(it.len(), 34);
    for left in (0..34).rev() {
        it.next().unwrap();
        assert_eq!(it.len(), left);
    }
    assert_eq!(it.next(), None);
    assert_eq!(it.next(), None);
}

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![Just(Direction::Right), Just(Direction::Left)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn construction_replays_optimally_and_formula_agrees(
        n in 1u64..=300, m in 1u64..=300, first in direction()
    ) {
        let shift = Shift::new(n, m).unwrap();
        let sol = ShiftSolution::new(shift, first);
        let verdict = replay(&shift, sol.moves()).unwrap();
        prop_assert!(verdict.reached_goal);
        prop_assert!(verdict.optimal == Some(true));
        prop_assert_eq!(verdict.moves, n * m + n + m);
        for (k, square) in sol.moves().enumerate() {
            prop_assert_eq!(sol.move_at(k as u64 + 1), square);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// On boards far too big to construct, consecutive formula values must be legal hole
    /// moves: step s moves the checker on move_at(s) into the hole left by step s-1.
    #[test]
    fn formula_is_consistent_on_huge_boards(
        n in 1u64..=MAX_SIDE, m in 1u64..=MAX_SIDE, first in direction(), frac in 0.0f64..1.0
    ) {
        let shift = Shift::new(n, m).unwrap();
        let len = shift.length();
        let step = 2 + ((len - 2) as f64 * frac) as u64;
        let step = step.min(len);
        let before = move_at(shift, first, step - 1);
        let now = move_at(shift, first, step);
        prop_assert!(now <= n + m);
        prop_assert!(before != now && before.abs_diff(now) <= 2, "{} -> {}", before, now);
        // Mirror symmetry, computed through the other branch of the formula.
        let mirror = Shift::new(m, n).unwrap();
        prop_assert_eq!(move_at(mirror, first.flipped(), step), n + m - now);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Where the construction can reach on huge boards: its first few thousand moves, which
    /// cover the whole of stage 1 when min(n, m) is small.
    #[test]
    fn formula_equals_construction_at_the_start_of_huge_boards(
        n in 1u64..=MAX_SIDE, m in 1u64..=MAX_SIDE, first in direction()
    ) {
        let shift = Shift::new(n, m).unwrap();
        for (k, square) in ShiftSolution::new(shift, first).moves().take(3000).enumerate() {
            prop_assert_eq!(move_at(shift, first, k as u64 + 1), square);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Boards with one small side, whose every stage (and stage boundary) is short enough
    /// to check both ends of a huge stage 3 against the construction.
    #[test]
    fn formula_equals_construction_on_long_thin_boards(
        n in 1u64..=200_000, m in 1u64..=3, first in direction(), flip in any::<bool>()
    ) {
        let shift = if flip { Shift::new(m, n) } else { Shift::new(n, m) }.unwrap();
        let len = shift.length();
        for (k, square) in ShiftSolution::new(shift, first).moves().enumerate() {
            let step = k as u64 + 1;
            if step <= 2000 || step + 2000 > len || step % 997 == 0 {
                prop_assert_eq!(move_at(shift, first, step), square);
            }
        }
    }
}
