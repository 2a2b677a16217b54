//! K in a row against the computer on the page: how a position looks as heaps, the
//! explorer's table, and the game opened with the page's settings (its catalog entry's
//! `versus`).

use super::KInRow;
use crate::fact;
use crate::game::Settings;
use crate::impartial::octal_table::Code;
use crate::impartial::versus::{HeapTable, HeapVersus, Heaps, Opened, Play, Span};
use crate::impartial::versus_games::octal_table;
use crate::message::Message;

/// The game with the page's settings, ready to play; `you_first` when the visitor starts.
pub fn open(settings: &Settings, you_first: bool) -> Result<Opened, Message> {
    game(settings, you_first).map(Opened::Ready)
}

fn game(settings: &Settings, you_first: bool) -> Result<Box<dyn Play>, Message> {
    let (n, k) = (
        settings.whole(&super::INFO, "n"),
        settings.whole(&super::INFO, "k"),
    );
    let game = KInRow::new(n, k)?;
    Ok(Box::new(HeapVersus::new(
        game,
        vec![false; n as usize],
        you_first,
        n,
    )))
}

impl Heaps for KInRow {
    fn id(&self) -> &'static str {
        "kinrow"
    }
    fn heaps(&self, row: &Vec<bool>) -> Vec<u64> {
        KInRow::runs_of(row)
            .filter(|&len| len > 0)
            .map(|len| len as u64)
            .collect()
    }
    fn span(&self, _: &Vec<bool>, first: &u64) -> Span {
        let from = first.saturating_sub(1);
        Span {
            heap: 0,
            from,
            alt: from,
            take: self.k(),
        }
    }
    fn label(&self, _: &Vec<bool>, first: &u64) -> String {
        match self.k() {
            1 => format!("square {first}"),
            k => format!("squares {first}–{}", first + k - 1),
        }
    }
    fn said(&self, _: &Vec<bool>, first: &u64) -> Message {
        let k = self.k();
        fact!(
            "heaps-move-squares",
            k = k,
            first = *first,
            last = first + k - 1
        )
    }
    fn heap_values(&self, row: &Vec<bool>) -> Option<Vec<u64>> {
        let runs = self.run_values();
        Some(
            self.heaps(row)
                .iter()
                .map(|&len| u64::from(runs[len as usize]))
                .collect(),
        )
    }
    fn row(&self, row: &Vec<bool>) -> Option<String> {
        Some(row.iter().map(|&o| if o { 'x' } else { '.' }).collect())
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        let code = Code::k_in_a_row(self.k() as usize);
        octal_table(&code, upto, Some("kinrow"))
    }
}
