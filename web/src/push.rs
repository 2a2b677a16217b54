//! 1-D Push-* for the track view (`www/views/track.js`): `PushTrack` holds one board, its
//! cheapest line (the core's exact search) and the visitor's game (the core's
//! `game::Session`, judged by `push::play`); the page reads one snapshot record per change
//! and never judges a move itself.

use super::action::{answer, Action};
use super::{fact_err, js_err, page_whole, to_js};
use movelab::game::{Notation, Session};
use movelab::message::Message;
use movelab::push::play::{self, Cheapest};
use movelab::push::{Dir, Push, State, INFO};
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the track view's handle answers (`act({ type, … })`).
    PushAction {
        Snapshot = "snapshot",
        Play = "play",
        Undo = "undo",
        Restart = "restart",
        OptimalAt = "optimalAt",
    }
}

/// A position as the page draws it.
#[derive(Serialize)]
struct Position {
    /// `.` empty and `#` block, square 1 first.
    board: String,
    /// The robot's square, from 1.
    robot: u32,
    /// Walks just made one way (`R2`, `L1`) or empty: what a jump needs.
    walks: String,
    /// Energy spent to get here.
    spent: f64,
}

#[derive(Serialize)]
struct Snapshot {
    /// The visitor's position.
    now: Position,
    moves_made: u32,
    at_goal: bool,
    /// The least energy from the start, or null when the last square cannot be reached.
    best: Option<f64>,
    /// One cheapest line, written as the command line writes it.
    optimal: Vec<String>,
    /// The same line for people to read (facts, messages `push-said-*`).
    optimal_said: Vec<Message>,
    /// The legal moves from the visitor's position.
    legal: Vec<String>,
    /// The same moves for people to read, in that order.
    legal_said: Vec<Message>,
    /// The core's judgement: a fact (messages `push-verdict-*`).
    verdict: Message,
}

#[wasm_bindgen]
pub struct PushTrack {
    session: Session<Push>,
    cheapest: Cheapest,
}

impl PushTrack {
    fn best(&self) -> Option<u64> {
        self.cheapest.as_ref().map(|c| c.0)
    }

    fn optimal(&self) -> &[movelab::push::Move] {
        self.cheapest.as_ref().map_or(&[], |c| &c.1)
    }
}

fn position(game: &Push, s: &State, spent: u64) -> Position {
    Position {
        board: game.board_text(s.blocks),
        robot: s.robot as u32 + 1,
        walks: match s.walks {
            Some((Dir::L, n)) => format!("L{n}"),
            Some((Dir::R, n)) => format!("R{n}"),
            None => String::new(),
        },
        spent: spent as f64,
    }
}

#[wasm_bindgen]
impl PushTrack {
    /// A board of `.` and `#`, the jump length K and the energy of a walk, a jump and a
    /// push, each within the catalog's page range.
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str, k: f64, walk: f64, jump: f64, push: f64) -> Result<PushTrack, JsError> {
        let whole = |name, v| page_whole(&INFO, name, v).map_err(|m| fact_err(&m));
        let (k, walk, jump, push) = (
            whole("k", k)?,
            whole("walk", walk)?,
            whole("jump", jump)?,
            whole("push", push)?,
        );
        let game = Push::new(board.trim(), k, walk, jump, push).map_err(|m| fact_err(&m))?;
        let cheapest = game.solve().map_err(js_err)?;
        Ok(PushTrack {
            session: Session::new(game),
            cheapest,
        })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it
    /// (`{ now, moves_made, at_goal, best, optimal, optimal_said, legal, legal_said,
    /// verdict }`), its `reply` what the
    /// action said: `play` (`move`: `walk R`, `push L`, `jump R 2`) the visitor's move or the
    /// core's reason; `undo` whether there was one; `restart`; `optimalAt` (`step`) replies
    /// with the position after that many moves of the cheapest line; `snapshot` changes
    /// nothing.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match PushAction::read(&a)? {
            PushAction::Snapshot => JsValue::UNDEFINED,
            PushAction::Play => {
                play::play(&mut self.session, &a.text("move")?).map_err(|m| fact_err(&m))?;
                JsValue::UNDEFINED
            }
            PushAction::Undo => self.session.undo().is_some().into(),
            PushAction::Restart => {
                self.session.restart();
                JsValue::UNDEFINED
            }
            PushAction::OptimalAt => {
                self.optimal_at(a.whole("step", 0, self.optimal().len() as u64)?)?
            }
        };
        Ok(answer(self.snapshot()?, reply))
    }
}

impl PushTrack {
    fn snapshot(&self) -> Result<JsValue, JsError> {
        let p = &self.session;
        let game = p.game();
        let record = Snapshot {
            now: position(game, p.state(), p.spent()),
            moves_made: p.moves_made() as u32,
            at_goal: p.at_goal(),
            best: self.best().map(|b| b as f64),
            optimal: self.optimal().iter().map(|m| game.write_move(m)).collect(),
            optimal_said: self.optimal().iter().map(play::said).collect(),
            legal: play::legal(p),
            legal_said: play::legal_said(p),
            verdict: play::verdict(p, self.best()),
        };
        to_js(&record)
    }

    /// The position after `step` moves of the cheapest line (0 to its length).
    fn optimal_at(&self, step: u64) -> Result<JsValue, JsError> {
        let game = self.session.game();
        let (state, spent) = play::line_at(game, self.optimal(), step as usize).map_err(js_err)?;
        let record = position(game, &state, spent);
        to_js(&record)
    }
}
