//! movelab: optimal solvers for one-player checker puzzles. The core (everything but
//! `web`) knows nothing of the browser; `web` translates it for a canvas page.

pub mod board;
pub mod layout;
pub mod pairs;
pub mod play;
pub mod player;
pub mod puzzle;
pub mod replay;
pub mod shift;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod web;
