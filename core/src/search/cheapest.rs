//! Least-cost paths (Dijkstra) over closures, for games whose moves cost different amounts:
//! [`dijkstra`] takes a root, the successors with the cost of reaching each, and a test of
//! success; [`cheapest_path`] is it over the contract's rules, the exact reference for
//! optimisation puzzles such as Push-*, where the cost is energy.

use super::bfs::Parent;
use super::{Priced, TooLarge};
use crate::game::OnePlayer;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::Hash;

/// The least cost from `root` to a position for which `success` holds and the positions of
/// one cheapest line to it, root first; `None` when none is reachable (proved: every
/// reachable position was settled). `successors(node, out)` pushes (position, cost of the
/// move) onto `out`, empty when called. Ties between equal costs go to the least position.
pub fn dijkstra<N>(
    root: N,
    mut successors: impl FnMut(&N, &mut Vec<(N, u64)>),
    mut success: impl FnMut(&N) -> bool,
    limit: usize,
) -> Result<Option<(u64, Vec<N>)>, TooLarge>
where
    N: Clone + Eq + Hash + Ord,
{
    let mut best: HashMap<N, (u64, Parent<N>)> = HashMap::new();
    let mut queue = BinaryHeap::new();
    let mut out = Vec::new();
    best.insert(root.clone(), (0, Parent(None)));
    queue.push(Reverse((0u64, root)));
    while let Some(Reverse((cost, node))) = queue.pop() {
        if best.get(&node).is_some_and(|&(b, _)| b < cost) {
            continue; // a stale entry: a cheaper way here was settled already
        }
        if success(&node) {
            let mut line = vec![node];
            while let Some((_, Parent(Some(before)))) = best.get(line.last().expect("never empty"))
            {
                line.push(before.clone());
            }
            line.reverse();
            return Ok(Some((cost, line)));
        }
        out.clear();
        successors(&node, &mut out);
        for (after, step) in out.drain(..) {
            let total = cost.saturating_add(step);
            match best.get(&after) {
                Some(&(b, _)) if b <= total => continue,
                None if best.len() >= limit => return Err(TooLarge { limit }),
                _ => {}
            }
            best.insert(after.clone(), (total, Parent(Some(node.clone()))));
            queue.push(Reverse((total, after)));
        }
    }
    Ok(None)
}

/// The least cost from `from` to a goal and one cheapest line of moves, or `None` when no
/// goal is reachable (proved: every reachable position was settled). Between two positions
/// of the line the move taken is the cheapest, the first in the game's order among equals.
pub fn cheapest_path<G>(
    game: &G,
    from: G::State,
    limit: usize,
) -> Result<Option<Priced<G::Move>>, TooLarge>
where
    G: OnePlayer + ?Sized,
    G::State: Eq + Hash + Ord,
{
    let found = dijkstra(
        from,
        |s, out| {
            out.extend(game.legal_moves(s).iter().filter_map(|mv| {
                let step = game.cost(s, mv);
                game.after(s, mv).ok().map(|after| (after, step))
            }))
        },
        |s| game.is_goal(s),
        limit,
    )?;
    Ok(found.map(|(cost, line)| (cost, cheapest_moves(game, &line))))
}

/// The moves of a line of positions, each the cheapest legal move (first in order among
/// equals) from one position to the next.
fn cheapest_moves<G>(game: &G, line: &[G::State]) -> Vec<G::Move>
where
    G: OnePlayer + ?Sized,
    G::State: Eq,
{
    line.windows(2)
        .map(|pair| {
            let (from, to) = (&pair[0], &pair[1]);
            let moves = game.legal_moves(from);
            let mut best: Option<(u64, G::Move)> = None;
            for mv in moves {
                if game.after(from, &mv).is_ok_and(|s| s == *to) {
                    let c = game.cost(from, &mv);
                    if best.as_ref().is_none_or(|(b, _)| c < *b) {
                        best = Some((c, mv));
                    }
                }
            }
            best.expect("positions one move apart").1
        })
        .collect()
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
