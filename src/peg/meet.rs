//! An exhaustive search from both ends of a single-vacancy problem, one layer per jump,
//! that decides it: the positions reachable from the start, and (by Beasley's duality) the
//! positions that can still reach the finish, until the two meet at the same number of
//! pegs. Their intersection is empty exactly when no line exists; otherwise a position in
//! both gives a line, found again layer by layer.
//!
//! Both sides are one search: the positions that reach one peg on F in k jumps are the
//! complements of the positions reachable in k jumps from the board full but F empty (a
//! jump read backwards is the same jump on the complement), so the backward side is the
//! forward layers of the reversed problem F → V. When a symmetry of the board swaps V and F
//! (diamond e1 → e9, d2 → f8) or V = F (the Wiegleb e1 → e1), the reversed problem is an
//! image of the problem itself and one side serves for both.
//!
//! Each layer is a sorted vector of keys (the least image under the symmetries that fix V
//! and F), built with count.rs's keys and `search::sorted`, and each position is left out
//! when a pagoda function shows it cannot reach that side's finish. Pagoda functions found
//! by linear programming are what keeps the layers small (diamond e1 → e9: 1 million
//! positions of 25 pegs, against 93 million with the fixed functions alone): the ones found
//! for a sample of each layer's positions are kept and tried on every child, all at once
//! as a vector of values updated jump by jump.

use super::boards::{Board, Symmetry};
use super::count::Keys;
use super::pagoda::{pagodas, separating};
use super::rules::{Finish, Jump, Peg};
use crate::search::sorted::{first_common, gather, union};

/// The most pagoda functions one side keeps.
const FUNCTIONS: usize = 192;

/// Linear programs asked per layer: every position of a small layer, then a sample.
const LINEAR_PER_LAYER: usize = 1_500;

/// Layers smaller than this are not worth a linear program (0.1 ms each on the large
/// boards): the small boards' searches ask none.
const LINEAR_FROM: usize = 256;

/// Children gathered by one thread before they are sorted and merged in.
const RUN: usize = 1 << 23;

/// What the meeting search concluded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Met {
    /// A line of jumps from the start to the finish.
    Solved(Vec<Jump>),
    /// No line: the side from the start kept `forward` positions of `pegs` pegs, the side
    /// from the finish `backward` of as many, and none is in both (up to symmetry); `held`
    /// positions in all. A side may die out first (0 positions).
    Impossible {
        forward: usize,
        backward: usize,
        pegs: u32,
        held: usize,
    },
    /// The layers would hold more than this many positions, the limit.
    TooLarge(usize),
}

/// Pagoda functions that refuse positions for one finish, kept as a vector per hole so
/// that a child's values are its parent's less the weights of the jump's first two holes
/// plus the third's.
struct Cuts {
    board: Board,
    finish: u8,
    /// weights[h * FUNCTIONS + i]: function i's weight on hole h.
    weights: Vec<i32>,
    /// The finish's weight under each function (a position weighing less is refused).
    least: Vec<i32>,
    len: usize,
}

impl Cuts {
    fn new(board: &Board, finish: u8) -> Cuts {
        let mut cuts = Cuts {
            board: board.clone(),
            finish,
            weights: vec![0; board.holes() * FUNCTIONS],
            least: vec![i32::MIN; FUNCTIONS],
            len: 0,
        };
        for p in pagodas(board) {
            cuts.push(&p.weights);
        }
        cuts
    }

    fn push(&mut self, weights: &[i32]) {
        if self.len == FUNCTIONS {
            return;
        }
        for (h, &w) in weights.iter().enumerate() {
            self.weights[h * FUNCTIONS + self.len] = w;
        }
        self.least[self.len] = weights[self.finish as usize];
        self.len += 1;
    }

    fn of(&self, hole: u8) -> &[i32] {
        &self.weights[hole as usize * FUNCTIONS..][..FUNCTIONS]
    }

    /// The values of `pegs` under every function.
    fn values(&self, pegs: u64, out: &mut [i32; FUNCTIONS]) {
        out.fill(0);
        let mut rest = pegs;
        while rest != 0 {
            for (v, w) in out.iter_mut().zip(self.of(rest.trailing_zeros() as u8)) {
                *v += w;
            }
            rest &= rest - 1;
        }
    }

    /// Whether the position after the jump (from, over, to) of a position with `values` is
    /// refused by some function.
    #[inline]
    fn refuses(&self, values: &[i32; FUNCTIONS], (f, o, t): (u8, u8, u8)) -> bool {
        let (wf, wo, wt) = (self.of(f), self.of(o), self.of(t));
        let mut refused = false;
        for i in 0..FUNCTIONS {
            refused |= values[i] - wf[i] - wo[i] + wt[i] < self.least[i];
        }
        refused
    }

    /// Asks linear programming for a function refusing `pegs`; keeps it. Whether found.
    fn learn(&mut self, pegs: u64) -> bool {
        match separating(&self.board, pegs, &[self.finish]) {
            Some(p) => {
                self.push(&p.weights);
                true
            }
            None => false,
        }
    }
}

/// One side: the layers of positions reachable from `start`, layer k after k jumps, each
/// position cut when it cannot reach one peg on the side's finish.
struct Side {
    start: u64,
    layers: Vec<Vec<u64>>,
    cuts: Cuts,
}

impl Side {
    fn new(keys: &Keys, board: &Board, start: u64, finish: u8) -> Side {
        Side {
            start,
            layers: vec![vec![keys.key(start)]],
            cuts: Cuts::new(board, finish),
        }
    }

    fn last(&self) -> &[u64] {
        self.layers.last().map_or(&[], Vec::as_slice)
    }

    /// Adds the next layer: the children of the last that no function refuses, then a
    /// sample of them asked of linear programming (a function found joins the cuts and the
    /// position is left out).
    fn grow(&mut self, keys: &Keys, board: &Board) {
        let last = self.last();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(2));
        let chunk = last.len().div_ceil(threads).max(1);
        let bits = board.holes() as u32;
        let cuts = &self.cuts;
        // One thread per core (two at most); none spawned on one core (or in the browser,
        // where threads cannot be).
        let parts: Vec<Vec<u64>> = if threads < 2 {
            vec![children(keys, board, cuts, last, bits)]
        } else {
            std::thread::scope(|scope| {
                let workers: Vec<_> = last
                    .chunks(chunk)
                    .map(|part| scope.spawn(move || children(keys, board, cuts, part, bits)))
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().expect("a layer thread panicked"))
                    .collect()
            })
        };
        let mut next = parts
            .into_iter()
            .reduce(|a, b| union(&a, &b))
            .unwrap_or_default();
        if next.len() >= LINEAR_FROM {
            let every = (next.len() / LINEAR_PER_LAYER).max(1);
            let mut k = 0;
            next.retain(|&pegs| {
                k += 1;
                !(k % every == 0 && self.cuts.len < FUNCTIONS && self.cuts.learn(pegs))
            });
        }
        self.layers.push(next);
    }
}

/// The sorted keys, once each, of the children of `parents` that `cuts` keeps.
fn children(keys: &Keys, board: &Board, cuts: &Cuts, parents: &[u64], bits: u32) -> Vec<u64> {
    let mut values = [0i32; FUNCTIONS];
    let expand = |&pegs: &u64, out: &mut Vec<u64>| {
        cuts.values(pegs, &mut values);
        keys.children_kept(pegs, out, |j| !cuts.refuses(&values, board.jumps[j]));
    };
    let whole: Result<_, std::convert::Infallible> = gather(parents, bits, RUN, expand, |_| Ok(()));
    whole.unwrap_or_else(|never| match never {})
}

/// The positions both sides hold, every layer of each.
fn held(forward: &Side, backward: Option<&Side>) -> usize {
    forward
        .layers
        .iter()
        .chain(backward.into_iter().flat_map(|s| &s.layers))
        .map(Vec::len)
        .sum()
}

/// Decides `game` (one vacancy, the last peg on a hole) holding at most `max_held`
/// positions; `None` when it is not such a problem.
pub fn meet(game: &Peg, max_held: usize) -> Option<Met> {
    let board = &game.board;
    let vacancy = board.full() & !game.start;
    let Finish::Hole(finish) = game.finish else {
        return None;
    };
    if vacancy.count_ones() != 1 {
        return None;
    }
    let v = vacancy.trailing_zeros() as u8;
    let group: Vec<Symmetry> = board
        .symmetries
        .iter()
        .filter(|s| s[v as usize] == v && s[finish as usize] == finish)
        .map(|s| Symmetry::new(board, s))
        .collect();
    let keys = Keys::under(board, group);
    // A symmetry swapping the two ends makes the reversed problem an image of this one.
    let swap: Option<Vec<u8>> = board
        .symmetries
        .iter()
        .find(|s| s[v as usize] == finish && s[finish as usize] == v)
        .cloned();
    let jumps = game.start.count_ones().saturating_sub(1) as usize;
    let mut forward = Side::new(&keys, board, game.start, finish);
    let mut backward = match swap {
        Some(_) => None,
        None => Some(Side::new(&keys, board, board.full() & !(1u64 << finish), v)),
    };
    // Grow the side whose last layer is smaller (the forward side stands for both when
    // the ends swap) until the layers meet: a forward layer after a jumps and a backward
    // one after b, a + b = jumps.
    loop {
        let a = forward.layers.len() - 1;
        let b = match &backward {
            Some(side) => side.layers.len() - 1,
            None => a.min(jumps - a),
        };
        if a + b >= jumps {
            break;
        }
        let held = held(&forward, backward.as_ref());
        // The layers still to come are at least as large as the last ones (they grow
        // towards the middle): give up as soon as they cannot fit.
        if forward.last().is_empty() || backward.as_ref().is_some_and(|s| s.last().is_empty()) {
            break;
        }
        let to_come = match &backward {
            Some(_) => jumps - a - b,
            None => jumps.div_ceil(2) - a,
        };
        let least = forward
            .last()
            .len()
            .min(backward.as_ref().map_or(usize::MAX, |s| s.last().len()));
        if held.saturating_add(least.saturating_mul(to_come.saturating_sub(1))) > max_held {
            return Some(Met::TooLarge(max_held));
        }
        match &mut backward {
            Some(side) if side.last().len() < forward.last().len() => side.grow(&keys, board),
            _ => forward.grow(&keys, board),
        }
    }
    let held = held(&forward, backward.as_ref());
    // A side that died out before the layers met: no position of that many pegs is kept.
    let start_pegs = game.start.count_ones();
    if forward.last().is_empty() {
        let pegs = start_pegs + 1 - forward.layers.len() as u32;
        return Some(Met::Impossible {
            forward: 0,
            backward: 0,
            pegs,
            held,
        });
    }
    if let Some(side) = backward.as_ref().filter(|s| s.last().is_empty()) {
        let pegs = side.layers.len() as u32;
        return Some(Met::Impossible {
            forward: 0,
            backward: 0,
            pegs,
            held,
        });
    }
    let a = forward.layers.len() - 1;
    let b = jumps - a;
    // The backward layer after b jumps, as the keys of the complements: positions that
    // reach the finish in b jumps.
    let mirrored = |layer: &[u64]| -> Vec<u64> {
        let map = |pegs: u64| match &swap {
            Some(s) => board.image(s, pegs),
            None => pegs,
        };
        let mut out: Vec<u64> = layer
            .iter()
            .map(|&p| keys.key(board.full() ^ map(p)))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    };
    let far = match &backward {
        Some(side) => mirrored(&side.layers[b]),
        None => mirrored(&forward.layers[b]),
    };
    let near = forward.layers.get(a).cloned().unwrap_or_default();
    let pegs = start_pegs - a as u32;
    let Some(common) = first_common(&near, &far) else {
        return Some(Met::Impossible {
            forward: near.len(),
            backward: far.len(),
            pegs,
            held,
        });
    };
    // A line: back from the meeting position to the start through the forward layers,
    // then on to the finish through the backward ones read backwards on the complements.
    let mut line = path(&keys, board, &forward.layers, forward.start, common);
    let tail_target = board.full() ^ common;
    let tail = match (&backward, &swap) {
        (Some(side), _) => path(&keys, board, &side.layers, side.start, tail_target),
        (None, Some(s)) => {
            let inverse = inverse(s);
            path(
                &keys,
                board,
                &forward.layers,
                forward.start,
                board.image(s, tail_target),
            )
            .into_iter()
            .map(|j| Jump {
                from: inverse[j.from as usize],
                to: inverse[j.to as usize],
            })
            .collect()
        }
        (None, None) => unreachable!("no backward side without a swap"),
    };
    line.extend(tail.into_iter().rev());
    Some(Met::Solved(line))
}

fn inverse(s: &[u8]) -> Vec<u8> {
    let mut inv = vec![0u8; s.len()];
    for (k, &image) in s.iter().enumerate() {
        inv[image as usize] = k as u8;
    }
    inv
}

/// The jumps from `start` to `target`, a position whose key is in the last of `layers`
/// (layer k: keys of positions k jumps from `start`): each step back is a jump to a
/// position whose key is one layer nearer the start, which exists by the way the layers
/// were built; the symmetries of the keys fix the start, so every such position is
/// reachable itself.
fn path(keys: &Keys, board: &Board, layers: &[Vec<u64>], start: u64, target: u64) -> Vec<Jump> {
    let depth = target.count_ones() as usize;
    let mut at = target;
    let mut back = Vec::new();
    let k0 = start.count_ones() as usize - depth;
    for k in (1..=k0).rev() {
        let step = board.jumps.iter().find_map(|&(f, o, t)| {
            let before = at ^ (1u64 << f | 1u64 << o | 1u64 << t);
            (at >> t & 1 == 1 && at >> f & 1 == 0 && at >> o & 1 == 0)
                .then_some(before)
                .filter(|&p| layers[k - 1].binary_search(&keys.key(p)).is_ok())
                .map(|p| (p, Jump { from: f, to: t }))
        });
        let (before, jump) = step.expect("a held position has a held parent");
        back.push(jump);
        at = before;
    }
    debug_assert_eq!(at, start);
    back.reverse();
    back
}
