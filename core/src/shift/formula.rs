//! The move at any step in O(1) (Theorem 3 of *Complete Solutions for a Combinatorial Puzzle in
//! Linear Time*, re-derived: the extraction lost its formulas). Integer arithmetic only, one
//! integer square root at most, exact for n, m up to 10^9 (L ≈ 10^18).

// Derivation (n ≥ m; n < m by mirror symmetry). A move leaves its own square empty, so
// the move of step i is the hole after step i, x_i = n + Σ_{k≤i} δ_k (formula (2)), where
// δ_k is the hole's shift: −1/−2 for a slide/jump to the right, +1/+2 to the left. Write
// σ = +1 for a first move to the right, −1 to the left, and T(i) = i(i+1)/2.
//
// * Stage 1 (§4.1, Lemma 5): iteration i (1..=m) is (i−1) jumps and 1 slide in direction
//   σ_i = σ(−1)^(i−1), so it is the section of steps T(i−1)+1..=T(i). Its hole shifts sum to
//   −σ_i(2i−1), and the alternating sum gives the hole after it: h_i = n − σ_i·i. Inside,
//   step t (1..=i) leaves the hole on h_{i−1} − 2σ_i·t for a jump (t < i), on h_i for the
//   slide. The section of step s is the least i with T(i) ≥ s: with r = ⌊√(8s+1)⌋,
//   i₀ = ⌊(r−1)/2⌋ is the largest i with T(i) ≤ s (since 8T(i)+1 = (2i+1)²).
// * Stage 2: m jumps in direction τ = σ(−1)^m from h_m = n + τm: hole n + τ(m − 2t).
// * Stage 3 (§4.2, Lemma 6): n − m sections of m+1 steps (slide right, change direction,
//   m jumps); section k jumps in direction τ_k = τ(−1)^k and ends with the hole on
//   H_k = n − k − τ(−1)^k·m. Step t of section k: H_{k−1} − 1 − 2τ_k(t−1). The sections
//   are equal, so a division finds k.
// * Stage 4 (§4.3, Lemma 7): the reverse of stage 1. With ρ = σ(−1)^n (the direction
//   after stage 3) the section with i iterations left (i = m..1) has i steps (a slide, then
//   i−1 jumps) in direction ρ_i = ρ(−1)^(m−i+1) and starts from the hole m + ρ_i·i; its
//   step t leaves the hole on m + ρ_i(i + 1 − 2t). Counting r = steps after s from the
//   end, the section is the one with T(i−1) ≤ r < T(i), again by one square root.

use super::{Direction, Shift, ShiftSolution};
use crate::row::player::Tally;
use crate::row::runs::Layout;
use crate::row::{Puzzle, Solution};

/// T(i) = i(i+1)/2: the steps of the first i sections of stage 1 (formula (6)).
#[inline(always)]
fn tri(i: u64) -> u64 {
    i * (i + 1) / 2
}

/// The largest i with T(i) ≤ s (Lemma 5 / Lemma 7): T(i) ≤ s ⇔ (2i+1)² ≤ 8s+1.
/// s ≤ T(10^9) ≈ 5·10^17, so 8s + 1 < 2^62 cannot overflow.
#[inline(always)]
fn tri_root(s: u64) -> u64 {
    (isqrt(8 * s + 1) - 1) / 2
}

/// ⌈√(y+1)·2^8⌉ for y < 1024: an estimate from above of the root of a number's top bits.
const ROOTS: [u16; 1024] = {
    let mut t = [0u16; 1024];
    let mut y = 0;
    while y < 1024 {
        let square = (y as u64 + 1) << 16;
        let v = square.isqrt();
        t[y] = if v * v == square { v } else { v + 1 } as u16;
        y += 1;
    }
    t
};

/// ⌊√x⌋ exactly, for x < 2^62, in integers only and about three times faster than
/// `u64::isqrt` here (one table look-up, two divisions): the table gives a root of the top
/// 9–10 bits from above (≈ 9 correct bits), two Newton steps r ← ⌊(r + ⌊x/r⌋)/2⌋ make that
/// ≈ 36 bits, and the last loop (at most one step on every input tried) makes it exact.
/// Correct for every x whatever the estimate: an integer Newton step from any r ≥ 1 never
/// goes below ⌊√x⌋, and the final loop only steps down while r² > x.
#[inline(always)]
pub(crate) fn isqrt(x: u64) -> u64 {
    debug_assert!(x < 1 << 62);
    if x < 1024 {
        let mut r = (ROOTS[x as usize] as u64) >> 8;
        while r * r > x {
            r -= 1;
        }
        return r;
    }
    let bits = 64 - x.leading_zeros();
    let shift = (bits - 9) & !1; // even, so that √ halves it exactly; leaves 9–10 bits
    let top = (x >> shift) as usize;
    // √x < √(top+1)·2^(shift/2) ≤ ROOTS[top]·2^(shift/2 − 8).
    let mut r = (((ROOTS[top] as u64) << (shift / 2)) >> 8) + 1;
    r = (r + x / r) / 2;
    r = (r + x / r) / 2;
    while r * r > x {
        r -= 1;
    }
    r
}

/// ±1 from a sign and a parity: `sign` · (−1)^k.
#[inline(always)]
fn alt(sign: i64, k: u64) -> i64 {
    if k & 1 == 0 {
        sign
    } else {
        -sign
    }
}

/// The square moved at step `step` of the solution of `shift` whose first move goes
/// `first` (the same solution as [`ShiftSolution::moves`]).
///
/// Precondition: `1 ≤ step ≤ shift.length()`. Outside that range the result is meaningless
/// (checked only by a `debug_assert`); callers such as the command line validate the step.
#[inline]
pub fn move_at(shift: Shift, first: Direction, step: u64) -> u64 {
    debug_assert!(
        (1..=shift.length()).contains(&step),
        "step {step} outside 1..={}",
        shift.length()
    );
    let (n, m) = (shift.n(), shift.m());
    if n >= m {
        core(n, m, first, step)
    } else {
        // Mirror symmetry: square s ↔ n+m−s, colours swapped, direction flipped.
        n + m - core(m, n, first.flipped(), step)
    }
}

/// ±1 for the first direction: σ = +1 when the first move goes right (the hole moves left).
#[inline(always)]
pub(crate) fn sign(first: Direction) -> i64 {
    match first {
        Direction::Right => 1,
        Direction::Left => -1,
    }
}

/// Where step `s` (1..=L) falls in the section structure, for n ≥ m. `dir` is the
/// section's jump direction (+1: the hole moves left, checkers right), `t` the step's place
/// in its section (1-based). The one place the sections are found; [`move_at`] and
/// `shift::position` both read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// Stage 1 (Lemma 5), iteration i (1..=m): steps 1..i are (i−1) jumps, then the slide.
    One { i: u64, t: u64, dir: i64 },
    /// Stage 2: the t-th of m jumps (1..=m).
    Two { t: u64, dir: i64 },
    /// Stage 3 (Lemma 6), section k (1..=n−m): step 1 slides right, steps 2..=m+1 jump.
    Three { k: u64, t: u64, dir: i64 },
    /// Stage 4 (Lemma 7), the section with i iterations left (m down to 1): step 1 slides,
    /// steps 2..=i jump.
    Four { i: u64, t: u64, dir: i64 },
}

/// The section of step `s` for n ≥ m and first-direction sign `sigma` (see the module
/// docs for the derivation). O(1): one integer square root at most.
#[inline(always)]
pub(crate) fn locate(n: u64, m: u64, sigma: i64, s: u64) -> Place {
    let stage1 = tri(m);
    if s <= stage1 {
        // Part 1, stage 1 (Lemma 5, formulas (3)–(10)).
        let i0 = tri_root(s);
        let i = if tri(i0) == s { i0 } else { i0 + 1 };
        let t = s - tri(i - 1);
        return Place::One {
            i,
            t,
            dir: alt(sigma, i - 1),
        };
    }
    let s = s - stage1;
    let tau = alt(sigma, m);
    if s <= m {
        // Part 1, stage 2: m jumps.
        return Place::Two { t: s, dir: tau };
    }
    let s = s - m;
    let stage3 = (n - m) * (m + 1);
    if s <= stage3 {
        // Part 2, stage 3 (Lemma 6, formulas (11)–(18)): equal sections of m+1 steps.
        let k = (s - 1) / (m + 1) + 1;
        let t = s - (k - 1) * (m + 1);
        return Place::Three {
            k,
            t,
            dir: alt(tau, k),
        };
    }
    // Part 3, stage 4 (Lemma 7, formulas (19)–(26)): sections of m, m−1, …, 1 steps.
    let s = s - stage3;
    let after = stage1 - s;
    let i = tri_root(after) + 1;
    let t = i - (after - tri(i - 1));
    Place::Four {
        i,
        t,
        dir: alt(alt(sigma, n), m - i + 1),
    }
}

/// Theorem 3 for n ≥ m: the hole after step `s`, which is the square moved at step `s`.
#[inline(always)]
fn core(n: u64, m: u64, first: Direction, s: u64) -> u64 {
    let ni = n as i64;
    let mi = m as i64;
    let hole = match locate(n, m, sign(first), s) {
        Place::One { i, t, dir } if t < i => ni + dir * ((i - 1) as i64 - 2 * t as i64),
        Place::One { i, dir, .. } => ni - dir * i as i64,
        Place::Two { t, dir } => ni + dir * (mi - 2 * t as i64),
        Place::Three { k, t, dir } => {
            // Section k starts on H_{k−1} = n − (k−1) − τ_{k−1}·m, and τ_{k−1} = −τ_k.
            let start = ni - (k - 1) as i64 + dir * mi;
            start - 1 - 2 * dir * (t as i64 - 1)
        }
        Place::Four { i, t, dir } => mi + dir * (i as i64 + 1 - 2 * t as i64),
    };
    hole as u64
}

impl Solution for ShiftSolution {
    fn puzzle(&self) -> &dyn Puzzle {
        &self.shift
    }

    /// O(1) by [`move_at`]; `step` must be in `1..=length()`.
    fn move_at(&self, step: u64) -> u64 {
        move_at(self.shift, self.first, step)
    }

    fn layout_at(&self, step: u64) -> Option<Layout> {
        Some(super::position::at(self.shift, self.first, step))
    }

    fn tally_at(&self, step: u64) -> Option<Tally> {
        let slides = super::position::slides_at(self.shift, self.first, step);
        Some(Tally {
            slides,
            jumps: step.min(self.shift.length()) - slides,
            pairs: 0,
        })
    }

    /// From the move counts ([`crate::row::window::shift_measures`]).
    fn measures_at(&self, step: u64) -> Option<Vec<crate::game::Measure>> {
        let tally = self.tally_at(step)?;
        Some(crate::row::window::shift_measures(
            self.shift.n(),
            self.shift.m(),
            tally,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact() {
        let check = |x: u64| assert_eq!(isqrt(x), x.isqrt(), "√{x}");
        (0..1 << 20).for_each(check);
        for bits in 11..62 {
            for d in 0..2000 {
                check((1u64 << bits) - d);
                check((1u64 << bits) + d);
            }
        }
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let x = state >> 2;
            check(x);
            let r = x.isqrt();
            for y in [
                (r * r).saturating_sub(1),
                r * r,
                r * r + 1,
                (r + 1) * (r + 1) - 1,
            ] {
                check(y);
            }
        }
        check((1 << 62) - 1);
    }

    #[test]
    fn agrees_with_the_construction_on_small_boards() {
        for n in 1..=9 {
            for m in 1..=9 {
                for first in [Direction::Right, Direction::Left] {
                    let sol = ShiftSolution::new(Shift::new(n, m).unwrap(), first);
                    for (k, square) in sol.moves().enumerate() {
                        assert_eq!(
                            move_at(sol.shift, first, k as u64 + 1),
                            square,
                            "n={n} m={m} {first} step {}",
                            k + 1
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn extreme_sizes_do_not_overflow() {
        let side = super::super::MAX_SIDE;
        for (n, m) in [(side, side), (side, 1), (1, side), (side, side - 1)] {
            let big = Shift::new(n, m).unwrap();
            assert_eq!(move_at(big, Direction::Right, 1), n - 1);
            assert_eq!(move_at(big, Direction::Left, 1), n + 1);
            for first in [Direction::Right, Direction::Left] {
                // The last move empties the goal's hole on m.
                assert_eq!(move_at(big, first, big.length()), m);
                assert_eq!(move_at(big, first, big.length() - 1).abs_diff(m), 1);
            }
        }
    }
}
