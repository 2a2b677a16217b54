//! `PlayGame`: play mode, where the visitor makes the moves. The core's `play::Game` keeps
//! the line of moves with undo and redo and refuses illegal ones with its own reason; the
//! core's `judge` says how the visitor is doing. This file only translates.

use super::{js_err, page_solution, whole};
use crate::pairs::Pairs;
use crate::play::{judge, Game};
use crate::puzzle::{Puzzle, Solution};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct PlayGame {
    pub(crate) game: Game,
    solution: Box<dyn Solution>,
}

#[wasm_bindgen]
impl PlayGame {
    /// A game at the start of the puzzle, with the page's limits (as `PuzzlePlayer`).
    #[wasm_bindgen(constructor)]
    pub fn new(puzzle: &str, n: f64, m: f64, first: &str) -> Result<PlayGame, JsError> {
        let solution = page_solution(puzzle, n, m, first).map_err(js_err)?;
        let rules: Box<dyn Puzzle> = match puzzle {
            "pairs" => Box::new(Pairs::new(n as u64).map_err(js_err)?),
            _ => Box::new(super::page_shift(n, m).map_err(js_err)?),
        };
        Ok(PlayGame {
            game: Game::new(rules),
            solution,
        })
    }

    /// Makes the move written as `square`; throws the core's reason if it is illegal.
    pub fn play(&mut self, square: f64) -> Result<(), JsError> {
        let squares = self.game.board().len() as u64;
        let square = whole("the square", square, 0, squares.saturating_sub(1)).map_err(js_err)?;
        self.game
            .play(square)
            .map(|_| ())
            .map_err(|illegal| js_err(illegal.to_string()))
    }

    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    pub fn redo(&mut self) -> bool {
        self.game.redo().is_some()
    }

    pub fn restart(&mut self) {
        self.game.restart();
    }

    #[wasm_bindgen(js_name = movesMade)]
    pub fn moves_made(&self) -> f64 {
        self.game.moves_made() as f64
    }

    #[wasm_bindgen(js_name = isSolved)]
    pub fn is_solved(&self) -> bool {
        self.game.is_solved()
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    #[wasm_bindgen(js_name = boardText)]
    pub fn board_text(&self) -> String {
        self.game.board().to_string()
    }

    /// The squares whose move is legal now (a `Uint32Array`).
    pub fn movable(&self) -> Vec<u32> {
        self.game.movable().into_iter().map(|s| s as u32).collect()
    }

    /// How the visitor is doing, in the core's words.
    pub fn judgement(&self) -> String {
        judge(&self.game, Some(self.solution.as_ref())).describe()
    }
}
