//! Exhaustive search: (a) breadth-first search of the whole state graph under *all* legal
//! moves, giving the true distance and the exact number of shortest paths (small boards);
//! (b) the paper's backtracking (§2) that enumerates every optimal solution, in time
//! proportional to its output at any size.

use super::Shift;
use crate::row::board::Cell;
use crate::search::bfs::{breadth_first, Reached};
use crate::search::table::BuildKeyHasher;
use crate::search::TooLarge;
use std::collections::HashMap;

/// Which moves breadth-first search may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moves {
    /// Every slide and every jump, over either colour, in either direction.
    All,
    /// Only moves 1–4 of Table 1 (Lemma 1): a black slides or jumps a white to the right,
    /// a white slides or jumps a black to the left.
    Lemma1,
}

/// The largest board [`shortest_paths`] searches: n + m ≤ 20 (at most 21·C(20,10) ≈ 3.9·10^6
/// positions; its time and memory in release builds are in BENCHMARKS.md).
pub const BFS_MAX_CHECKERS: u64 = 20;

/// The true distance from start to goal and the number of shortest paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paths {
    pub distance: u64,
    pub count: u128,
}

/// Where the hole's square sits in a packed position: above the 2·21 = 42 bits of the
/// largest board searched.
const HOLE_SHIFT: u32 = 48;
const _: () = assert!(2 * (BFS_MAX_CHECKERS + 1) <= HOLE_SHIFT as u64);

/// A position packed in a u64: two bits a square (Cell's values), the hole's square above.
fn pack(cells: &[Cell]) -> u64 {
    let mut key = 0u64;
    let mut hole = 0u64;
    for (i, &c) in cells.iter().enumerate() {
        key |= (c as u64) << (2 * i);
        if c == Cell::Hole {
            hole = i as u64;
        }
    }
    key | (hole << HOLE_SHIFT)
}

fn cell_at(key: u64, i: usize) -> u64 {
    (key >> (2 * i)) & 3
}

/// The positions one move from `key`, with that move's Lemma-1 class filter applied.
fn successors(key: u64, squares: usize, moves: Moves, out: &mut Vec<u64>) {
    let hole = (key >> HOLE_SHIFT) as usize;
    let (black, white) = (Cell::Black as u64, Cell::White as u64);
    for from in [
        hole.wrapping_sub(2),
        hole.wrapping_sub(1),
        hole + 1,
        hole + 2,
    ] {
        if from >= squares {
            continue;
        }
        let c = cell_at(key, from);
        if moves == Moves::Lemma1 {
            let ok = match from.abs_diff(hole) {
                // Moves 1, 2: a black slides right, a white slides left.
                1 => (from < hole && c == black) || (from > hole && c == white),
                // Moves 3, 4: a black jumps a white right, a white jumps a black left.
                _ => {
                    let over = cell_at(key, (from + hole) / 2);
                    (from < hole && c == black && over == white)
                        || (from > hole && c == white && over == black)
                }
            };
            if !ok {
                continue;
            }
        }
        let mut next = key & ((1 << HOLE_SHIFT) - 1);
        next &= !(3 << (2 * from));
        next |= c << (2 * hole);
        out.push(next | ((from as u64) << HOLE_SHIFT));
    }
}

/// Breadth-first search from the start: the distance to the goal and the number of
/// shortest paths, under `moves`. Refuses boards with n + m > [`BFS_MAX_CHECKERS`].
///
/// # What it shows about Lemma 1 and Theorem 1
///
/// The paper's Lemma 1 argues that optimal play uses only moves 1–4 of Table 1 and that
/// every move lowers inversions + vacant inversions (I + V: nm + n + m at the start, 0 at
/// the goal) by at most one, whence Theorem 1. That step is false: a jump over the same
/// colour (moves 11, 12: `_WW → WW_`, `BB_ → _BB`) lowers V by two, and it really is
/// shorter near the goal: `_WWBB` is one move from `WW_BB` but has I + V = 2. (Read the
/// checkers left to right as a word, ignoring the hole: a slide moves the hole past one
/// letter, ΔV = ±1; a jump moves it past two and swaps them, so a jump over the other colour
/// has ΔI = ±1, ΔV = 0, and one over the same colour ΔI = 0, ΔV = ±2. Counting alone gives
/// only L ≥ nm + (n + m)/2.) So I + V is not a lower bound on the distance of every
/// position, and the paper does not prove Theorem 1.
///
/// Theorem 1 is nevertheless true on every board searched: over all legal moves the distance
/// from start to goal is exactly nm + n + m for every n, m ≤ 8 (a test) and every n, m ≤ 10
/// (an ignored test, for release builds: `cargo test --release --test shift_search --
/// --ignored`), and for n, m ≤ 8 the number of shortest paths over all moves equals the
/// number over moves 1–4 alone, so no optimal solution uses moves 5–12 there. The proof for
/// all n, m, with a different potential, is in docs/shift-optimality.md
/// ([`super::potential`]).
pub fn shortest_paths(shift: Shift, moves: Moves) -> Result<Paths, String> {
    if shift.n() + shift.m() > BFS_MAX_CHECKERS {
        return Err(format!(
            "breadth-first search is limited to n + m ≤ {BFS_MAX_CHECKERS}"
        ));
    }
    use crate::game::Rules;
    use crate::row::Puzzle;
    let squares = shift.squares();
    let start = pack(shift.start().cells());
    let goal = pack(shift.goal().cells());
    let mut seen: HashMap<u64, Reached, BuildKeyHasher> = HashMap::default();
    let found = breadth_first(
        start,
        |&key| key,
        |&key, out| {
            successors(key, squares, moves, out);
            Ok::<_, TooLarge>(())
        },
        |&key| key == goal,
        &mut seen,
        usize::MAX,
    )
    .map_err(|e| e.to_string())?;
    match found.and_then(|goal| seen.get(&goal)) {
        Some(reached) => Ok(Paths {
            distance: u64::from(reached.distance),
            count: u128::from(reached.paths),
        }),
        None => Err("the goal is unreachable".to_string()),
    }
}

/// The leftmost black and the rightmost white, kept in O(1) per move.
#[derive(Clone, Copy, Debug)]
struct Extremes {
    first_black: usize,
    last_white: usize,
}

/// One level of the backtracking: the hole before its move and what it changed.
#[derive(Clone, Copy, Debug)]
struct Frame {
    hole: usize,
    extremes: Extremes,
    /// The next of the four candidate moves to try at this level.
    next: u8,
}

/// Every optimal solution of a board, as its list of squares, in the order the paper's
/// backtracking finds them; see [`all_optimal`].
#[derive(Clone, Debug)]
pub struct AllOptimal {
    shift: Shift,
    /// Allocated on the first `next()`, so that making the iterator costs nothing.
    cells: Vec<Cell>,
    hole: usize,
    extremes: Extremes,
    path: Vec<u64>,
    frames: Vec<Frame>,
    length: u64,
    started: bool,
    done: bool,
    nodes: u64,
}

/// Every optimal solution of `shift` (the paper's `Backtrack`, §2), each once, pruned by
/// Lemma 1 and the frozen-pair cut described below. Time
/// proportional to the output (at most about 1.2 positions visited per move output on
/// measured boards); memory O(n + m + L), allocated on the first call of `next()`. Huge boards have
/// huge outputs: callers decide how much they want ([`super::count()`] tells in advance).
///
/// # Pruning
///
/// It follows only moves 1–4 (Lemma 1); each lowers I + V by exactly one, so any
/// nm + n + m of them end at the goal (I + V = 0 only there). To stay output-proportional it
/// also cuts a branch as soon as a move makes two checkers of one colour neighbours while a
/// checker of the other colour still has to pass them (a form of the paper's remark in §5.1
/// that "no two pieces of the same color can come together, unless at the two ends"). The
/// cut is exact, not a heuristic: with moves 1–4 blacks move only right and whites only
/// left. A black that lands on `to` next to a black on `to + 1` leaves the hole on its left.
/// From then on the right black of the pair needs the hole on its right, the left black is
/// blocked by it, and the hole (which moves at most two squares, never onto a checker that
/// stays put) cannot get past them: the pair is frozen, so a white to its right can never
/// get to its left and the goal is out of reach. The mirror argument covers two whites. The
/// tests also compare the enumeration with breadth-first search over all legal moves for
/// every n, m ≤ 8, and with the closed form of [`super::count()`] beyond. Measured cost: about
/// 1.0–1.2 positions visited per move output (0.25 when n or m is 1, where solutions share
/// long prefixes).
pub fn all_optimal(shift: Shift) -> AllOptimal {
    AllOptimal {
        shift,
        cells: Vec::new(),
        hole: 0,
        extremes: Extremes {
            first_black: 0,
            last_white: 0,
        },
        path: Vec::new(),
        frames: Vec::new(),
        length: 0,
        started: false,
        done: false,
        nodes: 0,
    }
}

impl AllOptimal {
    /// Positions visited so far (for tests of output-proportional time).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn init(&mut self) {
        use crate::game::Rules;
        let (n, m) = (self.shift.n() as usize, self.shift.m() as usize);
        self.cells = self.shift.start().cells().to_vec();
        self.hole = n;
        self.extremes = Extremes {
            first_black: 0,
            last_white: n + m,
        };
        self.length = self.shift.length();
        // Grown as needed: a solution may be far longer than anyone will ask to see.
        let capacity = self.length.min(1 << 16) as usize;
        self.path = Vec::with_capacity(capacity);
        self.frames = Vec::with_capacity(capacity + 1);
        self.frames.push(Frame {
            hole: n,
            extremes: self.extremes,
            next: 0,
        });
        self.nodes = 1;
        self.started = true;
    }

    /// Candidate `k` of the four moves 1–4 from the current hole, if legal.
    fn candidate(&self, k: u8) -> Option<usize> {
        let h = self.hole;
        let cells = &self.cells;
        let get = |i: usize| cells.get(i).copied();
        match k {
            // Move 3: a black jumps a white to the right.
            0 if h >= 2 && get(h - 2) == Some(Cell::Black) && get(h - 1) == Some(Cell::White) => {
                Some(h - 2)
            }
            // Move 4: a white jumps a black to the left.
            1 if get(h + 2) == Some(Cell::White) && get(h + 1) == Some(Cell::Black) => Some(h + 2),
            // Move 1: a black slides right.
            2 if h >= 1 && get(h - 1) == Some(Cell::Black) => Some(h - 1),
            // Move 2: a white slides left.
            3 if get(h + 1) == Some(Cell::White) => Some(h + 1),
            _ => None,
        }
    }

    /// Makes the move from `from` into the hole; false (and undone) if it freezes a pair of
    /// one colour that the other colour still has to pass (the cut of the module docs).
    fn advance(&mut self, from: usize) -> bool {
        let to = self.hole;
        let c = self.cells[from];
        let saved = Frame {
            hole: to,
            extremes: self.extremes,
            next: 0,
        };
        self.cells[to] = c;
        self.cells[from] = Cell::Hole;
        self.hole = from;
        let e = &mut self.extremes;
        // Blacks only move right and whites only left (moves 1–4), and nothing of the
        // mover's colour lies between `from` and `to`, so the extremes update in O(1).
        // A new pair of one colour always includes the mover, on the side away from the
        // hole it left; it is frozen, and fatal if the other colour still has to pass it.
        let blocked = if c == Cell::Black {
            if from == e.first_black {
                e.first_black = to;
            }
            self.cells.get(to + 1) == Some(&Cell::Black) && e.last_white > to + 1
        } else {
            if from == e.last_white {
                e.last_white = to;
            }
            to >= 1 && self.cells[to - 1] == Cell::White && e.first_black < to - 1
        };
        if blocked {
            self.undo(saved);
            return false;
        }
        self.frames.push(saved);
        self.path.push(from as u64);
        self.nodes += 1;
        true
    }

    /// Takes back the move that left `frame`'s position.
    fn undo(&mut self, frame: Frame) {
        let from = self.hole;
        self.cells[from] = self.cells[frame.hole];
        self.cells[frame.hole] = Cell::Hole;
        self.hole = frame.hole;
        self.extremes = frame.extremes;
    }

    /// Returns to the previous level.
    fn retreat(&mut self) -> bool {
        if self.path.is_empty() {
            return false;
        }
        let frame = self.frames.pop().expect("one frame per move");
        self.path.pop();
        // The frame popped is the one pushed by `advance` for the last move: it records
        // the hole and extremes before that move. The level below keeps its `next`.
        self.undo(frame);
        true
    }
}

impl Iterator for AllOptimal {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        if self.done {
            return None;
        }
        if !self.started {
            self.init();
        }
        loop {
            if self.path.len() as u64 == self.length {
                // I + V fell by one a move from nm + n + m, so this is the goal.
                let solution = self.path.clone();
                if !self.retreat() {
                    self.done = true;
                }
                return Some(solution);
            }
            let mut moved = false;
            loop {
                let level = self.frames.len() - 1;
                let k = self.frames[level].next;
                if k >= 4 {
                    break;
                }
                self.frames[level].next = k + 1;
                if let Some(from) = self.candidate(k) {
                    if self.advance(from) {
                        moved = true;
                        break;
                    }
                }
            }
            if !moved && !self.retreat() {
                self.done = true;
                return None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_by_one_has_two_solutions_of_three_moves() {
        let p = Shift::new(1, 1).unwrap();
        assert_eq!(
            shortest_paths(p, Moves::All).unwrap(),
            Paths {
                distance: 3,
                count: 2
            }
        );
        let all: Vec<_> = all_optimal(p).collect();
        assert_eq!(all, vec![vec![0, 2, 1], vec![2, 0, 1]]);
    }

    #[test]
    fn packs_the_largest_boards_correctly() {
        // 21 squares: 42 bits of cells below the hole's field.
        for (n, m, count) in [(19, 1, 10_946), (1, 19, 10_946), (18, 2, 2), (3, 17, 2)] {
            let p = Shift::new(n, m).unwrap();
            let paths = shortest_paths(p, Moves::All).unwrap();
            assert_eq!(paths.distance, n * m + n + m, "n={n} m={m}");
            assert_eq!(paths.count, count, "n={n} m={m}");
        }
    }

    #[test]
    fn refuses_big_boards() {
        assert!(shortest_paths(Shift::new(11, 10).unwrap(), Moves::All).is_err());
    }
}
