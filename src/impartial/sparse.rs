//! The sparse-space method for octal games (Gangolli & Plambeck; Flammenkamp's tables):
//! a bit mask splits Grundy values into *rare* (even parity of `v & mask`) and *common*
//! (odd). The xor of two values is odd exactly when one of them is rare, so every odd
//! option comes from a pair with a rare heap and only rare heaps need enumerating; an even
//! value below the candidate mex is looked for by one scan that stops when all are found. The
//! answer is exact whatever the mask; a good mask only makes it fast.

use super::octal_table::{mark_single, naive, Code, Seen};

/// Heaps computed naively before the first mask is chosen.
const SEED: usize = 64;
/// Masks are chosen among the low bits of the values.
const MASK_BITS: u32 = 12;

fn rare(v: u32, mask: u32) -> bool {
    (v & mask).count_ones() % 2 == 0
}

/// The nonzero mask with the fewest rare values among `g`.
pub fn best_mask(g: &[u32]) -> u32 {
    let top = g.iter().copied().max().unwrap_or(0);
    let bits = (32 - top.leading_zeros()).clamp(1, MASK_BITS);
    let mut hist = vec![0u64; 1 << bits];
    for &v in g {
        hist[(v & ((1 << bits) - 1)) as usize] += 1;
    }
    (1u32..1 << bits)
        .min_by_key(|&m| {
            let rares: u64 = (0..hist.len())
                .filter(|&v| rare(v as u32, m))
                .map(|v| hist[v])
                .sum();
            (rares, m)
        })
        .unwrap_or(1)
}

/// The engine's state while it extends the table.
struct Sparse<'a> {
    code: &'a Code,
    splits: Vec<usize>,
    mask: u32,
    /// The rare heaps with their values, packed so the enumeration reads them in order.
    rare_heaps: Vec<(u32, u32)>,
    /// want[v]: the heap whose scan still looks for v (reused, never cleared).
    want: Vec<u32>,
    seen: Seen,
    /// How many heaps needed the full scan (for the benchmarks' notes).
    scans: u64,
}

impl Sparse<'_> {
    fn remask(&mut self, g: &[u32]) {
        self.mask = best_mask(g);
        let mask = self.mask;
        self.rare_heaps = (1..g.len())
            .filter(|&a| rare(g[a], mask))
            .map(|a| (a as u32, g[a]))
            .collect();
    }

    /// The least of `wanted` (sorted) that no split of heap `n` reaches, by one scan of the
    /// splits that stops as soon as every wanted value has been found.
    fn least_missing(&mut self, g: &[u32], n: usize, wanted: &[u32]) -> Option<u32> {
        let top = wanted[wanted.len() - 1] as usize;
        if self.want.len() <= top {
            self.want.resize(top + 1, 0);
        }
        let tag = n as u32;
        for &w in wanted {
            self.want[w as usize] = tag;
        }
        let mut left = wanted.len();
        for &j in &self.splits {
            let rest = n.saturating_sub(j);
            for a in 1..=rest / 2 {
                let v = (g[a] ^ g[rest - a]) as usize;
                if v <= top && self.want[v] == tag {
                    self.want[v] = 0;
                    left -= 1;
                    if left == 0 {
                        return None;
                    }
                }
            }
        }
        wanted
            .iter()
            .copied()
            .find(|&w| self.want[w as usize] == tag)
    }

    fn value(&mut self, g: &[u32], n: usize) -> u32 {
        self.seen.next();
        mark_single(self.code, g, n, &mut self.seen);
        for &j in &self.splits {
            let rest = n.saturating_sub(j);
            for &(a, v) in self
                .rare_heaps
                .iter()
                .take_while(|&&(a, _)| (a as usize) < rest)
            {
                self.seen.mark(v ^ g[rest - a as usize]);
            }
        }
        // Every odd (common) option has been marked: the least odd value missing is a bound.
        let odd = (1..)
            .find(|&v| !rare(v, self.mask) && !self.seen.has(v))
            .unwrap_or(0);
        let wanted: Vec<u32> = (0..odd)
            .filter(|&w| rare(w, self.mask) && !self.seen.has(w))
            .collect();
        if wanted.is_empty() {
            return odd;
        }
        self.scans += 1;
        self.least_missing(g, n, &wanted).unwrap_or(odd)
    }
}

/// G(0..=upto) of the octal game `code`, equal to [`naive`]'s table, in about
/// O(upto · rare heaps) when the values have a sparse space.
pub fn table(code: &Code, upto: usize) -> Vec<u32> {
    let seed = upto.min(SEED);
    let mut g = naive(code, seed);
    if upto == seed {
        return g;
    }
    let splits = (0..code.digits().len())
        .filter(|&j| code.digits()[j] & 4 != 0)
        .collect();
    let mut engine = Sparse {
        code,
        splits,
        mask: 1,
        rare_heaps: Vec::new(),
        want: Vec::new(),
        seen: Seen::new(),
        scans: 0,
    };
    engine.remask(&g);
    let mut review = 2 * seed;
    g.reserve(upto + 1 - g.len());
    for n in seed + 1..=upto {
        if n == review {
            engine.remask(&g);
            review *= 2;
        }
        let v = engine.value(&g, n);
        g.push(v);
        if rare(v, engine.mask) {
            engine.rare_heaps.push((n as u32, v));
        }
    }
    SCANS.with(|c| c.set(engine.scans));
    g
}

thread_local! {
    static SCANS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many heaps of the last [`table`] on this thread needed a full scan.
pub fn last_scans() -> u64 {
    SCANS.with(|c| c.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_equals_naive_on_several_codes() {
        for text in [
            "0.07", "0.77", "0.007", "0.137", "4.07", "0.6", "0.17", "0.0007",
        ] {
            let code = Code::parse(text).unwrap();
            assert_eq!(table(&code, 1500), naive(&code, 1500), "{text}");
        }
    }
}
