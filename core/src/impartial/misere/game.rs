//! A misère octal game as a game of the contract, its outcomes read from its quotient, and
//! how the heaps view shows it.

use super::quotient::Quotient;
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::octal_table::Code;
use crate::impartial::versus::{HeapTable, Heaps, Span};
use crate::impartial::versus_games::{first, one_row};
use crate::message::Message;
use crate::octal::{Octal, Take};

/// A misère octal game on sums of heaps, for play against the computer: the octal game's
/// rules and notation, its outcomes and winning moves from the quotient. `grundy` is 0 for
/// a lost and 1 for a won position (docs/design.md's misère convention), `None` for a sum
/// with a heap past the quotient.
#[derive(Clone, Debug)]
pub struct MisereOctal {
    game: Octal,
    quotient: Quotient,
}

impl MisereOctal {
    /// The game `code` in misère play, for sums of heaps up to `upto`.
    pub fn new(code: Code, upto: u64) -> Result<MisereOctal, Message> {
        MisereOctal::within(code, upto, super::MAX_BOX)
    }

    /// The same, its quotient's cover at most `most_box` elements ([`Quotient::within`]).
    pub fn within(code: Code, upto: u64, most_box: usize) -> Result<MisereOctal, Message> {
        MisereOctal::of(Quotient::within(code, upto, most_box)?)
    }

    /// The game its built `quotient` plays (its code, for sums of heaps up to its `upto`).
    pub fn of(quotient: Quotient) -> Result<MisereOctal, Message> {
        Ok(MisereOctal {
            game: Octal::new(quotient.code().clone(), quotient.upto().max(1))?,
            quotient,
        })
    }

    pub fn quotient(&self) -> &Quotient {
        &self.quotient
    }

    pub fn octal(&self) -> &Octal {
        &self.game
    }
}

impl Rules for MisereOctal {
    type State = Vec<u64>;
    type Move = Take;
    type Undo = u64;
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> Vec<u64> {
        self.game.start()
    }
    fn legal_moves(&self, heaps: &Vec<u64>) -> Vec<Take> {
        self.game.legal_moves(heaps)
    }
    fn apply(&self, heaps: &mut Vec<u64>, mv: &Take) -> Result<u64, String> {
        self.game.apply(heaps, mv)
    }
    fn undo(&self, heaps: &mut Vec<u64>, mv: &Take, n: u64) {
        self.game.undo(heaps, mv, n)
    }
}

impl Notation for MisereOctal {
    fn write_move(&self, mv: &Take) -> String {
        self.game.write_move(mv)
    }
    fn parse_move(&self, text: &str) -> Result<Take, String> {
        self.game.parse_move(text)
    }
}

impl Impartial for MisereOctal {
    /// 1 for a misère win, 0 for a loss; `None` past the quotient's reach.
    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        self.quotient.lost(heaps).ok().map(|lost| u64::from(!lost))
    }
    /// Every move to a misère P-position, from the quotient (one product per option).
    fn winning_moves(&self, heaps: &Vec<u64>) -> Vec<Take> {
        let Ok(wins) = self.quotient.winning_moves(heaps) else {
            return Vec::new();
        };
        wins.into_iter()
            .map(|(heap, left)| {
                let kept: u64 = left.iter().sum();
                let (a, b, c) = match left[..] {
                    [] => (0, 0, 0),
                    [a] => (a, 0, 0),
                    [a, b] => (a, b, 0),
                    [a, b, c, ..] => (a, b, c),
                };
                Take {
                    heap,
                    take: heaps[heap] - kept,
                    left: (a, b),
                    third: c,
                }
            })
            .collect()
    }
}

/// The heaps view's picture of a misère octal game (for `impartial::versus::HeapVersus`): as
/// the octal game's, with outcomes (1 won, 0 lost) instead of Grundy values and the
/// explorer's table of each heap's misère outcome.
impl Heaps for MisereOctal {
    fn id(&self) -> &'static str {
        "octal"
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    fn span(&self, heaps: &Vec<u64>, mv: &Take) -> Span {
        self.game.span(heaps, mv)
    }
    fn label(&self, heaps: &Vec<u64>, mv: &Take) -> String {
        self.game.label(heaps, mv)
    }
    fn said(&self, heaps: &Vec<u64>, mv: &Take) -> Message {
        self.game.said(heaps, mv)
    }
    fn sum_values(&self) -> bool {
        false
    }
    fn tidy(&self, heaps: &mut Vec<u64>) {
        self.game.tidy(heaps)
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        let q = &self.quotient;
        let values: Vec<u64> = q
            .heap_outcomes()
            .iter()
            .map(|&lost| u64::from(!lost))
            .collect();
        Ok(HeapTable {
            rows: one_row(fact!("heaps-row-misere"), first(&values, upto)),
            preperiod: None,
            period: None,
            certificate: None,
            note: Some(fact!(
                "octal-misere-quotient",
                code = q.code().to_string(),
                upto = q.upto(),
                order = q.order(),
                losing = q.p_portion()
            )),
        })
    }
}
