//! Sets of positions held as sorted vectors of 64-bit keys: the layers of the searches that
//! go one layer at a time (peg's fewest moves and counting), where a sort and a merge touch
//! memory in order, as a hash table's probes do not.

/// Sorts keys below 2^`bits`. A large set is first split by its top 11 bits (one pass
/// over memory), then each part, a few thousand keys that stay in the cache, is sorted
/// least significant digit first on the bits below: where every pass of a plain LSD sort
/// over tens of megabytes read and scattered the whole set from memory, and the peg searches
/// from both ends spent a fifth of their time here (BENCHMARKS.md, issue 41). `scratch` is
/// reused between calls.
pub fn radix_sort(keys: &mut Vec<u64>, bits: u32, scratch: &mut Vec<u64>) {
    const TOP: u32 = 11;
    let n = keys.len();
    if n < 64 {
        keys.sort_unstable();
        return;
    }
    // A reused scratch is not cleared first: every slot is written before it is read.
    scratch.truncate(n);
    scratch.resize(n, 0);
    if n <= IN_CACHE || bits <= 2 * TOP {
        lsd(keys, scratch, 0, bits);
        return;
    }
    let shift = bits - TOP;
    let mut counts = vec![0usize; 1 << TOP];
    for &k in keys.iter() {
        counts[(k >> shift) as usize] += 1;
    }
    let mut starts = Vec::with_capacity(counts.len() + 1);
    let mut total = 0;
    for c in counts.iter_mut() {
        starts.push(total);
        (*c, total) = (total, total + *c);
    }
    starts.push(n);
    for &k in keys.iter() {
        let digit = (k >> shift) as usize;
        scratch[counts[digit]] = k;
        counts[digit] += 1;
    }
    std::mem::swap(keys, scratch);
    for w in starts.windows(2) {
        let (a, b) = (w[0], w[1]);
        if b - a > 1 {
            lsd(&mut keys[a..b], &mut scratch[a..b], 0, shift);
        }
    }
}

/// Keys a least-significant-digit sort keeps in the cache (2 MB with its scratch).
const IN_CACHE: usize = 1 << 17;

/// Sorts `keys` (all equal above bit `to`) on bits `from..to`, least significant digit
/// first, with `scratch` as long as `keys`; the result ends in `keys`.
fn lsd(keys: &mut [u64], scratch: &mut [u64], from: u32, to: u32) {
    const DIGIT: u32 = 11;
    const MASK: u64 = (1 << DIGIT) - 1;
    if keys.len() < 64 {
        keys.sort_unstable();
        return;
    }
    let n = keys.len();
    let passes = (to.saturating_sub(from)).div_ceil(DIGIT) as usize;
    // Every pass's counts from one read of the keys.
    let mut counts = vec![[0usize; 1 << DIGIT]; passes];
    for &k in keys.iter() {
        for (p, c) in counts.iter_mut().enumerate() {
            c[(k >> (from + p as u32 * DIGIT) & MASK) as usize] += 1;
        }
    }
    let mut in_keys = true;
    for (p, c) in counts.iter_mut().enumerate() {
        // A digit the same in every key moves nothing.
        if c.contains(&n) {
            continue;
        }
        let mut total = 0;
        for c in c.iter_mut() {
            (*c, total) = (total, total + *c);
        }
        let shift = from + p as u32 * DIGIT;
        let (src, dst): (&[u64], &mut [u64]) = if in_keys {
            (keys, scratch)
        } else {
            (scratch, keys)
        };
        for &k in src {
            let digit = (k >> shift & MASK) as usize;
            dst[c[digit]] = k;
            c[digit] += 1;
        }
        in_keys = !in_keys;
    }
    if !in_keys {
        keys.copy_from_slice(scratch);
    }
}

/// The sorted set, once each, of every key `expand` pushes for the items of `layer`: the
/// keys are gathered in runs of about `run` (each radix-sorted on `bits` bits, deduplicated
/// and merged in), so the memory stays near the set's own size. `check` sees the set's size
/// after each merge and may stop the whole.
pub fn gather<T, E>(
    layer: &[T],
    bits: u32,
    run: usize,
    mut expand: impl FnMut(&T, &mut Vec<u64>),
    mut check: impl FnMut(usize) -> Result<(), E>,
) -> Result<Vec<u64>, E> {
    let mut next = Vec::new();
    let mut keys = Vec::with_capacity(run.min(16 * layer.len()) + 64);
    let mut scratch = Vec::new();
    for (k, item) in layer.iter().enumerate() {
        expand(item, &mut keys);
        if keys.len() >= run || k + 1 == layer.len() {
            radix_sort(&mut keys, bits, &mut scratch);
            keys.dedup();
            next = if next.is_empty() {
                std::mem::take(&mut keys)
            } else {
                union(&next, &keys)
            };
            keys.clear();
            check(next.len())?;
        }
    }
    Ok(next)
}

/// The keys in either sorted vector, sorted, once each.
pub fn union(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let (x, y) = (a[i], b[j]);
        out.push(x.min(y));
        i += usize::from(x <= y);
        j += usize::from(y <= x);
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// The keys in both sorted vectors, sorted.
pub fn intersection(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let (x, y) = (a[i], b[j]);
        if x == y {
            out.push(x);
        }
        i += usize::from(x <= y);
        j += usize::from(y <= x);
    }
    out
}

/// The keys of sorted `a` not in sorted `b`.
pub fn difference(mut a: Vec<u64>, b: &[u64]) -> Vec<u64> {
    let mut j = 0;
    a.retain(|&k| {
        while j < b.len() && b[j] < k {
            j += 1;
        }
        j == b.len() || b[j] != k
    });
    a
}

/// A key in both sorted vectors.
pub fn first_common(a: &[u64], b: &[u64]) -> Option<u64> {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => return Some(a[i]),
        }
    }
    None
}

/// A set of keys in increasing order, 4 bytes a key: the low 32 bits of each key, grouped by
/// the bits above them (at most 13 on peg's board of 45 holes, so at most 8,192 groups),
/// with where each group starts. Half the bytes of a vector of keys, so the searches from
/// both ends (peg's `meet` and `fewest`) hold twice the positions in as much memory; read in
/// order, as a sorted vector is.
#[derive(Default)]
pub struct Packed {
    /// Group h (the keys whose bits above the lowest 32 are h) is `low[starts[h]..starts[h
    /// + 1]]`; empty when the layer is.
    starts: Vec<usize>,
    low: Vec<u32>,
}

impl Packed {
    /// The set of `keys`, which come in increasing order.
    pub fn from_sorted(keys: impl Iterator<Item = u64>) -> Packed {
        let mut layer = Packed::default();
        // Exact for a slice's keys: the largest layers are not grown by doubling.
        layer.low.reserve(keys.size_hint().0);
        for key in keys {
            let high = (key >> 32) as usize;
            while layer.starts.len() <= high {
                layer.starts.push(layer.low.len());
            }
            layer.low.push(key as u32);
        }
        layer.starts.push(layer.low.len());
        layer
    }

    pub fn len(&self) -> usize {
        self.low.len()
    }

    pub fn is_empty(&self) -> bool {
        self.low.is_empty()
    }

    /// The keys in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.starts
            .windows(2)
            .enumerate()
            .flat_map(move |(high, w)| {
                self.low[w[0]..w[1]]
                    .iter()
                    .map(move |&low| (high as u64) << 32 | u64::from(low))
            })
    }

    pub fn contains(&self, key: u64) -> bool {
        let high = (key >> 32) as usize;
        high + 1 < self.starts.len()
            && self.low[self.starts[high]..self.starts[high + 1]]
                .binary_search(&(key as u32))
                .is_ok()
    }

    /// The keys from the `from`th to before the `to`th, in order, pushed on `out`.
    pub fn unpack(&self, from: usize, to: usize, out: &mut Vec<u64>) {
        let mut high = self
            .starts
            .partition_point(|&s| s <= from)
            .saturating_sub(1);
        for k in from..to {
            while self.starts[high + 1] <= k {
                high += 1;
            }
            out.push((high as u64) << 32 | u64::from(self.low[k]));
        }
    }

    /// The keys of group `high` (those whose bits above the lowest 32 are `high`), sorted.
    fn group(&self, high: usize) -> &[u32] {
        if high + 1 < self.starts.len() {
            &self.low[self.starts[high]..self.starts[high + 1]]
        } else {
            &[]
        }
    }

    /// A key both here and in `run` (sorted): each key of the run is looked for from where
    /// the one before it was, by steps doubling then halving, so the search moves forward
    /// through the layer as a merge does but skips what lies between keys far apart (a
    /// binary search from scratch for each key of a large run waited on a cache miss at
    /// nearly every step).
    pub fn first_common(&self, run: &[u64]) -> Option<u64> {
        let (mut group, mut at) = (usize::MAX, 0);
        let mut slice: &[u32] = &[];
        for &key in run {
            let high = (key >> 32) as usize;
            if high != group {
                (group, at) = (high, 0);
                slice = self.group(high);
            }
            let low = key as u32;
            let rest = &slice[at..];
            let (mut from, mut step) = (0, 1);
            while from + step < rest.len() && rest[from + step] < low {
                from += step;
                step *= 2;
            }
            let end = (from + step + 1).min(rest.len());
            at += from + rest[from..end].partition_point(|&k| k < low);
            if slice.get(at) == Some(&low) {
                return Some(key);
            }
        }
        None
    }

    /// The keys here or in `other`, merged group by group.
    pub fn merge(&self, other: &Packed) -> Packed {
        let groups = self.starts.len().max(other.starts.len()).saturating_sub(1);
        let mut low = Vec::with_capacity(self.len() + other.len());
        let mut starts = Vec::with_capacity(groups + 1);
        for high in 0..groups {
            starts.push(low.len());
            let (a, b) = (self.group(high), other.group(high));
            let (mut i, mut j) = (0, 0);
            while i < a.len() && j < b.len() {
                let (x, y) = (a[i], b[j]);
                low.push(x.min(y));
                i += usize::from(x <= y);
                j += usize::from(y <= x);
            }
            low.extend_from_slice(&a[i..]);
            low.extend_from_slice(&b[j..]);
        }
        starts.push(low.len());
        low.shrink_to_fit();
        Packed { starts, low }
    }

    /// The keys here or in `run` (sorted, without repeats).
    pub fn union(&self, run: &[u64]) -> Packed {
        let mut mine = self.iter().peekable();
        let mut theirs = run.iter().copied().peekable();
        Packed::from_sorted(std::iter::from_fn(move || {
            match (mine.peek(), theirs.peek()) {
                (Some(&a), Some(&b)) if a < b => mine.next(),
                (Some(&a), Some(&b)) if b < a => theirs.next(),
                (Some(_), Some(_)) => {
                    theirs.next();
                    mine.next()
                }
                (Some(_), None) => mine.next(),
                (None, _) => theirs.next(),
            }
        }))
    }

    /// The keys here and not in `other`, group by group.
    pub fn difference(&self, other: &Packed) -> Packed {
        let groups = self.starts.len().saturating_sub(1);
        let mut low = Vec::with_capacity(self.len());
        let mut starts = Vec::with_capacity(groups + 1);
        for high in 0..groups {
            starts.push(low.len());
            let theirs = other.group(high);
            let mut j = 0;
            for &key in self.group(high) {
                while j < theirs.len() && theirs[j] < key {
                    j += 1;
                }
                if j == theirs.len() || theirs[j] != key {
                    low.push(key);
                }
            }
        }
        starts.push(low.len());
        low.shrink_to_fit();
        Packed { starts, low }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_layers_merge_as_sets() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut keys: Vec<u64> = (0..5000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % 3000 + (x >> 40 << 20)
            })
            .collect();
        let mut expected = keys.clone();
        expected.sort_unstable();
        radix_sort(&mut keys, 45, &mut Vec::new());
        assert_eq!(keys, expected);
        keys.dedup();
        let (evens, odds): (Vec<u64>, Vec<u64>) = keys.iter().partition(|&&k| k % 2 == 0);
        assert_eq!(union(&evens, &odds), keys);
        assert_eq!(intersection(&keys, &odds), odds);
        assert_eq!(intersection(&evens, &odds), Vec::<u64>::new());
        assert_eq!(difference(keys.clone(), &odds), evens);
        assert_eq!(first_common(&evens, &odds), None);
        assert_eq!(first_common(&keys, &odds), odds.first().copied());
        let (a, b) = (vec![1, 3, 5, 7], vec![2, 3, 7, 9]);
        assert_eq!(union(&a, &b), vec![1, 2, 3, 5, 7, 9]);
        assert_eq!(intersection(&a, &b), vec![3, 7]);
        let mut few = vec![9, 2, 7];
        radix_sort(&mut few, 4, &mut Vec::new());
        assert_eq!(few, vec![2, 7, 9]);
        // Passes skipped (keys sharing digits), an odd number of passes, a scratch reused
        // longer and shorter than the keys: the same as a comparison sort.
        let mut scratch = vec![7; 10_000];
        for (bits, spread) in [
            (45, 1u64 << 44),
            (45, 5000),
            (33, 1 << 32),
            (20, 5000),
            (64, u64::MAX),
        ] {
            let mut keys: Vec<u64> = (0..3000u64)
                .map(|i| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x % spread.max(1)) | (i % 2) << 11
                })
                .collect();
            let mut expected = keys.clone();
            expected.sort_unstable();
            radix_sort(&mut keys, bits, &mut scratch);
            assert_eq!(keys, expected, "{bits} bits");
        }
        // Past IN_CACHE keys: split by the top bits first, then each part in the cache (a
        // part of one key, parts sharing all their low digits, the 64-bit keys).
        for (bits, spread) in [
            (41, 1u64 << 41),
            (41, 1 << 20),
            (45, 1 << 44),
            (64, u64::MAX),
        ] {
            let mut keys: Vec<u64> = (0..(IN_CACHE as u64 * 3 + 17))
                .map(|i| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    if i % 5 == 0 {
                        (x % spread) & !0xffff
                    } else {
                        x % spread
                    }
                })
                .collect();
            keys.push((1 << (bits - 1)) | 1);
            let mut expected = keys.clone();
            expected.sort_unstable();
            radix_sort(&mut keys, bits, &mut scratch);
            assert_eq!(keys, expected, "{bits} bits, {spread}");
        }
    }

    proptest::proptest! {
        /// A packed set holds its keys (some above 2^32, as on the boards of over 32 holes,
        /// up to the 45 holes of the largest) as a sorted vector does: in order, searched,
        /// unpacked by ranges, merged, taken away, met with a run.
        #[test]
        fn a_layer_is_a_sorted_set(
            a in proptest::collection::btree_set(0u64..1 << 45, 0..300),
            b in proptest::collection::btree_set(0u64..1 << 45, 0..300),
            small in proptest::collection::btree_set(0u64..64, 0..30),
        ) {
            let a: std::collections::BTreeSet<u64> = a.into_iter().chain(small).collect();
            let layer = Packed::from_sorted(a.iter().copied());
            let run: Vec<u64> = b.iter().copied().collect();
            proptest::prop_assert_eq!(layer.iter().collect::<Vec<_>>(), a.iter().copied().collect::<Vec<_>>());
            proptest::prop_assert_eq!(layer.len(), a.len());
            let keys: Vec<u64> = a.iter().copied().collect();
            for (from, to) in [(0, keys.len()), (keys.len() / 3, keys.len() / 2), (keys.len().saturating_sub(1), keys.len())] {
                let mut part = Vec::new();
                layer.unpack(from, to, &mut part);
                proptest::prop_assert_eq!(&part[..], &keys[from..to]);
            }
            for &k in a.iter().chain(&b) {
                proptest::prop_assert_eq!(layer.contains(k), a.contains(&k));
            }
            let union: Vec<u64> = a.union(&b).copied().collect();
            proptest::prop_assert_eq!(layer.union(&run).iter().collect::<Vec<_>>(), union.clone());
            let other = Packed::from_sorted(b.iter().copied());
            proptest::prop_assert_eq!(layer.merge(&other).iter().collect::<Vec<_>>(), union);
            let difference: Vec<u64> = a.difference(&b).copied().collect();
            proptest::prop_assert_eq!(layer.difference(&other).iter().collect::<Vec<_>>(), difference);
            let common = a.intersection(&b).next().copied();
            proptest::prop_assert_eq!(layer.first_common(&run).is_some(), common.is_some());
            if let Some(k) = layer.first_common(&run) {
                proptest::prop_assert!(a.contains(&k) && b.contains(&k));
            }
            for k in 0..3 {
                let one = [k];
                proptest::prop_assert_eq!(layer.first_common(&one), a.contains(&k).then_some(k));
            }
        }
    }
}
