//! Exhaustive search: a plain breadth-first search over the whole state graph through the
//! generic rules (the reference the fast counter is checked against), and the listing of
//! every optimal solution for `--all`.

use super::packed::Packed;
use super::{moves_needed_at_least, optimum, Pairs};
use crate::game::Rules;
use crate::row::board::{Board, Cell};
use crate::row::Puzzle;
use crate::search::bfs::{breadth_first, Reached};
use crate::search::table::BuildKeyHasher;
use crate::search::TooLarge;
use std::borrow::Borrow;
use std::collections::HashMap;

/// The largest n the plain search takes: a position must fit 2 bits a square in a u64.
/// (n = 10 already has 21 · C(20,10) ≈ 3.9 million positions.)
pub const SEARCH_MAX_N: u64 = 15;

/// What the plain breadth-first search from the start finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Census {
    /// Positions reachable from the start (the start included).
    pub reachable: usize,
    /// Moves from the start to the goal, `None` when the goal is unreachable.
    pub optimum: Option<u64>,
    /// The number of shortest move sequences from the start to the goal (0 if none).
    pub optimal_solutions: u128,
}

fn key(board: &Board) -> u64 {
    board.cells().iter().fold(0u64, |k, &c| (k << 2) | c as u64)
}

fn unkey(mut k: u64, squares: usize) -> Board {
    let mut cells = vec![Cell::Hole; squares];
    for s in (0..squares).rev() {
        cells[s] = match k & 3 {
            1 => Cell::Black,
            2 => Cell::White,
            _ => Cell::Hole,
        };
        k >>= 2;
    }
    Board::new(cells).expect("a position has holes")
}

/// Breadth-first search from `root` over every position reachable by the rules: for each,
/// its distance and the number of shortest paths to it. Precondition: `n ≤ SEARCH_MAX_N`.
fn bfs(pairs: &Pairs, root: &Board) -> HashMap<u64, Reached, BuildKeyHasher> {
    let squares = pairs.squares();
    let mut seen: HashMap<u64, Reached, BuildKeyHasher> = HashMap::default();
    // No limit is set and a `Reached` holds any depth, so the search cannot fail.
    let _: Result<_, TooLarge> = breadth_first(
        key(root),
        |&k| k,
        |&k, out| {
            let board = unkey(k, squares);
            for square in pairs.legal_moves(&board) {
                let mut b = board.clone();
                pairs.apply(&mut b, &square).expect("a legal move");
                out.push(key(&b));
            }
            Ok(())
        },
        |_| false,
        &mut seen,
        usize::MAX,
    );
    seen
}

/// The plain breadth-first search from the start of `pairs` (any n, solvable or not, up
/// to `SEARCH_MAX_N`): how many positions are reachable, the optimum and the number of
/// optimal solutions. It uses only the generic rules, not the packed positions.
pub fn census(pairs: Pairs) -> Result<Census, String> {
    if pairs.n() > SEARCH_MAX_N {
        return Err(format!(
            "the plain search takes n up to {SEARCH_MAX_N}, not {}",
            pairs.n()
        ));
    }
    let seen = bfs(&pairs, &pairs.start());
    let goal = seen.get(&key(&pairs.goal()));
    Ok(Census {
        reachable: seen.len(),
        optimum: goal.map(|g| u64::from(g.distance)),
        optimal_solutions: goal.map_or(0, |g| u128::from(g.paths)),
    })
}

/// Every position reachable from `from` with its distance from it, by the plain search
/// (moves are reversible, so from the goal these are the distances to the goal).
/// Precondition: `n ≤ SEARCH_MAX_N`.
pub fn distances(pairs: Pairs, from: &Board) -> Vec<(Board, u64)> {
    let squares = pairs.squares();
    bfs(&pairs, from)
        .into_iter()
        .map(|(k, r)| (unkey(k, squares), u64::from(r.distance)))
        .collect()
}

/// Positions of size n on optimal paths, by depth: `layers[t]` holds the positions t moves
/// from the start from which the goal is reachable in exactly `optimum − t` more moves.
/// Built forward with Theorem 1's pruning, then trimmed backward to the live positions.
pub fn live_layers(n: u32) -> Vec<Vec<Packed>> {
    let total = optimum(u64::from(n)) as u32;
    let goal = Packed::goal(n);
    let mut layers: Vec<Vec<Packed>> = vec![vec![Packed::start(n)]];
    for t in 1..=total {
        let left = u64::from(total - t);
        let mut next: HashMap<Packed, (), BuildKeyHasher> = HashMap::default();
        for &s in &layers[t as usize - 1] {
            for p in s.moves(n) {
                let c = s.apply(p);
                if bound(n, c, goal) <= left {
                    next.insert(c, ());
                }
            }
        }
        layers.push(next.into_keys().collect());
    }
    // Backward: keep what leads to the goal.
    let mut alive: HashMap<Packed, (), BuildKeyHasher> = HashMap::default();
    if layers[total as usize].contains(&goal) {
        alive.insert(goal, ());
    }
    layers[total as usize] = alive.keys().copied().collect();
    for t in (0..total as usize).rev() {
        let keep: Vec<Packed> = layers[t]
            .iter()
            .copied()
            .filter(|s| s.moves(n).any(|p| alive.contains_key(&s.apply(p))))
            .collect();
        alive = keep.iter().map(|&s| (s, ())).collect();
        layers[t] = keep;
    }
    layers
}

/// Theorem 1's inversion bound for a packed position (`moves_needed_at_least`). The
/// colour bound of the measures is left out here: on every layer of n ≤ 16 it removed no
/// position the inversion bound kept, and it costs time.
#[inline]
pub(crate) fn bound(n: u32, s: Packed, goal: Packed) -> u64 {
    let h = s.hole();
    moves_needed_at_least(
        u64::from(n),
        u64::from(s.inversions(n)),
        h == 0 || h == 2 * n,
        s == goal,
    )
}

/// The largest n `all_optimal` takes, the counter's limit (its first pass costs about what
/// a count does); the CLI refuses outputs too large to print, which comes far sooner.
pub const ALL_MAX_N: u64 = super::count::COUNT_MAX_N;

/// Every optimal solution of `pairs`, each once, in lexicographic order of the moves.
/// A first pass ([`OptimalPaths::new`], about the cost of a count) keeps only the positions
/// on optimal paths and links each to the live positions its moves reach; the listing then
/// walks those links depth first. Every live position leads to the goal, so the walk never
/// backs out of a dead end: each solution costs O(n) amortised, the length of its own
/// output (the paper's second open problem, for the listing part). Empty when
/// n > `ALL_MAX_N` or n < 3.
pub fn all_optimal(pairs: Pairs) -> AllOptimal<OptimalPaths> {
    AllOptimal::new(OptimalPaths::new(pairs))
}

/// The optimal paths of one puzzle as a layered graph: `edges[t]` lists, for each live
/// position of layer t in turn, its live moves as (square, index of the position it
/// reaches in layer t + 1); the moves of position i are `edges[t][first[t][i]..first[t][i + 1]]`,
/// in increasing square order so that the listing comes out in lexicographic order.
pub struct OptimalPaths {
    first: Vec<Vec<u32>>,
    edges: Vec<Vec<(u32, u32)>>,
}

impl OptimalPaths {
    /// The graph of `pairs`' optimal paths; empty when n > `ALL_MAX_N` or n < 3.
    pub fn new(pairs: Pairs) -> OptimalPaths {
        if pairs.n() > ALL_MAX_N || pairs.n() < 3 {
            return OptimalPaths {
                first: Vec::new(),
                edges: Vec::new(),
            };
        }
        let n = pairs.n() as u32;
        let layers = live_layers(n);
        let mut first = Vec::with_capacity(layers.len());
        let mut edges = Vec::with_capacity(layers.len());
        for pair in layers.windows(2) {
            let (here, next) = (&pair[0], &pair[1]);
            let index: HashMap<Packed, u32, BuildKeyHasher> = next
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, i as u32))
                .collect();
            let mut starts = Vec::with_capacity(here.len() + 1);
            let mut out = Vec::new();
            for &s in here {
                starts.push(out.len() as u32);
                out.extend(
                    s.moves(n)
                        .filter_map(|p| index.get(&s.apply(p)).map(|&j| (p, j))),
                );
            }
            starts.push(out.len() as u32);
            first.push(starts);
            edges.push(out);
        }
        // No live start (the goal was not reached): nothing to list.
        if edges.first().is_none_or(|e| e.is_empty()) {
            first.clear();
            edges.clear();
        }
        OptimalPaths { first, edges }
    }

    /// The moves of position `i` of layer `t`, as a range of `edges[t]`.
    #[inline]
    fn moves_of(&self, t: usize, i: u32) -> (u32, u32) {
        (self.first[t][i as usize], self.first[t][i as usize + 1])
    }
}

/// The listing of [`all_optimal`]: a depth-first walk of [`OptimalPaths`], owned or
/// borrowed (a benchmark lists one graph many times).
pub struct AllOptimal<P: Borrow<OptimalPaths>> {
    paths: P,
    /// For each position on the current path, the range of its moves still to try.
    path: Vec<(u32, u32)>,
    moves: Vec<u64>,
}

impl<P: Borrow<OptimalPaths>> AllOptimal<P> {
    /// Every optimal solution in `paths`, from the start.
    pub fn new(paths: P) -> AllOptimal<P> {
        let graph = paths.borrow();
        let mut path = Vec::with_capacity(graph.edges.len() + 1);
        if !graph.edges.is_empty() {
            path.push(graph.moves_of(0, 0));
        }
        AllOptimal {
            paths,
            path,
            moves: Vec::new(),
        }
    }
}

impl<P: Borrow<OptimalPaths>> Iterator for AllOptimal<P> {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        let graph = self.paths.borrow();
        let total = graph.edges.len();
        while let Some(&(next, end)) = self.path.last() {
            let t = self.path.len() - 1;
            if next == end {
                self.path.pop();
                self.moves.pop();
                continue;
            }
            self.path[t].0 += 1;
            let (square, reached) = graph.edges[t][next as usize];
            self.moves.push(u64::from(square));
            if t + 1 == total {
                let out = self.moves.clone();
                self.moves.pop();
                return Some(out);
            }
            self.path.push(graph.moves_of(t + 1, reached));
        }
        None
    }
}
