//! `PegView`: peg solitaire for the grid view. The core's `peg::session::PegGame` keeps the
//! start (editable before the first jump), the jumps made, the solver's solution and its
//! judgement of every position; this file checks what JavaScript sends and hands back one
//! [`PegSnapshot`] record per change (serde-wasm-bindgen). Errors are the core's sentences.

use super::action::{answer, Action};
use super::{fact_err, js_err, to_js, whole};
use js_sys::Uint32Array;
use movelab::catalog::Kind;
use movelab::fact;
use movelab::game::Notation;
use movelab::message::Message;
use movelab::peg::boards::Grid;
use movelab::peg::rules::{Finish, Jump};
use movelab::peg::session::{Depth, PegGame, Reach, Verdict};
use movelab::peg::solve::Answer;
use movelab::peg::INFO;
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions peg solitaire's handle answers (`act({ type, … })`).
    PegAction {
        Seek = "seek",
        Toggle = "toggle",
        Apply = "apply",
        Undo = "undo",
        Restart = "restart",
        Depth = "depth",
        Replay = "replay",
        Adopt = "adopt",
        Jumps = "jumps",
        Snapshot = "snapshot",
        Layout = "layout",
        Solve = "solve",
        Hint = "hint",
        Atlas = "atlas",
        Fewest = "fewest",
    }
}

/// The most positions the page's fewest-moves search holds (4 bytes each, both sides): the
/// English board's single-vacancy problems need up to some tens of millions.
const FEWEST_HELD: usize = 40_000_000;

/// The most jumps a replayed game may have: a board has at most 64 holes, and every jump
/// takes a peg off.
const MAX_JUMPS: usize = 64;

/// How long one atlas click may search before it answers with what it has (milliseconds).
const ATLAS_MS: f64 = 1000.0;

/// A text parameter of peg's catalog entry, refused when longer than its `max_len`.
fn text<'a>(name: &str, value: &'a str) -> Result<&'a str, String> {
    match INFO.param(name).map(|p| p.kind) {
        Some(Kind::Text { max_len, .. }) if value.chars().count() > max_len => Err(format!(
            "{name} must be at most {max_len} characters, not {}",
            value.chars().count()
        )),
        Some(Kind::Text { .. }) => Ok(value),
        Some(Kind::Choice { options, .. }) if options.contains(&value) => Ok(value),
        Some(Kind::Choice { options, .. }) => Err(format!(
            "{name} must be {}, not '{value}'",
            options.join(" or ")
        )),
        _ => Err(format!("peg has no parameter {name}")),
    }
}

/// The board's shape for drawing: the side of its bounding square, and the row, column
/// and name of every hole in hole order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layout {
    pub board: &'static str,
    pub side: u8,
    pub holes: Vec<[u8; 2]>,
    /// `square` or `triangle`: the grid the holes lie on.
    pub grid: &'static str,
    /// Where to draw each hole, in hole order: [x to the right, y down] in units of the
    /// distance between neighbouring holes (a triangle's rows are offset and √3/2 apart).
    pub points: Vec<[f64; 2]>,
    pub names: Vec<String>,
    /// The finish hole, if the finish is one hole.
    pub finish: Option<u8>,
}

/// A jump: the three holes and the jump in words.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JumpRecord {
    pub from: u8,
    pub over: u8,
    pub to: u8,
    /// `d2-d4`
    pub text: String,
    /// `d2 jumps over d3 to d4`: a fact (`peg-jump-said`) for the page to word
    pub said: Message,
}

/// Everything the page shows after one change, in one record.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PegSnapshot {
    /// One character per hole, row by row: `o` a peg, `.` empty.
    pub board: String,
    /// Jumps made since the start.
    pub step: usize,
    /// Moves made, as `--fewest-moves` counts them: a chain of jumps by one peg is one move.
    pub moves: u64,
    pub pegs: u32,
    /// The holes empty at the start, by name (the page's `empty` parameter).
    pub empty: Vec<String>,
    pub last: Option<JumpRecord>,
    /// No jump is left.
    pub finished: bool,
    /// One peg is left where the finish wants it.
    pub won: bool,
    /// `solvable`, `unsolvable`, `searching` (not decided yet: ask again, the search goes
    /// on) or `unknown` (the judge's memory is full) when asked for; else absent.
    pub verdict: Option<&'static str>,
    /// The verdict and `lostSince` are final (`session::Judgement::settled`).
    pub settled: bool,
    /// Why: the solver's reason for `unsolvable` or `unknown`; for `searching`, how far the
    /// search has got (a fact for the page to word).
    pub reason: Option<Message>,
    /// With an `unsolvable` verdict: the jump (from 1) that lost the game, if known
    /// (`session::Judgement::lost_since`).
    pub lost_since: Option<usize>,
}

/// One finish in the atlas of a vacancy.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReachRecord {
    /// The finish hole.
    pub hole: u8,
    /// `solvable`, `unsolvable`, `undecided` (the search stopped at its limit) or
    /// `unsearched` (the click's time ran out first: asking again goes on).
    pub verdict: &'static str,
    /// Why not, a fact for the page to word (absent for `solvable`).
    pub reason: Option<Message>,
}

/// The page's record of one finish of the atlas.
pub fn reach_record(reach: Reach) -> ReachRecord {
    ReachRecord {
        hole: reach.hole,
        verdict: match reach.verdict {
            Verdict::Solvable => "solvable",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Unknown => "undecided",
            Verdict::Searching => "unsearched",
        },
        reason: reach.reason,
    }
}

/// The board of `game` as the page draws it.
pub fn layout(game: &PegGame) -> Layout {
    let board = &game.game().board;
    let holes = 0..board.holes() as u8;
    Layout {
        board: board.name,
        side: board.side,
        holes: board.cells.iter().map(|&(r, c)| [r, c]).collect(),
        grid: match board.grid {
            Grid::Square => "square",
            Grid::Triangle => "triangle",
        },
        points: holes
            .clone()
            .map(|k| {
                let (x, y) = board.point(k);
                [x, y]
            })
            .collect(),
        names: holes.map(|k| board.name_of(k)).collect(),
        finish: match game.game().finish {
            Finish::Hole(h) => Some(h),
            Finish::Any => None,
        },
    }
}

/// `jump` of `game` with its jumped hole and in words.
pub fn jump_record(game: &PegGame, jump: Jump) -> JumpRecord {
    JumpRecord {
        from: jump.from,
        over: game.over(jump),
        to: jump.to,
        text: game.game().write_move(&jump),
        said: game.said(jump),
    }
}

/// The current position of `game` as one record; with `judge`, the judge's verdict on it.
pub fn snapshot(game: &mut PegGame, judge: bool) -> PegSnapshot {
    let judgement = judge.then(|| game.judgement());
    let pegs = game.pegs();
    PegSnapshot {
        board: (0..game.holes())
            .map(|k| if pegs >> k & 1 == 1 { 'o' } else { '.' })
            .collect(),
        step: game.step(),
        moves: movelab::peg::fewest::moves_of(&game.jumps()),
        pegs: pegs.count_ones(),
        empty: game.start_empty(),
        last: game.last_jump().map(|j| jump_record(game, j)),
        finished: game.finished(),
        won: game.won(),
        verdict: judgement.as_ref().map(|j| match j.verdict {
            Verdict::Solvable => "solvable",
            Verdict::Unsolvable => "unsolvable",
            Verdict::Unknown => "unknown",
            Verdict::Searching => "searching",
        }),
        settled: judgement.as_ref().is_none_or(|j| j.settled),
        lost_since: judgement.as_ref().and_then(|j| j.lost_since),
        reason: judgement.and_then(|j| j.reason),
    }
}

fn record(value: &impl Serialize) -> Result<JsValue, JsError> {
    to_js(value)
}

#[wasm_bindgen]
pub struct PegView {
    session: PegGame,
}

impl PegView {
    fn hole(&self, name: &str, value: f64) -> Result<u8, JsError> {
        let last = self.session.holes() as u64 - 1;
        Ok(whole(name, value, 0, last).map_err(|m| fact_err(&m))? as u8)
    }
}

#[wasm_bindgen]
impl PegView {
    /// The problem of the URL: `board`, `empty` (comma-separated hole names, possibly none)
    /// and `finish` (a hole or `any`), each checked against the catalog, then by the core.
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str, empty: &str, finish: &str) -> Result<PegView, JsError> {
        let board = text("board", board).map_err(js_err)?;
        let empty = text("empty", empty).map_err(js_err)?;
        let finish = text("finish", finish).map_err(js_err)?;
        let session = PegGame::new(board, empty, finish).map_err(|m| fact_err(&m))?;
        Ok(PegView { session })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it:
    /// `seek` (`step`), `toggle` (`hole`), `apply` (`from`, `to`; judged unless `judge` is
    /// false, as for the jumps of a link played again before the last is judged), `undo`
    /// (the last jump, or the last `jumps`; judged), `restart`, `snapshot` (`judge`: with the
    /// solver's verdict), `depth` (`glance` or `full`: how far the judge goes, `session::Depth`),
    /// `replay` (`jumps`: from the start, hole pairs, none judged), `adopt` (`jumps`: the
    /// start's solution found by another PegView, checked); `layout`, `jumps` (the jumps made
    /// as hole pairs), `solve` (the solution as hole pairs, or the solver's reason; with
    /// `quick`, null when only the whole search would decide), `hint` and `atlas`
    /// (`vacancy`: with only that hole empty, `[{hole, verdict, reason}]` for every finish)
    /// read, their answer the snapshot with the value as its `reply`.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply: JsValue = match PegAction::read(&a)? {
            PegAction::Seek => return self.seek(a.number("step")?),
            PegAction::Toggle => return self.toggle(a.number("hole")?),
            PegAction::Apply => {
                let judge = a.get("judge").is_undefined() || a.flag("judge");
                return self.apply_judged(a.number("from")?, a.number("to")?, judge);
            }
            PegAction::Undo if a.get("jumps").is_undefined() => return self.undo(),
            PegAction::Undo => {
                let jumps = a.whole("jumps", 0, 64)? as usize;
                self.session.undo_jumps(jumps);
                return self.snapshot(true);
            }
            PegAction::Restart => return self.restart(),
            PegAction::Depth => {
                let depth = match a.text("depth")?.as_str() {
                    "glance" => Depth::Glance,
                    "full" => Depth::Full,
                    other => {
                        return Err(js_err(format!(
                            "depth must be glance or full, not '{other}'"
                        )))
                    }
                };
                self.session.set_depth(depth);
                return self.snapshot(false);
            }
            PegAction::Replay => {
                let jumps = self.jumps(&a)?;
                self.session.replay(&jumps).map_err(|m| fact_err(&m))?;
                return self.snapshot(false);
            }
            PegAction::Adopt => {
                let jumps = self.jumps(&a)?;
                self.session.adopt(jumps).map_err(|m| fact_err(&m))?;
                return self.snapshot(false);
            }
            PegAction::Jumps => {
                let holes: Vec<u32> = self
                    .session
                    .jumps()
                    .iter()
                    .flat_map(|j| [u32::from(j.from), u32::from(j.to)])
                    .collect();
                Uint32Array::from(&holes[..]).into()
            }
            PegAction::Snapshot => return self.snapshot(a.flag("judge")),
            PegAction::Layout => self.layout()?,
            PegAction::Solve if a.flag("quick") => match self.session.quick_solution() {
                Some(_) => self.solve()?.into(),
                None => JsValue::NULL,
            },
            PegAction::Solve => self.solve()?.into(),
            PegAction::Hint => self.hint()?,
            // The fewest moves from the start, for a task's score: a bounded search (the
            // page's second thread asks it), refused in words past its limit.
            PegAction::Fewest => {
                match movelab::peg::fewest::fewest_capped(self.session.game(), FEWEST_HELD) {
                    Ok(Some((moves, _))) => JsValue::from_f64(moves as f64),
                    Ok(None) => return Err(fact_err(&fact!("peg-no-line"))),
                    Err(why) => return Err(fact_err(&why)),
                }
            }
            PegAction::Atlas => {
                let hole = self.hole("vacancy", a.number("vacancy")?)?;
                // About a second of searching a click; the rest the next click goes on with.
                let until = js_sys::Date::now() + ATLAS_MS;
                let more = || js_sys::Date::now() < until;
                let atlas = self.session.atlas(hole, more).map_err(|m| fact_err(&m))?;
                record(&atlas.into_iter().map(reach_record).collect::<Vec<_>>())?
            }
        };
        Ok(answer(self.snapshot(false)?, reply))
    }
}

impl PegView {
    /// `{board, side, holes: [[row, column], …], names, finish}` (hole numbers index them).
    pub fn layout(&self) -> Result<JsValue, JsError> {
        record(&layout(&self.session))
    }

    /// The solver's solution from the start as hole pairs `[from, to, from, to, …]`, or a JS
    /// Error with the fact `peg-no-solution` (its `why`) when there is none, `peg-undecided`
    /// when the page's bounded search gave up.
    pub fn solve(&mut self) -> Result<Uint32Array, JsError> {
        match self.session.solution() {
            Answer::Solved(line) => {
                let pairs: Vec<u32> = line
                    .iter()
                    .flat_map(|j| [u32::from(j.from), u32::from(j.to)])
                    .collect();
                Ok(Uint32Array::from(&pairs[..]))
            }
            Answer::Unsolvable(why) => Err(fact_err(&fact!("peg-no-solution", why = why.fact()))),
            Answer::GaveUp(why) => Err(fact_err(&fact!("peg-undecided", why = why.fact()))),
        }
    }

    /// An action's `jumps`: pairs of holes, from and to, checked.
    fn jumps(&self, a: &Action) -> Result<Vec<Jump>, JsError> {
        let holes = a.numbers("jumps")?;
        if holes.len() % 2 == 1 || holes.len() > 2 * MAX_JUMPS {
            return Err(js_err(format!(
                "the {} action needs jumps, at most {MAX_JUMPS} pairs of holes",
                a.kind
            )));
        }
        holes
            .chunks(2)
            .map(|pair| {
                let (from, to) = (self.hole("from", pair[0])?, self.hole("to", pair[1])?);
                Ok(Jump { from, to })
            })
            .collect()
    }

    /// The position after `step` jumps of the solution (a snapshot without a verdict).
    pub fn seek(&mut self, step: f64) -> Result<JsValue, JsError> {
        let step = whole("step", step, 0, 64).map_err(|m| fact_err(&m))?;
        self.session.seek(step as usize).map_err(|m| fact_err(&m))?;
        record(&snapshot(&mut self.session, false))
    }

    /// Empties or fills `hole` at the start (before the first jump only).
    pub fn toggle(&mut self, hole: f64) -> Result<JsValue, JsError> {
        let hole = self.hole("hole", hole)?;
        self.session.toggle(hole).map_err(|m| fact_err(&m))?;
        record(&snapshot(&mut self.session, false))
    }

    /// Makes the jump `from`-`to` and judges the new position, or throws the core's reason.
    pub fn apply(&mut self, from: f64, to: f64) -> Result<JsValue, JsError> {
        self.apply_judged(from, to, true)
    }

    /// [`PegView::apply`], judging the new position only if `judge`: each judgement is a
    /// slice of the solver's search (43 jumps of a link on Wiegleb's board: 490 ms in one
    /// task, issue 40), and the page judges the last position of a link by itself.
    fn apply_judged(&mut self, from: f64, to: f64, judge: bool) -> Result<JsValue, JsError> {
        let (from, to) = (self.hole("from", from)?, self.hole("to", to)?);
        self.session.apply(from, to).map_err(|m| fact_err(&m))?;
        record(&snapshot(&mut self.session, judge))
    }

    /// Takes back the last jump (nothing when none was made) and judges the position.
    pub fn undo(&mut self) -> Result<JsValue, JsError> {
        self.session.undo();
        record(&snapshot(&mut self.session, true))
    }

    /// Back to the start with no jump made.
    pub fn restart(&mut self) -> Result<JsValue, JsError> {
        self.session.restart();
        record(&snapshot(&mut self.session, false))
    }

    /// The current position; with `judge`, the solver's verdict on it.
    pub fn snapshot(&mut self, judge: bool) -> Result<JsValue, JsError> {
        record(&snapshot(&mut self.session, judge))
    }

    /// The first jump of a solution from here `{from, over, to, text, said}`, or a JS Error
    /// with the solver's reason there is none.
    pub fn hint(&mut self) -> Result<JsValue, JsError> {
        let hint = self.session.hint().map_err(|m| fact_err(&m))?;
        record(&jump_record(&self.session, hint))
    }
}

/// The classic problem `board` opens on (`boards::CLASSIC`): `[empty, finish]`, for the
/// page when a board is chosen without a start and a finish of its own.
#[wasm_bindgen(js_name = pegClassic)]
pub fn peg_classic(board: &str) -> Result<Vec<JsValue>, JsError> {
    let board = text("board", board).map_err(js_err)?;
    let (empty, finish) = movelab::peg::boards::Board::named(board)
        .map_err(js_err)?
        .classic();
    Ok(vec![JsValue::from_str(empty), JsValue::from_str(finish)])
}
