//! Octal games (the splitting games of rasto6sk's TopCoder tutorial *Algorithm Games* in Winning
//! Ways' notation): positions are heaps, a move takes `j` counters from one heap as the code's
//! digit `d_j` allows. Values come from `impartial::sparse` (exact, fast) and periods from the
//! Guy–Smith theorem.

pub mod plain;
pub mod runs;
pub mod versus;
use crate::fact;
use crate::message::Message;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::octal_table::Code;
use crate::impartial::{self, arithmetic, sparse, AtError, HeapValue, Period};

/// The largest heap a table goes to, set by memory: 2^28 heaps at 4 bytes a value is 1 GiB
/// (the sparse-space engine's other state is small beside it). Time is the caller's: a game
/// with a sparse space (0.354: 132 rare heaps) goes to 2·10^7 in about a minute, a dense one
/// (0.007) takes quadratic time.
pub const MAX_UPTO: u64 = sparse::MAX_HEAPS;
/// The table `--period` computes by default.
pub const DEFAULT_PERIOD_UPTO: u64 = 20_000;

pub const INFO: GameInfo = GameInfo {
    id: "octal",
    view: View::Heaps,
    players: 2,
    source: crate::catalog::sources::ALGORITHM_GAMES,
    params: &[
        Param {
            name: "code",
            kind: Kind::Text {
                max_len: 34,
                default: "0.77",
            },
        },
        Param {
            name: "heaps",
            kind: Kind::Text {
                max_len: 300,
                default: "7,5",
            },
        },
        Param {
            name: "misere",
            kind: Kind::Flag,
        },
        crate::impartial::every_heap::VARIANT,
        crate::impartial::FIRST,
        crate::impartial::upto(MAX_UPTO),
    ],
    preview: r#"{"kind":"heaps","heaps":[7,5]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[crate::task::WIN, crate::task::VALUES],
};

/// The period certified by the window of `code`'s theorem: Guy–Smith's for moves that leave
/// at most two heaps, its three-part form otherwise (`impartial::certify_three_heaps`), and
/// for a code with three-heap moves and no period, an arithmetic period
/// (`impartial::arithmetic::certify`; octal games are never arithmetic-periodic). Else how
/// many values the likeliest period needs (`impartial::certify_or_need`).
fn certify_code(values: &[u32], code: &Code) -> Result<Period, usize> {
    if code.three_heaps() {
        impartial::certify_or_need(values, impartial::three_heaps_window(code.last()))
            .or_else(|need| arithmetic::certify(values, code).map_err(|_| need))
    } else {
        impartial::certify_or_need(values, impartial::octal_window(code.last()))
    }
}

/// The largest table of a code with three-heap moves: its plain mex is O(n³), a few
/// seconds at this size.
pub const MAX_THREE_HEAPS_UPTO: u64 = 5000;

/// The largest heap `code`'s table reaches: [`MAX_UPTO`], or [`MAX_THREE_HEAPS_UPTO`].
pub fn max_upto(code: &Code) -> u64 {
    if code.three_heaps() {
        MAX_THREE_HEAPS_UPTO
    } else {
        MAX_UPTO
    }
}

/// Refuses a table past [`max_upto`], naming the limit and the value asked.
fn check_upto(code: &Code, upto: u64) -> Result<(), Message> {
    if code.three_heaps() && upto > MAX_THREE_HEAPS_UPTO {
        return Err(fact!(
            "octal-three-heaps-table-limit",
            code = code.to_string(),
            most = MAX_THREE_HEAPS_UPTO,
            upto = upto.to_string()
        ));
    }
    if upto > MAX_UPTO {
        // The value asked as given (its digits), the limit as a number to group.
        return Err(fact!(
            "octal-table-limit",
            most = MAX_UPTO,
            upto = upto.to_string()
        ));
    }
    Ok(())
}

/// [`Octal::with_period`]'s search a slice at a time, for a page that must answer between
/// slices: each [`advance`](PeriodSearch::advance) extends the table by whole blocks of heaps
/// and, once it reaches the size the search is at, looks for a period in it.
pub struct PeriodSearch {
    code: Code,
    table: sparse::Table,
    /// The heap the table is made to before a period is looked for in it
    /// (`impartial::search_period`'s sizes).
    size: usize,
    upto: usize,
}

impl PeriodSearch {
    /// The search of `code`'s period in tables up to heap `upto`; refused past the table's
    /// limit.
    pub fn new(code: Code, upto: u64) -> Result<PeriodSearch, Message> {
        check_upto(&code, upto)?;
        let upto = upto as usize;
        Ok(PeriodSearch {
            table: sparse::Table::new(&code),
            code,
            size: impartial::first_size(upto),
            upto,
        })
    }

    /// Works about `work` units, a heap's value counting its size (the mex reads about that
    /// many options; at least one block of heaps a call). Once the search ends, the game
    /// and its period (`None` when no table up to `upto` certified one); `None` before.
    pub fn advance(&mut self, work: usize) -> Option<(Octal, Option<Period>)> {
        let mut spent = 0usize;
        while self.table.values().len() <= self.size && spent < work {
            let from = self.table.values().len();
            // On the table's own block bounds, so a slice splits none of its blocks.
            let to = ((from / sparse::BLOCK + 1) * sparse::BLOCK).min(self.size + 1);
            self.table.extend_to(to - 1);
            spent = spent.saturating_add((to - from).saturating_mul(to));
        }
        if self.table.values().len() <= self.size {
            return None;
        }
        let period = match certify_code(&self.table.values()[..=self.size], &self.code) {
            Ok(found) => Some(found),
            Err(_) if self.size >= self.upto => None,
            Err(need) => {
                self.size = impartial::next_size(self.size, need, self.upto);
                return None;
            }
        };
        let game = Octal {
            code: self.code.clone(),
            values: self.table.values()[..=self.size].to_vec(),
            certified: period,
        };
        Some((game, period))
    }

    /// The heaps whose values are made so far.
    pub fn reached(&self) -> usize {
        self.table.values().len()
    }

    /// The largest heap the search looks to.
    pub fn upto(&self) -> usize {
        self.upto
    }
}

/// One move: take `take` from heap `heap` (from 0) and leave heaps `left` (0 for none),
/// and a third heap `third` when a hexadecimal digit's bit 8 allows it (0 otherwise; the
/// parts then run `left.0 >= left.1 >= third >= 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    pub heap: usize,
    pub take: u64,
    pub left: (u64, u64),
    pub third: u64,
}

impl Take {
    /// The nonempty heaps the move leaves, largest first.
    pub fn parts(&self) -> Vec<u64> {
        [self.left.0, self.left.1, self.third]
            .into_iter()
            .filter(|&h| h > 0)
            .collect()
    }
}

/// An octal game with its table of values for heaps up to the largest it was made for.
#[derive(Clone, Debug)]
pub struct Octal {
    code: Code,
    values: Vec<u32>,
    /// The period certified when the table was made ([`Octal::with_period`]): heaps past
    /// the table are read through it (up to the page's 10^18).
    certified: Option<Period>,
}

impl Octal {
    /// The game `code` with values for heaps up to `upto` (at most [`MAX_UPTO`]).
    pub fn new(code: Code, upto: u64) -> Result<Octal, Message> {
        check_upto(&code, upto)?;
        let values = sparse::table(&code, upto as usize);
        Ok(Octal {
            code,
            values,
            certified: None,
        })
    }

    pub fn code(&self) -> &Code {
        &self.code
    }

    /// G(0..=upto) as made.
    pub fn values(&self) -> Vec<u64> {
        self.values.iter().map(|&v| u64::from(v)).collect()
    }

    /// The period the Guy–Smith theorem (or its three-part form for a hexadecimal code
    /// with three-heap moves) certifies from this table, if one fits.
    pub fn period(&self) -> Option<Period> {
        certify_code(&self.values, &self.code).ok()
    }

    /// The game `code` with the least period the Guy–Smith theorem certifies from tables of
    /// 256 heaps and more up to `upto` (as long as the likeliest period needs,
    /// `impartial::search_period`), and the last table made (`None`: no period up to it).
    /// One table is extended each time, so the search costs about one table of the last size.
    pub fn with_period(code: Code, upto: u64) -> Result<(Octal, Option<Period>), Message> {
        let mut search = PeriodSearch::new(code, upto)?;
        loop {
            if let Some(found) = search.advance(usize::MAX) {
                return Ok(found);
            }
        }
    }

    /// The value of heap `n` of any size: through the period certified by tables up to
    /// `upto`, or from the table when none is certified and `n` is in it.
    pub fn at(code: Code, n: u64, upto: u64) -> Result<HeapValue, AtError> {
        let (game, period) = Octal::with_period(code, upto).map_err(AtError::Refused)?;
        HeapValue::read(&game.values, period, n)
    }

    /// Why this table certifies no arithmetic period (G(n + p) = G(n) + s), for a code with
    /// three-heap moves, as a fact: the least period tried and the hypothesis each test
    /// failed (`arith-tried`), or `arith-no-tail`. `None` for an octal code (the test needs
    /// three-heap moves) or when one is certified.
    pub fn arithmetic_refusal(&self) -> Option<Message> {
        if !self.code.three_heaps() {
            return None;
        }
        arithmetic::certify(&self.values, &self.code).err()
    }

    /// The certificate of `period` in words: which theorem, and the window checked.
    pub fn certificate(&self, period: &Period) -> Message {
        let code = self.code.to_string();
        if period.saltus > 0 {
            let (n0, p, s) = (period.preperiod, period.period, period.saltus);
            if arithmetic::test(&self.values, &self.code, n0, p, s).is_ok() {
                return fact!(
                    "octal-certificate-arithmetic",
                    code = code,
                    before = n0 + p,
                    checked = period.sentence()
                );
            }
            return fact!(
                "octal-certificate-general",
                code = code,
                checked = period.sentence()
            );
        }
        fact!(
            "octal-certificate-guy-smith",
            code = code,
            last = self.code.last(),
            checked = period.sentence()
        )
    }

    /// The period certified when the table was made by [`Octal::with_period`], if any.
    pub fn certified(&self) -> Option<Period> {
        self.certified
    }

    /// The value of a heap within the table, or past it through the certified period.
    pub fn heap_value(&self, n: u64) -> Option<u64> {
        match usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            Some(&v) => Some(u64::from(v)),
            None => self.certified?.checked_extend(&self.values, n),
        }
    }

    /// The value of the heaps `mv` leaves where its heap was (the xor of its parts'); `None`
    /// when a part is past the table and no period reaches it.
    fn value_left(&self, mv: &Take) -> Option<u64> {
        let (a, b) = mv.left;
        Some(self.heap_value(a)? ^ self.heap_value(b)? ^ self.heap_value(mv.third)?)
    }

    /// `legal_moves(heaps)[index]` without listing every heap's moves: a heap's are listed
    /// only to count them, once for each size, and the chosen heap's to take one. A long
    /// game replayed from its link names one option a turn among thousands. `Err` holds
    /// how many moves there are.
    pub(crate) fn nth_move(&self, heaps: &[u64], mut index: usize) -> Result<Take, usize> {
        let mut counts = Vec::new();
        let mut total = 0;
        for (i, &n) in heaps.iter().enumerate() {
            let count = self.count_of(&mut counts, n);
            if index < count {
                let mut listed = Vec::new();
                self.moves_of_heap(i, n, &mut listed);
                return Ok(listed.swap_remove(index));
            }
            index -= count;
            total += count;
        }
        Err(total)
    }

    /// Where `mv` is in `legal_moves(heaps)`, counting the heaps before its own as
    /// [`Octal::nth_move`] does (its inverse): the visitor's choices a link keeps.
    pub(crate) fn index_of(&self, heaps: &[u64], mv: &Take) -> Option<usize> {
        let n = *heaps.get(mv.heap)?;
        let mut counts = Vec::new();
        let before: usize = heaps[..mv.heap]
            .iter()
            .map(|&m| self.count_of(&mut counts, m))
            .sum();
        let mut listed = Vec::new();
        self.moves_of_heap(mv.heap, n, &mut listed);
        Some(before + listed.iter().position(|m| m == mv)?)
    }

    /// How many moves a heap of `n` has, listed once for each size (`counts` keeps them).
    fn count_of(&self, counts: &mut Vec<(u64, usize)>, n: u64) -> usize {
        if let Some(&(_, count)) = counts.iter().find(|(size, _)| *size == n) {
            return count;
        }
        let mut listed = Vec::new();
        self.moves_of_heap(0, n, &mut listed);
        counts.push((n, listed.len()));
        listed.len()
    }

    /// The moves from heap `n`. Past the table, read through the certified period (n0,
    /// p), a split's smaller part goes up to n0 + p − 1 only: a split (a, b) with a ≥ n0 + p
    /// and b ≥ a has the values of (a − p, b + p), since both parts are past n0, and the
    /// code allows a split by its digit alone, so the moves listed reach every value any
    /// move reaches (the winning ones among them) without listing 10^17 splits.
    fn moves_of_heap(&self, i: usize, n: u64, out: &mut Vec<Take>) {
        let past_table = n >= self.values.len() as u64;
        let smaller_max = match self.certified {
            Some(p) if past_table => (p.preperiod + p.period - 1) as u64,
            _ => u64::MAX,
        };
        for j in 0..=self.code.last() as u64 {
            if j > n {
                break;
            }
            let rest = n - j;
            for a in 0..=(rest / 2).min(smaller_max) {
                let (big, small) = (rest - a, a);
                if self.code.allows(n, j as usize, big, small) {
                    out.push(Take {
                        heap: i,
                        take: j,
                        left: (big, small),
                        third: 0,
                    });
                }
            }
            // Three nonempty heaps a >= b >= c (bit 8 of a hexadecimal digit): O(n²)
            // splits, so the page plays such codes on heaps it draws only.
            if self
                .code
                .allows_three(n, j as usize, 1, 1, rest.saturating_sub(2))
            {
                for c in 1..=rest / 3 {
                    for b in c..=(rest - c) / 2 {
                        out.push(Take {
                            heap: i,
                            take: j,
                            left: (rest - b - c, b),
                            third: c,
                        });
                    }
                }
            }
        }
    }
}

/// The moves of any code, three-heap moves of a hexadecimal digit (bit 8) included.
impl Rules for Octal {
    type State = Vec<u64>;
    type Move = Take;
    type Undo = u64;
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> Vec<u64> {
        vec![self.values.len() as u64 - 1]
    }
    fn legal_moves(&self, heaps: &Vec<u64>) -> Vec<Take> {
        let mut out = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            self.moves_of_heap(i, n, &mut out);
        }
        out
    }
    fn apply(&self, heaps: &mut Vec<u64>, mv: &Take) -> Result<u64, String> {
        let n = *heaps
            .get(mv.heap)
            .ok_or_else(|| format!("there is no heap {}", mv.heap + 1))?;
        let (a, b, c) = (mv.left.0, mv.left.1, mv.third);
        let allowed = match c {
            0 => self.code.allows(n, mv.take as usize, a, b),
            _ => a >= b && b >= c && self.code.allows_three(n, mv.take as usize, a, b, c),
        };
        if !allowed {
            return Err(format!("{} does not allow this move", self.code));
        }
        // The heap becomes the first part; a second (and third) part goes to the end.
        heaps[mv.heap] = a;
        heaps.push(b);
        if c > 0 {
            heaps.push(c);
        }
        Ok(n)
    }
    fn undo(&self, heaps: &mut Vec<u64>, mv: &Take, n: u64) {
        heaps.pop();
        if mv.third > 0 {
            heaps.pop();
        }
        heaps[mv.heap] = n;
    }
}

impl Notation for Octal {
    fn write_move(&self, mv: &Take) -> String {
        let third = match mv.third {
            0 => String::new(),
            c => format!(",{c}"),
        };
        format!(
            "heap {}: take {} leave {},{}{third}",
            mv.heap + 1,
            mv.take,
            mv.left.0,
            mv.left.1
        )
    }
    fn parse_move(&self, text: &str) -> Result<Take, String> {
        let bad = || format!("'{text}' is not 'heap I: take J leave A,B' (or A,B,C)");
        let words: Vec<&str> = text.split_whitespace().collect();
        let [_, i, _, j, _, ab] = words[..] else {
            return Err(bad());
        };
        let parts: Vec<u64> = ab
            .split(',')
            .map(|p| p.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let (a, b, c) = match parts[..] {
            [a, b] => (a, b, 0),
            [a, b, c] => (a, b, c),
            _ => return Err(bad()),
        };
        let heap: usize = i.trim_end_matches(':').parse().map_err(|_| bad())?;
        Ok(Take {
            heap: heap.checked_sub(1).ok_or_else(bad)?,
            take: j.parse().map_err(|_| bad())?,
            left: (a, b),
            third: c,
        })
    }
}

impl Impartial for Octal {
    /// The xor of the heaps' values (Sprague–Grundy); `None` when a heap is past the
    /// table, which [`Octal::new`] sized.
    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        heaps
            .iter()
            .try_fold(0, |total, &n| Some(total ^ self.heap_value(n)?))
    }
    /// Every move to value 0, each valued by the xor of the parts it leaves with the other
    /// heaps' (no position built): twelve heaps of 10^18 under a 32-digit code have half a
    /// million options, which the computer asks of at each of its turns.
    fn winning_moves(&self, heaps: &Vec<u64>) -> Vec<Take> {
        let Some(total) = self.grundy(heaps) else {
            return Vec::new();
        };
        // Every option of a position of value 0 has a value other than 0 (the mex): a
        // lost position's options need not be listed.
        if total == 0 {
            return Vec::new();
        }
        let leaves_zero = |mv: &Take| -> Option<bool> {
            let others = total ^ self.heap_value(heaps[mv.heap])?;
            Some(others ^ self.value_left(mv)? == 0)
        };
        let mut moves = self.legal_moves(heaps);
        moves.retain(|mv| leaves_zero(mv) == Some(true));
        moves
    }

    /// The first winning move, heap by heap: a heap of value g whose options include one of
    /// value g xor the total wins by it. When g xor the total is below g the mex gives it
    /// one, so the search ends there at the latest; a heap before it may have one too (an
    /// option's value may exceed its heap's). Each size is searched once.
    fn first_winning_move(&self, heaps: &Vec<u64>) -> Option<Take> {
        let total = self.grundy(heaps)?;
        if total == 0 {
            return None;
        }
        let mut none_in: Vec<u64> = Vec::new();
        let mut listed = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            if none_in.contains(&n) {
                continue;
            }
            let want = self.heap_value(n)? ^ total;
            listed.clear();
            self.moves_of_heap(i, n, &mut listed);
            match listed.iter().find(|mv| self.value_left(mv) == Some(want)) {
                Some(mv) => return Some(*mv),
                None => none_in.push(n),
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Arg;

    /// The first winning move found heap by heap is the first of the full list, on every
    /// position of up to three heaps of at most 9 counters, and on heaps read through a
    /// period (10^18 counters).
    #[test]
    fn the_first_winning_move_is_the_first_listed() {
        let long = format!("0.{}", "7".repeat(32));
        for code in ["0.77", "0.137", "0.3F", "4.37", "0.16", long.as_str()] {
            let game = Octal::new(Code::parse(code).unwrap(), 9).unwrap();
            for a in 0..=9 {
                for b in 0..=9 {
                    for c in 0..=9 {
                        let heaps = vec![a, b, c];
                        assert_eq!(
                            game.first_winning_move(&heaps),
                            game.winning_moves(&heaps).into_iter().next(),
                            "{code} {heaps:?}"
                        );
                    }
                }
            }
        }
        let huge = 1_000_000_000_000_000_000;
        for code in ["0.77", "0.137", long.as_str()] {
            let (game, period) = Octal::with_period(Code::parse(code).unwrap(), 4096).unwrap();
            assert!(period.is_some(), "{code}");
            for heaps in [
                vec![huge],
                vec![huge, 5],
                vec![7, huge, huge + 3],
                vec![huge, huge],
            ] {
                assert_eq!(
                    game.first_winning_move(&heaps),
                    game.winning_moves(&heaps).into_iter().next(),
                    "{code} {heaps:?}"
                );
            }
        }
    }

    /// The period search in slices of 1, 5,000 and all the work at once finds what the
    /// general search finds over tables made afresh at each size: the same period, or none,
    /// and the same values, for codes with and without a period up to the limit.
    #[test]
    fn the_period_search_in_slices_is_the_search_over_fresh_tables() {
        let long = format!("0.{}", "7".repeat(32));
        let none = format!("0.{}", "6".repeat(32));
        for (code, upto) in [
            ("0.77", 4096),
            ("0.137", 4096),
            ("4.37", 4096),
            (long.as_str(), 4096),
            (none.as_str(), 600),
            ("0.3F", 300),
        ] {
            let code = Code::parse(code).unwrap();
            let (fresh, period) = impartial::search_period(
                upto as usize,
                |size| Octal::new(code.clone(), size as u64),
                |game| certify_code(&game.values, &code),
            )
            .unwrap();
            for work in [1, 5000, usize::MAX] {
                let mut search = PeriodSearch::new(code.clone(), upto).unwrap();
                let mut slices = 0;
                let (game, found) = loop {
                    slices += 1;
                    let reached = search.reached();
                    if let Some(done) = search.advance(work) {
                        break done;
                    }
                    assert!(search.reached() > reached, "{code}: a slice makes values");
                };
                assert_eq!(found, period, "{code}, slices of {work}");
                assert_eq!(game.values, fresh.values, "{code}, slices of {work}");
                assert_eq!(game.certified(), period);
                if work == 1 {
                    // A block of heaps a slice at most.
                    let blocks = game.values.len() / sparse::BLOCK;
                    assert!(slices >= blocks, "{code}: {slices} slices");
                }
            }
        }
    }

    /// The option a choice names is the one the full list holds there, for codes that
    /// split in two and in three, and a choice past the list counts it.
    #[test]
    fn the_nth_move_is_the_listed_one() {
        // (and `index_of` finds each where the list has it)
        let long = format!("0.{}", "7".repeat(32));
        for code in ["0.77", "0.137", "0.3F", "4.37", long.as_str()] {
            let game = Octal::new(Code::parse(code).unwrap(), 40).unwrap();
            for heaps in [
                vec![4],
                vec![5, 3, 2],
                vec![10, 10, 7, 10],
                vec![0, 6, 0],
                vec![],
            ] {
                let legal = game.legal_moves(&heaps);
                for (i, mv) in legal.iter().enumerate() {
                    assert_eq!(
                        game.nth_move(&heaps, i).as_ref(),
                        Ok(mv),
                        "{code} {heaps:?} {i}"
                    );
                    assert_eq!(game.index_of(&heaps, mv), Some(i), "{code} {heaps:?} {i}");
                }
                assert_eq!(
                    game.nth_move(&heaps, legal.len()),
                    Err(legal.len()),
                    "{code} {heaps:?}"
                );
            }
        }
    }

    #[test]
    fn kayles_moves_and_notation() {
        let game = Octal::new(Code::parse("0.77").unwrap(), 10).unwrap();
        let heaps = vec![4];
        // 0.77 from 4: take 1 leaving 3 or 2+1, take 2 leaving 2 or 1+1.
        let moves: Vec<String> = game
            .legal_moves(&heaps)
            .iter()
            .map(|m| game.write_move(m))
            .collect();
        assert_eq!(
            moves,
            [
                "heap 1: take 1 leave 3,0",
                "heap 1: take 1 leave 2,1",
                "heap 1: take 2 leave 2,0",
                "heap 1: take 2 leave 1,1"
            ]
        );
        let mv = game.parse_move("heap 1: take 2 leave 1,1").unwrap();
        assert_eq!(game.after(&heaps, &mv).unwrap(), vec![1, 1]);
        assert!(game
            .after(
                &heaps,
                &Take {
                    heap: 0,
                    take: 3,
                    left: (1, 0),
                    third: 0
                }
            )
            .is_err());
        assert_eq!(
            Octal::new(Code::parse("0.07").unwrap(), MAX_UPTO + 1).err(),
            Some(fact!(
                "octal-table-limit",
                most = MAX_UPTO,
                upto = (MAX_UPTO + 1).to_string()
            ))
        );
        let three = Code::parse("0.3F").unwrap();
        assert_eq!(
            Octal::with_period(three.clone(), MAX_THREE_HEAPS_UPTO + 1).err(),
            Some(fact!(
                "octal-three-heaps-table-limit",
                code = "0.3F",
                most = MAX_THREE_HEAPS_UPTO,
                upto = "5001"
            ))
        );
        assert_eq!(
            Octal::at(three, 7, MAX_THREE_HEAPS_UPTO + 1).err(),
            Some(AtError::Refused(fact!(
                "octal-three-heaps-table-limit",
                code = "0.3F",
                most = MAX_THREE_HEAPS_UPTO,
                upto = "5001"
            )))
        );
    }

    #[test]
    fn kayles_period_with_its_certificate() {
        let (game, p) = Octal::with_period(Code::parse("0.77").unwrap(), 20_000).unwrap();
        let p = p.unwrap();
        assert_eq!((p.preperiod, p.period), (71, 12));
        // The window 2·71 + 12 + 2 needs G up to 227 + 12: the 256 table does it.
        assert_eq!(game.values().len(), 257);
        let fact = game.certificate(&p);
        assert_eq!(fact.id, "octal-certificate-guy-smith");
        assert_eq!(fact.arg("checked"), Some(&Arg::from(p.sentence())));
    }
}
