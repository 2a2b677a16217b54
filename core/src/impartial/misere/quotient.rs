//! The misère quotient of an octal game's sums of heaps (the construction the module above
//! describes): the proved cover, its Moore partition and the quotient's tables.

use std::collections::VecDeque;
use std::sync::Arc;

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
struct Cover {
    groups: Vec<Vec<u64>>,
    zero: Vec<u64>,
    /// `slot[h]`: heap h's group, or `None` (no move, or a size of `zero`).
    slot: Vec<Option<usize>>,
    index: usize,
    period: usize,
    options: Arc<[Vec<Vec<u64>>]>,
}

impl Cover {
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
    /// class with no heap's worth joins `zero`), to be proved in its turn; `None` when no
    /// two groups merge.
    fn merged(&self, p: &[bool]) -> Option<Self> {
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
        let unchanged =
            merged.groups.len() == self.groups.len() && merged.zero.len() == self.zero.len();
        (!unchanged).then_some(merged)
    }

    /// The element times one heap of group k.
    fn step(&self, e: usize, k: usize) -> u32 {
        let mut counts = self.counts(e);
        counts[k] = self.fold(counts[k] + 1);
        self.encode(&counts[..self.groups.len()]) as u32
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
    /// P-option. Else some two sums of e differ, and the cover is refused. This checks
    /// element `e`: the cover is proved when every element passes ([`Proof`]).
    fn proves(&self, e: usize, p: &[bool]) -> bool {
        let counts = self.counts(e);
        if counts.iter().all(|&c| c == 0) {
            // The empty sum (N), or heaps of `zero` only, which must then be N.
            return !p[e]
                && self
                    .zero
                    .iter()
                    .all(|&h| self.p_option(&counts, None, h, 0, p));
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
            let zero_wins = || {
                self.zero
                    .iter()
                    .any(|&h| self.p_option(&counts, None, h, 0, p))
            };
            !(some_sometimes || zero_wins())
        } else {
            some_always
        }
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

/// One cover's P-portion made by the recursion, lighter elements first, then checked element
/// by element ([`Cover::proves`]), a slice of work at a time.
struct Proof {
    cover: Cover,
    /// The elements by weight: every option of one comes before it.
    order: Vec<u32>,
    p: Vec<bool>,
    /// How far the work went: the recursion's place in `order`, then `size` + the next
    /// element checked.
    at: usize,
}

impl Proof {
    /// Orders the cover's elements (`size` units of work).
    fn new(cover: Cover, work: &mut usize) -> Proof {
        let size = cover.size();
        let mut order: Vec<u32> = (0..size as u32).collect();
        // Each element's weight made once (a key per comparison cost a third of the time).
        let weights: Vec<(u64, u64)> = (0..size).map(|e| cover.weight(&cover.counts(e))).collect();
        order.sort_unstable_by_key(|&e| (weights[e as usize], e));
        *work = work.saturating_sub(size);
        Proof {
            cover,
            order,
            p: vec![false; size],
            at: 0,
        }
    }

    /// Works on, an element a unit, while `work` lasts: whether the cover is proved, once
    /// it is known.
    fn advance(&mut self, work: &mut usize) -> Option<bool> {
        let size = self.p.len();
        while self.at < size {
            if *work == 0 {
                return None;
            }
            let e = self.order[self.at] as usize;
            self.p[e] = self.cover.recursion(e, &self.p);
            self.at += 1;
            *work -= 1;
        }
        while self.at < 2 * size {
            if *work == 0 {
                return None;
            }
            if !self.cover.proves(self.at - size, &self.p) {
                return Some(false);
            }
            self.at += 1;
            *work -= 1;
        }
        Some(true)
    }
}

/// What a [`Building`] does next.
enum Stage {
    /// Lists the covers to try for the heap being added.
    Listing,
    /// Tries the heap's covers in turn: `proof` of the one at hand, the rest after it.
    Trying {
        proof: Proof,
        rest: VecDeque<Cover>,
    },
    /// Proves the cover just proved (`found`) with its groups merged; it stands if that fails.
    Merging {
        found: Proof,
        proof: Proof,
    },
    Done,
}

/// A misère quotient being built, heap by heap, in slices of work its caller sizes: the
/// page works a slice per task and stays answering ([`Quotient::within`] works it in one
/// go). A unit of work is an element of a cover ordered, made by the recursion or checked,
/// or merged; merging a cover and reducing the last one to the quotient are done whole,
/// however little work a slice has left (tens of ms in the page at its largest cover).
pub struct Building {
    code: Code,
    upto: u64,
    most_box: usize,
    /// The last proved cover (of the heaps before `heap`, with every heap's options) and
    /// its P-portion.
    cover: Cover,
    p: Vec<bool>,
    /// The heap being added.
    heap: u64,
    stage: Stage,
}

impl Building {
    /// The building of the quotient of `code`'s sums of heaps up to `upto`, its covers at
    /// most `most_box` elements; refused at once past [`MAX_UPTO`] or for a code that is
    /// not a game.
    pub fn new(code: Code, upto: u64, most_box: usize) -> Result<Building, Message> {
        if upto > MAX_UPTO {
            return Err(fact!(
                "octal-misere-table-limit",
                most = MAX_UPTO,
                upto = upto.to_string()
            ));
        }
        let game = Octal::new(code.clone(), upto.max(1))?;
        let options: Arc<[Vec<Vec<u64>>]> = (0..=upto)
            .map(|n| {
                game.legal_moves(&vec![n])
                    .iter()
                    .map(|mv| mv.parts())
                    .collect()
            })
            .collect();
        let cover = Cover {
            groups: Vec::new(),
            zero: Vec::new(),
            slot: vec![None; upto as usize + 1],
            index: 1,
            period: 2,
            options,
        };
        Ok(Building {
            code,
            upto,
            most_box,
            cover,
            p: vec![false],
            heap: 1,
            stage: Stage::Listing,
        })
    }

    /// The heap being added now (heaps are added from 1 to [`Building::upto`]).
    pub fn heap(&self) -> u64 {
        self.heap.min(self.upto)
    }

    /// The largest heap the quotient is built for.
    pub fn upto(&self) -> u64 {
        self.upto
    }

    /// Works about `work` units (a step done whole may take more): the quotient, or why no
    /// cover within the box was proved, once the building ends; `None` while it goes on.
    pub fn advance(&mut self, mut work: usize) -> Option<Result<Quotient, Message>> {
        loop {
            match std::mem::replace(&mut self.stage, Stage::Done) {
                Stage::Done => return None,
                Stage::Listing if self.heap > self.upto => {
                    let quotient = Quotient::reduce(&self.cover, &self.p, self.code.clone());
                    return Some(Ok(quotient));
                }
                // A heap with no move acts as no heap at all.
                Stage::Listing if self.cover.options[self.heap as usize].is_empty() => {
                    self.heap += 1;
                    self.stage = Stage::Listing;
                }
                Stage::Listing => match self.try_next(self.tries(), &mut work) {
                    Ok(trying) => self.stage = trying,
                    Err(refused) => return Some(Err(refused)),
                },
                Stage::Trying { mut proof, rest } => match proof.advance(&mut work) {
                    None => {
                        self.stage = Stage::Trying { proof, rest };
                        return None;
                    }
                    Some(false) => match self.try_next(rest, &mut work) {
                        Ok(trying) => self.stage = trying,
                        Err(refused) => return Some(Err(refused)),
                    },
                    // Sizes the proved cover finds equivalent (one Moore class) share a
                    // group from now on, and sizes equivalent to no heap join `zero`: the
                    // box stays as small as the number of distinct heap classes. The merged
                    // cover is proved again.
                    Some(true) => {
                        let merged = proof.cover.merged(&proof.p);
                        work = work.saturating_sub(proof.p.len());
                        match merged {
                            Some(merged) => {
                                let merging = Proof::new(merged, &mut work);
                                self.stage = Stage::Merging {
                                    found: proof,
                                    proof: merging,
                                };
                            }
                            None => self.stands(proof),
                        }
                    }
                },
                Stage::Merging { found, mut proof } => match proof.advance(&mut work) {
                    None => {
                        self.stage = Stage::Merging { found, proof };
                        return None;
                    }
                    Some(true) => self.stands(proof),
                    Some(false) => self.stands(found),
                },
            }
            if work == 0 {
                return None;
            }
        }
    }

    /// `proof`'s cover, proved, is the heap's: the next heap is listed.
    fn stands(&mut self, proof: Proof) {
        self.cover = proof.cover;
        self.p = proof.p;
        self.heap += 1;
        self.stage = Stage::Listing;
    }

    /// The first of the heap's covers left to try, or, when none is left, why the heap
    /// could not be added.
    fn try_next(&self, mut rest: VecDeque<Cover>, work: &mut usize) -> Result<Stage, Message> {
        let Some(next) = rest.pop_front() else {
            return Err(fact!(
                "octal-misere-not-proved",
                code = self.code.to_string(),
                heap = self.heap,
                most = self.most_box
            ));
        };
        let proof = Proof::new(next, work);
        Ok(Stage::Trying { proof, rest })
    }

    /// The covers tried for the heap being added, in order: heap by heap, a new size joins
    /// `zero` or a group when a cover so built is proved, else it gets a group of its own;
    /// when even that fails (a size that acted like another no longer does), every size
    /// gets its own group again. Smallest folds first, a split only when the grouping fails
    /// at every fold: a failed try costs its whole box. Covers past the box are left out.
    fn tries(&self) -> VecDeque<Cover> {
        let n = self.heap;
        let mut tries: Vec<Cover> = Vec::new();
        let mut alone = self.cover.clone();
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
        let mut apart = self.cover.clone();
        apart.groups = (1..=n)
            .filter(|&h| !self.cover.options[h as usize].is_empty())
            .map(|h| vec![h])
            .collect();
        apart.zero.clear();
        apart.slot = vec![None; self.upto as usize + 1];
        for (k, g) in apart.groups.iter().enumerate() {
            apart.slot[g[0] as usize] = Some(k);
        }
        let mut listed = VecDeque::new();
        for phase in [tries, vec![apart]] {
            for (index, period) in FOLDS {
                for base in &phase {
                    let within = (index + period)
                        .checked_pow(base.groups.len() as u32)
                        .is_some_and(|size| size <= self.most_box);
                    if within {
                        listed.push_back(Cover {
                            index,
                            period,
                            ..base.clone()
                        });
                    }
                }
            }
        }
        listed
    }
}

impl Quotient {
    /// The quotient of the sums of heaps up to `upto` of the misère octal game `code`.
    pub fn new(code: Code, upto: u64) -> Result<Quotient, Message> {
        Quotient::within(code, upto, MAX_BOX)
    }

    /// The same, refused when no cover of at most `most_box` elements is proved (the page's
    /// smaller box answers at once where [`MAX_BOX`] would take seconds): a [`Building`]
    /// worked to its end in one go.
    pub fn within(code: Code, upto: u64, most_box: usize) -> Result<Quotient, Message> {
        let mut building = Building::new(code, upto, most_box)?;
        loop {
            if let Some(done) = building.advance(usize::MAX) {
                return done;
            }
        }
    }

    /// The quotient of a proved cover: its Moore classes, the identity's first.
    fn reduce(cover: &Cover, p: &[bool], code: Code) -> Quotient {
        let options = cover.options.to_vec();
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

    /// Builds `code`'s quotient in slices of `slice` units, checking that the heap being
    /// added never goes back: the result and how many slices it took.
    fn sliced(
        code: &str,
        upto: u64,
        most_box: usize,
        slice: usize,
    ) -> (Result<Quotient, Message>, usize) {
        let mut building = Building::new(Code::parse(code).unwrap(), upto, most_box).unwrap();
        let mut heap = building.heap();
        for slices in 1.. {
            if let Some(done) = building.advance(slice) {
                assert!(building.advance(slice).is_none(), "a building ends once");
                return (done, slices);
            }
            assert!(building.heap() >= heap && building.heap() <= upto);
            heap = building.heap();
        }
        unreachable!()
    }

    #[test]
    fn a_quotient_built_in_slices_is_the_one_built_at_once() {
        // Kayles, 0.137, 4.37 and 0.07 (no move from a heap of 1) proved; Kayles refused in
        // a box too small for heap 6.
        for (code, upto, most_box) in [
            ("0.77", 8, MAX_BOX),
            ("0.137", 7, MAX_BOX),
            ("4.37", 6, MAX_BOX),
            ("0.07", 8, MAX_BOX),
            ("0.77", 8, 81),
        ] {
            let whole = Quotient::within(Code::parse(code).unwrap(), upto, most_box);
            for slice in [1, 7, 1000] {
                let (parts, slices) = sliced(code, upto, most_box, slice);
                match (&whole, &parts) {
                    (Ok(a), Ok(b)) => {
                        assert_eq!(
                            (&a.mul, &a.p, &a.heap),
                            (&b.mul, &b.p, &b.heap),
                            "{code} by {slice}"
                        );
                    }
                    (Err(a), Err(b)) => assert_eq!(a, b, "{code} by {slice}"),
                    _ => panic!(
                        "{code} in slices of {slice}: {:?} for {:?}",
                        parts.err(),
                        whole.as_ref().err()
                    ),
                }
                // Slices of one unit yield at every element: far more slices than heaps.
                if slice == 1 {
                    assert!(slices > 10 * upto as usize, "{code}: {slices} slices");
                }
            }
        }
        assert!(
            Quotient::within(Code::parse("0.77").unwrap(), 8, 81).is_err(),
            "the refusal is tested"
        );
    }

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
