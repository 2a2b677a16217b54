//! A position described by a handful of runs (a run repeats a pattern of period 1, 2 or 4:
//! `B`, `BW`, `BWWB`, a hole…), so a row of 10^9 squares fits in a few hundred bytes. Both
//! puzzles' `position` modules produce it; cells, windows and boards are read from it here.

use crate::row::board::{Board, Cell, MAX_BOARD_SQUARES};
use std::fmt;

/// The most runs a layout holds. Shifting checkers needs 5 and pairs at most 2 + 16 (the
/// innermost game of at most 16 squares is written cell by cell); the array keeps a layout
/// free of allocation, so computing one stays in the nanoseconds.
pub const MAX_RUNS: usize = 20;

/// The cells a run repeats: `cells[..period]`, period 1, 2 or 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    cells: [Cell; 4],
    period: u8,
}

impl Pattern {
    pub const BLACK: Pattern = Pattern::solid(Cell::Black);
    pub const WHITE: Pattern = Pattern::solid(Cell::White);
    pub const HOLE: Pattern = Pattern::solid(Cell::Hole);
    /// B W B W …
    pub const BW: Pattern = Pattern::alternating(Cell::Black, Cell::White);
    /// W B W B …
    pub const WB: Pattern = Pattern::alternating(Cell::White, Cell::Black);

    pub const fn solid(cell: Cell) -> Pattern {
        Pattern {
            cells: [cell; 4],
            period: 1,
        }
    }

    pub const fn alternating(first: Cell, second: Cell) -> Pattern {
        Pattern {
            cells: [first, second, first, second],
            period: 2,
        }
    }

    pub const fn four(cells: [Cell; 4]) -> Pattern {
        Pattern { cells, period: 4 }
    }

    pub fn period(&self) -> u64 {
        u64::from(self.period)
    }

    /// The cell `offset` squares into a run of this pattern.
    #[inline]
    pub fn at(&self, offset: u64) -> Cell {
        self.cells[(offset % self.period()) as usize]
    }

    /// One repetition as `B`/`W`/`_` characters, e.g. `BW`; the command line prints it.
    pub fn code(&self) -> String {
        self.cells[..self.period as usize]
            .iter()
            .map(|c| c.symbol())
            .collect()
    }

    /// The pattern of a run of `len` cells read right to left, colours swapped if asked.
    fn reversed(&self, len: u64, swap: bool) -> Pattern {
        let mut cells = [Cell::Hole; 4];
        for (j, cell) in cells.iter_mut().enumerate() {
            let c = self.at((len - 1 + 4 * self.period() - j as u64) % self.period());
            *cell = if swap { swapped(c) } else { c };
        }
        Pattern {
            cells,
            period: self.period,
        }
    }
}

fn swapped(c: Cell) -> Cell {
    match c {
        Cell::Black => Cell::White,
        Cell::White => Cell::Black,
        Cell::Hole => Cell::Hole,
    }
}

/// `len` squares from `start` on, holding `pattern` repeated from its first cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Run {
    pub start: u64,
    pub len: u64,
    pub pattern: Pattern,
}

impl Run {
    pub fn end(&self) -> u64 {
        self.start + self.len
    }
}

const EMPTY_RUN: Run = Run {
    start: 0,
    len: 0,
    pattern: Pattern::HOLE,
};

/// A whole row as consecutive runs covering squares `0..squares()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    runs: [Run; MAX_RUNS],
    count: usize,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout::new()
    }
}

impl Layout {
    /// The empty row; [`Layout::push`] appends runs.
    pub fn new() -> Layout {
        Layout {
            runs: [EMPTY_RUN; MAX_RUNS],
            count: 0,
        }
    }

    /// Appends `len` squares of `pattern` (nothing when `len` is 0); a solid run next to a
    /// solid run of the same cell is merged into it. Callers stay within [`MAX_RUNS`]
    /// (5 for shift, 18 for pairs); beyond it the run is dropped in release builds.
    pub fn push(&mut self, pattern: Pattern, len: u64) -> &mut Layout {
        if len == 0 {
            return self;
        }
        let start = self.squares();
        if let Some(last) = self.runs[..self.count].last_mut() {
            if last.pattern.period == 1 && pattern.period == 1 && last.pattern == pattern {
                last.len += len;
                return self;
            }
        }
        debug_assert!(self.count < MAX_RUNS, "more than {MAX_RUNS} runs");
        if self.count < MAX_RUNS {
            self.runs[self.count] = Run {
                start,
                len,
                pattern,
            };
            self.count += 1;
        }
        self
    }

    /// Appends one square.
    pub fn push_cell(&mut self, cell: Cell) -> &mut Layout {
        self.push(Pattern::solid(cell), 1)
    }

    pub fn runs(&self) -> &[Run] {
        &self.runs[..self.count]
    }

    /// The squares covered, `0..squares()`.
    pub fn squares(&self) -> u64 {
        self.runs().last().map_or(0, Run::end)
    }

    /// The cell on `square`, or `None` off the row. O(runs).
    pub fn cell(&self, square: u64) -> Option<Cell> {
        self.runs()
            .iter()
            .find(|r| square < r.end())
            .map(|r| r.pattern.at(square - r.start))
    }

    /// The leftmost hole (every position of both puzzles has one).
    pub fn hole(&self) -> Option<u64> {
        self.runs().iter().find_map(|r| {
            (0..r.pattern.period().min(r.len))
                .find(|&o| r.pattern.at(o) == Cell::Hole)
                .map(|o| r.start + o)
        })
    }

    /// How many squares hold `cell`. O(runs).
    pub fn count(&self, cell: Cell) -> u64 {
        self.runs()
            .iter()
            .map(|r| {
                let p = r.pattern.period();
                let per = (0..p).filter(|&o| r.pattern.at(o) == cell).count() as u64;
                let rest = (0..r.len % p).filter(|&o| r.pattern.at(o) == cell).count() as u64;
                r.len / p * per + rest
            })
            .sum()
    }

    /// How often each ordered pair of neighbouring cells occurs, indexed by the cells'
    /// codes (`[Cell::Black as usize][Cell::White as usize]`: a black with a white on its
    /// right). O(runs).
    pub fn neighbours(&self) -> [[u64; 3]; 3] {
        let mut out = [[0u64; 3]; 3];
        let runs = self.runs();
        for (j, r) in runs.iter().enumerate() {
            let p = r.pattern.period();
            // Pairs (i, i + 1) inside the run, i in 0..len − 1, grouped by i mod p.
            for o in 0..p {
                let inside = (r.len - 1).saturating_sub(o).div_ceil(p);
                out[r.pattern.at(o) as usize][r.pattern.at(o + 1) as usize] += inside;
            }
            if let Some(next) = runs.get(j + 1) {
                out[r.pattern.at(r.len - 1) as usize][next.pattern.at(0) as usize] += 1;
            }
        }
        out
    }

    /// Writes squares `a..a + out.len()` into `out`; squares off the row are left alone.
    /// O(out.len() + runs).
    pub fn write_window(&self, a: u64, out: &mut [Cell]) {
        let b = a.saturating_add(out.len() as u64);
        for run in self.runs() {
            let (lo, hi) = (run.start.max(a), run.end().min(b));
            if lo >= hi {
                continue;
            }
            let slots = &mut out[(lo - a) as usize..(hi - a) as usize];
            if run.pattern.period == 1 {
                slots.fill(run.pattern.cells[0]);
            } else {
                // One period by the pattern, the rest copied from a period back (no division
                // per cell: a frame of the page writes thousands).
                let (phase, p) = (lo - run.start, run.pattern.period as usize);
                for (j, slot) in slots.iter_mut().take(p).enumerate() {
                    *slot = run.pattern.at(phase + j as u64);
                }
                for j in p..slots.len() {
                    slots[j] = slots[j - p];
                }
            }
        }
    }

    /// The cells of squares `a..b` (clamped to the row). O(b − a + runs).
    pub fn window(&self, a: u64, b: u64) -> Vec<Cell> {
        let b = b.min(self.squares());
        let a = a.min(b);
        let mut out = vec![Cell::Hole; (b - a) as usize];
        self.write_window(a, &mut out);
        out
    }

    /// The row laid out in memory, up to [`MAX_BOARD_SQUARES`] squares.
    pub fn to_board(&self) -> Option<Board> {
        if self.squares() > MAX_BOARD_SQUARES {
            return None;
        }
        Board::new(self.window(0, self.squares()))
    }

    /// The row read right to left (square s ↔ squares − 1 − s), colours swapped if `swap`:
    /// the symmetries the papers use (goal ↔ start, n < m ↔ n > m).
    pub fn mirrored(&self, swap: bool) -> Layout {
        let mut out = Layout::new();
        for run in self.runs().iter().rev() {
            out.push(run.pattern.reversed(run.len, swap), run.len);
        }
        out
    }
}

/// The runs, one per line, as `start..end PATTERN` (the command line's description).
impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for run in self.runs() {
            writeln!(f, "{}..{} {}", run.start, run.end(), run.pattern.code())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(l: &Layout) -> String {
        l.window(0, l.squares())
            .iter()
            .map(|c| c.symbol())
            .collect()
    }

    #[test]
    fn runs_cells_windows_and_mirrors_agree() {
        let mut l = Layout::new();
        l.push(Pattern::BLACK, 2)
            .push(Pattern::BLACK, 1)
            .push(Pattern::WB, 3)
            .push(Pattern::HOLE, 1)
            .push(
                Pattern::four([Cell::Black, Cell::White, Cell::White, Cell::Black]),
                6,
            )
            .push(Pattern::WHITE, 0);
        assert_eq!(l.runs().len(), 4, "solid runs merge, empty ones vanish");
        let row = text(&l);
        assert_eq!(row, "BBBWBW_BWWBBW");
        for a in 0..=row.len() as u64 {
            for b in a..=row.len() as u64 + 2 {
                let w: String = l.window(a, b).iter().map(|c| c.symbol()).collect();
                let (a, b) = (a as usize, (b as usize).min(row.len()));
                assert_eq!(w, row[a..b]);
            }
        }
        assert_eq!(l.cell(6), Some(Cell::Hole));
        assert_eq!(l.cell(13), None);
        assert_eq!(l.hole(), Some(6));
        let codes: Vec<Cell> = row.chars().filter_map(Cell::from_symbol).collect();
        for cell in [Cell::Black, Cell::White, Cell::Hole] {
            let want = codes.iter().filter(|&&c| c == cell).count() as u64;
            assert_eq!(l.count(cell), want, "{cell:?}");
        }
        let mut pairs = [[0u64; 3]; 3];
        for w in codes.windows(2) {
            pairs[w[0] as usize][w[1] as usize] += 1;
        }
        assert_eq!(l.neighbours(), pairs);
        let rev: String = row.chars().rev().collect();
        assert_eq!(text(&l.mirrored(false)), rev);
        let swapped: String = rev
            .chars()
            .map(|c| match c {
                'B' => 'W',
                'W' => 'B',
                c => c,
            })
            .collect();
        assert_eq!(text(&l.mirrored(true)), swapped);
        assert_eq!(l.to_board().unwrap().to_string(), row);
        assert_eq!(l.to_string().lines().next(), Some("0..3 B"));
    }
}
