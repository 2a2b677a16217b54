//! What every puzzle provides: its rules (start, goal, legal moves) and, for one chosen
//! optimal solution, the move at any step in O(1). Replay and the player are written
//! once against these traits.

use crate::board::{Board, Cell};
use crate::layout::Layout;
use crate::player::Tally;
use std::fmt;

/// How a checker (or a pair) travels in one move; the player animates from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// One checker into the adjacent hole.
    Slide,
    /// One checker over its neighbour into the hole.
    Jump,
    /// Two adjacent checkers, order kept, into the two holes.
    Pair,
}

/// One applied move: the checkers on `from..from+width` went to `to..to+width`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motion {
    pub kind: MoveKind,
    pub from: usize,
    pub to: usize,
}

impl Motion {
    pub fn width(&self) -> usize {
        match self.kind {
            MoveKind::Pair => 2,
            MoveKind::Slide | MoveKind::Jump => 1,
        }
    }
}

/// A move on a row that need not fit in memory (the page's windowed drawing): the checkers
/// on `from..from+width` go to `to..to+width`, squares as u64.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub kind: MoveKind,
    pub from: u64,
    pub to: u64,
}

/// Why a move is illegal; shown to people as a sentence, so keep the wording plain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The square is not on the board (squares are 0..squares).
    OffBoard { square: u64, squares: usize },
    /// Shifting checkers: the square named is the hole itself.
    IsHole { square: u64 },
    /// Shifting checkers: the checker is more than two squares from the hole.
    NotNextToHole { square: u64 },
    /// Pairs: the pair starting at `square` is not two checkers.
    NotAPair { square: u64 },
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::OffBoard { square, squares } => write!(
                f,
                "square {square} is off the board (squares are 0 to {})",
                squares.saturating_sub(1)
            ),
            Illegal::IsHole { square } => write!(f, "square {square} is the hole"),
            Illegal::NotNextToHole { square } => {
                write!(f, "square {square} is not next to the hole")
            }
            Illegal::NotAPair { square } => write!(
                f,
                "squares {square} and {} are not two checkers",
                square + 1
            ),
        }
    }
}

impl std::error::Error for Illegal {}

/// The rules of one puzzle of one size.
pub trait Puzzle {
    /// `shift` or `pairs`, as in DESIGN.md.
    fn name(&self) -> &'static str;
    fn squares(&self) -> usize;
    fn start(&self) -> Board;
    fn goal(&self) -> Board;
    /// The least number of moves from start to goal (proved by the tests' searches).
    fn optimal_length(&self) -> u64;
    /// What the move written as `square` would do on `board` (DESIGN.md: the moving
    /// checker's square for `shift`, the pair's left square for `pairs`), or why it is
    /// illegal. `board` must be a position of this puzzle.
    fn check(&self, board: &Board, square: u64) -> Result<Motion, Illegal>;

    /// Checks and makes the move.
    fn apply(&self, board: &mut Board, square: u64) -> Result<Motion, Illegal> {
        let motion = self.check(board, square)?;
        board.move_block(motion.from, motion.to, motion.width());
        Ok(motion)
    }
    /// Every legal move from `board`, as the squares that name them.
    fn legal_moves(&self, board: &Board) -> Vec<u64>;

    /// The quantities the paper's lower-bound proof counts on `board` (inversions and the
    /// like), for readouts that show the proof at work. O(squares).
    fn measures(&self, _board: &Board) -> Vec<Measure> {
        Vec::new()
    }
}

/// A named quantity of a position, e.g. `inversions = 6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measure {
    pub name: &'static str,
    pub value: u64,
}

/// One optimal solution of a puzzle, with the move at any step in O(1).
pub trait Solution {
    fn puzzle(&self) -> &dyn Puzzle;
    /// The move of step `step`, 1-based; `step` must be in `1..=length()`.
    fn move_at(&self, step: u64) -> u64;
    fn length(&self) -> u64 {
        self.puzzle().optimal_length()
    }
    /// The position after `step` moves (`0..=length()`; larger steps give the goal) as
    /// runs, in O(1) without replay; `None` for a solution without a position formula (a
    /// listed one), which the player then replays.
    fn layout_at(&self, _step: u64) -> Option<Layout> {
        None
    }
    /// How many moves of each kind the first `step` moves are, in O(1); `None` as above.
    fn tally_at(&self, _step: u64) -> Option<Tally> {
        None
    }
    /// The move of step `step + 1` as it applies to [`Solution::layout_at`]`(step)`, in
    /// O(runs) with no board in memory; `None` at the goal or without a formula. Two
    /// adjacent holes make it a pair move, else the distance to the hole tells a slide
    /// from a jump.
    fn span_after(&self, step: u64) -> Option<Span> {
        if step >= self.length() {
            return None;
        }
        let layout = self.layout_at(step)?;
        let to = layout.hole()?;
        let from = self.move_at(step + 1);
        let kind = if layout.cell(to + 1) == Some(Cell::Hole) {
            MoveKind::Pair
        } else if from.abs_diff(to) == 1 {
            MoveKind::Slide
        } else {
            MoveKind::Jump
        };
        Some(Span { kind, from, to })
    }
}
