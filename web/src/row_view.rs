//! `RowView`: the checker rows' one handle. Built from the view's settings
//! (`{ puzzle, n, m, first }`) on a canvas, it answers every visitor action with one
//! snapshot record (`act`), so a click, a key or a step crosses the boundary once. Inside
//! it keeps the stage (the solution on the canvas), the visitor's game in play mode and
//! the practice in watch mode; what they decide is the core's.

use super::action::{field, Action};
use super::game::{HintRecord, PlayGame};
use super::handle::{MeasureRecord, PuzzlePlayer, TallyRecord};
use super::practice::{AnswerRecord, PracticeRun, SummaryRecord};
use super::stage::Stage;
use super::{exact, fact_err, js_err, number, to_js};
use movelab::fact;
use movelab::message::Message;
use movelab::play::{hint, judge};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

crate::actions! {
    /// The actions the row view's handle answers (`act({ type, … })`).
    RowAction {
        Snapshot = "snapshot",
        Load = "load",
        Seek = "seek",
        ReducedMotion = "reducedMotion",
        Theme = "theme",
        Resize = "resize",
        PlayMode = "playMode",
        Move = "move",
        Replay = "replay",
        Undo = "undo",
        Redo = "redo",
        Restart = "restart",
        Hint = "hint",
        Practise = "practise",
        Answer = "answer",
        Highlight = "highlight",
        Show = "show",
        SquareAt = "squareAt",
        Board = "board",
        FrameTimes = "frameTimes",
    }
}

/// The settings a row is built from (the rest of the URL is the page's).
#[derive(Clone, Debug, PartialEq)]
struct RowSettings {
    puzzle: String,
    n: f64,
    m: f64,
    first: String,
}

impl RowSettings {
    fn read(settings: &JsValue) -> RowSettings {
        let number = |name| field(settings, name).as_f64().unwrap_or(f64::NAN);
        let text = |name| field(settings, name).as_string().unwrap_or_default();
        RowSettings {
            puzzle: text("puzzle"),
            n: number("n"),
            // Pairs has no m or first: the player ignores them.
            m: field(settings, "m").as_f64().unwrap_or(0.0),
            first: text("first"),
        }
    }

    fn player(&self) -> Result<PuzzlePlayer, JsError> {
        PuzzlePlayer::new(&self.puzzle, self.n, self.m, &self.first)
    }
}

/// The visitor's game in play mode (serde record).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GameRecord {
    moves: f64,
    can_undo: bool,
    can_redo: bool,
    /// The squares whose move is legal now: handed over as a `Uint32Array` ([`RowView::act`]),
    /// not by serde, which sets a JavaScript array's elements one call each (two million
    /// for pairs at n = 10^6: 100 ms a snapshot, issue 40).
    #[serde(skip)]
    movable: Vec<u32>,
    /// How the visitor is doing: the core's fact (messages `play-*`).
    judgement: Message,
    solved: bool,
    solved_optimally: bool,
    /// How many squares a move takes: 1 (a checker) or 2 (a pair).
    width: u32,
    /// The moves made, as the link keeps them (`moves=`): squares joined by dots.
    record: String,
}

/// Practice in watch mode (serde record).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PracticeRecord {
    step: f64,
    summary: SummaryRecord,
    /// As [`GameRecord`]'s, a `Uint32Array`.
    #[serde(skip)]
    movable: Vec<u32>,
}

/// Everything the row view shows after an action, in one record (serde). The optional
/// fields answer the action that asked for them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RowSnapshot {
    puzzle: String,
    squares: u32,
    #[serde(serialize_with = "exact")]
    step: u64,
    #[serde(serialize_with = "exact")]
    length: u64,
    at_goal: bool,
    tally: TallyRecord,
    measures: Vec<MeasureRecord>,
    /// The lower-bound quantities at the start and at the goal, so each readout knows
    /// which way it runs.
    start_measures: Vec<MeasureRecord>,
    goal_measures: Vec<MeasureRecord>,
    sentence: Message,
    zoomed: bool,
    game: Option<GameRecord>,
    practice: Option<PracticeRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<HintRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<AnswerRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    square: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    frame_times: Option<Vec<f64>>,
    /// `replay`: why it stopped before the end, a fact (`row-replay-stopped`).
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped: Option<Message>,
}

/// The most moves a `replay` plays: the link's record of moves holds at most this many
/// (www/params.js reads at most 65,536 characters).
const MAX_REPLAY: usize = 65_536;

/// What an action asked to read besides the snapshot.
#[derive(Default)]
struct Reply {
    hint: Option<HintRecord>,
    answer: Option<AnswerRecord>,
    square: Option<u32>,
    board: Option<String>,
    frame_times: Option<Vec<f64>>,
    stopped: Option<Message>,
}

/// The checker rows on a canvas: `new RowView(canvas, settings)`, then `act(action)`.
#[wasm_bindgen]
pub struct RowView {
    stage: Stage,
    settings: RowSettings,
    game: Option<PlayGame>,
    practice: Option<PracticeRun>,
    start_measures: Vec<MeasureRecord>,
    goal_measures: Vec<MeasureRecord>,
}

fn measures_of(player: &PuzzlePlayer) -> Vec<MeasureRecord> {
    super::handle::read::measure_records(player.player.as_ref())
}

/// The start's and the goal's measures of a row's solution.
fn ends(settings: &RowSettings) -> Result<(Vec<MeasureRecord>, Vec<MeasureRecord>), JsError> {
    let mut probe = settings.player()?;
    let start = measures_of(&probe);
    let length = probe.length_exact();
    probe.seek_exact(length)?;
    Ok((start, measures_of(&probe)))
}

#[wasm_bindgen]
impl RowView {
    /// The solution of `settings` (`{ puzzle, n, m, first }`, the page's limits) on
    /// `canvas`, at step 0; throws the core's reason for settings it refuses.
    #[wasm_bindgen(constructor)]
    pub fn new(canvas: HtmlCanvasElement, settings: JsValue) -> Result<RowView, JsError> {
        let settings = RowSettings::read(&settings);
        let player = settings.player()?;
        let (start_measures, goal_measures) = ends(&settings)?;
        Ok(RowView {
            stage: Stage::new(canvas, player)?,
            settings,
            game: None,
            practice: None,
            start_measures,
            goal_measures,
        })
    }

    /// Draws step `step` (a BigInt, 0..=length) with the next move `glide` (0..1) of the way
    /// done, the camera moved on by `dt` seconds: the timeline player's one call a frame
    /// (numbers only cross). Returns whether the camera still travels.
    pub fn frame(&mut self, step: u64, glide: f64, dt: f64) -> Result<bool, JsError> {
        self.stage.frame(step, glide, dt)
    }

    /// Does `action` (`{ type, … }`) and answers with the snapshot after it. Throws the
    /// core's reason, in words, for an action it refuses (nothing has changed then).
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let action = Action::read(action)?;
        let reply = self.apply(&action)?;
        let snapshot = self.snapshot(reply);
        let js = to_js(&snapshot)?;
        let movable = |record: &str, squares: &[u32]| {
            let record = js_sys::Reflect::get(&js, &record.into()).unwrap_or(JsValue::NULL);
            if record.is_object() {
                let squares = js_sys::Uint32Array::from(squares);
                let _ = js_sys::Reflect::set(&record, &"movable".into(), &squares);
            }
        };
        if let Some(g) = &snapshot.game {
            movable("game", &g.movable);
        }
        if let Some(p) = &snapshot.practice {
            movable("practice", &p.movable);
        }
        Ok(js)
    }
}

impl RowView {
    fn apply(&mut self, a: &Action) -> Result<Reply, JsError> {
        let mut reply = Reply::default();
        match RowAction::read(a)? {
            RowAction::Snapshot => {}
            RowAction::Load => self.load(RowSettings::read(&a.get("settings")))?,
            RowAction::Seek => {
                // The timeline player's seeks come as frames; this one is for the views'
                // loads and commands, which read the snapshot of the step at once.
                let step = a.step("step", self.stage.length())?;
                self.stage.frame(step, 0.0, 0.0)?;
            }
            RowAction::ReducedMotion => self.stage.set_reduced_motion(a.flag("on")),
            RowAction::Theme => self.stage.refresh_theme(),
            RowAction::Resize => self.stage.resize(),
            RowAction::PlayMode => self.play_mode(a.flag("on"))?,
            RowAction::Move => {
                let game = self.game_mut()?;
                game.play(a.number("square")?)?;
                self.show_game();
            }
            RowAction::Replay => {
                // A game kept in the link, played again in one call: the moves before one
                // that cannot be played stay, and the reply says which it was.
                let squares = a.numbers("squares")?;
                if squares.len() > MAX_REPLAY {
                    return Err(js_err(format!(
                        "a game played again has at most {MAX_REPLAY} moves, not {}",
                        squares.len()
                    )));
                }
                let game = self.game_mut()?;
                for (k, &square) in squares.iter().enumerate() {
                    if let Err(why) = game.try_play(square) {
                        reply.stopped = Some(fact!(
                            "row-replay-stopped",
                            move = k + 1,
                            square = number(square),
                            reason = why
                        ));
                        break;
                    }
                }
                self.show_game();
            }
            RowAction::Undo => {
                let times = if a.get("times").is_undefined() {
                    1
                } else {
                    a.whole("times", 0, u32::MAX as u64)?
                };
                let game = self.game_mut()?;
                for _ in 0..times {
                    if !game.undo() {
                        break;
                    }
                }
                self.show_game();
            }
            RowAction::Redo => {
                self.game_mut()?.redo();
                self.show_game();
            }
            RowAction::Restart => match self.game.as_mut() {
                Some(game) => {
                    game.restart();
                    self.show_game();
                }
                None => {
                    self.stage.frame(0, 0.0, 0.0)?;
                }
            },
            RowAction::Hint => {
                let game = self.game_mut()?;
                reply.hint = hint(&game.game, Some(game.solution())).map(HintRecord::from);
                reply.board = Some(game.board_text());
            }
            RowAction::Practise => {
                if a.flag("on") {
                    self.practice_at_stage()?;
                } else {
                    // The practice stays, following the stage: moves watched meanwhile are
                    // counted as watched, and its tally goes on when practising again.
                    self.stage.show_solution();
                }
            }
            RowAction::Answer => reply.answer = Some(self.answer(a.number("square")?)?),
            RowAction::Highlight => self
                .stage
                .highlight(a.number("square")?, a.number("width")?)?,
            RowAction::Show => match &self.game {
                Some(_) => self.show_game(),
                None => self.stage.show_solution(),
            },
            RowAction::SquareAt => reply.square = self.stage.square_at(a.number("x")?),
            RowAction::Board => {
                reply.board = Some(match (&self.game, &self.practice) {
                    (Some(game), _) => game.board_text(),
                    // Input is for the position a glide ends on: the page lands it and
                    // pauses first.
                    (None, Some(_)) => self.practice_at_stage()?.board_text(),
                    (None, None) => self.stage.board_text(),
                })
            }
            RowAction::FrameTimes => reply.frame_times = Some(self.stage.take_frame_times()),
        }
        if self.practice.is_some() {
            // The practice stands where the stage does, so its record is of the step shown.
            self.practice_at_stage()?;
        }
        Ok(reply)
    }

    /// Another puzzle or size on the same canvas, from step 0 in watch mode.
    fn load(&mut self, settings: RowSettings) -> Result<(), JsError> {
        let player = settings.player()?;
        let (start, goal) = ends(&settings)?;
        self.stage.load(player);
        self.settings = settings;
        self.start_measures = start;
        self.goal_measures = goal;
        self.game = None;
        self.practice = None;
        Ok(())
    }

    /// Play mode on (a fresh game from the start; the core's limit refused in words) or off.
    fn play_mode(&mut self, on: bool) -> Result<(), JsError> {
        if !on {
            self.game = None;
            self.stage.show_solution();
            return Ok(());
        }
        let s = &self.settings;
        let game = PlayGame::new(&s.puzzle, s.n, s.m, &s.first)?;
        self.practice = None;
        self.game = Some(game);
        self.show_game();
        Ok(())
    }

    fn game_mut(&mut self) -> Result<&mut PlayGame, JsError> {
        self.game
            .as_mut()
            .ok_or_else(|| fact_err(&fact!("row-needs-play-mode")))
    }

    fn show_game(&mut self) {
        if let Some(game) = &self.game {
            self.stage.show_game(game);
        }
    }

    /// The practice, made on first use, standing where the stage does.
    fn practice_at_stage(&mut self) -> Result<&mut PracticeRun, JsError> {
        if self.practice.is_none() {
            let s = &self.settings;
            self.practice = Some(PracticeRun::new(&s.puzzle, s.n, s.m, &s.first)?);
        }
        let step = self.stage.step() as f64;
        let practice = self.practice.as_mut().expect("made above");
        if practice.step() != step {
            practice.seek(step)?;
        }
        Ok(practice)
    }

    /// The visitor's answer for the next move of the solution, judged by the core (the page
    /// lands any glide and pauses first, then plays the solution's move either way).
    fn answer(&mut self, square: f64) -> Result<AnswerRecord, JsError> {
        let record = self.practice_at_stage()?.answer_record(square);
        self.stage.show_solution();
        record
    }

    fn snapshot(&self, reply: Reply) -> RowSnapshot {
        let watch = self.stage.watch_record();
        let game = self.game.as_ref().map(|g| {
            let judgement = judge(&g.game, Some(g.solution()));
            GameRecord {
                moves: g.moves_made(),
                can_undo: g.can_undo(),
                can_redo: g.can_redo(),
                movable: g.movable(),
                judgement: judgement.fact(),
                solved: g.is_solved(),
                solved_optimally: judgement.solved_optimally(),
                width: g.width(),
                record: g.record(),
            }
        });
        let practice = self.practice.as_ref().map(|p| PracticeRecord {
            step: p.step(),
            summary: p.summary_record(),
            movable: p.movable(),
        });
        RowSnapshot {
            puzzle: self.settings.puzzle.clone(),
            squares: self.stage.squares(),
            step: watch.step,
            length: watch.length,
            at_goal: watch.at_goal,
            tally: watch.tally,
            measures: watch.measures,
            start_measures: self.start_measures.clone(),
            goal_measures: self.goal_measures.clone(),
            sentence: watch.sentence,
            zoomed: self.stage.zoomed(),
            game,
            practice,
            hint: reply.hint,
            answer: reply.answer,
            square: reply.square,
            board: reply.board,
            frame_times: reply.frame_times,
            stopped: reply.stopped,
        }
    }
}
