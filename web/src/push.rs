//! 1-D Push-* for the track view (`www/views/track.js`): `PushTrack` holds one board, its
//! cheapest line (the core's exact search, run by the `search` action a budget at a time, or
//! told by the same search on a second thread, `tell`) and the visitor's game (the core's
//! `game::Session`, judged by `push::play`); the page reads one snapshot record per change
//! and never judges a move itself.

use super::action::bad_call;
use super::action::{answer, Action};
use super::{fact_err, js_err, page_whole, to_js};
use movelab::game::{Notation, Rules, Session};
use movelab::message::Message;
use movelab::push::play::{self, Cheapest, Remaining};
use movelab::push::{read_move, Dir, Push, State, INFO, MAX_STATES};
use movelab::search::cheapest::{CheapestPath, Step};
use movelab::search::TooLarge;
use serde::Serialize;
use std::collections::HashMap;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the track view's handle answers (`act({ type, … })`).
    PushAction {
        Snapshot = "snapshot",
        Play = "play",
        Undo = "undo",
        Restart = "restart",
        OptimalAt = "optimalAt",
        Search = "search",
        Tell = "tell",
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
    /// The verdict needs the least energy from the visitor's position, not known yet: what
    /// `search` from here, or `tell`, gives. Before the board's own answer, `best` is null,
    /// `optimal` empty and `verdict` says how far that search got.
    judging: bool,
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

/// How far `search` got (its reply): once `done`, the answer from the position searched.
#[derive(Serialize)]
struct Searched {
    done: bool,
    /// The positions the search holds so far (the number its limit bounds).
    positions: f64,
    /// The same, for people to read (message `push-searching`).
    said: Message,
    /// Once done: one cheapest line from the position searched, written as the command line
    /// writes it; null when the last square cannot be reached from there, or `too_large`.
    line: Option<Vec<String>>,
    /// Once done: the search from there passed its limit (from the start, `search` fails
    /// with the board's refusal instead).
    too_large: bool,
}

#[wasm_bindgen]
pub struct PushTrack {
    session: Session<Push>,
    /// The board's least energy and one cheapest line, `None` until searched or told.
    cheapest: Option<Cheapest>,
    /// What the searches from the visitor's other positions answered, kept for an undo.
    remaining: HashMap<State, Remaining>,
    /// The search under way, with the position it searches from.
    search: Option<(State, CheapestPath<Push>)>,
}

impl PushTrack {
    fn best(&self) -> Option<u64> {
        self.cheapest.as_ref().and_then(|c| c.as_ref().map(|c| c.0))
    }

    fn optimal(&self) -> &[movelab::push::Move] {
        self.cheapest
            .as_ref()
            .and_then(|c| c.as_ref())
            .map_or(&[], |c| &c.1)
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
    /// push, each within the catalog's page range. Its least energy is not searched here
    /// (the `search` action).
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
        Ok(PushTrack {
            session: Session::new(game),
            cheapest: None,
            remaining: HashMap::new(),
            search: None,
        })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it
    /// (`{ now, moves_made, at_goal, best, optimal, optimal_said, legal, legal_said,
    /// verdict }`), its `reply` what the
    /// action said: `play` (`move`: `walk R`, `push L`, `jump R 2`) the visitor's move or the
    /// core's reason; `undo` whether there was one; `restart`; `optimalAt` (`step`) replies
    /// with the position after that many moves of the cheapest line; `snapshot` changes
    /// nothing; `search` (`budget`, positions to settle) goes on with the search from the
    /// visitor's position and replies `{ done, positions, said, line, too_large }`, failing
    /// with the board's refusal (a fact) when the one from the start passes its limit;
    /// `tell` hands in what the same search found on another thread, `search`'s `line`
    /// joined by commas, else `unreachable` or `too_large` true; a line is checked.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match PushAction::read(&a)? {
            PushAction::Snapshot => JsValue::UNDEFINED,
            PushAction::Search => self.search(a.whole("budget", 1, 1 << 30)? as usize)?,
            PushAction::Tell => {
                self.tell(&a)?;
                JsValue::UNDEFINED
            }
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
    /// What is known of the search from `at`: the board's answer at the start.
    fn known(&self, at: &State) -> Option<Remaining> {
        match *at == self.session.game().start() {
            true => self.cheapest.clone().map(Ok),
            false => self.remaining.get(at).cloned(),
        }
    }

    /// Keeps the answer of the search from `at`; from the start, a search past its limit
    /// is the board's refusal.
    fn keep(&mut self, at: State, found: Remaining) -> Result<(), JsError> {
        if self.search.as_ref().is_some_and(|(from, _)| *from == at) {
            self.search = None;
        }
        if at != self.session.game().start() {
            self.remaining.insert(at, found);
            return Ok(());
        }
        self.cheapest = Some(found.map_err(|_| fact_err(&play::too_large()))?);
        Ok(())
    }

    /// Settles at most `budget` more positions of the search from the visitor's position
    /// (begun here, or where an earlier call stopped) and says how far it got.
    fn search(&mut self, budget: usize) -> Result<JsValue, JsError> {
        let here = *self.session.state();
        let found = match self.known(&here) {
            Some(found) => found,
            None => {
                let game = self.session.game();
                let search = match &mut self.search {
                    Some((from, search)) if *from == here => search,
                    other => &mut other.insert((here, CheapestPath::new(here, MAX_STATES))).1,
                };
                match search.step(game, budget) {
                    Step::Searching { positions } => {
                        return to_js(&Searched {
                            done: false,
                            positions: positions as f64,
                            said: play::searching(positions),
                            line: None,
                            too_large: false,
                        })
                    }
                    Step::Done(found) => {
                        self.keep(here, found.clone())?;
                        found
                    }
                }
            }
        };
        let game = self.session.game();
        let (line, too_large) = match &found {
            Ok(Some((_, line))) => (
                Some(line.iter().map(|m| game.write_move(m)).collect()),
                false,
            ),
            Ok(None) => (None, false),
            Err(_) => (None, true),
        };
        to_js(&Searched {
            done: true,
            positions: 0.0,
            said: play::searching(0),
            line,
            too_large,
        })
    }

    /// The answer of the search from the visitor's position found elsewhere (`tell`): a line
    /// is played from here and must end on the last square, its energy the least.
    fn tell(&mut self, a: &Action) -> Result<(), JsError> {
        let here = *self.session.state();
        let found: Remaining = if a.flag("too_large") {
            Err(TooLarge { limit: MAX_STATES })
        } else if a.flag("unreachable") {
            Ok(None)
        } else {
            let text = a.text("line")?;
            let line = text
                .split(',')
                .filter(|m| !m.is_empty())
                .map(read_move)
                .collect::<Result<Vec<_>, Message>>()
                .map_err(|m| fact_err(&m))?;
            let game = self.session.game().clone();
            let played = Session::replayed(game, here, line.iter().copied())
                .ok()
                .filter(|s| s.at_goal())
                .ok_or_else(|| bad_call("tell.line", &JsValue::from_str(&text)))?;
            Ok(Some((played.spent(), line)))
        };
        self.keep(here, found)
    }

    fn snapshot(&self) -> Result<JsValue, JsError> {
        let p = &self.session;
        let game = p.game();
        let best = self.best();
        let left = self.known(p.state());
        let verdict = match &self.cheapest {
            None => {
                let positions = match &self.search {
                    Some((from, search)) if *from == game.start() => search.positions(),
                    _ => 0,
                };
                play::searching(positions)
            }
            Some(_) => play::judged(p, best, left.as_ref()),
        };
        let record = Snapshot {
            judging: self.cheapest.is_some() && play::needs_remaining(p, best) && left.is_none(),
            now: position(game, p.state(), p.spent()),
            moves_made: p.moves_made() as u32,
            at_goal: p.at_goal(),
            best: best.map(|b| b as f64),
            optimal: self.optimal().iter().map(|m| game.write_move(m)).collect(),
            optimal_said: self.optimal().iter().map(play::said).collect(),
            legal: play::legal(p),
            legal_said: play::legal_said(p),
            verdict,
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
