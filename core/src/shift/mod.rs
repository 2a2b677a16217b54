//! Shifting checkers (frogs and toads), after *Complete Solutions for a Combinatorial Puzzle in
//! Linear Time* (docs/glossary.md): n black and m white checkers on n+m+1 squares with one hole; a
//! checker slides into the adjacent hole or jumps over one neighbour into it. This file holds the
//! model and the rules; the submodules hold the paper's construction, the O(1) formula, search,
//! counting and Table 1's measures.

pub mod bound;
pub mod construction;
pub mod count;
pub mod formula;
pub mod inversions;
pub mod position;
pub mod potential;
pub mod runs;
pub mod search;

pub use construction::Construction;
pub use count::count;
pub use formula::move_at;
/// The big integer type of [`count()`], re-exported so that callers need not depend on num-bigint.
pub use num_bigint::BigUint;
pub use search::all_optimal;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Measure, Notation, OnePlayer, Rules};
use crate::message::{typed, Message};
use crate::row::board::{Board, Cell};
use crate::row::{Illegal, Motion, MoveKind, Puzzle};
use crate::task::{Task, TaskKind};
use std::fmt;
use std::str::FromStr;

/// The largest n or m accepted: the O(1) formula is exact far beyond, and nm + n + m still
/// fits a u64 here.
pub const MAX_SIDE: u64 = 1_000_000_000;

/// Shifting checkers in the catalog. The page goes to 10^9 a side (the core's limit): there
/// a solution has 10^18 + 2·10^9 moves, so the page's steps cross as BigInt, and the row of
/// 2·10^9 + 1 squares is drawn from the layout's runs, never held.
pub const INFO: GameInfo = GameInfo {
    id: "shift",
    view: View::Row,
    players: 1,
    source: crate::catalog::sources::SHIFTING_CHECKERS,
    params: &[
        Param {
            name: "n",
            kind: Kind::Whole {
                min: 1,
                max: MAX_SIDE,
                page_max: 1_000_000_000,
                default: 3,
            },
        },
        Param {
            name: "m",
            kind: Kind::Whole {
                min: 1,
                max: MAX_SIDE,
                page_max: 1_000_000_000,
                default: 2,
            },
        },
        Param {
            name: "first",
            kind: Kind::Choice {
                options: &["right", "left"],
                default: "right",
            },
        },
    ],
    preview: r#"{"kind":"row","n":3,"m":3,"first":"right","step":5,"cells":"B_WBWBW"}"#,
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

/// Which way the first move goes (docs/design.md): `Right` slides the black on n-1 right,
/// `Left` slides the white on n+1 left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Right,
    Left,
}

impl Direction {
    pub fn flipped(self) -> Direction {
        match self {
            Direction::Right => Direction::Left,
            Direction::Left => Direction::Right,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Right => "right",
            Direction::Left => "left",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Direction {
    type Err = Message;

    /// `right` or `left`, or the refusal naming the text as typed (`shift-first-unknown`).
    fn from_str(s: &str) -> Result<Direction, Message> {
        match s {
            "right" => Ok(Direction::Right),
            "left" => Ok(Direction::Left),
            _ => Err(fact!("shift-first-unknown", first = typed(s))),
        }
    }
}

/// The puzzle of n black and m white checkers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shift {
    n: u64,
    m: u64,
}

impl Shift {
    /// Checks 1 ≤ n, m ≤ MAX_SIDE; the refusal is the shared range fact
    /// (`boards-value-range`, values.ftl) naming `n` or `m` and the value as given.
    pub fn new(n: u64, m: u64) -> Result<Shift, Message> {
        for (name, v) in [("n", n), ("m", m)] {
            if v == 0 || v > MAX_SIDE {
                return Err(fact!(
                    "boards-value-range",
                    name = name,
                    lo = 1u64,
                    hi = MAX_SIDE,
                    value = v.to_string()
                ));
            }
        }
        Ok(Shift { n, m })
    }

    pub fn n(&self) -> u64 {
        self.n
    }

    pub fn m(&self) -> u64 {
        self.m
    }

    /// nm + n + m (Theorem 1 for the bound, proved over every legal move in
    /// docs/shift-optimality.md; Theorem 2 for the construction).
    pub fn length(&self) -> u64 {
        self.n * self.m + self.n + self.m
    }

    /// The board with `left` checkers of `left_cell`, the hole, then the others.
    fn row(&self, left: u64, left_cell: Cell, right_cell: Cell) -> Board {
        let squares = (self.n + self.m + 1) as usize;
        let mut cells = vec![right_cell; squares];
        cells[..left as usize].fill(left_cell);
        cells[left as usize] = Cell::Hole;
        Board::new(cells).expect("the row has a hole")
    }
}

impl Rules for Shift {
    type State = Board;
    /// The square of the checker that moves (docs/design.md).
    type Move = u64;
    type Undo = Motion;
    type Illegal = Illegal;

    fn start(&self) -> Board {
        self.row(self.n, Cell::Black, Cell::White)
    }

    fn legal_moves(&self, board: &Board) -> Vec<u64> {
        let hole = board.hole();
        [
            hole.wrapping_sub(2),
            hole.wrapping_sub(1),
            hole + 1,
            hole + 2,
        ]
        .into_iter()
        .filter(|&s| s < board.len())
        .map(|s| s as u64)
        .collect()
    }

    fn apply(&self, board: &mut Board, square: &u64) -> Result<Motion, Illegal> {
        self.check(board, *square).map(|motion| motion.make(board))
    }

    fn undo(&self, board: &mut Board, _: &u64, motion: Motion) {
        motion.take_back(board);
    }
}

impl Notation for Shift {
    fn write_move(&self, square: &u64) -> String {
        square.to_string()
    }
    /// The trait's text is the fact's log form: no shell reads it, each reads the fact of
    /// [`parse_square`](crate::row::motion::parse_square) (the command line's `verify`).
    fn parse_move(&self, text: &str) -> Result<u64, String> {
        crate::row::motion::parse_square(text).map_err(|fact| fact.to_string())
    }
}

impl OnePlayer for Shift {
    fn is_goal(&self, board: &Board) -> bool {
        *board == self.goal()
    }

    /// [`bound::shift_bound`], at least 1 off the goal.
    fn lower_bound(&self, board: &Board) -> Option<u64> {
        Some(if self.is_goal(board) {
            0
        } else {
            bound::shift_bound(board).max(1)
        })
    }

    fn optimum(&self) -> Option<u64> {
        Some(self.length())
    }

    /// Inversions and vacant inversions (Table 1), which the optimal solutions lower by
    /// exactly one per move.
    fn measures(&self, board: &Board) -> Vec<Measure> {
        vec![
            Measure {
                name: "inversions",
                value: inversions::inversions(board),
            },
            Measure {
                name: "vacant inversions",
                value: inversions::vacant_inversions(board),
            },
        ]
    }
}

impl Puzzle for Shift {
    fn move_written(&self) -> Message {
        fact!("shift-move-written")
    }
    fn name(&self) -> &'static str {
        "shift"
    }

    fn squares(&self) -> usize {
        (self.n + self.m + 1) as usize
    }

    fn goal(&self) -> Board {
        self.row(self.m, Cell::White, Cell::Black)
    }

    fn optimal_length(&self) -> u64 {
        self.length()
    }

    fn check(&self, board: &Board, square: u64) -> Result<Motion, Illegal> {
        let squares = board.len();
        if square >= squares as u64 {
            return Err(Illegal::OffBoard { square, squares });
        }
        let (from, to) = (square as usize, board.hole());
        let kind = match from.abs_diff(to) {
            0 => return Err(Illegal::IsHole { square }),
            1 => MoveKind::Slide,
            2 => MoveKind::Jump,
            _ => return Err(Illegal::NotNextToHole { square }),
        };
        Ok(Motion { kind, from, to })
    }
}

/// The optimal solution of `shift` whose first move goes `first`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShiftSolution {
    pub shift: Shift,
    pub first: Direction,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay::replay;

    #[test]
    fn start_and_goal_follow_design() {
        let p = Shift::new(3, 2).unwrap();
        assert_eq!(p.start().to_string(), "BBB_WW");
        assert_eq!(p.goal().to_string(), "WW_BBB");
        assert_eq!(p.length(), 11);
    }

    #[test]
    fn sizes_and_directions_are_refused_as_facts() {
        assert_eq!(
            Shift::new(0, 2).unwrap_err().flat(),
            "boards-value-range name=n lo=1 hi=1000000000 value=0"
        );
        let past = Shift::new(2, MAX_SIDE + 1).unwrap_err();
        assert_eq!(past.id, "boards-value-range");
        assert_eq!(
            past.arg("name"),
            Some(&crate::message::Arg::Text("m".into()))
        );
        assert_eq!(
            past.arg("hi"),
            Some(&crate::message::Arg::Number(MAX_SIDE as i64))
        );
        assert_eq!(
            past.arg("value"),
            Some(&crate::message::Arg::Text("1000000001".into()))
        );
        assert_eq!("left".parse::<Direction>(), Ok(Direction::Left));
        assert_eq!(
            "up".parse::<Direction>().unwrap_err(),
            fact!("shift-first-unknown", first = typed("up"))
        );
        assert_eq!(
            p_move("x"),
            Err(fact!("row-not-a-square", square = typed("x")))
        );
        assert_eq!(p_move("7"), Ok(7));
    }

    fn p_move(text: &str) -> Result<u64, Message> {
        crate::row::motion::parse_square(text)
    }

    #[test]
    fn every_kind_of_slide_and_jump_is_legal() {
        let p = Shift::new(2, 2).unwrap();
        for (board, square, kind) in [
            ("BB_WW", 1, MoveKind::Slide),
            ("BB_WW", 3, MoveKind::Slide),
            ("BB_WW", 0, MoveKind::Jump), // over its own colour
            ("BB_WW", 4, MoveKind::Jump),
        ] {
            let b: Board = board.parse().unwrap();
            assert_eq!(p.check(&b, square).unwrap().kind, kind, "{board} {square}");
        }
    }

    #[test]
    fn illegal_moves_say_why() {
        let p = Shift::new(3, 2).unwrap();
        let msg = |moves: Vec<u64>| replay(&p, moves).unwrap_err().to_string();
        assert_eq!(msg(vec![3]), "step 1: square 3 is the hole");
        assert_eq!(msg(vec![2, 5]), "step 2: square 5 is not next to the hole");
        assert_eq!(
            msg(vec![6]),
            "step 1: square 6 is off the board (squares are 0 to 5)"
        );
    }
}
