//! The position after any step of the constructed solution, without replay: at most five
//! runs (one colour, an alternating block, the hole, an alternating block, one colour),
//! read off the section that [`formula::locate`](super::formula) finds for the step. O(1).
//!
//! Derivation (n ≥ m; n < m is the mirror image with colours swapped, as in the formula).
//! Write X^a for a run of a checkers X and (BW)^p for p alternating pairs.
//!
//! * Stage 1 (Lemma 5): iteration i ends (hole h_i = n − σ_i·i) with
//!   B^(n−i) _ (BW)^i W^(m−i) when σ_i = +1 and B^(n−i) (BW)^i _ W^(m−i) when σ_i = −1.
//!   Inside iteration i, after t of its i − 1 jumps, each jump carries the checker across
//!   one pair: B^(n−i+1) (WB)^t _ (BW)^(i−1−t) W^(m−i+1) for σ_i = −1 (whites jump left),
//!   B^(n−i+1) (BW)^(i−1−t) _ (WB)^t W^(m−i+1) for σ_i = +1.
//! * Stage 2 is iteration m + 1 without its slide: the same jump shapes with i = m + 1.
//! * Stage 3 (Lemma 6): section k, after its slide and j = t − 1 jumps, is
//!   B^(n−m−k) (BW)^(m−j) _ (WB)^j B^k for τ_k = +1 and B^(n−m−k) (WB)^j _ (BW)^(m−j) B^k
//!   for τ_k = −1: the alternating block of 2m checkers moves one square right per section.
//! * Stage 4 (Lemma 7) is stage 1 backwards in time and mirrored in space (the goal is the
//!   start read right to left, colours kept): r = L − s steps before the end the row is the
//!   mirror of stage 1 after r steps, and a jump keeps its direction under both reversals,
//!   so the section's `dir` is the stage-1 iteration's σ_i.

use super::formula::{locate, sign, Place};
use super::{Direction, Shift};
use crate::row::runs::{Layout, Pattern};

/// The position after `step` moves (0..=L; larger steps give the goal) of the solution of
/// `shift` whose first move goes `first`. O(1).
pub fn at(shift: Shift, first: Direction, step: u64) -> Layout {
    let (n, m) = (shift.n(), shift.m());
    let step = step.min(shift.length());
    if n >= m {
        core(n, m, sign(first), step)
    } else {
        // Mirror symmetry: square s ↔ n+m−s, colours swapped, direction flipped.
        core(m, n, sign(first.flipped()), step).mirrored(true)
    }
}

/// n ≥ m.
fn core(n: u64, m: u64, sigma: i64, step: u64) -> Layout {
    if step == 0 {
        return stage1_end(n, m, 0, sigma);
    }
    match locate(n, m, sigma, step) {
        Place::One { i, t, dir } if t == i => stage1_end(n, m, i, dir),
        Place::One { i, t, dir } => stage1_jumps(n, m, i, t, dir),
        Place::Two { t, dir } => stage1_jumps(n, m, m + 1, t, dir),
        Place::Three { k, t, dir } => {
            let j = t - 1;
            let mut l = Layout::new();
            l.push(Pattern::BLACK, n - m - k);
            if dir > 0 {
                l.push(Pattern::BW, 2 * (m - j))
                    .push(Pattern::HOLE, 1)
                    .push(Pattern::WB, 2 * j);
            } else {
                l.push(Pattern::WB, 2 * j)
                    .push(Pattern::HOLE, 1)
                    .push(Pattern::BW, 2 * (m - j));
            }
            *l.push(Pattern::BLACK, k)
        }
        Place::Four { i, t, dir } if t == i => stage1_end(n, m, i - 1, -dir).mirrored(false),
        Place::Four { i, t, dir } => stage1_jumps(n, m, i, i - t, dir).mirrored(false),
    }
}

/// Stage 1 after iteration i (0..=m) in direction `dir` = σ_i (i = 0: the start).
fn stage1_end(n: u64, m: u64, i: u64, dir: i64) -> Layout {
    let mut l = Layout::new();
    l.push(Pattern::BLACK, n - i);
    if dir > 0 {
        l.push(Pattern::HOLE, 1).push(Pattern::BW, 2 * i);
    } else {
        l.push(Pattern::BW, 2 * i).push(Pattern::HOLE, 1);
    }
    *l.push(Pattern::WHITE, m - i)
}

/// Iteration i (1..=m + 1) after t (0..i) of its jumps in direction `dir` = σ_i.
fn stage1_jumps(n: u64, m: u64, i: u64, t: u64, dir: i64) -> Layout {
    let pairs = i - 1;
    let mut l = Layout::new();
    l.push(Pattern::BLACK, n + 1 - i);
    if dir < 0 {
        l.push(Pattern::WB, 2 * t)
            .push(Pattern::HOLE, 1)
            .push(Pattern::BW, 2 * (pairs - t));
    } else {
        l.push(Pattern::BW, 2 * (pairs - t))
            .push(Pattern::HOLE, 1)
            .push(Pattern::WB, 2 * t);
    }
    *l.push(Pattern::WHITE, m + 1 - i)
}

/// How many of the first `step` moves are slides (the rest are jumps): one slide per
/// section of every stage but stage 2, whose m moves all jump. O(1).
pub fn slides_at(shift: Shift, first: Direction, step: u64) -> u64 {
    let (n, m) = (shift.n(), shift.m());
    let step = step.min(shift.length());
    if step == 0 {
        return 0;
    }
    // The mirror image (n < m) makes the same moves, so the same kinds.
    let (big, small, first) = if n >= m {
        (n, m, first)
    } else {
        (m, n, first.flipped())
    };
    match locate(big, small, sign(first), step) {
        Place::One { i, t, .. } => i - 1 + u64::from(t == i),
        Place::Two { .. } => small,
        Place::Three { k, .. } => small + k,
        Place::Four { i, .. } => big + small - i + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::shift::ShiftSolution;

    #[test]
    fn every_step_of_small_boards_matches_replay() {
        for n in 1..=7 {
            for m in 1..=7 {
                for first in [Direction::Right, Direction::Left] {
                    let shift = Shift::new(n, m).unwrap();
                    let mut board = shift.start();
                    let sol = ShiftSolution::new(shift, first);
                    assert_eq!(at(shift, first, 0).to_board().unwrap(), board);
                    for (k, square) in sol.moves().enumerate() {
                        shift.apply(&mut board, &square).unwrap();
                        let layout = at(shift, first, k as u64 + 1);
                        assert_eq!(
                            layout.to_board().unwrap(),
                            board,
                            "n={n} m={m} {first} step {}",
                            k + 1
                        );
                    }
                }
            }
        }
    }
}
