//! Subtraction games (rasto6sk, *Algorithm Games* (a TopCoder tutorial)): one heap, a move takes an
//! amount from a finite set. Grundy values (normal play) or win/lose (misère), and the period
//! certified by the window theorem of `impartial::certify_subtraction`.

pub mod runs;
pub mod versus;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::{self, AtError, HeapValue, Period};
use crate::message::Message;

/// The largest amount in a set, and the most amounts.
pub const MAX_TAKE: u64 = 10_000;
pub const MAX_AMOUNTS: usize = 64;
/// The largest heap a table goes to.
pub const MAX_UPTO: u64 = 10_000_000;
/// The largest table a period search makes unless told otherwise.
pub const DEFAULT_PERIOD_UPTO: u64 = 10_000;

pub const INFO: GameInfo = GameInfo {
    id: "subtraction",
    view: View::Heaps,
    players: 2,
    source: crate::catalog::sources::ALGORITHM_GAMES,
    params: &[
        Param {
            name: "set",
            kind: Kind::Text {
                max_len: 300,
                default: "1,3,4",
            },
        },
        // Text, not a whole number: heaps go to 10^18 through the period, past the 2^53 a
        // JavaScript number holds (`versus_games::parse_heap` reads and checks it).
        Param {
            name: "heap",
            kind: Kind::Text {
                max_len: 40,
                default: "10",
            },
        },
        Param {
            name: "misere",
            kind: Kind::Flag,
        },
        crate::impartial::FIRST,
        crate::impartial::upto(MAX_UPTO),
    ],
    preview: r#"{"kind":"heaps","heaps":[10]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[crate::task::WIN, crate::task::VALUES],
};

/// A subtraction game: the amounts, sorted and distinct, and the play convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    amounts: Vec<u64>,
    misere: bool,
}

impl Subtraction {
    /// The game of these amounts (sorted, repeats dropped), or the refusal naming the limit
    /// broken: 1 to [`MAX_AMOUNTS`] amounts, each from 1 to [`MAX_TAKE`].
    pub fn new(mut amounts: Vec<u64>, misere: bool) -> Result<Subtraction, Message> {
        amounts.sort_unstable();
        amounts.dedup();
        if amounts.is_empty() || amounts.len() > MAX_AMOUNTS {
            return Err(fact!(
                "subtraction-set-size",
                most = MAX_AMOUNTS,
                count = amounts.len()
            ));
        }
        if let Some(&a) = amounts.iter().find(|&&a| a == 0 || a > MAX_TAKE) {
            return Err(fact!(
                "subtraction-amount-range",
                // As read, not grouped: the digits given.
                amount = a.to_string(),
                most = MAX_TAKE
            ));
        }
        Ok(Subtraction { amounts, misere })
    }

    /// Reads `1,3,4`.
    pub fn parse(text: &str, misere: bool) -> Result<Subtraction, Message> {
        Subtraction::new(crate::text::wholes("set", text)?, misere)
    }

    pub fn amounts(&self) -> &[u64] {
        &self.amounts
    }

    pub fn misere(&self) -> bool {
        self.misere
    }

    /// The values of heaps 0..=upto: Grundy values, or with misère 1 (win) / 0 (lose).
    pub fn table(&self, upto: u64) -> Result<Vec<u64>, Message> {
        if upto > MAX_UPTO {
            return Err(fact!(
                "subtraction-table-limit",
                most = MAX_UPTO,
                upto = upto.to_string()
            ));
        }
        let mut g: Vec<u64> = Vec::with_capacity(upto as usize + 1);
        for n in 0..=upto {
            let options = self
                .amounts
                .iter()
                .take_while(|&&s| s <= n)
                .map(|&s| g[(n - s) as usize]);
            let v = if self.misere {
                // No move: the player to move has won. Else win by moving to a loss.
                let mut options = options.peekable();
                let stuck = options.peek().is_none();
                u64::from(stuck || options.any(|o| o == 0))
            } else {
                impartial::mex(options)
            };
            g.push(v);
        }
        Ok(g)
    }

    /// The certified period of `values` (a table of this game), if the window fits.
    pub fn period(&self, values: &[u64]) -> Option<Period> {
        impartial::certify_subtraction(values, *self.amounts.last().unwrap_or(&1) as usize)
    }
}

impl Subtraction {
    /// The certificate of `period` in words: the window rule, and the window checked.
    pub fn certificate(&self, period: &Period) -> Message {
        let t = self.amounts.last().copied().unwrap_or(1);
        fact!(
            "subtraction-certificate",
            largest = t,
            checked = period.sentence()
        )
    }
}

impl Rules for Subtraction {
    type State = u64;
    type Move = u64;
    type Undo = ();
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> u64 {
        0
    }
    fn legal_moves(&self, heap: &u64) -> Vec<u64> {
        self.amounts
            .iter()
            .copied()
            .filter(|&s| s <= *heap)
            .collect()
    }
    fn apply(&self, heap: &mut u64, take: &u64) -> Result<(), String> {
        if !self.amounts.contains(take) {
            return Err(format!("{take} is not in the set"));
        }
        if take > heap {
            return Err(format!("cannot take {take} from a heap of {heap}"));
        }
        *heap -= take;
        Ok(())
    }
    fn undo(&self, heap: &mut u64, take: &u64, _: ()) {
        *heap += take;
    }
}

impl Notation for Subtraction {
    fn write_move(&self, take: &u64) -> String {
        format!("take {take}")
    }
    fn parse_move(&self, text: &str) -> Result<u64, String> {
        let t = text.trim().trim_start_matches("take").trim();
        t.parse().map_err(|_| format!("'{text}' is not 'take N'"))
    }
}

impl Subtraction {
    /// The least period certified by tables of 256, 512, … heaps up to `upto`, and the last
    /// table made.
    pub fn with_period(&self, upto: u64) -> Result<(Vec<u64>, Option<Period>), Message> {
        impartial::search_period(
            upto as usize,
            |size| self.table(size as u64),
            // Each size's table is made anew here: sizes double rather than follow the
            // likeliest period's window.
            |values| self.period(values).ok_or(usize::MAX),
        )
    }

    /// The value of heap `n` (any size, up to 10^18 on the command line): from a table when
    /// `n` is in it, else through the period certified by tables up to `upto`. The error
    /// names a table limit exceeded, or how far it looked for a period.
    pub fn at(&self, n: u64, upto: u64) -> Result<HeapValue, AtError> {
        let (values, period) = self.with_period(upto).map_err(AtError::Refused)?;
        HeapValue::read(&values, period, n)
    }
}

impl Impartial for Subtraction {
    /// The value through the period certified by tables up to [`DEFAULT_PERIOD_UPTO`], or
    /// from a table up to the heap itself; `None` past both.
    fn grundy(&self, heap: &u64) -> Option<u64> {
        match self.at(*heap, DEFAULT_PERIOD_UPTO.max(*heap).min(MAX_UPTO)) {
            Ok(v) => Some(v.value),
            Err(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Arg;

    #[test]
    fn seed_table_and_period() {
        let game = Subtraction::parse("1,3,4", false).unwrap();
        let g = game.table(20).unwrap();
        assert_eq!(&g[..7], &[0, 1, 0, 1, 2, 3, 2]);
        let p = game.period(&g).unwrap();
        assert_eq!((p.preperiod, p.period), (0, 7));
        assert_eq!(game.winning_moves(&10), vec![1, 3]);
        use crate::message::typed;
        assert_eq!(
            Subtraction::parse("0,3", false),
            Err(fact!(
                "subtraction-amount-range",
                amount = "0",
                most = MAX_TAKE
            ))
        );
        assert_eq!(
            Subtraction::parse("1,x", false),
            Err(fact!(
                "value-in-list",
                name = "set",
                list = typed("1,x"),
                why = fact!("value-not-whole", value = typed("x"))
            ))
        );
        let many: Vec<u64> = (1..=MAX_AMOUNTS as u64 + 1).collect();
        assert_eq!(
            Subtraction::new(many, false),
            Err(fact!(
                "subtraction-set-size",
                most = MAX_AMOUNTS,
                count = MAX_AMOUNTS + 1
            ))
        );
        assert_eq!(
            game.table(MAX_UPTO + 1),
            Err(fact!(
                "subtraction-table-limit",
                most = MAX_UPTO,
                upto = "10000001"
            ))
        );

        let fact = game.certificate(&p);
        assert_eq!(fact.arg("largest"), Some(&Arg::Number(4)));
        assert_eq!(fact.arg("checked"), Some(&Arg::from(p.sentence())));
    }
}
