//! A fast path of [`crate::replay::replay`] for shifting checkers: the same verdicts and
//! the same errors, several times faster, for validating long move lists (`movelab verify`,
//! benchmarks). The rules are the ones of [`Shift`]'s `check`; tests prove both agree.

use super::Shift;
use crate::board::Cell;
use crate::puzzle::{Illegal, Puzzle};
use crate::replay::{StepError, Verdict};

/// Replays `moves` from the start of `shift`, exactly like [`crate::replay::replay`].
///
/// In shifting checkers a move is legal iff its square is on the board and one or two
/// squares from the hole (any slide, any jump over either colour), so the hole alone
/// decides legality; the cells are carried along only to judge the end position.
pub fn verify(shift: Shift, moves: impl IntoIterator<Item = u64>) -> Result<Verdict, StepError> {
    let mut cells: Vec<Cell> = shift.start().cells().to_vec();
    let squares = cells.len();
    let mut hole = shift.n() as usize;
    let mut count = 0u64;
    for square in moves {
        count += 1;
        let from = square as usize;
        let distance = if square < squares as u64 {
            from.abs_diff(hole)
        } else {
            usize::MAX
        };
        if !(1..=2).contains(&distance) {
            return Err(StepError {
                step: count,
                illegal: match distance {
                    usize::MAX => Illegal::OffBoard { square, squares },
                    0 => Illegal::IsHole { square },
                    _ => Illegal::NotNextToHole { square },
                },
            });
        }
        cells[hole] = cells[from];
        cells[from] = Cell::Hole;
        hole = from;
    }
    let reached_goal = cells == shift.goal().cells();
    Ok(Verdict {
        moves: count,
        reached_goal,
        optimal: reached_goal && count == shift.length(),
    })
}
