//! The engine shared by the two-player impartial games of seed 004 and seed 002 §4: sums by
//! xor (Sprague–Grundy), periods of Grundy sequences found and *certified* by a theorem, and
//! the octal-game tables (naive and sparse space) in [`octal_table`] and [`sparse`].

pub mod octal_table;
pub mod sparse;

pub use crate::search::grundy::mex;
use std::fmt;

/// The Grundy value of a sum of games: the xor of the parts' values (Sprague–Grundy).
pub fn xor_sum(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0, |a, b| a ^ b)
}

/// For a sum with these part values, every part `i` and the value it must be moved to so
/// the sum becomes 0: part `i` with value `g` such that `g ^ total < g` (Bouton's rule).
pub fn winning_targets(values: &[u64]) -> Vec<(usize, u64)> {
    let total = xor_sum(values.iter().copied());
    values
        .iter()
        .enumerate()
        .filter(|&(_, &g)| total != 0 && g ^ total < g)
        .map(|(i, &g)| (i, g ^ total))
        .collect()
}

/// An eventually periodic sequence: `G(n + period) = G(n)` for every `n >= preperiod`,
/// proved by a theorem over a window of computed values (the certificate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
    /// The window `preperiod <= n < window_end` over which equality was checked.
    pub window_end: usize,
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "preperiod {} period {}", self.preperiod, self.period)
    }
}

impl Period {
    /// The certificate in words, for the page and the docs.
    pub fn sentence(&self) -> String {
        format!(
            "G(n + {p}) = G(n) was checked for every n from {n0} to {e}; by the periodicity \
             theorem this holds for every n >= {n0}.",
            p = self.period,
            n0 = self.preperiod,
            e = self.window_end - 1
        )
    }

    /// The value at any `n` from the first `preperiod + period` values.
    pub fn extend(&self, values: &[u64], n: u64) -> u64 {
        let (n0, p) = (self.preperiod as u64, self.period as u64);
        let i = if n < n0 { n } else { n0 + (n - n0) % p };
        values[i as usize]
    }
}

/// For period `p`, the least `n0` with `G(n + p) = G(n)` for every computed `n >= n0`.
fn tail_start(values: &[u64], p: usize) -> usize {
    let mut n0 = values.len() - p;
    while n0 > 0 && values[n0 - 1] == values[n0 - 1 + p] {
        n0 -= 1;
    }
    n0
}

/// The least period (and its least preperiod) whose certificate window fits in `values`.
/// `window(n0, p)` is the end of the window a theorem needs checked; the periodicity theorem
/// of the caller's game turns the check into a proof.
pub fn certify(values: &[u64], window: impl Fn(usize, usize) -> usize) -> Option<Period> {
    (1..values.len()).find_map(|p| {
        let n0 = tail_start(values, p);
        let end = window(n0, p);
        // Every n in n0..end needs G(n + p) computed.
        (end + p <= values.len()).then_some(Period {
            preperiod: n0,
            period: p,
            window_end: end,
        })
    })
}

/// A subtraction game whose largest take is `t`: if `G(n + p) = G(n)` for `n0 <= n < n0 + t`
/// then for all `n >= n0`, since `G(m)` depends only on `G(m - s)`, `s <= t` (induction on m;
/// the same holds for misère outcomes once `m >= n0 + t` has a move).
pub fn certify_subtraction(values: &[u64], t: usize) -> Option<Period> {
    certify(values, |n0, _| n0 + t)
}

/// The Guy–Smith periodicity theorem (Winning Ways ch. 4): for an octal game whose last
/// nonzero digit is at position `k`, if `G(n + p) = G(n)` for `n0 <= n < 2 n0 + p + k` then
/// for all `n >= n0`. (An option of a heap m + p, m past the window, splits m + p − j into
/// a + b with the larger part ≥ n0 + p, so it matches an option of m, and back.)
pub fn certify_octal(values: &[u64], k: usize) -> Option<Period> {
    certify(values, |n0, p| 2 * n0 + p + k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bouton_targets() {
        assert_eq!(xor_sum([3, 4, 5]), 2);
        assert_eq!(winning_targets(&[3, 4, 5]), vec![(0, 1)]);
        assert!(winning_targets(&[1, 2, 3]).is_empty());
    }

    #[test]
    fn certificate_needs_the_whole_window() {
        // 0 1 0 1 2 3 2 | period 7 (subtraction {1,3,4}), t = 4.
        let cycle = [0, 1, 0, 1, 2, 3, 2];
        let values: Vec<u64> = (0..11).map(|i| cycle[i % 7]).collect();
        let p = certify_subtraction(&values, 4).unwrap();
        assert_eq!((p.preperiod, p.period), (0, 7));
        assert!(certify_subtraction(&values[..10], 4).is_none());
        assert_eq!(p.extend(&values, 1_000_000), cycle[1_000_000 % 7]);
    }
}
