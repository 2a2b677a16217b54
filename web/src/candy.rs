//! Candy Collector for the plane view (`www/views/plane.js`): `CandyLine` builds the core's
//! random instance on a line from the page's `m`, `seed` and `span`, solves it with the
//! core's line sweep, and answers each action with one record: the boxes, which of them the
//! player can reach at all, the optimum and its route, and the instance as a file for the
//! command line; the visitor's route is judged by the core.

use super::action::{answer, Action};
use super::{fact_err, js_err, page_whole, to_js, whole};
use movelab::candy::{random_line, solve, File, Game, Travel, INFO};
use movelab::message::Message;
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the plane view's handle answers (`act({ type, … })`).
    CandyAction {
        Snapshot = "snapshot",
        Judge = "judge",
    }
}

/// A box as the page draws it.
#[derive(Serialize)]
struct BoxRecord {
    /// Its number, from 1 (as in the file and the command line's output).
    number: u32,
    position: f64,
    time: f64,
    candies: f64,
    /// Whether the player can be there in time from the start (the core's answer).
    reachable: bool,
}

#[derive(Serialize)]
struct Snapshot {
    boxes: Vec<BoxRecord>,
    /// The player's start position.
    start: f64,
    /// The most candies.
    best: f64,
    /// The boxes of an optimal route, by number, in time order.
    route: Vec<u32>,
    /// The instance in docs/design.md's file format, for `movelab candy FILE`.
    file: File,
}

/// A random Candy Collector on a line for the plane view: the core's instance from the
/// page's `m`, `seed` and `span`, solved once when it is built.
#[wasm_bindgen]
pub struct CandyLine {
    game: Game,
    snapshot: Snapshot,
}

#[wasm_bindgen]
impl CandyLine {
    /// The random line instance for `m` boxes, `seed` and `span` (the catalog's page
    /// ranges), solved.
    #[wasm_bindgen(constructor)]
    pub fn new(m: f64, seed: f64, span: f64) -> Result<CandyLine, JsError> {
        let m = page_whole(&INFO, "m", m).map_err(|f| fact_err(&f))?;
        let seed = page_whole(&INFO, "seed", seed).map_err(|f| fact_err(&f))?;
        let span = page_whole(&INFO, "span", span).map_err(|f| fact_err(&f))?;
        let game = random_line(m as usize, seed, span).map_err(js_err)?;
        let Travel::Line(x) = &game.travel else {
            return Err(js_err("the random instance is on a line"));
        };
        let boxes = game
            .boxes
            .iter()
            .enumerate()
            .map(|(k, b)| BoxRecord {
                number: k as u32 + 1,
                position: x[b.vertex] as f64,
                time: b.time as f64,
                candies: b.candies as f64,
                reachable: game.reachable(k),
            })
            .collect();
        let route = solve(&game);
        let snapshot = Snapshot {
            boxes,
            start: x[0] as f64,
            best: route.candies as f64,
            route: route.boxes.iter().map(|&k| k as u32 + 1).collect(),
            file: game.to_file(),
        };
        Ok(CandyLine { game, snapshot })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the instance's snapshot
    /// (`{ boxes, start, best, route, file }`), its `reply` what the action said: `judge`
    /// (`boxes`, the visitor's route as box numbers from 1 in the order visited) replies
    /// with `{ candies, best, problem }`; `snapshot` with nothing more.
    pub fn act(&self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match CandyAction::read(&a)? {
            CandyAction::Snapshot => JsValue::UNDEFINED,
            CandyAction::Judge => self.judge(&a.numbers("boxes")?)?,
        };
        let snapshot = to_js(&self.snapshot)?;
        Ok(answer(snapshot, reply))
    }
}

/// The page's judgement of a route the visitor plans.
#[derive(Serialize)]
struct Judgement {
    /// Candies of the plan as far as it can be followed.
    candies: f64,
    /// The most candies of the instance.
    best: f64,
    /// Why the plan breaks off, a fact (`candy-route-*`; null when every box of it is
    /// collected).
    problem: Option<Message>,
}

impl CandyLine {
    /// Judges the visitor's route `boxes` (box numbers from 1, in the order visited).
    fn judge(&self, boxes: &[f64]) -> Result<JsValue, JsError> {
        let count = self.game.boxes.len() as u64;
        let plan = boxes
            .iter()
            .map(|&b| whole("box", b, 1, count).map(|b| b as usize - 1))
            .collect::<Result<Vec<usize>, _>>()
            .map_err(|m| fact_err(&m))?;
        let (candies, problem) = self.game.judge(&plan);
        let record = Judgement {
            candies: candies as f64,
            best: self.snapshot.best,
            problem,
        };
        to_js(&record)
    }
}
