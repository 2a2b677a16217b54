//! The swap automaton's O(n) closed form against a simulation written again here from
//! docs/design.md on strings (sharing no code with the crate): every row of up to 12 cells at
//! every step to stabilisation and past it (16 cells in the ignored sweep), and random rows
//! up to 10^5 cells by proptest (the whole run simulated up to 600 cells).

use movelab::automaton::{to_text, Automaton};
use movelab::game::Timeline;
use proptest::prelude::*;

/// One step of "every 01 becomes 10 at once": read the old row, write a new one.
fn step(row: &str) -> String {
    let old = row.as_bytes();
    let mut new = old.to_vec();
    for k in 0..old.len().saturating_sub(1) {
        if old[k] == b'0' && old[k + 1] == b'1' {
            new[k] = b'1';
            new[k + 1] = b'0';
        }
    }
    String::from_utf8(new).unwrap()
}

/// Checks every step of `row` up to its stabilisation and three past it, and T.
fn check_row(row: &str) {
    let a = Automaton::read(row).unwrap();
    let mut now = row.to_string();
    let mut t = 0u64;
    loop {
        assert_eq!(to_text(&a.frame_at(t)), now, "row {row} step {t}");
        let next = step(&now);
        if next == now {
            break;
        }
        now = next;
        t += 1;
    }
    assert_eq!(a.stable_step(), t, "T of {row}");
    assert_eq!(a.length(), t);
    for extra in 1..=3 {
        assert_eq!(to_text(&a.frame_at(t + extra)), now);
    }
    assert_eq!(to_text(&a.frame_at(u64::MAX)), now);
}

fn sweep(max_cells: usize) {
    for n in 1..=max_cells {
        for bits in 0u32..1 << n {
            let row: String = (0..n)
                .map(|k| if bits >> k & 1 == 1 { '1' } else { '0' })
                .collect();
            check_row(&row);
        }
    }
}

#[test]
fn every_row_up_to_12_cells() {
    sweep(12);
}

#[test]
#[ignore]
fn every_row_up_to_16_cells() {
    sweep(16);
}

#[test]
fn windows_are_slices_of_the_row() {
    let a = Automaton::read("0101101001110001").unwrap();
    for t in 0..=a.stable_step() {
        let row = a.row_at(t);
        for from in 0..=row.len() + 2 {
            for len in [0, 1, 3, 20] {
                let lo = from.min(row.len());
                let hi = (from + len).min(row.len());
                assert_eq!(a.window_at(t, from, len), row[lo..hi].to_vec());
            }
        }
    }
}

fn random_row() -> impl Strategy<Value = String> {
    (1usize..100_000, 0.0f64..1.0, any::<u64>()).prop_map(|(n, density, seed)| {
        let mut s = seed | 1;
        (0..n)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                if ((s >> 11) as f64) / ((1u64 << 53) as f64) < density {
                    '1'
                } else {
                    '0'
                }
            })
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// On long rows: the formula at m + 1 is one simulated step of the formula at m, for
    /// m at the start, at random, and just before T; the row at T is final and at T − 1
    /// not yet.
    #[test]
    fn long_rows_follow_the_rule(row in random_row(), pick in any::<u64>()) {
        let a = Automaton::read(&row).unwrap();
        let t = a.stable_step();
        let ones = row.bytes().filter(|&b| b == b'1').count();
        let last: String = "1".repeat(ones) + &"0".repeat(row.len() - ones);
        prop_assert_eq!(to_text(&a.row_at(0)), row.clone());
        prop_assert_eq!(to_text(&a.row_at(t)), last.clone());
        prop_assert_eq!(step(&last), last.clone());
        for m in [0, pick % (t + 1), t.saturating_sub(1)] {
            prop_assert_eq!(step(&to_text(&a.row_at(m))), to_text(&a.row_at(m + 1)));
        }
        if t > 0 {
            prop_assert_ne!(to_text(&a.row_at(t - 1)), last);
        }
    }

    /// On rows up to 600 cells, the whole run simulated to stabilisation.
    #[test]
    fn medium_rows_whole_run(row in random_row().prop_map(|r| r[..r.len().min(600)].to_string())) {
        check_row(&row);
    }
}
