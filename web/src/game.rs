//! `PlayGame`: play mode, where the visitor makes the moves. The core's `game::Session`
//! (`play::Game`, over the row) keeps the line of moves with undo and redo and refuses
//! illegal ones with its own reason; the core's one-player `judge` says how the visitor is
//! doing. This file only translates.

use super::rows::hand_solution;
use super::{fact_err, number, to_js};
use movelab::fact;
use movelab::message::Message;
use movelab::play::{hint, judge, Game, Hint};
use movelab::row::solution::Solution;
use movelab::row::Illegal;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The core's hint as a record for JavaScript (serde): `kind` is `move`, `undo` or `back`.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HintRecord {
    pub kind: &'static str,
    /// `move`: the square to play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<f64>,
    /// `undo`: the step whose move left every optimal solution, and the square it played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake_step: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake_square: Option<f64>,
    /// `undo`: a move from here that lowers the distance to the goal by one, if known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quickest: Option<f64>,
    /// `back`: the step at which the line left the known optimal solution.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left_at_step: Option<f64>,
    /// `undo` and `back`: how many moves to undo.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub undos: Option<f64>,
}

impl From<Hint> for HintRecord {
    fn from(h: Hint) -> HintRecord {
        let none = HintRecord {
            kind: "move",
            square: None,
            mistake_step: None,
            mistake_square: None,
            quickest: None,
            left_at_step: None,
            undos: None,
        };
        match h {
            Hint::Move { square } => HintRecord {
                square: Some(square as f64),
                ..none
            },
            Hint::Undo {
                mistake_step,
                mistake_square,
                undos,
                quickest,
            } => HintRecord {
                kind: "undo",
                mistake_step: Some(mistake_step as f64),
                mistake_square: Some(mistake_square as f64),
                quickest: quickest.map(|q| q as f64),
                undos: Some(undos as f64),
                ..none
            },
            Hint::BackToSolution {
                left_at_step,
                undos,
            } => HintRecord {
                kind: "back",
                left_at_step: Some(left_at_step as f64),
                undos: Some(undos as f64),
                ..none
            },
        }
    }
}

pub struct PlayGame {
    pub(crate) game: Game,
    solution: Box<dyn Solution>,
}

impl PlayGame {
    /// A game at the start of the puzzle, with the page's limits (as `PuzzlePlayer`).
    pub fn new(puzzle: &str, n: f64, m: f64, first: &str) -> Result<PlayGame, JsError> {
        let solution = hand_solution(puzzle, n, m, first)?;
        let rules = super::rows::page_rules(puzzle, n, m).map_err(|m| fact_err(&m))?;
        Ok(PlayGame {
            game: Game::of(rules),
            solution,
        })
    }

    /// The optimal solution the judge compares the visitor's moves with.
    pub fn solution(&self) -> &dyn Solution {
        self.solution.as_ref()
    }

    /// Makes the move written as `square`; throws the core's reason if it is illegal.
    pub fn play(&mut self, square: f64) -> Result<(), JsError> {
        self.try_play(square).map_err(|why| fact_err(&why))
    }

    /// [`PlayGame::play`], the reason as a fact (`row-illegal-*`, or `row-not-a-square` for
    /// a number that names no square at all).
    pub fn try_play(&mut self, square: f64) -> Result<(), Message> {
        let squares = self.game.board().len();
        if !(square.is_finite() && square.fract() == 0.0 && square >= 0.0) {
            return Err(fact!("row-not-a-square", square = number(square)));
        }
        if square >= squares as f64 {
            return Err(Illegal::OffBoard {
                square: square as u64,
                squares,
            }
            .fact());
        }
        self.game
            .play(square as u64)
            .map(|_| ())
            .map_err(|illegal| illegal.fact())
    }

    /// The moves made, as the link keeps them: squares joined by dots (`3.1.7`).
    pub fn record(&self) -> String {
        let squares: Vec<String> = self.game.moves().iter().map(u64::to_string).collect();
        squares.join(".")
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

    pub fn moves_made(&self) -> f64 {
        self.game.moves_made() as f64
    }

    pub fn is_solved(&self) -> bool {
        self.game.is_solved()
    }

    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    pub fn board_text(&self) -> String {
        self.game.board().to_string()
    }

    /// The squares whose move is legal now (a `Uint32Array`).
    pub fn movable(&self) -> Vec<u32> {
        self.game.movable().into_iter().map(|s| s as u32).collect()
    }

    /// How the visitor is doing, as the core's fact (`{ id, args }`, messages `play-*`).
    pub fn judgement(&self) -> Result<JsValue, JsError> {
        to_js(&self.judgement_fact())
    }

    /// [`PlayGame::judgement`] as the core's fact.
    pub fn judgement_fact(&self) -> Message {
        judge(&self.game, Some(self.solution.as_ref())).fact()
    }

    /// The core's hint from here (a `HintRecord`), or `undefined` at the goal or when
    /// there is none.
    pub fn hint(&self) -> Result<JsValue, JsError> {
        match hint(&self.game, Some(self.solution.as_ref())) {
            Some(h) => to_js(&HintRecord::from(h)),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Whether the game is solved in the optimal number of moves.
    pub fn solved_optimally(&self) -> bool {
        judge(&self.game, Some(self.solution.as_ref())).solved_optimally()
    }

    /// How many squares a move takes: 1 (shifting checkers) or 2 (a pair).
    pub fn width(&self) -> u32 {
        self.game.puzzle().move_width()
    }
}
