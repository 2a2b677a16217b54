//! Conjunctive compounds (every component moves) against brute force over the whole compound
//! game tree: the knights game's `all` variant (Algorithm Games' homework) on boards up to 6×6 with
//! up to three knights, and "every heap moves" over nim, subtraction and octal games.

mod impartial_common;

use impartial_common as oracle;
use movelab::game::{Outcome, Rules};
use movelab::impartial::conjunctive::EveryHeap;
use movelab::impartial::octal_table::Code;
use movelab::knights::{Knights, Variant};
use movelab::octal::Octal;
use movelab::subtraction::Subtraction;
use std::collections::{BTreeMap, HashMap};

/// The whole compound's remoteness by recursion over every knight jumping at once.
fn knights_remoteness(
    n: i64,
    knights: &[(i64, i64)],
    memo: &mut BTreeMap<Vec<(i64, i64)>, u32>,
) -> u32 {
    let mut key = knights.to_vec();
    key.sort_unstable();
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let options: Vec<u32> = oracle::knight_options(n, "all", &key)
        .iter()
        .map(|next| knights_remoteness(n, next, memo))
        .collect();
    let r = oracle::remoteness_rule(&options);
    memo.insert(key, r);
    r
}

#[test]
fn every_knight_moves_matches_the_whole_tree() {
    for n in 1..=6u32 {
        let board = Knights::new(n, Variant::All).unwrap();
        let squares: Vec<(u32, u32)> = (1..=n).flat_map(|x| (1..=n).map(move |y| (x, y))).collect();
        let (mut wins, mut remote) = (BTreeMap::new(), BTreeMap::new());
        let plain = |k: &[(u32, u32)]| -> Vec<(i64, i64)> {
            k.iter().map(|&(x, y)| (x as i64, y as i64)).collect()
        };
        let mut check = |knights: Vec<(u32, u32)>| {
            let p = plain(&knights);
            let won = oracle::knights_win(n as i64, "all", &p, &mut wins);
            assert_eq!(!board.lost(&knights), won, "all {n} {knights:?}");
            assert_eq!(
                board.compound_remoteness(&knights),
                knights_remoteness(n as i64, &p, &mut remote),
                "remoteness {n} {knights:?}"
            );
            assert_eq!(
                board.has_move(&knights),
                !board.legal_moves(&knights).is_empty()
            );
            match board.winning_move(&knights) {
                Some(mv) => {
                    assert!(won);
                    let next = board.after(&knights, &mv).unwrap();
                    assert!(!oracle::knights_win(
                        n as i64,
                        "all",
                        &plain(&next),
                        &mut wins
                    ));
                }
                None => assert!(!won, "{n} {knights:?} is won but no move was given"),
            }
            // A lost position with a move: the computer's move is legal and keeps it lost
            // for the opponent to win, one remoteness lower.
            if let Some(mv) = board.best_move(&knights) {
                let next = board.after(&knights, &mv).unwrap();
                assert_eq!(
                    board.compound_remoteness(&next) + 1,
                    board.compound_remoteness(&knights)
                );
            }
        };
        for &a in &squares {
            check(vec![a]);
            for &b in &squares {
                check(vec![a, b]);
                for &c in &squares {
                    check(vec![a, b, c]);
                }
            }
        }
    }
}

fn check_every_heap(game: &EveryHeap, results: &dyn Fn(u64) -> Vec<Vec<u64>>, what: &str) {
    let mut memo = HashMap::new();
    for heaps in oracle::multisets(0, 9, 3) {
        let want = oracle::every_heap_remoteness(&heaps, results, &mut memo);
        assert_eq!(game.remoteness(&heaps).unwrap(), want, "{what} {heaps:?}");
        let outcome = game.outcome(&heaps).unwrap();
        assert_eq!(outcome == Outcome::First, want % 2 == 1);
        match game.best_move(&heaps) {
            Some(mv) => {
                let next = game.after(&heaps, &mv).unwrap();
                let r = oracle::every_heap_remoteness(&next, results, &mut memo);
                assert_eq!(r + 1, want, "{what} {heaps:?} -> {next:?}");
                assert_eq!(game.winning_move(&heaps).is_some(), want % 2 == 1);
            }
            None => assert_eq!(want, 0, "{what} {heaps:?} has a move"),
        }
    }
}

#[test]
fn every_heap_moves_matches_the_whole_tree() {
    let nim = EveryHeap::nim(9).unwrap();
    check_every_heap(
        &nim,
        &|h| {
            (0..h)
                .map(|k| if k == 0 { vec![] } else { vec![k] })
                .collect()
        },
        "nim",
    );
    for set in [vec![1, 3, 4], vec![2, 5], vec![1, 2], vec![3, 4, 7]] {
        let game =
            EveryHeap::subtraction(&Subtraction::new(set.clone(), false).unwrap(), 9).unwrap();
        let s = set.clone();
        let results = move |h: u64| -> Vec<Vec<u64>> {
            s.iter()
                .filter(|&&t| t <= h)
                .map(|&t| if t == h { vec![] } else { vec![h - t] })
                .collect()
        };
        check_every_heap(&game, &results, &format!("subtraction {set:?}"));
    }
    for code in ["0.77", "0.07", "0.137", "0.4", "4.07", "0.75", "0.6"] {
        let octal = Octal::new(Code::parse(code).unwrap(), 9).unwrap();
        let game = EveryHeap::octal(&octal, 9).unwrap();
        let digits = Code::parse(code).unwrap().digits().to_vec();
        let results = move |h: u64| oracle::octal_heap_results(&digits, h);
        check_every_heap(&game, &results, code);
    }
}

#[test]
fn every_heap_moves_refuses_bad_moves() {
    let game =
        EveryHeap::subtraction(&Subtraction::new(vec![1, 3, 4], false).unwrap(), 20).unwrap();
    let mv = game.best_move(&[10, 7]).unwrap();
    let mut wrong = mv.clone();
    wrong[1].left = vec![1];
    assert!(game.after(&[10, 7], &wrong).is_err());
    assert!(game
        .after(&[10, 7], &[mv[0].clone(), mv[0].clone()])
        .is_err());
    assert_eq!(game.remoteness(&[]), None);
}
