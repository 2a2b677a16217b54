//! The number of optimal solutions from their structure: one scan over the squares counts
//! the window sets an optimal solution can use, each times the orders it can be used in.
//! Polynomial in n (n = 200 in a fraction of a second), against the exponential search of
//! [`super::count`]. docs/pairs-counts.md ("The window structure") has the full argument.
//!
//! Windows. The board never shifts: move t carries the pair c_t on the squares
//! s_t = [p, p + 1] into the holes s_(t−1), so a solution is a sequence of windows
//! s_1, …, s_n, with s_0 = [2n, 2n + 1] and s_n = [0, 1].
//!
//! PROVED (the lemma of the docs): move t changes the unlike neighbours by G_t − L_t
//! (those c_t makes on s_(t−1) after the move minus those it made on s_t), G_t ≤ 2,
//! G_1 ≤ 1; going from 1 to 2n − 1 in n moves leaves exactly one unit of slack, so every
//! move but one is perfect, and two consecutive perfect moves lift complementary pairs.
//!
//! CHECKED, NOT PROVED — Hypothesis W: the first pair lifted is BB; the one imperfect move
//! is the switch at move j from like pairs (BB, WW, …) to mixed pairs (…, WB, BW, the last
//! lifted from squares 0, 1), either a perfect lift whose landing adds 1 or a lift losing 1
//! whose landing is perfect; like windows other than the break are pairwise at least 3
//! squares apart (the break at least 2 from them), mixed windows pairwise at least 3 apart.
//! Under W the solutions are exactly the window sets this scan accepts, each with
//! BB! · WW! · WB! · BW! orders (the numbers of windows of each colour class). The scan
//! returns an error instead of a count if it meets a window set where two windows that
//! may be used at consecutive moves lie within 2 squares (there the product of orders
//! would overcount); it met none for n ≤ 200. W is checked by the tests: directly on every
//! optimal solution for n = 4..11 (12..17 with `--ignored`), the count equals the
//! exhaustive counter for n = 4..13 (14..18 with `--ignored`; the docs' table to 20), and
//! the window sets are the positions on optimal paths after ⌊n/2⌋ moves (n ≤ 12).

use super::Pairs;
use crate::fact;
use crate::message::Message;
use crate::search::table::BuildKeyHasher;
use num_bigint::BigUint;
use std::collections::HashMap;

/// The largest n [`count_by_structure`] takes. Time is no limit (the scan keeps a few
/// hundred states, so n = 200 is quick): the window sets are counted in u128, which
/// they would outgrow near n = 268 (m · C(2m − 2, m − 1) with m = n/4), so the limit keeps
/// a margin (about 1.3 · 10³⁰ window sets at n = 200); overflow is checked anyway.
pub const STRUCTURE_MAX_N: u64 = 200;

/// What the structural count found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructureReport {
    /// The number of optimal solutions.
    pub count: BigUint,
    /// Window sets counted (each is one position after the like-pair phase).
    pub window_sets: u128,
    /// The largest number of scan states at one square.
    pub max_states: usize,
    /// The moves j at which the switch comes, each with its number of window sets, in
    /// increasing j (a single entry, j = ⌊n/2⌋, for every n the tests and docs report).
    pub switch_moves: Vec<(u64, u128)>,
}

// Colours: 0 = black, 1 = white.
const B: u8 = 0;
const W: u8 = 1;

/// A scan state before square i (all fields about squares already decided). Distances are
/// "squares since the window started", capped at 3 (3 also means none).
#[derive(Clone, Copy, Default)]
struct St {
    /// Colours after the like phase (s1) of squares i−1, i−2, i−3 (bit 0 = i−1).
    s1: u8,
    /// Colour of square i−1 after the like-phase windows other than the break.
    half_prev: u8,
    /// The last like-phase window other than the break: distance, its second new colour,
    /// its class (0 BB, 1 WW).
    da: u8,
    a_post1: u8,
    a_class: u8,
    /// The last mixed-phase window: distance and class (0 BW, 1 WB: its first colour).
    db: u8,
    b_class: u8,
    /// The break: used, its like class (0 BB, 1 WW), its new class (its first colour:
    /// 0 BW, 1 WB), distance, second new colour, the colour it assumed after it.
    brk: bool,
    brk_like: u8,
    brk_new: u8,
    dbrk: u8,
    brk_post1: u8,
    brk_y: u8,
    conflict: bool,
    /// Windows counted: like BB, like WW, mixed WB, mixed BW (the break not included).
    counts: [u8; 4],
}

impl St {
    fn pack(&self) -> u64 {
        let mut k = u64::from(self.s1)
            | u64::from(self.half_prev) << 3
            | u64::from(self.da) << 4
            | u64::from(self.a_post1) << 6
            | u64::from(self.a_class) << 7
            | u64::from(self.db) << 8
            | u64::from(self.b_class) << 10
            | u64::from(self.brk) << 11
            | u64::from(self.brk_like) << 12
            | u64::from(self.brk_new) << 13
            | u64::from(self.dbrk) << 14
            | u64::from(self.brk_post1) << 16
            | u64::from(self.brk_y) << 17
            | u64::from(self.conflict) << 18;
        for (j, &c) in self.counts.iter().enumerate() {
            k |= u64::from(c) << (24 + 8 * j);
        }
        k
    }

    fn unpack(k: u64) -> St {
        let bit = |s: u32| ((k >> s) & 1) as u8;
        St {
            s1: (k & 7) as u8,
            half_prev: bit(3),
            da: ((k >> 4) & 3) as u8,
            a_post1: bit(6),
            a_class: bit(7),
            db: ((k >> 8) & 3) as u8,
            b_class: bit(10),
            brk: bit(11) == 1,
            brk_like: bit(12),
            brk_new: bit(13),
            dbrk: ((k >> 14) & 3) as u8,
            brk_post1: bit(16),
            brk_y: bit(17),
            conflict: bit(18) == 1,
            counts: [0, 1, 2, 3].map(|j| ((k >> (24 + 8 * j)) & 0xff) as u8),
        }
    }
}

/// The number of optimal solutions for the command line: the structural count for
/// 4 ≤ n ≤ [`STRUCTURE_MAX_N`] (exact under Hypothesis W, see the module docs), the
/// exhaustive counter for n = 3 (2 solutions of 4 moves, outside the pattern). Above the
/// limit an error names it.
pub fn count_solutions(pairs: Pairs) -> Result<BigUint, Message> {
    match pairs.n() {
        0..=3 => super::count::count(pairs).map(BigUint::from),
        n => count_by_structure(n).map(|r| r.count),
    }
}

/// The counts of solutions and window sets under the model of the module docs, for
/// 4 ≤ n ≤ `STRUCTURE_MAX_N`: exact if Hypothesis W holds (checked, not proved; see the
/// module docs for the checks). An error names the limit, or says the model does not
/// apply (a window set whose orders it cannot count).
pub fn count_by_structure(n: u64) -> Result<StructureReport, Message> {
    if !(4..=STRUCTURE_MAX_N).contains(&n) {
        return Err(fact!(
            "pairs-structure-range",
            least = 4u32,
            most = STRUCTURE_MAX_N,
            n = n
        ));
    }
    let nn = n as usize;
    let len = 2 * nn + 2;
    // Colours before the first move, with the end squares holding the first lifted pair
    // (BB), and the colours wanted at the end, squares 0 and 1 holding the last lifted
    // pair (BW).
    let s0: Vec<u8> = (0..len)
        .map(|i| if (nn..2 * nn).contains(&i) { W } else { B })
        .collect();
    let target: Vec<u8> = (0..len)
        .map(|i| match i {
            0 => B,
            1 => W,
            i if i % 2 == 0 => W,
            _ => B,
        })
        .collect();

    let start = St {
        da: 3,
        db: 3,
        dbrk: 3,
        ..St::default()
    };
    let mut layer: HashMap<u64, u128, BuildKeyHasher> = HashMap::default();
    layer.insert(start.pack(), 1);
    let mut max_states = 1;
    for i in 0..len {
        let mut next: HashMap<u64, u128, BuildKeyHasher> = HashMap::default();
        for (&key, &ways) in &layer {
            let st = St::unpack(key);
            let mut overflowed = false;
            step(st, i, &s0, &target, len, &mut |k: u64| {
                let e = next.entry(k).or_insert(0);
                match e.checked_add(ways) {
                    Some(v) => *e = v,
                    None => overflowed = true,
                }
            });
            if overflowed {
                return Err(overflow());
            }
        }
        max_states = max_states.max(next.len());
        layer = next;
    }

    let mut count = BigUint::from(0u32);
    let mut window_sets = 0u128;
    let mut by_switch: std::collections::BTreeMap<u64, u128> = Default::default();
    for (&key, &ways) in &layer {
        let st = St::unpack(key);
        if !st.brk || st.dbrk < 3 {
            continue;
        }
        let [bb, ww, wb, bw] = st.counts.map(u64::from);
        let like_class = u64::from(st.brk_like); // 0 BB, 1 WW
        let new_first = u64::from(st.brk_new); // its first colour: 0 BW, 1 WB
                                               // Slots: 1..j−1 like (BB at odd slots), j the break, j+1..n−1 mixed, n = [0, 1]
                                               // lifting BW, so slot t of the mixed phase is BW when n − t is even.
        let j = bb + ww + 1;
        if j + wb + bw + 1 != n {
            continue;
        }
        let want_like = if j % 2 == 1 { 0 } else { 1 };
        let (mut want_bw, mut want_wb) = (0, 0);
        for t in j + 1..n {
            if (n - t) % 2 == 0 {
                want_bw += 1;
            } else {
                want_wb += 1;
            }
        }
        // The break's new pair is the one slot j + 1 lifts (first colour 0 for BW).
        let first_mixed = if (n - (j + 1)) % 2 == 0 { 0 } else { 1 };
        if bb != j / 2
            || ww != (j - 1) / 2
            || wb != want_wb
            || bw != want_bw
            || like_class != want_like
            || new_first != first_mixed
        {
            continue;
        }
        if st.conflict {
            return Err(fact!("pairs-structure-uncovered", n = n));
        }
        window_sets = window_sets.checked_add(ways).ok_or_else(overflow)?;
        *by_switch.entry(j).or_insert(0) += ways;
        let orders = [bb, ww, wb, bw]
            .iter()
            .fold(BigUint::from(1u32), |acc, &k| acc * factorial(k));
        count += orders * BigUint::from(ways);
    }
    Ok(StructureReport {
        count,
        window_sets,
        max_states,
        switch_moves: by_switch.into_iter().collect(),
    })
}

fn overflow() -> Message {
    fact!("pairs-structure-overflow")
}

fn factorial(k: u64) -> BigUint {
    (2..=k).fold(BigUint::from(1u32), |acc, i| acc * BigUint::from(i))
}

/// Every successor of `st` once square i is decided: whether a like-phase window, or the
/// break, starts at i, and whether a mixed-phase window starts at i.
///
/// Like-phase windows other than the break see the start (s0); they are at least 3 squares
/// apart, so none changes another's neighbours and any order works. The break is the last
/// window of the like phase: it sees the others' work (s_half), and may stand 2 squares
/// from one of them. Mixed-phase windows see the board after the like phase (s1) and are at
/// least 3 squares apart. A window set is marked as a conflict when two windows that may
/// be used in consecutive steps stand within 2 squares: then some orders would fail.
fn step(st: St, i: usize, s0: &[u8], target: &[u8], len: usize, emit: &mut impl FnMut(u64)) {
    let inner = i >= 1 && i + 2 < len;
    // Like-phase choices: (kind: 0 none, 1 window, 2 break), new colours, assumed y.
    let mut a_choices: Vec<(u8, u8, u8, u8)> = vec![(0, 0, 0, 0)];
    let (x0, a, b) = (
        if i >= 1 { s0[i - 1] } else { 0 },
        s0[i],
        if i + 1 < len { s0[i + 1] } else { 0 },
    );
    if inner && a == b {
        // An ordinary like window: 3 squares from other ones, 2 from the break.
        if st.da == 3 && st.dbrk >= 2 && x0 == a && s0[i + 2] == b {
            a_choices.push((1, 1 - a, 1 - b, 0));
        }
        // The break, 2 squares from ordinary ones; its right neighbour is assumed
        // here and checked at square i + 2.
        if !st.brk && st.da >= 2 {
            let x = st.half_prev;
            for y in [B, W] {
                if x == a && y == b {
                    // A perfect lift whose landing adds 1.
                    a_choices.push((2, a, 1 - b, y));
                    a_choices.push((2, 1 - a, b, y));
                } else if (x != a) != (y != b) {
                    // A lift that loses 1, a perfect landing.
                    a_choices.push((2, 1 - x, 1 - y, y));
                }
            }
        }
    }
    for &(kind, p0, p1, y) in &a_choices {
        // Colour of square i after the like-phase windows other than the break, and after
        // all of them.
        let half = if st.da == 1 {
            st.a_post1
        } else if kind == 1 {
            p0
        } else {
            s0[i]
        };
        let s1i = if st.dbrk == 1 {
            st.brk_post1
        } else if kind == 2 {
            p0
        } else {
            half
        };
        // The break's assumed right neighbour, now known.
        if st.brk && st.dbrk == 2 && half != st.brk_y {
            continue;
        }
        let mut b_opts = vec![false];
        if st.db == 3 && inner {
            b_opts.push(true);
        }
        for b_start in b_opts {
            let covered = st.db == 1 || b_start;
            let s2i = if covered { 1 - s1i } else { s1i };
            if s2i != target[i] {
                continue;
            }
            let mut n = st;
            // A mixed-phase window that started at i − 2 is now fully visible.
            if st.db == 2 {
                let s = st.s1;
                let (q_1, q0, q1, q2) = ((s >> 2) & 1, (s >> 1) & 1, s & 1, s1i);
                if !(q0 != q1 && q_1 == q0 && q2 == q1) {
                    continue;
                }
                n.counts[if q0 == W { 2 } else { 3 }] += 1;
            }
            if kind == 1 {
                n.counts[usize::from(a == W)] += 1;
            }
            if n.counts.contains(&255) {
                continue;
            }
            // Conflicts. Slot j − 1 (class opposite to the break's) next to the break;
            // slot j + 1 (the break's new class) next to the break; slot n − 1 (WB) next
            // to squares 0, 1.
            if kind == 1 && st.brk && st.dbrk == 2 && a != st.brk_like {
                n.conflict = true;
            }
            if kind == 2 && st.da == 2 && st.a_class != a {
                n.conflict = true;
            }
            if b_start {
                let cls = s1i; // 1 = WB, 0 = BW
                if i <= 2 && cls == W {
                    n.conflict = true;
                }
                if (st.brk && st.dbrk <= 2 && cls == st.brk_new) || (kind == 2 && cls == p0) {
                    n.conflict = true;
                }
            }
            if kind == 2 && st.db <= 2 && st.b_class == p0 {
                n.conflict = true;
            }
            n.s1 = ((st.s1 << 1) | s1i) & 7;
            n.half_prev = half;
            if kind == 1 {
                n.da = 1;
                n.a_post1 = p1;
                n.a_class = a;
            } else {
                n.da = (st.da + 1).min(3);
            }
            if b_start {
                n.db = 1;
                n.b_class = s1i;
            } else {
                n.db = (st.db + 1).min(3);
            }
            if kind == 2 {
                n.brk = true;
                n.brk_like = a;
                n.brk_new = p0;
                n.dbrk = 1;
                n.brk_post1 = p1;
                n.brk_y = y;
            } else {
                n.dbrk = (st.dbrk + 1).min(3);
            }
            emit(n.pack());
        }
    }
}
