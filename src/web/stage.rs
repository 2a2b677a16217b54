//! `Stage`: a player on a canvas. It plays, steps and seeks, animates each move with the
//! core's `Playback::sprites`, follows the moving checker on large boards, keeps the test
//! hooks (`data-puzzle`, `data-step`, `data-board`) in step with what is shown, and tells
//! JavaScript when the shown step changed. A frame reads only the squares in view (copied
//! from a held row, or written from the layout's runs of a windowed one) and the next
//! move's span, so it costs the same at n = m = 10^9 as at 10^3.
//!
//! Lifecycle of the closures (after wasm-bindgen's `request_animation_frame` example):
//! - `Shared` owns the state and the two closures; `Stage` (the JS object) owns `Shared`
//!   through an `Rc`. The closures hold only a `Weak` to it, so there is no cycle.
//! - The frame closure is handed to `requestAnimationFrame` only while something moves
//!   (playing, a step in flight, the camera settling, or a redraw asked for); it schedules
//!   the next frame itself and stops when all is still. `frame_id` remembers the pending
//!   request so that nothing is ever scheduled twice and `Drop` can cancel it.
//! - The `ResizeObserver` closure resizes the backing store (CSS size x devicePixelRatio)
//!   and asks for a frame.
//! - Dropping the `Stage` (JS `stage.free()`) cancels the pending frame, disconnects the
//!   observer and drops both closures; a frame already queued finds the `Weak` dead.
//! - JavaScript's `onChange` callback is called from the frame after every borrow of the
//!   state is released, so it may call back into the stage.

use super::camera::Camera;
use super::handle::{read, PuzzlePlayer};
use super::hooks::{self, WindowHook};
use super::render::{self, Band, Palette, Scene};
use super::{js_err, narrate};
use crate::row::board::{Board, Cell};
use crate::row::player::Sprite;
use crate::row::window::Playback;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ResizeObserver};

mod display;

/// How long a single step (button or key) takes to glide, in seconds.
const STEP_SECONDS: f64 = 0.28;

/// A single step in flight, started by `forward` or `back` while paused.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Stepping {
    /// The next move glides; it is applied when the glide ends.
    Forward(f64),
    /// The last move was taken back already; it glides home in reverse.
    Back(f64),
}

struct State {
    player: Box<dyn Playback>,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    palette: Palette,
    camera: Camera,
    dpr: f64,
    playing: bool,
    /// Moves per second while playing.
    speed: f64,
    /// Fraction (0..1) of the next move done while playing.
    progress: f64,
    stepping: Option<Stepping>,
    reduced_motion: bool,
    /// Camera centre in squares; `None` until the first frame places it.
    centre: Option<f64>,
    last_time: Option<f64>,
    frame_id: Option<i32>,
    /// The step the hooks and JS were last told about.
    told: Option<u64>,
    redraw: bool,
    on_change: Option<js_sys::Function>,
    /// Script time of recent frames (ms), for the benchmark.
    frame_ms: Vec<f64>,
    /// Play mode: the visitor's board (and the squares of their last move), shown instead
    /// of the player's.
    shown: Option<(Board, Option<(usize, usize)>)>,
    /// The overview strip's bands and the step they are for (`None`: the shown board);
    /// `None` until needed, and again whenever the shown position changes.
    bands: Option<(Option<u64>, Vec<Band>)>,
    /// The window hook last written.
    window_hook: WindowHook,
}

/// `requestAnimationFrame`'s callback: the frame time in ms.
type FrameClosure = Closure<dyn FnMut(f64)>;
/// The `ResizeObserver` and its callback (the entries are not needed).
type Resizer = (ResizeObserver, Closure<dyn FnMut(js_sys::Array)>);

struct Shared {
    state: RefCell<State>,
    frame: RefCell<Option<FrameClosure>>,
    resize: RefCell<Option<Resizer>>,
}

/// A player drawn on a canvas: `new Stage(canvas, player)`.
pub struct Stage {
    shared: Rc<Shared>,
}

/// The canvas's 2D context, or an error saying it has none.
fn context_2d(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsError> {
    let none = || js_err("the canvas has no 2D context");
    canvas
        .get_context("2d")
        .map_err(|_| none())?
        .ok_or_else(none)?
        .dyn_into::<CanvasRenderingContext2d>()
        .map_err(|_| none())
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

impl State {
    /// Reads the canvas's CSS size and sizes the backing store to match the screen.
    fn measure(&mut self) {
        let dpr = web_sys::window()
            .map(|w| w.device_pixel_ratio())
            .unwrap_or(1.0)
            .clamp(1.0, 4.0);
        let w = f64::from(self.canvas.client_width()).max(1.0);
        let h = f64::from(self.canvas.client_height()).max(1.0);
        let (pw, ph) = ((w * dpr).round() as u32, (h * dpr).round() as u32);
        if self.canvas.width() != pw {
            self.canvas.set_width(pw);
        }
        if self.canvas.height() != ph {
            self.canvas.set_height(ph);
        }
        self.dpr = dpr;
        let squares = match &self.shown {
            Some((board, _)) => board.len(),
            None => self.player.squares() as usize,
        };
        self.camera = Camera::new(w, h, squares);
        self.redraw = true;
    }

    fn settle_stepping(&mut self) {
        if let Some(Stepping::Forward(_)) = self.stepping {
            self.player.forward();
        }
        self.stepping = None;
    }

    /// Advances time by `dt` seconds: playing moves, a step in flight, the camera.
    /// Returns whether anything is still moving.
    fn advance(&mut self, dt: f64) -> bool {
        let mut moving = false;
        if self.playing {
            // Whole moves as their time comes; the remainder is the glide of the next one
            // (not drawn with reduced motion, where moves simply appear at the same pace).
            self.progress += dt * self.speed;
            while self.progress >= 1.0 && self.player.forward() {
                self.progress -= 1.0;
            }
            if self.player.at_goal() {
                self.playing = false;
                self.progress = 0.0;
            }
            moving |= self.playing;
        }
        if let Some(stepping) = self.stepping {
            let speed = dt / STEP_SECONDS;
            self.stepping = match stepping {
                Stepping::Forward(p) if p + speed >= 1.0 => {
                    self.player.forward();
                    None
                }
                Stepping::Forward(p) => Some(Stepping::Forward(p + speed)),
                Stepping::Back(p) if p + speed >= 1.0 => None,
                Stepping::Back(p) => Some(Stepping::Back(p + speed)),
            };
            moving |= self.stepping.is_some();
        }
        moving
    }

    /// The checkers in flight and the fraction of their move, per the core.
    fn sprites(&self) -> Vec<Sprite> {
        if self.reduced_motion {
            return Vec::new();
        }
        match self.stepping {
            Some(Stepping::Forward(p)) => self.player.sprites(p),
            Some(Stepping::Back(p)) => self.player.sprites(1.0 - p),
            None if self.playing && self.progress > 0.0 => self.player.sprites(self.progress),
            None => Vec::new(),
        }
    }

    /// Play mode and practice: draws the shown board (no animation, the last move ringed).
    fn draw_shown(&mut self) -> bool {
        let Some((board, highlight)) = &self.shown else {
            return false;
        };
        let focus = highlight
            .map(|(to, width)| to as f64 + width as f64 / 2.0)
            .unwrap_or(board.hole() as f64 + 0.5);
        let centre = self.camera.clamp_centre(focus);
        self.centre = Some(centre);
        if self.camera.zoomed && !matches!(self.bands, Some((None, _))) {
            self.bands = Some((None, render::bands_of_cells(board.cells())));
        }
        let bands = self.bands.as_ref().map_or(&[][..], |(_, b)| b);
        let (lo, hi) = self.camera.range(centre);
        let cells = &board.cells()[lo.min(board.len())..hi.min(board.len())];
        let scene = Scene {
            cells,
            first: lo,
            bands,
            sprites: &[],
            flying_from: None,
            highlight: *highlight,
            centre,
        };
        render::draw(&self.ctx, &self.camera, self.dpr, &self.palette, &scene);
        self.window_hook.write(&self.canvas, lo, cells);
        self.redraw = false;
        false
    }

    /// Moves the camera towards `focus`: eased, unless motion is reduced or the target is
    /// more than a screen away. Returns the target and the new centre.
    fn follow(&mut self, focus: f64, dt: f64) -> (f64, f64) {
        let target = self.camera.clamp_centre(focus);
        let centre = match self.centre {
            Some(c) if !self.reduced_motion && (target - c).abs() < self.camera.visible() => {
                // Ease towards the target, frame-rate independent.
                c + (target - c) * (1.0 - (-dt * 8.0).exp())
            }
            _ => target,
        };
        let centre = self.camera.clamp_centre(centre);
        self.centre = Some(centre);
        (target, centre)
    }

    /// Draws the current frame; returns whether the camera is still travelling.
    fn draw(&mut self, dt: f64) -> bool {
        if self.shown.is_some() {
            return self.draw_shown();
        }
        let sprites = self.sprites();
        let flying = if sprites.is_empty() {
            None
        } else {
            self.player
                .next_span()
                .map(|m| (m.from as usize, m.width() as usize))
        };
        let last = self.player.last_span();
        let highlight = if sprites.is_empty() {
            last.map(|m| (m.to as usize, m.width() as usize))
        } else {
            None
        };
        // The camera follows the checkers in flight, else the one that just moved, else
        // the hole.
        let focus = if !sprites.is_empty() {
            sprites.iter().map(|s| s.x).sum::<f64>() / sprites.len() as f64 + 0.5
        } else if let Some(m) = last {
            m.to as f64 + m.width() as f64 / 2.0
        } else {
            self.player.hole() as f64 + 0.5
        };
        let (target, centre) = self.follow(focus, dt);
        // The overview comes from the core's runs at this step: a handful of bands, O(1)
        // to compute, whatever the size of the row.
        let step = self.player.step();
        if self.camera.zoomed && !matches!(self.bands, Some((Some(k), _)) if k == step) {
            let bands = match (self.player.layout(), self.player.board()) {
                (Some(layout), _) => render::bands_of_layout(&layout),
                (None, Some(board)) => render::bands_of_cells(board.cells()),
                (None, None) => Vec::new(),
            };
            self.bands = Some((Some(step), bands));
        }
        let bands = self.bands.as_ref().map_or(&[][..], |(_, b)| b);
        // Only the squares in view, from the player (a copy, or the layout's runs).
        let (lo, hi) = self.camera.range(centre);
        let mut cells = vec![Cell::Hole; hi - lo];
        self.player.write_window(lo as u64, &mut cells);
        let scene = Scene {
            cells: &cells,
            first: lo,
            bands,
            sprites: &sprites,
            flying_from: flying,
            highlight,
            centre,
        };
        render::draw(&self.ctx, &self.camera, self.dpr, &self.palette, &scene);
        // The test hooks of the squares in view, written with every drawn frame that changed
        // them: `data-window-start` (the first square) and `data-window` (their cells as
        // `B`/`W`/`_`). They stand in for `data-board` on rows too long for it.
        self.window_hook.write(&self.canvas, lo, &cells);
        self.redraw = false;
        (target - centre).abs() > 0.01
    }

    /// Writes the test hooks when the step changed; true if it did.
    fn sync_hooks(&mut self) -> bool {
        if self.shown.is_some() {
            return false;
        }
        let step = self.player.step();
        if self.told == Some(step) {
            return false;
        }
        self.told = Some(step);
        hooks::step_and_board(&self.canvas, step, self.player.board());
        true
    }

    /// Shows `player` from its current step, still (nothing playing or gliding).
    fn load(&mut self, player: Box<dyn Playback>) {
        self.player = player;
        self.shown = None;
        self.bands = None;
        self.playing = false;
        self.progress = 0.0;
        self.stepping = None;
        self.centre = None;
        self.show_current();
    }

    /// Marks the canvas with the puzzle, sizes it, writes the hooks, and makes sure the
    /// next frame tells JavaScript even if the step is the same number as before.
    fn show_current(&mut self) {
        hooks::puzzle(&self.canvas, self.player.solution().puzzle().name());
        self.measure();
        self.told = None;
        self.sync_hooks();
        self.told = None;
    }
}

impl Shared {
    /// Asks for one animation frame unless one is pending.
    fn schedule(&self) {
        let mut state = self.state.borrow_mut();
        if state.frame_id.is_some() {
            return;
        }
        let frame = self.frame.borrow();
        let (Some(window), Some(closure)) = (web_sys::window(), frame.as_ref()) else {
            return;
        };
        if let Ok(id) = window.request_animation_frame(closure.as_ref().unchecked_ref()) {
            state.frame_id = Some(id);
        }
    }

    /// One animation frame.
    fn tick(self: &Rc<Shared>, time: f64) {
        let started = now();
        let (notify, again) = {
            let mut state = self.state.borrow_mut();
            state.frame_id = None;
            let dt = state
                .last_time
                .map(|t| ((time - t) / 1000.0).clamp(0.0, 0.1))
                .unwrap_or(1.0 / 60.0);
            let moving = state.advance(dt);
            let travelling = state.draw(dt);
            let changed = state.sync_hooks();
            let again = moving || travelling || state.redraw;
            state.last_time = if again { Some(time) } else { None };
            (
                if changed {
                    state.on_change.clone()
                } else {
                    None
                },
                again,
            )
        };
        if again {
            self.schedule();
        }
        if let Some(f) = notify {
            let _ = f.call0(&JsValue::NULL);
        }
        let mut state = self.state.borrow_mut();
        if state.frame_ms.len() >= 4096 {
            state.frame_ms.clear();
        }
        state.frame_ms.push(now() - started);
    }

    fn changed(&self) {
        {
            let mut state = self.state.borrow_mut();
            state.redraw = true;
            state.sync_hooks();
            state.told = None;
        }
        self.schedule();
    }
}

impl Stage {
    /// Takes over `player` (the JS object is consumed) and draws it on `canvas`.
    pub fn new(canvas: HtmlCanvasElement, player: PuzzlePlayer) -> Result<Stage, JsError> {
        let ctx = context_2d(&canvas)?;
        let palette = Palette::from_css(&canvas);
        let squares = player.player.squares() as usize;
        let state = State {
            player: player.player,
            canvas: canvas.clone(),
            ctx,
            palette,
            camera: Camera::new(1.0, 1.0, squares),
            dpr: 1.0,
            playing: false,
            speed: 4.0,
            progress: 0.0,
            stepping: None,
            reduced_motion: false,
            centre: None,
            last_time: None,
            frame_id: None,
            told: None,
            redraw: true,
            on_change: None,
            frame_ms: Vec::new(),
            shown: None,
            bands: None,
            window_hook: WindowHook::default(),
        };
        let shared = Rc::new(Shared {
            state: RefCell::new(state),
            frame: RefCell::new(None),
            resize: RefCell::new(None),
        });

        // The frame closure: lives in `shared.frame` until the Stage is dropped.
        let weak: Weak<Shared> = Rc::downgrade(&shared);
        let frame = Closure::<dyn FnMut(f64)>::new(move |time: f64| {
            if let Some(shared) = weak.upgrade() {
                shared.tick(time);
            }
        });
        *shared.frame.borrow_mut() = Some(frame);

        // The resize closure: lives in `shared.resize` with its observer.
        let weak: Weak<Shared> = Rc::downgrade(&shared);
        let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
            if let Some(shared) = weak.upgrade() {
                shared.state.borrow_mut().measure();
                shared.schedule();
            }
        });
        if let Ok(observer) = ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
            observer.observe(&canvas);
            *shared.resize.borrow_mut() = Some((observer, on_resize));
        }

        shared.state.borrow_mut().show_current();
        shared.schedule();
        Ok(Stage { shared })
    }

    /// Plays another puzzle or size on the same canvas (consumes `player`).
    pub fn load(&self, player: PuzzlePlayer) {
        self.shared.state.borrow_mut().load(player.player);
        self.shared.schedule();
    }

    /// `fn()` called after every frame whose shown step changed.
    pub fn on_change(&self, callback: Option<js_sys::Function>) {
        self.shared.state.borrow_mut().on_change = callback;
    }

    pub fn play(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.settle_stepping();
            if s.player.at_goal() {
                // Play from the goal starts over, as media players do.
                s.player.seek(0);
            }
            s.playing = true;
            s.progress = 0.0;
        }
        self.shared.changed();
    }

    pub fn pause(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.playing = false;
            s.progress = 0.0;
        }
        self.shared.changed();
    }

    pub fn playing(&self) -> bool {
        self.shared.state.borrow().playing
    }

    /// Moves per second while playing, within the catalog's `SPEED`.
    pub fn set_speed(&self, moves_per_second: f64) -> Result<(), JsError> {
        let range = crate::catalog::SPEED;
        if !(range.min..=range.max).contains(&moves_per_second) {
            return Err(js_err(format!(
                "speed must be from {} to {} moves a second, not {}",
                super::number(range.min),
                super::number(range.max),
                super::number(moves_per_second)
            )));
        }
        self.shared.state.borrow_mut().speed = moves_per_second;
        Ok(())
    }

    /// With reduced motion nothing glides: moves appear as whole steps.
    pub fn set_reduced_motion(&self, reduced: bool) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.reduced_motion = reduced;
            s.settle_stepping();
        }
        self.shared.changed();
    }

    /// One move forward (pauses play); glides unless motion is reduced.
    pub fn forward(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.playing = false;
            s.progress = 0.0;
            s.settle_stepping();
            if s.reduced_motion {
                s.player.forward();
            } else if !s.player.at_goal() {
                s.stepping = Some(Stepping::Forward(0.0));
            }
        }
        self.shared.changed();
    }

    /// One move back (pauses play).
    pub fn back(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.playing = false;
            s.progress = 0.0;
            s.settle_stepping();
            if s.player.back() && !s.reduced_motion {
                s.stepping = Some(Stepping::Back(0.0));
            }
        }
        self.shared.changed();
    }

    /// Shows step `step` (0..=length) at once; pauses unless playing.
    pub fn seek(&self, step: f64) -> Result<(), JsError> {
        {
            let mut s = self.shared.state.borrow_mut();
            s.stepping = None;
            s.progress = 0.0;
            read::seek(s.player.as_mut(), step)?;
        }
        self.shared.changed();
        Ok(())
    }

    /// Shows step `step` (a BigInt, exact at any size) at once; anything past the end
    /// throws.
    pub fn seek_exact(&self, step: u64) -> Result<(), JsError> {
        {
            let mut s = self.shared.state.borrow_mut();
            s.stepping = None;
            s.progress = 0.0;
            read::seek_exact(s.player.as_mut(), step)?;
        }
        self.shared.changed();
        Ok(())
    }

    /// The square under `x` CSS pixels from the canvas's left edge, if any (play mode's
    /// clicks).
    pub fn square_at(&self, x: f64) -> Option<u32> {
        let s = self.shared.state.borrow();
        let centre = s.centre?;
        if !x.is_finite() {
            return None;
        }
        let at = ((x - s.camera.width / 2.0) / s.camera.square + centre).floor();
        (at >= 0.0 && at < s.camera.squares as f64).then_some(at as u32)
    }

    /// Re-reads the colours from CSS (after a colour-scheme change).
    pub fn refresh_theme(&self) {
        {
            let mut s = self.shared.state.borrow_mut();
            s.palette = Palette::from_css(&s.canvas);
        }
        self.shared.changed();
    }

    /// Re-reads the canvas size (the ResizeObserver does this by itself).
    pub fn resize(&self) {
        self.shared.state.borrow_mut().measure();
        self.shared.schedule();
    }

    pub fn puzzle(&self) -> String {
        let s = self.shared.state.borrow();
        s.player.solution().puzzle().name().to_string()
    }

    pub fn step(&self) -> f64 {
        self.shared.state.borrow().player.step() as f64
    }

    pub fn length(&self) -> f64 {
        self.shared.state.borrow().player.length() as f64
    }

    /// The step shown, exactly (a BigInt): past 2^53 `step()` rounds.
    pub fn step_exact(&self) -> u64 {
        self.shared.state.borrow().player.step()
    }

    /// The solution's length, exactly (a BigInt).
    pub fn length_exact(&self) -> u64 {
        self.shared.state.borrow().player.length()
    }

    pub fn squares(&self) -> u32 {
        self.shared.state.borrow().player.squares() as u32
    }

    pub fn at_goal(&self) -> bool {
        self.shared.state.borrow().player.at_goal()
    }

    /// The whole row as cell codes; empty for a windowed row.
    pub fn board(&self) -> Vec<u8> {
        read::board(self.shared.state.borrow().player.as_ref())
    }

    /// The whole row as `B`/`W`/`_`; empty for a windowed row.
    pub fn board_text(&self) -> String {
        read::board_text(self.shared.state.borrow().player.as_ref())
    }

    pub fn tally(&self) -> Result<JsValue, JsError> {
        read::tally(self.shared.state.borrow().player.as_ref())
    }

    pub fn measures(&self) -> Result<JsValue, JsError> {
        read::measures(self.shared.state.borrow().player.as_ref())
    }

    /// `{step, length, playing, atGoal, tally: {slides, jumps, pairs}, measures: [{name,
    /// value}], sentence}`: everything the row view reads after a change, in one call.
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        let s = self.shared.state.borrow();
        read::snapshot(s.player.as_ref(), s.playing)
    }

    /// What is watched now, as a record for a handle's snapshot.
    pub fn watch_record(&self) -> super::handle::SnapshotRecord {
        let s = self.shared.state.borrow();
        read::record(s.player.as_ref(), s.playing)
    }

    pub fn narration(&self) -> String {
        narrate::narrate(self.shared.state.borrow().player.as_ref())
    }

    /// Whether the view follows the moving checker (the row does not fit readably).
    pub fn zoomed(&self) -> bool {
        self.shared.state.borrow().camera.zoomed
    }

    /// Script time (ms) of the frames since the last call, for the benchmark.
    pub fn take_frame_times(&self) -> Vec<f64> {
        std::mem::take(&mut self.shared.state.borrow_mut().frame_ms)
    }
}

impl Drop for Stage {
    fn drop(&mut self) {
        if let Some(id) = self.shared.state.borrow_mut().frame_id.take() {
            if let Some(w) = web_sys::window() {
                let _ = w.cancel_animation_frame(id);
            }
        }
        if let Some((observer, _closure)) = self.shared.resize.borrow_mut().take() {
            observer.disconnect();
        }
        self.shared.frame.borrow_mut().take();
    }
}
