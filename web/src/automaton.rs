//! The swap automaton for the space-time view (`www/views/spacetime.js`): `SpaceTime`
//! holds one start row; the page asks it for the window of the diagram in view (a
//! `Uint8Array`, computed through the core's O(n) jump, never the whole history), for
//! the row at one step as text, and for one snapshot record of the row's facts.

use super::action::{answer, field, Action};
use super::{fact_err, js_err, page_whole, to_js, whole, MAX_SAFE};
use movelab::automaton::{random_row, to_text, Automaton, Window, INFO, LINK_CELLS, PAGE_CELLS};
use movelab::fact;
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the space-time view's handle answers (`act({ type, … })`).
    SpaceTimeAction {
        Snapshot = "snapshot",
        Row = "row",
        Window = "window",
    }
}

/// What the page shows about a start row, in one record.
#[derive(Serialize)]
struct Snapshot {
    /// Cells in the row.
    cells: u32,
    /// Ones in the row.
    ones: u32,
    /// The stabilisation step T (at most 2n, exact as a JS number).
    stable: f64,
    /// The start row as text of 0 and 1 (up to 10^5 cells): in the answer to `snapshot`
    /// only, not with every frame's window.
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<String>,
}

#[wasm_bindgen]
pub struct SpaceTime {
    automaton: Automaton,
}

fn step_of(step: f64) -> Result<u64, JsError> {
    whole("step", step, 0, MAX_SAFE).map_err(|m| fact_err(&m))
}

fn index_of(name: &str, value: f64, hi: usize) -> Result<usize, JsError> {
    whole(name, value, 0, hi as u64)
        .map(|v| v as usize)
        .map_err(|m| fact_err(&m))
}

#[wasm_bindgen]
impl SpaceTime {
    /// The automaton of `start`: `{ cells: "0110…" }`, a typed row, or `{ random, seed }`,
    /// the core's random row; refused in the core's words.
    #[wasm_bindgen(constructor)]
    pub fn open(start: JsValue) -> Result<SpaceTime, JsError> {
        let random = field(&start, "random");
        if random.is_undefined() {
            let cells = field(&start, "cells");
            let cells = cells
                .as_string()
                .ok_or_else(|| super::action::bad_call("SpaceTime.cells", &cells))?;
            return SpaceTime::new(&cells);
        }
        let number = |name| field(&start, name).as_f64().unwrap_or(f64::NAN);
        SpaceTime::random(number("random"), number("seed"))
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it
    /// (`{ cells, ones, stable }`, and `start` for `snapshot`), its `reply` what the action read: `row`
    /// (`step`) the row after `step` steps as text, `window` (`fromStep`, `rows`,
    /// `stride`, `fromCell`, `cols`, `per`) the bytes of the window in view.
    pub fn act(&self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match SpaceTimeAction::read(&a)? {
            SpaceTimeAction::Snapshot => JsValue::UNDEFINED,
            SpaceTimeAction::Row => self.row_text(a.number("step")?)?.into(),
            SpaceTimeAction::Window => js_sys::Uint8Array::from(
                &self.window(
                    a.number("fromStep")?,
                    a.number("rows")?,
                    a.number("stride")?,
                    a.number("fromCell")?,
                    a.number("cols")?,
                    a.number("per")?,
                )?[..],
            )
            .into(),
        };
        let record = self.record(a.kind == "snapshot");
        let record = to_js(&record)?;
        Ok(answer(record, reply))
    }
}

impl SpaceTime {
    /// A typed start row, read by the core (its sentence on a bad row); at most
    /// [`LINK_CELLS`], so that its link works on any server.
    pub fn new(cells: &str) -> Result<SpaceTime, JsError> {
        let automaton = Automaton::read(cells).map_err(|m| fact_err(&m))?;
        if automaton.cells() > LINK_CELLS {
            return Err(fact_err(&fact!(
                "automaton-row-link-limit",
                max = LINK_CELLS,
                cells = automaton.cells(),
                random = PAGE_CELLS
            )));
        }
        Ok(SpaceTime { automaton })
    }

    /// The core's random row of `cells` cells (1 to the page's limit) for `seed`.
    pub fn random(cells: f64, seed: f64) -> Result<SpaceTime, JsError> {
        let n = page_whole(&INFO, "random", cells).map_err(|m| fact_err(&m))?;
        if n == 0 {
            return Err(fact_err(&fact!("automaton-random-empty")));
        }
        let seed = page_whole(&INFO, "seed", seed).map_err(|m| fact_err(&m))?;
        Ok(SpaceTime {
            automaton: Automaton::new(&random_row(n as usize, seed)),
        })
    }

    /// What the page shows about the row; its start row too when `with_start`.
    fn record(&self, with_start: bool) -> Snapshot {
        let a = &self.automaton;
        Snapshot {
            cells: a.cells() as u32,
            ones: a.ones() as u32,
            stable: a.stable_step() as f64,
            start: with_start.then(|| to_text(&a.row_at(0))),
        }
    }

    /// The row after `step` steps as text of 0 and 1.
    pub fn row_text(&self, step: f64) -> Result<String, JsError> {
        let step = step_of(step)?;
        Ok(to_text(&self.automaton.row_at(step)))
    }

    /// The window in view: `rows` rows from step `from_step` every `stride` steps, each of
    /// `cols` buckets of `per` cells from cell `from_cell`; a byte per bucket, 0 (no ones)
    /// to 255 (all ones). See `Automaton::sample`.
    pub fn window(
        &self,
        from_step: f64,
        rows: f64,
        stride: f64,
        from_cell: f64,
        cols: f64,
        per: f64,
    ) -> Result<Vec<u8>, JsError> {
        let n = self.automaton.cells();
        let window = Window {
            from_step: step_of(from_step)?,
            rows: index_of("rows", rows, 4096)?,
            stride: whole("stride", stride, 1, MAX_SAFE).map_err(|m| fact_err(&m))?,
            from_cell: index_of("from cell", from_cell, n)?,
            cols: index_of("columns", cols, 8192)?,
            per: whole("per", per, 1, PAGE_CELLS as u64).map_err(|m| fact_err(&m))? as usize,
        };
        self.automaton.sample(&window).map_err(js_err)
    }
}
