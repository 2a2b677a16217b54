//! Iterative deepening on a proven lower bound (IDA*): the least cost to a goal and a line
//! of moves that achieves it. Each round explores every line whose cost plus lower bound
//! stays within a threshold, raising the threshold to the smallest value that was cut, so
//! the first goal found is optimal as long as `OnePlayer::lower_bound` is admissible. A
//! table keyed as the game chooses prunes positions already reached as cheaply this round.
//! Every line of moves must be finite or cost at least 1 a move, or a round never ends.

use crate::game::OnePlayer;
use std::collections::HashMap;
use std::hash::Hash;

/// The result of [`fewest`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Optimal<M> {
    /// The least cost and a line of moves with that cost, or `None` when no goal is
    /// reachable within `max_cost` (proved).
    pub solution: Option<super::Priced<M>>,
    /// Positions expanded over all rounds.
    pub expanded: u64,
    /// The search stopped at its budget of expansions: `solution` is `None` and proves
    /// nothing.
    pub gave_up: bool,
}

/// The least-cost line from `from` to a goal, if its cost is at most `max_cost`.
/// `key` names a position in the per-round table; at most `table_capacity` are kept. The
/// search gives up after expanding `budget` positions over all rounds.
pub fn fewest<G, K>(
    game: &G,
    from: G::State,
    key: impl Fn(&G::State) -> K,
    max_cost: u64,
    table_capacity: usize,
    budget: u64,
) -> Optimal<G::Move>
where
    G: OnePlayer + ?Sized,
    K: Eq + Hash,
{
    let mut search = Round {
        game,
        key,
        table: HashMap::new(),
        table_capacity,
        expanded: 0,
        budget,
        line: Vec::new(),
    };
    let Some(mut threshold) = game.lower_bound(&from) else {
        return Optimal {
            solution: None,
            expanded: 0,
            gave_up: false,
        };
    };
    let mut state = from;
    while threshold <= max_cost {
        search.table.clear();
        match search.explore(&mut state, 0, threshold) {
            Step::Found(cost) => {
                return Optimal {
                    solution: Some((cost, search.line)),
                    expanded: search.expanded,
                    gave_up: false,
                };
            }
            _ if search.expanded >= search.budget => break,
            Step::Cut(Some(next)) => threshold = next,
            Step::Cut(None) => break,
        }
    }
    Optimal {
        solution: None,
        expanded: search.expanded,
        gave_up: search.expanded >= search.budget,
    }
}

enum Step {
    Found(u64),
    /// No goal within the threshold; the least cost bound above it that was cut, if any.
    Cut(Option<u64>),
}

struct Round<'g, G: OnePlayer + ?Sized, F, K> {
    game: &'g G,
    key: F,
    table: HashMap<K, u64>,
    table_capacity: usize,
    expanded: u64,
    budget: u64,
    line: Vec<G::Move>,
}

impl<G, F, K> Round<'_, G, F, K>
where
    G: OnePlayer + ?Sized,
    F: Fn(&G::State) -> K,
    K: Eq + Hash,
{
    fn explore(&mut self, state: &mut G::State, cost: u64, threshold: u64) -> Step {
        let Some(bound) = self.game.lower_bound(state) else {
            return Step::Cut(None);
        };
        let estimate = cost.saturating_add(bound);
        if estimate > threshold {
            return Step::Cut(Some(estimate));
        }
        if self.game.is_goal(state) {
            return Step::Found(cost);
        }
        let k = (self.key)(state);
        if self.table.get(&k).is_some_and(|&seen| seen <= cost) {
            return Step::Cut(None); // explored this round from here at no greater cost
        }
        if self.table.len() < self.table_capacity || self.table.contains_key(&k) {
            self.table.insert(k, cost);
        }
        if self.expanded >= self.budget {
            return Step::Cut(None);
        }
        self.expanded += 1;
        let mut least: Option<u64> = None;
        for mv in self.game.legal_moves(state) {
            let price = self.game.cost(state, &mv);
            let Ok(undo) = self.game.apply(state, &mv) else {
                continue;
            };
            self.line.push(mv.clone());
            let step = self.explore(state, cost.saturating_add(price), threshold);
            if let Step::Found(_) = step {
                return step;
            }
            self.line.pop();
            self.game.undo(state, &mv, undo);
            if let Step::Cut(Some(c)) = step {
                least = Some(least.map_or(c, |l| l.min(c)));
            }
        }
        Step::Cut(least)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay::replay;
    use crate::game::toy::Take;
    use crate::game::Rules;
    use crate::search::Priced;

    #[test]
    fn finds_the_fewest_moves_and_agrees_with_bfs() {
        for heap in 0..40 {
            let game = Take {
                heap,
                take: vec![1, 5, 7],
            };
            let ida = fewest(&game, game.start(), |&h| h, 100, 1000, u64::MAX);
            let bfs = crate::search::bfs::shortest_path(&game, game.start(), 1000).unwrap();
            let (cost, line): Priced<u64> = ida.solution.unwrap();
            assert_eq!(cost as usize, bfs.unwrap().len(), "heap {heap}");
            assert!(replay(&game, line).unwrap().reached_goal);
        }
    }

    #[test]
    fn proves_nothing_within_the_limit() {
        let game = Take {
            heap: 23,
            take: vec![6, 9],
        };
        assert_eq!(
            fewest(&game, game.start(), |&h| h, 50, 1000, u64::MAX).solution,
            None
        );
    }

    #[test]
    fn gives_up_at_its_budget_without_claiming_anything() {
        let game = Take {
            heap: 39,
            take: vec![1, 5, 7],
        };
        let stopped = fewest(&game, game.start(), |&h| h, 100, 1000, 3);
        assert!(stopped.gave_up);
        assert_eq!((stopped.solution, stopped.expanded), (None, 3));
        assert!(!fewest(&game, game.start(), |&h| h, 100, 1000, u64::MAX).gave_up);
    }
}
