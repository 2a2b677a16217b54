//! A puzzle-neutral player of one optimal solution: the position at the current step,
//! step forward and back, seek, and where each moving checker is drawn between two steps.
//! It keeps O(squares) memory and asks the solution's O(1) formula for every move.

use crate::row::board::{Board, Cell};
use crate::row::{Motion, MoveKind, Solution};

/// A checker in flight, in board coordinates: `x` is a square number (fractional while
/// moving), `lift` its height above the row in checker diameters (jumps arc over).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprite {
    pub cell: Cell,
    pub x: f64,
    pub lift: f64,
}

/// How high a jump arcs and a pair lifts, in checker diameters.
const JUMP_LIFT: f64 = 0.9;
const PAIR_LIFT: f64 = 0.6;

pub struct Player {
    solution: Box<dyn Solution>,
    board: Board,
    step: u64,
    tally: Tally,
}

/// How many moves of each kind were made so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub slides: u64,
    pub jumps: u64,
    pub pairs: u64,
}

impl Tally {
    fn count(&mut self, kind: MoveKind, up: bool) {
        let slot = match kind {
            MoveKind::Slide => &mut self.slides,
            MoveKind::Jump => &mut self.jumps,
            MoveKind::Pair => &mut self.pairs,
        };
        if up {
            *slot += 1;
        } else {
            *slot -= 1;
        }
    }
}

impl Player {
    pub fn new(solution: Box<dyn Solution>) -> Player {
        let board = solution.puzzle().start();
        Player {
            solution,
            board,
            step: 0,
            tally: Tally::default(),
        }
    }

    pub fn solution(&self) -> &dyn Solution {
        self.solution.as_ref()
    }

    /// Moves applied so far, `0..=length()`.
    pub fn step(&self) -> u64 {
        self.step
    }

    pub fn length(&self) -> u64 {
        self.solution.length()
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn tally(&self) -> Tally {
        self.tally
    }

    pub fn at_goal(&self) -> bool {
        self.step == self.length()
    }

    /// The move of step `step + 1`, as it would apply to the current position.
    pub fn next_motion(&self) -> Option<Motion> {
        if self.at_goal() {
            return None;
        }
        let square = self.solution.move_at(self.step + 1);
        let motion = self.solution.puzzle().check(&self.board, square);
        debug_assert!(motion.is_ok(), "the solution made an illegal move");
        motion.ok()
    }

    /// The move that led to the current position (step `step`).
    pub fn last_motion(&self) -> Option<Motion> {
        let from = self.hole_before(self.step)?;
        // The undo of a move is the move of the checkers now on the old hole back.
        let undo = self
            .solution
            .puzzle()
            .check(&self.board, from as u64)
            .ok()?;
        Some(Motion {
            kind: undo.kind,
            from: undo.to,
            to: undo.from,
        })
    }

    /// Applies the next move; `None` at the goal.
    pub fn forward(&mut self) -> Option<Motion> {
        let motion = self.next_motion()?;
        self.board
            .move_block(motion.from, motion.to, motion.width());
        self.step += 1;
        self.tally.count(motion.kind, true);
        Some(motion)
    }

    /// Takes back the last move; `None` at the start.
    pub fn back(&mut self) -> Option<Motion> {
        let motion = self.last_motion()?;
        self.board
            .move_block(motion.to, motion.from, motion.width());
        self.step -= 1;
        self.tally.count(motion.kind, false);
        Some(motion)
    }

    /// Goes to `step` (clamped to the solution). A short way is walked move by move; a long
    /// one lays out the solution's position formula ([`Solution::layout_at`]) instead, so
    /// a seek costs O(min(distance, squares)) whatever the step. Solutions without the
    /// formula are replayed from here or from the start, whichever is fewer moves.
    pub fn seek(&mut self, step: u64) {
        let target = step.min(self.length());
        let distance = target.abs_diff(self.step);
        // Walk when that is cheaper than laying out the row. Measured in the page (wasm,
        // n = m = 10^6; the figures are in BENCHMARKS.md), the break-even is near squares / 32;
        // at squares / 8 a seek could walk 250,000 moves, near a frame's whole budget.
        if distance > self.board.len() as u64 / 32 && self.jump_to(target) {
            return;
        }
        if target < self.step && target < self.step - target {
            self.board = self.solution.puzzle().start();
            self.step = 0;
            self.tally = Tally::default();
        }
        while self.step < target {
            self.forward();
        }
        while self.step > target {
            self.back();
        }
    }

    /// Sets the position from the solution's formula; false when it has none.
    fn jump_to(&mut self, target: u64) -> bool {
        let (Some(layout), Some(tally)) = (
            self.solution.layout_at(target),
            self.solution.tally_at(target),
        ) else {
            return false;
        };
        let Some(board) = layout.to_board() else {
            return false;
        };
        debug_assert_eq!(board.len(), self.board.len());
        self.board = board;
        self.step = target;
        self.tally = tally;
        true
    }

    /// The leftmost hole before step `step` was made: the square of the previous move
    /// (a move leaves its own square as the hole), or the start's hole.
    fn hole_before(&self, step: u64) -> Option<usize> {
        match step {
            0 => None,
            1 => Some(self.solution.puzzle().start().hole()),
            k => Some(self.solution.move_at(k - 1) as usize),
        }
    }

    /// Where the checkers of the next move are drawn a `fraction` (0..=1) of the way
    /// through it; empty at the goal. Every other checker stands on its square.
    pub fn sprites(&self, fraction: f64) -> Vec<Sprite> {
        self.next_motion()
            .map(|motion| sprites_of(&self.board, motion, fraction))
            .unwrap_or_default()
    }
}

/// The checkers of `motion`, applied to `before`, a `fraction` of the way through.
pub fn sprites_of(before: &Board, motion: Motion, fraction: f64) -> Vec<Sprite> {
    let t = fraction.clamp(0.0, 1.0);
    let eased = t * t * (3.0 - 2.0 * t);
    // A parabola: 0 at both ends, 1 halfway, the path of a thrown checker (and no `sin`,
    // whose range reduction would weigh 6 KB in the page's wasm).
    let arc = 4.0 * t * (1.0 - t);
    let lift = match motion.kind {
        MoveKind::Slide => 0.0,
        MoveKind::Jump => JUMP_LIFT * arc,
        MoveKind::Pair => PAIR_LIFT * arc,
    };
    let distance = motion.to as f64 - motion.from as f64;
    (0..motion.width())
        .map(|k| Sprite {
            cell: before.cells()[motion.from + k],
            x: (motion.from + k) as f64 + distance * eased,
            lift,
        })
        .collect()
}
