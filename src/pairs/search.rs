//! Exhaustive search: a plain breadth-first search over the whole state graph through the
//! generic rules (the reference the fast counter is checked against), and the listing of
//! every optimal solution for `--all`.

use super::packed::{BuildKeyHasher, Packed};
use super::{moves_needed_at_least, optimum, Pairs};
use crate::game::Rules;
use crate::row::board::{Board, Cell};
use crate::row::Puzzle;
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
fn bfs(pairs: &Pairs, root: &Board) -> HashMap<u64, (u64, u128), BuildKeyHasher> {
    let mut seen: HashMap<u64, (u64, u128), BuildKeyHasher> = HashMap::default();
    seen.insert(key(root), (0, 1));
    let mut frontier = vec![key(root)];
    let squares = pairs.squares();
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for &k in &frontier {
            let paths = seen[&k].1;
            let board = unkey(k, squares);
            for square in pairs.legal_moves(&board) {
                let mut b = board.clone();
                pairs.apply(&mut b, &square).expect("a legal move");
                let e = seen.entry(key(&b)).or_insert_with(|| {
                    next.push(key(&b));
                    (depth, 0)
                });
                if e.0 == depth {
                    e.1 = e.1.saturating_add(paths);
                }
            }
        }
        frontier = next;
    }
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
    let goal = seen.get(&key(&pairs.goal())).copied();
    Ok(Census {
        reachable: seen.len(),
        optimum: goal.map(|g| g.0),
        optimal_solutions: goal.map_or(0, |g| g.1),
    })
}

/// Every position reachable from `from` with its distance from it, by the plain search
/// (moves are reversible, so from the goal these are the distances to the goal).
/// Precondition: `n ≤ SEARCH_MAX_N`.
pub fn distances(pairs: Pairs, from: &Board) -> Vec<(Board, u64)> {
    let squares = pairs.squares();
    bfs(&pairs, from)
        .into_iter()
        .map(|(k, (d, _))| (unkey(k, squares), d))
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
/// It first keeps only the positions that lie on optimal paths, so the listing never
/// enters a dead end: after that, each solution costs O(n²) time (output-proportional,
/// the paper's second open problem for the listing part). Empty when n > `ALL_MAX_N`.
pub fn all_optimal(pairs: Pairs) -> impl Iterator<Item = Vec<u64>> {
    AllOptimal::new(pairs)
}

struct AllOptimal {
    n: u32,
    live: Vec<HashMap<Packed, (), BuildKeyHasher>>,
    /// The current path: positions and, for each, the next move square to try.
    path: Vec<(Packed, u32)>,
    moves: Vec<u64>,
    done: bool,
}

impl AllOptimal {
    fn new(pairs: Pairs) -> AllOptimal {
        if pairs.n() > ALL_MAX_N || pairs.n() < 3 {
            return AllOptimal {
                n: 0,
                live: Vec::new(),
                path: Vec::new(),
                moves: Vec::new(),
                done: true,
            };
        }
        let n = pairs.n() as u32;
        let layers = live_layers(n);
        let done = layers.last().is_none_or(|l| l.is_empty());
        let live = layers
            .into_iter()
            .map(|l| l.into_iter().map(|s| (s, ())).collect())
            .collect();
        AllOptimal {
            n,
            live,
            path: vec![(Packed::start(n), 0)],
            moves: Vec::new(),
            done,
        }
    }
}

impl Iterator for AllOptimal {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        if self.done {
            return None;
        }
        let n = self.n;
        let total = self.live.len() - 1;
        loop {
            let depth = self.path.len() - 1;
            if depth == total {
                let out = self.moves.clone();
                self.path.pop();
                self.moves.pop();
                if self.path.is_empty() {
                    self.done = true;
                }
                return Some(out);
            }
            let (s, from) = *self.path.last().expect("non-empty path");
            let next = s
                .moves(n)
                .filter(|&p| p >= from)
                .find(|&p| self.live[depth + 1].contains_key(&s.apply(p)));
            match next {
                Some(p) => {
                    self.path.last_mut().expect("non-empty path").1 = p + 1;
                    self.path.push((s.apply(p), 0));
                    self.moves.push(u64::from(p));
                }
                None => {
                    self.path.pop();
                    self.moves.pop();
                    if self.path.is_empty() {
                        self.done = true;
                        return None;
                    }
                }
            }
        }
    }
}
