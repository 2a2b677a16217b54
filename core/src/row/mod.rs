//! What the checker rows (`shift`, `pairs`) share: the board, the position as runs, how a
//! move travels, the row [`Puzzle`] and [`Solution`] traits over the contract, and the
//! player that steps through one solution.

pub mod board;
pub mod motion;
pub mod player;
pub mod runs;
pub mod solution;
pub mod window;

pub use board::{Board, Cell};
pub use motion::{Illegal, Motion, MoveKind, Span};
pub use solution::{Puzzle, Solution};
