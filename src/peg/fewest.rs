//! Fewest moves, where a move is a chain of jumps by one peg: IDA* (`search::ida`) over
//! (pegs, hole of the peg that moved last), a jump by that peg costing 0 and any other 1,
//! pruned by the solver's winnability oracle and a bound from the holes no jump passes over.

use super::rules::{Finish, Jump, Peg};
use super::solve::Solver;
use crate::game::{OnePlayer, Rules};
use crate::search::ida;
use std::cell::RefCell;

/// No peg moved yet.
const NONE: u8 = u8::MAX;

/// The most positions one IDA* round remembers.
pub const TABLE: usize = 20_000_000;

/// The most positions the search expands before it gives up: about a minute in a release
/// build. Boards of up to about 20 holes finish well within it; the 33-hole central game
/// does not (its 18 moves are Bergholt's and Beasley's, not reproduced here).
pub const BUDGET: u64 = 500_000;

/// The number of moves in a line of jumps: a jump starts a new move unless it starts where
/// the previous one ended.
pub fn moves_of(line: &[Jump]) -> u64 {
    let mut last = NONE;
    let mut moves = 0;
    for jump in line {
        if jump.from != last {
            moves += 1;
        }
        last = jump.to;
    }
    moves
}

/// The problem as a game over (pegs, last) with move costs 0 or 1.
pub struct Chains<'a> {
    game: &'a Peg,
    oracle: RefCell<Solver<'a>>,
    /// Holes that are never the middle hole of a jump: a peg there leaves only by moving.
    unjumpable: u64,
    /// The finish hole (every hole for `--finish any`).
    keep: u64,
}

impl<'a> Chains<'a> {
    pub fn new(game: &'a Peg) -> Chains<'a> {
        let board = &game.board;
        let over = board.jumps.iter().fold(0u64, |m, &(_, o, _)| m | 1 << o);
        let keep = match game.finish {
            Finish::Hole(h) => 1u64 << h,
            Finish::Any => board.full(),
        };
        Chains {
            game,
            oracle: RefCell::new(Solver::new(game)),
            unjumpable: board.full() & !over,
            keep,
        }
    }
}

impl Rules for Chains<'_> {
    type State = (u64, u8);
    type Move = Jump;
    type Undo = u8;
    type Illegal = String;

    fn start(&self) -> (u64, u8) {
        (self.game.start, NONE)
    }
    fn legal_moves(&self, s: &(u64, u8)) -> Vec<Jump> {
        // The last peg's jumps first: they cost nothing.
        let mut jumps = self.game.legal_moves(&s.0);
        jumps.sort_by_key(|j| j.from != s.1);
        jumps
    }
    fn apply(&self, s: &mut (u64, u8), jump: &Jump) -> Result<u8, String> {
        self.game.apply(&mut s.0, jump)?;
        Ok(std::mem::replace(&mut s.1, jump.to))
    }
    fn undo(&self, s: &mut (u64, u8), jump: &Jump, last: u8) {
        self.game.undo(&mut s.0, jump, ());
        s.1 = last;
    }
}

impl OnePlayer for Chains<'_> {
    fn is_goal(&self, s: &(u64, u8)) -> bool {
        self.game.accepts(s.0)
    }
    fn cost(&self, s: &(u64, u8), jump: &Jump) -> u64 {
        u64::from(jump.from != s.1)
    }

    /// Admissible: a peg on an unjumpable hole can only be removed by moving it, and it
    /// must go unless it is the last peg on the finish, so each such peg other than the one
    /// that moved last (which may continue its chain for free) is the mover of a distinct
    /// move still to come; with `--finish any` one of them may be the last peg. `None` when
    /// the oracle (pagoda cut, then exhaustive search) says the finish is out of reach.
    fn lower_bound(&self, s: &(u64, u8)) -> Option<u64> {
        let (pegs, last) = *s;
        if !self.oracle.borrow_mut().winnable(pegs).unwrap_or(true) {
            return None;
        }
        let free = if last == NONE { 0 } else { 1u64 << last };
        let stuck = pegs & self.unjumpable & !free;
        let must = match self.game.finish {
            Finish::Hole(_) => (stuck & !self.keep).count_ones(),
            Finish::Any => stuck.count_ones().saturating_sub(1),
        };
        Some(u64::from(must))
    }
}

/// A line of jumps with the fewest moves and that number, or `None` when no line exists;
/// an error naming the limit when the search expands [`BUDGET`] positions without an
/// answer. (A full oracle prunes nothing more, so the answer stays exact.)
pub fn fewest(game: &Peg) -> Result<Option<(u64, Vec<Jump>)>, String> {
    if game.class_refusal(game.start).is_some() {
        return Ok(None);
    }
    let chains = Chains::new(game);
    let limit = u64::from(game.start.count_ones());
    let result = ida::fewest(&chains, chains.start(), |&s| s, limit, TABLE, BUDGET);
    if result.gave_up {
        return Err(format!(
            "the fewest-moves search expanded {BUDGET} positions, its limit, without an answer"
        ));
    }
    Ok(result.solution)
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
