//! Nim against the computer on the page: how a position looks as heaps, the
//! explorer's table, and the game opened with the page's settings (its catalog entry's
//! `versus`).

use super::{check_heaps, Nim, Reduce};
use crate::fact;
use crate::game::Settings;
use crate::impartial::conjunctive::EveryHeap;
use crate::impartial::every_heap::misere_and_all;
use crate::impartial::every_heap::AllHeaps;
use crate::impartial::versus::{
    on_heap, to_heaps, HeapTable, HeapVersus, Heaps, Opened, Play, Span,
};
use crate::impartial::versus_games::{check_drawn, one_row, parse_heaps, PAGE_MAX_HEAP};
use crate::message::Message;

/// The game with the page's settings, ready to play; `you_first` when the visitor starts.
pub fn open(settings: &Settings, you_first: bool) -> Result<Opened, Message> {
    game(settings, you_first).map(Opened::Ready)
}

fn game(settings: &Settings, you_first: bool) -> Result<Box<dyn Play>, Message> {
    let heaps = parse_heaps(&settings.text(&super::INFO, "heaps"))?;
    check_drawn(&heaps)?;
    check_heaps(&heaps)?;
    if settings.text(&super::INFO, "variant") == "all" {
        if settings.flag("misere") {
            return Err(misere_and_all());
        }
        let most = heaps.iter().copied().max().unwrap_or(0);
        let game = AllHeaps::new("nim", &heaps, EveryHeap::nim(most)?)?;
        return Ok(Box::new(HeapVersus::new(
            game,
            heaps,
            you_first,
            PAGE_MAX_HEAP,
        )));
    }
    let game = Nim {
        misere: settings.flag("misere"),
    };
    Ok(Box::new(HeapVersus::new(
        game,
        heaps,
        you_first,
        PAGE_MAX_HEAP,
    )))
}

impl Heaps for Nim {
    fn id(&self) -> &'static str {
        "nim"
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    fn span(&self, heaps: &Vec<u64>, mv: &Reduce) -> Span {
        Span {
            heap: mv.heap,
            from: mv.to,
            alt: mv.to,
            take: heaps[mv.heap] - mv.to,
        }
    }
    fn label(&self, heaps: &Vec<u64>, mv: &Reduce) -> String {
        self.describe(heaps, mv)
    }
    fn said(&self, heaps: &Vec<u64>, mv: &Reduce) -> Message {
        on_heap(mv.heap, to_heaps(heaps[mv.heap], &[mv.to]))
    }
    fn heap_values(&self, heaps: &Vec<u64>) -> Option<Vec<u64>> {
        // Normal play: a heap of n is worth n.
        self.sum_values().then(|| heaps.clone())
    }
    fn sum_values(&self) -> bool {
        !self.misere
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        // One heap of n: worth n, or in misère won unless n is 1.
        let values = (0..=upto)
            .map(|n| {
                if self.misere {
                    u64::from(!self.lost(&[n]))
                } else {
                    n
                }
            })
            .collect();
        let (label, note) = if self.misere {
            (fact!("heaps-row-misere-one"), fact!("nim-note-misere"))
        } else {
            (fact!("heaps-row-g"), fact!("nim-note"))
        };
        Ok(HeapTable {
            rows: one_row(label, values),
            preperiod: None,
            period: None,
            certificate: None,
            note: Some(note),
        })
    }
}
