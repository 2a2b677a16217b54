//! The camera of the row view: where the row of squares sits in the canvas, how large a
//! square is, whether the row is zoomed (too long to show readably) and which squares a
//! camera centre shows. Pure arithmetic in CSS pixels, no canvas, so tests run it anywhere.

/// Below this square size (CSS px) the whole row is no longer readable: zoom and follow.
pub const MIN_READABLE: f64 = 16.0;
/// The square size used while following the moving checker.
pub const ZOOMED: f64 = 44.0;
/// Squares never grow past this.
pub const MAX_SQUARE: f64 = 96.0;
/// Height of the square numbers under the row.
const LABEL_H: f64 = 18.0;
/// Height of the overview strip shown while zoomed.
pub const OVERVIEW_H: f64 = 16.0;

/// Where the row sits in a canvas of `width` x `height` CSS px, for `squares` squares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub width: f64,
    pub height: f64,
    /// Side of one square, CSS px.
    pub square: f64,
    /// True when the row does not fit readably: the view follows a focus square.
    pub zoomed: bool,
    /// Top of the row of tiles.
    pub row_top: f64,
    pub squares: usize,
}

impl Camera {
    pub fn new(width: f64, height: f64, squares: usize) -> Camera {
        Camera::capped(width, height, squares, MAX_SQUARE)
    }

    /// As `new`, with squares never past `max_square` (the stylesheet's `--max-square`:
    /// a projector's page lets them fill the canvas).
    pub fn capped(width: f64, height: f64, squares: usize, max_square: f64) -> Camera {
        let count = squares.max(1) as f64;
        let fit = width / (count + 0.5);
        let zoomed = fit < MIN_READABLE;
        let spare = if zoomed { OVERVIEW_H } else { 0.0 };
        // Row plus one square of room above it for the arcs.
        let vertical = ((height - LABEL_H - spare - 8.0) / 2.1).max(8.0);
        let square = if zoomed {
            ZOOMED.min(vertical)
        } else {
            fit.min(vertical).min(max_square)
        };
        let used = square * 2.1 + LABEL_H + spare;
        let row_top = ((height - used) / 2.0).max(0.0) + square * 1.05;
        Camera {
            width,
            height,
            square,
            zoomed,
            row_top,
            squares,
        }
    }

    /// How many squares fit across.
    pub fn visible(&self) -> f64 {
        self.width / self.square
    }

    /// Keeps a camera centre (in squares, 0..squares) inside the row.
    pub fn clamp_centre(&self, centre: f64) -> f64 {
        let n = self.squares as f64;
        if !self.zoomed {
            return n / 2.0;
        }
        let half = self.visible() / 2.0;
        centre.clamp(half.min(n / 2.0), (n - half).max(n / 2.0))
    }

    /// Left edge (CSS px) of square coordinate `x` with the camera centred on `centre`.
    pub fn x_of(&self, x: f64, centre: f64) -> f64 {
        self.width / 2.0 + (x - centre) * self.square
    }

    /// The squares at least partly in view.
    pub fn range(&self, centre: f64) -> (usize, usize) {
        let half = self.visible() / 2.0;
        let lo = (centre - half - 1.0).floor().max(0.0) as usize;
        let hi = ((centre + half + 1.0).ceil().max(0.0) as usize).min(self.squares);
        (lo.min(hi), hi)
    }
}
