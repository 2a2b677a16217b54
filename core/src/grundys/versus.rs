//! Grundy's game against the computer on the page: how a position looks as heaps, the
//! explorer's table, and the game opened with the page's settings (its catalog entry's
//! `versus`).

use super::{Grundys, Split};
use crate::fact;
use crate::game::Rules;
use crate::game::Settings;
use crate::impartial::conjunctive::EveryHeap;
use crate::impartial::every_heap::AllHeaps;
use crate::impartial::versus::{on_heap, HeapTable, HeapVersus, Heaps, Opened, Play, Span};
use crate::impartial::versus_games::{check_drawn, first, one_row, parse_heaps};
use crate::message::Message;
use crate::text::grouped;

/// The game with the page's settings, ready to play; `you_first` when the visitor starts.
/// Heaps are drawn as counters (no period is known to read larger ones through).
pub fn open(settings: &Settings, you_first: bool) -> Result<Opened, Message> {
    game(settings, you_first).map(Opened::Ready)
}

fn game(settings: &Settings, you_first: bool) -> Result<Box<dyn Play>, Message> {
    let heaps = parse_heaps(&settings.text(&super::INFO, "heaps"))?;
    check_drawn(&heaps)?;
    let most = heaps.iter().copied().max().unwrap_or(0).max(1);
    let upto = settings.whole(&super::INFO, "upto");
    if settings.text(&super::INFO, "variant") == "all" {
        check_drawn(&heaps)?;
        let game = Grundys::new(most)?;
        let table = EveryHeap::new(most, |n| {
            game.legal_moves(&vec![n])
                .iter()
                .map(|mv| vec![mv.left.0, mv.left.1])
                .collect()
        })?;
        let game = AllHeaps::new("grundys", &heaps, table)?;
        return Ok(Box::new(HeapVersus::new(game, heaps, you_first, upto)));
    }
    let game = Grundys::new(most)?;
    Ok(Box::new(HeapVersus::new(game, heaps, you_first, upto)))
}

impl Heaps for Grundys {
    fn id(&self) -> &'static str {
        "grundys"
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    /// A split takes nothing: the gap is drawn above the smaller part (mirrored, the larger).
    fn span(&self, _: &Vec<u64>, mv: &Split) -> Span {
        Span {
            heap: mv.heap,
            from: mv.left.1,
            alt: mv.left.0,
            take: 0,
        }
    }
    fn label(&self, _: &Vec<u64>, mv: &Split) -> String {
        format!(
            "heap {}: split into {} and {}",
            mv.heap + 1,
            grouped(mv.left.0),
            grouped(mv.left.1)
        )
    }
    fn said(&self, _: &Vec<u64>, mv: &Split) -> Message {
        let split = fact!("heaps-move-split", a = mv.left.0, b = mv.left.1);
        on_heap(mv.heap, split)
    }
    fn heap_values(&self, heaps: &Vec<u64>) -> Option<Vec<u64>> {
        heaps.iter().map(|&n| self.heap_value(n)).collect()
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        let values = match self.heap_value(upto) {
            Some(_) => self.values(),
            None => Grundys::new(upto)?.values(),
        };
        Ok(HeapTable {
            rows: one_row(fact!("heaps-row-g"), first(&values, upto)),
            preperiod: None,
            period: None,
            certificate: None,
            note: Some(fact!("grundys-note")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setting;
    use crate::impartial::versus::Player;
    use crate::impartial::versus_games::open;

    fn settings(pairs: &[(&str, &str)]) -> Settings {
        Settings(
            pairs
                .iter()
                .map(|(n, v)| (n.to_string(), Setting::Text(v.to_string())))
                .collect(),
        )
    }

    /// The default start is won, the winning splits lead to value 0, and the computer,
    /// moving first from a won start, wins whatever the visitor plays.
    #[test]
    fn plays_by_the_values() {
        let game = open(
            &crate::catalog::ALL_ENGINES,
            "grundys",
            &Settings::default(),
        )
        .unwrap();
        let snap = game.position();
        // G(12) = 1, G(8) = 2 (Winning Ways).
        assert_eq!((snap.heap_values, snap.value), (Some(vec![1, 2]), Some(3)));
        assert!(snap.moves.iter().any(|m| m.winning && m.value == Some(0)));
        assert!(snap.moves.iter().all(|m| m.label.contains("split into")));
        let s = settings(&[("heaps", "12,8"), ("first", "computer")]);
        let mut game = open(&crate::catalog::ALL_ENGINES, "grundys", &s).unwrap();
        while !game.position().finished {
            let i = if game.you_to_move() {
                vec![0]
            } else {
                game.best().unwrap()
            };
            game.play(&i).unwrap();
        }
        assert_eq!(game.position().winner, Some(Player::Computer));
    }

    #[test]
    fn refuses_in_words_and_tables_without_a_period() {
        let e = open(
            &crate::catalog::ALL_ENGINES,
            "grundys",
            &settings(&[("heaps", "101")]),
        )
        .err()
        .unwrap()
        .flat();
        assert!(e.contains("heaps-not-drawn most=100 heap=101"), "{e}");
        // Every heap moving: each heap's own splits are listed (4 + 3 + 3), not their product.
        let all = settings(&[("heaps", "9,8,7"), ("variant", "all")]);
        let snap = open(&crate::catalog::ALL_ENGINES, "grundys", &all)
            .unwrap()
            .position();
        assert!(snap.every_heap && snap.moves.len() == 10);
        let all = settings(&[("heaps", "9,101"), ("variant", "all")]);
        let e = open(&crate::catalog::ALL_ENGINES, "grundys", &all)
            .err()
            .unwrap()
            .flat();
        assert!(e.contains("heaps-not-drawn most=100 heap=101"), "{e}");
        let t = open(
            &crate::catalog::ALL_ENGINES,
            "grundys",
            &Settings::default(),
        )
        .unwrap()
        .table(Some(20))
        .unwrap();
        assert_eq!(
            t.rows[0].values,
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
        assert_eq!(t.period, None);
    }
}
