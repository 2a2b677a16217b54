//! Depth-first search for a goal with a set of dead positions (seed 003's method): a
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
    let mut dead: HashSet<K> = HashSet::new();
    let mut expanded = 0u64;
    let mut state = from;
    let mut frames: Vec<Frame<G>> = Vec::new();
    let enter = |state: &G::State, dead: &HashSet<K>, expanded: &mut u64| -> Option<Vec<G::Move>> {
        if game.lower_bound(state).is_none() || dead.contains(&key(state)) {
            return None;
        }
        *expanded += 1;
        Some(game.legal_moves(state))
    };
    if game.is_goal(&state) {
        return Found {
            solution: Some(Vec::new()),
            expanded,
            dead: 0,
        };
    }
    match enter(&state, &dead, &mut expanded) {
        Some(moves) => frames.push((moves, 0, None)),
        None => {
            return Found {
                solution: None,
                expanded,
                dead: 0,
            }
        }
    }
    while let Some((moves, next, undo)) = frames.last_mut() {
        // Take back the move tried last from this frame, if any.
        if let Some(u) = undo.take() {
            game.undo(&mut state, &moves[*next - 1], u);
        }
        if *next == moves.len() {
            frames.pop();
            if dead.len() < dead_capacity {
                dead.insert(key(&state));
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
            let solution = frames
                .iter()
                .map(|(moves, next, _)| moves[*next - 1].clone())
                .collect();
            return Found {
                solution: Some(solution),
                expanded,
                dead: dead.len(),
            };
        }
        if let Some(child) = enter(&state, &dead, &mut expanded) {
            frames.push((child, 0, None));
        }
    }
    Found {
        solution: None,
        expanded,
        dead: dead.len(),
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
