//! The misère quotient of an octal game's sums of heaps (the construction the module above
//! describes): the proved cover, its Moore partition and the quotient's tables.

use crate::fact;
use crate::game::Rules;
use crate::impartial::octal_table::Code;
use crate::message::Message;
use crate::octal::Octal;

/// The largest heap a quotient is built for.
pub const MAX_UPTO: u64 = 40;
/// The most elements of a cover (the box); a larger box is refused.
pub const MAX_BOX: usize = 1 << 21;
/// The folds tried, (index, period), smallest box first.
const FOLDS: [(usize, usize); 4] = [(1, 2), (2, 2), (3, 2), (4, 2)];
/// The most groups a tried cover has: its box is at most [`MAX_BOX`] elements of radix 3 or
/// more (3^13 < 2^21 < 3^14), so an element's counts fit on the stack.
const MOST_GROUPS: usize = 13;
/// An element's counts, one per group (the first `groups.len()` used).
type Counts = [usize; MOST_GROUPS];

/// A misère quotient for the sums of heaps 0..=upto of an octal game.
#[derive(Clone, Debug)]
pub struct Quotient {
    code: Code,
    /// `mul[x * size + y]`: the product of elements x and y; element 0 is the identity.
    mul: Vec<u32>,
    size: usize,
    /// Whether an element is in the P-portion (its sums are misère P-positions).
    p: Vec<bool>,
    /// The image of heap n, for n = 0..=upto.
    heap: Vec<u32>,
    /// What heap n may leave, as heaps (none, one, or two).
    options: Vec<Vec<Vec<u64>>>,
}

/// The cover: one count per group of heap sizes (`groups`, sizes that act alike, the first
/// one standing for the group), each from 0 to i + p − 1, a count past that folding back by
/// p; sizes in `zero` act as no heap at all. Element = the counts in mixed radix.
#[derive(Clone)]
struct Cover<'a> {
    groups: Vec<Vec<u64>>,
    zero: Vec<u64>,
    /// `slot[h]`: heap h's group, or `None` (no move, or a size of `zero`).
    slot: Vec<Option<usize>>,
    index: usize,
    period: usize,
    options: &'a [Vec<Vec<u64>>],
}

impl Cover<'_> {
    fn radix(&self) -> usize {
        self.index + self.period
    }
    fn size(&self) -> usize {
        self.radix().pow(self.groups.len() as u32)
    }
    fn fold(&self, c: usize) -> usize {
        if c < self.radix() {
            c
        } else {
            self.index + (c - self.index) % self.period
        }
    }
    /// Element `e`'s counts: the cover's hot loops read every element's, so they are made
    /// on the stack, not allocated.
    fn counts(&self, mut e: usize) -> Counts {
        debug_assert!(self.groups.len() <= MOST_GROUPS, "a box past MAX_BOX");
        let r = self.radix();
        let mut counts = [0; MOST_GROUPS];
        for c in counts.iter_mut().take(self.groups.len()) {
            *c = e % r;
            e /= r;
        }
        counts
    }
    fn encode(&self, counts: &[usize]) -> usize {
        let r = self.radix();
        counts.iter().rev().fold(0, |acc, &c| acc * r + c)
    }
    /// The weight order: every move lowers (counters, counters − heaps), so an option's
    /// element, folded or not, comes before the position's.
    fn weight(&self, counts: &[usize]) -> (u64, u64) {
        let counters: u64 = counts
            .iter()
            .zip(&self.groups)
            .map(|(&c, g)| c as u64 * g[0])
            .sum();
        let heaps: u64 = counts.iter().map(|&c| c as u64).sum();
        (counters, counters - heaps)
    }

    /// Whether the box position (these counts of each group's first size) is a misère
    /// P-position, every option looked up in `p` (already filled for lighter elements).
    fn recursion(&self, e: usize, p: &[bool]) -> bool {
        let counts = self.counts(e);
        if counts.iter().all(|&c| c == 0) {
            return false; // no move: the player to move wins
        }
        !(0..self.groups.len()).any(|k| {
            counts[k] > 0 && self.p_option(&counts, Some(k), self.groups[k][0], counts[k] - 1, p)
        })
    }

    /// Whether taking one heap of size `h` out (its group `k` left with `pred`; `None` for a
    /// size of `zero`) and putting back one of its options reaches P.
    fn p_option(
        &self,
        counts: &[usize],
        k: Option<usize>,
        h: u64,
        pred: usize,
        p: &[bool],
    ) -> bool {
        let n = self.groups.len();
        let mut rest: Counts = [0; MOST_GROUPS];
        rest[..n].copy_from_slice(&counts[..n]);
        if let Some(k) = k {
            rest[k] = pred;
        }
        let base = self.encode(&rest[..n]);
        let r = self.radix();
        // Each option changes one digit per heap it leaves: its element is the base's with
        // those digits changed, not encoded again.
        self.options[h as usize].iter().any(|left| {
            let mut after = rest;
            let mut e = base;
            for &x in left {
                if let Some(j) = self.slot[x as usize] {
                    let (was, now) = (after[j], self.fold(after[j] + 1));
                    after[j] = now;
                    let unit = r.pow(j as u32);
                    e = e + now * unit - was * unit;
                }
            }
            p[e]
        })
    }

    /// This proved cover with its groups merged by the Moore classes of their heaps (a
    /// class with no heap's worth joins `zero`), if the merged cover is proved too.
    fn merge(&self, p: &[bool]) -> Option<(Self, Vec<bool>)> {
        let steps: Vec<Vec<u32>> = (0..self.size())
            .map(|e| (0..self.groups.len()).map(|k| self.step(e, k)).collect())
            .collect();
        let class = moore(&steps, p);
        let mut merged = Cover {
            groups: Vec::new(),
            zero: self.zero.clone(),
            slot: vec![None; self.slot.len()],
            ..self.clone()
        };
        let mut keys: Vec<u32> = Vec::new();
        for k in 0..self.groups.len() {
            let key = class[self.step(0, k) as usize];
            if key == class[0] {
                merged.zero.extend(&self.groups[k]);
                continue;
            }
            let g = match keys.iter().position(|&c| c == key) {
                Some(g) => g,
                None => {
                    keys.push(key);
                    merged.groups.push(Vec::new());
                    keys.len() - 1
                }
            };
            merged.groups[g].extend(&self.groups[k]);
        }
        for (g, members) in merged.groups.iter_mut().enumerate() {
            members.sort_unstable();
            for &h in members.iter() {
                merged.slot[h as usize] = Some(g);
            }
        }
        if merged.groups.len() == self.groups.len() && merged.zero.len() == self.zero.len() {
            return None;
        }
        let size = merged.size();
        merged.proved_portion(size).map(|p| (merged, p))
    }

    /// The element times one heap of group k.
    fn step(&self, e: usize, k: usize) -> u32 {
        let mut counts = self.counts(e);
        counts[k] = self.fold(counts[k] + 1);
        self.encode(&counts[..self.groups.len()]) as u32
    }

    /// The P-portion by the recursion, lighter elements first, if [`Cover::proves`] accepts it.
    fn proved_portion(&self, size: usize) -> Option<Vec<bool>> {
        let mut order: Vec<usize> = (0..size).collect();
        // Each element's weight made once (a key per comparison cost a third of the time).
        let weights: Vec<(u64, u64)> = order
            .iter()
            .map(|&e| self.weight(&self.counts(e)))
            .collect();
        order.sort_unstable_by_key(|&e| (weights[e], e));
        let mut p = vec![false; size];
        for &e in &order {
            p[e] = self.recursion(e, &p);
        }
        self.proves(&p).then_some(p)
    }

    /// Proves that `p` gives every sum of heaps its misère outcome. Induction over the
    /// game: let G map to e and assume every option of G gets its outcome. G is P iff it
    /// is not empty and no option is P. An option takes one heap out, of some size h, and
    /// puts its option back. If h is in a group k, G without it maps to e with count k
    /// lowered by one, except when count k is the index i: then G holds i or i + p·m
    /// (m ≥ 1) heaps of group k, and G without one maps to i − 1 or to i + p − 1, both
    /// realised by some G; which sizes of the group G holds is free too. If h is in `zero`,
    /// G without it still maps to e. So e must be P when no size of a present group (and no
    /// size of `zero`), under any reading, has a P-option, and N when some present group
    /// has one for every size and reading (a G may hold only that size of the group and no
    /// `zero` heap); the empty element is N, and each `zero` heap alone must have a
    /// P-option. Else some two sums of e differ, and the cover is refused.
    fn proves(&self, p: &[bool]) -> bool {
        for e in 0..self.size() {
            let counts = self.counts(e);
            let zero_wins = self
                .zero
                .iter()
                .map(|&h| self.p_option(&counts, None, h, 0, p));
            if counts.iter().all(|&c| c == 0) {
                // The empty sum (N), or heaps of `zero` only, which must then be N.
                if p[e]
                    || !self
                        .zero
                        .iter()
                        .all(|&h| self.p_option(&counts, None, h, 0, p))
                {
                    return false;
                }
                continue;
            }
            let mut some_always = false;
            let mut some_sometimes = false;
            for k in 0..self.groups.len() {
                let c = counts[k];
                if c == 0 {
                    continue;
                }
                let mut readings = vec![c - 1];
                if c == self.index {
                    readings.push(self.index + self.period - 1);
                }
                let mut always = true;
                for &h in &self.groups[k] {
                    for &pred in &readings {
                        let w = self.p_option(&counts, Some(k), h, pred, p);
                        always &= w;
                        some_sometimes |= w;
                    }
                }
                some_always |= always;
            }
            if p[e] {
                if some_sometimes || zero_wins.clone().any(|w| w) {
                    return false;
                }
            } else if !some_always {
                return false;
            }
        }
        true
    }
}

/// The Moore partition of the elements reachable from the identity by the generators:
/// elements in one class lead into `accept` after exactly the same products of generators
/// (for a commutative monoid generated by them, the indistinguishability congruence).
fn moore(steps: &[Vec<u32>], accept: &[bool]) -> Vec<u32> {
    let mut class: Vec<u32> = accept.iter().map(|&a| u32::from(a)).collect();
    let mut count = 1 + usize::from(accept.iter().any(|&a| a) && accept.iter().any(|&a| !a));
    loop {
        let mut ids = std::collections::HashMap::new();
        let mut next = Vec::with_capacity(class.len());
        for (x, row) in steps.iter().enumerate() {
            let signature: Vec<u32> = std::iter::once(class[x])
                .chain(row.iter().map(|&y| class[y as usize]))
                .collect();
            let fresh = ids.len() as u32;
            next.push(*ids.entry(signature).or_insert(fresh));
        }
        let stable = ids.len() == count;
        count = ids.len();
        class = next;
        if stable {
            return class;
        }
    }
}

impl Quotient {
    /// The quotient of the sums of heaps up to `upto` of the misère octal game `code`.
    pub fn new(code: Code, upto: u64) -> Result<Quotient, Message> {
        Quotient::within(code, upto, MAX_BOX)
    }

    /// The same, refused when no cover of at most `most_box` elements is proved (the page's
    /// smaller box answers at once where [`MAX_BOX`] would take seconds).
    pub fn within(code: Code, upto: u64, most_box: usize) -> Result<Quotient, Message> {
        if upto > MAX_UPTO {
            return Err(fact!(
                "octal-misere-table-limit",
                most = MAX_UPTO,
                upto = upto.to_string()
            ));
        }
        let game = Octal::new(code.clone(), upto.max(1))?;
        let options: Vec<Vec<Vec<u64>>> = (0..=upto)
            .map(|n| {
                game.legal_moves(&vec![n])
                    .iter()
                    .map(|mv| mv.parts())
                    .collect()
            })
            .collect();
        // Heap by heap: a new size joins `zero` or a group when a cover so built is proved,
        // else it gets a group of its own; when even that fails (a size that acted like
        // another no longer does), every size gets its own group again.
        let mut cover = Cover {
            groups: Vec::new(),
            zero: Vec::new(),
            slot: vec![None; upto as usize + 1],
            index: 1,
            period: 2,
            options: &options,
        };
        let mut p = vec![false];
        for n in 1..=upto {
            if options[n as usize].is_empty() {
                continue;
            }
            let mut tries: Vec<Cover> = Vec::new();
            let mut alone = cover.clone();
            alone.slot[n as usize] = Some(alone.groups.len());
            alone.groups.push(vec![n]);
            tries.push(alone.clone());
            // A size that acted like others may stop doing so once n is in: split one
            // group (or take one size out of `zero`) at a time before splitting all.
            for k in 0..alone.groups.len() - 1 {
                if alone.groups[k].len() < 2 {
                    continue;
                }
                let mut split = alone.clone();
                let members = split.groups[k].split_off(1);
                for h in members {
                    split.slot[h as usize] = Some(split.groups.len());
                    split.groups.push(vec![h]);
                }
                tries.push(split);
            }
            for i in 0..alone.zero.len() {
                let mut split = alone.clone();
                let h = split.zero.remove(i);
                split.slot[h as usize] = Some(split.groups.len());
                split.groups.push(vec![h]);
                tries.push(split);
            }
            let mut apart = cover.clone();
            apart.groups = (1..=n)
                .filter(|&h| !options[h as usize].is_empty())
                .map(|h| vec![h])
                .collect();
            apart.zero.clear();
            apart.slot = vec![None; upto as usize + 1];
            for (k, g) in apart.groups.iter().enumerate() {
                apart.slot[g[0] as usize] = Some(k);
            }
            let mut found = None;
            // Smallest folds first, a split only when the grouping fails at every fold: a
            // failed try costs its whole box.
            'tries: for phase in [tries, vec![apart]] {
                for (index, period) in FOLDS {
                    for base in &phase {
                        let attempt = Cover {
                            index,
                            period,
                            ..base.clone()
                        };
                        let size = (index + period)
                            .checked_pow(attempt.groups.len() as u32)
                            .filter(|&s| s <= most_box);
                        let Some(size) = size else { continue };
                        if let Some(proved) = attempt.proved_portion(size) {
                            found = Some((attempt, proved));
                            break 'tries;
                        }
                    }
                }
            }
            let Some((next, proved)) = found else {
                return Err(fact!(
                    "octal-misere-not-proved",
                    code = code.to_string(),
                    heap = n,
                    most = most_box
                ));
            };
            // Sizes the proved cover finds equivalent (one Moore class) share a group from
            // now on, and sizes equivalent to no heap join `zero`: the box stays as small as
            // the number of distinct heap classes. The merged cover is proved again.
            let (merged, merged_p) = next.merge(&proved).unwrap_or((next, proved));
            cover = merged;
            p = merged_p;
        }
        Ok(Quotient::reduce(&cover, &p, code, options.clone()))
    }

    /// The quotient of a proved cover: its Moore classes, the identity's first.
    fn reduce(cover: &Cover, p: &[bool], code: Code, options: Vec<Vec<Vec<u64>>>) -> Quotient {
        let size = cover.size();
        let generator = |e: usize, k: usize| -> u32 {
            let mut counts = cover.counts(e);
            counts[k] = cover.fold(counts[k] + 1);
            cover.encode(&counts) as u32
        };
        let steps: Vec<Vec<u32>> = (0..size)
            .map(|e| (0..cover.groups.len()).map(|k| generator(e, k)).collect())
            .collect();
        let class = moore(&steps, p);
        let order = class.iter().map(|&c| c as usize + 1).max().unwrap_or(1);
        // Renumber the classes so that the identity's (element 0's) is 0.
        let mut renum: Vec<u32> = (0..order as u32).collect();
        renum.swap(0, class[0] as usize);
        let mut member = vec![usize::MAX; order];
        for (e, &c) in class.iter().enumerate() {
            let c = renum[c as usize] as usize;
            if member[c] == usize::MAX {
                member[c] = e;
            }
        }
        let to_new = |e: usize| renum[class[e] as usize];
        let mut mul = vec![0u32; order * order];
        for a in 0..order {
            let ca = cover.counts(member[a]);
            for b in 0..order {
                let cb = cover.counts(member[b]);
                let sum: Vec<usize> = ca
                    .iter()
                    .zip(&cb)
                    .map(|(&x, &y)| cover.fold(x + y))
                    .collect();
                mul[a * order + b] = to_new(cover.encode(&sum));
            }
        }
        let heap = (0..options.len())
            .map(|h| match cover.slot[h] {
                Some(k) => to_new(generator(0, k) as usize),
                None => 0,
            })
            .collect();
        Quotient {
            code,
            mul,
            size: order,
            p: member.iter().map(|&e| p[e]).collect(),
            heap,
            options,
        }
    }

    fn product(&self, x: u32, y: u32) -> u32 {
        self.mul[x as usize * self.size + y as usize]
    }

    pub fn code(&self) -> &Code {
        &self.code
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.size
    }

    /// The number of elements in the P-portion.
    pub fn p_portion(&self) -> usize {
        self.p.iter().filter(|&&p| p).count()
    }

    /// The largest heap covered.
    pub fn upto(&self) -> u64 {
        self.heap.len() as u64 - 1
    }

    /// The image of a sum of heaps (all within [`Quotient::upto`]).
    fn image(&self, heaps: impl IntoIterator<Item = u64>) -> u32 {
        heaps
            .into_iter()
            .fold(0, |acc, h| self.product(acc, self.heap[h as usize]))
    }

    /// The element of a sum of heaps (within [`Quotient::upto`]), numbered from 0 (the
    /// empty sum).
    pub fn element(&self, heaps: &[u64]) -> Result<u32, String> {
        self.check(heaps)?;
        Ok(self.image(heaps.iter().copied()))
    }

    /// A sentence for tests and logs only: every caller reads a heap past the quotient as
    /// "not known" (`MisereOctal` builds it for the largest heap it is given).
    fn check(&self, heaps: &[u64]) -> Result<(), String> {
        match heaps.iter().find(|&&h| h > self.upto()) {
            Some(h) => Err(format!(
                "heap {h} is past the quotient, which is built for heaps up to {}",
                self.upto()
            )),
            None => Ok(()),
        }
    }

    /// Whether the player to move loses the sum `heaps` in misère play.
    pub fn lost(&self, heaps: &[u64]) -> Result<bool, String> {
        self.check(heaps)?;
        Ok(self.p[self.image(heaps.iter().copied()) as usize])
    }

    /// Every winning move of the sum `heaps`: heap `i` (from 0) leaving the heaps listed
    /// (none, one or two), each to a P-position.
    pub fn winning_moves(&self, heaps: &[u64]) -> Result<Vec<(usize, Vec<u64>)>, String> {
        self.check(heaps)?;
        // prefix[i] · suffix[i + 1]: the image of every heap but heap i.
        let mut prefix = vec![0u32; heaps.len() + 1];
        for (i, &h) in heaps.iter().enumerate() {
            prefix[i + 1] = self.product(prefix[i], self.heap[h as usize]);
        }
        let mut suffix = vec![0u32; heaps.len() + 1];
        for i in (0..heaps.len()).rev() {
            suffix[i] = self.product(self.heap[heaps[i] as usize], suffix[i + 1]);
        }
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let rest = self.product(prefix[i], suffix[i + 1]);
            for left in &self.options[h as usize] {
                let after = self.product(rest, self.image(left.iter().copied()));
                if self.p[after as usize] {
                    out.push((i, left.clone()));
                }
            }
        }
        Ok(out)
    }

    /// The misère outcome of each single heap 0..=upto: true when the player to move loses.
    pub fn heap_outcomes(&self) -> Vec<bool> {
        self.heap.iter().map(|&x| self.p[x as usize]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_nim_quotient_is_bouton_s() {
        // 0.333… is nim on heaps up to 3 (take any number, leaving none or one heap).
        let q = Quotient::new(Code::parse("0.333").unwrap(), 3).unwrap();
        // Misère nim: lost iff (every heap ≤ 1 and an odd number of 1s) or (some heap ≥ 2
        // and xor 0).
        for a in 0..=3u64 {
            for b in a..=3 {
                for c in b..=3 {
                    let heaps = [a, b, c];
                    let small = heaps.iter().all(|&h| h <= 1);
                    let lost = if small {
                        heaps.iter().filter(|&&h| h == 1).count() % 2 == 1
                    } else {
                        a ^ b ^ c == 0
                    };
                    assert_eq!(q.lost(&heaps).unwrap(), lost, "{heaps:?}");
                }
            }
        }
        // Misère nim on heaps 1 and 2 is ⟨a, b | a² = 1, b³ = b⟩, order 6 (Plambeck–Siegel);
        // heap 3 adds nothing new (it acts as a·b).
        assert_eq!((q.order(), q.p_portion()), (6, 2));
        assert_eq!(
            Quotient::new(Code::parse("0.77").unwrap(), MAX_UPTO + 1).err(),
            Some(fact!(
                "octal-misere-table-limit",
                most = MAX_UPTO,
                upto = "41"
            ))
        );
    }
}
