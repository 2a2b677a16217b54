//! Breadth-first search over every legal move: the distance of each reachable position and
//! the number of shortest paths to it, and one shortest path to a goal. Exact for any game;
//! memory grows with the reachable positions, so callers pass a limit.

use super::{Parents, TooLarge};
use crate::game::{OnePlayer, Rules};
use std::collections::HashMap;
use std::hash::Hash;

/// What breadth-first search learnt of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reached {
    /// Moves from the start.
    pub distance: u32,
    /// Shortest paths from the start (saturating at u64::MAX).
    pub paths: u64,
}

/// Every position reachable from `from`, with its distance and number of shortest paths.
pub fn distances<G>(
    game: &G,
    from: G::State,
    limit: usize,
) -> Result<HashMap<G::State, Reached>, TooLarge>
where
    G: Rules + ?Sized,
    G::State: Eq + Hash,
{
    let mut seen = HashMap::new();
    seen.insert(
        from.clone(),
        Reached {
            distance: 0,
            paths: 1,
        },
    );
    let mut layer = vec![from];
    let mut distance = 0u32;
    while !layer.is_empty() {
        distance += 1;
        let mut next = Vec::new();
        for state in &layer {
            let paths = seen[state].paths;
            for mv in game.legal_moves(state) {
                let Ok(after) = game.after(state, &mv) else {
                    continue;
                };
                match seen.get_mut(&after) {
                    Some(r) if r.distance == distance => r.paths = r.paths.saturating_add(paths),
                    Some(_) => {}
                    None => {
                        if seen.len() >= limit {
                            return Err(TooLarge { limit });
                        }
                        seen.insert(after.clone(), Reached { distance, paths });
                        next.push(after);
                    }
                }
            }
        }
        layer = next;
    }
    Ok(seen)
}

/// The fewest moves from `from` to a goal and one such line of moves, or `None` when no
/// goal is reachable (proved: every reachable position was visited).
pub fn shortest_path<G>(
    game: &G,
    from: G::State,
    limit: usize,
) -> Result<Option<Vec<G::Move>>, TooLarge>
where
    G: OnePlayer + ?Sized,
    G::State: Eq + Hash,
{
    // Each position remembers the position and move it was first reached by.
    let mut parent: Parents<G::State, G::Move> = HashMap::new();
    parent.insert(from.clone(), None);
    let mut layer = vec![from];
    while !layer.is_empty() {
        let mut next = Vec::new();
        for state in &layer {
            if game.is_goal(state) {
                return Ok(Some(path_to(&parent, state)));
            }
            for mv in game.legal_moves(state) {
                let Ok(after) = game.after(state, &mv) else {
                    continue;
                };
                if parent.contains_key(&after) {
                    continue;
                }
                if parent.len() >= limit {
                    return Err(TooLarge { limit });
                }
                parent.insert(after.clone(), Some((state.clone(), mv)));
                next.push(after);
            }
        }
        layer = next;
    }
    Ok(None)
}

/// The moves that lead from the root of `parent` to `state`.
pub(crate) fn path_to<S: Eq + Hash + Clone, M: Clone>(
    parent: &HashMap<S, Option<(S, M)>>,
    state: &S,
) -> Vec<M> {
    let mut moves = Vec::new();
    let mut at = state;
    while let Some(Some((before, mv))) = parent.get(at) {
        moves.push(mv.clone());
        at = before;
    }
    moves.reverse();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;

    #[test]
    fn counts_distances_and_shortest_paths() {
        let game = Take {
            heap: 6,
            take: vec![1, 2],
        };
        let seen = distances(&game, 6, 100).unwrap();
        // From 6 to 0 in three takes of 2; paths to 0 of length 3: only 2+2+2.
        assert_eq!(
            seen[&0],
            Reached {
                distance: 3,
                paths: 1
            }
        );
        // 6 -> 3 in two moves: 1+2 or 2+1.
        assert_eq!(
            seen[&3],
            Reached {
                distance: 2,
                paths: 2
            }
        );
        assert_eq!(distances(&game, 6, 3), Err(TooLarge { limit: 3 }));
    }

    #[test]
    fn finds_a_shortest_path_or_proves_there_is_none() {
        let game = Take {
            heap: 7,
            take: vec![3, 2],
        };
        let path = shortest_path(&game, 7, 100).unwrap().unwrap();
        assert_eq!(path.len(), 3);
        assert_eq!(path.iter().sum::<u64>(), 7);
        let stuck = Take {
            heap: 7,
            take: vec![2, 4],
        };
        assert_eq!(shortest_path(&stuck, 7, 100).unwrap(), None);
    }
}
