//! Longer sweeps of the impartial engine, run in the bench profile by `make test-exhaustive`
//! (`--ignored`): sparse space against naive on every three-digit octal code, certified
//! periods on long tables, Andreica and Tapus §4's claims over large ranges, 0.007 to 2^20,
//! Grundy's game against the plain mex to 2^18.

use movelab::impartial::octal_table::{grundys_game, naive, Code};
use movelab::impartial::{certify_octal, sparse};
use movelab::kinrow::KInRow;
use movelab::parity::{claimed, Parity};
use std::time::Instant;

#[test]
#[ignore]
fn sparse_equals_naive_on_every_three_digit_code() {
    for c in 1..512u32 {
        let code = Code::parse(&format!("0.{}{}{}", c >> 6, c >> 3 & 7, c & 7)).unwrap();
        assert_eq!(sparse::table(&code, 1500), naive(&code, 1500), "{code}");
    }
}

/// Codes whose engine switches between the method and the naive mex (0.6 and 0.16 turn
/// sparse past a few thousand heaps, 0.007 never does, 0.051 is sparse from the start): the
/// table stays equal to the naive one across every switch.
#[test]
#[ignore]
fn sparse_equals_naive_across_the_engines_switches() {
    for text in ["0.6", "0.16", "0.007", "0.051", "0.77"] {
        let code = Code::parse(text).unwrap();
        assert_eq!(sparse::table(&code, 40_000), naive(&code, 40_000), "{code}");
    }
}

/// Grundy's game on the sparse-space engine against the plain mex on the whole range the
/// plain mex reached as the command line's table (2^18; the plain mex's quadratic time needs
/// an optimised build).
#[test]
#[ignore]
fn grundys_game_sparse_equals_the_plain_mex_to_2_pow_18() {
    let upto = 1 << 18;
    let (sparse, plain) = (sparse::grundys_table(upto), grundys_game(upto));
    let differ = (0..=upto).find(|&n| sparse[n] != plain[n]);
    assert_eq!(differ, None, "first heap where they differ");
}

#[test]
#[ignore]
fn certified_periods_of_three_digit_codes_hold_far() {
    for c in 1..512u32 {
        let code = Code::parse(&format!("0.{}{}{}", c >> 6, c >> 3 & 7, c & 7)).unwrap();
        let long: Vec<u64> = sparse::table(&code, 5000)
            .into_iter()
            .map(u64::from)
            .collect();
        if let Some(p) = certify_octal(&long[..1200], code.last()) {
            for n in p.preperiod..5000 - p.period {
                assert_eq!(long[n], long[n + p.period], "{code} {p}");
            }
        }
    }
}

#[test]
#[ignore]
fn andreica_and_tapus_claims_over_large_ranges() {
    for k in 1..=300u64 {
        for odd in [false, true] {
            let game = Parity::new(200_000, k, odd).unwrap();
            for n in 1..=200_000u64 {
                assert_eq!(
                    game.wins(usize::from(odd), n),
                    claimed(n, k, odd),
                    "N {n} K {k}"
                );
            }
        }
    }
    for k in 4..=200u64 {
        let g = KInRow::new(69 * k, k).unwrap();
        let v = g.run_values();
        let s: Vec<u64> = (k - 1..=69 * k).filter(|&n| v[n as usize] == 0).collect();
        let d: Vec<u64> = s.windows(2).map(|w| w[1] - w[0]).collect();
        let want = [2, 2, 4, 4, 4, 4, 8, 4, 8, 8, 16, 4].map(|m| m * k);
        let minus = [0, 0, 2, 2, 0, 2, 2, 2, 0, 2, 6, 0];
        for i in 0..12 {
            assert_eq!(d[i], want[i] - minus[i], "K {k} d{}", i + 1);
        }
    }
    let g = KInRow::new(1 << 16, 2).unwrap();
    let s: Vec<u64> = (1..=1u64 << 16)
        .filter(|&n| g.run_values()[n as usize] == 0)
        .collect();
    let d: Vec<u64> = s.windows(2).map(|w| w[1] - w[0]).collect();
    for (i, &x) in d[8..].iter().enumerate() {
        assert_eq!(x, [4, 12, 4, 4, 10][i % 5]);
    }
}

/// 0.007 (K = 3 in a row) to 2^15 by sparse space equals the naive table. (2^20 in
/// seconds, the aim, is not reached: see docs/impartial.md, 0.007's values are not
/// sparse at these sizes.)
#[test]
#[ignore]
fn k3_in_a_row_sparse_equals_naive_to_2_pow_15() {
    let start = Instant::now();
    let code = Code::k_in_a_row(3);
    let g = sparse::table(&code, 1 << 15);
    let took = start.elapsed().as_secs_f64();
    assert_eq!(g, naive(&code, 1 << 15));
    eprintln!("0.007 to 2^15 by sparse space: {took:.2} s");
}

/// Periodic games to 40,000 heaps: the table whose values past a certified period are
/// copied from it, and the engine computing every value, both equal the naive mex.
#[test]
#[ignore]
fn periodic_games_copy_their_period_exactly() {
    for text in [
        "0.07", "0.77", "0.137", "4.07", "0.45", "0.156", "0.34", "0.106", "0.165", "0.644",
        "0.356", "0.16",
    ] {
        let code = Code::parse(text).unwrap();
        let want = naive(&code, 40_000);
        assert_eq!(sparse::table(&code, 40_000), want, "{text}");
        let mut all = sparse::Table::new(&code).without_periods();
        all.extend_to(40_000);
        assert_eq!(all.values()[..=40_000], want[..], "{text} without periods");
    }
}
