//! The stage's play and practice display: the visitor's game shown instead of the solution
//! (play mode), the way back to the solution, and the ring on a chosen or hinted checker.
//! Split from `stage.rs`, which draws the solution's frames.

use super::Stage;
use crate::game::PlayGame;
use crate::hooks;
use crate::js_err;
use wasm_bindgen::prelude::*;

impl Stage {
    /// Play mode: shows the visitor's game (and its last move) instead of the solution,
    /// with the test hooks following the game (`data-step` = moves made).
    pub fn show_game(&mut self, game: &PlayGame) {
        self.glide = 0.0;
        let board = game.game.board().clone();
        let last = game.game.last_made().map(|(_, m)| (m.to, m.width()));
        hooks::step_and_board(&self.canvas, game.game.moves_made(), Some(&board));
        let resize = self.camera.squares != board.len();
        self.shown = Some((board, last));
        self.bands = None;
        if resize {
            self.measure();
        }
        self.told = None;
    }

    /// Back to showing the solution.
    pub fn show_solution(&mut self) {
        self.shown = None;
        self.centre = None;
        self.measure();
        self.told = None;
        self.sync_hooks();
    }

    // ---- practice: a ring on a chosen or hinted checker (play mode and practice) ----
    /// Rings the checkers on squares `from..from + width` of the board on screen (the one
    /// the keyboard chose, or the hint's) until the board next changes. In watch mode the
    /// solution's current position is held on screen with the ring (the page pauses and
    /// lands any glide first); `showSolution` lets it go. Throws on squares off the board.
    pub fn highlight(&mut self, from: f64, width: f64) -> Result<(), JsError> {
        let squares = self.camera.squares as u64;
        let width = crate::whole("width", width, 1, 2).map_err(|m| crate::fact_err(&m))?;
        let last = squares.saturating_sub(width);
        let from = crate::whole("from", from, 0, last).map_err(|m| crate::fact_err(&m))?;
        let board =
            match self.shown.take() {
                Some((board, _)) => board,
                None => match self.player.board() {
                    Some(board) => board.clone(),
                    None => return Err(js_err(
                        "this row is too long to hold in memory, so nothing can be ringed on it",
                    )),
                },
            };
        self.shown = Some((board, Some((from as usize, width as usize))));
        Ok(())
    }
    // ---- end practice ----
}
