//! Moving checkers in pairs (Tait's problem), after Zhu and Wang, *An Optimal Algorithm for a
//! Strategy Game*: n black and n white checkers on 2n+2 squares; a move shifts two adjacent
//! checkers, order kept, into the two adjacent holes. This file holds the model and the rules.

pub mod construction;
pub mod count;
pub mod formula;
pub mod packed;
pub mod position;
pub mod runs;
pub mod search;
pub mod structure;

pub use construction::{Construction, PairsSolution, N3_SOLUTION};
pub use count::count;
pub use formula::move_at;
pub use search::all_optimal;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Measure, Notation, OnePlayer, Rules};
use crate::message::Message;
use crate::row::board::{Board, Cell};
use crate::row::{Illegal, Motion, MoveKind, Puzzle};
use crate::task::{Task, TaskKind};

/// The largest n accepted: the O(1) formula stays exact in u64 arithmetic up to here.
pub const MAX_N: u64 = 1_000_000_000_000_000;

/// Moving checkers in pairs in the catalog. n = 1 and n = 2 have no solution, so the page
/// starts at 3; the command line takes them and says why they fail.
pub const INFO: GameInfo = GameInfo {
    id: "pairs",
    view: View::Row,
    players: 1,
    source: crate::catalog::sources::ZHU_WANG,
    params: &[Param {
        name: "n",
        kind: Kind::Whole {
            min: 3,
            max: MAX_N,
            page_max: 1_000_000_000,
            default: 5,
        },
    }],
    preview: r#"{"kind":"row","n":5,"m":0,"first":"","step":2,"cells":"BWWBBWW__WBB"}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[
        Task {
            id: TaskKind::Solve,
        },
        Task {
            id: TaskKind::Optimal,
        },
    ],
};

/// The puzzle of n black and n white checkers moved in pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairs {
    n: u64,
}

impl Pairs {
    /// Checks 3 ≤ n ≤ MAX_N: for n = 1 and n = 2 no sequence of moves reaches the goal,
    /// which the refusal says (`pairs-no-solution`); any other n out of range is the shared
    /// range fact (`boards-value-range`, values.ftl), the value as given.
    pub fn new(n: u64) -> Result<Pairs, Message> {
        match n {
            1 | 2 => Err(fact!("pairs-no-solution", n = n)),
            n if n == 0 || n > MAX_N => Err(fact!(
                "boards-value-range",
                name = "n",
                lo = 3u64,
                hi = MAX_N,
                value = n.to_string()
            )),
            n => Ok(Pairs { n }),
        }
    }

    /// The rules for any n ≥ 1, solvable or not (for searches that prove n = 1, 2 hopeless).
    pub fn any(n: u64) -> Pairs {
        Pairs { n }
    }

    pub fn n(&self) -> u64 {
        self.n
    }
}

impl Pairs {
    /// The unlike neighbours U of `board`, with whether its holes are at an end of the row.
    fn unlike_and_end(board: &Board) -> (u64, bool) {
        (neighbours(board.cells()).0, Pairs::holes_at_end(board))
    }

    /// Whether the two holes of `board` are at an end of the row.
    fn holes_at_end(board: &Board) -> bool {
        let hole = board.hole();
        hole == 0 || hole + 2 == board.len()
    }

    /// What square `s` holds at the goal, `__WBWB…WB`.
    fn goal_cell(s: usize) -> Cell {
        match s {
            0 | 1 => Cell::Hole,
            s if s % 2 == 0 => Cell::White,
            _ => Cell::Black,
        }
    }
}

/// The adjacent squares of `cells` that hold two checkers of unlike colours, and those that
/// hold two of one colour, black's and white's: one pass, as the page measures a row of two
/// million squares at every snapshot.
fn neighbours(cells: &[Cell]) -> (u64, [u64; 2]) {
    let (mut unlike, mut like) = (0, [0, 0]);
    for s in 1..cells.len() {
        match (cells[s - 1], cells[s]) {
            (Cell::Black, Cell::Black) => like[0] += 1,
            (Cell::White, Cell::White) => like[1] += 1,
            (Cell::Black, Cell::White) | (Cell::White, Cell::Black) => unlike += 1,
            _ => {}
        }
    }
    (unlike, like)
}

impl Rules for Pairs {
    type State = Board;
    /// The left square of the pair that moves (docs/design.md).
    type Move = u64;
    type Undo = Motion;
    type Illegal = Illegal;

    fn start(&self) -> Board {
        let n = self.n as usize;
        let mut cells = vec![Cell::Hole; 2 * n + 2];
        cells[..n].fill(Cell::Black);
        cells[n..2 * n].fill(Cell::White);
        Board::new(cells).expect("two holes")
    }

    fn legal_moves(&self, board: &Board) -> Vec<u64> {
        let cells = board.cells();
        let mut moves = Vec::with_capacity(cells.len());
        for s in 1..cells.len() {
            if cells[s - 1].is_checker() && cells[s].is_checker() {
                moves.push(s as u64 - 1);
            }
        }
        moves
    }

    fn apply(&self, board: &mut Board, square: &u64) -> Result<Motion, Illegal> {
        self.check(board, *square).map(|motion| motion.make(board))
    }

    fn undo(&self, board: &mut Board, _: &u64, motion: Motion) {
        motion.take_back(board);
    }
}

impl Notation for Pairs {
    fn write_move(&self, square: &u64) -> String {
        square.to_string()
    }
    /// The trait's text is the fact's log form: no shell reads it, each reads the fact of
    /// [`parse_square`](crate::row::motion::parse_square) (the command line's `verify`).
    fn parse_move(&self, text: &str) -> Result<u64, String> {
        crate::row::motion::parse_square(text).map_err(|fact| fact.to_string())
    }
}

impl OnePlayer for Pairs {
    fn is_goal(&self, board: &Board) -> bool {
        let cells = board.cells();
        cells.len() == self.squares() && (0..cells.len()).all(|s| cells[s] == Pairs::goal_cell(s))
    }

    /// The lower bound Φ of Theorem 1's count, at least 1 off the goal. Count U, the adjacent
    /// squares that hold two checkers of unlike colours; the goal (`__WBWB…WB`) has the most
    /// possible, 2n − 1, so let d = 2n − 1 − U. A move changes only the two squares it empties and
    /// the two holes it fills: the moved pair keeps its own adjacency, the adjacencies at the
    /// squares it leaves are lost, and those at the holes it fills are gained. So U rises by at
    /// most 2 a move (Theorem 1's count), and by at most 1 when the holes are at an end of the
    /// board, where a filled hole has one neighbour only. Let e = 1 if the position is not the goal
    /// and its holes are at an end, else 0, and Φ = ⌈(d + e)/2⌉, which is 0 at the goal. A move
    /// from x to y lowers d by at most 1 + (1 − e(x)), so d(x) + e(x) ≤ d(y) + 2 ≤ d(y) + e(y) + 2,
    /// and Φ falls by at most one a move. So Φ moves are needed; at the start (holes at the right
    /// end) that is n, the optimum for n ≥ 4.
    ///
    /// It is [`moves_needed_at_least`] with d = 2n − 1 − U: ⌈(d + e)/2⌉ = ⌊d/2⌋ + 1 when
    /// e = 1.
    fn lower_bound(&self, board: &Board) -> Option<u64> {
        let (unlike, at_end) = Pairs::unlike_and_end(board);
        Some(moves_needed_at_least(
            self.n,
            unlike,
            at_end,
            self.is_goal(board),
        ))
    }

    /// None for n = 1 and 2, which have no solution.
    fn optimum(&self) -> Option<u64> {
        (self.n >= 3).then(|| optimum(self.n))
    }

    /// Theorem 1 at work: the adjacent unlike pairs now, and the fewest moves that can
    /// still reach the goal by [`moves_needed_at_least`] and [`colour_bound`].
    fn measures(&self, board: &Board) -> Vec<Measure> {
        let (unlike, like) = neighbours(board.cells());
        let at_end = Pairs::holes_at_end(board);
        // The goal has the most unlike neighbours a row can have, 2n − 1 (Theorem 1's
        // count): a row with fewer is not compared square by square.
        let at_goal = unlike + 1 == 2 * self.n && self.is_goal(board);
        self.measures_of(unlike, at_end, at_goal, like)
    }
}

impl Pairs {
    /// [`OnePlayer::measures`] from the counts it is made of: the unlike neighbours, whether
    /// the holes are at an end, whether this is the goal, and the like neighbours of each
    /// colour (black, white). The board's scan and the layout's runs both feed it.
    pub fn measures_of(
        &self,
        unlike: u64,
        at_end: bool,
        at_goal: bool,
        like: [u64; 2],
    ) -> Vec<Measure> {
        let bound = moves_needed_at_least(self.n, unlike, at_end, at_goal)
            .max(colour_bound(like[0], like[1]));
        vec![
            Measure {
                name: "unlike neighbours",
                value: unlike,
            },
            Measure {
                name: "moves still needed at least",
                value: bound,
            },
        ]
    }
}

impl Puzzle for Pairs {
    fn move_width(&self) -> u32 {
        2
    }
    fn move_written(&self) -> Message {
        fact!("pairs-move-written")
    }
    fn name(&self) -> &'static str {
        "pairs"
    }

    fn squares(&self) -> usize {
        (2 * self.n + 2) as usize
    }

    fn goal(&self) -> Board {
        let cells = (0..self.squares()).map(Pairs::goal_cell).collect();
        Board::new(cells).expect("two holes")
    }

    fn optimal_length(&self) -> u64 {
        crate::pairs::optimum(self.n)
    }

    fn check(&self, board: &Board, square: u64) -> Result<Motion, Illegal> {
        let squares = board.len();
        if square >= (squares as u64).saturating_sub(1) {
            return Err(Illegal::OffBoard { square, squares });
        }
        let from = square as usize;
        if !(board.cells()[from].is_checker() && board.cells()[from + 1].is_checker()) {
            return Err(Illegal::NotAPair { square });
        }
        Ok(Motion {
            kind: MoveKind::Pair,
            from,
            to: board.hole(),
        })
    }
}

/// A second lower bound, from the like neighbours of each colour c (black-black or
/// white-white links; the goal has none). A move lifting the pair a b from between x and y
/// loses at most the links x–a and b–y, so it removes at most two links of colour c. Two
/// consecutive moves remove at most two: the first leaves holes between x and y, and the
/// second drops its pair a′ b′ there. On the left the two moves lose at most
/// [x = a = c] + [a′ = c] and gain back [x = a′ = c], which nets at most one whatever x is;
/// the right side likewise. So m moves remove at most 2⌈m/2⌉ links of colour c, and e > 0
/// links need m ≥ e − 1 moves for even e, m ≥ e for odd e. (Pairs shifted into adjacent
/// holes and rows ending at a hole only lose fewer; the tests check the two-move step on
/// every position and pair of moves of small n, and the bound against BFS distances.)
pub fn colour_bound(equal_black: u64, equal_white: u64) -> u64 {
    let one = |e: u64| if e == 0 { 0 } else { e - 1 + e % 2 };
    one(equal_black).max(one(equal_white))
}

/// A lower bound on the moves from a position of size n to the goal, from Theorem 1's
/// argument: the goal has 2n-1 adjacent unlike pairs ("inversion pairs"); a move changes
/// only the four neighbourhoods of the pair it lifts and of the holes it fills, so it adds
/// at most two, and at most one when the holes it fills are at an end of the row (the
/// pair then has one neighbour). `unlike` is the position's count, `holes_at_end` whether
/// its holes are on 0,1 or 2n,2n+1, `at_goal` whether it is the goal. The tests check
/// the bound against breadth-first distances for every position of small n.
pub fn moves_needed_at_least(n: u64, unlike: u64, holes_at_end: bool, at_goal: bool) -> u64 {
    if at_goal {
        return 0;
    }
    let deficit = (2 * n).saturating_sub(1).saturating_sub(unlike);
    if holes_at_end {
        // The first move adds at most one, each later one at most two.
        deficit / 2 + 1
    } else {
        deficit.div_ceil(2).max(1)
    }
}

/// The least number of moves for size n ≥ 3: n for n ≥ 4 (Theorem 1 gives at least n, the
/// construction reaches the goal in n), and for n = 3 the length of [`N3_SOLUTION`], which
/// the breadth-first search of the tests proves optimal (the 3-move bound is not reached).
/// Meaningless for n = 1, 2, which have no solution.
pub fn optimum(n: u64) -> u64 {
    if n == 3 {
        N3_SOLUTION.len() as u64
    } else {
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-pass counts and the goal test against their definitions, on every row of
    /// n = 1 to 4 with its two holes side by side and any colours.
    #[test]
    fn the_one_pass_counts_are_the_definitions() {
        for n in 1..=4u64 {
            let pairs = Pairs::any(n);
            let squares = pairs.squares();
            for hole in 0..squares - 1 {
                for colours in 0..1u32 << (squares - 2) {
                    let mut bits = (0..squares - 2).map(|b| colours >> b & 1);
                    let cells: Vec<Cell> = (0..squares)
                        .map(|s| match s {
                            s if s == hole || s == hole + 1 => Cell::Hole,
                            _ if bits.next() == Some(1) => Cell::White,
                            _ => Cell::Black,
                        })
                        .collect();
                    let pair = |f: &dyn Fn(Cell, Cell) -> bool| {
                        cells.windows(2).filter(|w| f(w[0], w[1])).count() as u64
                    };
                    let unlike = pair(&|a, b| a.is_checker() && b.is_checker() && a != b);
                    let blacks = pair(&|a, b| a == Cell::Black && b == Cell::Black);
                    let whites = pair(&|a, b| a == Cell::White && b == Cell::White);
                    assert_eq!(neighbours(&cells), (unlike, [blacks, whites]), "{cells:?}");
                    let board = Board::new(cells).unwrap();
                    assert_eq!(pairs.is_goal(&board), board == pairs.goal(), "{board:?}");
                }
            }
        }
    }

    #[test]
    fn sizes_without_a_solution_or_out_of_range_are_refused_as_facts() {
        assert_eq!(Pairs::new(3).map(|p| p.n()), Ok(3));
        assert_eq!(
            Pairs::new(2).unwrap_err(),
            fact!("pairs-no-solution", n = 2u64)
        );
        assert_eq!(
            Pairs::new(0).unwrap_err().flat(),
            "boards-value-range name=n lo=3 hi=1000000000000000 value=0"
        );
        assert_eq!(
            Pairs::new(MAX_N + 1).unwrap_err().flat(),
            "boards-value-range name=n lo=3 hi=1000000000000000 value=1000000000000001"
        );
    }
}
