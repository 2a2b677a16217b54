//! Depth-first search for a goal with a set of dead positions (Merand and Varkevisser's method): a
//! position whose every move was explored without reaching a goal is remembered, under a
//! key the game chooses (a canonical form over its symmetries, say), and never explored
//! again. Positions with no proven lower bound (`OnePlayer::lower_bound` gives `None`) are
//! cut at once. Sound for games in which no line of moves returns to an earlier position
//! (each peg-solitaire jump removes a peg); a game with cycles must use `bfs` instead.

use crate::game::{OnePlayer, Rules};
use std::collections::HashSet;
use std::hash::Hash;

/// What a depth-first search found, and how much work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<M> {
    /// A line of moves to a goal, or `None`: then no goal is reachable (proved, as every
    /// position was explored or shown dead).
    pub solution: Option<Vec<M>>,
    /// Positions expanded.
    pub expanded: u64,
    /// Positions remembered as dead.
    pub dead: usize,
}

/// A position on the line being explored: its moves, how many were tried, and what undoing
/// the last one tried needs.
type Frame<G> = (Vec<<G as Rules>::Move>, usize, Option<<G as Rules>::Undo>);

/// Searches from `from` for a goal. `key` names a position in the dead set; at most
/// `dead_capacity` keys are kept (past that the search is still exact, only slower).
pub fn solve<G, K>(
    game: &G,
    from: G::State,
    key: impl Fn(&G::State) -> K,
    dead_capacity: usize,
) -> Found<G::Move>
where
    G: OnePlayer + ?Sized,
    K: Eq + Hash,
{
    let mut search = Search {
        game,
        key,
        dead: HashSet::new(),
        dead_capacity,
        expanded: 0,
    };
    let solution = if game.is_goal(&from) {
        Some(Vec::new())
    } else {
        search
            .enter(&from)
            .and_then(|moves| search.explore(from, moves))
    };
    Found {
        solution,
        expanded: search.expanded,
        dead: search.dead.len(),
    }
}

/// The state of one search: the game, the dead set and the work counted.
struct Search<'g, G: ?Sized, F, K> {
    game: &'g G,
    key: F,
    dead: HashSet<K>,
    dead_capacity: usize,
    expanded: u64,
}

impl<G, F, K> Search<'_, G, F, K>
where
    G: OnePlayer + ?Sized,
    F: Fn(&G::State) -> K,
    K: Eq + Hash,
{
    /// The moves of `state` if it is to be explored: not cut by the bound and not dead.
    #[inline]
    fn enter(&mut self, state: &G::State) -> Option<Vec<G::Move>> {
        if self.game.lower_bound(state).is_none() || self.dead.contains(&(self.key)(state)) {
            return None;
        }
        self.expanded += 1;
        Some(self.game.legal_moves(state))
    }

    /// The depth-first search below `state` (not a goal, with its `moves`), on one state
    /// changed in place along an explicit stack of frames; the line to a goal, or `None`.
    fn explore(&mut self, mut state: G::State, moves: Vec<G::Move>) -> Option<Vec<G::Move>> {
        let game = self.game;
        let mut frames: Vec<Frame<G>> = vec![(moves, 0, None)];
        while let Some((moves, next, undo)) = frames.last_mut() {
            // Take back the move tried last from this frame, if any.
            if let Some(u) = undo.take() {
                game.undo(&mut state, &moves[*next - 1], u);
            }
            if *next == moves.len() {
                frames.pop();
                if self.dead.len() < self.dead_capacity {
                    self.dead.insert((self.key)(&state));
                }
                continue;
            }
            let mv = moves[*next].clone();
            *next += 1;
            let Ok(u) = game.apply(&mut state, &mv) else {
                continue;
            };
            *undo = Some(u);
            if game.is_goal(&state) {
                return Some(
                    frames
                        .iter()
                        .map(|(moves, next, _)| moves[*next - 1].clone())
                        .collect(),
                );
            }
            if let Some(child) = self.enter(&state) {
                frames.push((child, 0, None));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay::replay;
    use crate::game::toy::Take;

    #[test]
    fn finds_a_replayable_solution() {
        let game = Take {
            heap: 24,
            take: vec![5, 7],
        };
        let found = solve(&game, game.start(), |&h| h, 1000);
        let moves = found.solution.unwrap();
        assert!(replay(&game, moves).unwrap().reached_goal);
    }

    #[test]
    fn proves_impossibility_and_remembers_dead_positions() {
        // 23 is no sum of 6s and 9s (multiples of 3 only).
        let game = Take {
            heap: 23,
            take: vec![6, 9],
        };
        let found = solve(&game, game.start(), |&h| h, 1000);
        assert_eq!(found.solution, None);
        // Each position from 23 down is expanded once: 23, 17, 14, 11, 8, 5, 2.
        assert_eq!(found.expanded, 7);
        assert_eq!(found.dead, 7);
    }
}
