//! How a move travels on a checker row (slide, jump, pair), the same move on a row too long
//! for memory, and why a row move is illegal: what every checker row shares about moves.

use super::board::Board;
use crate::fact;
use crate::message::Message;
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

    /// Makes this move, which a puzzle's `check` answered for `board`.
    pub fn make(self, board: &mut Board) -> Motion {
        board.move_block(self.from, self.to, self.width());
        self
    }

    /// Takes this move back: the checkers return from `to` to `from`.
    pub fn take_back(self, board: &mut Board) {
        board.move_block(self.to, self.from, self.width());
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

impl Span {
    /// Checkers that travel: 2 for a pair, else 1.
    pub fn width(&self) -> u64 {
        match self.kind {
            MoveKind::Pair => 2,
            MoveKind::Slide | MoveKind::Jump => 1,
        }
    }
}

impl From<Motion> for Span {
    fn from(m: Motion) -> Span {
        Span {
            kind: m.kind,
            from: m.from as u64,
            to: m.to as u64,
        }
    }
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

impl Illegal {
    /// Why the move is illegal, as a fact (messages `row-illegal-*`); squares as written.
    pub fn fact(&self) -> Message {
        match *self {
            Illegal::OffBoard { square, squares } => fact!(
                "row-illegal-off-board",
                square = square.to_string(),
                last = squares.saturating_sub(1).to_string()
            ),
            Illegal::IsHole { square } => fact!("row-illegal-hole", square = square.to_string()),
            Illegal::NotNextToHole { square } => {
                fact!("row-illegal-not-next", square = square.to_string())
            }
            Illegal::NotAPair { square } => fact!(
                "row-illegal-not-a-pair",
                square = square.to_string(),
                second = (square + 1).to_string()
            ),
        }
    }
}

/// A move as both rows write it: one square number, or the refusal naming the text as
/// typed (`row-not-a-square`).
pub fn parse_square(text: &str) -> Result<u64, Message> {
    text.parse::<u64>()
        .map_err(|_| fact!("row-not-a-square", square = crate::message::typed(text)))
}
