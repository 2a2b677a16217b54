//! movelab: optimal solvers for the 14 games of four papers and a tutorial. The core knows nothing of the
//! browser (the page's wasm is the `movelab-web` package, the command line `movelab-cli`):
//! `game` is the contract every game implements, `search` the searches written once over
//! it, `catalog` the list of games as plain data, `row` what the checker rows share, `play`
//! the judge of any one-player game, `task` the judge of a teacher's task, `run` the recorders of the algorithms shown step by
//! step, `random` the seeded generator of the random instances, and each game has a folder
//! of its own named by its id (docs/architecture.md).

pub mod automaton;
pub mod candy;
pub mod catalog;
pub mod game;
pub mod grundys;
pub mod impartial;
pub mod kinrow;
pub mod knights;
pub mod message;
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
pub mod task;
pub mod text;
pub mod tictactoe;
