//! Exact distances to the goal for every position of a small board: one breadth-first search
//! from the goal (`search::bfs`), stored in a dense `u16` array indexed by a perfect ranking
//! of positions (hole block place × combinatorial rank of the colouring). Built once per
//! puzzle size and cached.

use crate::row::board::{Board, Cell};
use crate::row::{Motion, Puzzle, Solution};
use crate::search::bfs::breadth_first;
use crate::search::store::{Dense, Vacant};
use crate::search::TooLarge;
use std::sync::{Arc, Mutex};

/// The most positions a table may have (2 bytes each: 4 MB).
pub const STATE_CAP: u64 = 2_000_000;

/// The most search work a table may take, counted as positions × squares × legal moves at
/// the start: each position is unranked in O(squares), and each of its moves is ranked over
/// the squares the move touches (3 in shift; up to the whole row in pairs, whose positions
/// have up to 2n + 1 moves). At this cap the biggest searches, shift 9×8 and pairs n = 8,
/// take a fraction of a second (BENCHMARKS.md, `tests/play_tables.rs`); bigger boards are
/// judged by the bounds.
pub const WORK_CAP: u64 = 64_000_000;

/// How many tables the cache keeps; a visitor switching sizes drops the oldest.
const CACHE_SIZE: usize = 4;

const UNSEEN: u16 = <u16 as Vacant>::VACANT;

/// The table cannot be built: a move left the shape the ranking handles, or a distance
/// passed what two bytes hold.
struct Unranked;

impl From<TooLarge> for Unranked {
    fn from(_: TooLarge) -> Unranked {
        Unranked
    }
}

/// The shape every position of a puzzle shares: its checkers of two colours in some order and
/// its holes as one contiguous block (one hole in shift; two adjacent ones in pairs, which
/// every pairs move keeps adjacent). Positions of another shape have no rank.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shape {
    squares: usize,
    holes: usize,
    checkers: usize,
    /// The colour whose places are ranked: the rarer one, so the binomial table stays small.
    marked: Cell,
    other: Cell,
    marked_count: usize,
    /// C(checkers, marked_count): colourings of the checker row.
    colourings: u64,
    /// C(c, i) for c in 0..=checkers, i in 0..=marked_count, row-major.
    binom: Vec<u64>,
}

impl Shape {
    /// The shape of `goal`, if it is one the ranking handles and has at most `cap` positions
    /// and at most `WORK_CAP` work when each position has `moves` moves.
    fn of(goal: &Board, cap: u64, moves: u64) -> Option<Shape> {
        let cells = goal.cells();
        let squares = cells.len();
        let holes = cells.iter().filter(|&&c| c == Cell::Hole).count();
        let blacks = cells.iter().filter(|&&c| c == Cell::Black).count();
        let checkers = squares - holes;
        let whites = checkers - blacks;
        if holes == 0 || !holes_contiguous(cells, holes) {
            return None;
        }
        let (marked, other, marked_count) = if blacks <= whites {
            (Cell::Black, Cell::White, blacks)
        } else {
            (Cell::White, Cell::Black, whites)
        };
        let colourings = binomial_capped(checkers as u64, marked_count as u64, cap)?;
        let states = colourings.checked_mul(checkers as u64 + 1)?;
        let work = states
            .saturating_mul(squares as u64)
            .saturating_mul(moves.max(1));
        if states > cap || work > WORK_CAP {
            return None;
        }
        let width = marked_count + 1;
        let mut binom = vec![0u64; (checkers + 1) * width];
        for c in 0..=checkers {
            binom[c * width] = 1;
            for i in 1..width.min(c + 1) {
                binom[c * width + i] = binom[(c - 1) * width + i - 1]
                    + if i < c { binom[(c - 1) * width + i] } else { 0 };
            }
        }
        Some(Shape {
            squares,
            holes,
            checkers,
            marked,
            other,
            marked_count,
            colourings,
            binom,
        })
    }

    fn states(&self) -> u64 {
        self.colourings * (self.checkers as u64 + 1)
    }

    fn c(&self, c: usize, i: usize) -> u64 {
        self.binom[c * (self.marked_count + 1) + i]
    }

    /// The position's index in `0..states()`, or `None` if it is not of this shape.
    fn rank(&self, board: &Board) -> Option<usize> {
        let cells = board.cells();
        if cells.len() != self.squares {
            return None;
        }
        let first_hole = cells.iter().position(|&c| c == Cell::Hole)?;
        let mut place = 0usize; // index along the checker row, holes skipped
        let mut seen = 0usize; // marked checkers so far
        let mut colouring = 0u64;
        for (square, &cell) in cells.iter().enumerate() {
            if cell == Cell::Hole {
                if square >= first_hole + self.holes {
                    return None;
                }
                continue;
            }
            if (first_hole..first_hole + self.holes).contains(&square) {
                return None;
            }
            if cell == self.marked {
                seen += 1;
                if seen > self.marked_count {
                    return None;
                }
                colouring += self.c(place, seen);
            }
            place += 1;
        }
        if seen != self.marked_count {
            return None;
        }
        Some(first_hole * self.colourings as usize + colouring as usize)
    }

    /// The colouring rank's terms for the checkers on `squares`, given `place` checkers and
    /// `seen` marked ones to their left.
    fn window_terms(
        &self,
        cells: &[Cell],
        squares: std::ops::Range<usize>,
        mut place: usize,
        mut seen: usize,
    ) -> u64 {
        let mut sum = 0;
        for &cell in &cells[squares] {
            if !cell.is_checker() {
                continue;
            }
            if cell == self.marked {
                seen += 1;
                sum += self.c(place, seen.min(self.marked_count));
            }
            place += 1;
        }
        sum
    }

    /// The position of index `index` (the inverse of `rank`), written into `cells`.
    fn unrank_into(&self, index: usize, row: &mut Vec<Cell>, cells: &mut Vec<Cell>) {
        let first_hole = index / self.colourings as usize;
        let mut colouring = index as u64 % self.colourings;
        row.clear();
        row.resize(self.checkers, self.other);
        // The combinatorial number system: the i-th marked place is the largest c with
        // C(c, i) <= what is left, taken from the most significant place down.
        let mut c = self.checkers;
        for i in (1..=self.marked_count).rev() {
            c -= 1;
            while self.c(c, i) > colouring {
                c -= 1;
            }
            colouring -= self.c(c, i);
            row[c] = self.marked;
        }
        cells.clear();
        cells.extend_from_slice(&row[..first_hole]);
        cells.resize(first_hole + self.holes, Cell::Hole);
        cells.extend_from_slice(&row[first_hole..]);
    }
}

fn holes_contiguous(cells: &[Cell], holes: usize) -> bool {
    match cells.iter().position(|&c| c == Cell::Hole) {
        Some(first) => {
            cells[first..].iter().take(holes).all(|&c| c == Cell::Hole)
                && first + holes <= cells.len()
        }
        None => false,
    }
}

/// C(n, k), or `None` once it exceeds `cap` (it only ever needs comparing with the cap).
fn binomial_capped(n: u64, k: u64, cap: u64) -> Option<u64> {
    let k = k.min(n - k.min(n));
    let mut value: u128 = 1;
    for i in 0..k {
        value = value * (n - i) as u128 / (i + 1) as u128;
        if value > cap as u128 {
            return None;
        }
    }
    Some(value as u64)
}

impl Shape {
    /// (checkers, marked checkers) left of each square of `cells`, so that each neighbour's
    /// rank is the old one corrected over the squares its move touches only.
    fn fill_before(&self, cells: &[Cell], before: &mut Vec<(usize, usize)>) {
        before.clear();
        let (mut place, mut seen) = (0usize, 0usize);
        for &cell in cells {
            before.push((place, seen));
            if cell.is_checker() {
                place += 1;
                seen += usize::from(cell == self.marked);
            }
        }
    }

    /// Makes `motion` on `board` (the position of rank `hole · colourings + colouring`, with
    /// `before` filled for it) and returns the rank of the result; `None` when the move
    /// leaves this shape. Called for every move of the table's search, hence inline.
    #[inline]
    fn rank_after(
        &self,
        board: &mut Board,
        motion: &Motion,
        before: &[(usize, usize)],
        colouring: u64,
    ) -> Option<usize> {
        let width = motion.width();
        if width != self.holes {
            board.move_block(motion.from, motion.to, width);
            // A puzzle whose moves leave this shape cannot be ranked: give up honestly.
            return self.rank(board);
        }
        // The move permutes the squares lo..hi among themselves: checkers outside keep
        // their place in the row and their count of marked ones before them.
        let lo = motion.from.min(motion.to);
        let hi = motion.from.max(motion.to) + width;
        let (place, seen) = before[lo];
        let old = self.window_terms(board.cells(), lo..hi, place, seen);
        board.move_block(motion.from, motion.to, width);
        let new = self.window_terms(board.cells(), lo..hi, place, seen);
        let to = board.hole() * self.colourings as usize + (colouring + new - old) as usize;
        debug_assert_eq!(Some(to), self.rank(board), "{board}");
        Some(to)
    }
}

/// The number of legal moves at the start, as the search's cost per position: a board small
/// enough to be searched is cheap to ask, and a huge one is refused before it is built.
fn start_moves(puzzle: &dyn Puzzle) -> Option<u64> {
    // The work is at least squares² (a board has more positions than squares), so longer
    // boards are refused before any of them is built.
    if (puzzle.squares() as u64).saturating_pow(2) > WORK_CAP {
        return None;
    }
    Some(puzzle.legal_moves(&puzzle.start()).len() as u64)
}

/// The exact least number of moves to the goal from every position of one puzzle size.
///
/// Distances are measured along moves *towards* the goal by searching *from* the goal, which
/// is right because every move can be undone by a move (the graph is undirected;
/// `tests/play_tables.rs` checks this on every position of the boards it sweeps).
#[derive(Debug)]
pub struct Table {
    shape: Shape,
    dist: Vec<u16>,
    start: Option<u64>,
}

impl Table {
    /// The number of positions a table for `puzzle` would hold, if it may be built at all
    /// (at most `STATE_CAP` positions and `WORK_CAP` work, with a shape the ranking handles).
    pub fn size(puzzle: &dyn Puzzle) -> Option<u64> {
        let moves = start_moves(puzzle)?;
        Shape::of(&puzzle.goal(), STATE_CAP, moves).map(|s| s.states())
    }

    /// Searches every position of `puzzle` from its goal; `None` when above the caps.
    pub fn build(puzzle: &dyn Puzzle) -> Option<Table> {
        let moves = start_moves(puzzle)?;
        let goal = puzzle.goal();
        let shape = Shape::of(&goal, STATE_CAP, moves)?;
        let mut dist: Dense<u16> = Dense::new(shape.states() as usize);
        let goal_index = shape.rank(&goal)?;
        let (mut row, mut cells, mut before) = (Vec::new(), Vec::new(), Vec::new());
        // Ranks are below STATE_CAP, so a layer holds them as u32.
        let successors = |&index: &u32, out: &mut Vec<u32>| -> Result<(), Unranked> {
            let index = index as usize;
            shape.unrank_into(index, &mut row, &mut cells);
            let mut board = Board::new(cells.clone()).ok_or(Unranked)?;
            let colouring = index as u64 % shape.colourings;
            shape.fill_before(board.cells(), &mut before);
            for square in puzzle.legal_moves(&board) {
                let Ok(motion) = puzzle.check(&board, square) else {
                    continue;
                };
                let width = motion.width();
                let to = shape
                    .rank_after(&mut board, &motion, &before, colouring)
                    .ok_or(Unranked)?;
                out.push(to as u32);
                board.move_block(motion.to, motion.from, width);
            }
            Ok(())
        };
        breadth_first(
            goal_index as u32,
            |&index| index as usize,
            successors,
            |_| false,
            &mut dist,
            usize::MAX,
        )
        .ok()?;
        let dist = dist.into_records();
        let start = shape
            .rank(&puzzle.start())
            .map(|i| dist[i])
            .filter(|&d| d != UNSEEN)
            .map(u64::from);
        Some(Table { shape, dist, start })
    }

    /// Positions in the table (reachable from the goal or not).
    pub fn states(&self) -> u64 {
        self.shape.states()
    }

    /// The least number of moves from `board` to the goal; `None` when no sequence of moves
    /// reaches the goal (or `board` is not a position of this puzzle).
    pub fn distance(&self, board: &Board) -> Option<u64> {
        let d = self.dist[self.shape.rank(board)?];
        (d != UNSEEN).then_some(u64::from(d))
    }

    /// The least number of moves from the start to the goal (the optimum L), if any.
    pub fn start_distance(&self) -> Option<u64> {
        self.start
    }

    /// The positions reached from the goal, i.e. those with a distance.
    pub fn reachable(&self) -> u64 {
        self.dist.iter().filter(|&&d| d != UNSEEN).count() as u64
    }

    /// The largest distance to the goal of any position that reaches it.
    pub fn eccentricity(&self) -> u64 {
        self.dist
            .iter()
            .filter(|&&d| d != UNSEEN)
            .max()
            .map_or(0, |&d| u64::from(d))
    }

    /// Calls `visit` with every position of the table's shape and its distance (`None` when
    /// the goal is out of reach from it), in rank order. For sweeps in tests.
    pub fn for_each(&self, mut visit: impl FnMut(&Board, Option<u64>)) {
        let (mut row, mut cells) = (Vec::new(), Vec::new());
        for (index, &d) in self.dist.iter().enumerate() {
            self.shape.unrank_into(index, &mut row, &mut cells);
            if let Some(board) = Board::new(cells.clone()) {
                visit(&board, (d != UNSEEN).then_some(u64::from(d)));
            }
        }
    }

    /// An optimal move list from `board` to the goal, taking the smallest square that lowers
    /// the distance at each step; `None` when the goal is out of reach.
    pub fn optimal_line(&self, puzzle: &dyn Puzzle, board: &Board) -> Option<Vec<u64>> {
        let mut board = board.clone();
        let mut left = self.distance(&board)?;
        let mut moves = Vec::with_capacity(left as usize);
        while left > 0 {
            let square = self.lowering_moves(puzzle, &board).into_iter().next()?;
            puzzle.apply(&mut board, &square).ok()?;
            moves.push(square);
            left -= 1;
        }
        Some(moves)
    }

    /// The legal moves from `board` that lower its distance to the goal by one, by square.
    pub fn lowering_moves(&self, puzzle: &dyn Puzzle, board: &Board) -> Vec<u64> {
        let Some(here) = self.distance(board) else {
            return Vec::new();
        };
        let mut moves: Vec<u64> = puzzle
            .legal_moves(board)
            .into_iter()
            .filter(|&square| {
                let mut next = board.clone();
                puzzle.apply(&mut next, &square).is_ok()
                    && self.distance(&next).is_some_and(|d| d + 1 == here)
            })
            .collect();
        moves.sort_unstable();
        moves
    }
}

/// The table of `puzzle`, from the cache or searched now; `None` above the caps.
pub fn table_for(puzzle: &dyn Puzzle) -> Option<Arc<Table>> {
    static CACHE: Mutex<Vec<(String, Arc<Table>)>> = Mutex::new(Vec::new());
    Table::size(puzzle)?;
    let key = format!("{}:{}>{}", puzzle.name(), puzzle.start(), puzzle.goal());
    // A poisoned lock only means another thread panicked mid-search; the list is still whole.
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, table)) = cache.iter().find(|(k, _)| *k == key) {
        return Some(Arc::clone(table));
    }
    let table = Arc::new(Table::build(puzzle)?);
    if cache.len() >= CACHE_SIZE {
        cache.remove(0);
    }
    cache.push((key, Arc::clone(&table)));
    Some(table)
}

/// A solution given as its move list, e.g. one read off a table for a small board.
pub struct Listed {
    puzzle: Box<dyn Puzzle>,
    moves: Vec<u64>,
}

impl Listed {
    /// The list must be an optimal solution of `puzzle`; callers that take it from a table's
    /// `optimal_line` from the start get one.
    pub fn new(puzzle: Box<dyn Puzzle>, moves: Vec<u64>) -> Listed {
        Listed { puzzle, moves }
    }

    /// The optimal solution a table reads off for `puzzle`, if the puzzle is small enough
    /// and solvable.
    pub fn optimal(puzzle: Box<dyn Puzzle>) -> Option<Listed> {
        let table = table_for(puzzle.as_ref())?;
        let moves = table.optimal_line(puzzle.as_ref(), &puzzle.start())?;
        Some(Listed { puzzle, moves })
    }

    pub fn moves(&self) -> &[u64] {
        &self.moves
    }
}

impl Solution for Listed {
    fn puzzle(&self) -> &dyn Puzzle {
        self.puzzle.as_ref()
    }

    fn move_at(&self, step: u64) -> u64 {
        self.moves[(step - 1) as usize]
    }

    fn length(&self) -> u64 {
        self.moves.len() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairs::Pairs;
    use crate::shift::Shift;

    #[test]
    fn ranking_is_a_bijection_on_small_shapes() {
        for goal in ["WW_BBB", "__WBWBWB", "_", "BW__", "WWWW_B"] {
            let goal: Board = goal.parse().unwrap();
            let shape = Shape::of(&goal, STATE_CAP, 1).unwrap();
            let (mut row, mut cells) = (Vec::new(), Vec::new());
            for index in 0..shape.states() as usize {
                shape.unrank_into(index, &mut row, &mut cells);
                let board = Board::new(cells.clone()).unwrap();
                assert_eq!(shape.rank(&board), Some(index), "{board}");
            }
        }
    }

    #[test]
    fn boards_of_another_shape_have_no_rank() {
        let shape = Shape::of(&"__WBWB".parse().unwrap(), STATE_CAP, 1).unwrap();
        for other in ["_W_BWB", "__WBW", "__WWWB", "W_B_WB", "___WBW"] {
            assert_eq!(shape.rank(&other.parse().unwrap()), None, "{other}");
        }
    }

    #[test]
    fn caps_refuse_big_boards() {
        assert!(Table::size(&Shift::new(6, 6).unwrap()).is_some());
        assert!(Table::size(&Shift::new(30, 30).unwrap()).is_none());
        assert!(Table::size(&Shift::new(1, 1_000_000).unwrap()).is_none());
        assert!(Table::size(&Pairs::new(1_000).unwrap()).is_none());
    }

    #[test]
    fn small_tables_know_the_optimum() {
        let t = Table::build(&Shift::new(3, 2).unwrap()).unwrap();
        assert_eq!(t.start_distance(), Some(11));
        let t = Table::build(&Pairs::any(2)).unwrap();
        assert_eq!(t.start_distance(), None);
    }
}
