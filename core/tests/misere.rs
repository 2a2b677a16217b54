//! Misère octal games: every sum of up to four heaps of sizes up to 8 (and more for some
//! codes), its outcome and its winning moves from the misère quotient, against misère play by
//! brute force over the whole game tree.

mod impartial_common;

use impartial_common as oracle;
use movelab::impartial::misere::Quotient;
use movelab::impartial::octal_table::Code;
use std::collections::HashMap;

/// Whether the player to move wins the sum `heaps` in misère play (no move: they win).
fn misere_wins(digits: &[u8], heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for i in 0..key.len() {
        for left in oracle::octal_heap_results(digits, key[i]) {
            any_move = true;
            let mut next = key.clone();
            next.remove(i);
            next.extend(left);
            if !misere_wins(digits, &next, memo) {
                wins = true;
            }
        }
    }
    let w = !any_move || wins;
    memo.insert(key, w);
    w
}

fn check(code: &str, upto: u64, most: usize) -> Quotient {
    let q = Quotient::new(Code::parse(code).unwrap(), upto).unwrap();
    let digits = Code::parse(code).unwrap().digits().to_vec();
    let mut memo = HashMap::new();
    for heaps in oracle::multisets(1, upto, most) {
        let wins = misere_wins(&digits, &heaps, &mut memo);
        assert_eq!(q.lost(&heaps).unwrap(), !wins, "{code} {heaps:?}");
        // Every winning move, and only those.
        let mut want = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for left in oracle::octal_heap_results(&digits, h) {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(&left);
                if !misere_wins(&digits, &next, &mut memo) {
                    let mut left = left.clone();
                    left.sort_unstable();
                    want.push((i, left));
                }
            }
        }
        let mut got: Vec<(usize, Vec<u64>)> = q
            .winning_moves(&heaps)
            .unwrap()
            .into_iter()
            .map(|(i, mut left)| {
                left.sort_unstable();
                (i, left)
            })
            .collect();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{code} {heaps:?}");
    }
    q
}

/// Larger heaps, sums of up to 3 (`make test-exhaustive`).
#[test]
#[ignore]
fn misere_sums_match_brute_force_at_the_bound() {
    let cases = [
        ("0.75", 14, 3),
        ("0.77", 14, 3),
        ("0.07", 14, 3),
        ("0.137", 12, 3),
        ("0.4", 14, 3),
    ];
    for (code, upto, most) in cases {
        let q = check(code, upto, most);
        eprintln!(
            "{code}: quotient of order {} for heaps up to {upto}",
            q.order()
        );
    }
}

#[test]
fn misere_sums_match_brute_force() {
    for code in [
        "0.75", "0.77", "0.07", "0.137", "0.4", "0.333", "4.07", "0.6", "0.34",
    ] {
        let q = check(code, 8, 4);
        eprintln!("{code}: quotient of order {} for heaps up to 8", q.order());
    }
}

#[test]
fn misere_game_plays_the_quotient_s_moves() {
    use movelab::game::{Impartial, Rules};
    use movelab::impartial::misere::MisereOctal;
    for code in ["0.77", "0.07", "0.137"] {
        let game = MisereOctal::new(Code::parse(code).unwrap(), 7).unwrap();
        let digits = Code::parse(code).unwrap().digits().to_vec();
        let mut memo = HashMap::new();
        for heaps in oracle::multisets(1, 7, 3) {
            let won = misere_wins(&digits, &heaps, &mut memo);
            assert_eq!(
                game.grundy(&heaps),
                Some(u64::from(won)),
                "{code} {heaps:?}"
            );
            let mut want: Vec<_> = game
                .legal_moves(&heaps)
                .into_iter()
                .filter(|mv| !misere_wins(&digits, &game.after(&heaps, mv).unwrap(), &mut memo))
                .collect();
            let mut got = game.winning_moves(&heaps);
            let key = |m: &movelab::octal::Take| (m.heap, m.take, m.left);
            want.sort_by_key(key);
            got.sort_by_key(key);
            assert_eq!(got, want, "{code} {heaps:?}");
        }
        // A heap past the quotient is unknown, not a guess.
        assert_eq!(game.grundy(&vec![8]), None);
    }
}

#[test]
fn the_computer_wins_misere_kayles_from_a_won_sum() {
    use movelab::game::Outcome;
    use movelab::impartial::misere::MisereOctal;
    use movelab::impartial::versus::{HeapVersus, Play, Player};
    // 3 + 4 + 5 in misère Kayles is a first-player win: the computer starts and must win
    // whatever the visitor plays (here always the first option listed).
    let game = MisereOctal::new(Code::parse("0.77").unwrap(), 5).unwrap();
    let mut session = HeapVersus::new(game, vec![3, 4, 5], false, 10);
    assert_eq!(session.position().outcome, Some(Outcome::First));
    for _ in 0..20 {
        if session.position().finished {
            break;
        }
        let choice = if session.you_to_move() {
            vec![0]
        } else {
            session.best().unwrap()
        };
        session.play(&choice).unwrap();
    }
    let end = session.position();
    assert!(end.finished);
    // Misère: the player left without a move wins, so the perfect computer makes the visitor
    // take the last counter.
    assert_eq!(end.winner, Some(Player::Computer), "{end:?}");
    let table = session.table(Some(5)).unwrap();
    assert_eq!(table.rows[0].values, vec![1, 0, 1, 1, 0, 1]);
    assert_eq!(table.note.unwrap().id, "octal-misere-quotient");
}
