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

/// A least-cost search that can stop and go on: [`Dijkstra::step`] settles at most a given
/// number of positions and says how far it got, so a page can search in slices between its
/// frames instead of freezing for the whole search. [`dijkstra`] is this search run whole,
/// so a sliced search and a whole one settle the same positions in the same order.
pub struct Dijkstra<N> {
    best: HashMap<N, (u64, Parent<N>)>,
    queue: BinaryHeap<Reverse<(u64, N)>>,
    out: Vec<(N, u64)>,
    limit: usize,
}

/// What a slice of [`Dijkstra::step`] reached: still searching, with the positions held so
/// far, or the whole search's answer.
#[derive(Debug, PartialEq, Eq)]
pub enum Step<T> {
    Searching { positions: usize },
    Done(Result<Option<T>, TooLarge>),
}

impl<N: Clone + Eq + Hash + Ord> Dijkstra<N> {
    /// A search from `root` that may hold at most `limit` positions.
    pub fn new(root: N, limit: usize) -> Dijkstra<N> {
        let mut best = HashMap::new();
        best.insert(root.clone(), (0, Parent(None)));
        Dijkstra {
            best,
            queue: BinaryHeap::from([Reverse((0u64, root))]),
            out: Vec::new(),
            limit,
        }
    }

    /// The positions held so far (the number the limit bounds).
    pub fn positions(&self) -> usize {
        self.best.len()
    }

    /// Takes at most `budget` positions off the queue, then says how far the search got.
    /// `successors(node, out)` pushes (position, cost of the move) onto `out`, empty when
    /// called. Once `Done`, a further step answers `Done(Ok(None))`: the queue is empty.
    pub fn step(
        &mut self,
        budget: usize,
        mut successors: impl FnMut(&N, &mut Vec<(N, u64)>),
        mut success: impl FnMut(&N) -> bool,
    ) -> Step<(u64, Vec<N>)> {
        for _ in 0..budget {
            let Some(Reverse((cost, node))) = self.queue.pop() else {
                return Step::Done(Ok(None));
            };
            if self.best.get(&node).is_some_and(|&(b, _)| b < cost) {
                continue; // a stale entry: a cheaper way here was settled already
            }
            if success(&node) {
                self.queue.clear();
                let mut line = vec![node];
                while let Some((_, Parent(Some(before)))) =
                    self.best.get(line.last().expect("never empty"))
                {
                    line.push(before.clone());
                }
                line.reverse();
                return Step::Done(Ok(Some((cost, line))));
            }
            self.out.clear();
            successors(&node, &mut self.out);
            for (after, step) in self.out.drain(..) {
                let total = cost.saturating_add(step);
                match self.best.get(&after) {
                    Some(&(b, _)) if b <= total => continue,
                    None if self.best.len() >= self.limit => {
                        self.queue.clear();
                        return Step::Done(Err(TooLarge { limit: self.limit }));
                    }
                    _ => {}
                }
                self.best
                    .insert(after.clone(), (total, Parent(Some(node.clone()))));
                self.queue.push(Reverse((total, after)));
            }
        }
        Step::Searching {
            positions: self.best.len(),
        }
    }
}

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
    let mut search = Dijkstra::new(root, limit);
    loop {
        if let Step::Done(found) = search.step(usize::MAX, &mut successors, &mut success) {
            return found;
        }
    }
}

/// [`cheapest_path`] in slices: the game is handed to each [`CheapestPath::step`], so the
/// search holds no borrow and can wait between slices (the page's handle keeps it).
pub struct CheapestPath<G: OnePlayer + ?Sized>
where
    G::State: Eq + Hash + Ord,
{
    search: Dijkstra<G::State>,
}

impl<G> CheapestPath<G>
where
    G: OnePlayer + ?Sized,
    G::State: Eq + Hash + Ord,
{
    /// A search from `from` that may hold at most `limit` positions.
    pub fn new(from: G::State, limit: usize) -> Self {
        CheapestPath {
            search: Dijkstra::new(from, limit),
        }
    }

    /// The positions held so far (the number the limit bounds).
    pub fn positions(&self) -> usize {
        self.search.positions()
    }

    /// At most `budget` positions settled, then how far the search got or its answer, the
    /// same as [`cheapest_path`]'s.
    pub fn step(&mut self, game: &G, budget: usize) -> Step<Priced<G::Move>> {
        let step = self.search.step(
            budget,
            |s, out| {
                out.extend(game.legal_moves(s).iter().filter_map(|mv| {
                    let step = game.cost(s, mv);
                    game.after(s, mv).ok().map(|after| (after, step))
                }))
            },
            |s| game.is_goal(s),
        );
        match step {
            Step::Searching { positions } => Step::Searching { positions },
            Step::Done(found) => Step::Done(
                found.map(|found| found.map(|(cost, line)| (cost, cheapest_moves(game, &line)))),
            ),
        }
    }
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
    let mut search = CheapestPath::new(from, limit);
    loop {
        if let Step::Done(found) = search.step(game, usize::MAX) {
            return found;
        }
    }
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

    #[test]
    fn a_sliced_search_answers_as_the_whole_one() {
        let game = Priced(Take {
            heap: 40,
            take: vec![1, 2, 3],
        });
        let whole = cheapest_path(&game, 40, 1000);
        for budget in [1, 2, 7] {
            let mut search = CheapestPath::new(40, 1000);
            let mut slices = 0;
            let found = loop {
                match search.step(&game, budget) {
                    Step::Searching { positions } => assert!(positions <= 41),
                    Step::Done(found) => break found,
                }
                slices += 1;
            };
            assert_eq!(found, whole, "slices of {budget}");
            assert!(slices > 1, "slices of {budget} stop before the answer");
        }
        // Past the limit, in slices as whole: the same refusal.
        let mut search = CheapestPath::new(40, 5);
        let refused = loop {
            if let Step::Done(found) = search.step(&game, 1) {
                break found;
            }
        };
        assert_eq!(refused, Err(TooLarge { limit: 5 }));
        assert_eq!(refused, cheapest_path(&game, 40, 5));
    }
}
