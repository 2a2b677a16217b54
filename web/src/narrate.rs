//! The current position of a player as one fact for the readout and the `aria-live` region
//! (messages `row-*`, worded by the page). The move itself comes from the core
//! (`Playback::last_span`); the colours are read square by square, so a row of 2·10^9
//! squares narrates like a short one.

use movelab::fact;
use movelab::message::Message;
use movelab::row::board::Cell;
use movelab::row::motion::{MoveKind, Span};
use movelab::row::window::Playback;

/// A cell's colour, a word the messages select on.
fn colour(cell: Cell) -> &'static str {
    match cell {
        Cell::Black => "black",
        Cell::White => "white",
        Cell::Hole => "empty",
    }
}

/// The way a move goes, a word the messages select on.
fn way(motion: &Span) -> &'static str {
    if motion.to > motion.from {
        "right"
    } else {
        "left"
    }
}

/// What the move `motion` did; `after` reads the cells of the position it led to.
pub fn describe_move(after: impl Fn(u64) -> Cell, motion: &Span) -> Message {
    match motion.kind {
        MoveKind::Slide => fact!(
            "row-move-slide",
            colour = colour(after(motion.to)),
            from = motion.from,
            way = way(motion),
            to = motion.to,
        ),
        MoveKind::Jump => {
            let over = (motion.from + motion.to) / 2;
            fact!(
                "row-move-jump",
                colour = colour(after(motion.to)),
                from = motion.from,
                way = way(motion),
                over_colour = colour(after(over)),
                over = over,
                to = motion.to,
            )
        }
        MoveKind::Pair => fact!(
            "row-move-pair",
            from = motion.from,
            second = motion.from + 1,
            first_colour = colour(after(motion.to)),
            second_colour = colour(after(motion.to + 1)),
            way = way(motion),
            to = motion.to,
            to_second = motion.to + 1,
        ),
    }
}

/// The start, a move, or the goal, as one fact of one or two sentences.
pub fn narrate(player: &dyn Playback) -> Message {
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
        return match puzzle.name() {
            "pairs" => fact!(
                "pairs-play-start",
                blacks = blacks,
                whites = whites,
                last = squares - 3,
                hole = squares - 2,
                second_hole = squares - 1,
                length = length,
            ),
            _ => fact!(
                "shift-play-start",
                blacks = blacks,
                whites = whites,
                hole = player.hole(),
                length = length,
            ),
        };
    }
    let said = match player.last_span() {
        Some(motion) => describe_move(|s| player.cell(s).unwrap_or(Cell::Hole), &motion),
        None => fact!("row-move-unknown"),
    };
    if player.at_goal() {
        fact!("row-step-solved", step = step, length = length, move = said)
    } else {
        fact!("row-step", step = step, length = length, move = said)
    }
}
