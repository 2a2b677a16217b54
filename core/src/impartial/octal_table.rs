//! Octal and hexadecimal games in Winning Ways' notation, Grundy's game beside them (a move
//! set, [`Moves`]), and their Grundy tables by the plain rule: digit `d_j` of `d0.d1d2…` says
//! whether taking `j` counters from a heap may leave no heap (1), one heap (2), two nonempty
//! heaps (4) or, in a hexadecimal digit 8 to F, three nonempty heaps (8). The naive mex over
//! all splits is O(n²), O(n³) with three heaps.

use crate::fact;
use crate::message::{typed, Message};
use std::fmt;

/// The most digits after the point.
pub const MAX_DIGITS: usize = 32;

/// An octal code: `digits[j]` for `j = 0..=k`, `k` the position of the last nonzero digit.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    digits: Vec<u8>,
}

impl Code {
    /// Reads `0.07`, `4.07`, `.137`, and hexadecimal codes such as `0.3F` (digits 0-9,
    /// A-F in either case). Before the point only `0`, `4`, `8` or `C` (splitting a heap
    /// without taking); 1 or 2 there would be a move to nothing or to the same heap.
    pub fn parse(text: &str) -> Result<Code, Message> {
        let value = || typed(text);
        let (whole, frac) = text
            .split_once('.')
            .ok_or_else(|| fact!("octal-code-no-point", value = value()))?;
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            "8" => 8,
            "C" | "c" => 12,
            _ => return Err(fact!("octal-code-before-point", value = value())),
        };
        if frac.chars().count() > MAX_DIGITS {
            return Err(fact!(
                "octal-code-too-long",
                value = value(),
                most = MAX_DIGITS
            ));
        }
        let mut digits = vec![d0];
        for c in frac.chars() {
            match c.to_digit(16) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(fact!(
                        "octal-code-bad-digit",
                        value = value(),
                        digit = typed(c.to_string())
                    ))
                }
            }
        }
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(fact!("octal-code-no-move", value = value()));
        }
        Ok(Code { digits })
    }

    /// The code of K in a row: 0.0…07 with the 7 at position `k` (take k, leave 0, 1 or 2).
    pub fn k_in_a_row(k: usize) -> Code {
        let mut digits = vec![0; k + 1];
        digits[k] = 7;
        Code { digits }
    }

    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Whether a move may leave three heaps (a hexadecimal digit 8 to F): the sparse-space
    /// engine, written for pairs of heaps, does not apply, nor the two-part periodicity
    /// window.
    pub fn three_heaps(&self) -> bool {
        self.digits.iter().any(|&d| d & 8 != 0)
    }

    /// The position of the last nonzero digit: the most a move takes.
    pub fn last(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether taking `j` from a heap of `n` may leave heaps `a` and `b` (0 for none).
    pub fn allows(&self, n: u64, j: usize, a: u64, b: u64) -> bool {
        let d = self.digits.get(j).copied().unwrap_or(0);
        if a + b + j as u64 != n {
            return false;
        }
        match (a > 0, b > 0) {
            (false, false) => j > 0 && d & 1 != 0,
            (true, false) | (false, true) => j > 0 && d & 2 != 0,
            (true, true) => d & 4 != 0,
        }
    }
}

impl Code {
    /// Whether a move may take `j` from heap `n` and leave three nonempty heaps `a`, `b`,
    /// `c` (bit 8 of a hexadecimal digit).
    pub fn allows_three(&self, n: u64, j: usize, a: u64, b: u64, c: u64) -> bool {
        let d = self.digits.get(j).copied().unwrap_or(0);
        d & 8 != 0 && a > 0 && b > 0 && c > 0 && a + b + c + j as u64 == n
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d:X}")?;
        }
        Ok(())
    }
}

/// The moves of a heap game the table engines compute: an octal or hexadecimal code, or
/// Grundy's game, which is the code 4.0 (split a heap without taking) with one more rule:
/// the two heaps a split leaves must differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    code: Code,
    unequal: bool,
}

impl Moves {
    /// Grundy's game (Winning Ways ch. 4): split one heap into two unequal nonempty heaps.
    pub fn grundys() -> Moves {
        Moves {
            code: Code { digits: vec![4] },
            unequal: true,
        }
    }

    pub fn code(&self) -> &Code {
        &self.code
    }

    /// Whether the two heaps of a split must differ (Grundy's game).
    pub fn unequal(&self) -> bool {
        self.unequal
    }

    /// The largest smaller part of a split of `rest` counters into two nonempty heaps:
    /// rest / 2, or (rest − 1) / 2 when the parts must differ.
    pub fn half(&self, rest: usize) -> usize {
        if self.unequal {
            rest.saturating_sub(1) / 2
        } else {
            rest / 2
        }
    }
}

impl From<Code> for Moves {
    fn from(code: Code) -> Moves {
        Moves {
            code,
            unequal: false,
        }
    }
}

impl fmt::Display for Moves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.unequal {
            f.write_str("Grundy's game")
        } else {
            self.code.fmt(f)
        }
    }
}

/// Marks the option values of one heap in a reusable stamp array.
pub(crate) struct Seen {
    stamp: Vec<u32>,
    now: u32,
    /// The values three heaps take, for the table this `Seen` marks options of.
    triples: Triples,
}

impl Seen {
    pub(crate) fn new() -> Seen {
        Seen {
            stamp: Vec::new(),
            now: 0,
            triples: Triples::default(),
        }
    }
    pub(crate) fn next(&mut self) {
        self.now += 1;
    }
    pub(crate) fn mark(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.stamp.len() {
            self.stamp.resize(2 * v + 2, 0);
        }
        self.stamp[v] = self.now;
    }
    pub(crate) fn has(&self, v: u32) -> bool {
        self.stamp.get(v as usize) == Some(&self.now)
    }
    /// Unmarks `v` for this heap.
    pub(crate) fn forget(&mut self, v: u32) {
        if self.has(v) {
            self.stamp[v as usize] = self.now.wrapping_sub(1);
        }
    }
}

/// The options of heap `n` that leave at most one heap, marked in `seen`.
pub(crate) fn mark_single(code: &Code, g: &[u32], n: usize, seen: &mut Seen) {
    for (j, &d) in code.digits.iter().enumerate().skip(1) {
        if j == n && d & 1 != 0 {
            seen.mark(0);
        }
        if j < n && d & 2 != 0 {
            seen.mark(g[n - j]);
        }
    }
}

/// G(0..=upto) by the mex over every option, O(upto² · k).
pub fn naive(code: &Code, upto: usize) -> Vec<u32> {
    naive_moves(&Moves::from(code.clone()), upto)
}

/// G(0..=upto) of any move set by the mex over every option.
pub fn naive_moves(moves: &Moves, upto: usize) -> Vec<u32> {
    let mut g = vec![0u32; upto + 1];
    let mut seen = Seen::new();
    for n in 1..=upto {
        g[n] = naive_value(moves, &g, n, &mut seen);
    }
    g
}

/// G(n) by the mex over every option, from `g[..n]`.
pub(crate) fn naive_value(moves: &Moves, g: &[u32], n: usize, seen: &mut Seen) -> u32 {
    let code = &moves.code;
    seen.next();
    mark_single(code, g, n, seen);
    for (j, &d) in code.digits.iter().enumerate() {
        if d & 4 == 0 || n < j + 2 {
            continue;
        }
        let rest = n - j;
        for a in 1..=moves.half(rest) {
            seen.mark(g[a] ^ g[rest - a]);
        }
    }
    mark_three(code, g, n, seen);
    (0..).find(|&v| !seen.has(v)).unwrap_or(0)
}

/// The options of heap `n` that leave three nonempty heaps (digit bit 8).
fn mark_three(code: &Code, g: &[u32], n: usize, seen: &mut Seen) {
    // Out of `seen` while its stamps are marked.
    let mut triples = std::mem::take(&mut seen.triples);
    for (j, &d) in code.digits.iter().enumerate() {
        if d & 8 == 0 || n < j + 3 {
            continue;
        }
        for &v in triples.of(g, n - j, code.last() + 1) {
            seen.mark(v);
        }
    }
    seen.triples = triples;
}

/// The values of three nonempty heaps a + b + c = r, each r's made once. Every three-heap
/// digit j of heap n asks for r = n − j, so a code with k such digits summed each r k times
/// (0.FFF…F: 32). Heaps are asked in increasing order, so the last `window` sums are kept.
#[derive(Default)]
struct Triples {
    /// The sum of `sets[0]`.
    first: usize,
    /// The distinct values of each sum from `first` on.
    sets: std::collections::VecDeque<Vec<u32>>,
}

impl Triples {
    /// The values for sum `r` from the table `g` (which holds every heap below r), keeping
    /// the last `window` sums.
    fn of(&mut self, g: &[u32], r: usize, window: usize) -> &[u32] {
        if r < self.first || r > self.first + self.sets.len() + window {
            // Asked out of order: start again from r.
            *self = Triples {
                first: r,
                sets: Default::default(),
            };
        }
        while self.first + self.sets.len() <= r {
            let sum = self.first + self.sets.len();
            self.sets.push_back(triple_values(g, sum));
            if self.sets.len() > window {
                self.sets.pop_front();
                self.first += 1;
            }
        }
        &self.sets[r - self.first]
    }
}

/// The distinct values g[a] ^ g[b] ^ g[c] over a + b + c = r with 1 <= a <= b <= c.
fn triple_values(g: &[u32], r: usize) -> Vec<u32> {
    let mut bits: Vec<u64> = Vec::new();
    for a in 1..=r / 3 {
        for b in a..=(r - a) / 2 {
            let v = (g[a] ^ g[b] ^ g[r - a - b]) as usize;
            if v / 64 >= bits.len() {
                bits.resize(v / 64 + 1, 0);
            }
            bits[v / 64] |= 1 << (v % 64);
        }
    }
    let set = |(w, &word): (usize, &u64)| {
        (0..64)
            .filter(move |i| word >> i & 1 == 1)
            .map(move |i| (w * 64 + i) as u32)
    };
    bits.iter().enumerate().flat_map(set).collect()
}

/// Grundy's game (Winning Ways ch. 4) by the plain mex, O(upto²): a move splits one heap
/// into two unequal nonempty heaps. The reference of the sparse-space table
/// (`sparse::grundys_table`).
pub fn grundys_game(upto: usize) -> Vec<u32> {
    naive_moves(&Moves::grundys(), upto)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_codes() {
        assert_eq!(Code::parse("0.07").unwrap().to_string(), "0.07");
        assert_eq!(Code::parse(".770").unwrap().to_string(), "0.77");
        assert_eq!(Code::parse("4.07").unwrap().last(), 2);
        assert_eq!(
            Code::parse("0.0G"),
            Err(fact!(
                "octal-code-bad-digit",
                value = typed("0.0G"),
                digit = typed("G")
            ))
        );
        assert_eq!(Code::parse("0.3f").unwrap().to_string(), "0.3F");
        assert!(Code::parse("0.3F").unwrap().three_heaps());
        assert!(!Code::parse("0.77").unwrap().three_heaps());
        assert_eq!(Code::parse("8.1").unwrap().to_string(), "8.1");
        assert_eq!(
            Code::parse("0.00"),
            Err(fact!("octal-code-no-move", value = typed("0.00")))
        );
        assert_eq!(
            Code::parse("1.07"),
            Err(fact!("octal-code-before-point", value = typed("1.07")))
        );
        assert_eq!(
            Code::parse("007"),
            Err(fact!("octal-code-no-point", value = typed("007")))
        );
        let long = format!("0.{}", "7".repeat(MAX_DIGITS + 1));
        assert_eq!(
            Code::parse(&long),
            Err(fact!(
                "octal-code-too-long",
                value = typed(long.as_str()),
                most = MAX_DIGITS
            ))
        );
        assert_eq!(Code::k_in_a_row(3), Code::parse("0.007").unwrap());
    }

    /// The three-heap values made once per sum give the table the plain loops give: every
    /// split a <= b <= c of n − j for every three-heap digit j, marked where it is asked.
    #[test]
    fn three_heap_sums_made_once_give_the_plain_table() {
        for code in [
            "0.8", "0.F", "0.FF", "0.3F", "0.8B", "4.F", "0.08F", "0.F0F8",
        ] {
            let code = Code::parse(code).unwrap();
            let moves = Moves::from(code.clone());
            let mut g = vec![0u32; 91];
            let mut seen = Seen::new();
            for n in 1..g.len() {
                seen.next();
                mark_single(&code, &g, n, &mut seen);
                for (j, &d) in code.digits.iter().enumerate() {
                    if d & 4 != 0 && n >= j + 2 {
                        for a in 1..=moves.half(n - j) {
                            seen.mark(g[a] ^ g[n - j - a]);
                        }
                    }
                    if d & 8 != 0 && n >= j + 3 {
                        let rest = n - j;
                        for a in 1..=rest / 3 {
                            for b in a..=(rest - a) / 2 {
                                seen.mark(g[a] ^ g[b] ^ g[rest - a - b]);
                            }
                        }
                    }
                }
                g[n] = (0..).find(|&v| !seen.has(v)).unwrap();
            }
            assert_eq!(naive(&code, 90), g, "{code}");
        }
    }
}
