//! What a shell draws of a game: the board's layout, the last jump and one snapshot record
//! per change.

use super::*;

/// The board's shape for drawing: the side of its bounding square, and the row, column
/// and name of every hole in hole order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layout {
    pub board: &'static str,
    pub side: u8,
    pub holes: Vec<[u8; 2]>,
    /// `square` or `triangle`: the grid the holes lie on.
    pub grid: &'static str,
    /// Where to draw each hole, in hole order: [x to the right, y down] in units of the
    /// distance between neighbouring holes (a triangle's rows are offset and √3/2 apart).
    pub points: Vec<[f64; 2]>,
    pub names: Vec<String>,
    /// The finish hole, if the finish is one hole.
    pub finish: Option<u8>,
}

/// The last jump made: the three holes and the jump in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct JumpRecord {
    pub from: u8,
    pub over: u8,
    pub to: u8,
    /// `d2-d4`
    pub text: String,
    /// `d2 jumps over d3 to d4`
    pub said: String,
}

/// Everything a shell shows after one change, in one record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PegSnapshot {
    /// One character per hole, row by row: `o` a peg, `.` empty.
    pub board: String,
    /// Jumps made since the start.
    pub step: usize,
    pub pegs: u32,
    /// The holes empty at the start, by name (the page's `empty` parameter).
    pub empty: Vec<String>,
    pub last: Option<JumpRecord>,
    /// No jump is left.
    pub finished: bool,
    /// One peg is left where the finish wants it.
    pub won: bool,
    /// `solvable`, `unsolvable`, `searching` (not decided yet: ask again, the search goes
    /// on) or `unknown` (the judge's memory is full) when asked for; else absent.
    pub verdict: Option<&'static str>,
    /// The verdict and `lost_since` are final: asking again gives the same. False while the
    /// position, or one before it that `lost_since` needs, is still being searched.
    pub settled: bool,
    /// Why: the solver's reason for `unsolvable` or `unknown`; for `searching`, how far the
    /// search has got.
    pub reason: Option<String>,
    /// With an `unsolvable` verdict: the jump (from 1) that lost the game, the position
    /// before it solvable and every one after it not, when the solver decides each; absent
    /// when the start itself is lost or the search gave up on a position on the way (and,
    /// with `settled` false, while one is still being searched).
    pub lost_since: Option<usize>,
}

impl PegGame {
    pub fn layout(&self) -> Layout {
        let board = &self.game().board;
        Layout {
            board: board.name,
            side: board.side,
            holes: board.cells.iter().map(|&(r, c)| [r, c]).collect(),
            grid: match board.grid {
                crate::peg::boards::Grid::Square => "square",
                crate::peg::boards::Grid::Triangle => "triangle",
            },
            points: (0..board.holes() as u8)
                .map(|k| {
                    let (x, y) = board.point(k);
                    [x, y]
                })
                .collect(),
            names: (0..board.holes() as u8).map(|k| board.name_of(k)).collect(),
            finish: match self.game().finish {
                super::Finish::Hole(h) => Some(h),
                super::Finish::Any => None,
            },
        }
    }

    /// The jump with its jumped hole and in words.
    pub fn record(&self, jump: Jump) -> JumpRecord {
        let board = &self.game().board;
        let over = board.between(jump.from, jump.to).unwrap_or(jump.from);
        let name = |k: u8| board.name_of(k);
        JumpRecord {
            from: jump.from,
            over,
            to: jump.to,
            text: self.game().write_move(&jump),
            said: format!(
                "{} jumps over {} to {}",
                name(jump.from),
                name(over),
                name(jump.to)
            ),
        }
    }

    /// The position as one record; with `judge`, the solver's verdict on it.
    pub fn snapshot(&mut self, judge: bool) -> PegSnapshot {
        let (verdict, reason) = if judge {
            match self.judge() {
                Some(Answer::Solved(_)) => (Some("solvable"), None),
                Some(Answer::Unsolvable(why)) => (Some("unsolvable"), Some(why.for_people())),
                Some(Answer::GaveUp(why)) => (Some("unknown"), Some(why.for_people())),
                None => (
                    Some("searching"),
                    Some(format!(
                        "{} positions searched so far",
                        grouped(self.searched())
                    )),
                ),
            }
        } else {
            (None, None)
        };
        let (lost_since, settled) = match verdict {
            Some("unsolvable") => match self.lost_since() {
                Some(since) => (since, true),
                None => (None, false),
            },
            Some("searching") => (None, false),
            _ => (None, true),
        };
        let game = self.game();
        let pegs = self.pegs();
        let board: String = (0..self.holes())
            .map(|k| if pegs >> k & 1 == 1 { 'o' } else { '.' })
            .collect();
        PegSnapshot {
            board,
            step: self.session.moves_made() as usize,
            pegs: pegs.count_ones(),
            empty: game.names(game.board.full() & !game.start),
            last: self.session.last_move().map(|&j| self.record(j)),
            finished: game.legal_moves(&pegs).is_empty(),
            won: game.accepts(pegs),
            verdict,
            settled,
            reason,
            lost_since,
        }
    }
}
