//! Breadth-first search over closures, as the `pathfinding` crate writes it: the caller gives
//! a root, its successors as a closure and a test of success; a [`Store`] (a hash map, or a
//! [`Dense`](super::store::Dense) array indexed by a rank) keeps what each position reached
//! records ([`Record`]: a distance, the number of shortest paths, the position it came from).
//! Every breadth-first search of the games runs on [`breadth_first`]; [`distances`] and
//! [`shortest_path`] are it over the contract's rules.

use super::store::Store;
use super::TooLarge;
use crate::game::{OnePlayer, Rules};
use std::collections::HashMap;
use std::hash::Hash;

/// What a breadth-first search records of a position `N` it reached: the store holds one per
/// position, made when the position is first reached and told when it is reached again.
pub trait Record<N>: Sized {
    /// What a position hands to the ones it reaches (its number of shortest paths, say).
    type Carry: Copy;
    /// Whether reaching a position again can change its record (path counts): then a search
    /// that stops at a goal first finishes the layer the goal is in, so that its record is
    /// final.
    const GROWS: bool = false;
    /// The record of the root.
    fn root(root: &N) -> Self;
    /// What this position hands on to the positions it reaches.
    fn carry(&self) -> Self::Carry;
    /// The record of `node`, first reached `depth` moves from the root from `before`; `None`
    /// when the record cannot hold that depth.
    fn first(node: &N, before: &N, carry: Self::Carry, depth: u32) -> Option<Self>;
    /// `node` reached again, `depth` moves from the root; its first depth may be smaller.
    fn again(&mut self, _carry: Self::Carry, _depth: u32) {}
}

/// A distance alone, two bytes, for the dense tables of every position (`u16::MAX` is the
/// vacancy of [`Dense`](super::store::Dense), so distances stop at 65,534).
impl<N> Record<N> for u16 {
    type Carry = ();
    fn root(_: &N) -> u16 {
        0
    }
    fn carry(&self) {}
    fn first(_: &N, _: &N, _: (), depth: u32) -> Option<u16> {
        u16::try_from(depth).ok().filter(|&d| d != u16::MAX)
    }
}

/// The distance of a position and its number of shortest paths from the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reached {
    /// Moves from the root.
    pub distance: u32,
    /// Shortest paths from the root (saturating at `u64::MAX`; a shortest path to the goal
    /// runs through positions with no more paths than the goal, so only a goal count past
    /// `u64::MAX` could be cut). Sixteen bytes a record with the distance.
    pub paths: u64,
}

impl<N> Record<N> for Reached {
    type Carry = u64;
    const GROWS: bool = true;
    fn root(_: &N) -> Reached {
        Reached {
            distance: 0,
            paths: 1,
        }
    }
    fn carry(&self) -> u64 {
        self.paths
    }
    fn first(_: &N, _: &N, paths: u64, distance: u32) -> Option<Reached> {
        Some(Reached { distance, paths })
    }
    fn again(&mut self, paths: u64, depth: u32) {
        if self.distance == depth {
            self.paths = self.paths.saturating_add(paths);
        }
    }
}

/// The position a position was first reached from (`None` at the root): a shortest path
/// read backwards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parent<N>(pub Option<N>);

impl<N: Clone> Record<N> for Parent<N> {
    type Carry = ();
    fn root(_: &N) -> Parent<N> {
        Parent(None)
    }
    fn carry(&self) {}
    fn first(_: &N, before: &N, _: (), _: u32) -> Option<Parent<N>> {
        Some(Parent(Some(before.clone())))
    }
}

/// Breadth-first search from `root`, layer by layer: `successors(node, out)` pushes the
/// positions one move from `node` onto `out` (empty when called) or fails with the caller's
/// error; `key` names a position in `store` (the position itself, its rank, a canonical form
/// over symmetries), so that positions with one key are searched once. Returns the first
/// position found for which `success` holds (checked on the root and on each position when
/// first reached; with a [`Record::GROWS`] record, after its layer is complete), or `None`
/// once every reachable position is in `store`. Errors with [`TooLarge`] when `store` would
/// hold more than `limit` positions or a record cannot hold a depth.
pub fn breadth_first<N, K, V, S, E>(
    root: N,
    key: impl Fn(&N) -> K,
    mut successors: impl FnMut(&N, &mut Vec<N>) -> Result<(), E>,
    mut success: impl FnMut(&N) -> bool,
    store: &mut S,
    limit: usize,
) -> Result<Option<N>, E>
where
    S: Store<K, V>,
    V: Record<N>,
    E: From<TooLarge>,
{
    if store.len() >= limit {
        return Err(TooLarge { limit }.into());
    }
    store.insert(key(&root), V::root(&root));
    if success(&root) {
        return Ok(Some(root));
    }
    let mut layer = vec![root];
    let mut out = Vec::new();
    let mut found = None;
    let mut depth = 0u32;
    while !layer.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for node in &layer {
            let carry = store
                .get(&key(node))
                .expect("every position of a layer is stored")
                .carry();
            out.clear();
            successors(node, &mut out)?;
            for after in out.drain(..) {
                let k = key(&after);
                if let Some(record) = store.get_mut(&k) {
                    record.again(carry, depth);
                    continue;
                }
                if store.len() >= limit {
                    return Err(TooLarge { limit }.into());
                }
                let record = V::first(&after, node, carry, depth).ok_or(TooLarge { limit })?;
                store.insert(k, record);
                if found.is_none() && success(&after) {
                    if !V::GROWS {
                        return Ok(Some(after));
                    }
                    found = Some(next.len());
                }
                next.push(after);
            }
        }
        if let Some(at) = found {
            return Ok(Some(next.swap_remove(at)));
        }
        layer = next;
    }
    Ok(None)
}

/// The positions from `to` back to the root of a search that recorded [`Parent`]s, root
/// first.
pub fn path_back<N: Clone, K, S>(store: &S, key: impl Fn(&N) -> K, to: N) -> Vec<N>
where
    S: Store<K, Parent<N>>,
{
    let mut path = vec![to];
    while let Some(Parent(Some(before))) = store.get(&key(path.last().expect("never empty"))) {
        path.push(before.clone());
    }
    path.reverse();
    path
}

/// The successors closure of a game's rules: the positions one legal move from a position,
/// in the order of its legal moves.
pub fn next_states<G: Rules + ?Sized>(
    game: &G,
) -> impl Fn(&G::State, &mut Vec<G::State>) -> Result<(), TooLarge> + '_ {
    |state, out| {
        out.extend(
            game.legal_moves(state)
                .iter()
                .filter_map(|mv| game.after(state, mv).ok()),
        );
        Ok(())
    }
}

/// The first legal move (in the game's order) that leads from `from` to `to`.
pub fn move_between<G>(game: &G, from: &G::State, to: &G::State) -> Option<G::Move>
where
    G: Rules + ?Sized,
    G::State: Eq,
{
    game.legal_moves(from)
        .into_iter()
        .find(|mv| game.after(from, mv).is_ok_and(|s| s == *to))
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
    breadth_first(
        from,
        G::State::clone,
        next_states(game),
        |_| false,
        &mut seen,
        limit,
    )?;
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
    let mut parent: HashMap<G::State, Parent<G::State>> = HashMap::new();
    let Some(goal) = breadth_first(
        from,
        G::State::clone,
        next_states(game),
        |s| game.is_goal(s),
        &mut parent,
        limit,
    )?
    else {
        return Ok(None);
    };
    Ok(Some(moves_along(
        game,
        &path_back(&parent, G::State::clone, goal),
    )))
}

/// The moves of a line of positions, each one legal move after the one before.
pub fn moves_along<G>(game: &G, positions: &[G::State]) -> Vec<G::Move>
where
    G: Rules + ?Sized,
    G::State: Eq,
{
    positions
        .windows(2)
        .map(|pair| move_between(game, &pair[0], &pair[1]).expect("positions one move apart"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;
    use crate::search::store::Dense;

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

    #[test]
    fn a_dense_store_and_a_hash_store_agree() {
        // Heaps 0..=40, moves take 3 or 5 or add 1 (capped): every heap is a rank.
        let successors = |&h: &usize, out: &mut Vec<usize>| {
            out.extend(
                [
                    h.checked_sub(3),
                    h.checked_sub(5),
                    (h < 40).then_some(h + 1),
                ]
                .into_iter()
                .flatten(),
            );
            Ok::<_, TooLarge>(())
        };
        let mut dense: Dense<u16> = Dense::new(41);
        let mut hashed: HashMap<usize, u16> = HashMap::new();
        breadth_first(17, |&h| h, successors, |_| false, &mut dense, 100).unwrap();
        breadth_first(17, |&h| h, successors, |_| false, &mut hashed, 100).unwrap();
        assert_eq!(dense.len(), hashed.len());
        for h in 0..=40 {
            assert_eq!(dense.get(&h), hashed.get(&h), "heap {h}");
        }
        // From 17: 12 is one take of 5, 18 one step up; 0 takes five moves (17 -> 12 -> 7
        // -> 2 -> 3 -> 0), as no four takes of 3 and 5 sum to 17 nor three to 18.
        assert_eq!(hashed[&12], 1);
        assert_eq!(hashed[&18], 1);
        assert_eq!(hashed[&0], 5);
    }

    #[test]
    fn a_growing_record_finishes_the_goal_layer() {
        // Take 1 or 2 from 4, stopping at a heap of at most 1: heap 1 is first reached by
        // 4 -> 3 -> 1, and the search must still count 4 -> 2 -> 1, later in its layer.
        let game = Take {
            heap: 4,
            take: vec![1, 2],
        };
        let mut seen: HashMap<u64, Reached> = HashMap::new();
        let goal =
            breadth_first(4, |&h| h, next_states(&game), |&h| h <= 1, &mut seen, 100).unwrap();
        assert_eq!(goal, Some(1));
        assert_eq!(
            seen[&1],
            Reached {
                distance: 2,
                paths: 2
            }
        );
    }
}
