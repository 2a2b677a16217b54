//! Checks the potential Ψ = I + L of `shift::potential` on every arrangement with one hole
//! (reachable or not) against rules and searches written again here on strings: L never
//! exceeds the fewest slides to the goal, a jump leaves it alone and a slide moves it by one,
//! so Ψ falls by at most one a move; Ψ is 0 at the goal and nm + n + m at the start.

use movelab::row::board::Board;
use movelab::shift::potential::{potential, slide_bound};
use proptest::prelude::*;
use std::collections::{HashMap, VecDeque};

/// Every legal move of docs/design.md on a string row: (next row, was it a slide).
fn next_rows(row: &[u8]) -> Vec<(Vec<u8>, bool)> {
    let hole = row.iter().position(|&c| c == b'_').unwrap();
    let mut out = Vec::new();
    for from in hole.saturating_sub(2)..(hole + 3).min(row.len()) {
        if from != hole {
            let mut next = row.to_vec();
            next.swap(from, hole);
            out.push((next, from.abs_diff(hole) == 1));
        }
    }
    out
}

/// Least cost from the goal to every row, slides costing `slide` and jumps `jump` (0 or 1),
/// by a plain 0-1 breadth-first search over strings.
fn costs(n: usize, m: usize, slide: u64, jump: u64) -> HashMap<Vec<u8>, u64> {
    let goal = [vec![b'W'; m], vec![b'_'], vec![b'B'; n]].concat();
    let mut best = HashMap::from([(goal.clone(), 0)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(row) = queue.pop_front() {
        let here = best[&row];
        for (next, is_slide) in next_rows(&row) {
            let step = if is_slide { slide } else { jump };
            if best.get(&next).is_none_or(|&c| here + step < c) {
                best.insert(next.clone(), here + step);
                if step == 0 {
                    queue.push_front(next);
                } else {
                    queue.push_back(next);
                }
            }
        }
    }
    best
}

fn row(n: usize, m: usize, hole: usize, blacks: u32) -> Vec<u8> {
    (0..n + m + 1)
        .map(|s| match s {
            _ if s == hole => b'_',
            _ if blacks & (1 << s) != 0 => b'B',
            _ => b'W',
        })
        .collect()
}

fn board(row: &[u8]) -> Board {
    std::str::from_utf8(row).unwrap().parse().unwrap()
}

/// The per-move claims of docs/shift-optimality.md for one move `row → next`.
fn check_move(row: &[u8], next: &[u8], is_slide: bool) {
    let (here, there) = (board(row), board(next));
    let (l, l_next) = (slide_bound(&here), slide_bound(&there));
    if is_slide {
        assert_eq!(
            l.abs_diff(l_next),
            1,
            "a slide moved L by {l} → {l_next}: {row:?}"
        );
    } else {
        assert_eq!(l, l_next, "a jump changed L: {row:?} → {next:?}");
    }
    assert!(
        potential(&here) <= potential(&there) + 1,
        "Ψ falls by more than one at {row:?}"
    );
}

/// All the claims for one size; returns (arrangements, those where L is the fewest slides).
fn check_size(n: usize, m: usize) -> (usize, usize) {
    let distance = costs(n, m, 1, 1);
    let fewest_slides = costs(n, m, 1, 0);
    let start = [vec![b'B'; n], vec![b'_'], vec![b'W'; m]].concat();
    let goal = [vec![b'W'; m], vec![b'_'], vec![b'B'; n]].concat();
    assert_eq!(potential(&board(&goal)), 0);
    assert_eq!(slide_bound(&board(&start)) as usize, n + m, "n={n} m={m}");
    assert_eq!(
        potential(&board(&start)) as usize,
        n * m + n + m,
        "n={n} m={m}"
    );
    let squares = n + m + 1;
    let (mut seen, mut exact) = (0, 0);
    for hole in 0..squares {
        for blacks in
            (0u32..1 << squares).filter(|b| b & (1 << hole) == 0 && b.count_ones() as usize == n)
        {
            let row = row(n, m, hole, blacks);
            let l = slide_bound(&board(&row));
            assert!(
                l <= fewest_slides[&row],
                "L above the fewest slides at {row:?}"
            );
            assert!(
                potential(&board(&row)) <= distance[&row],
                "Ψ above the distance at {row:?}"
            );
            exact += usize::from(l == fewest_slides[&row]);
            for (next, is_slide) in next_rows(&row) {
                check_move(&row, &next, is_slide);
            }
            seen += 1;
        }
    }
    assert_eq!(seen, distance.len(), "every arrangement reaches the goal");
    (seen, exact)
}

#[test]
fn potential_proves_optimality_for_n_m_up_to_5() {
    for n in 1..=5 {
        for m in 1..=5 {
            check_size(n, m);
        }
    }
}

#[test]
#[ignore = "exhaustive over n, m <= 8: run by make test-exhaustive in the bench profile"]
fn potential_proves_optimality_for_n_m_up_to_8() {
    for n in 1..=8 {
        for m in 1..=8 {
            let (seen, exact) = check_size(n, m);
            println!("n={n} m={m}: L is the fewest slides on {exact} of {seen} arrangements");
        }
    }
}

/// The start's value by the formula, far past the exhaustive sizes.
#[test]
fn start_is_worth_nm_plus_n_plus_m_up_to_200() {
    for n in 1..=200 {
        for m in 1..=200 {
            let start = [vec![b'B'; n], vec![b'_'], vec![b'W'; m]].concat();
            assert_eq!(slide_bound(&board(&start)) as usize, n + m, "{n} {m}");
        }
    }
}

/// A random arrangement of n blacks and m whites with one hole.
fn arrangement() -> impl Strategy<Value = Vec<u8>> {
    (1usize..=2000, 1usize..=2000)
        .prop_flat_map(|(n, m)| {
            let checkers = [vec![b'B'; n], vec![b'W'; m]].concat();
            (Just(checkers).prop_shuffle(), 0..=n + m)
        })
        .prop_map(|(mut checkers, hole)| {
            checkers.insert(hole, b'_');
            checkers
        })
}

proptest! {
    /// The per-move claims on boards far too big for the exhaustive check.
    #[test]
    fn every_move_of_a_large_board_keeps_the_potential_honest(row in arrangement()) {
        for (next, is_slide) in next_rows(&row) {
            check_move(&row, &next, is_slide);
        }
    }
}

/// Whether the goal is reachable from the start of (n, m) while the checker first on
/// square `tracked` never slides (it may jump over either colour).
fn reaches_without_sliding(n: usize, m: usize, mut tracked: usize) -> bool {
    let start = [vec![b'B'; n], vec![b'_'], vec![b'W'; m]].concat();
    let goal = [vec![b'W'; m], vec![b'_'], vec![b'B'; n]].concat();
    let mut seen = std::collections::HashSet::from([(start.clone(), tracked)]);
    let mut queue = VecDeque::from([(start, tracked)]);
    while let Some((row, at)) = queue.pop_front() {
        if row == goal {
            return true;
        }
        let hole = row.iter().position(|&c| c == b'_').unwrap();
        for (next, slide) in next_rows(&row) {
            let from = next.iter().position(|&c| c == b'_').unwrap();
            if slide && from == at {
                continue;
            }
            tracked = if from == at { hole } else { at };
            if seen.insert((next.clone(), tracked)) {
                queue.push_back((next, tracked));
            }
        }
    }
    false
}

/// Evidence for docs/shift-optimality.md: the n + m slides are a global count, not "every
/// checker slides once". With n = 1, m = 3 the black reaches its side by jumps alone, while
/// with n = 1, m = 2 it must slide.
#[test]
fn a_checker_may_reach_its_side_without_sliding() {
    assert!(reaches_without_sliding(1, 3, 0));
    assert!(!reaches_without_sliding(1, 2, 0));
}
