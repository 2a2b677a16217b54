//! Drawing one frame on a canvas 2D context. The core says where every checker is (the
//! board, and `Player::sprites` for the checkers in flight); this file only decides pixels.
//!
//! In CSS pixels ([`Camera`]): a row of square tiles with room above it for jumps to arc, the
//! square numbers under it, and, when the board is zoomed, an overview strip of the whole
//! row with the visible window marked. The canvas backing store is CSS size times
//! `devicePixelRatio`, so lines stay sharp on HiDPI screens.

use super::camera::{Camera, OVERVIEW_H};
use movelab::row::board::Cell;
use movelab::row::player::Sprite;
use wasm_bindgen::JsValue;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// Colours, read from the canvas's CSS custom properties so that light and dark schemes
/// are decided in CSS.
#[derive(Clone, Debug)]
pub struct Palette {
    pub background: String,
    pub tile_a: String,
    pub tile_b: String,
    pub hole: String,
    pub black: String,
    pub black_edge: String,
    pub white: String,
    pub white_edge: String,
    pub accent: String,
    pub text: String,
}

impl Palette {
    pub const NAMES: [&'static str; 10] = [
        "--board-bg",
        "--tile-a",
        "--tile-b",
        "--hole",
        "--black",
        "--black-edge",
        "--white",
        "--white-edge",
        "--accent",
        "--board-text",
    ];

    /// Reads the palette from the canvas's computed style, keeping defaults for anything
    /// unset.
    pub fn from_css(canvas: &HtmlCanvasElement) -> Palette {
        let mut p = Palette::default();
        let style = web_sys::window().and_then(|w| w.get_computed_style(canvas).ok().flatten());
        if let Some(style) = style {
            let slots: [&mut String; 10] = [
                &mut p.background,
                &mut p.tile_a,
                &mut p.tile_b,
                &mut p.hole,
                &mut p.black,
                &mut p.black_edge,
                &mut p.white,
                &mut p.white_edge,
                &mut p.accent,
                &mut p.text,
            ];
            for (slot, name) in slots.into_iter().zip(Palette::NAMES) {
                if let Ok(v) = style.get_property_value(name) {
                    let v = v.trim();
                    if !v.is_empty() {
                        *slot = v.to_string();
                    }
                }
            }
        }
        p
    }
}

impl Default for Palette {
    fn default() -> Palette {
        Palette {
            background: "#f4efe6".into(),
            tile_a: "#e4d6bd".into(),
            tile_b: "#d8c6a6".into(),
            hole: "#b9a27a".into(),
            black: "#1d1d1f".into(),
            black_edge: "#5a5a60".into(),
            white: "#fbfbf8".into(),
            white_edge: "#6b6256".into(),
            accent: "#d9480f".into(),
            text: "#5b4d36".into(),
        }
    }
}

/// A stretch of the overview strip: `len` squares from `start` on, all one cell or mixed
/// (an alternating zone). The player's come from the core's runs (a handful, whatever the
/// size); a visitor's board in play mode is run-length encoded once per move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    pub start: u64,
    pub len: u64,
    /// `None` for a run of mixed colours.
    pub cell: Option<Cell>,
}

/// The bands of a core layout: one per run.
pub fn bands_of_layout(layout: &movelab::row::runs::Layout) -> Vec<Band> {
    layout
        .runs()
        .iter()
        .map(|r| Band {
            start: r.start,
            len: r.len,
            cell: (r.pattern.period() == 1 || r.len == 1).then(|| r.pattern.at(0)),
        })
        .collect()
}

/// The bands of a row of cells, equal neighbours merged. O(cells), so called once per
/// change, never per frame.
pub fn bands_of_cells(cells: &[Cell]) -> Vec<Band> {
    let mut out: Vec<Band> = Vec::new();
    for (i, &c) in cells.iter().enumerate() {
        match out.last_mut() {
            Some(b) if b.cell == Some(c) => b.len += 1,
            _ => out.push(Band {
                start: i as u64,
                len: 1,
                cell: Some(c),
            }),
        }
    }
    out
}

/// What one frame shows.
pub struct Scene<'a> {
    /// The cells of the squares in view ([`Camera::range`]), from square `first` on: the
    /// stage copies them from the held row or writes them from the layout's runs, so a
    /// frame costs the squares in view whatever the length of the row.
    pub cells: &'a [Cell],
    /// The square of `cells[0]`.
    pub first: usize,
    /// The whole row for the overview strip (drawn only when zoomed).
    pub bands: &'a [Band],
    /// Checkers in flight (their home squares are drawn empty).
    pub sprites: &'a [Sprite],
    /// The squares the checkers in flight left (`from..from + width`).
    pub flying_from: Option<(usize, usize)>,
    /// Squares whose checker is highlighted (the one that just moved).
    pub highlight: Option<(usize, usize)>,
    /// Camera centre in squares.
    pub centre: f64,
}

/// Draws `scene` on `ctx` (whose canvas is `layout.width * dpr` device pixels wide).
pub fn draw(
    ctx: &CanvasRenderingContext2d,
    layout: &Camera,
    dpr: f64,
    palette: &Palette,
    scene: &Scene,
) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.set_fill_style_str(&palette.background);
    ctx.fill_rect(0.0, 0.0, layout.width, layout.height);

    let (lo, hi) = layout.range(scene.centre);
    tiles(ctx, layout, palette, scene, lo, hi);
    checkers(ctx, layout, palette, scene, lo, hi);
    labels(ctx, layout, palette, scene.centre, lo, hi);
    if layout.zoomed {
        overview(ctx, layout, palette, scene);
    }
}

impl Scene<'_> {
    /// Whether square `i` is one the checkers in flight left.
    fn flying(&self, i: usize) -> bool {
        self.flying_from.is_some_and(|(f, w)| i >= f && i < f + w)
    }

    /// The cell on square `i`; a hole outside the window (past the end of the row).
    fn cell(&self, i: usize) -> Cell {
        i.checked_sub(self.first)
            .and_then(|k| self.cells.get(k))
            .copied()
            .unwrap_or(Cell::Hole)
    }
}

/// The tiles of squares `lo..hi`; empty squares get a dashed outline so that the hole reads
/// as a place to move into in either colour scheme.
fn tiles(
    ctx: &CanvasRenderingContext2d,
    layout: &Camera,
    palette: &Palette,
    scene: &Scene,
    lo: usize,
    hi: usize,
) {
    let s = layout.square;
    let top = layout.row_top;
    let gap = (s * 0.06).clamp(0.5, 3.0);
    let dash = js_sys::Array::of2(&JsValue::from(s * 0.1), &JsValue::from(s * 0.08));
    let mut holes = Vec::new();
    for i in lo..hi {
        let x = layout.x_of(i as f64, scene.centre);
        let empty = scene.cell(i) == Cell::Hole || scene.flying(i);
        let tile = if empty {
            &palette.hole
        } else if i % 2 == 0 {
            &palette.tile_a
        } else {
            &palette.tile_b
        };
        ctx.set_fill_style_str(tile);
        ctx.fill_rect(x + gap / 2.0, top + gap / 2.0, s - gap, s - gap);
        if empty {
            holes.push(x);
        }
    }
    if !holes.is_empty() && s >= 10.0 {
        let _ = ctx.set_line_dash(&dash);
        ctx.set_line_width((s * 0.03).max(1.0));
        ctx.set_stroke_style_str(&palette.text);
        let inset = s * 0.14;
        for x in holes {
            ctx.stroke_rect(x + inset, top + inset, s - 2.0 * inset, s - 2.0 * inset);
        }
        let _ = ctx.set_line_dash(&js_sys::Array::new());
    }
}

/// The checkers standing on squares `lo..hi` (drawn over the tiles), then those in flight.
fn checkers(
    ctx: &CanvasRenderingContext2d,
    layout: &Camera,
    palette: &Palette,
    scene: &Scene,
    lo: usize,
    hi: usize,
) {
    let s = layout.square;
    let top = layout.row_top;
    for i in lo..hi {
        if scene.flying(i) || scene.cell(i) == Cell::Hole {
            continue;
        }
        let lit = scene.highlight.is_some_and(|(f, w)| i >= f && i < f + w);
        let cx = layout.x_of(i as f64 + 0.5, scene.centre);
        checker(ctx, palette, scene.cell(i), cx, top + s / 2.0, s, lit);
    }
    for sprite in scene.sprites {
        let cx = layout.x_of(sprite.x + 0.5, scene.centre);
        let cy = top + s / 2.0 - sprite.lift * s * 0.8;
        checker(ctx, palette, sprite.cell, cx, cy, s, true);
    }
}

fn checker(
    ctx: &CanvasRenderingContext2d,
    palette: &Palette,
    cell: Cell,
    cx: f64,
    cy: f64,
    s: f64,
    lit: bool,
) {
    let (fill, edge) = match cell {
        Cell::Black => (&palette.black, &palette.black_edge),
        Cell::White => (&palette.white, &palette.white_edge),
        Cell::Hole => return,
    };
    let r = s * 0.36;
    let tau = std::f64::consts::TAU;
    if lit {
        ctx.begin_path();
        let _ = ctx.arc(cx, cy, r + (s * 0.07).max(2.0), 0.0, tau);
        ctx.set_fill_style_str(&palette.accent);
        ctx.fill();
    }
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, r, 0.0, tau);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    ctx.set_line_width((s * 0.045).max(1.0));
    ctx.set_stroke_style_str(edge);
    ctx.stroke();
    if s >= 14.0 {
        ctx.begin_path();
        let _ = ctx.arc(cx, cy, r * 0.62, 0.0, tau);
        ctx.stroke();
    }
}

/// Square numbers under the row, thinned out so they never overlap.
fn labels(
    ctx: &CanvasRenderingContext2d,
    layout: &Camera,
    palette: &Palette,
    centre: f64,
    lo: usize,
    hi: usize,
) {
    let s = layout.square;
    let digits = (layout.squares.max(2) as f64).log10().ceil().max(1.0);
    let font = (s * 0.34).clamp(9.0, 13.0);
    let need = digits * font * 0.62 + 6.0;
    let every = [1usize, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]
        .into_iter()
        .find(|&k| k as f64 * s >= need)
        .unwrap_or(10_000);
    ctx.set_fill_style_str(&palette.text);
    ctx.set_font(&format!("{}px system-ui, sans-serif", font.round() as u32));
    ctx.set_text_align("center");
    ctx.set_text_baseline("top");
    let y = layout.row_top + s + 4.0;
    let first = lo.div_ceil(every) * every;
    for i in (first..hi).step_by(every) {
        let x = layout.x_of(i as f64 + 0.5, centre);
        let _ = ctx.fill_text(&i.to_string(), x, y);
    }
}

/// The whole row squeezed into a strip from its bands (a handful of rectangles whatever
/// the size), mixed zones drawn half black, half white; the view outlined.
fn overview(ctx: &CanvasRenderingContext2d, layout: &Camera, palette: &Palette, scene: &Scene) {
    let pad = 8.0;
    let w = layout.width - 2.0 * pad;
    let y = layout.height - OVERVIEW_H + 3.0;
    let h = OVERVIEW_H - 7.0;
    let n = layout.squares;
    if n == 0 || w <= 0.0 {
        return;
    }
    let per = w / n as f64;
    ctx.set_fill_style_str(&palette.white_edge);
    ctx.fill_rect(pad - 1.0, y - 1.0, w + 2.0, h + 2.0);
    for band in scene.bands {
        let x0 = pad + band.start as f64 * per;
        let width = (band.len as f64 * per).max(1.0);
        match band.cell {
            Some(cell) => {
                ctx.set_fill_style_str(match cell {
                    Cell::Black => &palette.black,
                    Cell::White => &palette.white,
                    Cell::Hole => &palette.accent,
                });
                ctx.fill_rect(x0, y, width, h);
            }
            None => {
                ctx.set_fill_style_str(&palette.white);
                ctx.fill_rect(x0, y, width, h);
                ctx.set_fill_style_str(&palette.black);
                ctx.fill_rect(x0, y, width, h / 2.0);
            }
        }
    }
    let half = layout.visible() / 2.0;
    let x0 = pad + (scene.centre - half).max(0.0) * per;
    let x1 = pad + (scene.centre + half).min(n as f64) * per;
    ctx.set_stroke_style_str(&palette.accent);
    ctx.set_line_width(2.0);
    ctx.stroke_rect(x0, y - 2.0, (x1 - x0).max(2.0), h + 4.0);
}
