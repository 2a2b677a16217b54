//! Fewest moves, where a move is a chain of jumps by one peg: breadth-first search with one
//! layer per move, a position's successors being every position one chain away. Only positions
//! from which the finish can still be reached (the solver's oracle) enter a layer, so the search
//! holds the winnable positions rather than all reachable ones. The first layer that holds the
//! finish gives the least number of moves, so the answer is also the proof of the minimum.

use super::boards::Symmetry;
use super::rules::{Finish, Jump, Peg};
use super::solve::{Solver, MAX_DEAD};
use crate::search::table::BuildKeyHasher;
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
    let mut search = Layers::new(game);
    if !search.winnable(game.start)? {
        return Ok(None);
    }
    if game.accepts(game.start) {
        return Ok(Some((0, Vec::new())));
    }
    search
        .seen
        .insert(search.key(game.start), (game.start, game.start));
    let mut layer = vec![game.start];
    let mut moves = 0;
    while !layer.is_empty() {
        moves += 1;
        let mut next = Vec::new();
        let mut found = Vec::new();
        for &pegs in &layer {
            found.clear();
            for at in 0..game.board.holes() as u8 {
                if pegs >> at & 1 == 1 {
                    search.chains(pegs, at, &mut found)?;
                }
            }
            for &after in &found {
                if !search.remember(after, pegs)? {
                    continue;
                }
                if game.accepts(after) {
                    return Ok(Some((moves, search.line_to(after))));
                }
                next.push(after);
            }
        }
        layer = next;
    }
    // The start is winnable, so some layer reaches the finish first.
    Err("the fewest-moves search ran out of positions before the finish".into())
}

/// The state of one breadth-first search.
struct Layers<'a> {
    game: &'a Peg,
    oracle: Solver<'a>,
    /// The symmetries that fix both the start and the finish: an image of a position is
    /// reached in as many moves and wins as well.
    symmetries: Vec<Symmetry>,
    /// For each jump's starting hole, (pegs needed, hole to be empty, landing hole).
    jumps_from: Vec<Vec<(u64, u64, u8)>>,
    /// Key of each position reached → (the position as reached, the one a move before).
    seen: HashMap<u64, (u64, u64), BuildKeyHasher>,
}

impl<'a> Layers<'a> {
    fn new(game: &'a Peg) -> Layers<'a> {
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
        let mut jumps_from = vec![Vec::new(); board.holes()];
        for &(f, o, t) in &board.jumps {
            jumps_from[f as usize].push((1u64 << f | 1u64 << o, 1u64 << t, t));
        }
        Layers {
            game,
            oracle: Solver::new(game),
            symmetries,
            jumps_from,
            seen: HashMap::default(),
        }
    }

    fn key(&self, pegs: u64) -> u64 {
        self.symmetries
            .iter()
            .map(|s| s.apply(pegs))
            .min()
            .unwrap_or(pegs)
    }

    fn winnable(&mut self, pegs: u64) -> Result<bool, String> {
        self.oracle.winnable(pegs).ok_or_else(|| {
            format!("the winnability search remembered {MAX_DEAD} dead positions, its limit")
        })
    }

    /// Every winnable position after one or more jumps of the peg on `at`, into `out`. A
    /// chain stops at a position that cannot win, as nothing after it can.
    fn chains(&mut self, pegs: u64, at: u8, out: &mut Vec<u64>) -> Result<(), String> {
        for k in 0..self.jumps_from[at as usize].len() {
            let (need, empty, to) = self.jumps_from[at as usize][k];
            if pegs & need != need || pegs & empty != 0 {
                continue;
            }
            let after = pegs ^ need ^ empty;
            if self.winnable(after)? {
                out.push(after);
                self.chains(after, to, out)?;
            }
        }
        Ok(())
    }

    /// Records `after`, reached from `before`; false if its key was reached already.
    fn remember(&mut self, after: u64, before: u64) -> Result<bool, String> {
        if self.seen.len() >= MAX_DEAD {
            return Err(format!(
                "the fewest-moves search held {MAX_DEAD} positions, its limit, without an answer"
            ));
        }
        let key = self.key(after);
        if self.seen.contains_key(&key) {
            return Ok(false);
        }
        self.seen.insert(key, (after, before));
        Ok(true)
    }

    /// The jumps from the start to `end`, each move's chain found again between the two
    /// positions the search recorded.
    fn line_to(&self, end: u64) -> Vec<Jump> {
        let mut positions = vec![end];
        let mut at = end;
        while at != self.game.start {
            at = self.seen[&self.key(at)].1;
            positions.push(at);
        }
        positions.reverse();
        let mut line = Vec::new();
        for pair in positions.windows(2) {
            let found = (0..self.game.board.holes() as u8)
                .any(|from| self.chain_between(pair[0], from, pair[1], &mut line));
            debug_assert!(found, "consecutive positions are one move apart");
        }
        line
    }

    /// Whether jumps of the peg on `at` lead from `pegs` to `goal`, appending them to `line`.
    fn chain_between(&self, pegs: u64, at: u8, goal: u64, line: &mut Vec<Jump>) -> bool {
        if pegs >> at & 1 == 0 {
            return false;
        }
        for &(need, empty, to) in &self.jumps_from[at as usize] {
            if pegs & need != need || pegs & empty != 0 {
                continue;
            }
            line.push(Jump { from: at, to });
            let after = pegs ^ need ^ empty;
            if after == goal || self.chain_between(after, to, goal, line) {
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
