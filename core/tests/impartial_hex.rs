//! Hexadecimal codes (a digit's bit 8: the move leaves three heaps) and Grundy's game against
//! the plain recursive mex of `search::grundy::by_recursion` over rules written again here
//! (whole positions, every move listed), and periods certified by the three-part window
//! checked on longer tables, and arithmetic periods (G(n + p) = G(n) + s) certified by
//! `impartial::arithmetic` and `impartial::saltus` against an independent table (on fixed
//! codes and by proptest on random ones), with a window where a naive check lies.

use movelab::game::Rules;
use movelab::impartial::octal_table::{grundys_game, Code};
use movelab::impartial::{arithmetic, certify_three_heaps};
use movelab::octal::Octal;
use movelab::search::grundy::by_recursion;
use std::collections::HashMap;

/// A take-and-break game by its digits (`digits[j]` for taking j): bit 1 leaves no heap, 2 one
/// heap, 4 two nonempty heaps, 8 three. `unequal`: Grundy's game (split into two unequal
/// heaps, nothing taken). A position is the sorted list of its nonempty heaps.
struct Breaking {
    digits: Vec<u8>,
    unequal: bool,
}

/// Every way to write `rest` as `parts` nonempty heaps, in ascending order.
fn partitions(rest: u64, parts: usize, least: u64, out: &mut Vec<Vec<u64>>, now: &mut Vec<u64>) {
    if parts == 0 {
        if rest == 0 {
            out.push(now.clone());
        }
        return;
    }
    for a in least..=rest {
        if a * parts as u64 > rest {
            break;
        }
        now.push(a);
        partitions(rest - a, parts - 1, a, out, now);
        now.pop();
    }
}

impl Rules for Breaking {
    type State = Vec<u64>;
    /// The heap's index and what it becomes.
    type Move = (usize, Vec<u64>);
    type Undo = Vec<u64>;
    type Illegal = String;

    fn start(&self) -> Vec<u64> {
        Vec::new()
    }
    fn legal_moves(&self, heaps: &Vec<u64>) -> Vec<(usize, Vec<u64>)> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if self.unequal {
                for a in 1..h.div_ceil(2) {
                    out.push((i, vec![a, h - a]));
                }
                continue;
            }
            for (j, &d) in self.digits.iter().enumerate() {
                let j = j as u64;
                if j > h {
                    break;
                }
                for parts in 0..4 {
                    if d >> parts & 1 == 0 || (parts < 2 && j == 0) {
                        continue;
                    }
                    let mut found = Vec::new();
                    partitions(h - j, parts, 1, &mut found, &mut Vec::new());
                    out.extend(found.into_iter().map(|p| (i, p)));
                }
            }
        }
        out
    }
    fn apply(&self, heaps: &mut Vec<u64>, mv: &(usize, Vec<u64>)) -> Result<Vec<u64>, String> {
        let before = heaps.clone();
        heaps.remove(mv.0);
        heaps.extend(&mv.1);
        heaps.sort_unstable();
        Ok(before)
    }
    fn undo(&self, heaps: &mut Vec<u64>, _: &(usize, Vec<u64>), before: Vec<u64>) {
        *heaps = before;
    }
}

fn recursive_values(rules: &Breaking, upto: u64) -> Vec<u64> {
    let mut memo = HashMap::new();
    (0..=upto)
        .map(|n| {
            let heap = if n == 0 { vec![] } else { vec![n] };
            by_recursion(rules, &heap, &mut memo)
        })
        .collect()
}

const HEX: &str = "0123456789ABCDEF";

#[test]
fn every_one_and_two_digit_hexadecimal_code_equals_the_recursion() {
    let mut codes: Vec<String> = Vec::new();
    for a in HEX.chars().skip(1) {
        codes.push(format!("0.{a}"));
        for b in HEX.chars() {
            codes.push(format!("0.{a}{b}"));
        }
    }
    for d0 in ["4", "8", "C"] {
        codes.extend(HEX.chars().map(|a| format!("{d0}.{a}")));
    }
    for text in codes {
        let code = Code::parse(&text).unwrap();
        let rules = Breaking {
            digits: code.digits().to_vec(),
            unequal: false,
        };
        let want = recursive_values(&rules, 11);
        let got = Octal::new(code, 11).unwrap().values();
        assert_eq!(got, want, "{text}");
    }
}

#[test]
fn grundys_game_equals_the_recursion() {
    let rules = Breaking {
        digits: Vec::new(),
        unequal: true,
    };
    let want = recursive_values(&rules, 24);
    let got: Vec<u64> = grundys_game(24).into_iter().map(u64::from).collect();
    assert_eq!(got, want);
}

/// Periods certified by the three-part window from 120 values hold on 400, for every
/// one- and two-digit code with three-heap moves.
#[test]
fn three_heap_periods_hold_on_long_tables() {
    let (mut certified, mut arithmetic_certified) = (0, 0);
    for a in HEX.chars().skip(1) {
        for b in HEX.chars() {
            let code = Code::parse(&format!("0.{a}{b}")).unwrap();
            if !code.three_heaps() {
                continue;
            }
            let long = Octal::new(code.clone(), 400).unwrap().values();
            if let Some(p) = certify_three_heaps(&long[..120], code.last()) {
                certified += 1;
                for n in p.preperiod..long.len() {
                    assert_eq!(long[n], p.extend(&long, n as u64), "{code} heap {n}");
                }
            }
            let short: Vec<u32> = long[..250].iter().map(|&v| v as u32).collect();
            if let Ok(p) = arithmetic::certify(&short, &code) {
                arithmetic_certified += 1;
                for n in p.preperiod..long.len() {
                    assert_eq!(long[n], p.extend(&long, n as u64), "{code} heap {n}");
                }
            }
        }
    }
    assert!(certified > 20, "{certified}");
    // 0.28, 0.29, the A's with 4 or 8 in second place, 0.C and E rows…: 38 at this writing.
    assert!(arithmetic_certified > 30, "{arithmetic_certified}");
}

/// G(0..=upto) of a hexadecimal code by the plain definition, written again here: the mex of
/// the xors (Sprague–Grundy) of every way to take `j` and leave 1, 2 or 3 nonempty heaps as
/// digit `d_j` allows (bit 1, leaving nothing, only when `j` is the whole heap).
fn plain_values(digits: &[u8], upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(upto + 1);
    for n in 0..=upto {
        let mut seen = vec![false; 4 * n + 4];
        let mut mark = |v: u64| {
            if let Some(slot) = seen.get_mut(v as usize) {
                *slot = true;
            }
        };
        for (j, &d) in digits.iter().enumerate() {
            if j > n {
                break;
            }
            let rest = n - j;
            if d & 1 != 0 && j > 0 && rest == 0 {
                mark(0);
            }
            if d & 2 != 0 && j > 0 && rest > 0 {
                mark(g[rest]);
            }
            for a in 1..=rest / 2 {
                if d & 4 != 0 {
                    mark(g[a] ^ g[rest - a]);
                }
                if d & 8 != 0 {
                    for b in a..=(rest - a) / 2 {
                        mark(g[a] ^ g[b] ^ g[rest - a - b]);
                    }
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    g
}

#[test]
fn the_plain_table_equals_the_whole_position_recursion() {
    for text in ["0.28", "0.3C", "0.9D", "0.8", "0.AC"] {
        let code = Code::parse(text).unwrap();
        let rules = Breaking {
            digits: code.digits().to_vec(),
            unequal: false,
        };
        assert_eq!(
            plain_values(code.digits(), 13),
            recursive_values(&rules, 13),
            "{text}"
        );
    }
}

/// 0.28 (take 1 leaving one heap, or take 2 leaving three): G(n + 53) = G(n) + 16 from n = 1,
/// certified from a table of 256 and true on an independent table of 13 periods; `--at`-style
/// reads through it agree with that table and with each other far away.
#[test]
fn arithmetic_period_of_0_28_holds_on_an_independent_table() {
    let code = Code::parse("0.28").unwrap();
    let (game, p) = Octal::with_period(code.clone(), 5000).unwrap();
    let p = p.expect("0.28 is certified");
    assert_eq!((p.preperiod, p.period, p.saltus), (1, 53, 16));
    assert_eq!(game.values().len(), 257, "the 256 table holds the window");
    let independent = plain_values(code.digits(), 53 * 13);
    let short = game.values();
    for (n, &want) in independent.iter().enumerate() {
        assert_eq!(p.extend(&short, n as u64), want, "heap {n}");
    }
    let far = 1_000_000_000_000_000_000u64;
    let at = |n| Octal::at(code.clone(), n, 5000).unwrap().value;
    assert_eq!(at(far), at(far - 53) + 16);
    assert_eq!(at(far), at(1 + (far - 1) % 53) + (far - 1) / 53 * 16);
    assert_eq!(at(689), independent[689]);
}

/// Where a naive check lies: on an independent table, G(n + p) = G(n) + s holds over many
/// whole periods and then fails. The test refuses those tables (a block value is not below s).
#[test]
fn a_window_where_a_naive_arithmetic_check_lies() {
    // (code, p, s, first n of the run, periods it holds, the table the run ends)
    for (text, p, s, from) in [("0.3C", 7, 4, 190), ("0.9D", 3, 2, 251)] {
        let code = Code::parse(text).unwrap();
        let g = plain_values(code.digits(), 340);
        let holds = |n: usize| g[n + p] == g[n] + s;
        let first_fail = (from..).find(|&n| !holds(n)).unwrap();
        // The run is long: ten whole periods for 0.3C, eighteen for 0.9D.
        let periods = (first_fail - from) / p;
        assert!(periods >= 10, "{text}: {periods}");
        assert!(
            !holds(from - 1) || from == 1,
            "{text}: the run starts at {from}"
        );
        println!(
            "{text}: G(n + {p}) = G(n) + {s} for {from} <= n < {first_fail}, not at {first_fail}"
        );
        // The table that ends with the run: a naive check of its last periods accepts it.
        let table: Vec<u32> = g[..first_fail + p].iter().map(|&v| v as u32).collect();
        assert!((from..first_fail).all(holds));
        let refusal = arithmetic::certify(&table, &code).unwrap_err();
        assert_eq!(refusal.id, "arith-tried", "{text}: {refusal}");
        for (name, want) in [("period", p), ("saltus", s as usize), ("start", from)] {
            assert_eq!(refusal.arg(name), Some(&want.into()), "{text}: {refusal}");
        }
        let (_, period) = Octal::with_period(code, (first_fail + p - 1) as u64).unwrap();
        assert_eq!(period, None, "{text}");
    }
}

/// The general test (any saltus, `impartial::saltus`): the codes the power-of-two test refused
/// (0.3F's saltus 3; 0.FF, 0.BF, 0.9F, 0.CF whose early values reach the saltus) are
/// certified from a table of 256, and the values they predict equal an independent plain
/// table on every heap up to `upto`; far heaps read through the period agree with it.
#[test]
fn general_arithmetic_periods_hold_on_independent_tables() {
    // (code, n0, p, s, heaps checked against the plain table)
    for (text, n0, p, s, upto) in [
        ("0.3F", 1, 6, 3, 2000),
        ("0.FF", 1, 1, 1, 1000),
        ("0.BF", 4, 1, 1, 1000),
        ("0.9F", 4, 3, 2, 1000),
        ("0.CF", 3, 3, 2, 1000),
    ] {
        let code = Code::parse(text).unwrap();
        let (game, period) = Octal::with_period(code.clone(), 5000).unwrap();
        let period = period.unwrap_or_else(|| panic!("{text} is certified"));
        assert_eq!(
            (period.preperiod, period.period, period.saltus),
            (n0, p, s),
            "{text}"
        );
        let short = game.values();
        assert_eq!(short.len(), 257, "{text}: the table of 256 certifies it");
        // The power-of-two test refuses these; the certificate names the general test.
        let values: Vec<u32> = short.iter().map(|&v| v as u32).collect();
        assert!(
            arithmetic::test(&values, &code, n0, p, s).is_err(),
            "{text}"
        );
        assert_eq!(
            game.certificate(&period).id,
            "octal-certificate-general",
            "{text}"
        );
        let independent = plain_values(code.digits(), upto);
        for (n, &want) in independent.iter().enumerate() {
            assert_eq!(period.extend(&short, n as u64), want, "{text} heap {n}");
        }
        let far = 1_000_000_000_000_000_000u64;
        let at = Octal::at(code.clone(), far, 5000).unwrap();
        let r = n0 as u64 + (far - n0 as u64) % p as u64;
        assert_eq!(
            at.value,
            short[r as usize] + (far - n0 as u64) / p as u64 * s
        );
    }
    // 0.3F in closed form: G(n) = 3·⌊n/6⌋ + n mod 3.
    let code = Code::parse("0.3F").unwrap();
    let at = |n: u64| Octal::at(code.clone(), n, 5000).unwrap().value;
    for n in [0, 5, 6, 12_345, 999_999_999_999_999_999] {
        assert_eq!(at(n), 3 * (n / 6) + n % 3, "heap {n}");
    }
}

/// A table that looks arithmetic-periodic to its end but is refused: 0.3C's run of ten
/// periods of G(n + 7) = G(n) + 4 from 190 (above, false from 261) is refused by the general
/// test too, which needs a table longer than k + 3·n0 = 572 (moves leaving only parts below
/// n0 must have ended).
#[test]
fn the_general_test_refuses_the_naive_runs() {
    let code = Code::parse("0.3C").unwrap();
    let g = plain_values(code.digits(), 280);
    let table: Vec<u32> = g[..268].iter().map(|&v| v as u32).collect();
    let refusal = arithmetic::certify(&table, &code).unwrap_err();
    let general = movelab::impartial::saltus::test(&table, &code, 190, 7, 4).unwrap_err();
    assert_eq!(
        refusal.arg("general"),
        Some(&general.clone().into()),
        "{refusal}"
    );
    assert_eq!(general.id, "arith-general-short", "{general}");
    assert_eq!(general.arg("needed"), Some(&572.into()), "{general}");
}

mod random_codes {
    use super::*;
    use proptest::prelude::*;

    /// One to three hexadecimal digits, at least one with bit 8 (three heaps).
    fn hex_code() -> impl Strategy<Value = String> {
        prop::collection::vec(0u8..16, 1..=3)
            .prop_filter("three-heap moves", |d| d.iter().any(|&x| x & 8 != 0))
            .prop_map(|d| {
                let digits: String = d.iter().map(|&x| format!("{x:X}")).collect();
                format!("0.{digits}")
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        /// Whenever a certificate is issued from a table of 200 (either test), the values it
        /// predicts equal an independent plain table up to 700, 3.5 times further.
        #[test]
        fn certified_arithmetic_periods_hold_far_beyond(text in hex_code()) {
            let code = Code::parse(&text).unwrap();
            let independent = plain_values(code.digits(), 700);
            let short: Vec<u32> = independent[..200].iter().map(|&v| v as u32).collect();
            if let Ok(p) = arithmetic::certify(&short, &code) {
                for (n, &want) in independent.iter().enumerate() {
                    prop_assert_eq!(p.extend(&short, n as u64), want, "{} heap {}", text, n);
                }
            }
        }
    }
}
