//! The number of optimal solutions (the first open problem of Zhu and Wang, *An Optimal Algorithm
//! for a Strategy Game*, in its concluding remarks): a meet-in-the-middle count over the layers of
//! positions a given number of moves from the start and from the goal, pruned by Theorem 1's
//! inversion bound, on bit-packed positions, on all cores.

use super::packed::Packed;
use super::search::bound;
use super::{optimum, Pairs};
use crate::fact;
use crate::message::Message;
use crate::search::table::BuildKeyHasher;
use std::collections::HashMap;
use std::hash::BuildHasher;

/// The largest n `count` takes (the command line's `--count` uses the polynomial
/// `super::structure` instead, and the tests compare the two). Memory grows about 2.8-fold per n
/// (see docs/pairs-counts.md; n = 20's peak in BENCHMARKS.md), so beyond this a call would run
/// out of memory on ordinary machines. (Keys
/// would fit 64 bits up to n = 29.)
pub const COUNT_MAX_N: u64 = 20;

/// Positions in the maps: the 2n colour bits and the hole's square from bit 58 (n ≤ 29),
/// half the size of a `Packed`, so twice the positions fit in memory.
type Key = u64;
const KEY_HOLE_SHIFT: u32 = 58;

fn key(s: Packed) -> Key {
    (s.colours() as u64) | (u64::from(s.hole()) << KEY_HOLE_SHIFT)
}

fn unkey(k: Key) -> Packed {
    Packed::new(
        u128::from(k & ((1u64 << KEY_HOLE_SHIFT) - 1)),
        (k >> KEY_HOLE_SHIFT) as u32,
    )
}

type Map = HashMap<Key, u64, BuildKeyHasher>;

/// What one count found, with the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountReport {
    /// The number of optimal solutions.
    pub count: u128,
    /// Moves searched from the start and from the goal (they add up to the optimum).
    pub depths: (u32, u32),
    /// Positions stored over all layers of both searches.
    pub positions: u64,
}

/// The number of optimal move sequences of `pairs`, exact, for n ≤ `COUNT_MAX_N`; an
/// error saying so above it. Uses every core the machine offers.
pub fn count(pairs: Pairs) -> Result<u128, Message> {
    count_report(pairs, threads()).map(|r| r.count)
}

fn threads() -> usize {
    if SINGLE_THREADED {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |t| t.get().min(8))
}

/// The browser's wasm has no threads: known at compile time, the spawning code is left out
/// of the page's bundle.
const SINGLE_THREADED: bool = cfg!(target_arch = "wasm32");

/// Paths counted per position, split into `parts` maps by a hash of the position so that
/// each thread owns one part of the next layer and no two threads write the same map.
/// Path counts per position are u64 (checked): a layer's total is the number of pruned
/// paths of that length, far below 2⁶⁴ for n ≤ COUNT_MAX_N; the final sum is u128.
struct Layer {
    parts: Vec<Map>,
}

fn part_of(k: Key, parts: usize) -> usize {
    // A different mix from the maps' own hasher, so each part's table stays well spread.
    let h = BuildKeyHasher::default().hash_one(k.rotate_left(17));
    ((h >> 40) as usize) % parts
}

impl Layer {
    fn single(s: Packed, parts: usize) -> Layer {
        let mut l = Layer {
            parts: (0..parts).map(|_| HashMap::default()).collect(),
        };
        l.parts[part_of(key(s), parts)].insert(key(s), 1);
        l
    }

    fn len(&self) -> usize {
        self.parts.iter().map(HashMap::len).sum()
    }

    fn get(&self, k: Key) -> Option<u64> {
        self.parts[part_of(k, self.parts.len())].get(&k).copied()
    }

    /// The next layer: every successor that `keep` accepts, with the paths summed. The
    /// layer is walked in chunks; for each, every thread generates the successors of its
    /// share of the chunk into one buffer per part, then each thread adds the buffers of
    /// its own part into its own map, so no map is shared and no work is repeated.
    fn expand(&self, n: u32, keep: &(impl Fn(Packed) -> bool + Sync)) -> Result<Layer, Message> {
        let parts = self.parts.len();
        let input: Vec<(Key, u64)> = self
            .parts
            .iter()
            .flat_map(|m| m.iter().map(|(&s, &w)| (s, w)))
            .collect();
        let mut maps: Vec<Map> = (0..parts).map(|_| Map::default()).collect();
        const CHUNK: usize = 1 << 16;
        const SMALL: usize = 1 << 12;
        for chunk in input.chunks(CHUNK) {
            if SINGLE_THREADED || parts == 1 || chunk.len() < SMALL {
                // Small layers: spawning threads would cost more than the work.
                let bufs = [successors(chunk, n, parts, keep)];
                for (me, map) in maps.iter_mut().enumerate() {
                    add_part(map, &bufs, me)?;
                }
                continue;
            }
            expand_on_threads(chunk, n, keep, &mut maps)?;
        }
        Ok(Layer { parts: maps })
    }
}

/// Successors with their path counts, one buffer per part of the next layer.
type Buffers = Vec<Vec<(Key, u64)>>;

/// The successors of every position of `share` that `keep` accepts, each with its paths,
/// sorted into the buffer of the part that owns it.
fn successors(
    share: &[(Key, u64)],
    n: u32,
    parts: usize,
    keep: &impl Fn(Packed) -> bool,
) -> Buffers {
    let mut out: Buffers = vec![Vec::new(); parts];
    for &(k, w) in share {
        let s = unkey(k);
        for p in s.moves(n) {
            let c = s.apply(p);
            if keep(c) {
                let kc = key(c);
                out[part_of(kc, parts)].push((kc, w));
            }
        }
    }
    out
}

/// Adds part `me` of every thread's buffers into `map`, that part of the next layer.
fn add_part(map: &mut Map, bufs: &[Buffers], me: usize) -> Result<(), Message> {
    for buf in bufs {
        for &(c, w) in &buf[me] {
            let e = map.entry(c).or_insert(0);
            *e = e.checked_add(w).ok_or_else(overflow)?;
        }
    }
    Ok(())
}

/// One chunk of a layer on one thread per part: each generates the successors of its share
/// of the chunk, then each adds every buffer of its own part into its own map.
fn expand_on_threads(
    chunk: &[(Key, u64)],
    n: u32,
    keep: &(impl Fn(Packed) -> bool + Sync),
    maps: &mut [Map],
) -> Result<(), Message> {
    let parts = maps.len();
    let share = chunk.len().div_ceil(parts);
    let bufs: Vec<Buffers> = std::thread::scope(|scope| {
        let handles: Vec<_> = chunk
            .chunks(share)
            .map(|piece| scope.spawn(move || successors(piece, n, parts, keep)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().map_err(|_| fact!("pairs-count-thread-failed")))
            .collect::<Result<Vec<_>, Message>>()
    })?;
    let results: Vec<Result<(), Message>> = std::thread::scope(|scope| {
        let bufs = &bufs;
        let handles: Vec<_> = maps
            .iter_mut()
            .enumerate()
            .map(|(me, map)| scope.spawn(move || add_part(map, bufs, me)))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(fact!("pairs-count-thread-failed")))
            })
            .collect()
    });
    results.into_iter().collect::<Result<Vec<()>, Message>>()?;
    Ok(())
}

fn overflow() -> Message {
    fact!("pairs-count-overflow")
}

/// `count` with the work reported and the number of threads chosen (at least one).
///
/// Meet in the middle: `f` holds, for each position t moves from the start, the number of
/// t-move paths to it; `b` the same from the goal (moves are reversible). Each side grows
/// whichever is smaller, until the depths add up to the optimum; the answer is the sum of
/// f·b over the positions in both. Forward, a position is kept only if Theorem 1's bound
/// lets it reach the goal in the moves left; backward, only if it can be reached from the
/// start in the moves left: from the start (one unlike pair, holes at the end, so the
/// first move adds at most one and each later one at most two) m moves give at most 2m
/// unlike pairs. The pruning drops no position of any optimal path, so the count is exact.
pub fn count_report(pairs: Pairs, threads: usize) -> Result<CountReport, Message> {
    let n64 = pairs.n();
    if n64 > COUNT_MAX_N {
        return Err(fact!("pairs-count-limit", most = COUNT_MAX_N, n = n64));
    }
    if n64 < 3 {
        return Ok(CountReport {
            count: 0,
            depths: (0, 0),
            positions: 0,
        });
    }
    let n = n64 as u32;
    let parts = threads.max(1);
    let total = optimum(n64) as u32;
    let (start, goal) = (Packed::start(n), Packed::goal(n));
    let mut f = Layer::single(start, parts);
    let mut b = Layer::single(goal, parts);
    let (mut df, mut db) = (0u32, 0u32);
    let mut positions = 2u64;
    while df + db < total {
        if f.len() <= b.len() {
            df += 1;
            let left = u64::from(total - df);
            f = f.expand(n, &|c| bound(n, c, goal) <= left)?;
            positions += f.len() as u64;
        } else {
            db += 1;
            let left = total - db;
            b = b.expand(n, &|c| {
                c == start || (left > 0 && c.inversions(n) <= 2 * left)
            })?;
            positions += b.len() as u64;
        }
    }
    let (small, big) = if f.len() <= b.len() {
        (&f, &b)
    } else {
        (&b, &f)
    };
    let mut count = 0u128;
    for part in &small.parts {
        for (&s, &w) in part {
            if let Some(v) = big.get(s) {
                let paths = u128::from(v) * u128::from(w);
                count = count.checked_add(paths).ok_or_else(overflow)?;
            }
        }
    }
    Ok(CountReport {
        count,
        depths: (df, db),
        positions,
    })
}

/// A CONJECTURE, not a theorem: the closed form that fits every count computed (see
/// docs/pairs-counts.md). With n = 4m + r (m ≥ 1, 0 ≤ r ≤ 3) and
/// A(m) = (m!)⁴ · Catalan(m − 1):
/// count(4m) = A(m), count(4m+1) = m·A(m), count(4m+2) = m(2m−1)·A(m),
/// count(4m+3) = m(m+1)(2m−1)·A(m).
/// `None` for n < 4 (n = 3 has 2 optimal solutions of length 4, outside the pattern) or
/// when the value overflows u128. `count` never uses it; the tests compare the two.
pub fn conjectured_count(n: u64) -> Option<u128> {
    if n < 4 {
        return None;
    }
    let (m, r) = (u128::from(n / 4), n % 4);
    let mut fact = 1u128;
    for i in 2..=m {
        fact = fact.checked_mul(i)?;
    }
    // Catalan(m − 1) = C(2m − 2, m − 1) / m, built exactly: C(2k, k) step by step.
    let k = m - 1;
    let mut central = 1u128; // C(2j, j) for j = 0..=k
    for j in 1..=k {
        central = central.checked_mul(2 * (2 * j - 1))? / j;
    }
    let catalan = central / (k + 1);
    let a = fact
        .checked_mul(fact)?
        .checked_mul(fact)?
        .checked_mul(fact)?
        .checked_mul(catalan)?;
    let factor = match r {
        0 => 1,
        1 => m,
        2 => m * (2 * m - 1),
        _ => m * (m + 1) * (2 * m - 1),
    };
    a.checked_mul(factor)
}

/// [`conjectured_count`] in big integers, for every n ≥ 4 (the same CONJECTURE, not a
/// theorem): what the structural count (`super::structure`) is compared with beyond u128.
pub fn conjectured_count_big(n: u64) -> Option<num_bigint::BigUint> {
    use num_bigint::BigUint;
    if n < 4 {
        return None;
    }
    let (m, r) = (n / 4, n % 4);
    let fact = (2..=m).fold(BigUint::from(1u32), |acc, i| acc * i);
    // Catalan(m − 1) = C(2m − 2, m − 1) / m.
    let k = m - 1;
    let mut central = BigUint::from(1u32);
    for j in 1..=k {
        central = central * (2 * (2 * j - 1)) / j;
    }
    let catalan = central / m;
    let a = fact.pow(4) * catalan;
    let factor = match r {
        0 => 1,
        1 => m,
        2 => m * (2 * m - 1),
        _ => m * (m + 1) * (2 * m - 1),
    };
    Some(a * factor)
}
