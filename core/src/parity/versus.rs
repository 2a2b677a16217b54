//! The even/odd collecting game against the computer on the page: how a position looks as heaps, the
//! explorer's table, and the game opened with the page's settings (its catalog entry's
//! `versus`).

use super::{Parity, Pile};
use crate::fact;
use crate::game::Notation;
use crate::game::Settings;
use crate::impartial::versus::{take, HeapTable, HeapVersus, Heaps, Opened, Play, Span, TableRow};
use crate::message::Message;

/// The game with the page's settings, ready to play; `you_first` when the visitor starts.
pub fn open(settings: &Settings, you_first: bool) -> Result<Opened, Message> {
    game(settings, you_first).map(Opened::Ready)
}

fn game(settings: &Settings, you_first: bool) -> Result<Box<dyn Play>, Message> {
    let game = Parity::new(
        settings.whole(&super::INFO, "n"),
        settings.whole(&super::INFO, "k"),
        settings.flag("odd"),
    )?;
    let start = crate::game::Rules::start(&game);
    let n = game.n();
    Ok(Box::new(HeapVersus::new(game, start, you_first, n)))
}

impl Heaps for Parity {
    fn id(&self) -> &'static str {
        "parity"
    }
    fn heaps(&self, p: &Pile) -> Vec<u64> {
        vec![p.left]
    }
    fn span(&self, p: &Pile, c: &u64) -> Span {
        let from = p.left.saturating_sub(*c);
        Span {
            heap: 0,
            from,
            alt: from,
            take: *c,
        }
    }
    fn label(&self, _: &Pile, c: &u64) -> String {
        self.write_move(c)
    }
    fn said(&self, _: &Pile, c: &u64) -> Message {
        take(*c)
    }
    fn sum_values(&self) -> bool {
        false
    }
    fn keeps(&self) -> bool {
        true
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        let upto = upto.min(self.n());
        let row = |x: usize| (0..=upto).map(|i| u64::from(self.wins(x, i))).collect();
        Ok(HeapTable {
            rows: vec![
                TableRow {
                    label: fact!("parity-row-even"),
                    values: row(0),
                },
                TableRow {
                    label: fact!("parity-row-odd"),
                    values: row(1),
                },
            ],
            preperiod: None,
            period: None,
            certificate: None,
            note: Some(fact!("parity-note")),
        })
    }
}
