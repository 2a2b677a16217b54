//! Practice: the page plays an optimal solution and stops before each move for the visitor to
//! choose it. Any optimal move counts as right (judged by the one-player judge's exact
//! distances where a table exists, else only the solution's own move); the solution's move is
//! then played either way. The position is the solution's playback (a timeline the visitor
//! steps through, seekable past 2^53 moves), not a game session: the visitor makes no move.

use crate::fact;
use crate::message::Message;
use crate::play::judge::lowers;
use crate::play::table::{table_for, Table};
use crate::row::board::Board;
use crate::row::player::Player;
use crate::row::{Illegal, Motion, Solution};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Right,
    /// Not an optimal move; the solution's move, `expected`, is played instead.
    Wrong {
        expected: u64,
    },
}

/// Why an answer was not taken (it is then not counted either way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeError {
    /// The solution is over: there is no move left to choose.
    Finished,
    /// The square names no legal move here.
    Illegal(Illegal),
}

impl fmt::Display for PracticeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PracticeError::Finished => f.write_str("the solution is complete: no move is left"),
            PracticeError::Illegal(illegal) => illegal.fmt(f),
        }
    }
}

impl std::error::Error for PracticeError {}

impl PracticeError {
    /// Why the answer is refused, as a fact (messages `row-practice-finished`, `row-illegal-*`).
    pub fn fact(&self) -> Message {
        match self {
            PracticeError::Finished => fact!("row-practice-finished"),
            PracticeError::Illegal(illegal) => illegal.fact(),
        }
    }
}

/// The score so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Moves in the solution.
    pub length: u64,
    pub right: u64,
    pub wrong: u64,
    /// Steps watched rather than answered (length − right − wrong).
    pub watched: u64,
    /// The shown position is the end of the solution.
    pub finished: bool,
}

pub struct Practice {
    player: Player,
    table: Option<Arc<Table>>,
    /// Step (1-based) → whether it was answered right. Only a step's first answer counts, so
    /// going back to retry a step does not change the score.
    answers: BTreeMap<u64, bool>,
}

impl Practice {
    /// Practice on `solution`, which must be optimal, from its start.
    pub fn new(solution: Box<dyn Solution>) -> Practice {
        let table = table_for(solution.puzzle());
        Practice {
            player: Player::new(solution),
            table,
            answers: BTreeMap::new(),
        }
    }

    /// The player underneath, for drawing (board, sprites, step).
    pub fn player(&self) -> &Player {
        &self.player
    }

    pub fn board(&self) -> &Board {
        self.player.board()
    }

    /// Moves of the solution shown so far.
    pub fn step(&self) -> u64 {
        self.player.step()
    }

    pub fn length(&self) -> u64 {
        self.player.length()
    }

    pub fn is_finished(&self) -> bool {
        self.player.at_goal()
    }

    /// The solution's next move, the one played after the visitor's answer.
    pub fn expected(&self) -> Option<u64> {
        (!self.is_finished()).then(|| self.player.solution().move_at(self.step() + 1))
    }

    /// The visitor chooses `square` as the next move: judged, counted (the first time this
    /// step is answered), then the solution's move is played.
    pub fn answer(&mut self, square: u64) -> Result<Answer, PracticeError> {
        let expected = self.expected().ok_or(PracticeError::Finished)?;
        let puzzle = self.player.solution().puzzle();
        let board = self.player.board();
        let squares = board.len();
        if square >= squares as u64 {
            return Err(PracticeError::Illegal(Illegal::OffBoard {
                square,
                squares,
            }));
        }
        puzzle
            .after(board, &square)
            .map_err(PracticeError::Illegal)?;
        // Right: the solution's move, or any move the one-player judge's exact distances
        // show to lower the distance by one.
        let right = square == expected
            || self
                .table
                .as_ref()
                .is_some_and(|t| lowers(puzzle, t.as_ref(), board, &square));
        let step = self.step() + 1;
        self.answers.entry(step).or_insert(right);
        self.player.forward();
        Ok(if right {
            Answer::Right
        } else {
            Answer::Wrong { expected }
        })
    }

    /// Watches the next move without answering.
    pub fn forward(&mut self) -> Option<Motion> {
        self.player.forward()
    }

    /// Goes back one move.
    pub fn back(&mut self) -> Option<Motion> {
        self.player.back()
    }

    /// Goes to any step (clamped to the solution); answering resumes from there.
    pub fn seek(&mut self, step: u64) {
        self.player.seek(step);
    }

    /// Whether step `step` was answered, and if so rightly.
    pub fn answered(&self, step: u64) -> Option<bool> {
        self.answers.get(&step).copied()
    }

    pub fn summary(&self) -> Summary {
        let right = self.answers.values().filter(|&&r| r).count() as u64;
        let wrong = self.answers.len() as u64 - right;
        Summary {
            length: self.length(),
            right,
            wrong,
            watched: self.length() - right - wrong,
            finished: self.is_finished(),
        }
    }
}
