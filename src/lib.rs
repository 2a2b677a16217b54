//! movelab: optimal solvers for the games of five papers. The core (everything but `web`)
//! knows nothing of the browser: `game` is the contract every game implements, `search`
//! the searches written once over it, `catalog` the list of games, and each game has a
//! folder of its own named by its id. `web` translates the core for a canvas page.

pub mod board;
pub mod catalog;
pub mod game;
pub mod layout;
pub mod pairs;
pub mod peg;
pub mod play;
pub mod player;
pub mod puzzle;
pub mod replay;
pub mod search;
pub mod shift;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod web;
