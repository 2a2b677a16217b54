//! The explicit O(1) move at any step (Theorem 3 of Zhu and Wang, *An Optimal Algorithm for a
//! Strategy Game*), so that the player and
//! `--step` never build the sequence.

use super::construction::{PairsSolution, D, N3_SOLUTION};
use super::{optimum, Pairs};
use crate::row::player::Tally;
use crate::row::runs::Layout;
use crate::row::{Puzzle, Solution};

/// The move at 1-based `step` of the constructed solution, or `None` when `step` is not in
/// `1..=optimum` (or n < 3). O(1), exact in u64 for every n ≤ MAX_N.
///
/// Theorem 3: with k = ⌊n/4⌋ − 1 and r = n mod 4 (so n = 4k + r + 4), the steps split in
/// three parts. The first 2k steps are the levels' opening moves: 2i − 1 for odd i,
/// 2(n − i) for even i. The middle r + 4 steps are the innermost game of size r + 4 on
/// square 4k: 4k + d(r + 4, i − 2k). The last 2k steps are the closing moves: 2i + 1 when
/// n − i is odd, 2(n − i) when it is even. (The extracted text of the paper gives the
/// middle as 2k < i < 2k + r + 3; counting moves, it is 2k < i ≤ 2k + r + 4, which the
/// tests confirm against the construction.)
pub fn try_move_at(pairs: Pairs, step: u64) -> Option<u64> {
    let n = pairs.n();
    if n < 3 || step == 0 || step > optimum(n) {
        return None;
    }
    if n == 3 {
        return Some(N3_SOLUTION[(step - 1) as usize]);
    }
    let k = n / 4 - 1;
    let r = n % 4;
    let i = step;
    Some(if i <= 2 * k {
        if i % 2 == 1 {
            2 * i - 1
        } else {
            2 * (n - i)
        }
    } else if i <= 2 * k + r + 4 {
        4 * k + D[r as usize][(i - 2 * k - 1) as usize]
    } else if (n - i) % 2 == 1 {
        2 * i + 1
    } else {
        2 * (n - i)
    })
}

/// The move at 1-based `step` (Theorem 3; see [`try_move_at`]). Precondition: `step` in
/// `1..=optimum(n)`; outside it returns `u64::MAX`, a square on no board.
pub fn move_at(pairs: Pairs, step: u64) -> u64 {
    try_move_at(pairs, step).unwrap_or(u64::MAX)
}

impl Solution for PairsSolution {
    fn puzzle(&self) -> &dyn Puzzle {
        &self.pairs
    }

    fn move_at(&self, step: u64) -> u64 {
        move_at(self.pairs, step)
    }

    fn layout_at(&self, step: u64) -> Option<Layout> {
        Some(super::position::at(self.pairs, step))
    }

    /// Every move moves a pair.
    fn tally_at(&self, step: u64) -> Option<Tally> {
        Some(Tally {
            pairs: step.min(self.length()),
            ..Tally::default()
        })
    }

    /// From the layout's neighbour counts, O(runs): the same numbers as the board's scan.
    fn measures_at(&self, step: u64) -> Option<Vec<crate::game::Measure>> {
        use crate::row::board::Cell::{Black, White};
        let layout = self.layout_at(step)?;
        let pairs = layout.neighbours();
        let at =
            |a: crate::row::board::Cell, b: crate::row::board::Cell| pairs[a as usize][b as usize];
        let hole = layout.hole()?;
        let at_end = hole == 0 || hole + 2 == layout.squares();
        Some(self.pairs.measures_of(
            at(Black, White) + at(White, Black),
            at_end,
            step >= self.length(),
            [at(Black, Black), at(White, White)],
        ))
    }
}
