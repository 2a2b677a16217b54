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
        check_upto(&code, upto)?;
        let table = std::cell::RefCell::new(sparse::Table::new(&code));
        let (size, period) = impartial::search_period(
            upto as usize,
            |size| {
                table.borrow_mut().extend_to(size);
                Ok(size)
            },
            |&size| certify_code(&table.borrow().values()[..=size], &code),
        )?;
        let mut values = table.into_inner().into_values();
        values.truncate(size + 1);
        let game = Octal {
            code,
            values,
            certified: period,
        };
        Ok((game, period))
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

    /// `legal_moves(heaps)[index]` without listing every heap's moves: a heap's are listed
    /// only to count them, once for each size, and the chosen heap's to take one. A long
    /// game replayed from its link names one option a turn among thousands. `Err` holds
    /// how many moves there are.
    pub(crate) fn nth_move(&self, heaps: &[u64], mut index: usize) -> Result<Take, usize> {
        let mut counted: Vec<(u64, usize)> = Vec::new();
        let mut listed = Vec::new();
        let mut total = 0;
        for (i, &n) in heaps.iter().enumerate() {
            let count = match counted.iter().find(|(size, _)| *size == n) {
                Some(&(_, count)) => count,
                None => {
                    listed.clear();
                    self.moves_of_heap(i, n, &mut listed);
                    counted.push((n, listed.len()));
                    listed.len()
                }
            };
            if index < count {
                listed.clear();
                self.moves_of_heap(i, n, &mut listed);
                return Ok(listed.swap_remove(index));
            }
            index -= count;
            total += count;
        }
        Err(total)
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
        let value = |n: u64| self.heap_value(n);
        let leaves_zero = |mv: &Take| -> Option<bool> {
            let others = total ^ value(heaps[mv.heap])?;
            let (a, b) = mv.left;
            Some(others ^ value(a)? ^ value(b)? ^ value(mv.third)? == 0)
        };
        let mut moves = self.legal_moves(heaps);
        moves.retain(|mv| leaves_zero(mv) == Some(true));
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Arg;

    /// The option a choice names is the one the full list holds there, for codes that
    /// split in two and in three, and a choice past the list counts it.
    #[test]
    fn the_nth_move_is_the_listed_one() {
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
