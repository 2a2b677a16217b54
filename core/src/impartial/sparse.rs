//! Grundy tables for large heaps by the sparse-space method (Gangolli & Plambeck;
//! Flammenkamp's tables), for the move sets of [`Moves`]: octal codes and Grundy's game.
//!
//! With p(v) the parity of `v & mask`, a heap a is *rare* when p(G(a)), flipped by a's own
//! parity in the "domain" variant, equals a chosen bit. Two heaps of the same kind xor to a
//! value of one parity (in the domain variant it depends on the parity of their sum), so
//! every value of the other parity comes from a pair with a rare heap and only rare heaps need
//! enumerating; a value of the first parity below the candidate mex is looked for by one scan
//! that stops when all are found. The answer is exact whatever the choice; a good one only
//! makes it fast. Flammenkamp finds games such as 0.007 sparse only in the domain variant.

use super::octal_table::{mark_single, naive_moves, naive_value, Code, Moves, Seen};
use super::{certify_octal, certify_three_heaps};

/// The largest table, set by memory: 2^28 heaps at 4 bytes a value is 1 GiB (the engine's
/// other state is small beside it). Time is the caller's (see each game's limit).
pub const MAX_HEAPS: u64 = 1 << 28;

/// Heaps computed naively before the first mask is chosen.
const SEED: usize = 64;
/// Masks are chosen among the low bits of the values.
const MASK_BITS: u32 = 12;
/// A block's prescan looks for the wanted values below the CAP_MISSES-th value of the other
/// parity that its marks miss ([`Sparse::prescan`]): the first, the mex's usual bound (the
/// second made 0.007 look at 10–17% more pairs, for values above the mex).
#[cfg(not(target_arch = "wasm32"))]
const CAP_MISSES: u32 = 1;
/// Heaps whose rare pairs are marked together: each value of the table read for them is used
/// this many times while its cache line is loaded, instead of once per heap. 128 rather than
/// 64 halves the forks and joins of the cores, and is faster on 0.007, 0.6 and Grundy's game;
/// 256 gains nothing more (BENCHMARKS.md).
pub const BLOCK: usize = 128;
/// Rows of the block's marks set together by the rare pairs (see [`Sparse::block`]).
const SUB: usize = 16;

fn parity(v: u32, mask: u32) -> u32 {
    (v & mask).count_ones() & 1
}

/// Which heaps are rare: those with `parity(G(a), mask) ^ (domain & a) == rare` (low bits).
/// `rare` is not free: it makes the common heaps' values the parity that only pairs with a
/// rare heap produce, so that enumerating rare heaps bounds the mex (0 in the range variant;
/// in the domain variant the parity of t, the counters a split removes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sparseness {
    pub mask: u32,
    /// 1 when a heap's own parity takes part (the domain variant), else 0.
    pub domain: u32,
    pub rare: u32,
}

impl Sparseness {
    fn is_rare(&self, a: usize, v: u32) -> bool {
        parity(v, self.mask) ^ (self.domain & a as u32 & 1) == self.rare
    }
}

/// The choice with the fewest rare heaps among `g[1..]`; the domain variant only when
/// `split_parity` is known (every split removes counters of that parity).
pub fn best_sparseness(g: &[u32], split_parity: Option<u32>) -> Sparseness {
    let top = g.iter().copied().max().unwrap_or(0);
    let bits = (32 - top.leading_zeros()).clamp(1, MASK_BITS);
    let low = (1usize << bits) - 1;
    // hist[a & 1][v & low]
    let mut hist = [vec![0i64; low + 1], vec![0i64; low + 1]];
    for (a, &v) in g.iter().enumerate().skip(1) {
        hist[a & 1][v as usize & low] += 1;
    }
    let totals = [0, 1].map(|side| hist[side].iter().sum::<i64>());
    // walsh[side][mask] = Σ_v hist[side][v]·(−1)^parity(v, mask), every mask at once in
    // O(L log L): counting each mask's parities one by one is O(L²), and a dense game's
    // values reach 2^12 (0.666…6 spent most of its table there).
    let walsh = hist.map(walsh_hadamard);
    let mut best = (
        i64::MAX,
        Sparseness {
            mask: 1,
            domain: 0,
            rare: 0,
        },
    );
    for (mask, signs) in walsh[0].iter().zip(&walsh[1]).enumerate().skip(1) {
        let signs = [*signs.0, *signs.1];
        // Each side's heaps whose value has parity 0 under the mask, and parity 1.
        let even = [0, 1].map(|side| (totals[side] + signs[side]) / 2);
        let odd = [0, 1].map(|side| totals[side] - even[side]);
        // count[domain][rare]: the domain variant flips the parity of the odd heaps.
        let count = [
            [even[0] + even[1], odd[0] + odd[1]],
            [even[0] + odd[1], odd[0] + even[1]],
        ];
        for (domain, rare) in [(0, 0)].into_iter().chain(split_parity.map(|t| (1, t))) {
            let n = count[domain as usize][rare as usize];
            if n < best.0 {
                let mask = mask as u32;
                best = (n, Sparseness { mask, domain, rare });
            }
        }
    }
    best.1
}

/// The Walsh–Hadamard transform of `h` (its length a power of two): entry m becomes
/// Σ_v h[v]·(−1)^popcount(v & m).
fn walsh_hadamard(mut h: Vec<i64>) -> Vec<i64> {
    let mut half = 1;
    while half < h.len() {
        for block in h.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
    h
}

/// The engine's state while it extends the table.
struct Sparse {
    moves: Moves,
    splits: Vec<usize>,
    /// The parity of the counters every split removes, when they share one (the domain
    /// variant's need).
    split_parity: Option<u32>,
    kind: Sparseness,
    /// The rare heaps with their values, packed so the enumeration reads them in order.
    rare_heaps: Vec<(u32, u32)>,
    /// `want[v]` is 1 while the scan still looks for v (all 0 between heaps): a byte a
    /// value, so that testing a pair is one load.
    want: Vec<u8>,
    seen: Seen,
    /// The block's pairs of older heaps already marked: one row of `span` bytes per heap of
    /// the block, a byte per value (`marked`: for this block). A byte is set by a plain store,
    /// where a bit needs a read, a shift and a write back: marking is most of the method's
    /// work.
    marks: Vec<u8>,
    /// Dense: the block's rests' older pairs, a bitset of `words` per rest, and per heap of
    /// the block the union of its rests' (what `marks` holds for the sparse method).
    rests: Vec<u64>,
    dense_marks: Vec<u64>,
    marked: bool,
    span: usize,
    /// `span` / 64: the words of a bitset of the block's values.
    words: usize,
    /// Heaps in the block (the rows of `marks` in use).
    rows: usize,
    /// Per split, the rare heaps (indices into `rare_heaps`) the block has marked.
    skip: Vec<(usize, usize)>,
    /// The block's prescan ([`Sparse::prescan`], `prescanned`): per heap, its cap and a
    /// bitset (`words` words) of the wanted values below it that pairs of older heaps reach.
    found: Vec<u64>,
    caps: Vec<u32>,
    prescanned: bool,
    /// The largest value so far (its bit length bounds every xor of two values).
    top: u32,
    /// Pairs of heaps looked at since the last review (rare pairs and scans), against the
    /// pairs the naive mex would have looked at.
    work: u64,
    naive_work: u64,
    /// The next block (the table doubles between reviews) is computed naively: the last one
    /// looked at more than half the naive mex's pairs, so the values have no sparse space worth
    /// its bookkeeping (yet: some games turn sparse later, see [`Sparse::review`]).
    dense: bool,
    /// Never naive (the tests' way to check the method where the review would not use it).
    sparse_only: bool,
}

impl Sparse {
    fn remask(&mut self, g: &[u32]) {
        self.kind = best_sparseness(g, self.split_parity);
        let kind = self.kind;
        self.rare_heaps = (1..g.len())
            .filter(|&a| kind.is_rare(a, g[a]))
            .map(|a| (a as u32, g[a]))
            .collect();
    }

    /// The least of `wanted` (sorted) that no split of heap `n` reaches, by one scan of the
    /// splits that stops as soon as every wanted value has been found. With the block's
    /// prescan (`prescanned`, heap `i` of the block from `start`), the pairs of older heaps
    /// were scanned already for the values below its cap: only the pairs with a heap of the
    /// block are scanned for those, and the older pairs for the values from the cap on.
    fn least_missing(
        &mut self,
        g: &[u32],
        n: usize,
        wanted: &[u32],
        prescan: Option<(usize, u32)>,
    ) -> Option<u32> {
        // Every xor of two values is below 2^bits, the size of the table of wanted values.
        let bits = 32 - self.top.max(wanted[wanted.len() - 1]).leading_zeros();
        if self.want.len() < 1 << bits {
            self.want.resize(1 << bits, 0);
        }
        for &w in wanted {
            self.want[w as usize] = 1;
        }
        let mut left = wanted.len();
        let done = match prescan {
            None => self.splits.iter().any(|&j| {
                let rest = n.saturating_sub(j);
                let half = self.moves.half(rest);
                let (pairs, done) = cross_off(g, rest, 1, half, &mut self.want, &mut left);
                self.work += pairs;
                done
            }),
            Some((start, cap)) => {
                let in_block = self.splits.iter().any(|&j| {
                    let rest = n.saturating_sub(j);
                    let top = older_from(rest, start) - 1;
                    let half = self.moves.half(rest);
                    cross_off(g, rest, 1, top.min(half), &mut self.want, &mut left).1
                });
                // The values below the cap still wanted are reached by no pair: set aside.
                let below: Vec<u32> = wanted
                    .iter()
                    .copied()
                    .filter(|&w| w < cap && self.want[w as usize] != 0)
                    .collect();
                for &w in &below {
                    self.want[w as usize] = 0;
                }
                left -= below.len();
                let done = in_block
                    || left == 0
                    || self.splits.iter().any(|&j| {
                        let rest = n.saturating_sub(j);
                        let (lo, half) = (older_from(rest, start), self.moves.half(rest));
                        let (pairs, done) = cross_off(g, rest, lo, half, &mut self.want, &mut left);
                        self.work += pairs;
                        done
                    });
                for &w in &below {
                    self.want[w as usize] = 1;
                }
                done && below.is_empty()
            }
        };
        let missing = if done {
            None
        } else {
            wanted.iter().copied().find(|&w| self.want[w as usize] != 0)
        };
        for &w in wanted {
            self.want[w as usize] = 0;
        }
        missing
    }

    /// Before the block's values, on both cores: for each heap of the block, the pairs of
    /// two heaps older than the block are scanned for the values of the common parity below
    /// its cap (the first value of the other parity its marks miss: the bound of the mex
    /// unless a pair with a heap of the block reaches it) that its marks miss, stopping when
    /// all are found. Which were
    /// found is kept per heap for [`Sparse::value`]; a value it wants is then found or not
    /// by these scans, save the few pairs with a heap of the block itself.
    #[cfg(not(target_arch = "wasm32"))]
    fn prescan(&mut self, g: &[u32], start: usize) {
        use rayon::prelude::*;
        let (words, span) = (self.words, self.span);
        let len = self.rows;
        self.found.clear();
        self.found.resize(len * words, 0);
        self.caps.clear();
        self.caps.resize(len, 0);
        let (splits, kind, moves) = (&self.splits, self.kind, &self.moves);
        let pairs: u64 = self
            .found
            .par_chunks_mut(words)
            .zip(self.caps.par_iter_mut())
            .zip(self.marks[..len * span].par_chunks(span))
            .enumerate()
            .map(|(i, ((found, cap), row))| {
                let n = start + i;
                let same = kind.domain & n.saturating_sub(splits[0]) as u32 & 1;
                let mut misses = 0;
                let mut v = 0u32;
                while (v as usize) < span {
                    if parity(v, kind.mask) != same && row[v as usize] == 0 {
                        misses += 1;
                        if misses == CAP_MISSES {
                            break;
                        }
                    }
                    v += 1;
                }
                *cap = v;
                let mut want = vec![0u8; span];
                let mut left = 0;
                for w in (0..v).filter(|&w| parity(w, kind.mask) == same && row[w as usize] == 0) {
                    want[w as usize] = 1;
                    left += 1;
                }
                let mut pairs = 0;
                for &j in splits {
                    if left == 0 {
                        break;
                    }
                    let rest = n.saturating_sub(j);
                    let (lo, half) = (older_from(rest, start), moves.half(rest));
                    pairs += cross_off(g, rest, lo, half, &mut want, &mut left).0;
                }
                for w in (0..v).filter(|&w| parity(w, kind.mask) == same && row[w as usize] == 0) {
                    if want[w as usize] == 0 {
                        set(found, w);
                    }
                }
                pairs
            })
            .sum();
        self.work += pairs;
        self.prescanned = true;
    }

    /// Between blocks: naive for the next one when the method looked at more pairs than the
    /// naive mex would have; back to the method when, computed naively, the rare heaps alone
    /// would have cost less than half (0.007 crosses that at 2^17: marked a block of heaps at
    /// a time, a rare pair costs less than a naive one, and the scans come on top). Leaving
    /// the method at half the naive pairs, as before, sent 0.007 back to the naive mex from
    /// 2^18 to 2^19, where the method looked at 60% of its pairs (and took a third of its time).
    fn review(&mut self) {
        self.dense = !self.sparse_only
            && if self.dense {
                2 * self.work >= self.naive_work
            } else {
                self.work > self.naive_work
            };
        (self.work, self.naive_work) = (0, 0);
    }

    /// Marks, for heaps `start..end` together, the pairs whose two heaps are both older than
    /// the block, one bitset of values per heap. Sparse: the pairs of a rare heap with an
    /// older heap (the rare heap r pairs heap `start + i` with `g[start - j - r + i]`, one
    /// slice read in order); dense: every such pair. The pairs with a heap of the block itself
    /// are left to [`Sparse::value`]. The heaps' rows are independent, so the cores share them.
    fn block(&mut self, g: &[u32], start: usize, end: usize) {
        self.skip.clear();
        self.marked = false;
        self.prescanned = false;
        if start < BLOCK {
            return;
        }
        // Every xor of two older values is below 2^bits; the rows are a power of two long
        // and whole bitsets of them fit the found sets.
        let bits = 32 - self.top.leading_zeros();
        self.span = (1usize << bits).max(64);
        self.words = self.span / 64;
        let span = self.span;
        let len = end - start;
        self.rows = len;
        self.marked = true;
        let (splits, moves, words) = (&self.splits, &self.moves, self.words);
        if self.dense {
            // A rest n − j has the same older pairs whichever heap n and split j reach it:
            // each rest's pairs are marked once, in a bitset, and the bitsets or-ed into
            // the rows of the heaps that reach them (a code of 32 split digits marked each
            // rest's pairs 32 times). The or is of bitsets, not a byte a value: a dense
            // game's values run to 2^12, and the page's wasm ors a word at a time.
            let (Some(&least), Some(&most)) = (splits.first(), splits.last()) else {
                return;
            };
            // The rests run from start − most to end − 1 − least (least < BLOCK <= start).
            let first_rest = start.saturating_sub(most);
            let rests = end - least - first_rest;
            self.rests.clear();
            self.rests.resize(rests * words, 0);
            for_each_row(&mut self.rests, words, start, |r, bits| {
                let rest = first_rest + r;
                // a + b = rest, a <= b (a < b in Grundy's game), b < start: marked a byte a
                // value (a store, where a bit is a read and a write), then packed.
                let (lo, half) = (older_from(rest, start), moves.half(rest));
                if lo <= half {
                    let mut row = vec![0u8; span];
                    mark_pairs(&mut row, &g[lo..=half], &g[rest - half..=rest - lo]);
                    for (v, &byte) in row.iter().enumerate() {
                        bits[v / 64] |= u64::from(byte) << (v % 64);
                    }
                }
            });
            let rest_rows = &self.rests;
            self.dense_marks.clear();
            self.dense_marks.resize(len * words, 0);
            // A few words a rest: not worth the cores.
            for (i, bits) in self.dense_marks.chunks_mut(words).enumerate() {
                for &j in splits {
                    let r = start + i - j - first_rest;
                    let pairs = &rest_rows[r * words..(r + 1) * words];
                    for (mark, &pair) in bits.iter_mut().zip(pairs) {
                        *mark |= pair;
                    }
                }
            }
            return;
        }
        // A power of two of rows, so that runs of them are powers of two long (the marking's
        // index is masked to a run's length, which drops its bounds check).
        self.marks.clear();
        self.marks.resize(len.next_power_of_two() * span, 0);
        // r >= BLOCK - j keeps start - j - r + i below start; r < start - j above 0.
        for &j in splits {
            let lo = self
                .rare_heaps
                .partition_point(|&(a, _)| (a as usize) + j < BLOCK);
            let hi = self
                .rare_heaps
                .partition_point(|&(a, _)| (a as usize) + j < start);
            self.skip.push((lo.min(hi), hi));
        }
        // Sharing a block costs the cores a fork and a join (microseconds): a block with few
        // rare pairs (0.16 has 52 rare heaps) is done sooner on one core, scans included.
        let pairs: usize = self.skip.iter().map(|&(lo, hi)| (hi - lo) * len).sum();
        self.work += pairs as u64;
        #[cfg(not(target_arch = "wasm32"))]
        let share = shared(start) && pairs >= SHARE_PAIRS;
        #[cfg(target_arch = "wasm32")]
        let share = false;
        let (rare_heaps, skip) = (&self.rare_heaps, &self.skip);
        for_each_rows(&mut self.marks, span, share, |first, rows| {
            // Runs of SUB rows: the bytes one rare heap sets are spread over every row of
            // the run, and SUB rows stay in the first-level cache.
            for (k, run) in rows.chunks_mut(SUB * span).enumerate() {
                let first = first + k * SUB;
                let count = len.saturating_sub(first).min(run.len() / span);
                // The run's length is a power of two and every index below it.
                let mask = run.len() - 1;
                let run = &mut run[..=mask];
                for (&j, &(lo, hi)) in splits.iter().zip(skip) {
                    for &(r, v) in &rare_heaps[lo..hi] {
                        let base = start + first - j - r as usize;
                        for (i, &w) in g[base..base + count].iter().enumerate() {
                            run[(i * span + (v ^ w) as usize) & mask] = 1;
                        }
                    }
                }
            }
        });
        for i in 0..len {
            if self.equal_split_marked(g, start + i) {
                self.marks[i * span] = 0;
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        if share && !self.splits.is_empty() {
            self.prescan(g, start);
        }
    }

    /// Whether the rare pairs marked for heap `n` may include an equal split (h, h), which
    /// Grundy's game forbids: they are every pair with a rare heap, and (h, h) is one when h
    /// is rare. Its value 0 is then unmarked, to be looked for by the scan like every value
    /// of the parity of two heaps of one kind (an equal split is such a pair, so 0 has that
    /// parity and the scan, over unequal splits only, finds it if a move reaches it).
    fn equal_split_marked(&self, g: &[u32], n: usize) -> bool {
        self.moves.unequal()
            && self.splits.iter().any(|&j| {
                let rest = n.saturating_sub(j);
                rest >= 2 && rest % 2 == 0 && self.kind.is_rare(rest / 2, g[rest / 2])
            })
    }

    fn value(&mut self, g: &[u32], n: usize, i: usize) -> u32 {
        for &j in &self.splits {
            let rest = n.saturating_sub(j);
            self.naive_work += rest as u64 / 2;
            if self.dense {
                self.work +=
                    self.rare_heaps
                        .partition_point(|&(a, _)| (a as usize) < rest) as u64;
            }
        }
        if self.dense && !self.marked {
            return naive_value(&self.moves, g, n, &mut self.seen);
        }
        self.seen.next();
        mark_single(self.moves.code(), g, n, &mut self.seen);
        if self.dense {
            // The pairs with a heap of the block: a + b = rest, a <= b, b >= start.
            let start = n - i;
            for &j in &self.splits {
                let Some(rest) = n.checked_sub(j) else {
                    continue;
                };
                for a in 1..=rest.saturating_sub(start).min(self.moves.half(rest)) {
                    self.seen.mark(g[a] ^ g[rest - a]);
                }
            }
            let older = &self.dense_marks[i * self.words..(i + 1) * self.words];
            // A value past the bitset (reached by a single move or a pair in the block) is
            // in `seen` or nowhere.
            let reached = |v: u32| {
                self.seen.has(v)
                    || older
                        .get(v as usize / 64)
                        .is_some_and(|w| w >> (v % 64) & 1 != 0)
            };
            return (0..).find(|&v| !reached(v)).unwrap_or(0);
        }
        // The block's marks for this heap are read where they are, not copied into `seen`:
        // only the values below the mex's bound are ever asked, and copying the whole row
        // was most of a heap's own turn, the part of the method the cores do not share.
        let row: &[u8] = match self.marked {
            true => &self.marks[i * self.span..(i + 1) * self.span],
            false => &[],
        };
        let reached = |seen: &Seen, v: u32| seen.has(v) || row.get(v as usize) == Some(&1);
        for (k, &j) in self.splits.iter().enumerate() {
            let rest = n.saturating_sub(j);
            let (lo, hi) = self.skip.get(k).copied().unwrap_or((0, 0));
            let pairs = self.rare_heaps[..lo].iter().chain(&self.rare_heaps[hi..]);
            for &(a, v) in pairs.take_while(|&&(a, _)| (a as usize) < rest) {
                self.work += 1;
                self.seen.mark(v ^ g[rest - a as usize]);
            }
        }
        if self.equal_split_marked(g, n) {
            self.seen.forget(0);
        }
        // Two heaps of one kind summing to `rest` xor to a value of parity `same`; every
        // value of the other parity has been marked, so the least one missing is a bound.
        let rest = n.saturating_sub(self.splits.first().copied().unwrap_or(0));
        let same = self.kind.domain & rest as u32 & 1;
        let mask = self.kind.mask;
        let bound = (0..)
            .find(|&v| parity(v, mask) != same && !reached(&self.seen, v))
            .unwrap_or(0);
        let wanted: Vec<u32> = (0..bound)
            .filter(|&w| parity(w, mask) == same && !reached(&self.seen, w))
            .collect();
        let prescan = self.prescanned.then(|| (n - i, self.caps[i]));
        let wanted: Vec<u32> = match prescan {
            Some((_, cap)) => {
                let found = &self.found[i * self.words..(i + 1) * self.words];
                wanted
                    .into_iter()
                    .filter(|&w| !(w < cap && has(found, w)))
                    .collect()
            }
            None => wanted,
        };
        if wanted.is_empty() {
            return bound;
        }
        self.least_missing(g, n, &wanted, prescan).unwrap_or(bound)
    }
}

/// Sets in `row` (a byte a value, its length a power of two above every value) the byte of
/// `low[t] ^ high[len - 1 - t]` for every t: the pairs of heaps a and rest − a as `a` rises.
fn mark_pairs(row: &mut [u8], low: &[u32], high: &[u32]) {
    let mask = row.len() - 1;
    let row = &mut row[..=mask];
    for (&a, &b) in low.iter().zip(high.iter().rev()) {
        row[(a ^ b) as usize & mask] = 1;
    }
}

/// The least `a` whose pair (a, rest − a) has both heaps older than the block from `start`.
fn older_from(rest: usize, start: usize) -> usize {
    (rest + 1).saturating_sub(start).max(1)
}

fn has(bits: &[u64], v: u32) -> bool {
    bits[v as usize / 64] >> (v % 64) & 1 != 0
}

#[cfg(not(target_arch = "wasm32"))]
fn set(bits: &mut [u64], v: u32) {
    bits[v as usize / 64] |= 1 << (v % 64);
}

/// Crosses off `want` (a byte a value, 1 while wanted) the values of the pairs
/// (a, rest − a) for a in `lo..=hi`, 16 pairs at a time without a branch each, until `left`
/// (the values still wanted) is 0. Returns the pairs looked at and whether the last wanted
/// value was found.
fn cross_off(
    g: &[u32],
    rest: usize,
    lo: usize,
    hi: usize,
    want: &mut [u8],
    left: &mut usize,
) -> (u64, bool) {
    const CHUNK: usize = 16;
    if lo > hi || *left == 0 {
        return (0, *left == 0);
    }
    let len = hi + 1 - lo;
    let (low, high) = (&g[lo..=hi], &g[rest - hi..=rest - lo]);
    // Every xor of two values is below the table's length, a power of two: masking the
    // index changes nothing and lets the compiler drop the bounds checks.
    debug_assert!(want.len().is_power_of_two());
    let mask = want.len() - 1;
    let want = &mut want[..=mask];
    // The pairs k..k + m one by one: where the last wanted value was, if among them.
    let take = |want: &mut [u8], k: usize, m: usize, left: &mut usize| {
        for t in k..k + m {
            let v = (low[t] ^ high[len - 1 - t]) as usize;
            if want[v] != 0 {
                want[v] = 0;
                *left -= 1;
                if *left == 0 {
                    return Some(t + 1);
                }
            }
        }
        None
    };
    let full = len / CHUNK * CHUNK;
    for k in (0..full).step_by(CHUNK) {
        let lows: &[u32; CHUNK] = low[k..k + CHUNK].try_into().expect("a whole chunk");
        let highs: &[u32; CHUNK] = high[len - k - CHUNK..len - k]
            .try_into()
            .expect("a whole chunk");
        let hit = (0..CHUNK).fold(0, |hit, t| {
            hit | want[(lows[t] ^ highs[CHUNK - 1 - t]) as usize & mask]
        });
        if hit != 0 {
            if let Some(seen) = take(want, k, CHUNK, left) {
                return (seen as u64, true);
            }
        }
    }
    match take(want, full, len - full, left) {
        Some(seen) => (seen as u64, true),
        None => (len as u64, false),
    }
}

/// Below this heap a block is too small to share between the cores.
#[cfg(not(target_arch = "wasm32"))]
const SHARE_FROM: usize = 4096;
/// A block of rare pairs is shared between the cores from this many pairs on.
#[cfg(not(target_arch = "wasm32"))]
const SHARE_PAIRS: usize = 1 << 16;

/// `work(i, row)` on every row of `span` elements of `marks` (bytes a value, or a bitset's
/// words), the rows shared between the cores (native builds; the page's wasm runs them in
/// turn).
fn for_each_row<T: Send>(
    marks: &mut [T],
    span: usize,
    start: usize,
    work: impl Fn(usize, &mut [T]) + Sync,
) {
    #[cfg(target_arch = "wasm32")]
    let _ = start;
    #[cfg(not(target_arch = "wasm32"))]
    if shared(start) {
        use rayon::prelude::*;
        marks
            .par_chunks_mut(span)
            .enumerate()
            .for_each(|(i, row)| work(i, row));
        return;
    }
    for (i, row) in marks.chunks_mut(span).enumerate() {
        work(i, row);
    }
}

/// `work(first, rows)` on one run of consecutive rows per core (all of them on one when
/// not `share`), `first` its first row.
fn for_each_rows(
    marks: &mut [u8],
    span: usize,
    share: bool,
    work: impl Fn(usize, &mut [u8]) + Sync,
) {
    #[cfg(target_arch = "wasm32")]
    let _ = (span, share);
    #[cfg(not(target_arch = "wasm32"))]
    if share {
        use rayon::prelude::*;
        let rows = marks.len() / span;
        let per = rows
            .div_ceil(rayon::current_num_threads().max(1))
            .next_power_of_two();
        marks
            .par_chunks_mut(per * span)
            .enumerate()
            .for_each(|(c, run)| work(c * per, run));
        return;
    }
    work(0, marks);
}

/// Whether the block from heap `start` is worth sharing out: its heaps have enough pairs,
/// and there is more than one core.
#[cfg(not(target_arch = "wasm32"))]
fn shared(start: usize) -> bool {
    start >= SHARE_FROM && rayon::current_num_threads() > 1
}

/// A table of G(n) for an octal or hexadecimal code or Grundy's game (a [`Moves`]) that can
/// be extended (a period search doubles it until a period is certified, without computing
/// the first part again).
pub struct Table {
    g: Vec<u32>,
    engine: Sparse,
    /// The next heap at which the engine reviews its method and its rare heaps.
    review: usize,
    /// A period certified on the computed values (Guy–Smith, or its three-heap form): every
    /// later value is G(n − p), by the theorem, and is copied instead of computed. Looked
    /// for at each doubling of the table unless `periods` is off.
    period: Option<usize>,
    periods: bool,
}

impl Table {
    /// The octal or hexadecimal code's first [`SEED`] values, by the naive mex.
    pub fn new(code: &Code) -> Table {
        Table::of(Moves::from(code.clone()))
    }

    /// Grundy's game's first [`SEED`] values. No period is looked for: no periodicity
    /// theorem for it is implemented (none is known to hold).
    pub fn grundys() -> Table {
        Table::of(Moves::grundys()).without_periods()
    }

    fn of(moves: Moves) -> Table {
        let g = naive_moves(&moves, SEED);
        let digits = moves.code().digits();
        let splits: Vec<usize> = (0..digits.len()).filter(|&j| digits[j] & 4 != 0).collect();
        let split_parity = match splits.first() {
            Some(&t) if splits.iter().all(|&j| j % 2 == t % 2) => Some(t as u32 & 1),
            _ => None,
        };
        let mut engine = Sparse {
            moves,
            splits,
            split_parity,
            kind: Sparseness {
                mask: 1,
                domain: 0,
                rare: 0,
            },
            rare_heaps: Vec::new(),
            want: Vec::new(),
            seen: Seen::new(),
            marks: Vec::new(),
            rests: Vec::new(),
            dense_marks: Vec::new(),
            marked: false,
            span: 0,
            words: 0,
            rows: 0,
            skip: Vec::new(),
            found: Vec::new(),
            caps: Vec::new(),
            prescanned: false,
            top: g.iter().copied().max().unwrap_or(0),
            work: 0,
            naive_work: 0,
            dense: false,
            sparse_only: false,
        };
        engine.remask(&g);
        Table {
            g,
            engine,
            review: 2 * SEED,
            period: None,
            periods: true,
        }
    }

    /// The same table with every value computed by the mex, none copied from a certified
    /// period: the way to check and time the engine itself on a periodic game.
    pub fn without_periods(mut self) -> Table {
        self.periods = false;
        self
    }

    /// Whether the values so far certify a period, which then gives every later value. The
    /// certificate costs one pass over the table, at each doubling.
    fn certified(&mut self) -> Option<usize> {
        if self.periods && self.period.is_none() {
            let code = self.engine.moves.code();
            self.period = if code.three_heaps() {
                certify_three_heaps(&self.g, code.last())
            } else {
                certify_octal(&self.g, code.last())
            }
            .map(|period| period.period);
        }
        self.period
    }

    /// Computes G(n) for every heap up to `upto` not yet in the table.
    pub fn extend_to(&mut self, upto: usize) {
        if self.engine.moves.code().three_heaps() {
            // The rare heaps' argument is about pairs: a hexadecimal code with three-heap
            // moves gets the plain mex.
            while self.g.len() <= upto && self.period.is_none() {
                let n = self.g.len();
                if n.is_power_of_two() && self.certified().is_some() {
                    break;
                }
                let v = naive_value(&self.engine.moves, &self.g, n, &mut self.engine.seen);
                self.g.push(v);
            }
            self.copy_period(upto);
            return;
        }
        self.g.reserve((upto + 1).saturating_sub(self.g.len()));
        let mut start = self.g.len();
        while start <= upto && self.period.is_none() {
            if start == self.review && self.certified().is_some() {
                break;
            }
            let (g, engine) = (&mut self.g, &mut self.engine);
            if start == self.review {
                engine.review();
                engine.remask(g);
                self.review *= 2;
            }
            let end = (start + BLOCK).min(self.review).min(upto + 1);
            engine.block(g, start, end);
            for n in start..end {
                let v = engine.value(g, n, n - start);
                g.push(v);
                engine.top = engine.top.max(v);
                if engine.kind.is_rare(n, v) {
                    engine.rare_heaps.push((n as u32, v));
                }
            }
            start = end;
        }
        self.copy_period(upto);
    }

    /// Every value up to `upto` not yet in the table, from the certified period if there is
    /// one.
    fn copy_period(&mut self, upto: usize) {
        if let Some(p) = self.period {
            for n in self.g.len()..=upto {
                self.g.push(self.g[n - p]);
            }
        }
    }

    /// G(0), G(1), … as far as computed (at least [`SEED`] + 1 values).
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The values, as far as computed.
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// The engine's current choice of rare heaps, and how many there are.
    pub fn sparseness(&self) -> (Sparseness, usize) {
        (self.engine.kind, self.engine.rare_heaps.len())
    }
}

/// G(0..=upto) of the octal game `code`, equal to [`naive`]'s table, in about
/// O(upto · rare heaps) when the values have a sparse space, and in O(upto) past the first
/// doubling of the table that certifies a period.
pub fn table(code: &Code, upto: usize) -> Vec<u32> {
    first(Table::new(code), upto)
}

/// G(0..=upto) of Grundy's game, equal to the plain mex (`octal_table::grundys_game`), in
/// about O(upto · rare heaps).
pub fn grundys_table(upto: usize) -> Vec<u32> {
    first(Table::grundys(), upto)
}

/// The table extended to `upto`, and its values up to it.
fn first(mut table: Table, upto: usize) -> Vec<u32> {
    table.extend_to(upto);
    let mut g = table.g;
    g.truncate(upto + 1);
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`best_sparseness`] as first written: each mask's parities counted one by one.
    fn plain_best_sparseness(g: &[u32], split_parity: Option<u32>) -> Sparseness {
        let top = g.iter().copied().max().unwrap_or(0);
        let bits = (32 - top.leading_zeros()).clamp(1, MASK_BITS);
        let low = (1usize << bits) - 1;
        let mut hist = vec![vec![0u64; low + 1]; 2];
        for (a, &v) in g.iter().enumerate().skip(1) {
            hist[a & 1][v as usize & low] += 1;
        }
        let mut best = (
            u64::MAX,
            Sparseness {
                mask: 1,
                domain: 0,
                rare: 0,
            },
        );
        for mask in 1u32..=low as u32 {
            let mut count = [[0u64; 2]; 2];
            for (side, h) in hist.iter().enumerate() {
                for (v, &c) in h.iter().enumerate() {
                    let p = parity(v as u32, mask);
                    count[0][p as usize] += c;
                    count[1][(p ^ side as u32) as usize] += c;
                }
            }
            for (domain, rare) in [(0, 0)].into_iter().chain(split_parity.map(|t| (1, t))) {
                let n = count[domain as usize][rare as usize];
                if n < best.0 {
                    best = (n, Sparseness { mask, domain, rare });
                }
            }
        }
        best.1
    }

    /// The transform chooses as the plain count does: on octal tables, sparse and dense,
    /// and on pseudo-random values of every width up to past [`MASK_BITS`].
    #[test]
    fn sparseness_by_the_transform_is_the_plain_counts() {
        let mut tables: Vec<Vec<u32>> = [
            "0.77",
            "0.07",
            "0.137",
            "0.6",
            "0.16",
            "4.37",
            "0.666666666666666666",
        ]
        .iter()
        .map(|c| naive(&Code::parse(c).unwrap(), 700))
        .collect();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for width in [1, 3, 7, 12, 14] {
            tables.push(
                (0..500)
                    .map(|_| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        (x % (1 << width)) as u32
                    })
                    .collect(),
            );
        }
        for g in &tables {
            for parity in [None, Some(0), Some(1)] {
                assert_eq!(best_sparseness(g, parity), plain_best_sparseness(g, parity));
            }
        }
    }
    use crate::impartial::octal_table::{grundys_game, naive};

    #[test]
    fn sparse_equals_naive_on_several_codes() {
        for text in [
            "0.07",
            "0.77",
            "0.007",
            "0.137",
            "4.07",
            "0.6",
            "0.17",
            "0.0007",
            "0.051",
            "0.106",
            "0.34",
            "0.35", // Dense codes of several splits, some apart (a block's rests or-ed).
            "0.4646",
            "0.0606",
            "0.66666666666666666666666666666666",
        ] {
            let code = Code::parse(text).unwrap();
            assert_eq!(table(&code, 1500), naive(&code, 1500), "{text}");
        }
    }

    /// Past the heap where blocks are shared between the cores, both ways (naive blocks for
    /// the dense 0.007 and 0.6, the rare pairs for 0.16 and 0.051) still equal the naive mex;
    /// and a table extended in steps equals one made at once.
    #[test]
    fn shared_blocks_and_extended_tables_equal_naive() {
        for text in ["0.007", "0.6", "0.16", "0.051", "0.4646"] {
            let code = Code::parse(text).unwrap();
            let want = naive(&code, 6000);
            assert_eq!(table(&code, 6000), want, "{text}");
            let mut steps = Table::new(&code);
            for upto in [10, 700, 4100, 4101, 6000] {
                steps.extend_to(upto);
                assert_eq!(steps.values(), &want[..=upto.max(SEED)], "{text} {upto}");
            }
        }
    }

    /// The method alone (no naive blocks, no period copied), past the heap where each
    /// block's pairs of older heaps are scanned on both cores before its values (the
    /// prescan), equals the naive mex on dense and sparse games alike.
    #[test]
    fn the_method_alone_with_its_prescan_equals_naive() {
        for text in ["0.007", "0.07", "0.6", "0.77", "0.137", "4.07", "0.16"] {
            let code = Code::parse(text).unwrap();
            let mut table = Table::new(&code).without_periods();
            table.engine.sparse_only = true;
            table.extend_to(9000);
            assert_eq!(table.values(), naive(&code, 9000), "{text}");
        }
    }

    /// Grundy's game by the engine equals the plain mex, and so does the method alone (no
    /// naive blocks), past the heap where blocks are shared and prescanned: the equal split
    /// that a rare heap's pairs include is unmarked and searched for.
    #[test]
    fn grundys_game_equals_the_plain_mex() {
        let want = grundys_game(9000);
        assert_eq!(grundys_table(9000), want);
        let mut table = Table::grundys();
        table.engine.sparse_only = true;
        table.extend_to(9000);
        assert_eq!(table.values(), want);
    }

    /// Flammenkamp's games whose sparse space is in the domain: the range variant leaves
    /// about half the heaps rare, the domain variant a handful, so the engine picks it.
    #[test]
    fn domain_sparse_games_use_the_domain_variant() {
        for (text, most_rare) in [("0.051", 10), ("0.106", 20), ("0.34", 4)] {
            let code = Code::parse(text).unwrap();
            let mut table = Table::new(&code).without_periods();
            table.extend_to(20_000);
            let (kind, rare) = table.sparseness();
            let g = table.into_values();
            assert_eq!(kind.domain, 1, "{text}");
            assert!(rare <= most_rare, "{text}: {rare} rare heaps");
            let range = best_sparseness(&g, None);
            let range_rare = (1..g.len()).filter(|&a| range.is_rare(a, g[a])).count();
            assert!(range_rare > 5_000, "{text}: {range_rare}");
        }
    }
}
