//! The construction and the O(1) formula: optimal by replay, and equal, step by step.

use movelab::game::replay::replay;
use movelab::pairs::formula::try_move_at;
use movelab::pairs::{move_at, optimum, Pairs, PairsSolution, MAX_N};
use movelab::row::Solution;
use proptest::prelude::*;

#[test]
fn construction_replays_as_optimal_for_every_n_up_to_2000() {
    for n in 3..=2000 {
        let pairs = Pairs::new(n).unwrap();
        let moves = PairsSolution::new(pairs).moves();
        assert_eq!(moves.len() as u64, optimum(n));
        let v = replay(&pairs, moves).unwrap();
        assert!(v.optimal == Some(true), "n = {n}: {v:?}");
    }
}

#[test]
fn formula_equals_construction_at_every_step_up_to_2000() {
    for n in 3..=2000 {
        let pairs = Pairs::new(n).unwrap();
        let sol = PairsSolution::new(pairs);
        assert_eq!(sol.length(), optimum(n));
        for (i, m) in sol.moves().enumerate() {
            let step = i as u64 + 1;
            assert_eq!(sol.move_at(step), m, "n = {n}, step {step}");
            assert_eq!(move_at(pairs, step), m);
        }
    }
}

#[test]
fn paper_table_and_small_cases() {
    let seq = |n| {
        PairsSolution::new(Pairs::new(n).unwrap())
            .moves()
            .collect::<Vec<_>>()
    };
    assert_eq!(seq(4), [1, 4, 7, 0]);
    assert_eq!(seq(5), [1, 7, 4, 9, 0]);
    assert_eq!(seq(6), [1, 7, 3, 8, 11, 0]);
    assert_eq!(seq(7), [1, 10, 4, 9, 6, 13, 0]);
    // Move(0, 8) = 1, 12, then Move(4, 4) = 5, 8, 11, 4, then 15, 0.
    assert_eq!(seq(8), [1, 12, 5, 8, 11, 4, 15, 0]);
    assert!(PairsSolution::new(Pairs::any(2)).moves().next().is_none());
}

#[test]
fn out_of_range_steps_are_refused() {
    let p = Pairs::new(10).unwrap();
    assert_eq!(try_move_at(p, 0), None);
    assert_eq!(try_move_at(p, 11), None);
    assert_eq!(move_at(p, 11), u64::MAX);
    assert_eq!(try_move_at(Pairs::any(2), 1), None);
    let big = Pairs::new(MAX_N).unwrap();
    assert_eq!(try_move_at(big, MAX_N + 1), None);
    assert!(try_move_at(big, MAX_N).is_some());
}

#[test]
fn exact_size_iterator_counts_down() {
    let mut it = PairsSolution::new(Pairs::new(13).unwrap()).moves();
    for left in (0..=13).rev() {
        assert_eq!(it.len(), left);
        it.next();
    }
    assert_eq!(it.next(), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any n ≤ MAX_N: every move is a square of the board, the first and last moves are
    /// the construction's (1 and 0, from Algorithm 3.1), and consecutive steps never name
    /// the same square (a pair just moved leaves two holes behind).
    #[test]
    fn formula_in_range_for_huge_n(n in 8u64..=MAX_N, frac in 0.0f64..1.0) {
        let pairs = Pairs::new(n).unwrap();
        let step = 1 + ((n - 1) as f64 * frac) as u64;
        let m = move_at(pairs, step.min(n));
        prop_assert!(m + 1 < 2 * n + 2);
        prop_assert_eq!(move_at(pairs, 1), 1);
        prop_assert_eq!(move_at(pairs, n), 0);
        if step < n {
            prop_assert_ne!(move_at(pairs, step), move_at(pairs, step + 1));
        }
    }

    /// For n up to a million, the formula equals the construction at a random step.
    #[test]
    fn formula_equals_construction_up_to_a_million(n in 3u64..=1_000_000, frac in 0.0f64..1.0) {
        let pairs = Pairs::new(n).unwrap();
        let len = optimum(n);
        let step = (1 + ((len - 1) as f64 * frac) as u64).min(len);
        let built = PairsSolution::new(pairs).moves().nth((step - 1) as usize).unwrap();
        prop_assert_eq!(move_at(pairs, step), built);
    }
}

/// The construction's moves one `next` at a time (no `fold` behind it), the reference.
fn by_next(solution: &PairsSolution) -> Vec<u64> {
    let mut moves = solution.moves();
    std::iter::from_fn(move || moves.next()).collect()
}

/// The construction after `skip` moves taken by `next`.
fn after(solution: &PairsSolution, skip: usize) -> movelab::pairs::construction::Construction {
    let mut moves = solution.moves();
    for _ in 0..skip {
        moves.next();
    }
    moves
}

/// `fold` (behind `extend`, `collect`, `for_each`) runs its own loops for the levels going
/// in and coming out: it must give exactly what `next` gives, also when started mid-way.
#[test]
fn fold_equals_next_from_every_starting_point() {
    for n in 3..=40u64 {
        let solution = PairsSolution::new(Pairs::new(n).unwrap());
        let by_next = by_next(&solution);
        for skip in 0..=by_next.len() {
            let rest = after(&solution, skip).fold(Vec::new(), |mut v, x| {
                v.push(x);
                v
            });
            assert_eq!(rest, by_next[skip..], "n = {n}, after {skip} moves");
        }
    }
}

/// `write_into` fills buffers of any size from any starting point with exactly what `next`
/// gives, and the iterator goes on after them.
#[test]
fn write_into_equals_next_for_every_buffer_size_and_start() {
    for n in 3..=30u64 {
        let solution = PairsSolution::new(Pairs::new(n).unwrap());
        let by_next = by_next(&solution);
        for skip in 0..=by_next.len() {
            for size in 1..=by_next.len() + 1 {
                let mut moves = after(&solution, skip);
                let mut got = Vec::new();
                let mut buf = vec![u64::MAX; size];
                loop {
                    let wrote = moves.write_into(&mut buf, |s| s);
                    assert_eq!(moves.len(), by_next.len() - skip - got.len() - wrote);
                    got.extend_from_slice(&buf[..wrote]);
                    if wrote < size {
                        break;
                    }
                }
                assert_eq!(got, by_next[skip..], "n = {n}, after {skip}, buffer {size}");
            }
        }
    }
}
