//! `PracticeRun` (JavaScript `Practice`): practice on the page. The page plays an optimal
//! solution and stops before each move for the visitor to choose it; the core's
//! `play::Practice` judges each answer and keeps the score. This file only translates.

use super::rows::hand_solution;
use super::{fact_err, number, to_js, whole};
use movelab::fact;
use movelab::play::{Answer, Practice};
use movelab::row::Illegal;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The score so far (serde record), as the core's `Summary`.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SummaryRecord {
    pub length: f64,
    pub right: f64,
    pub wrong: f64,
    pub watched: f64,
    pub finished: bool,
}

/// The verdict on one answer (serde record): `right`, and the solution's move, which the
/// page then plays either way.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AnswerRecord {
    pub right: bool,
    pub expected: f64,
}

pub struct PracticeRun {
    practice: Practice,
}

impl PracticeRun {
    /// Practice on the page's solution for these settings, from its start.
    pub fn new(puzzle: &str, n: f64, m: f64, first: &str) -> Result<PracticeRun, JsError> {
        let solution = hand_solution(puzzle, n, m, first)?;
        Ok(PracticeRun {
            practice: Practice::new(solution),
        })
    }

    /// The visitor chooses `square` as the next move: an `AnswerRecord`. Throws the core's
    /// reason when the move is illegal or the solution is over (nothing is counted then).
    pub fn answer(&mut self, square: f64) -> Result<JsValue, JsError> {
        let record = self.answer_record(square)?;
        to_js(&record)
    }

    /// Watches the next move without answering; false at the end.
    pub fn forward(&mut self) -> bool {
        self.practice.forward().is_some()
    }

    pub fn back(&mut self) -> bool {
        self.practice.back().is_some()
    }

    /// Goes to step `step` (the stage's), from which answering resumes.
    pub fn seek(&mut self, step: f64) -> Result<(), JsError> {
        let step = whole("step", step, 0, self.practice.length()).map_err(|m| fact_err(&m))?;
        self.practice.seek(step);
        Ok(())
    }

    pub fn step(&self) -> f64 {
        self.practice.step() as f64
    }

    pub fn length(&self) -> f64 {
        self.practice.length() as f64
    }

    pub fn is_finished(&self) -> bool {
        self.practice.is_finished()
    }

    /// The solution's next move (what a wrong answer is corrected to); `undefined` at the end.
    pub fn expected(&self) -> Option<f64> {
        self.practice.expected().map(|s| s as f64)
    }

    /// The squares whose move is legal now (a `Uint32Array`), in increasing order.
    pub fn movable(&self) -> Vec<u32> {
        let puzzle = self.practice.player().solution().puzzle();
        let mut squares = puzzle.legal_moves(self.practice.board());
        squares.sort_unstable();
        squares.dedup();
        squares.into_iter().map(|s| s as u32).collect()
    }

    pub fn board_text(&self) -> String {
        self.practice.board().to_string()
    }

    /// Whether step `step` was answered: `true` right, `false` wrong, `undefined` not yet.
    pub fn answered(&self, step: f64) -> Option<bool> {
        let step = whole("step", step, 1, self.practice.length().max(1)).ok()?;
        self.practice.answered(step)
    }

    /// The score so far (a `SummaryRecord`).
    pub fn summary(&self) -> Result<JsValue, JsError> {
        to_js(&self.summary_record())
    }
}

impl PracticeRun {
    /// `answer` before it becomes a JS value (for the wasm tests).
    pub fn answer_record(&mut self, square: f64) -> Result<AnswerRecord, JsError> {
        let squares = self.practice.board().len();
        if !(square.is_finite() && square.fract() == 0.0 && square >= 0.0) {
            return Err(fact_err(&fact!(
                "row-not-a-square",
                square = number(square)
            )));
        }
        if square >= squares as f64 {
            let off = Illegal::OffBoard {
                square: square as u64,
                squares,
            };
            return Err(fact_err(&off.fact()));
        }
        let square = square as u64;
        let answer = self
            .practice
            .answer(square)
            .map_err(|e| fact_err(&e.fact()))?;
        Ok(match answer {
            Answer::Right => AnswerRecord {
                right: true,
                expected: square as f64,
            },
            Answer::Wrong { expected } => AnswerRecord {
                right: false,
                expected: expected as f64,
            },
        })
    }

    pub fn summary_record(&self) -> SummaryRecord {
        let s = self.practice.summary();
        SummaryRecord {
            length: s.length as f64,
            right: s.right as f64,
            wrong: s.wrong as f64,
            watched: s.watched as f64,
            finished: s.finished,
        }
    }
}
