//! The current position of a player in one plain sentence, for the readout and the
//! `aria-live` region. The move itself comes from the core (`Playback::last_span`); the
//! colours are read square by square, so a row of 2·10^9 squares narrates like a short one.

use movelab::row::board::Cell;
use movelab::row::motion::{MoveKind, Span};
use movelab::row::window::Playback;
use movelab::text::grouped;

fn colour(cell: Cell) -> &'static str {
    match cell {
        Cell::Black => "black",
        Cell::White => "white",
        Cell::Hole => "empty",
    }
}

fn checkers(count: u64, cell: Cell) -> String {
    let s = if count == 1 { "" } else { "s" };
    format!("{} {} checker{s}", grouped(count), colour(cell))
}

fn way(motion: &Span) -> &'static str {
    if motion.to > motion.from {
        "right"
    } else {
        "left"
    }
}

/// Says what the move `motion` did; `after` reads the cells of the position it led to.
pub fn describe_move(after: impl Fn(u64) -> Cell, motion: &Span) -> String {
    match motion.kind {
        MoveKind::Slide => format!(
            "the {} checker on square {} slides {} into the hole on square {}",
            colour(after(motion.to)),
            grouped(motion.from),
            way(motion),
            grouped(motion.to),
        ),
        MoveKind::Jump => {
            let over = (motion.from + motion.to) / 2;
            format!(
                "the {} checker on square {} jumps {} over the {} checker on square {} into the hole on square {}",
                colour(after(motion.to)),
                grouped(motion.from),
                way(motion),
                colour(after(over)),
                grouped(over),
                grouped(motion.to),
            )
        }
        MoveKind::Pair => format!(
            "the pair on squares {} and {} ({} then {}) moves {} into the holes on squares {} and {}",
            grouped(motion.from),
            grouped(motion.from + 1),
            colour(after(motion.to)),
            colour(after(motion.to + 1)),
            way(motion),
            grouped(motion.to),
            grouped(motion.to + 1),
        ),
    }
}

/// The start, a move, or the goal, as one or two sentences.
pub fn narrate(player: &dyn Playback) -> String {
    let puzzle = player.solution().puzzle();
    let length = player.length();
    let step = player.step();
    let squares = puzzle.squares() as u64;
    if step == 0 {
        // The start's counts: from the row when it is held, else from the start's runs.
        let (blacks, whites) = match player.board() {
            Some(start) => {
                let count = |cell| start.cells().iter().filter(|&&c| c == cell).count() as u64;
                (count(Cell::Black), count(Cell::White))
            }
            None => player
                .layout()
                .map_or((0, 0), |l| (l.count(Cell::Black), l.count(Cell::White))),
        };
        let hole = player.hole();
        return match puzzle.name() {
            "pairs" => format!(
                "Start: {} then {} on squares 0 to {}; the two holes are squares {} and {}. \
                 The goal alternates them, white first from square 2, in {} moves.",
                checkers(blacks, Cell::Black),
                checkers(whites, Cell::White),
                grouped(squares - 3),
                grouped(squares - 2),
                grouped(squares - 1),
                grouped(length)
            ),
            _ => format!(
                "Start: {} on the left, {} on the right, the hole on square {}. \
                 The goal swaps them in {} moves, the least possible.",
                checkers(blacks, Cell::Black),
                checkers(whites, Cell::White),
                grouped(hole),
                grouped(length)
            ),
        };
    }
    let said = match player.last_span() {
        Some(motion) => describe_move(|s| player.cell(s).unwrap_or(Cell::Hole), &motion),
        None => "a move was made".to_string(),
    };
    let (step, length) = (grouped(step), grouped(length));
    let mut sentence = format!("Move {step} of {length}: {said}.");
    if player.at_goal() {
        sentence.push_str(&format!(" Solved in {length} moves, the least possible."));
    }
    sentence
}
