//! Sets of positions held as sorted vectors of 64-bit keys: the layers of the searches that
//! go one layer at a time (peg's fewest moves and counting), where a sort and a merge touch
//! memory in order, as a hash table's probes do not.

/// Sorts keys below 2^`bits`: least significant digit first, 11 bits a pass (`scratch` is
/// reused between calls).
pub fn radix_sort(keys: &mut Vec<u64>, bits: u32, scratch: &mut Vec<u64>) {
    const DIGIT: u32 = 11;
    if keys.len() < 64 {
        keys.sort_unstable();
        return;
    }
    scratch.clear();
    scratch.resize(keys.len(), 0);
    let mut shift = 0;
    while shift < bits {
        let mut counts = [0usize; 1 << DIGIT];
        for &k in keys.iter() {
            counts[(k >> shift) as usize & ((1 << DIGIT) - 1)] += 1;
        }
        let mut total = 0;
        for c in counts.iter_mut() {
            (*c, total) = (total, total + *c);
        }
        for &k in keys.iter() {
            let digit = (k >> shift) as usize & ((1 << DIGIT) - 1);
            scratch[counts[digit]] = k;
            counts[digit] += 1;
        }
        std::mem::swap(keys, scratch);
        shift += DIGIT;
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
    }
}
