//! The current position of a player in one plain sentence, for the readout and the
//! `aria-live` region. The move itself comes from the core (`Player::last_motion`).

use crate::row::board::{Board, Cell};
use crate::row::motion::{Motion, MoveKind};
use crate::row::player::Player;
use crate::text::grouped;

fn colour(cell: Cell) -> &'static str {
    match cell {
        Cell::Black => "black",
        Cell::White => "white",
        Cell::Hole => "empty",
    }
}

fn checkers(count: u64, cell: Cell) -> String {
    let s = if count == 1 { "" } else { "s" };
    format!("{count} {} checker{s}", colour(cell))
}

fn way(motion: &Motion) -> &'static str {
    if motion.to > motion.from {
        "right"
    } else {
        "left"
    }
}

/// Says what the move of step `step` did; `after` is the position it led to.
pub fn describe_move(after: &Board, motion: &Motion) -> String {
    let cells = after.cells();
    match motion.kind {
        MoveKind::Slide => format!(
            "the {} checker on square {} slides {} into the hole on square {}",
            colour(cells[motion.to]),
            motion.from,
            way(motion),
            motion.to
        ),
        MoveKind::Jump => {
            let over = (motion.from + motion.to) / 2;
            format!(
                "the {} checker on square {} jumps {} over the {} checker on square {} into the hole on square {}",
                colour(cells[motion.to]),
                motion.from,
                way(motion),
                colour(cells[over]),
                over,
                motion.to
            )
        }
        MoveKind::Pair => format!(
            "the pair on squares {} and {} ({} then {}) moves {} into the holes on squares {} and {}",
            motion.from,
            motion.from + 1,
            colour(cells[motion.to]),
            colour(cells[motion.to + 1]),
            way(motion),
            motion.to,
            motion.to + 1
        ),
    }
}

/// The start, a move, or the goal, as one or two sentences.
pub fn narrate(player: &Player) -> String {
    let puzzle = player.solution().puzzle();
    let length = player.length();
    let step = player.step();
    let squares = puzzle.squares() as u64;
    if step == 0 {
        let start = puzzle.start();
        let blacks = start.cells().iter().filter(|&&c| c == Cell::Black).count() as u64;
        let whites = start.cells().iter().filter(|&&c| c == Cell::White).count() as u64;
        return match puzzle.name() {
            "pairs" => format!(
                "Start: {} then {} on squares 0 to {}; the two holes are squares {} and {}. \
                 The goal alternates them, white first from square 2, in {} moves.",
                checkers(blacks, Cell::Black),
                checkers(whites, Cell::White),
                squares - 3,
                squares - 2,
                squares - 1,
                grouped(length)
            ),
            _ => format!(
                "Start: {} on the left, {} on the right, the hole on square {}. \
                 The goal swaps them in {} moves, the least possible.",
                checkers(blacks, Cell::Black),
                checkers(whites, Cell::White),
                start.hole(),
                grouped(length)
            ),
        };
    }
    let said = match player.last_motion() {
        Some(motion) => describe_move(player.board(), &motion),
        None => "a move was made".to_string(),
    };
    let (step, length) = (grouped(step), grouped(length));
    let mut sentence = format!("Move {step} of {length}: {said}.");
    if player.at_goal() {
        sentence.push_str(&format!(" Solved in {length} moves, the least possible."));
    }
    sentence
}
