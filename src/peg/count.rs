//! Exact counts for one problem: winning jump sequences (a DP over the positions reachable
//! from the start, each counted once under the symmetries that fix the finish, as a
//! symmetric image has as many winning lines), positions reachable, and those still winnable.

use super::rules::Peg;
use super::solve::{Solver, MAX_DEAD};
use crate::search::table::KeyMap;

/// The figures of one problem. Positions are counted up to the symmetries that fix the
/// finish (the start included, whatever its own symmetry).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Distinct winning jump sequences from the start.
    pub sequences: u128,
    /// Positions reachable from the start, up to symmetry.
    pub reachable: u64,
    /// Of those, the ones from which the finish can still be reached.
    pub winnable: u64,
}

type Memo = KeyMap<u128>;

/// Counts for `game`, or a sentence when more than `MAX_DEAD` positions would be held or a
/// count passes 2^128.
pub fn count(game: &Peg) -> Result<Counts, String> {
    let solver = Solver::new(game);
    let mut memo = Memo::default();
    let sequences = walk(game, &solver, game.start, &mut memo)?;
    let winnable = memo.values().filter(|&c| c > 0).count() as u64;
    Ok(Counts {
        sequences,
        reachable: memo.len() as u64,
        winnable,
    })
}

/// The number of winning sequences from `pegs`, remembering every position's.
fn walk(game: &Peg, solver: &Solver, pegs: u64, memo: &mut Memo) -> Result<u128, String> {
    let key = solver.key(pegs);
    if let Some(c) = memo.get(key) {
        return Ok(c);
    }
    if memo.len() >= MAX_DEAD {
        return Err(format!(
            "counting would hold more than {MAX_DEAD} positions, the limit"
        ));
    }
    // The children's keys are looked up together first, so that their cache misses
    // overlap; only the ones not yet known are walked.
    let mut total: u128 = u128::from(game.accepts(pegs));
    let mut unknown = Vec::new();
    for &(f, o, t) in &game.board.jumps {
        let need = 1u64 << f | 1u64 << o;
        if pegs & need == need && pegs >> t & 1 == 0 {
            let next = pegs ^ need ^ 1u64 << t;
            match memo.get(solver.key(next)) {
                Some(c) => total = add(total, c)?,
                None => unknown.push(next),
            }
        }
    }
    for next in unknown {
        total = add(total, walk(game, solver, next, memo)?)?;
    }
    memo.insert(key, total);
    Ok(total)
}

fn add(a: u128, b: u128) -> Result<u128, String> {
    a.checked_add(b)
        .ok_or_else(|| "the count passes 2^128, the limit".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{OnePlayer, Rules};
    use crate::peg::rules::Finish;
    use crate::peg::Board;
    use std::collections::HashSet;

    /// Plain enumeration: every jump sequence followed to its end, nothing remembered.
    fn plain(game: &Peg, pegs: u64, seen: &mut HashSet<u64>) -> u128 {
        seen.insert(pegs);
        let mut total = u128::from(game.is_goal(&pegs));
        for mv in game.legal_moves(&pegs) {
            total += plain(game, game.after(&pegs, &mv).unwrap(), seen);
        }
        total
    }

    /// Small boards of DESIGN's kind, defined here: 3×4 and 3×5 rectangles.
    fn small_boards() -> Vec<Board> {
        vec![
            Board::from_shape("rect3x4", 4, |r, _| r < 3),
            Board::from_shape("rect3x5", 5, |r, _| r < 3),
        ]
    }

    #[test]
    fn the_dp_agrees_with_plain_enumeration_on_small_boards() {
        let mut checked = 0;
        for board in small_boards() {
            for vacancy in 0..board.holes() as u8 {
                for finish in [Finish::Any, Finish::Hole(vacancy)] {
                    let game = Peg {
                        board: board.clone(),
                        start: board.full() & !(1 << vacancy),
                        finish,
                    };
                    let counts = count(&game).unwrap();
                    let mut seen = HashSet::new();
                    assert_eq!(counts.sequences, plain(&game, game.start, &mut seen));
                    let solver = Solver::new(&game);
                    let classes: HashSet<u64> = seen.iter().map(|&p| solver.key(p)).collect();
                    assert_eq!(counts.reachable, classes.len() as u64);
                    checked += u64::from(counts.sequences > 0);
                }
            }
        }
        assert!(checked > 4, "some problems have winning sequences");
    }
}
