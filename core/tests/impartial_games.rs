//! The impartial games against independent rules (tests/impartial_common): every value on
//! small sizes by game-tree recursion, known values of the literature, period certificates
//! (and a game where a short window lies), and each claim of Andreica and Tapus §4.

mod impartial_common;

use impartial_common as oracle;
use movelab::game::{Impartial, Rules};
use movelab::impartial::octal_table::{grundys_game, naive, Code};
use movelab::impartial::{certify_octal, sparse};
use movelab::kinrow::KInRow;
use movelab::knights::{Knights, Variant};
use movelab::nim::Nim;
use movelab::octal::Octal;
use movelab::parity::{claimed, Parity};
use movelab::search::grundy::by_recursion;
use movelab::subtraction::Subtraction;
use std::collections::{BTreeMap, HashMap};

fn octal_values(text: &str, upto: u64) -> Vec<u64> {
    Octal::new(Code::parse(text).unwrap(), upto)
        .unwrap()
        .values()
}

#[test]
fn subtraction_tables_and_periods_match_recursion() {
    for bits in 1u64..64 {
        let set: Vec<u64> = (1..=6).filter(|s| bits >> (s - 1) & 1 == 1).collect();
        let (mut gm, mut wm, mut mm) = (HashMap::new(), HashMap::new(), HashMap::new());
        for misere in [false, true] {
            let game = Subtraction::new(set.clone(), misere).unwrap();
            let table = game.table(300).unwrap();
            for n in 0..=300 {
                let want = if misere {
                    u64::from(oracle::subtraction_wins(&set, n, true, &mut mm))
                } else {
                    oracle::subtraction_grundy(&set, n, &mut gm)
                };
                assert_eq!(table[n as usize], want, "{set:?} misère {misere} heap {n}");
                let wins = oracle::subtraction_wins(&set, n, false, &mut wm);
                assert!(
                    misere || (table[n as usize] != 0) == wins,
                    "{set:?} heap {n}"
                );
            }
            // Certified from the first 60 values, the period holds on all 300.
            let p = game.period(&table[..60]).expect("a period within 60");
            for n in p.preperiod..=300 - p.period {
                assert_eq!(table[n], table[n + p.period], "{set:?} {misere}");
            }
        }
    }
}

#[test]
fn octal_values_match_recursion_on_positions() {
    let mut codes: Vec<String> = Vec::new();
    for d1 in 0..8 {
        for d2 in 0..8 {
            codes.push(format!("0.{d1}{d2}"));
            codes.push(format!("4.{d1}{d2}"));
        }
    }
    codes.extend(["0.137", "0.007", "0.165", "0.152"].map(String::from));
    for text in codes {
        let Ok(code) = Code::parse(&text) else {
            continue;
        };
        let digits = code.digits().to_vec();
        let values = octal_values(&text, 14);
        let mut memo = HashMap::new();
        for n in 0..=14u64 {
            let want = oracle::octal_position(&digits, vec![n], &mut memo);
            assert_eq!(values[n as usize], want, "{text} heap {n}");
        }
        // Two heaps: the core's xor against the whole game tree of the pair.
        let game = Octal::new(code, 7).unwrap();
        for a in 0..=7u64 {
            for b in 0..=7u64 {
                let want = oracle::octal_position(&digits, vec![a, b], &mut memo);
                assert_eq!(
                    game.grundy(&vec![a, b]) == Some(0),
                    want == 0,
                    "{text} {a}+{b}"
                );
            }
        }
    }
}

#[test]
fn sparse_space_equals_naive() {
    for d1 in 0..8 {
        for d2 in 0..8 {
            for d3 in [0, 7] {
                let Ok(code) = Code::parse(&format!("0.{d1}{d2}{d3}")) else {
                    continue;
                };
                assert_eq!(sparse::table(&code, 400), naive(&code, 400), "{code}");
            }
        }
    }
}

/// Sparse space against the naive mex on the named games and on pseudo-random codes of up to
/// six digits (several splitting digits, 4.xxx included), to 1500 heaps.
#[test]
fn sparse_space_equals_naive_on_random_codes() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut codes: Vec<String> = ["0.007", "0.07", "0.137", "4.07"]
        .map(String::from)
        .to_vec();
    for _ in 0..8 {
        let len = 2 + next() % 5;
        let whole = if next() % 4 == 0 { "4" } else { "0" };
        let digits: String = (0..len)
            .map(|_| char::from(b'0' + (next() % 8) as u8))
            .collect();
        codes.push(format!("{whole}.{digits}"));
    }
    for text in &codes {
        let Ok(code) = Code::parse(text) else {
            continue;
        };
        assert_eq!(sparse::table(&code, 1500), naive(&code, 1500), "{code}");
    }
}

#[test]
fn kayles_and_dawsons_kayles_periods() {
    // Kayles (0.77): period 12, last exception at n = 70 (Winning Ways).
    let g = octal_values("0.77", 2000);
    let p = certify_octal(&g, 2).unwrap();
    assert_eq!((p.preperiod, p.period), (71, 12));
    assert_ne!(g[70], g[82]);
    // Dawson's Kayles as 0.07: period 34, last exception at n = 52 here, which is the
    // literature's 51 in Dawson's chess indexing (0.137, one counter fewer).
    let g = octal_values("0.07", 2000);
    let p = certify_octal(&g, 2).unwrap();
    assert_eq!((p.preperiod, p.period), (53, 34));
    assert_ne!(g[52], g[86]);
    assert_eq!(&g[..12], &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    let chess = octal_values("0.137", 2000);
    assert_eq!(&chess[..1999], &g[1..2000]);
    assert_eq!(certify_octal(&chess, 3).unwrap().preperiod, 52);
}

#[test]
fn grundys_game_first_values() {
    // Winning Ways / OEIS A002188.
    let want = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
    ];
    assert_eq!(grundys_game(20), want);
    let g = grundys_game(40);
    for n in 0..=40usize {
        let options: Vec<u64> = (1..n.div_ceil(2))
            .map(|a| u64::from(g[a] ^ g[n - a]))
            .collect();
        assert_eq!(u64::from(g[n]), oracle::mex(&options));
    }
}

/// The "one period plus t" window a guesser would check: G(n + p) = G(n) for
/// n0 ≤ n < n0 + p + t, with the least p and then the least n0 that pass.
fn naive_window(g: &[u64], t: usize) -> (usize, usize) {
    for p in 1..g.len() / 4 {
        for n0 in 0..g.len() / 4 {
            if (n0..n0 + p + t).all(|n| g[n + p] == g[n]) {
                return (n0, p);
            }
        }
    }
    panic!("no window")
}

#[test]
fn a_short_window_certifies_a_false_period_for_0_152() {
    let g = octal_values("0.152", 3000);
    let (n0, p) = naive_window(&g, 3);
    assert_eq!((n0, p), (31, 14));
    let broken = (n0..3000 - p).find(|&n| g[n] != g[n + p]);
    assert!(broken.is_some(), "the naive period holds after all");
    // Guy–Smith refuses it and certifies the true one, which holds on the whole table.
    let cert = certify_octal(&g[..1000], 3).expect("0.152 is periodic");
    assert_ne!((cert.preperiod, cert.period), (n0, p));
    for n in cert.preperiod..3000 - cert.period {
        assert_eq!(g[n], g[n + cert.period]);
    }
}

#[test]
fn certified_periods_hold_on_longer_tables() {
    for d1 in 0..8 {
        for d2 in 0..8 {
            let Ok(code) = Code::parse(&format!("0.{d1}{d2}")) else {
                continue;
            };
            let long: Vec<u64> = sparse::table(&code, 3000)
                .into_iter()
                .map(u64::from)
                .collect();
            if let Some(p) = certify_octal(&long[..400], code.last()) {
                for n in p.preperiod..1000 - p.period {
                    assert_eq!(long[n], long[n + p.period], "{code} {p}");
                }
            }
        }
    }
}

#[test]
fn nim_outcomes_and_every_winning_move() {
    for misere in [false, true] {
        let nim = Nim { misere };
        let mut memo = HashMap::new();
        for code in 0..7u64.pow(3) {
            let heaps = vec![code % 7, code / 7 % 7, code / 49];
            let wins = oracle::nim_wins(&heaps, misere, &mut memo);
            assert_eq!(!nim.lost(&heaps), wins, "{heaps:?} misère {misere}");
            let mut want = Vec::new();
            for i in 0..3 {
                for to in 0..heaps[i] {
                    let mut next = heaps.clone();
                    next[i] = to;
                    if !oracle::nim_wins(&next, misere, &mut memo) {
                        want.push((i, to));
                    }
                }
            }
            let got: Vec<(usize, u64)> = nim
                .all_winning(&heaps)
                .iter()
                .map(|m| (m.heap, m.to))
                .collect();
            assert_eq!(got, want, "{heaps:?} misère {misere}");
        }
    }
}

#[test]
fn knights_variants_match_brute_force() {
    for (variant, name) in [
        (Variant::One, "one"),
        (Variant::Any, "any"),
        (Variant::Proper, "proper"),
    ] {
        for n in 1..=5u32 {
            let board = Knights::new(n, variant).unwrap();
            let squares: Vec<(u32, u32)> =
                (1..=n).flat_map(|x| (1..=n).map(move |y| (x, y))).collect();
            let mut memo = BTreeMap::new();
            let mut check = |knights: Vec<(u32, u32)>| {
                let plain: Vec<(i64, i64)> =
                    knights.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
                let wins = oracle::knights_win(n as i64, name, &plain, &mut memo);
                assert_eq!(!board.lost(&knights), wins, "{name} {n} {knights:?}");
                if let Some(mv) = board.winning_move(&knights) {
                    let next = board.after(&knights, &mv).unwrap();
                    let plain: Vec<(i64, i64)> =
                        next.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
                    assert!(!oracle::knights_win(n as i64, name, &plain, &mut memo));
                }
            };
            for &a in &squares {
                check(vec![a]);
                for &b in &squares {
                    check(vec![a, b]);
                    if n <= 4 {
                        for &c in &squares {
                            check(vec![a, b, c]);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn knights_table_matches_recursion() {
    let n = 12;
    let board = Knights::new(n as u32, Variant::One).unwrap();
    let mut memo: HashMap<(i64, i64), u64> = HashMap::new();
    fn g(n: i64, s: (i64, i64), memo: &mut HashMap<(i64, i64), u64>) -> u64 {
        if let Some(&v) = memo.get(&s) {
            return v;
        }
        let opts: Vec<u64> = oracle::knight_steps(n, s)
            .into_iter()
            .map(|t| g(n, t, memo))
            .collect();
        let v = oracle::mex(&opts);
        memo.insert(s, v);
        v
    }
    for x in 1..=n {
        for y in 1..=n {
            assert_eq!(
                u64::from(board.value((x as u32, y as u32))),
                g(n, (x, y), &mut memo)
            );
        }
    }
}

/// K in a row on a bitmask board (bit i set = square i+1 occupied), written from the rules.
struct Board {
    n: u32,
    k: u32,
}

impl Rules for Board {
    type State = u64;
    type Move = u32;
    type Undo = ();
    type Illegal = String;
    fn start(&self) -> u64 {
        0
    }
    fn legal_moves(&self, s: &u64) -> Vec<u32> {
        let block = (1u64 << self.k) - 1;
        (0..(self.n + 1).saturating_sub(self.k))
            .filter(|&i| s & (block << i) == 0)
            .collect()
    }
    fn apply(&self, s: &mut u64, i: &u32) -> Result<(), String> {
        let block = ((1u64 << self.k) - 1) << i;
        if i + self.k > self.n || *s & block != 0 {
            return Err("occupied".into());
        }
        *s |= block;
        Ok(())
    }
    fn undo(&self, s: &mut u64, i: &u32, _: ()) {
        *s &= !(((1u64 << self.k) - 1) << i);
    }
}

#[test]
fn k_in_a_row_is_the_octal_game_0_0_07() {
    for k in 1..=4u32 {
        for n in 1..=14u32 {
            let board = Board { n, k };
            let mut memo = HashMap::new();
            let game = KInRow::new(n as u64, k as u64).unwrap();
            let row = game.start();
            assert_eq!(
                game.grundy(&row),
                Some(by_recursion(&board, &0, &mut memo)),
                "N {n} K {k}"
            );
            let winning: Vec<u64> = board
                .legal_moves(&0)
                .into_iter()
                .filter(|&i| by_recursion(&board, &(((1u64 << k) - 1) << i), &mut memo) == 0)
                .map(|i| i as u64 + 1)
                .collect();
            assert_eq!(game.winning_moves(&row), winning, "N {n} K {k}");
        }
    }
}

/// Andreica and Tapus §4.1's claims on K in a row: K = 1 by parity; for K = 2 the differences of
/// the losing positions from s0 = 1: 4,4,6,6,4,4,6,4 then 4,12,4,4,10 forever; for K ≥ 4 the
/// first 12 differences from s0 = K − 1, which the paper says decide every N ≤ 69K − 19.
#[test]
fn k_in_a_row_claims_of_andreica_and_tapus() {
    let losing = |k: u64, upto: u64| -> Vec<u64> {
        let g = KInRow::new(upto, k).unwrap();
        let v = g.run_values();
        (k - 1..=upto).filter(|&n| v[n as usize] == 0).collect()
    };
    let g1 = KInRow::new(500, 1).unwrap();
    assert!((1..=500).all(|n| (g1.run_values()[n] != 0) == (n % 2 == 1)));
    let s = losing(2, 4000);
    let d: Vec<u64> = s.windows(2).map(|w| w[1] - w[0]).collect();
    assert_eq!(&d[..8], &[4, 4, 6, 6, 4, 4, 6, 4]);
    for (i, &x) in d[8..].iter().enumerate() {
        assert_eq!(x, [4, 12, 4, 4, 10][i % 5], "difference {}", i + 9);
    }
    for k in 4..=12u64 {
        let s = losing(k, 69 * k);
        let d: Vec<u64> = s.windows(2).map(|w| w[1] - w[0]).collect();
        let want = [
            2 * k,
            2 * k,
            4 * k - 2,
            4 * k - 2,
            4 * k,
            4 * k - 2,
            8 * k - 2,
            4 * k - 2,
            8 * k,
            8 * k - 2,
            16 * k - 6,
            4 * k,
        ];
        assert_eq!(&d[..12], &want, "K = {k}");
        // s12 = K − 1 + Σ d = 69K − 19: the claim's range is exactly the 12 differences.
        assert_eq!(s[12], 69 * k - 19);
    }
}

#[test]
fn parity_dp_matches_the_game_tree() {
    for k in 1..=7u64 {
        for odd in [false, true] {
            let game = Parity::new(40, k, odd).unwrap();
            for n in 1..=40u64 {
                let mut memo = HashMap::new();
                let want = oracle::parity_first_wins(n, k, (0, 0), true, u64::from(odd), &mut memo);
                assert_eq!(
                    game.wins(usize::from(odd), n),
                    want,
                    "N {n} K {k} odd {odd}"
                );
                let small = Parity::new(n, k, odd).unwrap();
                for c in small.winning_takes() {
                    let mut memo = HashMap::new();
                    // After the first player takes c, the second moves; the first still wins.
                    assert!(oracle::parity_first_wins(
                        n - c,
                        k,
                        (c, 0),
                        false,
                        u64::from(odd),
                        &mut memo
                    ));
                }
                assert_eq!(small.winning_takes().is_empty(), !want);
            }
        }
    }
}

#[test]
fn parity_closed_forms_of_andreica_and_tapus_hold() {
    for k in 1..=60u64 {
        for odd in [false, true] {
            let game = Parity::new(5000, k, odd).unwrap();
            for n in 1..=5000u64 {
                assert_eq!(
                    game.wins(usize::from(odd), n),
                    claimed(n, k, odd),
                    "N {n} K {k} odd {odd}"
                );
            }
        }
    }
}
