//! The teacher's task judged for the page (core `task`): whether a task can be passed from
//! the start shown, and the score of how it ended. In every module, so the shell judges any
//! game with the module already loaded; only numbers and small records cross.

use super::{fact_err, js_err, to_js, whole, MAX_SAFE};
use movelab::task::{self, Ending, Prospect, TaskKind};
use wasm_bindgen::prelude::*;

fn kind(id: &str) -> Result<TaskKind, JsError> {
    TaskKind::from_id(id).ok_or_else(|| js_err(format!("there is no task \"{id}\"")))
}

/// Why `task_id` cannot be passed from a start whose prospect for the visitor is
/// `prospect` (`win`, `draw` or `loss`): the refusal's id, or undefined when it can be.
#[wasm_bindgen(js_name = checkTask)]
pub fn check_task(task_id: &str, prospect: &str) -> Result<Option<String>, JsError> {
    let prospect = match prospect {
        "win" => Prospect::Win,
        "draw" => Prospect::Draw,
        "loss" => Prospect::Loss,
        other => return Err(js_err(format!("there is no prospect \"{other}\""))),
    };
    Ok(task::check(kind(task_id)?, prospect)
        .err()
        .map(|refusal| match refusal {
            task::Refusal::Unsolvable => "unsolvable",
            task::Refusal::CannotWin => "cannot-win",
            task::Refusal::OnlyDraw => "only-draw",
            task::Refusal::CannotDraw => "cannot-draw",
        })
        .map(String::from))
}

/// The verdict on `task_id` after an ending of `ending` (`fewest`: a cost `a` where the
/// least is `b`; `most`: a gain `a` of the most `b`; `over`: `a` = 1 won, 0.5 drawn, 0
/// lost; `answered`: `a` right of `b`): `{ score, passed, reason: { id, … } }`, or
/// undefined when that ending does not end the task.
#[wasm_bindgen(js_name = judgeTask)]
pub fn judge_task(task_id: &str, ending: &str, a: f64, b: f64) -> Result<JsValue, JsError> {
    let count = |name: &str, x: f64| whole(name, x, 0, MAX_SAFE).map_err(|m| fact_err(&m));
    let ending = match ending {
        "fewest" => Ending::Fewest {
            used: count("used", a)?,
            least: count("least", b)?,
        },
        "most" => Ending::Most {
            got: count("got", a)?,
            most: count("most", b)?,
        },
        "over" => Ending::Over {
            won: a == 1.0,
            drawn: a == 0.5,
        },
        "answered" => Ending::Answered {
            right: count("right", a)?,
            of: count("of", b)?,
        },
        other => return Err(js_err(format!("there is no ending \"{other}\""))),
    };
    match task::judge(kind(task_id)?, ending) {
        Some(verdict) => to_js(&verdict),
        None => Ok(JsValue::UNDEFINED),
    }
}
