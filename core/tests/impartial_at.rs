//! `--at N`: the value of one heap of any size through the certified period. Within the
//! table it must equal the table (and the independent recursion of tests/impartial_common);
//! for heaps up to 10^18 it must equal G(preperiod + ((N − preperiod) mod period)) with the
//! published preperiod and period and G from the naive mex or the recursion, not from the
//! period machinery under test.

mod impartial_common;

use impartial_common as oracle;
use movelab::impartial::octal_table::{naive, Code};
use movelab::impartial::{AtError, Place};
use movelab::octal::Octal;
use movelab::subtraction::Subtraction;
use proptest::prelude::*;
use std::collections::HashMap;

/// The heap of the first `pre + period` with the value of heap `n`, computed here again.
fn representative(n: u64, pre: u64, period: u64) -> u64 {
    if n < pre {
        n
    } else {
        pre + (n - pre) % period
    }
}

#[test]
fn subtraction_at_equals_the_table_and_the_recursion() {
    for bits in 1u64..64 {
        let set: Vec<u64> = (1..=6).filter(|s| bits >> (s - 1) & 1 == 1).collect();
        for misere in [false, true] {
            let game = Subtraction::new(set.clone(), misere).unwrap();
            let table = game.table(600).unwrap();
            let (mut gm, mut wm) = (HashMap::new(), HashMap::new());
            // Periods certified by tables of 256 heaps answer heaps past them too.
            for n in 0..=600u64 {
                let at = game.at(n, 256).unwrap();
                let want = if misere {
                    u64::from(oracle::subtraction_wins(&set, n, true, &mut wm))
                } else {
                    oracle::subtraction_grundy(&set, n, &mut gm)
                };
                assert_eq!(at.value, table[n as usize], "{set:?} {misere} heap {n}");
                assert_eq!(at.value, want, "{set:?} {misere} heap {n}");
            }
        }
    }
}

#[test]
fn octal_at_equals_the_naive_table() {
    for text in [
        "0.77", "0.07", "0.137", "4.07", "0.51", "0.3", "0.15", "0.52",
    ] {
        let code = Code::parse(text).unwrap();
        let table = naive(&code, 1000);
        for n in 0..=1000u64 {
            let at = Octal::at(code.clone(), n, 20_000).unwrap();
            assert_eq!(u64::from(table[n as usize]), at.value, "{text} heap {n}");
        }
    }
}

#[test]
fn no_period_says_how_far_it_looked() {
    let code = Code::parse("0.007").unwrap();
    match Octal::at(code.clone(), 1 << 40, 3000) {
        Err(AtError::NoPeriod(none)) => {
            assert_eq!((none.heap, none.looked), (1 << 40, 3000));
            assert_eq!(
                none.to_string(),
                "no period certified up to 3000, and heap 1099511627776 is past it"
            );
        }
        other => panic!("{other:?}"),
    }
    // Within the table the value is known without a period.
    let at = Octal::at(code.clone(), 2999, 3000).unwrap();
    assert_eq!(
        (at.value, at.period),
        (u64::from(naive(&code, 2999)[2999]), None)
    );
}

#[test]
fn place_in_the_period() {
    let kayles = Octal::at(Code::parse("0.77").unwrap(), 71 + 5 * 12 + 7, 20_000).unwrap();
    assert_eq!(
        kayles.place(),
        Some(Place::Period {
            cycle: 5,
            offset: 7
        })
    );
    let early = Octal::at(Code::parse("0.77").unwrap(), 70, 20_000).unwrap();
    assert_eq!(early.place(), Some(Place::Preperiod));
}

/// Published periods: Winning Ways ch. 4 (Kayles 0.77: preperiod 71 period 12; Dawson's
/// Kayles 0.07: 53 and 34, in this indexing) and Algorithm Games (subtraction {1,3,4}: period 7).
const OCTAL_PERIODS: [(&str, u64, u64); 2] = [("0.77", 71, 12), ("0.07", 53, 34)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn octal_at_any_heap_follows_the_published_period(n in 0u64..=1_000_000_000_000_000_000) {
        for (text, pre, period) in OCTAL_PERIODS {
            let code = Code::parse(text).unwrap();
            let g = naive(&code, (pre + period) as usize);
            let at = Octal::at(code, n, 20_000).unwrap();
            let want = u64::from(g[representative(n, pre, period) as usize]);
            prop_assert_eq!(at.value, want, "{} heap {}", text, n);
        }
    }

    #[test]
    fn subtraction_at_any_heap_follows_the_period(n in 0u64..=1_000_000_000_000_000_000) {
        let set = [1, 3, 4];
        let (mut gm, mut wm) = (HashMap::new(), HashMap::new());
        let r = representative(n, 0, 7);
        let normal = Subtraction::new(set.to_vec(), false).unwrap().at(n, 10_000).unwrap();
        prop_assert_eq!(normal.value, oracle::subtraction_grundy(&set, r, &mut gm));
        let misere = Subtraction::new(set.to_vec(), true).unwrap().at(n, 10_000).unwrap();
        prop_assert_eq!(misere.value, u64::from(oracle::subtraction_wins(&set, r, true, &mut wm)));
    }
}
