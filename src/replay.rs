//! Replays a move list on a puzzle and judges it: the first illegal step with its reason,
//! whether it ends at the goal, and whether it is optimal.

use crate::puzzle::{Illegal, Puzzle};
use std::fmt;

/// The verdict on a legal move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub moves: u64,
    pub reached_goal: bool,
    /// At the goal in exactly the optimal number of moves.
    pub optimal: bool,
}

/// The first illegal step of a move list (steps count from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepError {
    pub step: u64,
    pub illegal: Illegal,
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.illegal)
    }
}

impl std::error::Error for StepError {}

/// Applies `moves` from the start position; stops at the first illegal one.
pub fn replay<P: Puzzle + ?Sized>(
    puzzle: &P,
    moves: impl IntoIterator<Item = u64>,
) -> Result<Verdict, StepError> {
    let mut board = puzzle.start();
    let mut count = 0u64;
    for square in moves {
        count += 1;
        puzzle
            .apply(&mut board, square)
            .map_err(|illegal| StepError {
                step: count,
                illegal,
            })?;
    }
    let reached_goal = board == puzzle.goal();
    Ok(Verdict {
        moves: count,
        reached_goal,
        optimal: reached_goal && count == puzzle.optimal_length(),
    })
}

impl Verdict {
    /// A sentence for people and for `movelab verify`.
    pub fn describe(&self, optimum: u64) -> String {
        match (self.reached_goal, self.optimal) {
            (true, true) => format!("solved in {} moves, which is optimal", self.moves),
            (true, false) => format!("solved in {} moves; the optimum is {optimum}", self.moves),
            (false, _) => format!(
                "all {} moves are legal, but they do not end at the goal",
                self.moves
            ),
        }
    }
}
