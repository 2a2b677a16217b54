//! The number of optimal solutions (Theorem 4 of *Complete Solutions for a Combinatorial Puzzle in
//! Linear Time*, whose formula the extraction lost; re-derived here and proved equal to exhaustive
//! search). Exact at any size it accepts, by Fibonacci fast doubling on big integers.

use super::Shift;
use crate::fact;
use crate::message::Message;
use num_bigint::BigUint;
use num_traits::{One, Zero};

/// Above this the count for min(n, m) = 1 (a Fibonacci number of about 0.209·k decimal
/// digits) is refused: F(4,000,002) has about 836,000 digits, and computing it and printing
/// it in decimal take well under a second (benches/shift.rs measures it).
pub const FIBONACCI_LIMIT: u64 = 4_000_000;

/// The exact number of optimal solutions of `shift`, or why it is refused: only for
/// min(n, m) = 1 with max(n, m) > [`FIBONACCI_LIMIT`].
///
/// **What the search shows** (`tests/shift_search.rs` proves equality with breadth-first search
/// over all legal moves for every n, m ≤ 8, and n, m ≤ 10 in an ignored release-mode test,
/// and with the backtracking enumeration on larger boards):
///
/// * min(n, m) ≥ 2: exactly **2** optimal solutions, one for each first direction — the
///   paper's §5.1 (Lemmas 8–10) — n = m included (n = m = 2..8 all have exactly 2).
/// * min(n, m) = 1, k = max(n, m): **F(k+2)** optimal solutions (F(1) = F(2) = 1), e.g.
///   2, 3, 5, 8, 13 for k = 1..5: the paper's special case §5.2 (Lemma 11, the Fibonacci
///   recurrence (29)–(30)), whose condition the extraction lost; the search shows it is
///   m = 1 (n = 1 by mirror symmetry), where stage 3 (Lemma 9) is a run of single jumps. With one black (n = 1; m = 1 is its mirror image) each
///   white either jumps over the black (one move) or is jumped by it and slides twice;
///   the black slides the rest of its way, so every choice costs 2k + 1 moves, and the
///   choices that occur are exactly the binary strings of length k without two adjacent
///   "jumped" whites, F(k+2) of them. (Read off the enumeration and checked for k ≤ 12 by
///   `tests/shift_search.rs`; what the tests prove for every n, m ≤ 8 is the count itself.)
pub fn count(shift: Shift) -> Result<BigUint, Message> {
    let (small, big) = (shift.n().min(shift.m()), shift.n().max(shift.m()));
    if small >= 2 {
        return Ok(BigUint::from(2u32));
    }
    if big > FIBONACCI_LIMIT {
        return Err(fact!(
            "shift-count-fibonacci",
            one = if shift.n() == 1 { "n" } else { "m" },
            other = if shift.n() == 1 { "m" } else { "n" },
            most = FIBONACCI_LIMIT,
        ));
    }
    Ok(fibonacci(big + 2))
}

/// F(k) with F(0) = 0, F(1) = 1, by fast doubling: F(2j) = F(j)(2F(j+1) − F(j)),
/// F(2j+1) = F(j)² + F(j+1)². O(log k) big multiplications.
pub fn fibonacci(k: u64) -> BigUint {
    let mut a = BigUint::zero(); // F(j)
    let mut b = BigUint::one(); // F(j+1)
    for bit in (0..u64::BITS - k.leading_zeros()).rev() {
        let two_b_minus_a = (&b << 1u32) - &a;
        let c = &a * &two_b_minus_a; // F(2j)
        let d = &a * &a + &b * &b; // F(2j+1)
        if (k >> bit) & 1 == 0 {
            a = c;
            b = d;
        } else {
            b = &c + &d;
            a = d;
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fibonacci_by_doubling_matches_the_recurrence() {
        let (mut a, mut b) = (BigUint::zero(), BigUint::one());
        for k in 0..200 {
            assert_eq!(fibonacci(k), a, "F({k})");
            let next = &a + &b;
            a = b;
            b = next;
        }
    }

    #[test]
    fn refuses_only_above_the_limit() {
        let n1 = Shift::new(1, FIBONACCI_LIMIT + 1).unwrap();
        assert_eq!(
            count(n1).unwrap_err(),
            fact!(
                "shift-count-fibonacci",
                one = "n",
                other = "m",
                most = FIBONACCI_LIMIT
            )
        );
        let m1 = Shift::new(FIBONACCI_LIMIT + 1, 1).unwrap();
        assert_eq!(count(m1).unwrap_err().arg("one"), Some(&"m".into()));
        let huge = Shift::new(1_000_000_000, 1_000_000_000).unwrap();
        assert_eq!(count(huge).unwrap(), BigUint::from(2u32));
    }
}
