//! Minimax and alpha-beta pruning over any two-player zero-sum game (`game::ZeroSum`), as on
//! the closing page of Algorithm Games, with the number of positions each visits; a memoised value
//! for play; and a recorded tree of both searches at once that a page can draw.
//!
//! Every count includes the position searched from and stops at positions with a final
//! value (a won or full board in tic-tac-toe): a search "visits" a position when it enters it.

use super::TooLarge;
use crate::game::ZeroSum;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

/// A value and the positions visited to find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searched {
    pub value: i32,
    pub nodes: u64,
}

/// Below any final value a game gives (`ZeroSum::final_value` stays strictly between).
pub const MINUS_INFINITY: i32 = i32::MIN;
/// Above any final value a game gives.
pub const PLUS_INFINITY: i32 = i32::MAX;

/// The children of `state` as `game` lists them, each with the move that leads to it.
fn children<G: ZeroSum + ?Sized>(game: &G, state: &G::State) -> Vec<(G::Move, G::State)> {
    game.legal_moves(state)
        .into_iter()
        .filter_map(|mv| game.after(state, &mv).ok().map(|next| (mv, next)))
        .collect()
}

/// Plain minimax: every position of the game tree below `state` is visited, Max takes the
/// largest value of its children and Min the smallest.
pub fn minimax<G: ZeroSum + ?Sized>(game: &G, state: &G::State) -> Searched {
    let mut nodes = 0;
    let value = minimax_from(game, state, &mut nodes);
    Searched { value, nodes }
}

fn minimax_from<G: ZeroSum + ?Sized>(game: &G, state: &G::State, nodes: &mut u64) -> i32 {
    *nodes += 1;
    if let Some(v) = game.final_value(state) {
        return v;
    }
    let max = game.max_to_move(state);
    let values = children(game, state)
        .into_iter()
        .map(|(_, next)| minimax_from(game, &next, nodes));
    if max { values.max() } else { values.min() }
        .expect("a position with no final value has a move")
}

/// The positions plain minimax visits below `state`, depth by depth (index 0: `state` itself).
pub fn nodes_by_depth<G: ZeroSum + ?Sized>(game: &G, state: &G::State) -> Vec<u64> {
    fn walk<G: ZeroSum + ?Sized>(game: &G, state: &G::State, depth: usize, counts: &mut Vec<u64>) {
        if counts.len() <= depth {
            counts.push(0);
        }
        counts[depth] += 1;
        if game.final_value(state).is_none() {
            for (_, next) in children(game, state) {
                walk(game, &next, depth + 1, counts);
            }
        }
    }
    let mut counts = Vec::new();
    walk(game, state, 0, &mut counts);
    counts
}

/// Alpha-beta pruning (fail-soft) from the full window: the same value as [`minimax`], and a
/// position's remaining children are cut as soon as its window closes (α ≥ β). `order` puts
/// the moves in the order they are tried, which decides how much is cut.
pub fn alphabeta<G, O>(game: &G, state: &G::State, order: O) -> Searched
where
    G: ZeroSum + ?Sized,
    O: Fn(&G::State, &mut [G::Move]),
{
    let mut nodes = 0;
    let value = alphabeta_from(
        game,
        state,
        MINUS_INFINITY,
        PLUS_INFINITY,
        &order,
        &mut nodes,
    );
    Searched { value, nodes }
}

fn alphabeta_from<G, O>(
    game: &G,
    state: &G::State,
    mut alpha: i32,
    mut beta: i32,
    order: &O,
    nodes: &mut u64,
) -> i32
where
    G: ZeroSum + ?Sized,
    O: Fn(&G::State, &mut [G::Move]),
{
    *nodes += 1;
    if let Some(v) = game.final_value(state) {
        return v;
    }
    let max = game.max_to_move(state);
    let mut moves = game.legal_moves(state);
    order(state, &mut moves);
    let mut best = if max { MINUS_INFINITY } else { PLUS_INFINITY };
    for mv in moves {
        let Ok(next) = game.after(state, &mv) else {
            continue;
        };
        let v = alphabeta_from(game, &next, alpha, beta, order, nodes);
        if max {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    best
}

/// Where [`value_memoised`] keeps the values it found: a hash map for any game, or a flat
/// table for a game whose positions have small codes (tic-tac-toe's 3^9).
pub trait Memo<S> {
    fn recall(&self, state: &S) -> Option<i32>;
    fn remember(&mut self, state: &S, value: i32);
}

impl<S: Eq + Hash + Clone, H: BuildHasher> Memo<S> for HashMap<S, i32, H> {
    fn recall(&self, state: &S) -> Option<i32> {
        self.get(state).copied()
    }
    fn remember(&mut self, state: &S, value: i32) {
        self.insert(state.clone(), value);
    }
}

/// The minimax value of `state`, memoised in `memo` (shared between calls): each position
/// is solved once, so a computer player can answer at once. Not a count of anything.
pub fn value_memoised<G, M>(game: &G, state: &G::State, memo: &mut M) -> i32
where
    G: ZeroSum + ?Sized,
    M: Memo<G::State>,
{
    if let Some(v) = memo.recall(state) {
        return v;
    }
    let v = match game.final_value(state) {
        Some(v) => v,
        None => {
            let max = game.max_to_move(state);
            let values = children(game, state)
                .into_iter()
                .map(|(_, next)| value_memoised(game, &next, memo));
            if max { values.max() } else { values.min() }
                .expect("a position with no final value has a move")
        }
    };
    memo.remember(state, v);
    v
}

/// Every move of `state` whose position has `state`'s own value: the moves perfect play
/// chooses among. `value` gives a position's minimax value. Empty when the game is over.
pub fn best_moves<G: ZeroSum + ?Sized>(
    game: &G,
    state: &G::State,
    mut value: impl FnMut(&G::State) -> i32,
) -> Vec<G::Move> {
    if game.final_value(state).is_some() {
        return Vec::new();
    }
    let scored: Vec<(G::Move, i32)> = children(game, state)
        .into_iter()
        .map(|(mv, next)| {
            let v = value(&next);
            (mv, v)
        })
        .collect();
    let max = game.max_to_move(state);
    let Some(best) = scored
        .iter()
        .map(|&(_, v)| v)
        .reduce(|a, b| if max { a.max(b) } else { a.min(b) })
    else {
        return Vec::new();
    };
    scored
        .into_iter()
        .filter(|&(_, v)| v == best)
        .map(|(mv, _)| mv)
        .collect()
}

/// What alpha-beta did with a position of the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pruning {
    /// Alpha-beta visited it too.
    Visited,
    /// Alpha-beta cut it: its parent's window closed before this move was tried.
    Cut,
    /// Below a cut position: alpha-beta never came near it.
    BelowCut,
}

/// One position of a recorded tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node<M> {
    /// The index of its parent in [`Tree::nodes`] (`None` at the root).
    pub parent: Option<u32>,
    /// The move from its parent (`None` at the root).
    pub mv: Option<M>,
    /// Moves from the root.
    pub depth: u32,
    /// Its minimax value, from Max's side.
    pub value: i32,
    /// Whether Max is to move there.
    pub max_to_move: bool,
    pub pruning: Pruning,
    /// Positions below it that the record leaves out (it stops at [`Tree::depth_shown`]):
    /// how many plain minimax visits and how many of them alpha-beta visits. (0, 0) when
    /// everything below it is recorded or it has no children.
    pub folded: (u64, u64),
}

/// Both searches from one position, recorded together: every position plain minimax visits
/// down to `depth_shown`, in pre-order with the children in the order alpha-beta tries them,
/// each marked by what alpha-beta did with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree<M> {
    pub nodes: Vec<Node<M>>,
    /// The deepest level recorded; deeper positions are counted in their ancestor's `folded`.
    pub depth_shown: u32,
    /// Whether the whole tree is recorded (nothing folded).
    pub complete: bool,
    /// Positions plain minimax visits in the whole tree (recorded or folded).
    pub minimax_nodes: u64,
    /// Positions alpha-beta visits in the whole tree.
    pub alphabeta_nodes: u64,
}

/// Records the tree of both searches from `state`, with at most `limit` positions: down to
/// the deepest level at which the levels above hold no more than `limit`, the rest folded
/// into counts. Refused only when `limit` is 0 (the root alone is one position).
pub fn record<G, O>(
    game: &G,
    state: &G::State,
    order: O,
    limit: usize,
) -> Result<Tree<G::Move>, TooLarge>
where
    G: ZeroSum + ?Sized,
    O: Fn(&G::State, &mut [G::Move]),
{
    if limit == 0 {
        return Err(TooLarge { limit });
    }
    // The deepest level that fits, by counting ever deeper and stopping each count past the
    // limit: the work is bounded by the limit times the branching, not the whole tree.
    let mut depth_shown = 0;
    let mut shown = 1;
    let mut complete = false;
    loop {
        let mut count = 0;
        let deeper = count_to_depth(game, state, depth_shown + 1, limit as u64, &mut count);
        if count > limit as u64 {
            break;
        }
        shown = count;
        depth_shown += 1;
        if !deeper {
            complete = true;
            break;
        }
    }
    let mut recorder = Recorder {
        game,
        order: &order,
        depth_shown,
        nodes: Vec::with_capacity(shown as usize),
    };
    let walked = recorder.walk(state, None, None, 0, Some((MINUS_INFINITY, PLUS_INFINITY)));
    Ok(Tree {
        nodes: recorder.nodes,
        depth_shown,
        complete,
        minimax_nodes: walked.minimax_nodes,
        alphabeta_nodes: walked.alphabeta_nodes,
    })
}

/// Counts into `count` the positions at most `depth` moves below `state`, giving up once
/// `count` passes `cap`; answers whether any position lies deeper still.
fn count_to_depth<G: ZeroSum + ?Sized>(
    game: &G,
    state: &G::State,
    depth: u32,
    cap: u64,
    count: &mut u64,
) -> bool {
    *count += 1;
    if game.final_value(state).is_some() {
        return false;
    }
    if depth == 0 {
        return true;
    }
    let mut deeper = false;
    for (_, next) in children(game, state) {
        if *count > cap {
            return true;
        }
        deeper |= count_to_depth(game, &next, depth - 1, cap, count);
    }
    deeper
}

struct Recorder<'a, G: ZeroSum + ?Sized, O> {
    game: &'a G,
    order: &'a O,
    depth_shown: u32,
    nodes: Vec<Node<G::Move>>,
}

/// What the walk learnt below one position.
struct Walked {
    /// The minimax value.
    value: i32,
    /// Alpha-beta's fail-soft answer in the window it was called with (when it visited).
    alphabeta: i32,
    minimax_nodes: u64,
    alphabeta_nodes: u64,
}

impl<G, O> Recorder<'_, G, O>
where
    G: ZeroSum + ?Sized,
    O: Fn(&G::State, &mut [G::Move]),
{
    /// Plain minimax over every position below `state`, and alpha-beta alongside it on the
    /// positions it visits: `window` is alpha-beta's (α, β) there, `None` where it never comes.
    /// The two run in one walk so that every recorded position carries both answers.
    fn walk(
        &mut self,
        state: &G::State,
        parent: Option<u32>,
        mv: Option<G::Move>,
        depth: u32,
        window: Option<(i32, i32)>,
    ) -> Walked {
        let max = self.game.max_to_move(state);
        let index = (depth <= self.depth_shown).then(|| {
            self.nodes.push(Node {
                parent,
                mv,
                depth,
                value: 0,
                max_to_move: max,
                pruning: if window.is_some() {
                    Pruning::Visited
                } else {
                    Pruning::BelowCut
                },
                folded: (0, 0),
            });
            (self.nodes.len() - 1) as u32
        });
        let visited = u64::from(window.is_some());
        if let Some(v) = self.game.final_value(state) {
            if let Some(i) = index {
                self.nodes[i as usize].value = v;
            }
            return Walked {
                value: v,
                alphabeta: v,
                minimax_nodes: 1,
                alphabeta_nodes: visited,
            };
        }
        let mut moves = self.game.legal_moves(state);
        // The order matters where alpha-beta comes and where children are recorded; below
        // both, plain minimax visits every child anyway, so the sort is skipped.
        if window.is_some() || depth < self.depth_shown {
            (self.order)(state, &mut moves);
        }
        let mut window = window;
        let mut best = if max { MINUS_INFINITY } else { PLUS_INFINITY };
        let mut alphabeta_best = best;
        let (mut minimax_nodes, mut alphabeta_nodes) = (1, visited);
        for mv in moves {
            let Ok(next) = self.game.after(state, &mv) else {
                continue;
            };
            let first_child = self.nodes.len();
            let child = self.walk(&next, index, Some(mv), depth + 1, window);
            // A child alpha-beta skipped although its parent was visited is where a cut was
            // made; it is recorded as the first node pushed by that call.
            if window.is_none()
                && index.is_some_and(|i| self.nodes[i as usize].pruning == Pruning::Visited)
            {
                if let Some(node) = self.nodes.get_mut(first_child) {
                    node.pruning = Pruning::Cut;
                }
            }
            minimax_nodes += child.minimax_nodes;
            alphabeta_nodes += child.alphabeta_nodes;
            best = if max {
                best.max(child.value)
            } else {
                best.min(child.value)
            };
            if let Some((alpha, beta)) = window {
                let v = child.alphabeta;
                let (alpha, beta) = if max {
                    alphabeta_best = alphabeta_best.max(v);
                    (alpha.max(v), beta)
                } else {
                    alphabeta_best = alphabeta_best.min(v);
                    (alpha, beta.min(v))
                };
                window = (alpha < beta).then_some((alpha, beta));
            }
        }
        if let Some(i) = index {
            let node = &mut self.nodes[i as usize];
            node.value = best;
            if depth == self.depth_shown {
                node.folded = (minimax_nodes - 1, alphabeta_nodes - visited);
            }
        }
        Walked {
            value: best,
            alphabeta: alphabeta_best,
            minimax_nodes,
            alphabeta_nodes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Rules, ZeroSum};

    /// A complete binary tree of depth 2 with leaves 3, 5, 2, 9 (Max at the root): the
    /// textbook case where alpha-beta cuts the last leaf (after 2, Min's node is worth at
    /// most 2 < 3).
    struct Leaves;
    impl Rules for Leaves {
        type State = Vec<u8>;
        type Move = u8;
        type Undo = ();
        type Illegal = String;
        fn start(&self) -> Vec<u8> {
            Vec::new()
        }
        fn legal_moves(&self, path: &Vec<u8>) -> Vec<u8> {
            if path.len() < 2 {
                vec![0, 1]
            } else {
                Vec::new()
            }
        }
        fn apply(&self, path: &mut Vec<u8>, mv: &u8) -> Result<(), String> {
            path.push(*mv);
            Ok(())
        }
        fn undo(&self, path: &mut Vec<u8>, _: &u8, _: ()) {
            path.pop();
        }
    }
    impl ZeroSum for Leaves {
        fn max_to_move(&self, path: &Vec<u8>) -> bool {
            path.len() % 2 == 0
        }
        fn final_value(&self, path: &Vec<u8>) -> Option<i32> {
            (path.len() == 2).then(|| [3, 5, 2, 9][usize::from(path[0] * 2 + path[1])])
        }
    }

    #[test]
    fn the_textbook_tree() {
        let none = |_: &Vec<u8>, _: &mut [u8]| {};
        assert_eq!(minimax(&Leaves, &vec![]), Searched { value: 3, nodes: 7 });
        assert_eq!(
            alphabeta(&Leaves, &vec![], none),
            Searched { value: 3, nodes: 6 }
        );
        assert_eq!(nodes_by_depth(&Leaves, &vec![]), vec![1, 2, 4]);
        assert_eq!(
            best_moves(&Leaves, &vec![], |s| minimax(&Leaves, s).value),
            vec![0]
        );
        let tree = record(&Leaves, &vec![], none, 100).unwrap();
        assert!(tree.complete);
        assert_eq!((tree.minimax_nodes, tree.alphabeta_nodes), (7, 6));
        let pruning: Vec<Pruning> = tree.nodes.iter().map(|n| n.pruning).collect();
        use Pruning::*;
        assert_eq!(
            pruning,
            [Visited, Visited, Visited, Visited, Visited, Visited, Cut]
        );
        let values: Vec<i32> = tree.nodes.iter().map(|n| n.value).collect();
        assert_eq!(values, [3, 3, 3, 5, 2, 2, 9]);
        // Trying the right branch first cuts nothing: 9 then 2 makes Min's node 2, then
        // 3 and 5 give 3.
        let reversed = |_: &Vec<u8>, moves: &mut [u8]| moves.reverse();
        assert_eq!(alphabeta(&Leaves, &vec![], reversed).nodes, 7);
        // Folded at depth 1: the leaves are counted, not recorded.
        let small = record(&Leaves, &vec![], none, 3).unwrap();
        assert!(!small.complete);
        assert_eq!(small.depth_shown, 1);
        let folded: Vec<(u64, u64)> = small.nodes.iter().map(|n| n.folded).collect();
        assert_eq!(folded, [(0, 0), (2, 2), (2, 1)]);
        assert_eq!(
            record(&Leaves, &vec![], none, 0),
            Err(TooLarge { limit: 0 })
        );
    }
}
