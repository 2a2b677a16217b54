//! The engine shared by the two-player impartial games of rasto6sk's *Algorithm Games* and Andreica
//! and Tapus §4: sums by xor (Sprague–Grundy), periods of Grundy sequences found and *certified* by
//! a theorem, and the octal-game tables (naive and sparse space) in [`octal_table`] and [`sparse`],
//! and the conjunctive compounds of [`conjunctive`] (every component moves, solved by remoteness).

pub mod arithmetic;
pub mod conjunctive;
pub mod every_heap;
pub mod misere;
pub mod octal_table;
pub mod saltus;
pub mod sparse;
pub mod versus;
pub mod versus_games;

use crate::catalog::{Kind, Param};
use crate::fact;
use crate::game::Impartial;
use crate::message::Message;
pub use crate::search::grundy::mex;
use std::fmt;

/// The page parameter every two-player heap game shares: who moves first, the visitor or
/// the computer (the computer plays perfectly).
pub const FIRST: Param = Param {
    name: "first",
    kind: Kind::Choice {
        options: &["you", "computer"],
        default: "you",
    },
};

/// The page parameter of the explorer: its table of G(n) goes from 0 to `upto`, or further
/// when the certified period needs it ([`versus_games::long_enough`]). The page opens on
/// 100 values, enough to see the period of the games it opens on repeat (Kayles:
/// preperiod 71, period 12; Dawson's Kayles: 53 and 34).
pub const fn upto(max: u64) -> Param {
    Param {
        name: "upto",
        kind: Kind::Whole {
            min: 1,
            max,
            page_max: PAGE_TABLE_MAX,
            default: 100,
        },
    }
}

/// The longest table of the page's explorer: n = 0 to this.
pub const PAGE_TABLE_MAX: u64 = 2000;

/// The Grundy value of a sum of games: the xor of the parts' values (Sprague–Grundy).
pub fn xor_sum(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0, |a, b| a ^ b)
}

/// For a sum with these part values, every part `i` and the value it must be moved to so
/// the sum becomes 0: part `i` with value `g` such that `g ^ total < g` (Bouton's rule).
pub fn winning_targets(values: &[u64]) -> Vec<(usize, u64)> {
    let total = xor_sum(values.iter().copied());
    values
        .iter()
        .enumerate()
        .filter(|&(_, &g)| total != 0 && g ^ total < g)
        .map(|(i, &g)| (i, g ^ total))
        .collect()
}

/// The move a perfect player makes from `state`: the first winning move when there is one;
/// otherwise (every move loses against perfect play) the legal move that leaves the opponent
/// the most moves, so the game lasts and the opponent has the most chances to go wrong.
/// `None` when no move is left.
pub fn best_move<G: Impartial>(game: &G, state: &G::State) -> Option<G::Move> {
    best_move_by(game, state, |mv| {
        let left = game
            .after(state, mv)
            .map_or(0, |s| game.legal_moves(&s).len());
        std::cmp::Reverse(left)
    })
}

/// The first winning move from `state`, or else the legal move of least `key` (the first
/// of those): how a lost position is played is the caller's choice.
pub fn best_move_by<G: Impartial, K: Ord>(
    game: &G,
    state: &G::State,
    key: impl Fn(&G::Move) -> K,
) -> Option<G::Move> {
    if let Some(mv) = game.first_winning_move(state) {
        return Some(mv);
    }
    let mut best: Option<(K, G::Move)> = None;
    for mv in game.legal_moves(state) {
        let k = key(&mv);
        if best.as_ref().is_none_or(|(least, _)| k < *least) {
            best = Some((k, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// The least certified period of a game whose tables `table(size)` grow, from size 256 up
/// to `upto`: a short table certifies quickly and a longer one is made only when needed.
/// `period` certifies a table, or says how long a table its likeliest period needs
/// ([`certify_or_need`]): the next size is that one, at least 1¼ and at most twice the last,
/// so a period whose window ends just past a doubling costs a table of that length, not of
/// the next doubling. Returns the last table made and its period, if one was certified.
pub fn search_period<T>(
    upto: usize,
    mut table: impl FnMut(usize) -> Result<T, Message>,
    period: impl Fn(&T) -> Result<Period, usize>,
) -> Result<(T, Option<Period>), Message> {
    let mut size = first_size(upto);
    loop {
        let made = table(size)?;
        match period(&made) {
            Ok(found) => return Ok((made, Some(found))),
            Err(_) if size >= upto => return Ok((made, None)),
            Err(need) => size = next_size(size, need, upto),
        }
    }
}

/// The first table [`search_period`] makes, to heap 256 (or `upto`).
pub fn first_size(upto: usize) -> usize {
    upto.min(256)
}

/// The table [`search_period`] makes after one to heap `size` whose likeliest period needs
/// `need` values: that long, at least 1¼ and at most twice the last, at most `upto`.
pub fn next_size(size: usize, need: usize, upto: usize) -> usize {
    // `need` values are heaps 0 to need − 1.
    need.saturating_sub(1)
        .clamp(size + size / 4, 2 * size)
        .min(upto)
}

/// An eventually periodic sequence: `G(n + period) = G(n) + saltus` for every `n >=
/// preperiod` (saltus 0: periodic; more: arithmetic-periodic), proved by a theorem over a
/// window of computed values (the certificate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
    /// What each period adds to the values: 0 for a periodic sequence.
    pub saltus: u64,
    /// The window `preperiod <= n < window_end` over which equality was checked.
    pub window_end: usize,
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "preperiod {} period {}", self.preperiod, self.period)?;
        if self.saltus > 0 {
            write!(f, " saltus {}", self.saltus)?;
        }
        Ok(())
    }
}

/// Where a heap stands in an eventually periodic sequence: what the page shows beside a heap
/// too large for counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Before the period: the heap's value is its own entry in the table.
    Preperiod,
    /// `n = preperiod + cycle · period + offset` with `offset < period`: the heap has the
    /// value of heap `preperiod + offset`.
    Period { cycle: u64, offset: u64 },
}

impl Period {
    /// The certificate: which values were checked, and the theorem that extends them.
    pub fn sentence(&self) -> Message {
        let (p, n0, last) = (self.period, self.preperiod, self.window_end - 1);
        if self.saltus > 0 {
            return fact!(
                "period-checked-saltus",
                period = p,
                saltus = self.saltus,
                start = n0,
                last = last
            );
        }
        fact!("period-checked", period = p, start = n0, last = last)
    }

    /// Where heap `n` (any size) stands: in the preperiod, or in which cycle and at which
    /// offset of the period.
    pub fn place(&self, n: u64) -> Place {
        let (n0, p) = (self.preperiod as u64, self.period as u64);
        match n.checked_sub(n0) {
            Some(past) => Place::Period {
                cycle: past / p,
                offset: past % p,
            },
            None => Place::Preperiod,
        }
    }

    /// Where heap `n` stands, for the page: before the period, or
    /// `n = preperiod + cycle × period + offset` and the heap whose value it has.
    pub fn place_fact(&self, n: u64) -> Message {
        match self.place(n) {
            Place::Preperiod => fact!("period-place-before", n = n, start = self.preperiod),
            Place::Period { cycle, offset } => fact!(
                "period-place",
                n = n,
                start = self.preperiod,
                cycle = cycle,
                period = self.period,
                offset = offset,
                like = self.preperiod as u64 + offset,
                saltus = self.saltus
            ),
        }
    }

    /// The heap of the first `preperiod + period` whose value heap `n` has.
    pub fn representative(&self, n: u64) -> u64 {
        match self.place(n) {
            Place::Preperiod => n,
            Place::Period { offset, .. } => self.preperiod as u64 + offset,
        }
    }

    /// The value at any `n` from the first `preperiod + period` values: G(r) + cycle · saltus
    /// with r the representative. Panics past 2^64 (only an arithmetic period gets there:
    /// [`Period::checked_extend`] says so instead).
    pub fn extend<V: Copy + Into<u64>>(&self, values: &[V], n: u64) -> u64 {
        self.checked_extend(values, n)
            .expect("a value past 2^64 (use checked_extend)")
    }

    /// [`Period::extend`], `None` when the value is past 2^64.
    pub fn checked_extend<V: Copy + Into<u64>>(&self, values: &[V], n: u64) -> Option<u64> {
        let base: u64 = values[self.representative(n) as usize].into();
        let rise = match self.place(n) {
            Place::Preperiod => 0,
            Place::Period { cycle, .. } => cycle.checked_mul(self.saltus)?,
        };
        base.checked_add(rise)
    }
}

/// The value of one heap of any size, and the certified period it was read through (none
/// when the heap lies within the table computed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapValue {
    pub heap: u64,
    pub value: u64,
    pub period: Option<Period>,
}

impl HeapValue {
    /// Heap `n` from a table of values and its certified period, if any: through the
    /// period when there is one, else from the table. `Err`: how far the table went when `n`
    /// is past it and no period is certified, or (a refusal) a value past 2^64, which only an
    /// arithmetic period reaches.
    pub fn read<V: Copy + Into<u64>>(
        values: &[V],
        period: Option<Period>,
        n: u64,
    ) -> Result<HeapValue, AtError> {
        let value = match period {
            Some(p) => p.checked_extend(values, n).ok_or_else(|| {
                AtError::Refused(fact!(
                    "period-value-past-limit",
                    heap = n,
                    saltus = p.saltus,
                    period = p.period
                ))
            })?,
            None => match usize::try_from(n).ok().and_then(|i| values.get(i)) {
                Some(&v) => v.into(),
                None => {
                    return Err(AtError::NoPeriod(NoPeriod {
                        heap: n,
                        looked: values.len().saturating_sub(1) as u64,
                    }))
                }
            },
        };
        Ok(HeapValue {
            heap: n,
            value,
            period,
        })
    }

    /// Where the heap stands in the period (`None` without one).
    pub fn place(&self) -> Option<Place> {
        self.period.map(|p| p.place(self.heap))
    }
}

/// Why the value of a heap was not given: a table limit (a refusal: exit 2 on the command
/// line), or no period certified (exit 1).
#[derive(Clone, Debug, PartialEq)]
pub enum AtError {
    Refused(Message),
    NoPeriod(NoPeriod),
}

impl fmt::Display for AtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AtError::Refused(reason) => reason.fmt(f),
            AtError::NoPeriod(none) => none.fmt(f),
        }
    }
}

/// A heap past every table made, with no period certified by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoPeriod {
    pub heap: u64,
    /// The largest heap of the last table made.
    pub looked: u64,
}

impl fmt::Display for NoPeriod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no period certified up to {}, and heap {} is past it",
            self.looked, self.heap
        )
    }
}

/// For period `p`, the least `n0` with `G(n + p) = G(n)` for every computed `n >= n0`.
fn tail_start<V: Eq>(values: &[V], p: usize) -> usize {
    let mut n0 = values.len() - p;
    while n0 > 0 && values[n0 - 1] == values[n0 - 1 + p] {
        n0 -= 1;
    }
    n0
}

/// The least period (and its least preperiod) whose certificate window fits in `values`.
/// `window(n0, p)` is the end of the window a theorem needs checked; the periodicity theorem
/// of the caller's game turns the check into a proof.
pub fn certify<V: Eq>(values: &[V], window: impl Fn(usize, usize) -> usize) -> Option<Period> {
    certify_or_need(values, window).ok()
}

/// [`certify`], or when no window fits (`Err`) how many values the likeliest period needs:
/// the least `window(n0, p) + p` over every period the table's tail keeps (from its
/// `tail_start`), so that a search can make the table that long and no longer.
pub fn certify_or_need<V: Eq>(
    values: &[V],
    window: impl Fn(usize, usize) -> usize,
) -> Result<Period, usize> {
    let mut need = usize::MAX;
    for p in 1..values.len() {
        let n0 = tail_start(values, p);
        // Every n in n0..end needs G(n + p) computed.
        let end = window(n0, p);
        if end + p <= values.len() {
            return Ok(Period {
                preperiod: n0,
                period: p,
                saltus: 0,
                window_end: end,
            });
        }
        need = need.min(end + p);
    }
    Err(need)
}

/// A subtraction game whose largest take is `t`: if `G(n + p) = G(n)` for `n0 <= n < n0 + t`
/// then for all `n >= n0`, since `G(m)` depends only on `G(m - s)`, `s <= t` (induction on m;
/// the same holds for misère outcomes once `m >= n0 + t` has a move).
pub fn subtraction_window(t: usize) -> impl Fn(usize, usize) -> usize {
    move |n0, _| n0 + t
}

/// [`certify`] with the [`subtraction_window`].
pub fn certify_subtraction<V: Eq>(values: &[V], t: usize) -> Option<Period> {
    certify(values, subtraction_window(t))
}

/// The Guy–Smith periodicity theorem (Winning Ways ch. 4): for an octal game whose last
/// nonzero digit is at position `k`, if `G(n + p) = G(n)` for `n0 <= n < 2 n0 + p + k` then
/// for all `n >= n0`. (An option of a heap m + p, m past the window, splits m + p − j into
/// a + b with the larger part ≥ n0 + p, so it matches an option of m, and back.)
pub fn octal_window(k: usize) -> impl Fn(usize, usize) -> usize {
    // max(n0, 1): with n0 = 0 the larger part minus p could be 0, a heap of nothing, which
    // would turn a split of m + p into a one-heap move of m that the code may not allow.
    move |n0, p| 2 * n0.max(1) + p + k
}

/// [`certify`] with the Guy–Smith [`octal_window`].
pub fn certify_octal<V: Eq>(values: &[V], k: usize) -> Option<Period> {
    certify(values, octal_window(k))
}

/// The same argument for a hexadecimal code whose moves may leave three heaps (proved here,
/// Guy–Smith's proof with three parts): if `G(n + p) = G(n)` for `n0 <= n < 3·max(n0, 1) +
/// 2p + k` then for all `n >= n0`. Induction on m past the window: a move from m + p leaves
/// parts of m + p − j >= 3·max(n0, 1) + 3p counters (j <= k), so its largest part a has
/// a − p >= max(n0, 1), G(a) = G(a − p), and the same parts with a − p are a move from m;
/// a move from m has largest part a' >= (m − j)/3 >= n0, and a' + p gives a move from m + p
/// of the same value. Moves to one heap (m − j >= n0) and to none (impossible past k) match
/// likewise, so both heaps have the same option values.
pub fn three_heaps_window(k: usize) -> impl Fn(usize, usize) -> usize {
    move |n0, p| 3 * n0.max(1) + 2 * p + k
}

/// [`certify`] with the [`three_heaps_window`].
pub fn certify_three_heaps<V: Eq>(values: &[V], k: usize) -> Option<Period> {
    certify(values, three_heaps_window(k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bouton_targets() {
        assert_eq!(xor_sum([3, 4, 5]), 2);
        assert_eq!(winning_targets(&[3, 4, 5]), vec![(0, 1)]);
        assert!(winning_targets(&[1, 2, 3]).is_empty());
    }

    #[test]
    fn best_move_wins_when_it_can_and_stalls_when_it_cannot() {
        use crate::game::Rules;
        use crate::nim::{Nim, Reduce};
        let nim = Nim { misere: false };
        // 3,4,5: the one winning move is heap 1 to 1.
        assert_eq!(
            best_move(&nim, &vec![3, 4, 5]),
            Some(Reduce { heap: 0, to: 1 })
        );
        // 1,2,3 is lost: every move loses; the chosen one takes a single counter (it
        // leaves the most moves), and it is legal.
        let mv = best_move(&nim, &vec![1, 2, 3]).unwrap();
        let after = nim.after(&vec![1, 2, 3], &mv).unwrap();
        assert_eq!(after.iter().sum::<u64>(), 5, "{after:?}");
        assert_eq!(best_move(&nim, &vec![0, 0]), None);
    }

    #[test]
    fn period_search_stops_at_the_first_certified_size() {
        let mut sizes = Vec::new();
        let cycle = [0u64, 1, 0, 1, 2, 3, 2];
        let (values, p) = search_period(
            10_000,
            |n| {
                sizes.push(n);
                Ok((0..=n).map(|i| cycle[i % 7]).collect::<Vec<u64>>())
            },
            |v| certify_subtraction(v, 4).ok_or(usize::MAX),
        )
        .unwrap();
        assert_eq!(sizes, [256]);
        assert_eq!(values.len(), 257);
        assert_eq!(p.map(|p| (p.preperiod, p.period)), Some((0, 7)));
        // Never certified: the sizes double up to the limit and stop there.
        let mut sizes = Vec::new();
        let (_, p) = search_period(
            1000,
            |n| {
                sizes.push(n);
                Ok((0..=n as u64).collect::<Vec<u64>>())
            },
            |v| certify_subtraction(v, 4).ok_or(usize::MAX),
        )
        .unwrap();
        assert_eq!((sizes, p), (vec![256, 512, 1000], None));
    }

    /// Heaps 0 to n0 − 1 all differ, then a cycle of 7: Guy–Smith's window (k = 1) ends
    /// at 2·n0 + 7 + 1, so 2·n0 + 15 values certify the period and one fewer does not.
    #[test]
    fn period_search_makes_the_table_its_likeliest_period_needs() {
        let table = |n0: usize, size: usize| -> Vec<u64> {
            (0..=size)
                .map(|n| {
                    if n < n0 {
                        n as u64 + 10
                    } else {
                        (n % 7) as u64
                    }
                })
                .collect()
        };
        assert_eq!(certify_or_need(&table(300, 613), octal_window(1)), Err(615));
        let p = certify_or_need(&table(300, 614), octal_window(1)).unwrap();
        assert_eq!((p.preperiod, p.period, p.window_end), (300, 7, 608));
        // n0 = 240: the 257 values of the first table show the cycle, and the next table is
        // the 495 values it needs. n0 = 300: 512 values show it, and its 615 are less than
        // 1¼ times 512, so the next table is 640.
        for (n0, want) in [(240, vec![256, 494]), (300, vec![256, 512, 640])] {
            let mut sizes = Vec::new();
            let (_, p) = search_period(
                5000,
                |size| {
                    sizes.push(size);
                    Ok(table(n0, size))
                },
                |v| certify_or_need(v, octal_window(1)),
            )
            .unwrap();
            assert_eq!(sizes, want);
            assert_eq!(p.map(|p| (p.preperiod, p.period)), Some((n0, 7)));
        }
    }

    #[test]
    fn certificate_needs_the_whole_window() {
        // 0 1 0 1 2 3 2 | period 7 (subtraction {1,3,4}), t = 4.
        let cycle = [0, 1, 0, 1, 2, 3, 2];
        let values: Vec<u64> = (0..11).map(|i| cycle[i % 7]).collect();
        let p = certify_subtraction(&values, 4).unwrap();
        assert_eq!((p.preperiod, p.period), (0, 7));
        assert!(certify_subtraction(&values[..10], 4).is_none());
        assert_eq!(p.extend(&values, 1_000_000), cycle[1_000_000 % 7]);
    }
}
