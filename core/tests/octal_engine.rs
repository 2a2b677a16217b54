//! The octal tables' engine (`sparse::Table`: sparse space, naive blocks, both cores, values
//! copied from a certified period) against a plain mex over every move written again here
//! from the rules, on every two-digit code, past the heaps where blocks are shared, on
//! hexadecimal codes, on random codes, and on Grundy's game.

use movelab::impartial::octal_table::Code;
use movelab::impartial::sparse::{self, Table};
use proptest::prelude::*;

/// G(0..=upto) from the digits alone: digit `d` of take `j` leaves no heap (1), one heap (2),
/// two nonempty heaps (4) or three nonempty heaps (8); G(n) is the least value no move
/// reaches.
fn reference(digits: &[u8], upto: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    for n in 0..=upto {
        let mut reached = vec![false; n + 2];
        let mut reach = |v: u32| {
            if reached.len() <= v as usize {
                reached.resize(v as usize + 2, false);
            }
            reached[v as usize] = true;
        };
        for (j, &d) in digits.iter().enumerate() {
            if j > n {
                break;
            }
            let rest = n - j;
            if rest == 0 && j > 0 && d & 1 != 0 {
                reach(0);
            }
            if rest > 0 && j > 0 && d & 2 != 0 {
                reach(g[rest]);
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    reach(g[a] ^ g[rest - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..rest {
                    for b in 1..rest - a {
                        reach(g[a] ^ g[b] ^ g[rest - a - b]);
                    }
                }
            }
        }
        g.push(
            (0..)
                .find(|&v| !reached.get(v).copied().unwrap_or(false))
                .unwrap() as u32,
        );
    }
    g
}

/// The engine's table to `upto`, with values copied from a certified period or all computed.
fn engine(code: &Code, upto: usize, periods: bool) -> Vec<u32> {
    let mut table = Table::new(code);
    if !periods {
        table = table.without_periods();
    }
    table.extend_to(upto);
    table.values()[..=upto].to_vec()
}

fn check(text: &str, upto: usize) {
    let code = Code::parse(text).unwrap();
    let want = reference(code.digits(), upto);
    assert_eq!(sparse::table(&code, upto), want, "{text}");
    assert_eq!(engine(&code, upto, false), want, "{text} without periods");
}

#[test]
fn every_two_digit_code_equals_the_rules() {
    for whole in ["0", "4"] {
        for d in 1..64 {
            check(&format!("{whole}.{}{}", d >> 3, d & 7), 700);
        }
    }
}

/// Past heap 4096, where a block's marks and scans are shared between the cores: dense
/// (0.007, 0.6 at first), sparse (0.16, 0.051) and periodic games (0.07, its period then
/// copied), and Gangolli–Plambeck's 0.376. Longer, and more codes: `make test-exhaustive`.
#[test]
fn named_games_equal_the_rules_past_the_shared_blocks() {
    for text in ["0.007", "0.6", "0.16", "0.051", "0.07", "0.376"] {
        check(text, 4400);
    }
}

/// Codes with three-heap moves (the plain mex, and a certified period copied).
#[test]
fn hexadecimal_codes_equal_the_rules() {
    for text in ["0.8", "0.C", "0.3F", "0.9D", "0.F", "0.48", "4.8", "0.0F"] {
        check(text, 160);
    }
}

/// A table extended in steps, the period found on the way, equals one made at once.
#[test]
fn a_table_extended_in_steps_copies_the_same_period() {
    for text in ["0.07", "0.77", "0.156"] {
        let code = Code::parse(text).unwrap();
        let want = reference(code.digits(), 4000);
        let mut table = Table::new(&code);
        for upto in [100, 130, 256, 257, 1000, 4000] {
            table.extend_to(upto);
            assert_eq!(table.values()[..=upto], want[..=upto], "{text} {upto}");
        }
    }
}

/// Grundy's game from its rule alone: G(n) is the least value that no split into two
/// unequal nonempty heaps a < n − a reaches with G(a) xor G(n − a).
fn grundys_reference(upto: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    let mut reached: Vec<usize> = Vec::new();
    for n in 0..=upto {
        for a in (1..n).take_while(|&a| a < n - a) {
            let v = (g[a] ^ g[n - a]) as usize;
            if reached.len() <= v {
                reached.resize(2 * v + 2, usize::MAX);
            }
            reached[v] = n;
        }
        let mex = (0..).find(|&v| reached.get(v) != Some(&n)).unwrap();
        g.push(mex as u32);
    }
    g
}

/// The first heap where two tables differ, with both values (`None`: equal).
fn first_difference(got: &[u32], want: &[u32]) -> Option<(usize, Option<u32>, Option<u32>)> {
    (0..got.len().max(want.len()))
        .map(|n| (n, got.get(n).copied(), want.get(n).copied()))
        .find(|(_, a, b)| a != b)
}

/// Grundy's game on the sparse-space engine, past the heaps where its blocks are shared
/// between the cores and prescanned (2^14; to 2^18, the plain mex's old limit, in `make
/// test-exhaustive`, against the plain mex): the same values as the rule.
#[test]
fn grundys_game_equals_the_rule() {
    let want = grundys_reference(1 << 14);
    assert_eq!(
        &want[..21],
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
    );
    assert_eq!(
        first_difference(&sparse::grundys_table(1 << 14), &want),
        None
    );
}

fn code_text() -> impl Strategy<Value = String> {
    (prop::bool::ANY, prop::collection::vec(0u8..8, 1..=6)).prop_map(|(four, digits)| {
        let digits: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        format!("{}.{digits}", if four { 4 } else { 0 })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_codes_equal_the_rules(text in code_text(), upto in 70usize..2500) {
        let Ok(code) = Code::parse(&text) else {
            return Ok(());
        };
        let want = reference(code.digits(), upto);
        prop_assert_eq!(sparse::table(&code, upto), want.clone(), "{}", text);
        prop_assert_eq!(engine(&code, upto, false), want, "{} without periods", text);
    }

    /// Grundy's game to a random heap, in one go and extended in random steps (blocks that
    /// end anywhere, a review of the rare heaps between two steps), equals the rule.
    #[test]
    fn grundys_game_extended_in_random_steps_equals_the_rule(
        steps in prop::collection::vec(1usize..4500, 1..5),
    ) {
        let upto = steps.iter().copied().max().unwrap_or(1);
        let want = grundys_reference(upto);
        prop_assert_eq!(first_difference(&sparse::grundys_table(upto), &want), None);
        let mut table = Table::grundys();
        for &step in &steps {
            table.extend_to(step);
            let got = &table.values()[..=step];
            prop_assert_eq!(first_difference(got, &want[..=step]), None, "{}", step);
        }
    }
}
