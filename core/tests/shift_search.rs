//! Exhaustive search against the closed forms: the optimal length nm + n + m and the count
//! of optimal solutions (Theorem 4, re-derived) by breadth-first search over all legal
//! moves; the backtracking enumeration checked solution by solution with `replay`.

use movelab::game::replay::replay;
use movelab::game::Rules;
use movelab::shift::inversions::{inversions, vacant_inversions};
use movelab::shift::search::{all_optimal, shortest_paths, Moves};
use movelab::shift::{count, BigUint, Direction, Shift, ShiftSolution};

use std::collections::HashSet;

/// BFS over all legal moves for every n, m ≤ `max`: the optimum is nm + n + m (Theorem 1,
/// nothing shorter even with moves 5–12 of Table 1), the count equals Theorem 4 (re-derived),
/// and with `lemma1` Lemma 1 loses nothing (as many shortest paths with moves 1–4 only).
fn confirm_length_and_count_up_to(max: u64, lemma1: bool) {
    for n in 1..=max {
        for m in 1..=max {
            let shift = Shift::new(n, m).unwrap();
            let all = shortest_paths(shift, Moves::All).unwrap();
            assert_eq!(
                all.distance,
                n * m + n + m,
                "n={n} m={m}: shorter path found"
            );
            if lemma1 {
                assert_eq!(
                    shortest_paths(shift, Moves::Lemma1).unwrap(),
                    all,
                    "n={n} m={m}"
                );
            }
            assert_eq!(
                count(shift).unwrap(),
                BigUint::from(all.count),
                "n={n} m={m}"
            );
        }
    }
}

#[test]
fn bfs_over_all_moves_confirms_optimal_length_and_count_up_to_8() {
    confirm_length_and_count_up_to(8, true);
}

/// The same up to n, m ≤ 10 (n + m ≤ 20, ~4·10^6 positions a board): too slow for debug
/// builds, run with `cargo test --release --test shift_search -- --ignored`.
#[test]
#[ignore]
fn bfs_over_all_moves_confirms_optimal_length_and_count_up_to_10() {
    confirm_length_and_count_up_to(10, false);
}

#[test]
/// The Fibonacci count of the paper's §5.2 belongs to min(n, m) = 1, not to n = m.
fn n_equal_m_has_two_optimal_solutions_like_every_min_at_least_2() {
    for k in 2..=7 {
        let paths = shortest_paths(Shift::new(k, k).unwrap(), Moves::All).unwrap();
        assert_eq!(paths.count, 2, "n = m = {k}");
    }
}

/// Runs the backtracking, checks every solution with the independent checker and returns
/// them, with the positions it visited.
fn enumerate(n: u64, m: u64) -> (Vec<Vec<u64>>, u64) {
    let shift = Shift::new(n, m).unwrap();
    let mut it = all_optimal(shift);
    let mut solutions = Vec::new();
    for s in it.by_ref() {
        let verdict = replay(&shift, s.iter().copied()).unwrap();
        assert!(verdict.optimal == Some(true), "n={n} m={m}: {s:?}");
        if n + m <= 16 {
            // Table 1's bookkeeping: every move lowers inversions + vacant inversions by one.
            let mut board = shift.start();
            for (k, &square) in s.iter().enumerate() {
                shift.apply(&mut board, &square).unwrap();
                let left = inversions(&board) + vacant_inversions(&board);
                assert_eq!(left, shift.length() - k as u64 - 1, "n={n} m={m}: {s:?}");
            }
        }
        solutions.push(s);
    }
    let distinct: HashSet<&Vec<u64>> = solutions.iter().collect();
    assert_eq!(distinct.len(), solutions.len(), "n={n} m={m}: duplicates");
    // The construction's two solutions are among them.
    for first in [Direction::Right, Direction::Left] {
        let c: Vec<u64> = ShiftSolution::new(shift, first).moves().collect();
        assert!(distinct.contains(&c), "n={n} m={m} {first}");
    }
    (solutions, it.nodes())
}

#[test]
fn backtracking_finds_exactly_the_counted_solutions_up_to_8() {
    for n in 1..=8 {
        for m in 1..=8 {
            let (solutions, _) = enumerate(n, m);
            let bfs = shortest_paths(Shift::new(n, m).unwrap(), Moves::Lemma1).unwrap();
            assert_eq!(solutions.len() as u128, bfs.count, "n={n} m={m}");
        }
    }
}

#[test]
fn backtracking_matches_the_count_beyond_bfs_in_output_proportional_time() {
    for (n, m) in [
        (1, 16),
        (16, 1),
        (2, 20),
        (12, 12),
        (30, 30),
        (200, 3),
        (3, 200),
        (2, 300),
    ] {
        let (solutions, nodes) = enumerate(n, m);
        let shift = Shift::new(n, m).unwrap();
        assert_eq!(BigUint::from(solutions.len()), count(shift).unwrap());
        let output = solutions.len() as u64 * shift.length();
        assert!(
            nodes <= output + output / 4 + 1,
            "n={n} m={m}: {nodes} positions for {output} moves"
        );
    }
}

#[test]
fn backtracking_is_instant_on_long_boards() {
    let shift = Shift::new(100_000, 2).unwrap();
    let mut it = all_optimal(shift);
    let mut found = 0;
    for s in it.by_ref() {
        assert_eq!(s.len() as u64, shift.length());
        found += 1;
    }
    assert_eq!(found, 2);
    assert!(it.nodes() <= 3 * shift.length());
}

/// With one black (n = 1), an optimal solution is fixed by which whites the black jumps
/// over (the others jump over it), and exactly the choices without two neighbouring jumped
/// whites occur: F(m + 2) of them, the count's Fibonacci number.
#[test]
fn one_black_solutions_are_the_strings_without_two_adjacent_jumped_whites() {
    use movelab::row::board::Cell;
    for m in 1..=12u64 {
        let shift = Shift::new(1, m).unwrap();
        let mut patterns = HashSet::new();
        let mut solutions = 0u64;
        for s in all_optimal(shift) {
            solutions += 1;
            let mut board = shift.start();
            let mut jumped_by_black = vec![false; m as usize];
            for &square in &s {
                let hole = board.hole();
                if square.abs_diff(hole as u64) == 2
                    && board.cells()[square as usize] == Cell::Black
                {
                    // The white jumped over is the one between; whites keep their order.
                    let over = (square as usize + hole) / 2;
                    let rank = board.cells()[..over]
                        .iter()
                        .filter(|&&c| c == Cell::White)
                        .count();
                    jumped_by_black[rank] = true;
                }
                shift.apply(&mut board, &square).unwrap();
            }
            assert!(
                !jumped_by_black.windows(2).any(|w| w[0] && w[1]),
                "m={m}: {s:?}"
            );
            assert!(
                patterns.insert(jumped_by_black),
                "m={m}: two solutions, one pattern"
            );
        }
        assert_eq!(BigUint::from(solutions), count(shift).unwrap());
        // Binary strings of length m without two adjacent ones: F(m + 2).
        let (mut a, mut b) = (1u64, 2u64); // length 0 and 1
        for _ in 0..m {
            (a, b) = (b, a + b);
        }
        assert_eq!(patterns.len() as u64, a, "m={m}");
    }
}
