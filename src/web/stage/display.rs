//! The stage's play and practice display: the visitor's game shown instead of the solution
//! (play mode), the way back to the solution, the ring on a chosen or hinted checker, and
//! landing a step in flight for an answer. Split from `stage.rs`, which keeps the frame loop
//! and watching the solution; the JavaScript calls are the same `Stage` methods.

use super::Stage;
use crate::web::game::PlayGame;
use crate::web::hooks;
use crate::web::js_err;
use wasm_bindgen::prelude::*;

impl Stage {
    /// Play mode: shows the visitor's game (and its last move) instead of the solution,
    /// with the test hooks following the game (`data-step` = moves made).
    pub fn show_game(&self, game: &PlayGame) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.playing = false;
            s.stepping = None;
            let board = game.game.board().clone();
            let last = game.game.last_made().map(|(_, m)| (m.to, m.width()));
            hooks::step_and_board(&s.canvas, game.game.moves_made(), Some(&board));
            let resize = s.camera.squares != board.len();
            s.shown = Some((board, last));
            s.bands = None;
            if resize {
                s.measure();
            }
            s.redraw = true;
            s.told = None;
        }
        self.shared.schedule();
    }

    /// Back to showing the solution.
    pub fn show_solution(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.shown = None;
            s.centre = None;
            s.measure();
        }
        self.shared.changed();
    }

    // ---- practice: a ring on a chosen or hinted checker (play mode and practice) ----
    /// Rings the checkers on squares `from..from + width` of the board on screen (the one
    /// the keyboard chose, or the hint's) until the board next changes. In watch mode the
    /// solution's current position (after any step in flight) is held on screen with the
    /// ring (and playing pauses); `showSolution` lets it go. Throws on squares off the board.
    pub fn highlight(&self, from: f64, width: f64) -> Result<(), JsError> {
        let paused;
        {
            let mut s = self.shared.state.borrow_mut();
            let squares = s.camera.squares as u64;
            let width = crate::web::whole("the width", width, 1, 2).map_err(js_err)?;
            let last = squares.saturating_sub(width);
            let from = crate::web::whole("the square", from, 0, last).map_err(js_err)?;
            let board = match s.shown.take() {
                Some((board, _)) => board,
                None => {
                    // A step in flight lands first, so the ring is on the board it ends on.
                    s.settle_stepping();
                    s.sync_hooks();
                    match s.player.board() {
                        Some(board) => board.clone(),
                        None => {
                            return Err(js_err(
                                "this row is too long to hold in memory, so nothing can be ringed on it",
                            ))
                        }
                    }
                }
            };
            s.shown = Some((board, Some((from as usize, width as usize))));
            s.redraw = true;
            // A held board does not play on underneath (JavaScript hears of the pause).
            paused = std::mem::replace(&mut s.playing, false);
            s.progress = 0.0;
        }
        if paused {
            self.shared.changed();
        } else {
            self.shared.schedule();
        }
        Ok(())
    }

    /// Lands a step in flight at once (practice: an answer is for the position the glide
    /// ends on). Nothing else changes.
    pub fn settle(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            if s.shown.is_some() || s.stepping.is_none() {
                return;
            }
            s.settle_stepping();
        }
        self.shared.changed();
    }
    // ---- end practice ----
}
