//! Watching one solution on a row of any length. [`Playback`] is what the page's stage asks
//! of a player: the step, the moves before and after it, the cells of the squares in view.
//! Two players answer it: [`Player`] keeps the whole row in memory (rows up to
//! [`WINDOWED_ABOVE`] squares, where play mode and practice need the board too), and
//! [`WindowPlayer`] keeps only the step and the solution's layout there, a handful of runs,
//! so a row of 2·10^9 squares costs a few hundred bytes and any step is O(runs) away.

use super::board::{Board, Cell};
use super::motion::{MoveKind, Span};
use super::player::{Player, Sprite, Tally};
use super::runs::Layout;
use super::solution::{span_on, Solution};
use crate::game::Measure;

/// Rows longer than this are played from the layout, never held in memory. It is the page's
/// old limit (n = m = 10^6: 2,000,001 squares for shift, 2,000,002 for pairs), so every
/// size the page showed before keeps its board, its hooks and its costs.
pub const WINDOWED_ABOVE: u64 = 2_000_002;

/// What the page's stage asks of a player of one solution.
pub trait Playback {
    fn solution(&self) -> &dyn Solution;
    /// Moves applied so far, `0..=length()`.
    fn step(&self) -> u64;
    fn length(&self) -> u64 {
        self.solution().length()
    }
    fn at_goal(&self) -> bool {
        self.step() == self.length()
    }
    fn tally(&self) -> Tally;
    fn squares(&self) -> u64;
    /// The whole row, when it is held in memory; `None` for a windowed row.
    fn board(&self) -> Option<&Board>;
    /// The cell on `square`, or `None` off the row.
    fn cell(&self, square: u64) -> Option<Cell>;
    /// The leftmost hole.
    fn hole(&self) -> u64;
    /// Squares `a..a + out.len()` into `out` (squares off the row are left alone).
    fn write_window(&self, a: u64, out: &mut [Cell]);
    /// The move of step `step + 1`, as it applies to the current position.
    fn next_span(&self) -> Option<Span>;
    /// The move that led to the current position.
    fn last_span(&self) -> Option<Span>;
    /// Applies the next move; false at the goal.
    fn forward(&mut self) -> bool;
    /// Takes back the last move; false at the start.
    fn back(&mut self) -> bool;
    /// Goes to `step`, clamped to the solution.
    fn seek(&mut self, step: u64);
    /// The puzzle's lower-bound measures of the current position (none when the row is
    /// windowed and the solution cannot tell them without a board).
    fn measures(&self) -> Vec<Measure>;
    /// The position as runs, when the solution has a position formula.
    fn layout(&self) -> Option<Layout> {
        self.solution().layout_at(self.step())
    }

    /// Where the checkers of the next move are drawn a `fraction` (0..=1) of the way
    /// through it; empty at the goal.
    fn sprites(&self, fraction: f64) -> Vec<Sprite> {
        self.next_span()
            .map(|span| sprites_of_span(|s| self.cell(s).unwrap_or(Cell::Hole), span, fraction))
            .unwrap_or_default()
    }
}

/// The player the page uses for `solution`: the whole row in memory up to
/// [`WINDOWED_ABOVE`] squares (or when the solution has no position formula), else windowed.
pub fn for_page(solution: Box<dyn Solution>) -> Box<dyn Playback> {
    let squares = solution.puzzle().squares() as u64;
    if squares > WINDOWED_ABOVE && solution.layout_at(0).is_some() {
        if let Some(w) = WindowPlayer::new(solution) {
            return Box::new(w);
        }
        unreachable!("a solution with a layout has a tally");
    }
    Box::new(Player::new(solution))
}

/// The checkers of `span` (cells read by `cell`), a `fraction` of the way through it; the
/// same path as [`super::player::sprites_of`].
pub fn sprites_of_span(cell: impl Fn(u64) -> Cell, span: Span, fraction: f64) -> Vec<Sprite> {
    let t = fraction.clamp(0.0, 1.0);
    let eased = t * t * (3.0 - 2.0 * t);
    let arc = 4.0 * t * (1.0 - t);
    let lift = match span.kind {
        MoveKind::Slide => 0.0,
        MoveKind::Jump => 0.9 * arc,
        MoveKind::Pair => 0.6 * arc,
    };
    let distance = span.to as f64 - span.from as f64;
    (0..span.width())
        .map(|k| Sprite {
            cell: cell(span.from + k),
            x: (span.from + k) as f64 + distance * eased,
            lift,
        })
        .collect()
}

impl Playback for Player {
    fn solution(&self) -> &dyn Solution {
        Player::solution(self)
    }
    fn step(&self) -> u64 {
        Player::step(self)
    }
    fn tally(&self) -> Tally {
        Player::tally(self)
    }
    fn squares(&self) -> u64 {
        Player::board(self).len() as u64
    }
    fn board(&self) -> Option<&Board> {
        Some(Player::board(self))
    }
    fn cell(&self, square: u64) -> Option<Cell> {
        usize::try_from(square)
            .ok()
            .and_then(|s| Player::board(self).get(s))
    }
    fn hole(&self) -> u64 {
        Player::board(self).hole() as u64
    }
    fn write_window(&self, a: u64, out: &mut [Cell]) {
        let cells = Player::board(self).cells();
        let a = (a as usize).min(cells.len());
        let b = (a + out.len()).min(cells.len());
        out[..b - a].copy_from_slice(&cells[a..b]);
    }
    fn next_span(&self) -> Option<Span> {
        self.next_motion().map(Span::from)
    }
    fn last_span(&self) -> Option<Span> {
        self.last_motion().map(Span::from)
    }
    fn forward(&mut self) -> bool {
        Player::forward(self).is_some()
    }
    fn back(&mut self) -> bool {
        Player::back(self).is_some()
    }
    fn seek(&mut self, step: u64) {
        Player::seek(self, step)
    }
    fn measures(&self) -> Vec<Measure> {
        self.solution().puzzle().measures(Player::board(self))
    }
}

/// A player that holds no row: the step, the solution's layout there (a handful of runs)
/// and the move counts. Every move, seek and window is O(runs) plus the squares asked for,
/// whatever the length of the row.
pub struct WindowPlayer {
    solution: Box<dyn Solution>,
    step: u64,
    layout: Layout,
    tally: Tally,
}

impl WindowPlayer {
    /// `None` for a solution without a position formula.
    pub fn new(solution: Box<dyn Solution>) -> Option<WindowPlayer> {
        let layout = solution.layout_at(0)?;
        let tally = solution.tally_at(0)?;
        Some(WindowPlayer {
            solution,
            step: 0,
            layout,
            tally,
        })
    }

    fn go(&mut self, step: u64) {
        let (Some(layout), Some(tally)) =
            (self.solution.layout_at(step), self.solution.tally_at(step))
        else {
            return;
        };
        self.step = step;
        self.layout = layout;
        self.tally = tally;
    }
}

impl Playback for WindowPlayer {
    fn solution(&self) -> &dyn Solution {
        self.solution.as_ref()
    }
    fn step(&self) -> u64 {
        self.step
    }
    fn tally(&self) -> Tally {
        self.tally
    }
    fn squares(&self) -> u64 {
        self.layout.squares()
    }
    fn board(&self) -> Option<&Board> {
        None
    }
    fn cell(&self, square: u64) -> Option<Cell> {
        self.layout.cell(square)
    }
    fn hole(&self) -> u64 {
        self.layout.hole().unwrap_or(0)
    }
    fn write_window(&self, a: u64, out: &mut [Cell]) {
        self.layout.write_window(a, out);
    }
    fn next_span(&self) -> Option<Span> {
        if self.at_goal() {
            return None;
        }
        span_on(&self.layout, self.solution.move_at(self.step + 1))
    }
    fn last_span(&self) -> Option<Span> {
        self.step
            .checked_sub(1)
            .and_then(|k| self.solution.span_after(k))
    }
    fn forward(&mut self) -> bool {
        if self.at_goal() {
            return false;
        }
        self.go(self.step + 1);
        true
    }
    fn back(&mut self) -> bool {
        if self.step == 0 {
            return false;
        }
        self.go(self.step - 1);
        true
    }
    fn seek(&mut self, step: u64) {
        self.go(step.min(self.length()));
    }
    fn measures(&self) -> Vec<Measure> {
        self.solution.measures_at(self.step).unwrap_or_default()
    }
    fn layout(&self) -> Option<Layout> {
        Some(self.layout)
    }
}

/// Shifting checkers' measures at a step of its optimal solution, from the move counts: each
/// jump of an optimal solution passes one black over one white (an inversion less) and each
/// slide moves a checker past the hole (a vacant inversion less), so after `slides` slides
/// and `jumps` jumps there are nm − jumps inversions and n + m − slides vacant ones. The
/// tests check this against the board's own count at every step of small sizes.
pub fn shift_measures(n: u64, m: u64, tally: Tally) -> Vec<Measure> {
    vec![
        Measure {
            name: "inversions",
            value: n * m - tally.jumps,
        },
        Measure {
            name: "vacant inversions",
            value: n + m - tally.slides,
        },
    ]
}
