//! Hexadecimal codes (a digit's bit 8: the move leaves three heaps) and Grundy's game against
//! the plain recursive mex of `search::grundy::by_recursion` over rules written again here
//! (whole positions, every move listed), and periods certified by the three-part window
//! checked on longer tables.

use movelab::game::Rules;
use movelab::impartial::certify_three_heaps;
use movelab::impartial::octal_table::{grundys_game, Code};
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
    let mut certified = 0;
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
        }
    }
    assert!(certified > 20, "{certified}");
}
