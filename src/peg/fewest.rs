//! Fewest moves, where a move is a chain of jumps by one peg: breadth-first search
//! (`search::bfs`) with one layer per move, a position's successors being every position one
//! chain away. Only positions
//! from which the finish can still be reached (the solver's oracle) enter a layer, so the search
//! holds the winnable positions rather than all reachable ones. The first layer that holds the
//! finish gives the least number of moves, so the answer is also the proof of the minimum.

use super::boards::Symmetry;
use super::rules::{Finish, Jump, Peg};
use super::solve::{Solver, MAX_DEAD};
use crate::search::bfs::{breadth_first, Record};
use crate::search::table::BuildKeyHasher;
use crate::search::TooLarge;
use std::collections::HashMap;

/// The number of moves in a line of jumps: a jump starts a new move unless it starts where
/// the previous one ended.
pub fn moves_of(line: &[Jump]) -> u64 {
    let mut last = u8::MAX;
    let mut moves = 0;
    for jump in line {
        if jump.from != last {
            moves += 1;
        }
        last = jump.to;
    }
    moves
}

/// A line of jumps with the fewest moves and that number, or `None` when no line exists;
/// an error naming the limit when the search would hold more than `MAX_DEAD` positions.
pub fn fewest(game: &Peg) -> Result<Option<(u64, Vec<Jump>)>, String> {
    if game.class_refusal(game.start).is_some() {
        return Ok(None);
    }
    let mut chains = Chains::new(game);
    if !chains.winnable(game.start)? {
        return Ok(None);
    }
    let canon = Canon::new(game);
    let mut seen: HashMap<u64, Reach, BuildKeyHasher> = HashMap::default();
    let found = breadth_first(
        game.start,
        |&pegs| canon.key(pegs),
        |&pegs, out| {
            for at in 0..game.board.holes() as u8 {
                if pegs >> at & 1 == 1 {
                    chains.from(pegs, at, out)?;
                }
            }
            Ok(())
        },
        |&pegs| game.accepts(pegs),
        &mut seen,
        MAX_DEAD,
    )
    .map_err(|stop| match stop {
        Stop::Held => {
            format!(
                "the fewest-moves search held {MAX_DEAD} positions, its limit, without an answer"
            )
        }
        Stop::Oracle(reason) => reason,
    })?;
    // The start is winnable, so some layer reaches the finish first.
    let end = found.ok_or("the fewest-moves search ran out of positions before the finish")?;
    let positions = path_back_as_reached(&seen, &canon, end);
    let mut line = Vec::new();
    for pair in positions.windows(2) {
        let found = (0..game.board.holes() as u8)
            .any(|from| chains.between(pair[0], from, pair[1], &mut line));
        debug_assert!(found, "consecutive positions are one move apart");
    }
    Ok(Some((positions.len() as u64 - 1, line)))
}

/// Why the search stopped without an answer.
enum Stop {
    /// It held `MAX_DEAD` positions.
    Held,
    /// The winnability oracle reached its own limit (the sentence says so).
    Oracle(String),
}

impl From<TooLarge> for Stop {
    fn from(_: TooLarge) -> Stop {
        Stop::Held
    }
}

/// What the search records of a position: the position as reached (its key is a canonical
/// image, which may be another position) and the position one move before.
#[derive(Clone, Copy, Debug)]
struct Reach {
    pegs: u64,
    before: u64,
}

impl Record<u64> for Reach {
    type Carry = ();
    fn root(&pegs: &u64) -> Reach {
        Reach { pegs, before: pegs }
    }
    fn carry(&self) {}
    fn first(&pegs: &u64, &before: &u64, _: (), _: u32) -> Option<Reach> {
        Some(Reach { pegs, before })
    }
}

/// The positions from the start to `end`, as each was reached: a position's record names the
/// one its move started from, found again under that one's key.
fn path_back_as_reached(
    seen: &HashMap<u64, Reach, BuildKeyHasher>,
    canon: &Canon,
    end: u64,
) -> Vec<u64> {
    let mut positions = vec![end];
    let mut at = seen[&canon.key(end)];
    while at.before != at.pegs {
        positions.push(at.before);
        at = seen[&canon.key(at.before)];
    }
    positions.reverse();
    positions
}

/// A position's key: its least image under the symmetries that fix both the start and the
/// finish (an image of a position is reached in as many moves and wins as well).
struct Canon {
    symmetries: Vec<Symmetry>,
}

impl Canon {
    fn new(game: &Peg) -> Canon {
        let board = &game.board;
        let symmetries = board
            .symmetries
            .iter()
            .map(|s| Symmetry::new(board, s))
            .filter(|s| {
                s.apply(game.start) == game.start
                    && match game.finish {
                        Finish::Hole(h) => s.apply(1 << h) == 1 << h,
                        Finish::Any => true,
                    }
            })
            .collect();
        Canon { symmetries }
    }

    fn key(&self, pegs: u64) -> u64 {
        self.symmetries
            .iter()
            .map(|s| s.apply(pegs))
            .min()
            .unwrap_or(pegs)
    }
}

/// A move's successors: the chains of jumps of one peg, kept to winnable positions.
struct Chains<'a> {
    oracle: Solver<'a>,
    /// For each jump's starting hole, (pegs needed, hole to be empty, landing hole).
    jumps_from: Vec<Vec<(u64, u64, u8)>>,
}

impl<'a> Chains<'a> {
    fn new(game: &'a Peg) -> Chains<'a> {
        let board = &game.board;
        let mut jumps_from = vec![Vec::new(); board.holes()];
        for &(f, o, t) in &board.jumps {
            jumps_from[f as usize].push((1u64 << f | 1u64 << o, 1u64 << t, t));
        }
        Chains {
            oracle: Solver::new(game),
            jumps_from,
        }
    }

    fn winnable(&mut self, pegs: u64) -> Result<bool, String> {
        self.oracle.winnable(pegs).ok_or_else(|| {
            format!("the winnability search remembered {MAX_DEAD} dead positions, its limit")
        })
    }

    /// Every winnable position after one or more jumps of the peg on `at`, into `out`. A
    /// chain stops at a position that cannot win, as nothing after it can.
    fn from(&mut self, pegs: u64, at: u8, out: &mut Vec<u64>) -> Result<(), Stop> {
        for k in 0..self.jumps_from[at as usize].len() {
            let (need, empty, to) = self.jumps_from[at as usize][k];
            if pegs & need != need || pegs & empty != 0 {
                continue;
            }
            let after = pegs ^ need ^ empty;
            if self.winnable(after).map_err(Stop::Oracle)? {
                out.push(after);
                self.from(after, to, out)?;
            }
        }
        Ok(())
    }

    /// Whether jumps of the peg on `at` lead from `pegs` to `goal`, appending them to `line`.
    fn between(&self, pegs: u64, at: u8, goal: u64, line: &mut Vec<Jump>) -> bool {
        if pegs >> at & 1 == 0 {
            return false;
        }
        for &(need, empty, to) in &self.jumps_from[at as usize] {
            if pegs & need != need || pegs & empty != 0 {
                continue;
            }
            line.push(Jump { from: at, to });
            let after = pegs ^ need ^ empty;
            if after == goal || self.between(after, to, goal, line) {
                return true;
            }
            line.pop();
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_count_chains() {
        let j = |from, to| Jump { from, to };
        assert_eq!(moves_of(&[]), 0);
        assert_eq!(moves_of(&[j(1, 3), j(3, 5), j(9, 7), j(7, 5)]), 2);
        assert_eq!(moves_of(&[j(1, 3), j(5, 7)]), 2);
    }
}
