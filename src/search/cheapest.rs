//! Least-cost paths (Dijkstra) for games whose moves cost different amounts: the exact
//! reference for optimisation puzzles such as Push-*, where the cost is energy.

use super::bfs::path_to;
use super::{Parents, Priced, TooLarge};
use crate::game::OnePlayer;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::Hash;

/// The least cost from `from` to a goal and one cheapest line of moves, or `None` when no
/// goal is reachable (proved: every reachable position was settled).
pub fn cheapest_path<G>(
    game: &G,
    from: G::State,
    limit: usize,
) -> Result<Option<Priced<G::Move>>, TooLarge>
where
    G: OnePlayer + ?Sized,
    G::State: Eq + Hash + Ord,
{
    let mut best: HashMap<G::State, u64> = HashMap::new();
    let mut parent: Parents<G::State, G::Move> = HashMap::new();
    let mut queue = BinaryHeap::new();
    best.insert(from.clone(), 0);
    parent.insert(from.clone(), None);
    queue.push(Reverse((0u64, from)));
    while let Some(Reverse((cost, state))) = queue.pop() {
        if best.get(&state).is_some_and(|&b| b < cost) {
            continue; // a stale entry: a cheaper way here was settled already
        }
        if game.is_goal(&state) {
            return Ok(Some((cost, path_to(&parent, &state))));
        }
        for mv in game.legal_moves(&state) {
            let step = game.cost(&state, &mv);
            let Ok(after) = game.after(&state, &mv) else {
                continue;
            };
            let total = cost.saturating_add(step);
            if best.get(&after).is_some_and(|&b| b <= total) {
                continue;
            }
            if !best.contains_key(&after) && best.len() >= limit {
                return Err(TooLarge { limit });
            }
            best.insert(after.clone(), total);
            parent.insert(after.clone(), Some((state.clone(), mv)));
            queue.push(Reverse((total, after)));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;

    /// Taking 3 costs 5, taking 1 costs 1: from 6 the cheapest is six takes of 1.
    struct Priced(Take);
    impl crate::game::Rules for Priced {
        type State = u64;
        type Move = u64;
        type Undo = ();
        type Illegal = String;
        fn start(&self) -> u64 {
            self.0.start()
        }
        fn legal_moves(&self, s: &u64) -> Vec<u64> {
            self.0.legal_moves(s)
        }
        fn apply(&self, s: &mut u64, m: &u64) -> Result<(), String> {
            self.0.apply(s, m)
        }
        fn undo(&self, s: &mut u64, m: &u64, u: ()) {
            self.0.undo(s, m, u)
        }
    }
    impl OnePlayer for Priced {
        fn is_goal(&self, s: &u64) -> bool {
            *s == 0
        }
        fn cost(&self, _: &u64, m: &u64) -> u64 {
            if *m == 3 {
                5
            } else {
                1
            }
        }
    }

    #[test]
    fn prefers_cheap_moves_over_few_moves() {
        let game = Priced(Take {
            heap: 6,
            take: vec![1, 3],
        });
        let (cost, path) = cheapest_path(&game, 6, 100).unwrap().unwrap();
        assert_eq!(cost, 6);
        assert_eq!(path, vec![1; 6]);
    }
}
