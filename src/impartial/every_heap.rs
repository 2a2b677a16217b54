//! "Every heap moves" on the page: the conjunctive compound of a heap game
//! ([`conjunctive::EveryHeap`]) as a game of the heaps view, won or lost by remoteness
//! (Smith, Winning Ways ch. 9), the computer winning fastest or losing slowest.

use super::conjunctive::{EveryHeap, HeapMove};
use super::versus::{Heaps, Span, Table, TableRow};
use crate::catalog::{Kind, Param};
use crate::game::{Impartial, Rules};
use crate::text::grouped;

/// The page parameter that asks for it: `one` heap moves (the sum), or `all` of them.
pub const VARIANT: Param = Param {
    name: "variant",
    label: "Heaps that move each turn",
    kind: Kind::Choice {
        options: &["one", "all"],
        default: "one",
    },
};

/// Why misère play and every heap moving are not offered together.
pub const MISERE_AND_ALL: &str = "misère play is offered with one heap moving at a time, \
                                  not with every heap moving";

/// The most counters in all when every heap moves: the page lists every combination of the
/// heaps' own moves (nim's heaps of 3 give 3^6 · 2 = 1,458 at 20 counters), so a few more
/// counters would list tens of thousands.
pub const PAGE_MAX_COUNTERS: u64 = 20;

/// Refuses more than [`PAGE_MAX_COUNTERS`] counters in all, in words.
pub fn check_counters(heaps: &[u64]) -> Result<(), String> {
    let total = heaps
        .iter()
        .try_fold(0u64, |a, &h| a.checked_add(h))
        .unwrap_or(u64::MAX);
    if total > PAGE_MAX_COUNTERS {
        return Err(format!(
            "when every heap moves the page lists every combination of the heaps' moves, so \
             it plays at most {PAGE_MAX_COUNTERS} counters in all, not {}",
            grouped(total)
        ));
    }
    Ok(())
}

/// A heap game with every heap moving, for the heaps view.
pub struct AllHeaps {
    id: &'static str,
    table: EveryHeap,
}

impl AllHeaps {
    /// `table` covers the largest heap of the page's start (heaps only shrink, a split's
    /// parts included); `id` is the game's, for the snapshot.
    pub fn new(id: &'static str, heaps: &[u64], table: EveryHeap) -> Result<AllHeaps, String> {
        check_counters(heaps)?;
        Ok(AllHeaps { id, table })
    }

    /// The remoteness of the heaps played together: the least of theirs (Smith).
    pub fn remoteness(&self, heaps: &[u64]) -> Option<u32> {
        self.table.remoteness(heaps).ok()
    }
}

impl Rules for AllHeaps {
    type State = Vec<u64>;
    type Move = Vec<HeapMove>;
    type Undo = Vec<u64>;
    type Illegal = String;

    fn start(&self) -> Vec<u64> {
        vec![self.table.upto()]
    }
    /// Every combination of one option per heap, heap 1's options varying slowest. None
    /// when some heap cannot move: the player to move has lost.
    fn legal_moves(&self, heaps: &Vec<u64>) -> Vec<Vec<HeapMove>> {
        let mut moves: Vec<Vec<HeapMove>> = vec![Vec::new()];
        for (i, &h) in heaps.iter().enumerate() {
            let Some(options) = self.table.options(h) else {
                return Vec::new();
            };
            moves = moves
                .into_iter()
                .flat_map(|mv| {
                    options.iter().map(move |left| {
                        let mut mv = mv.clone();
                        mv.push(HeapMove {
                            heap: i,
                            left: left.clone(),
                        });
                        mv
                    })
                })
                .collect();
        }
        if heaps.is_empty() {
            Vec::new()
        } else {
            moves
        }
    }
    fn apply(&self, heaps: &mut Vec<u64>, mv: &Vec<HeapMove>) -> Result<Vec<u64>, String> {
        let next = self.table.after(heaps, mv)?;
        Ok(std::mem::replace(heaps, next))
    }
    fn undo(&self, heaps: &mut Vec<u64>, _: &Vec<HeapMove>, before: Vec<u64>) {
        *heaps = before;
    }
}

impl Impartial for AllHeaps {
    /// Not a Grundy value (a compound of this kind is no sum): 1 when the player to move
    /// wins (odd remoteness), 0 when they lose, as misère games give.
    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        self.remoteness(heaps).map(|r| u64::from(r % 2))
    }
}

impl Heaps for AllHeaps {
    fn id(&self) -> &'static str {
        self.id
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    /// Drawn as heap 1's part of the move (the list says the whole move).
    fn span(&self, heaps: &Vec<u64>, mv: &Vec<HeapMove>) -> Span {
        let first = &mv[0];
        let kept: u64 = first.left.iter().sum();
        Span {
            heap: first.heap,
            from: kept,
            alt: kept,
            take: heaps[first.heap] - kept,
        }
    }
    fn label(&self, heaps: &Vec<u64>, mv: &Vec<HeapMove>) -> String {
        self.table.describe(heaps, mv)
    }
    fn sum_values(&self) -> bool {
        false
    }
    /// Smith's strategy: every heap to an option of remoteness one less, which wins as
    /// fast as possible from a won position and lasts longest from a lost one.
    fn perfect_move(&self, heaps: &Vec<u64>) -> Option<Vec<HeapMove>> {
        self.table.best_move(heaps).ok().flatten()
    }
    fn table(&self, upto: u64) -> Result<Table, String> {
        let values = (0..=upto.min(self.table.upto()))
            .map(|n| self.table.heap_remoteness(n).map_or(0, u64::from))
            .collect();
        Ok(Table {
            rows: vec![TableRow {
                label: "remoteness of one heap".into(),
                values,
            }],
            preperiod: None,
            period: None,
            certificate: None,
            note: "Every heap moves at each turn, and whoever cannot move them all loses. A \
                   heap's remoteness counts the moves it lasts when its winner hurries and \
                   its loser delays; the heaps together last as long as the least of them \
                   (Smith, Winning Ways ch. 9), so the player to move wins when the least \
                   remoteness is odd."
                .into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_heaps_all_move_and_the_limit_is_said() {
        let game = AllHeaps::new("nim", &[3, 4], EveryHeap::nim(4).unwrap()).unwrap();
        // 3 · 4 combinations; emptying both wins at once.
        assert_eq!(game.legal_moves(&vec![3, 4]).len(), 12);
        assert_eq!(game.grundy(&vec![3, 4]), Some(1));
        assert_eq!(game.legal_moves(&vec![3, 0]), Vec::<Vec<HeapMove>>::new());
        let e = AllHeaps::new("nim", &[15, 6], EveryHeap::nim(15).unwrap()).err();
        assert!(e.unwrap().contains("at most 20 counters in all, not 21"));
    }
}
