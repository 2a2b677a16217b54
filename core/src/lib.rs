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
pub mod grundys;
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
pub mod run;
pub mod search;
pub mod shift;
pub mod subtraction;
pub mod text;
pub mod tictactoe;
