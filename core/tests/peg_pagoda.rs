//! Pagoda functions found by linear programming, checked without the crate's rules: each
//! function the solver finds is verified here jump by jump on a board rebuilt from its
//! shape, so a refusal stands on these checks alone; on small positions every refusal is
//! compared with Merand and Varkevisser's plain depth-first search (`search::dfs`).

use movelab::peg::pagoda::separating;
use movelab::peg::solve::{solve, Answer};
use movelab::peg::{Board, Finish, Peg};
use proptest::prelude::*;
use std::collections::HashMap;

/// The diamond of docs/design.md: |r − 4| + |c − 4| ≤ 4 on the 9×9 grid.
fn diamond(r: i32, c: i32) -> bool {
    (r - 4).abs() + (c - 4).abs() <= 4 && (0..9).contains(&r) && (0..9).contains(&c)
}

fn square(name: &str) -> (i32, i32) {
    let b = name.as_bytes();
    (name[1..].parse::<i32>().unwrap() - 1, (b[0] - b'a') as i32)
}

fn name(sq: (i32, i32)) -> String {
    format!("{}{}", (b'a' + sq.1 as u8) as char, sq.0 + 1)
}

/// Every jump (from, over, to) along a row or a column of the shape `on`, written here.
fn jumps(on: fn(i32, i32) -> bool) -> Vec<[(i32, i32); 3]> {
    let mut out = Vec::new();
    for r in 0..9 {
        for c in 0..9 {
            for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                let (o, t) = ((r + dr, c + dc), (r + 2 * dr, c + 2 * dc));
                if on(r, c) && on(o.0, o.1) && on(t.0, t.1) {
                    out.push([(r, c), o, t]);
                }
            }
        }
    }
    out
}

/// The crate's bitboard of a set of squares (through the hole names only).
fn bits(board: &Board, pegs: &[(i32, i32)]) -> u64 {
    pegs.iter()
        .map(|&sq| 1u64 << board.parse_hole(&name(sq)).unwrap())
        .sum()
}

/// Whether the solver's pagoda function for `pegs` → `finish` holds up here: w(from) +
/// w(over) ≥ w(to) for every jump of the shape, and the pegs weigh less than the finish.
fn refused_here(
    board: &Board,
    on: fn(i32, i32) -> bool,
    pegs: &[(i32, i32)],
    finish: (i32, i32),
) -> bool {
    let f = board.parse_hole(&name(finish)).unwrap();
    let Some(p) = separating(board, bits(board, pegs), &[f]) else {
        return false;
    };
    let w: HashMap<(i32, i32), i64> = board
        .cells
        .iter()
        .enumerate()
        .map(|(k, &(r, c))| ((r as i32, c as i32), i64::from(p.weights[k])))
        .collect();
    let valid = jumps(on).iter().all(|[a, b, c]| w[a] + w[b] >= w[c]);
    let value: i64 = pegs.iter().map(|sq| w[sq]).sum();
    valid && value < w[&finish]
}

/// Whether every line of jumps from `pegs` meets, within `depth` jumps, a position whose
/// pagoda function checks out here (a line that gets stuck with more than one peg is dead
/// too): a proof that `finish` cannot be reached, built on this file's own jump rule.
fn every_line_refused(
    board: &Board,
    on: fn(i32, i32) -> bool,
    pegs: Vec<(i32, i32)>,
    finish: (i32, i32),
    depth: u32,
) -> bool {
    if pegs.len() == 1 {
        return pegs[0] != finish;
    }
    if refused_here(board, on, &pegs, finish) {
        return true;
    }
    if depth == 0 {
        return false;
    }
    jumps(on).iter().all(|[a, b, c]| {
        if !(pegs.contains(a) && pegs.contains(b) && !pegs.contains(c)) {
            return true;
        }
        let mut next: Vec<(i32, i32)> = pegs.iter().copied().filter(|p| p != a && p != b).collect();
        next.push(*c);
        every_line_refused(board, on, next, finish, depth - 1)
    })
}

/// Diamond problems that the fixed pagoda functions and the classes leave open and the
/// linear programs decide: some at the start, others after one or two jumps (e1 → e3: the
/// one first jump e3-e1 leads to a refused position). Each proof is checked here, and the
/// solver says unsolvable too.
#[test]
fn diamond_problems_refused_by_pagoda_functions_found_by_linear_programming() {
    let board = Board::named("diamond").unwrap();
    let all: Vec<(i32, i32)> = (0..9)
        .flat_map(|r| (0..9).map(move |c| (r, c)))
        .filter(|&(r, c)| diamond(r, c))
        .collect();
    assert_eq!(all.len(), 41);
    for (vacancy, finish, depth) in [
        ("e3", "e4", 0),
        ("e4", "e6", 0),
        ("c5", "d5", 0),
        ("e1", "e3", 1),
        ("e1", "e6", 1),
        ("d2", "f5", 1),
    ] {
        let start: Vec<(i32, i32)> = all
            .iter()
            .copied()
            .filter(|&s| s != square(vacancy))
            .collect();
        assert!(
            every_line_refused(&board, diamond, start, square(finish), depth),
            "{vacancy} -> {finish}"
        );
        let game = Peg::new("diamond", &[vacancy], finish).unwrap();
        let answer = solve(&game);
        assert!(
            matches!(answer, Answer::Unsolvable(_)),
            "{vacancy} -> {finish}: {answer:?}"
        );
    }
}

/// The English board's positions (bits as the crate numbers its 33 holes).
fn english_problem(pegs: u64, finish: Option<u8>) -> Peg {
    let board = Board::named("english").unwrap();
    Peg {
        start: pegs & board.full(),
        finish: finish.map_or(Finish::Any, Finish::Hole),
        board,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// On random positions of 6 to 13 pegs (the English board and triangle6), a pagoda
    /// function found by linear programming refuses only what the plain search cannot
    /// solve, and the solver agrees with the plain search, every line replayed.
    #[test]
    fn linear_refusals_agree_with_the_plain_search(
        seed in any::<u64>(),
        pegs in 6u32..14,
        finish in 0u8..40,
        triangle in any::<bool>(),
    ) {
        let mut game = english_problem(0, None);
        if triangle {
            game.board = Board::named("triangle6").unwrap();
        }
        let n = game.board.holes() as u32;
        let mut x = seed | 1;
        let mut start = 0u64;
        while start.count_ones() < pegs.min(n - 1) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            start |= 1u64 << (x % u64::from(n));
        }
        game.start = start;
        game.finish = if u32::from(finish) < n { Finish::Hole(finish) } else { Finish::Any };
        let finishes: Vec<u8> = match game.finish {
            Finish::Hole(h) => vec![h],
            Finish::Any => (0..n as u8).collect(),
        };
        let plain = movelab::search::dfs::solve(&game, start, |&s| s, usize::MAX);
        if let Some(p) = separating(&game.board, start, &finishes) {
            prop_assert!(p.is_valid(&game.board));
            prop_assert!(plain.solution.is_none(), "refused but solvable");
        }
        match solve(&game) {
            Answer::Solved(line) => {
                let verdict = movelab::game::replay(&game, line).unwrap();
                prop_assert!(verdict.reached_goal);
            }
            Answer::Unsolvable(_) => prop_assert!(plain.solution.is_none()),
            Answer::GaveUp(why) => prop_assert!(false, "gave up: {why}"),
        }
    }
}

/// Diamond e4 → any, decided one finish at a time: e3 and e6 by a pagoda function at the
/// start, b6, h6 and e9 through searches cut by pagoda functions found by linear
/// programming (a release build's work: `make test-exhaustive`).
#[test]
#[ignore]
fn diamond_e4_to_any_is_refused_finish_by_finish() {
    let game = Peg::new("diamond", &["e4"], "any").unwrap();
    let answer = solve(&game);
    let Answer::Unsolvable(why) = &answer else {
        panic!("{answer:?}");
    };
    let text = why.to_string();
    for hole in ["e3", "b6", "e6", "h6", "e9"] {
        assert!(text.contains(&format!("{hole}: ")), "{text}");
    }
    // Each finish on its own, through the reversal where the solver used it.
    let board = Board::named("diamond").unwrap();
    let all: Vec<(i32, i32)> = (0..9)
        .flat_map(|r| (0..9).map(move |c| (r, c)))
        .filter(|&(r, c)| diamond(r, c))
        .collect();
    let full =
        |v: &str| -> Vec<(i32, i32)> { all.iter().copied().filter(|&s| s != square(v)).collect() };
    for (vacancy, finish, depth) in [
        ("e4", "e3", 0),
        ("e4", "e6", 0),
        ("b6", "e4", 1),
        ("h6", "e4", 1),
        ("e9", "e4", 1),
    ] {
        assert!(
            every_line_refused(&board, diamond, full(vacancy), square(finish), depth),
            "{vacancy} -> {finish}"
        );
    }
}
