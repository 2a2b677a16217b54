//! The test hooks on the canvas (docs/design.md): `data-puzzle`, `data-step`, `data-board`,
//! and for rows too long for `data-board`, `data-window-start` and `data-window` (the
//! squares in view). Tests and embedding pages read what is shown from these attributes.

use movelab::row::board::{Board, Cell};
use web_sys::HtmlCanvasElement;

/// Above this many squares `data-board` is left out (docs/design.md allows it past 20,000).
pub const HOOK_LIMIT: usize = 20_000;

/// `data-puzzle`: the puzzle's id.
pub fn puzzle(canvas: &HtmlCanvasElement, id: &str) {
    let _ = canvas.set_attribute("data-puzzle", id);
}

/// `data-step` and `data-board` (removed past [`HOOK_LIMIT`] squares, and for a windowed
/// row, which is never held whole, so it is never stale). The step is written exactly.
pub fn step_and_board(canvas: &HtmlCanvasElement, step: u64, board: Option<&Board>) {
    let _ = canvas.set_attribute("data-step", &step.to_string());
    match board {
        Some(board) if board.len() <= HOOK_LIMIT => {
            let _ = canvas.set_attribute("data-board", &board.to_string());
        }
        _ => {
            let _ = canvas.remove_attribute("data-board");
        }
    }
}

/// The last `data-window-start` and `data-window` written, so an unchanged view writes
/// nothing.
#[derive(Debug, Default)]
pub struct WindowHook {
    start: usize,
    text: String,
}

impl WindowHook {
    /// Writes the squares in view, `window` from square `lo` on (as `B`/`W`/`_`), unless
    /// they are already there.
    pub fn write(&mut self, canvas: &HtmlCanvasElement, lo: usize, window: &[Cell]) {
        let text: String = window.iter().map(|c| c.symbol()).collect();
        if self.start == lo && self.text == text {
            return;
        }
        let _ = canvas.set_attribute("data-window-start", &lo.to_string());
        let _ = canvas.set_attribute("data-window", &text);
        *self = WindowHook { start: lo, text };
    }
}
