//! `RunView`: a recorded run of an algorithm (`show=<run>`, `movelab::run`) for the page's
//! run view. The run is recorded once, from the game's catalog entry; its structure crosses
//! once as typed arrays (`structure`), and each step after as a small snapshot. Its words
//! are the core's facts (`{ id, args }`), which the page words (www/i18n.js `wordFact`).

use super::action::{answer, field, Action};
use super::settings::settings;
use super::{fact_err, js_err, to_js};
use crate::engines::ENGINES;
use js_sys::{Array, Float32Array, Object, Reflect, Uint32Array, Uint8Array};
use movelab::catalog;
use movelab::game::Timeline;
use movelab::message::Message;
use movelab::run::{Act, Mark, Run, Shape, Trial};
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions a recorded run's handle answers (`act({ type, … })`).
    RunAction {
        Snapshot = "snapshot",
        Seek = "seek",
        Structure = "structure",
        Trials = "trials",
        Trial = "trial",
    }
}

/// One recorded run and the step shown.
#[wasm_bindgen]
pub struct RunView {
    run: Run,
    step: u64,
    /// The problems the page times for the run's algorithm (`trials`, `trial`), made when
    /// first asked.
    make_trials: Option<movelab::catalog::TrialsMaker>,
    trials: Vec<Trial>,
}

/// What the page draws a step from.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Snapshot {
    step: u64,
    length: u64,
    /// The node the step entered, left or looked up (−1 at step 0), and what it did.
    node: i64,
    act: Option<Act>,
    /// Each counter's value at the step, in the order of the structure's `counters`.
    counts: Vec<u64>,
    /// What the step did, a fact.
    said: Message,
}

#[wasm_bindgen]
impl RunView {
    /// Records run `params.show` of game `id` with the page's settings (`params`, as the
    /// game's catalog entry lists them). Refused: a run the game does not have, and as a
    /// fact a position the game refuses or a run longer than its limit of steps.
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, params: JsValue) -> Result<RunView, JsError> {
        let info = catalog::game(id).ok_or_else(|| js_err(format!("there is no game '{id}'")))?;
        let name = field(&params, "show")
            .as_string()
            .ok_or_else(|| js_err("the settings need show, the name of a run"))?;
        let s = settings(id, &params).map_err(|m| fact_err(&m))?;
        let engine = ENGINES.run(info, &name).map_err(|m| fact_err(&m))?;
        let run = (engine.make)(&s).map_err(|m| fact_err(&m))?;
        let make_trials = engine.trials;
        Ok(RunView {
            run,
            step: 0,
            make_trials,
            trials: Vec::new(),
        })
    }

    /// Does one visitor action and answers with the snapshot after it: `snapshot`, `seek`
    /// (`step`, a number or a BigInt from 0 to the length), `structure`, whose `reply`
    /// is the run's nodes, edges and counters as typed arrays (asked once), `trials`, whose
    /// `reply` names the problems the page may time (none for most runs), and `trial`
    /// (`index`, `times`), which searches one of them `times` times (1 to 2^20) and replies
    /// `{ searched, length }`.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match RunAction::read(&a)? {
            RunAction::Snapshot => JsValue::UNDEFINED,
            RunAction::Seek => {
                self.step = a.step("step", self.run.length())?;
                JsValue::UNDEFINED
            }
            RunAction::Structure => self.structure()?,
            RunAction::Trials => {
                if self.trials.is_empty() {
                    self.trials = self.make_trials.map_or_else(Vec::new, |make| make());
                }
                let labels: Array = self
                    .trials
                    .iter()
                    .map(|t| JsValue::from_str(&t.label))
                    .collect();
                labels.into()
            }
            RunAction::Trial => {
                let k = a.step("index", self.trials.len() as u64)? as usize;
                let trial = self.trials.get(k).ok_or_else(|| {
                    js_err(format!(
                        "there are {} trials, ask for them first",
                        self.trials.len()
                    ))
                })?;
                // The search `times` times over (at least once), so that the page's clock
                // measures one crossing of the boundary for many short searches.
                let times = a.step("times", 1 << 20)?.max(1);
                let mut searched = (trial.search)();
                for _ in 1..times {
                    searched = (trial.search)();
                }
                to_js(&searched)?
            }
        };
        Ok(answer(self.snapshot()?, reply))
    }
}

impl RunView {
    fn snapshot(&self) -> Result<JsValue, JsError> {
        let frame = self.run.frame_at(self.step);
        let s = Snapshot {
            step: frame.step,
            length: self.run.length(),
            node: frame.event.map_or(-1, |e| i64::from(e.node)),
            act: frame.event.map(|e| e.act),
            counts: frame.counts,
            said: self.run.said(self.step),
        };
        to_js(&s)
    }

    /// `{ title, shape, meaning, answer, length, totals: [fact], counters: [fact],
    /// counterSteps: [Uint32Array], labels: [text] (empty: the search's start), parent, enter, leave, value: Uint32Array
    /// (parent 4294967295 at a root), x, y: Float32Array, mark: Uint8Array (0 explored, 1 cut,
    /// 2 dead), optionStart: Uint32Array (node i's options are options[optionStart[i] ..
    /// optionStart[i + 1]]), options: Uint32Array, edgeFrom, edgeTo, edgeStep: Uint32Array,
    /// grid: Uint8Array, gridWidth, hasTrials }` (the grid drawn under a stack run, else
    /// empty; whether the run offers problems to time). `title`, `answer`, the totals and
    /// the counters are facts (`{ id, args }`).
    fn structure(&self) -> Result<JsValue, JsError> {
        let r = &self.run;
        let n = &r.nodes;
        let u32s = |f: &dyn Fn(usize) -> u32, len: usize| -> JsValue {
            let v: Vec<u32> = (0..len).map(f).collect();
            Uint32Array::from(&v[..]).into()
        };
        let mut option_start = Vec::with_capacity(n.len() + 1);
        let mut options = Vec::new();
        for node in n {
            option_start.push(options.len() as u32);
            options.extend(
                node.options
                    .iter()
                    .map(|&v| v.min(u64::from(u32::MAX)) as u32),
            );
        }
        option_start.push(options.len() as u32);
        let x: Vec<f32> = n.iter().map(|d| d.x).collect();
        let y: Vec<f32> = n.iter().map(|d| d.y).collect();
        let mark: Vec<u8> = n
            .iter()
            .map(|d| match d.mark {
                Mark::Plain => 0,
                Mark::Cut => 1,
                Mark::Dead => 2,
            })
            .collect();
        let facts = |items: Vec<&Message>| -> Result<JsValue, JsError> {
            Ok(items
                .into_iter()
                .map(to_js)
                .collect::<Result<Array, _>>()?
                .into())
        };
        let texts = |items: Vec<&str>| -> JsValue {
            items
                .into_iter()
                .map(JsValue::from_str)
                .collect::<Array>()
                .into()
        };
        let counter_steps: Array = r
            .counters
            .iter()
            .map(|c| JsValue::from(Uint32Array::from(&c.steps[..])))
            .collect();
        let e = &r.edges;
        let shape = match r.shape {
            Shape::Tree => "tree",
            Shape::Dag => "dag",
            Shape::Table => "table",
            Shape::Stack => "stack",
            Shape::Plane => "plane",
        };
        let meaning = to_js(&r.meaning)?;
        let fields: Vec<(&str, JsValue)> = vec![
            ("title", to_js(&r.title)?),
            ("shape", shape.into()),
            ("meaning", meaning),
            ("answer", to_js(&r.answer)?),
            ("length", (r.length() as f64).into()),
            ("totals", facts(r.totals.iter().map(|t| &t.0).collect())?),
            (
                "counters",
                facts(r.counters.iter().map(|c| &c.name).collect())?,
            ),
            ("counterSteps", counter_steps.into()),
            (
                "labels",
                texts(n.iter().map(|d| d.label.as_str()).collect()),
            ),
            ("parent", u32s(&|i| n[i].parent, n.len())),
            ("enter", u32s(&|i| n[i].enter, n.len())),
            ("leave", u32s(&|i| n[i].leave, n.len())),
            (
                "value",
                u32s(&|i| n[i].value.min(u64::from(u32::MAX)) as u32, n.len()),
            ),
            ("x", Float32Array::from(&x[..]).into()),
            ("y", Float32Array::from(&y[..]).into()),
            ("mark", Uint8Array::from(&mark[..]).into()),
            ("optionStart", Uint32Array::from(&option_start[..]).into()),
            ("options", Uint32Array::from(&options[..]).into()),
            ("edgeFrom", u32s(&|i| e[i].from, e.len())),
            ("edgeTo", u32s(&|i| e[i].to, e.len())),
            ("edgeStep", u32s(&|i| e[i].step, e.len())),
            ("grid", Uint8Array::from(&r.grid[..]).into()),
            ("gridWidth", r.grid_width.into()),
            ("hasTrials", self.make_trials.is_some().into()),
        ];
        let out = Object::new();
        for (k, v) in fields {
            Reflect::set(&out, &k.into(), &v)
                .map_err(|_| js_err("could not build the run's record"))?;
        }
        Ok(out.into())
    }
}
