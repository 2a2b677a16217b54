//! The recursive construction `Move(first, k)` of Zhu and Wang, *An Optimal Algorithm for a
//! Strategy Game* (Algorithm 3.1, decrease by 4; Theorem 2), unrolled into an iterator with O(1)
//! state: the first two moves of each level going in, the small table d for the innermost game of
//! size 4..7, the last two moves coming out.

use super::Pairs;

/// An optimal solution for n = 3, found by the breadth-first search; the tests prove no
/// shorter one exists (Theorem 1's bound of 3 is not reached) and that it replays.
pub const N3_SOLUTION: [u64; 4] = [0, 2, 5, 0];

/// The paper's Table 1 (table d): the unique or first optimal solutions of sizes 4..7,
/// `D[k - 4][..k]` for size k, squares relative to the sub-game's first square.
pub(crate) const D: [[u64; 7]; 4] = [
    [1, 4, 7, 0, 0, 0, 0],
    [1, 7, 4, 9, 0, 0, 0],
    [1, 7, 3, 8, 11, 0, 0],
    [1, 10, 4, 9, 6, 13, 0],
];

/// The constructed optimal solution of one size; see [`PairsSolution::moves`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairsSolution {
    pub pairs: Pairs,
}

impl PairsSolution {
    pub fn new(pairs: Pairs) -> Self {
        PairsSolution { pairs }
    }

    /// The moves of the construction in order, in O(1) memory and O(1) time each.
    /// Empty for n < 3 (possible only through `Pairs::any`), which has no solution.
    pub fn moves(&self) -> Construction {
        Construction::new(self.pairs.n())
    }
}

/// Where the unrolled recursion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Level `level` (sub-game starting on square 4·level, of size n − 4·level ≥ 8):
    /// its first move (`second == false`) or second move.
    In {
        level: u64,
        second: bool,
    },
    /// The innermost sub-game of size 4..7 on square `first`, at its 0-based step `j`.
    Base {
        first: u64,
        size: u64,
        j: u64,
    },
    /// Level `level` on the way out: its last-but-one (`second == false`) or last move.
    Out {
        level: u64,
        second: bool,
    },
    /// n = 3: the searched solution, at index `j`.
    Three {
        j: usize,
    },
    Done,
}

/// The iterator of [`PairsSolution::moves`].
#[derive(Clone, Debug)]
pub struct Construction {
    n: u64,
    /// Levels of recursion above the base game: k = ⌊n/4⌋ − 1 (Theorem 3).
    levels: u64,
    phase: Phase,
    left: u64,
}

impl Construction {
    fn new(n: u64) -> Construction {
        let (phase, left, levels) = match n {
            0..=2 => (Phase::Done, 0, 0),
            3 => (Phase::Three { j: 0 }, N3_SOLUTION.len() as u64, 0),
            4..=7 => (
                Phase::Base {
                    first: 0,
                    size: n,
                    j: 0,
                },
                n,
                0,
            ),
            _ => (
                Phase::In {
                    level: 0,
                    second: false,
                },
                n,
                n / 4 - 1,
            ),
        };
        Construction {
            n,
            levels,
            phase,
            left,
        }
    }
}

impl Construction {
    /// Writes the next moves into `out` (as many as fit, converted by `convert`, e.g.
    /// `|s| s as u32` for a typed array) and returns how many; the iterator continues after
    /// them. The levels going in and coming out are written two moves at a time in tight
    /// loops: the fastest way to materialise a solution (as `shift`'s `write_into`).
    pub fn write_into<T>(&mut self, out: &mut [T], convert: impl Fn(u64) -> T) -> usize {
        let mut pos = 0;
        while pos < out.len() {
            let room = ((out.len() - pos) / 2) as u64;
            pos += match self.phase {
                Phase::In {
                    level,
                    second: false,
                } if room > 0 => self.write_levels_in(level, room, &mut out[pos..], &convert),
                Phase::Out {
                    level,
                    second: false,
                } if room > 0 => self.write_levels_out(level, room, &mut out[pos..], &convert),
                _ => match self.next() {
                    Some(x) => {
                        out[pos] = convert(x);
                        1
                    }
                    None => break,
                },
            };
        }
        pos
    }

    /// Move(4l, n − 4l) for the levels from `level` that fit in `room` pairs of `out`:
    /// x = 4l + 1, then 2n − 4l − 4. Returns the number of moves written.
    #[inline]
    fn write_levels_in<T>(
        &mut self,
        level: u64,
        room: u64,
        out: &mut [T],
        convert: &impl Fn(u64) -> T,
    ) -> usize {
        let (n, levels) = (self.n, self.levels);
        let upto = levels.min(level + room);
        let slots = &mut out[..2 * (upto - level) as usize];
        write_pairs(slots, 4 * level + 1, 2 * n - 4 * level - 4, convert);
        self.left -= 2 * (upto - level);
        self.phase = if upto == levels {
            let first = 4 * levels;
            Phase::Base {
                first,
                size: n - first,
                j: 0,
            }
        } else {
            Phase::In {
                level: upto,
                second: false,
            }
        };
        slots.len()
    }

    /// Coming out, innermost level first, as many levels from `level` down as fit in `room`
    /// pairs of `out`: x = 2n − 4l − 1, then 4l. Returns the number of moves written.
    #[inline]
    fn write_levels_out<T>(
        &mut self,
        level: u64,
        room: u64,
        out: &mut [T],
        convert: &impl Fn(u64) -> T,
    ) -> usize {
        let count = room.min(level + 1);
        let slots = &mut out[..2 * count as usize];
        write_pairs(slots, 2 * self.n - 4 * level - 1, 4 * level, convert);
        self.left -= 2 * count;
        self.phase = if count == level + 1 {
            Phase::Done
        } else {
            Phase::Out {
                level: level - count,
                second: false,
            }
        };
        slots.len()
    }
}

/// Fills `slots` two at a time with the arithmetic runs `first, first + 4, …` and
/// `second, second − 4, …` interleaved: one level's pair of moves per two slots.
#[inline]
fn write_pairs<T>(slots: &mut [T], mut first: u64, mut second: u64, convert: &impl Fn(u64) -> T) {
    for pair in slots.chunks_exact_mut(2) {
        pair[0] = convert(first);
        pair[1] = convert(second);
        first += 4;
        second = second.wrapping_sub(4);
    }
}

impl Construction {
    /// Move(first, k), k ≥ 8: x ← first + 1, then x ← first + 2k − 4, with
    /// first = 4·level and k = n − 4·level. The move and the phase after it.
    #[inline]
    fn step_in(&self, level: u64, second: bool) -> (u64, Phase) {
        let n = self.n;
        let first = 4 * level;
        let k = n - first;
        if !second {
            (
                first + 1,
                Phase::In {
                    level,
                    second: true,
                },
            )
        } else if level + 1 < self.levels {
            (
                first + 2 * k - 4,
                Phase::In {
                    level: level + 1,
                    second: false,
                },
            )
        } else {
            let first = 4 * self.levels;
            (
                2 * n - 4 * level - 4,
                Phase::Base {
                    first,
                    size: n - first,
                    j: 0,
                },
            )
        }
    }

    /// k < 8: the table d, shifted to the sub-game's first square.
    #[inline]
    fn step_base(&self, first: u64, size: u64, j: u64) -> (u64, Phase) {
        let next = if j + 1 < size {
            Phase::Base {
                first,
                size,
                j: j + 1,
            }
        } else if self.levels > 0 {
            Phase::Out {
                level: self.levels - 1,
                second: false,
            }
        } else {
            Phase::Done
        };
        (first + D[(size - 4) as usize][j as usize], next)
    }

    /// After the recursive call: x ← first + 2k − 1, then x ← first.
    #[inline]
    fn step_out(&self, level: u64, second: bool) -> (u64, Phase) {
        let first = 4 * level;
        if !second {
            (
                first + 2 * (self.n - first) - 1,
                Phase::Out {
                    level,
                    second: true,
                },
            )
        } else if level > 0 {
            (
                first,
                Phase::Out {
                    level: level - 1,
                    second: false,
                },
            )
        } else {
            (first, Phase::Done)
        }
    }
}

impl Iterator for Construction {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        let (out, phase) = match self.phase {
            Phase::Done => return None,
            Phase::Three { j } => {
                let next = if j + 1 < N3_SOLUTION.len() {
                    Phase::Three { j: j + 1 }
                } else {
                    Phase::Done
                };
                (N3_SOLUTION[j], next)
            }
            Phase::In { level, second } => self.step_in(level, second),
            Phase::Base { first, size, j } => self.step_base(first, size, j),
            Phase::Out { level, second } => self.step_out(level, second),
        };
        self.phase = phase;
        self.left -= 1;
        Some(out)
    }

    /// `for_each`, `extend` and `collect` come here: the levels going in and coming out are
    /// arithmetic runs, emitted in tight loops instead of through `next`'s phase machine.
    fn fold<B, F: FnMut(B, u64) -> B>(mut self, init: B, mut f: F) -> B {
        let (n, levels) = (self.n, self.levels);
        let mut acc = init;
        loop {
            match self.phase {
                Phase::Done => return acc,
                // Move(4l, n − 4l) for every level l left: x = 4l + 1, then 2n − 4l − 4.
                Phase::In {
                    level,
                    second: false,
                } => {
                    for l in level..levels {
                        acc = f(acc, 4 * l + 1);
                        acc = f(acc, 2 * n - 4 * l - 4);
                    }
                    let first = 4 * levels;
                    self.phase = Phase::Base {
                        first,
                        size: n - first,
                        j: 0,
                    };
                }
                // Coming out, innermost level first: x = 2n − 4l − 1, then 4l.
                Phase::Out {
                    level,
                    second: false,
                } => {
                    for l in (0..=level).rev() {
                        acc = f(acc, 2 * n - 4 * l - 1);
                        acc = f(acc, 4 * l);
                    }
                    return acc;
                }
                _ => match self.next() {
                    Some(x) => acc = f(acc, x),
                    None => return acc,
                },
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left).unwrap_or(usize::MAX);
        (left, usize::try_from(self.left).ok())
    }
}

impl ExactSizeIterator for Construction {}
