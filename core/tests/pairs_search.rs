//! Exhaustive searches over the pairs state graph: n = 1, 2 unsolvable, the n = 3 optimum,
//! Theorem 1's bound against true distances, and the fast counter against the plain BFS.

use movelab::game::replay::replay;
use movelab::game::{OnePlayer, Rules};
use movelab::pairs::search::{census, distances};
use movelab::pairs::{all_optimal, count, optimum, Pairs, N3_SOLUTION};
use movelab::row::Puzzle;
use std::collections::HashSet;

#[test]
fn n1_and_n2_have_no_solution_in_the_whole_state_graph() {
    for n in [1, 2] {
        let c = census(Pairs::any(n)).unwrap();
        assert_eq!(c.optimum, None, "n = {n}");
        assert_eq!(c.optimal_solutions, 0);
        // The search really explored: the start and its successors at least.
        assert!(c.reachable >= 2);
        assert!(Pairs::new(n).is_err());
    }
}

#[test]
fn n3_optimum_is_four_and_the_recorded_sequence_reaches_it() {
    let c = census(Pairs::any(3)).unwrap();
    // Theorem 1 says at least 3; the whole state graph says 4.
    assert_eq!(c.optimum, Some(4));
    assert_eq!(optimum(3), 4);
    assert_eq!(c.optimal_solutions, 2);
    let pairs = Pairs::new(3).unwrap();
    let v = replay(&pairs, N3_SOLUTION).unwrap();
    assert!(v.optimal == Some(true) && v.reached_goal && v.moves == 4);
}

/// One plain search per n serves three checks: the optimum is n (Theorem 1 is tight
/// from n = 4), the fast counter and the listing agree with the search's path count.
#[test]
fn optimum_count_and_listing_equal_plain_bfs_up_to_8() {
    for n in 3..=8 {
        let c = census(Pairs::any(n)).unwrap();
        assert_eq!(c.optimum, Some(optimum(n)), "n = {n}");
        if n >= 4 {
            assert_eq!(optimum(n), n);
        }
        let pairs = Pairs::new(n).unwrap();
        assert_eq!(count(pairs), Ok(c.optimal_solutions), "n = {n}");
        assert_eq!(all_optimal(pairs).count() as u128, c.optimal_solutions);
    }
}

/// Theorem 1's bound, as the measures report it, never exceeds the true distance to the
/// goal, at every reachable position of n = 3..=7.
#[test]
fn lower_bound_measure_is_below_every_true_distance() {
    for n in 3..=7 {
        let pairs = Pairs::new(n).unwrap();
        let mut tight = 0;
        for (board, d) in distances(pairs, &pairs.goal()) {
            let m = pairs.measures(&board);
            assert_eq!(m[0].name, "unlike neighbours");
            assert_eq!(m[1].name, "moves still needed at least");
            assert!(
                m[1].value <= d,
                "n = {n}, {board}: bound {} > {d}",
                m[1].value
            );
            if m[1].value == d {
                tight += 1;
            }
        }
        assert!(tight > 0);
    }
}

/// Each move adds at most two unlike neighbours, and at most one when it fills holes at
/// an end of the row: the step of Theorem 1's proof, checked on every position and move.
#[test]
fn a_move_adds_at_most_two_unlike_neighbours() {
    for n in 3..=6 {
        let pairs = Pairs::new(n).unwrap();
        for (board, _) in distances(pairs, &pairs.start()) {
            let before = pairs.measures(&board)[0].value;
            let at_end = board.hole() == 0 || board.hole() + 2 == board.len();
            for sq in pairs.legal_moves(&board) {
                let mut b = board.clone();
                pairs.apply(&mut b, &sq).unwrap();
                let after = pairs.measures(&b)[0].value;
                assert!(after <= before + if at_end { 1 } else { 2 }, "{board} {sq}");
            }
        }
    }
}

/// Slow in a debug build (about 4 million positions for n = 10):
/// `cargo test --release --test pairs_search -- --ignored`.
#[test]
#[ignore]
fn counter_equals_plain_bfs_9_to_11() {
    for n in 9..=11 {
        let c = census(Pairs::any(n)).unwrap();
        assert_eq!(
            count(Pairs::new(n).unwrap()),
            Ok(c.optimal_solutions),
            "n = {n}"
        );
    }
}

fn check_all_optimal(n: u64) {
    let pairs = Pairs::new(n).unwrap();
    let all: Vec<Vec<u64>> = all_optimal(pairs).collect();
    let distinct: HashSet<&Vec<u64>> = all.iter().collect();
    assert_eq!(distinct.len(), all.len(), "n = {n}: repeated solutions");
    for s in &all {
        let v = replay(&pairs, s.iter().copied()).unwrap();
        assert!(v.optimal == Some(true), "n = {n}: {s:?} is not optimal");
    }
    assert_eq!(all.len() as u128, count(pairs).unwrap(), "n = {n}");
    assert!(all.windows(2).all(|w| w[0] < w[1]), "lexicographic order");
}

#[test]
fn all_optimal_lists_distinct_optimal_solutions_as_many_as_counted() {
    for n in 3..=12 {
        check_all_optimal(n);
    }
}

fn like_links(board: &movelab::row::board::Board, colour: movelab::row::board::Cell) -> u64 {
    board
        .cells()
        .windows(2)
        .filter(|w| w[0] == colour && w[1] == colour)
        .count() as u64
}

/// The step of the colour bound: any two consecutive moves remove at most two like links
/// of one colour (and one move at most two), on every position and pair of moves.
#[test]
fn two_moves_remove_at_most_two_like_links_of_a_colour() {
    use movelab::row::board::Cell;
    for n in 3..=6 {
        let pairs = Pairs::new(n).unwrap();
        for (board, _) in distances(pairs, &pairs.start()) {
            for first in pairs.legal_moves(&board) {
                let mut b1 = board.clone();
                pairs.apply(&mut b1, &first).unwrap();
                for colour in [Cell::Black, Cell::White] {
                    assert!(like_links(&board, colour) <= like_links(&b1, colour) + 2);
                }
                for second in pairs.legal_moves(&b1) {
                    let mut b2 = b1.clone();
                    pairs.apply(&mut b2, &second).unwrap();
                    for colour in [Cell::Black, Cell::White] {
                        assert!(
                            like_links(&board, colour) <= like_links(&b2, colour) + 2,
                            "{board} {first} {second}"
                        );
                    }
                }
            }
        }
    }
}

/// The packed positions of the counter follow the generic rules exactly: same successor,
/// same unlike-neighbour count, same like links, on every position and move of n = 3..=6.
#[test]
fn packed_moves_match_the_generic_rules() {
    use movelab::pairs::packed::Packed;
    use movelab::row::board::{Board, Cell};
    let pack = |b: &Board| {
        let mut colours = 0u128;
        let mut j = 0;
        for &c in b.cells() {
            if c != Cell::Hole {
                colours |= u128::from(c == Cell::White) << j;
                j += 1;
            }
        }
        Packed::new(colours, b.hole() as u32)
    };
    for n in 3..=6u64 {
        let pairs = Pairs::new(n).unwrap();
        let n32 = n as u32;
        assert_eq!(pack(&pairs.start()), Packed::start(n32));
        assert_eq!(pack(&pairs.goal()), Packed::goal(n32));
        for (board, _) in distances(pairs, &pairs.start()) {
            let p = pack(&board);
            assert_eq!(p.to_code(n32), board.to_string());
            assert_eq!(
                u64::from(p.inversions(n32)),
                pairs.measures(&board)[0].value
            );
            let (eb, ew) = p.equal_links(n32);
            assert_eq!(u64::from(eb), like_links(&board, Cell::Black));
            assert_eq!(u64::from(ew), like_links(&board, Cell::White));
            let packed_moves: Vec<u64> = p.moves(n32).map(u64::from).collect();
            assert_eq!(packed_moves, pairs.legal_moves(&board));
            for sq in pairs.legal_moves(&board) {
                let mut b = board.clone();
                pairs.apply(&mut b, &sq).unwrap();
                assert_eq!(p.apply(sq as u32), pack(&b), "{board} {sq}");
            }
        }
    }
}

/// What docs/pairs-counts.md reports: every optimal solution of one size lifts the same
/// colours in the same order, ⌊n/2⌋ same-colour pairs BB, WW, BB, … then ⌈n/2⌉ mixed pairs
/// alternating and ending with BW.
#[test]
fn all_optimal_solutions_share_one_colour_pattern() {
    use movelab::row::board::Cell;
    for n in 4..=11u64 {
        let pairs = Pairs::new(n).unwrap();
        let half = (n / 2) as usize;
        for sol in all_optimal(pairs) {
            let mut b = pairs.start();
            let mut lifted = Vec::new();
            for &m in &sol {
                let c = b.cells();
                lifted.push((c[m as usize], c[m as usize + 1]));
                pairs.apply(&mut b, &m).unwrap();
            }
            for (i, &(a, z)) in lifted.iter().enumerate() {
                if i < half {
                    let colour = if i % 2 == 0 { Cell::Black } else { Cell::White };
                    assert_eq!((a, z), (colour, colour), "n = {n}, {sol:?}, move {i}");
                } else {
                    let from_end = lifted.len() - 1 - i;
                    let want = if from_end % 2 == 0 {
                        (Cell::Black, Cell::White)
                    } else {
                        (Cell::White, Cell::Black)
                    };
                    assert_eq!((a, z), want, "n = {n}, {sol:?}, move {i}");
                }
            }
        }
    }
}
