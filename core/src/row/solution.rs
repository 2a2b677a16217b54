//! What a checker row adds to the contract (`crate::game`): a [`Puzzle`] is a one-player
//! game on a `Board` whose moves are squares, and a [`Solution`] is one optimal solution with
//! the move, position and move counts at any step in O(1). The player is written against these.

use super::board::{Board, Cell};
use super::motion::{Illegal, Motion, MoveKind, Span};
use super::player::Tally;
use super::runs::Layout;
use crate::game::{Measure, Notation, OnePlayer};

/// A puzzle on a checker row: the contract's rules with the row's position, moves named by a
/// square (docs/design.md: the moving checker's square for `shift`, the pair's left square for
/// `pairs`), and the applied move's [`Motion`] kept for undo and for the player's animation.
pub trait Puzzle:
    OnePlayer<State = Board, Move = u64, Undo = Motion, Illegal = Illegal> + Notation
{
    /// `shift` or `pairs`, as in docs/design.md; for headers and file names, never for dispatch.
    fn name(&self) -> &'static str;
    fn squares(&self) -> usize;
    fn goal(&self) -> Board;
    /// The least number of moves from start to goal (proved by the tests' searches).
    fn optimal_length(&self) -> u64;
    /// What the move written as `square` would do on `board`, or why it is illegal.
    /// `board` must be a position of this puzzle.
    fn check(&self, board: &Board, square: u64) -> Result<Motion, Illegal>;
    /// How many squares a move takes: 1 (a checker) or 2 (a pair).
    fn move_width(&self) -> u32 {
        1
    }
    /// How a move is written, as a fact the shells word (`shift-move-written`: "the square
    /// of the checker that moves").
    fn move_written(&self) -> crate::message::Message;
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
    /// The puzzle's measures ([`OnePlayer::measures`]) after `step` moves, in O(runs)
    /// without a board; `None` where the solution cannot tell them so (the player then reads
    /// them from its board, or shows none on a row too long to hold).
    fn measures_at(&self, _step: u64) -> Option<Vec<Measure>> {
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
        span_on(&layout, self.move_at(step + 1))
    }
}

/// The move written as square `from` on the position `layout`, for a move the solution
/// makes there: two adjacent holes make it a pair move, else the distance to the hole
/// tells a slide from a jump. O(runs).
pub fn span_on(layout: &Layout, from: u64) -> Option<Span> {
    let to = layout.hole()?;
    let kind = if layout.cell(to + 1) == Some(Cell::Hole) {
        MoveKind::Pair
    } else if from.abs_diff(to) == 1 {
        MoveKind::Slide
    } else {
        MoveKind::Jump
    };
    Some(Span { kind, from, to })
}
