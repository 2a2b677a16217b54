//! movelab: optimal solvers for the games of five papers. The core (everything but `web`)
//! knows nothing of the browser: `game` is the contract every game implements, `search`
//! the searches written once over it, `catalog` the list of games, `row` what the checker
//! rows share, `play` the judge of any one-player game, `random` the seeded generator of
//! the random instances, and each game has a folder of its own named by its id. `web`
//! translates the core for a canvas page.

pub mod automaton;
pub mod candy;
pub mod catalog;
pub mod game;
pub mod impartial;
pub mod kinrow;
pub mod knights;
pub mod nim;
pub mod octal;
pub mod pairs;
pub mod parity;
pub mod peg;
pub mod play;
pub mod push;
pub mod random;
pub mod row;
pub mod search;
pub mod shift;
pub mod subtraction;
pub mod text;

// kept for src/web until it moves to the new paths
pub use row::{board, player, runs as layout};
// kept for src/web until it moves to the new paths
pub mod puzzle {
    //! The old home of the row traits and moves, now in `crate::row`.
    pub use crate::game::Measure;
    pub use crate::row::motion::{Illegal, Motion, MoveKind, Span};
    pub use crate::row::solution::{Puzzle, Solution};
}
// kept for src/web until it moves to the new paths
pub mod replay {
    //! The old replay, now the generic `crate::game::replay`.
    pub use crate::game::replay::{replay, StepError, Verdict};
}

#[cfg(target_arch = "wasm32")]
pub mod web;
