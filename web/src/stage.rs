//! `Stage`: a row's solution, or the visitor's board, drawn on a canvas. It draws what the
//! page's timeline player (www/views/timeline.js) asks for, one `frame(step, glide, dt)` at
//! a time: the step's position with the next move a `glide` of the way done (the core's
//! `Playback::sprites`), the camera following the moving checker on large boards, and the
//! test hooks (`data-puzzle`, `data-step`, `data-board`) in step with what is shown. It has
//! no clock and no loop of its own: the one timeline player owns play, pause, speed and
//! seeking for every view. A frame reads only the squares in view (copied from a held row,
//! or written from the layout's runs of a windowed one) and the next move's span, so it
//! costs the same at n = m = 10^9 as at 10^3.

use super::camera::Camera;
use super::handle::{read, PuzzlePlayer};
use super::hooks::{self, WindowHook};
use super::js_err;
use super::render::{self, Band, Palette, Scene};
use movelab::row::board::{Board, Cell};
use movelab::row::window::Playback;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

mod display;

/// A row on a canvas: `Stage::new(canvas, player)`, then `frame` from the timeline player.
pub struct Stage {
    player: Box<dyn Playback>,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    palette: Palette,
    camera: Camera,
    dpr: f64,
    /// Fraction (0..1) of the next move shown done (a glide or play between two steps).
    glide: f64,
    reduced_motion: bool,
    /// Camera centre in squares; `None` until the first frame places it.
    centre: Option<f64>,
    /// The step the hooks were last written for.
    told: Option<u64>,
    /// Script time of recent frames' drawing (ms), for the benchmark.
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

impl Stage {
    /// Takes over `player` and draws it on `canvas` (from the first `frame`).
    pub fn new(canvas: HtmlCanvasElement, player: PuzzlePlayer) -> Result<Stage, JsError> {
        let ctx = context_2d(&canvas)?;
        let palette = Palette::from_css(&canvas);
        let squares = player.player.squares() as usize;
        let mut stage = Stage {
            player: player.player,
            canvas,
            ctx,
            palette,
            camera: Camera::new(1.0, 1.0, squares),
            dpr: 1.0,
            glide: 0.0,
            reduced_motion: false,
            centre: None,
            told: None,
            frame_ms: Vec::new(),
            shown: None,
            bands: None,
            window_hook: WindowHook::default(),
        };
        stage.show_current();
        Ok(stage)
    }

    /// Plays another puzzle or size on the same canvas, from its current step.
    pub fn load(&mut self, player: PuzzlePlayer) {
        self.player = player.player;
        self.shown = None;
        self.bands = None;
        self.glide = 0.0;
        self.centre = None;
        self.show_current();
    }

    /// Marks the canvas with the puzzle, sizes it and writes the hooks.
    fn show_current(&mut self) {
        hooks::puzzle(&self.canvas, self.player.solution().puzzle().name());
        self.measure();
        self.told = None;
        self.sync_hooks();
    }

    /// Draws step `step` (0..=length) with the next move `glide` (0..1) of the way done, the
    /// camera moved on by `dt` seconds; in play mode the visitor's board (the step is the
    /// solution's, left as it is). Returns whether the camera is still travelling, so the
    /// timeline asks for another frame. A step past the end throws.
    pub fn frame(&mut self, step: u64, glide: f64, dt: f64) -> Result<bool, JsError> {
        if step != self.player.step() {
            read::seek_exact(self.player.as_mut(), step)?;
        }
        // The drawing is timed (the benchmark's frame time); a seek is its caller's to time.
        let started = now();
        self.glide = if glide.is_finite() {
            glide.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let dt = if dt.is_finite() {
            dt.clamp(0.0, 0.1)
        } else {
            0.0
        };
        let travelling = self.draw(dt);
        self.sync_hooks();
        if self.frame_ms.len() >= 4096 {
            self.frame_ms.clear();
        }
        self.frame_ms.push(now() - started);
        Ok(travelling)
    }

    /// With reduced motion the camera jumps instead of easing (the timeline sends no glide).
    pub fn set_reduced_motion(&mut self, reduced: bool) {
        self.reduced_motion = reduced;
    }

    /// The square under `x` CSS pixels from the canvas's left edge, if any (play mode's
    /// clicks).
    pub fn square_at(&self, x: f64) -> Option<u32> {
        let centre = self.centre?;
        if !x.is_finite() {
            return None;
        }
        let at = ((x - self.camera.width / 2.0) / self.camera.square + centre).floor();
        (at >= 0.0 && at < self.camera.squares as f64).then_some(at as u32)
    }

    /// Re-reads the colours from CSS (after a colour-scheme change).
    pub fn refresh_theme(&mut self) {
        self.palette = Palette::from_css(&self.canvas);
    }

    /// Re-reads the canvas size (the view's ResizeObserver asks for it).
    pub fn resize(&mut self) {
        self.measure();
    }

    /// The solution's step shown.
    pub fn step(&self) -> u64 {
        self.player.step()
    }

    /// The solution's length.
    pub fn length(&self) -> u64 {
        self.player.length()
    }

    pub fn squares(&self) -> u32 {
        self.player.squares() as u32
    }

    /// The whole row as `B`/`W`/`_`; empty for a windowed row.
    pub fn board_text(&self) -> String {
        read::board_text(self.player.as_ref())
    }

    /// What is watched now, as a record for a handle's snapshot.
    pub fn watch_record(&self) -> super::handle::SnapshotRecord {
        read::record(self.player.as_ref())
    }

    /// Whether the view follows the moving checker (the row does not fit readably).
    pub fn zoomed(&self) -> bool {
        self.camera.zoomed
    }

    /// Script time (ms) of the frames since the last call, for the benchmark.
    pub fn take_frame_times(&mut self) -> Vec<f64> {
        std::mem::take(&mut self.frame_ms)
    }

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
        self.camera = Camera::capped(w, h, squares, self.max_square());
    }

    /// The largest square the stylesheet allows (`--max-square` on the canvas, in whole CSS
    /// px: presentation mode raises it), else the camera's own cap.
    fn max_square(&self) -> f64 {
        web_sys::window()
            .and_then(|w| w.get_computed_style(&self.canvas).ok().flatten())
            .and_then(|style| style.get_property_value("--max-square").ok())
            // Whole pixels: parsing a float would bring the float parser, 15 KB gzipped.
            .and_then(|v| v.trim().parse::<u32>().ok())
            .filter(|v| *v >= 1)
            .map_or(super::camera::MAX_SQUARE, f64::from)
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
        let sprites = if self.reduced_motion || self.glide <= 0.0 {
            Vec::new()
        } else {
            self.player.sprites(self.glide)
        };
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
}
