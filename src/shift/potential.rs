//! A potential that proves nm + n + m optimal for shifting checkers over every legal move
//! (slides and jumps over either colour, both ways): Φ = (D + S)/2, D the forward
//! displacement still owed and S the fewest slides still needed; see docs/shift-optimality.md.

use std::collections::VecDeque;

/// The most squares (n + m + 1) a slide table covers: it holds one byte per (hole, set of
/// black squares), 18 · 2^18 bytes at this size.
pub const MAX_SQUARES: usize = 18;

/// One arrangement with one hole: `blacks` has bit i set when a black checker is on square i;
/// every other square but `hole` holds a white one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrangement {
    pub hole: usize,
    pub blacks: u32,
}

impl Arrangement {
    /// The start: blacks on 0..n-1, the hole on n, whites after it.
    pub fn start(n: usize) -> Self {
        Arrangement {
            hole: n,
            blacks: (1u32 << n) - 1,
        }
    }

    /// The goal: whites on 0..m-1, the hole on m, blacks on m+1..m+n.
    pub fn goal(n: usize, m: usize) -> Self {
        Arrangement {
            hole: m,
            blacks: ((1u32 << n) - 1) << (m + 1),
        }
    }

    /// Every legal move from here on `squares` squares: the arrangement it reaches and
    /// whether it is a slide (a move of one square) rather than a jump.
    pub fn moves(self, squares: usize) -> impl Iterator<Item = (Arrangement, bool)> {
        let hole = self.hole as isize;
        [-2isize, -1, 1, 2].into_iter().filter_map(move |d| {
            let from = hole + d;
            if from < 0 || from >= squares as isize {
                return None;
            }
            let from = from as usize;
            let mut blacks = self.blacks;
            if blacks & (1 << from) != 0 {
                blacks = (blacks & !(1 << from)) | (1 << self.hole);
            }
            Some((Arrangement { hole: from, blacks }, d.abs() == 1))
        })
    }
}

/// D, the forward displacement still owed: Σ over blacks of (goal sum − squares) plus Σ over
/// whites of (squares − goal sum). It is linear in the squares, so a move changes it by
/// exactly the signed distance the checker travels toward its side (±1 slide, ±2 jump);
/// the goal's blacks hold the n highest squares and its whites the m lowest, so D ≥ 0.
pub fn displacement(n: usize, m: usize, a: Arrangement) -> u64 {
    let squares = n + m + 1;
    let (mut black_sum, mut white_sum) = (0u64, 0u64);
    for square in (0..squares).filter(|&s| s != a.hole) {
        if a.blacks & (1 << square) != 0 {
            black_sum += square as u64;
        } else {
            white_sum += square as u64;
        }
    }
    let black_goal: u64 = (m + 1..m + 1 + n).map(|s| s as u64).sum();
    let white_goal: u64 = (0..m).map(|s| s as u64).sum();
    (black_goal - black_sum) + (white_sum - white_goal)
}

/// S for one size: the fewest slides on any way to the goal when jumps cost nothing, for
/// every arrangement, by a 0-1 breadth-first search backwards from the goal (every move is
/// reversible, so distances to and from the goal agree).
pub struct SlideTable {
    n: usize,
    m: usize,
    slides: Vec<u8>,
}

/// The size asked for is outside 1 ≤ n, m and n + m + 1 ≤ [`MAX_SQUARES`].
#[derive(Debug, PartialEq, Eq)]
pub struct TooBig(pub String);

impl SlideTable {
    /// Builds the table in O(squares · 2^squares).
    pub fn new(n: usize, m: usize) -> Result<Self, TooBig> {
        let squares = n + m + 1;
        if n == 0 || m == 0 || squares > MAX_SQUARES {
            return Err(TooBig(format!(
                "the slide table needs n, m >= 1 and n + m + 1 <= {MAX_SQUARES} squares"
            )));
        }
        let mut table = SlideTable {
            n,
            m,
            slides: vec![u8::MAX; squares << squares],
        };
        let goal = Arrangement::goal(n, m);
        let at_goal = table.index(goal);
        table.slides[at_goal] = 0;
        let mut queue = VecDeque::from([goal]);
        while let Some(here) = queue.pop_front() {
            let cost = table.slides[table.index(here)];
            for (next, slide) in here.moves(squares) {
                let through = cost + u8::from(slide);
                let slot = table.index(next);
                if through < table.slides[slot] {
                    table.slides[slot] = through;
                    // 0-1 search: a free jump goes to the front, a slide to the back.
                    if slide {
                        queue.push_back(next);
                    } else {
                        queue.push_front(next);
                    }
                }
            }
        }
        Ok(table)
    }

    fn index(&self, a: Arrangement) -> usize {
        (a.hole << (self.n + self.m + 1)) | a.blacks as usize
    }

    /// S(a): the fewest slides from `a` to the goal (every arrangement with n blacks reaches it).
    pub fn slides(&self, a: Arrangement) -> u64 {
        u64::from(self.slides[self.index(a)])
    }

    /// 2Φ(a) = D(a) + S(a), kept doubled so that it stays an integer.
    pub fn twice_potential(&self, a: Arrangement) -> u64 {
        displacement(self.n, self.m, a) + self.slides(a)
    }

    /// Every arrangement with n blacks, m whites and one hole, reachable or not.
    pub fn arrangements(&self) -> impl Iterator<Item = Arrangement> + '_ {
        let squares = self.n + self.m + 1;
        (0..squares).flat_map(move |hole| {
            (0u32..1 << squares)
                .filter(move |b| b & (1 << hole) == 0 && b.count_ones() as usize == self.n)
                .map(move |blacks| Arrangement { hole, blacks })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_owes_2nm_plus_n_plus_m_and_goal_nothing() {
        for (n, m) in [(1, 1), (3, 2), (5, 7)] {
            let d = displacement(n, m, Arrangement::start(n)) as usize;
            assert_eq!(d, 2 * n * m + n + m);
            assert_eq!(displacement(n, m, Arrangement::goal(n, m)), 0);
        }
    }

    #[test]
    fn oversized_tables_are_refused_with_the_limit() {
        let err = SlideTable::new(9, 9).err().unwrap();
        assert!(err.0.contains("18"));
        assert!(SlideTable::new(0, 3).is_err());
    }
}
