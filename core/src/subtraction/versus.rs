//! Subtraction games against the computer on the page: how a position looks as heaps, the
//! explorer's table, and the game opened with the page's settings (its catalog entry's
//! `versus`).

use super::{Subtraction, DEFAULT_PERIOD_UPTO};
use crate::fact;
use crate::game::Settings;
use crate::game::{Impartial, Notation};
use crate::impartial::versus::{take, HeapTable, HeapVersus, Heaps, Opened, Play, Span};
use crate::impartial::versus_games::{first, long_enough, one_row, parse_heap};
use crate::impartial::{AtError, Period};
use crate::message::Message;

/// The heaps drawn as counters go up to this many; a larger one is shown as a number and
/// read through the certified period.
pub const PAGE_COUNTERS: u64 = 1000;

/// The game with the page's settings, ready to play; `you_first` when the visitor starts.
pub fn open(settings: &Settings, you_first: bool) -> Result<Opened, Message> {
    game(settings, you_first).map(Opened::Ready)
}

fn game(settings: &Settings, you_first: bool) -> Result<Box<dyn Play>, Message> {
    let game = Subtraction::parse(&settings.text(&super::INFO, "set"), settings.flag("misere"))?;
    let upto = settings.whole(&super::INFO, "upto");
    let heap = parse_heap(&settings.text(&super::INFO, "heap"))?;
    // A heap past the period search's table is read through its certified period; without
    // one, say how far the page looked.
    if let Err(e) = game.at(heap, DEFAULT_PERIOD_UPTO) {
        return Err(match e {
            AtError::NoPeriod(none) => fact!(
                "subtraction-no-period-for-heap",
                set = settings.text(&super::INFO, "set"),
                looked = none.looked,
                heap = heap
            ),
            AtError::Refused(why) => why,
        });
    }
    Ok(Box::new(HeapVersus::new(game, heap, you_first, upto)))
}

impl Heaps for Subtraction {
    fn id(&self) -> &'static str {
        "subtraction"
    }
    fn heaps(&self, heap: &u64) -> Vec<u64> {
        vec![*heap]
    }
    fn span(&self, heap: &u64, take: &u64) -> Span {
        let from = heap.saturating_sub(*take);
        Span {
            heap: 0,
            from,
            alt: from,
            take: *take,
        }
    }
    fn label(&self, _: &u64, take: &u64) -> String {
        self.write_move(take)
    }
    fn said(&self, _: &u64, n: &u64) -> Message {
        take(*n)
    }
    fn heap_values(&self, heap: &u64) -> Option<Vec<u64>> {
        // A heap the page plays is within its table, so its value is known.
        self.sum_values()
            .then(|| self.grundy(heap).into_iter().collect())
    }
    fn sum_values(&self) -> bool {
        !self.misere()
    }
    fn counters_max(&self) -> u64 {
        PAGE_COUNTERS
    }
    /// The period the page's search certifies (the one `grundy` reads heaps through).
    fn period(&self) -> Option<Period> {
        self.with_period(DEFAULT_PERIOD_UPTO).ok()?.1
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        let values = self.table(upto.max(DEFAULT_PERIOD_UPTO))?;
        let period = self.period(&values);
        let upto = long_enough(upto, period.as_ref());
        let label = if self.misere() {
            fact!("heaps-row-misere")
        } else {
            fact!("heaps-row-g")
        };
        Ok(HeapTable {
            rows: one_row(label, first(&values, upto)),
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            certificate: period.map(|p| self.certificate(&p)),
            note: match period {
                Some(_) => None,
                None => Some(fact!("subtraction-no-period", upto = values.len() - 1)),
            },
        })
    }
}
