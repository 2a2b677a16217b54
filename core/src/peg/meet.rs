//! An exhaustive search from both ends of a single-vacancy problem, one layer per jump,
//! that decides it: the positions reachable from the start, and (by Beasley's duality) the
//! positions that can still reach the finish, until the two are one jump apart. No jump
//! from the first to the second exactly when no line exists; otherwise a position both
//! reached by such a jump and in the second gives a line, found again layer by layer.
//!
//! Both sides are one search: the positions that reach one peg on F in k jumps are the
//! complements of the positions reachable in k jumps from the board full but F empty (a
//! jump read backwards is the same jump on the complement), so the backward side is the
//! forward layers of the reversed problem F → V. When a symmetry of the board swaps V and F
//! (diamond e1 → e9, d2 → f8) or V = F (the Wiegleb e1 → e1), the reversed problem is an
//! image of the problem itself and one side serves for both.
//!
//! Each layer is a sorted set of keys (the least image under the group G of symmetries that
//! fix V, and F too when a symmetry swaps the ends; otherwise F stands for its orbit under
//! G, as a line to g·F is g's image of a line to F), built with count.rs's keys and `search::sorted` and then packed to 4 bytes
//! a key ([`Packed`]), and each position is left out when a pagoda function shows it cannot
//! reach that side's finish. The last jump is made on the fly: the children of one side's
//! last layer are sorted a run at a time and met with the other side's last layer, so the
//! largest layer is never held.
//!
//! Why this is exact. Let p₀ … p_n be a line from the start to the finish. Each p_k is
//! reachable from the start and reaches F, so no valid pagoda function refuses it (a
//! function never lets the value grow along a jump, so one refusing p_k would refuse F
//! itself), and neither does any image g·p_k, g ∈ G (it reaches g·F from g·start = start,
//! and a forward position is refused only when it weighs less than every hole of F's
//! orbit; the backward side's finish V is fixed by G). By induction the key of every p_k, k ≤ a, is in the forward layer k: p₀ is the
//! start; if g·p_k is held, g·p_{k+1} is a child of it that no function refuses and a
//! linear program only ever removes refused positions. The same holds on the backward side
//! for the complements, so the jump from p_a to p_{a+1} is found (its child's key is among
//! the complements' keys of the backward layer n − a − 1). Conversely a position found in
//! both gives a line that the path search rebuilds (to some g·F, mapped back to F by a
//! symmetry fixing V) and the tests replay. So "impossible"
//! is proved by the search itself; the pagoda functions only decide how much it holds.
//!
//! Pagoda functions found by linear programming are what keeps the layers small (diamond
//! e1 → e9: 1 million positions of 25 pegs, against 93 million with the fixed functions
//! alone): the ones found for a sample of each layer's positions are kept, up to
//! [`FUNCTIONS`], and tried on every child at once as a vector of slacks updated jump by
//! jump ([`Cuts`]). After each layer only the functions a greedy cover picks on a sample of
//! it are kept, the most refusing first (dropping one never removes a position, so the
//! proof stands; it only lets a few more in): at most [`KEPT`] lanes a child, where the
//! whole cover kept about 200 of 460 and cost more in tests than it saved in positions.

use super::boards::{Board, Symmetry};
use super::count::Keys;
use super::pagoda::{pagodas, separating};
use super::rules::{Finish, Jump, Peg};
use crate::search::sorted::{first_common, radix_sort, union, Packed};

/// The most pagoda functions one side keeps. Functions found in every layer, not only the
/// first, nearly halve the middle layers (diamond e1 → e9: 7.8 million positions of 21 pegs, not
/// 13.8 million with the 192 found by the sixth jump); [`Cuts::choose`] keeps fewer.
pub(super) const FUNCTIONS: usize = 512;

/// Linear programs asked per layer, for a sample of its positions: this many, or one per
/// 20,000 positions of a large layer, up to ten times as many (each costs far more than a
/// position expanded, BENCHMARKS.md).
pub(super) const LINEAR_PER_LAYER: usize = 150;

/// Layers smaller than this are not worth a linear program: the small boards' searches
/// ask none.
pub(super) const LINEAR_FROM: usize = 256;

/// The positions of a layer whose children choose the functions kept ([`Cuts::choose`]).
pub(super) const CHOSEN_ON: usize = 4096;

/// The most functions the cover of [`Cuts::choose`] keeps after a layer: two groups of
/// lanes. The cover's first functions refuse nearly everything it refuses; the rest (up to
/// 380 on diamond e1 → b6) cost every surviving child a test each and keep few positions
/// out, so the search is faster with the layers a little larger (BENCHMARKS.md).
const KEPT: usize = 32;

/// Children gathered by one thread before they are sorted and merged in.
const RUN: usize = 1 << 23;

/// A run's buffer: RUN and the most children one parent has (a board has fewer than 256
/// jumps).
const RUN_ROOM: usize = RUN + 256;

/// What the meeting search concluded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Met {
    /// A line of jumps from the start to the finish.
    Solved(Vec<Jump>),
    /// No line: the side from the start kept `forward` positions of `pegs` pegs, the side
    /// from the finish `backward` of one peg fewer, and no jump leads from one of the first
    /// to one of the second (up to symmetry); `held` positions in all (the last jump's
    /// layer is never held). A side may die out first (0 positions, `pegs` where it did).
    Impossible {
        forward: usize,
        backward: usize,
        pegs: u32,
        held: usize,
    },
    /// The layers would hold more than this many positions, the limit.
    TooLarge(usize),
}

/// Pagoda functions that refuse positions for one finish. A position's *slack* under a
/// function is its value less the finish's weight (negative: refused), and a jump changes it
/// by the jump's *delta*, w(to) − w(from) − w(over) (never positive), so a child is refused
/// when its parent's slack plus the jump's delta is negative for some function: one add and
/// one compare per function, on 16-bit lanes.
///
/// 16 bits are exact: a function is kept only when every weight is at most [`WEIGHT`] in
/// size, so a value (at most 45 pegs) and the finish's weight differ by less than 2^15;
/// a child's slack is then added with saturation, which keeps its sign.
pub(super) struct Cuts {
    board: Board,
    /// The holes the last peg may stand on: a position is refused when it weighs less than
    /// every one of them.
    finishes: Vec<u8>,
    /// The weights of the functions in use, in the order they are tried.
    pub(super) functions: Vec<Vec<i32>>,
    /// weights[h * FUNCTIONS + i]: function i's weight on hole h.
    weights: Vec<i16>,
    /// deltas[j * FUNCTIONS + i]: function i's change under the board's jump j.
    deltas: Vec<i16>,
    /// The finish's weight under each function (a position weighing less is refused).
    least: Vec<i16>,
    pub(super) len: usize,
}

/// The largest weight, in size, a function kept by [`Cuts`] may have.
const WEIGHT: i32 = 700;
/// Functions are tried in groups of this many lanes.
const LANES: usize = 16;

impl Cuts {
    pub(super) fn new(board: &Board, finishes: &[u8]) -> Cuts {
        let mut cuts = Cuts {
            board: board.clone(),
            finishes: finishes.to_vec(),
            functions: Vec::new(),
            weights: vec![0; board.holes() * FUNCTIONS],
            deltas: vec![0; board.jumps.len() * FUNCTIONS],
            least: vec![0; FUNCTIONS],
            len: 0,
        };
        for p in pagodas(board) {
            cuts.push(&p.weights);
        }
        cuts
    }

    /// Keeps a pagoda function (checked against every jump by its maker); whether kept.
    pub(super) fn push(&mut self, weights: &[i32]) -> bool {
        if self.len == FUNCTIONS || weights.iter().any(|w| w.abs() > WEIGHT) {
            return false;
        }
        let i = self.len;
        for (h, &w) in weights.iter().enumerate() {
            self.weights[h * FUNCTIONS + i] = w as i16;
        }
        for (j, &(f, o, t)) in self.board.jumps.iter().enumerate() {
            let (f, o, t) = (
                weights[f as usize],
                weights[o as usize],
                weights[t as usize],
            );
            self.deltas[j * FUNCTIONS + i] = (t - f - o) as i16;
        }
        let least = self.finishes.iter().map(|&f| weights[f as usize]).min();
        self.least[i] = least.expect("a side has a finish") as i16;
        self.functions.push(weights.to_vec());
        self.len += 1;
        true
    }

    /// Keeps only the functions `chosen` (indices into those in use), tried in that order.
    pub(super) fn keep(&mut self, chosen: &[usize]) {
        let functions = std::mem::take(&mut self.functions);
        self.weights.fill(0);
        self.deltas.fill(0);
        self.least.fill(0);
        self.len = 0;
        for &i in chosen {
            self.push(&functions[i]);
        }
    }

    /// The functions in use, rounded up to whole groups of lanes (the others weigh
    /// nothing and get the largest slack).
    fn width(&self) -> usize {
        self.len.div_ceil(LANES) * LANES
    }

    /// The slacks of `pegs` under every function in use, from those of `before` (`slacks`
    /// holds them) when fewer holes differ than `pegs` has pegs, and from scratch otherwise
    /// (`before` = `None`). A group of lanes at a time over the holes, so that the sums stay
    /// in registers.
    ///
    /// The sums wrap in 16 bits, which is exact: a slack is the sum of at most 45 weights
    /// less one more, under 46·[`WEIGHT`] < 2^15 in size (`meet` takes no board of more
    /// than 45 holes), so its 16-bit residue is itself. Unused lanes weigh nothing: 0.
    pub(super) fn slacks(&self, before: Option<u64>, pegs: u64, slacks: &mut [i16; FUNCTIONS]) {
        let holes = |mut rest: u64, into: &mut [usize; 64]| -> usize {
            let mut n = 0;
            while rest != 0 {
                into[n] = rest.trailing_zeros() as usize * FUNCTIONS;
                n += 1;
                rest &= rest - 1;
            }
            n
        };
        let (mut added, mut removed) = ([0usize; 64], [0usize; 64]);
        let (a, r, fresh) = match before {
            Some(b) if (b ^ pegs).count_ones() < pegs.count_ones() => (
                holes(pegs & !b, &mut added),
                holes(b & !pegs, &mut removed),
                false,
            ),
            _ => (holes(pegs, &mut added), 0, true),
        };
        let (added, removed) = (&added[..a], &removed[..r]);
        for g in (0..self.width()).step_by(LANES) {
            let mut sum = [0i16; LANES];
            if fresh {
                for (k, l) in sum.iter_mut().zip(&self.least[g..g + LANES]) {
                    *k = l.wrapping_neg();
                }
            } else {
                sum.copy_from_slice(&slacks[g..g + LANES]);
            }
            for &h in added {
                let w = &self.weights[h + g..][..LANES];
                for k in 0..LANES {
                    sum[k] = sum[k].wrapping_add(w[k]);
                }
            }
            for &h in removed {
                let w = &self.weights[h + g..][..LANES];
                for k in 0..LANES {
                    sum[k] = sum[k].wrapping_sub(w[k]);
                }
            }
            slacks[g..g + LANES].copy_from_slice(&sum);
        }
    }

    /// Whether the position after the board's jump `j` from a position with `slacks` is
    /// refused by some function: some lane's slack plus delta has its sign bit set. The
    /// first group of lanes, the functions that refuse most ([`Cuts::choose`]), is tried
    /// alone first, as it refuses most of what is refused.
    // Always inlined into the loop over a parent's jumps: called for every child made.
    #[inline(always)]
    pub(super) fn refuses(&self, slacks: &[i16; FUNCTIONS], j: usize) -> bool {
        let width = self.width();
        let deltas = &self.deltas[j * FUNCTIONS..][..width];
        let mut signs = [0i16; LANES];
        for (s, d) in slacks[..width]
            .chunks_exact(LANES)
            .zip(deltas.chunks_exact(LANES))
        {
            for k in 0..LANES {
                signs[k] |= s[k].saturating_add(d[k]);
            }
            if signs.iter().fold(0, |a, &b| a | b) < 0 {
                return true;
            }
        }
        false
    }

    /// Keeps, in the order tried, the functions a greedy cover picks to refuse every child
    /// of `sample` that any of them refuses: the one refusing most, then the one refusing
    /// most of the rest, and so on. The others refuse nothing the cover does not, on the
    /// sample; dropping them only lets a few more positions into the layers (never out).
    /// The cover stops at [`KEPT`] functions.
    pub(super) fn choose(&mut self, sample: &[u64]) {
        const WORDS: usize = FUNCTIONS / 64;
        let n = self.len;
        let mut slacks = [0i16; FUNCTIONS];
        let mut sets: Vec<[u64; WORDS]> = Vec::new();
        let mut gain = vec![0usize; n];
        for &pegs in sample {
            self.slacks(None, pegs, &mut slacks);
            for (j, _) in self.board.jumps_from(pegs) {
                let deltas = &self.deltas[j * FUNCTIONS..];
                let mut set = [0u64; WORDS];
                for i in (0..n).filter(|&i| slacks[i].saturating_add(deltas[i]) < 0) {
                    set[i / 64] |= 1 << (i % 64);
                    gain[i] += 1;
                }
                if set != [0; WORDS] {
                    sets.push(set);
                }
            }
        }
        if sets.is_empty() {
            return;
        }
        let mut chosen = Vec::new();
        let mut covered = vec![false; sets.len()];
        while let Some((best, _)) = gain
            .iter()
            .enumerate()
            .filter(|&(_, &g)| g > 0)
            .max_by_key(|&(i, &g)| (g, std::cmp::Reverse(i)))
        {
            chosen.push(best);
            if chosen.len() == KEPT {
                break;
            }
            for (set, done) in sets.iter().zip(covered.iter_mut()) {
                if !*done && set[best / 64] >> (best % 64) & 1 == 1 {
                    *done = true;
                    for (w, &word) in set.iter().enumerate() {
                        let mut bits = word;
                        while bits != 0 {
                            gain[w * 64 + bits.trailing_zeros() as usize] -= 1;
                            bits &= bits - 1;
                        }
                    }
                }
            }
        }
        self.keep(&chosen);
    }

    /// Asks linear programming for a function refusing `pegs` and keeps it (unless full or
    /// its weights are too large): whether `pegs` is refused.
    pub(super) fn learn(&mut self, pegs: u64) -> bool {
        match separating(&self.board, pegs, &self.finishes) {
            Some(p) => {
                self.push(&p.weights);
                true
            }
            None => false,
        }
    }
}

/// Parents unpacked at a time when a layer's children are made.
const PARENTS: usize = 1 << 16;

/// The threads a layer is shared among: one per core, two at most (one in the browser,
/// where threads cannot be spawned, though the search does not run there).
pub(super) fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(2))
}

/// `work(from, to)` on each of `threads` equal shares of `0..len`, each share on a scoped
/// thread of its own (on the calling thread when there is one), the results in the
/// shares' order: how both the layers in memory and those on disk share out their parents.
pub(super) fn on_shares<T: Send>(
    threads: usize,
    len: usize,
    work: impl Fn(usize, usize) -> T + Sync,
) -> Vec<T> {
    if threads < 2 {
        return vec![work(0, len)];
    }
    let share = len.div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let work = &work;
                let (from, to) = ((t * share).min(len), ((t + 1) * share).min(len));
                scope.spawn(move || work(from, to))
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a layer thread panicked"))
            .collect()
    })
}

/// What a single-vacancy problem V → F is searched under: the symmetry swapping its ends,
/// if any, the symmetries its keys are taken under, the finish's orbit under them and the
/// keys. Shared by the search in memory and the one on disk, whose layers must agree.
pub(super) struct Ends {
    /// A symmetry swapping the two ends: the reversed problem is then an image of this one.
    pub(super) swap: Option<Vec<u8>>,
    pub(super) perms: Vec<Vec<u8>>,
    pub(super) finishes: Vec<u8>,
    pub(super) keys: Keys,
}

impl Ends {
    pub(super) fn new(board: &Board, v: u8, finish: u8) -> Ends {
        let swap: Option<Vec<u8>> = board
            .symmetries
            .iter()
            .find(|s| s[v as usize] == finish && s[finish as usize] == v)
            .cloned();
        // The keys are taken under the symmetries that fix V, and F stands for its orbit
        // under them (a line to g·F is g's image of a line to F, as g fixes V): diamond
        // e1 → b6 is searched as e1 → b6 or h6, each mirror pair held once on both sides.
        // With a swap (one side standing for both) only the symmetries that fix F too.
        let perms: Vec<Vec<u8>> = board
            .symmetries
            .iter()
            .filter(|s| s[v as usize] == v && (swap.is_none() || s[finish as usize] == finish))
            .cloned()
            .collect();
        let mut finishes: Vec<u8> = perms.iter().map(|s| s[finish as usize]).collect();
        finishes.sort_unstable();
        finishes.dedup();
        let group: Vec<Symmetry> = perms.iter().map(|s| Symmetry::new(board, s)).collect();
        Ends {
            swap,
            perms,
            finishes,
            keys: Keys::under(board, group),
        }
    }
}

/// How many of a new layer's `n` positions apart linear programming is asked for a
/// function: between `LINEAR_PER_LAYER` and ten times as many positions a layer.
pub(super) fn asking_stride(n: usize) -> usize {
    let asked = (n / 20_000).clamp(LINEAR_PER_LAYER, 10 * LINEAR_PER_LAYER);
    (n / asked).max(1)
}

/// One side: the layers of positions reachable from `start`, layer k after k jumps, each
/// position cut when it cannot reach one peg on the side's finish.
pub(super) struct Side {
    start: u64,
    pub(super) layers: Vec<Packed>,
    cuts: Cuts,
    bits: u32,
}

impl Side {
    pub(super) fn new(keys: &Keys, board: &Board, start: u64, finishes: &[u8]) -> Side {
        let bits = board.holes() as u32;
        Side {
            start,
            layers: vec![Packed::from_sorted([keys.key(start)].into_iter())],
            cuts: Cuts::new(board, finishes),
            bits,
        }
    }

    fn last(&self) -> &Packed {
        self.layers.last().expect("a side has its start's layer")
    }

    /// Calls `run` with the sorted keys, once each, of runs of the children of the last
    /// layer that no function refuses, each thread on its share of the parents with its own
    /// state (from `T::default()`); a run that returns `true` stops its thread. Each
    /// thread's state at the end.
    fn each_run<T: Send + Default>(
        &self,
        keys: &Keys,
        run: impl Fn(&mut Vec<u64>, &mut T) -> bool + Sync,
    ) -> Vec<T> {
        let last = self.last();
        let threads = threads();
        let (cuts, bits) = (&self.cuts, self.bits);
        let work = |from: usize, to: usize| -> T {
            let mut slacks = [0i16; FUNCTIONS];
            let mut before = None;
            let (mut parents, mut scratch) = (Vec::new(), Vec::new());
            // A run ends at the parent that fills it, so its buffer never grows past
            // RUN_ROOM (a copy of the run and twice its pages, when it ended only after a
            // whole batch of parents).
            let mut children = Vec::with_capacity(RUN_ROOM);
            let mut state = T::default();
            let mut k = from;
            'parents: while k < to {
                let end = (k + PARENTS).min(to);
                parents.clear();
                last.unpack(k, end, &mut parents);
                for (i, &pegs) in parents.iter().enumerate() {
                    // Neighbours in the sorted layer share their high holes.
                    cuts.slacks(before, pegs, &mut slacks);
                    before = Some(pegs);
                    keys.children_kept(pegs, &mut children, |j| !cuts.refuses(&slacks, j));
                    if children.len() >= RUN || k + i + 1 == to {
                        radix_sort(&mut children, bits, &mut scratch);
                        children.dedup();
                        if run(&mut children, &mut state) {
                            break 'parents;
                        }
                        children.clear();
                    }
                }
                k = end;
            }
            state
        };
        on_shares(threads, last.len(), work)
    }

    /// Adds the next layer: the children of the last that no function refuses, then a
    /// sample of them asked of linear programming (a function found joins the cuts and the
    /// position is left out).
    pub(super) fn grow(&mut self, keys: &Keys) {
        // Each thread's runs are merged like a binary counter: a run joins the part below
        // it once it is at least half its size, so each key is copied about log2(runs)
        // times, not once per run after it (a run merged into one growing part).
        let parts = self.each_run(keys, |children, parts: &mut Vec<Vec<u64>>| {
            parts.push(std::mem::take(children));
            // One allocation for the next run, not a chain of doublings each copying it.
            children.reserve(RUN_ROOM);
            while let [.., below, top] = &parts[..] {
                if 2 * top.len() < below.len() {
                    break;
                }
                let merged = union(below, top);
                parts.truncate(parts.len() - 2);
                parts.push(merged);
            }
            false
        });
        // The smallest parts first, so the large ones are copied once or twice.
        let mut parts: Vec<Vec<u64>> = parts.into_iter().flatten().collect();
        parts.sort_by_key(Vec::len);
        let mut next = parts
            .into_iter()
            .reduce(|a, b| union(&a, &b))
            .unwrap_or_default();
        if next.len() >= LINEAR_FROM {
            let every = asking_stride(next.len());
            let mut k = 0;
            next.retain(|&pegs| {
                k += 1;
                !(k % every == 0 && self.cuts.len < FUNCTIONS && self.cuts.learn(pegs))
            });
            let every = (next.len() / CHOSEN_ON).max(1);
            let sample: Vec<u64> = next.iter().step_by(every).copied().collect();
            self.cuts.choose(&sample);
        }
        self.layers.push(Packed::from_sorted(next.iter().copied()));
    }

    /// A child of the last layer that no function refuses whose key is in `far` (sorted).
    fn first_child_in(&self, keys: &Keys, far: &[u64]) -> Option<u64> {
        self.each_run(keys, |children, found: &mut Option<u64>| {
            *found = first_common(children, far);
            found.is_some()
        })
        .into_iter()
        .flatten()
        .next()
    }
}

/// The positions both sides hold, every layer of each.
fn held(forward: &Side, backward: Option<&Side>) -> usize {
    forward
        .layers
        .iter()
        .chain(backward.into_iter().flat_map(|s| &s.layers))
        .map(Packed::len)
        .sum()
}

/// One search from both ends at a time in a process: each may hold gigabytes, and the atlas
/// runs its searches on every core (each of these shares its layers among them anyway).
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Decides `game` (one vacancy, the last peg on a hole) holding at most `max_held`
/// positions; `None` when it is not such a problem.
pub fn meet(game: &Peg, max_held: usize) -> Option<Met> {
    // A search that panicked leaves nothing behind to protect: go on regardless.
    let _alone = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let board = &game.board;
    let vacancy = board.full() & !game.start;
    let Finish::Hole(finish) = game.finish else {
        return None;
    };
    if vacancy.count_ones() != 1 || board.holes() > 45 {
        return None;
    }
    let v = vacancy.trailing_zeros() as u8;
    let Ends {
        swap,
        perms,
        finishes,
        keys,
    } = Ends::new(board, v, finish);
    let start_pegs = game.start.count_ones();
    let jumps = start_pegs.saturating_sub(1) as usize;
    if jumps == 0 {
        return Some(if game.start == 1u64 << finish {
            Met::Solved(Vec::new())
        } else {
            Met::Impossible {
                forward: 0,
                backward: 0,
                pegs: 1,
                held: 1,
            }
        });
    }
    let mut forward = Side::new(&keys, board, game.start, &finishes);
    let mut backward = match swap {
        Some(_) => None,
        None => Some(Side::new(
            &keys,
            board,
            board.full() & !(1u64 << finish),
            &[v],
        )),
    };
    // Grow the side whose last layer is smaller (the forward side stands for both when
    // the ends swap) until a forward layer after a jumps and a backward one after b, with
    // a + b + 1 = jumps, are held: the jump between them is then made on the fly, its
    // layer never held.
    loop {
        let a = forward.layers.len() - 1;
        let b = match &backward {
            Some(side) => side.layers.len() - 1,
            None => a.min(jumps - 1 - a.min(jumps - 1)),
        };
        if a + b + 1 >= jumps {
            break;
        }
        if forward.last().is_empty() || backward.as_ref().is_some_and(|s| s.last().is_empty()) {
            break;
        }
        // The layers still to come are at least as large as the last ones (they grow
        // towards the middle): give up as soon as they cannot fit.
        let held = held(&forward, backward.as_ref());
        let to_come = match &backward {
            Some(_) => jumps - 1 - a - b,
            None => (jumps - 1).div_ceil(2) - a,
        };
        let least = forward
            .last()
            .len()
            .min(backward.as_ref().map_or(usize::MAX, |s| s.last().len()));
        if held.saturating_add(least.saturating_mul(to_come)) > max_held {
            return Some(Met::TooLarge(max_held));
        }
        match &mut backward {
            Some(side) if side.last().len() < forward.last().len() => side.grow(&keys),
            _ => forward.grow(&keys),
        }
    }
    let held = held(&forward, backward.as_ref());
    // A side that died out before the layers met: no position of that many pegs is kept.
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
    // The keys of the complements of a layer of the other side (under the swap when one
    // side stands for both): positions that reach its end in as many jumps.
    let mirrored = |layer: &Packed, swapped: bool| -> Vec<u64> {
        let mut out: Vec<u64> = layer.iter().collect();
        for p in out.iter_mut() {
            let image = match (&swap, swapped) {
                (Some(s), true) => board.image(s, *p),
                _ => *p,
            };
            *p = keys.key(board.full() ^ image);
        }
        radix_sort(&mut out, board.holes() as u32, &mut Vec::new());
        out.dedup();
        out
    };
    let a = forward.layers.len() - 1;
    let b = jumps - 1 - a;
    // Which side makes the last jump on the fly: the one whose last layer is smaller.
    let from_start = backward
        .as_ref()
        .is_none_or(|side| forward.last().len() <= side.last().len());
    let (near, far) = match &backward {
        None => (&forward, mirrored(&forward.layers[b], true)),
        Some(side) if from_start => (&forward, mirrored(&side.layers[b], false)),
        Some(side) => (side, mirrored(&forward.layers[a], false)),
    };
    let Some(met) = near.first_child_in(&keys, &far) else {
        // The forward positions of `pegs` pegs and the backward ones of one peg fewer.
        let (forward_len, backward_len) = if from_start {
            (forward.layers[a].len(), far.len())
        } else {
            (far.len(), near.last().len())
        };
        return Some(Met::Impossible {
            forward: forward_len,
            backward: backward_len,
            pegs: start_pegs - a as u32,
            held,
        });
    };
    // The meeting position seen from the start: reached from the start, its complement
    // reached from the board full but the finish empty.
    let common = if from_start { met } else { board.full() ^ met };
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
    // The backward side began at the complement of F or of an image g·F (one key): the
    // line then ends on g·F, and its image under a symmetry fixing V taking g·F to F ends
    // on F.
    let end = line.iter().fold(game.start, |pegs, j| {
        let &(f, o, t) = board
            .jumps
            .iter()
            .find(|&&(f, _, t)| (f, t) == (j.from, j.to))
            .expect("a jump of the board");
        pegs ^ (1u64 << f | 1u64 << o | 1u64 << t)
    });
    if end != 1u64 << finish {
        let last = end.trailing_zeros() as usize;
        let s = perms
            .iter()
            .find(|s| s[last] == finish)
            .expect("the line ends on an image of the finish under the keys' symmetries");
        for j in &mut line {
            (j.from, j.to) = (s[j.from as usize], s[j.to as usize]);
        }
    }
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
/// were built. The walk ends on the start or (the backward side of a finish standing for
/// its orbit) on an image of it with the same key: the jumps are those from that image.
fn path(keys: &Keys, board: &Board, layers: &[Packed], start: u64, target: u64) -> Vec<Jump> {
    let depth = target.count_ones() as usize;
    let mut at = target;
    let mut back = Vec::new();
    let k0 = start.count_ones() as usize - depth;
    for k in (1..=k0).rev() {
        let step = board.jumps.iter().find_map(|&(f, o, t)| {
            let before = at ^ (1u64 << f | 1u64 << o | 1u64 << t);
            (at >> t & 1 == 1 && at >> f & 1 == 0 && at >> o & 1 == 0)
                .then_some(before)
                .filter(|&p| layers[k - 1].contains(keys.key(p)))
                .map(|p| (p, Jump { from: f, to: t }))
        });
        let (before, jump) = step.expect("a held position has a held parent");
        back.push(jump);
        at = before;
    }
    // The start itself, or (the backward side of a finish standing for its orbit) an image.
    debug_assert_eq!(keys.key(at), keys.key(start));
    back.reverse();
    back
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::SplitMix;

    /// The cuts towards diamond e9, and dense random diamond positions from `seed` (about
    /// three quarters full, as in the middle layers).
    fn diamond_cuts(seed: u64) -> (Board, Cuts, impl FnMut() -> u64) {
        let board = Board::named("diamond").unwrap();
        let cuts = Cuts::new(&board, &[board.parse_hole("e9").unwrap()]);
        let (full, mut rng) = (board.full(), SplitMix::new(seed));
        (board, cuts, move || {
            (rng.next_u64() | rng.next_u64()) & full
        })
    }

    /// The 16-bit slacks refuse a child exactly when one of the functions kept, evaluated
    /// in full on the child, weighs it less than the finish.
    #[test]
    fn the_slacks_refuse_exactly_what_the_functions_do() {
        let (board, mut cuts, mut dense) = diamond_cuts(0x2545_f491_4f6c_dd1d);
        let mut positions = Vec::new();
        while positions.len() < 400 {
            let pegs = dense();
            if cuts.len < 40 {
                cuts.learn(pegs);
            }
            positions.push(pegs);
        }
        assert!(cuts.len > 20, "{}", cuts.len);
        let full_value = |i: usize, pegs: u64| -> i64 {
            (0..board.holes())
                .filter(|&h| pegs >> h & 1 == 1)
                .map(|h| i64::from(cuts.weights[h * FUNCTIONS + i]))
                .sum()
        };
        let mut slacks = [0i16; FUNCTIONS];
        let (mut refused, mut kept) = (0, 0);
        let mut before = None;
        for &pegs in &positions {
            cuts.slacks(before, pegs, &mut slacks);
            before = Some(pegs);
            for (j, (f, o, t)) in board.jumps_from(pegs) {
                let child = pegs ^ (1u64 << f | 1u64 << o | 1u64 << t);
                let expected =
                    (0..cuts.len).any(|i| full_value(i, child) < i64::from(cuts.least[i]));
                assert_eq!(cuts.refuses(&slacks, j), expected, "{pegs:x} jump {j}");
                if expected {
                    refused += 1;
                } else {
                    kept += 1;
                }
            }
        }
        assert!(
            refused > 100 && kept > 100,
            "{refused} refused, {kept} kept"
        );
    }

    /// The functions a greedy cover keeps refuse every child of the sample that all of them
    /// did, with fewer functions.
    #[test]
    fn the_functions_chosen_refuse_what_all_did_on_the_sample() {
        let (board, mut cuts, mut dense) = diamond_cuts(0x9e37_79b9_7f4a_7c15);
        let sample: Vec<u64> = (0..300).map(|_| dense()).collect();
        for &pegs in &sample[..60] {
            cuts.learn(pegs);
        }
        let refused = |cuts: &Cuts| -> Vec<(u64, usize)> {
            let mut slacks = [0i16; FUNCTIONS];
            let mut out = Vec::new();
            for &pegs in &sample {
                cuts.slacks(None, pegs, &mut slacks);
                for (j, _) in board.jumps_from(pegs) {
                    if cuts.refuses(&slacks, j) {
                        out.push((pegs, j));
                    }
                }
            }
            out
        };
        let before = (cuts.len, refused(&cuts));
        cuts.choose(&sample);
        assert!(cuts.len < before.0, "{} of {}", cuts.len, before.0);
        assert!(cuts.len <= KEPT, "{}", cuts.len);
        assert!(before.1.len() > 100, "{}", before.1.len());
        assert_eq!(refused(&cuts), before.1);
    }
}
