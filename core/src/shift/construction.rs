//! The construction of *Complete Solutions for a Combinatorial Puzzle in Linear Time* (§3.3,
//! `iterative_move(n, m, d)`, Theorem 2) as an iterator: nm + n + m moves in O(L) time and O(1)
//! memory, for every n, m ≥ 1 and both first directions (n < m by mirror symmetry).

use super::{Direction, Shift, ShiftSolution};

/// Where the iterator is in `iterative_move`; each variant says what the next move that
/// is not part of a run of jumps does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Stage 1, iteration `i` (1..=M): its `i - 1` jumps are done, its slide is next.
    One,
    /// Stage 3, `k` of its N - M iterations done: slide right, change direction, M jumps.
    Three,
    /// Stage 4, iteration `i` (M down to 1): change direction, slide, `i - 1` jumps.
    Four,
}

/// The moves of one optimal solution, as the squares of the checkers that move.
///
/// The paper assumes n ≥ m. For n < m the iterator runs `iterative_move(m, n, d')` on the
/// mirror image (square s ↔ n + m − s, colours swapped, so the first direction flips); since
/// every move only shifts the hole, mirroring just negates every shift of the hole.
#[derive(Clone, Debug)]
pub struct Construction {
    /// The hole, which is also the square of the last move (a move leaves its square empty).
    hole: u64,
    /// How far the hole moves on a slide in the current direction: −1 when checkers move
    /// right (moves 1 and 3 of Table 1), +1 when they move left (moves 2 and 4).
    unit: i64,
    /// The hole's shift on the stage-3 "slide r" (−1, or +1 on the mirror image).
    right: i64,
    /// Jumps left in the current run.
    jumps: u64,
    stage: Stage,
    /// Stage 1: the iteration; stage 3: iterations done; stage 4: the iteration.
    i: u64,
    /// N ≥ M: the sizes as `iterative_move` sees them.
    big: u64,
    small: u64,
    remaining: u64,
}

impl ShiftSolution {
    pub fn new(shift: Shift, first: Direction) -> Self {
        ShiftSolution { shift, first }
    }

    /// The paper's construction, move by move.
    pub fn moves(&self) -> Construction {
        Construction::new(self.shift, self.first)
    }
}

impl Construction {
    fn new(shift: Shift, first: Direction) -> Construction {
        let (n, m) = (shift.n(), shift.m());
        let mirrored = n < m;
        // The first direction is about the actual board (a black sliding right moves the
        // hole left on either image); only the mirror image's "slide r" of stage 3 is a
        // slide to the left on the actual board.
        let sign: i64 = if mirrored { -1 } else { 1 };
        let unit = match first {
            Direction::Right => -1,
            Direction::Left => 1,
        };
        Construction {
            hole: n,
            unit,
            right: -sign,
            jumps: 0,
            stage: Stage::One,
            i: 1,
            big: n.max(m),
            small: n.min(m),
            remaining: shift.length(),
        }
    }

    /// Writes the next moves into `out` (as many as fit, converted by `convert`, e.g.
    /// `|s| s as u32` for a typed array) and returns how many; the iterator continues after
    /// them. Runs of jumps are written as arithmetic progressions, which compilers vectorise:
    /// the fastest way to materialise a solution.
    pub fn write_into<T>(&mut self, out: &mut [T], convert: impl Fn(u64) -> T) -> usize {
        let mut pos = 0;
        while pos < out.len() && self.remaining > 0 {
            let room = (out.len() - pos) as u64;
            let run = self.jumps.min(room) as usize;
            let (hole, step) = (self.hole, 2 * self.unit);
            for (k, slot) in out[pos..pos + run].iter_mut().enumerate() {
                *slot = convert(hole.wrapping_add_signed(step * (k as i64 + 1)));
            }
            if run > 0 {
                self.hole = hole.wrapping_add_signed(step * run as i64);
                self.jumps -= run as u64;
                self.remaining -= run as u64;
                pos += run;
            }
            if pos < out.len() && self.remaining > 0 && self.jumps == 0 {
                self.remaining -= 1;
                out[pos] = convert(self.transition());
                pos += 1;
            }
        }
        pos
    }

    /// One move of the current direction, `len` 1 (slide) or 2 (jump).
    #[inline(always)]
    fn shift_hole(&mut self, by: i64) -> u64 {
        self.hole = self.hole.wrapping_add_signed(by);
        self.hole
    }

    /// The next move that is not inside a run of jumps: a slide, set up the jumps after it.
    #[cold]
    fn transition(&mut self) -> u64 {
        let (big, small) = (self.big, self.small);
        if self.stage == Stage::One {
            // Stage 1, iteration i: (i − 1) jumps (done), 1 slide, change direction.
            let square = self.shift_hole(self.unit);
            self.unit = -self.unit;
            if self.i < small {
                self.i += 1;
                self.jumps = self.i - 1;
            } else {
                // Stage 2: m jumps in the direction just set.
                self.jumps = small;
                self.stage = Stage::Three;
                self.i = 0;
            }
            return square;
        }
        if self.stage == Stage::Three {
            if self.i < big - small {
                // Stage 3 (Lemma 4): slide right, change direction, m jumps.
                self.i += 1;
                let square = self.shift_hole(self.right);
                self.unit = -self.unit;
                self.jumps = small;
                return square;
            }
            self.stage = Stage::Four;
            self.i = small;
        }
        // Stage 4 (Lemma 3), iteration i: change direction, slide, (i − 1) jumps.
        self.unit = -self.unit;
        let square = self.shift_hole(self.unit);
        self.jumps = self.i.saturating_sub(1);
        self.i = self.i.saturating_sub(1);
        square
    }
}

impl Iterator for Construction {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        if self.jumps > 0 {
            self.jumps -= 1;
            return Some(self.shift_hole(2 * self.unit));
        }
        Some(self.transition())
    }

    /// The same moves as repeated `next()`, in tight loops over each run of jumps (what
    /// `for_each` and most adapters use).
    fn fold<B, F: FnMut(B, u64) -> B>(mut self, init: B, mut f: F) -> B {
        let mut acc = init;
        while self.remaining > 0 {
            let (jumps, step) = (self.jumps, 2 * self.unit);
            let mut hole = self.hole;
            for _ in 0..jumps {
                hole = hole.wrapping_add_signed(step);
                acc = f(acc, hole);
            }
            self.hole = hole;
            self.remaining -= jumps;
            self.jumps = 0;
            if self.remaining > 0 {
                self.remaining -= 1;
                acc = f(acc, self.transition());
            }
        }
        acc
    }

    /// Exact whenever the remaining count fits a usize (always on 64-bit targets, where
    /// L < 2^63; on 32-bit targets a longer solution reports only a lower bound).
    fn size_hint(&self) -> (usize, Option<usize>) {
        match usize::try_from(self.remaining) {
            Ok(r) => (r, Some(r)),
            Err(_) => (usize::MAX, None),
        }
    }
}

/// `len()` is exact on 64-bit targets; see `size_hint` and [`Construction::remaining`].
impl ExactSizeIterator for Construction {}

impl std::iter::FusedIterator for Construction {}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(n: u64, m: u64, first: Direction) -> Vec<u64> {
        ShiftSolution::new(Shift::new(n, m).unwrap(), first)
            .moves()
            .collect()
    }

    #[test]
    fn small_cases_match_the_papers_tables() {
        // Table 2 (n = m = 1), both directions; then n = 2, m = 1 worked by hand.
        assert_eq!(moves(1, 1, Direction::Right), vec![0, 2, 1]);
        assert_eq!(moves(1, 1, Direction::Left), vec![2, 0, 1]);
        assert_eq!(moves(2, 1, Direction::Right), vec![1, 3, 2, 0, 1]);
        assert_eq!(moves(2, 1, Direction::Left), vec![3, 1, 0, 2, 1]);
    }

    #[test]
    fn write_into_writes_the_same_moves_in_any_chunks() {
        for (n, m) in [(1, 1), (5, 3), (3, 5), (7, 7)] {
            for first in [Direction::Right, Direction::Left] {
                let all = moves(n, m, first);
                for chunk in [1, 2, 3, 7, 100] {
                    let sol = ShiftSolution::new(Shift::new(n, m).unwrap(), first);
                    let mut it = sol.moves();
                    let mut got = Vec::new();
                    let mut buf = vec![0u32; chunk];
                    loop {
                        let k = it.write_into(&mut buf, |s| s as u32);
                        got.extend(buf[..k].iter().map(|&s| s as u64));
                        if k < chunk {
                            break;
                        }
                    }
                    assert_eq!(got, all, "n={n} m={m} {first} chunk {chunk}");
                    assert_eq!(it.next(), None);
                }
            }
        }
    }

    #[test]
    fn length_is_exact() {
        let c = ShiftSolution::new(Shift::new(7, 3).unwrap(), Direction::Left).moves();
        assert_eq!(c.len(), 31);
        assert_eq!(c.count(), 31);
    }
}
