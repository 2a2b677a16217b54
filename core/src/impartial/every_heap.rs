//! "Every heap moves" on the page: the conjunctive compound of a heap game
//! ([`conjunctive::EveryHeap`]) as a game of the heaps view, won or lost by remoteness
//! (Smith, Winning Ways ch. 9), the computer winning fastest or losing slowest.

use super::conjunctive::{compound, EveryHeap, HeapMove};
use super::versus::{on_heap, to_heaps, HeapTable, Heaps, Part, Span, TableRow};
use super::versus_games::check_drawn;
use crate::catalog::{Kind, Param};
use crate::fact;
use crate::game::{Impartial, Rules};
use crate::message::{chain, Message};

/// The page parameter that asks for it: `one` heap moves (the sum), or `all` of them.
pub const VARIANT: Param = Param {
    name: "variant",
    kind: Kind::Choice {
        options: &["one", "all"],
        default: "one",
    },
};

/// Why misère play and every heap moving are not offered together.
pub fn misere_and_all() -> Message {
    fact!("heaps-misere-and-all")
}

/// A heap game with every heap moving, for the heaps view.
pub struct AllHeaps {
    id: &'static str,
    table: EveryHeap,
}

impl AllHeaps {
    /// `table` covers the largest heap of the page's start (heaps only shrink, a split's
    /// parts included); `id` is the game's, for the snapshot. The heaps are ones the page
    /// draws: a turn picks one option of each heap, so the options listed are the heaps'
    /// own (as many as when one heap moves), never their product.
    pub fn new(id: &'static str, heaps: &[u64], table: EveryHeap) -> Result<AllHeaps, Message> {
        check_drawn(heaps)?;
        Ok(AllHeaps { id, table })
    }

    /// Each heap's own options, heap by heap, as [`Heaps::parts`] lists them (their
    /// indices are the page's); none when some heap cannot move, so no turn can be made.
    fn options(&self, heaps: &[u64]) -> Vec<HeapMove> {
        let mut options = Vec::new();
        for (heap, &h) in heaps.iter().enumerate() {
            let Some(own) = self.table.options(h) else {
                return Vec::new();
            };
            options.extend(own.iter().map(|left| HeapMove {
                heap,
                left: left.clone(),
            }));
        }
        options
    }

    /// The remoteness of the heaps played together: the least of theirs (Smith).
    pub fn remoteness(&self, heaps: &[u64]) -> Option<u32> {
        self.table.remoteness(heaps)
    }
}

impl Rules for AllHeaps {
    type State = Vec<u64>;
    type Move = Vec<HeapMove>;
    type Undo = Vec<u64>;
    type Illegal = Message;

    fn start(&self) -> Vec<u64> {
        vec![self.table.upto()]
    }
    /// Every combination of one option per heap, heap 1's options varying slowest (a
    /// product: the page lists [`Heaps::parts`] instead). None when some heap cannot move:
    /// the player to move has lost.
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
    fn apply(&self, heaps: &mut Vec<u64>, mv: &Vec<HeapMove>) -> Result<Vec<u64>, Message> {
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
    /// Each heap's part as [`to_heaps`]; a turn of several parts joined one by one, as
    /// the label joins them.
    ///
    /// A turn is never empty: the heaps view asks this only of the options it lists, which
    /// are [`Heaps::parts`] (one part each, as `AllHeaps` always has parts, `legal_moves`
    /// is never listed), and any turn of [`Rules::legal_moves`] moves every heap of a
    /// position that has at least one (it lists no turn for no heap).
    fn said(&self, heaps: &Vec<u64>, mv: &Vec<HeapMove>) -> Message {
        let part = |m: &HeapMove| on_heap(m.heap, to_heaps(heaps[m.heap], &m.left));
        chain(mv.iter().map(part), |first, then, _| {
            fact!("heaps-move-each", first = first, then = then)
        })
        .expect("a turn moves at least one heap")
    }
    fn sum_values(&self) -> bool {
        false
    }
    /// Smith's strategy: every heap to an option of remoteness one less, which wins as
    /// fast as possible from a won position and lasts longest from a lost one.
    fn perfect_move(&self, heaps: &Vec<u64>) -> Option<Vec<HeapMove>> {
        self.table.best_move(heaps)
    }
    /// Each heap's options, with the remoteness each leaves; in a won position (least
    /// remoteness odd) Smith's parts, to one less than the heap's remoteness, are marked.
    fn parts(&self, heaps: &Vec<u64>) -> Option<Vec<Part<Vec<HeapMove>>>> {
        let remote = |h: u64| self.table.heap_remoteness(h).unwrap_or(0);
        let won = self.remoteness(heaps).is_some_and(|r| r % 2 == 1);
        let parts = self.options(heaps).into_iter().map(|m| {
            let r = remote(heaps[m.heap]);
            let value = compound(m.left.iter().map(|&p| remote(p)));
            let winning = won && value + 1 == r;
            let why = if winning {
                fact!("heaps-why-part-wins", from = r, to = value)
            } else if won {
                fact!("heaps-why-part-not-this", to = value, wanted = r - 1)
            } else {
                fact!("heaps-why-part-loses", to = value)
            };
            Part {
                left: m.left.clone(),
                mv: vec![m],
                value: u64::from(value),
                winning,
                why,
            }
        });
        Some(parts.collect())
    }
    /// One part of each heap, joined in the heaps' order; [`EveryHeap::after`] checks that
    /// every heap moves once, to one of its options.
    fn chosen(&self, heaps: &Vec<u64>, choice: &[usize]) -> Result<Vec<HeapMove>, Message> {
        let options = self.options(heaps);
        let mut turn = Vec::with_capacity(choice.len());
        for &i in choice {
            let part = options
                .get(i)
                .ok_or_else(|| fact!("heaps-no-part", option = i + 1, options = options.len()))?;
            turn.push(part.clone());
        }
        self.table.after(heaps, &turn)?;
        // In the heaps' order (each moves once), so the turn reads as the page lists it (no
        // sort: its code would weigh on the page's module).
        Ok((0..heaps.len())
            .flat_map(|heap| turn.iter().filter(move |m| m.heap == heap).cloned())
            .collect())
    }
    fn choice_of(&self, heaps: &Vec<u64>, turn: &Vec<HeapMove>) -> Option<Vec<usize>> {
        let options = self.options(heaps);
        turn.iter()
            .map(|m| options.iter().position(|o| o == m))
            .collect()
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        let values = (0..=upto.min(self.table.upto()))
            .map(|n| self.table.heap_remoteness(n).map_or(0, u64::from))
            .collect();
        Ok(HeapTable {
            rows: vec![TableRow {
                label: fact!("heaps-row-remoteness"),
                values,
            }],
            preperiod: None,
            period: None,
            certificate: None,
            note: Some(fact!("heaps-note-every-heap")),
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
        // The parts are the heaps' own options; every turn of `legal_moves` is named by
        // one part per heap, and the winning turn by the marked parts.
        let heaps = vec![3, 4];
        let parts = game.parts(&heaps).unwrap();
        assert_eq!(parts.len(), 3 + 4);
        for turn in game.legal_moves(&heaps) {
            let choice = game.choice_of(&heaps, &turn).unwrap();
            assert_eq!(game.chosen(&heaps, &choice).unwrap(), turn);
        }
        let marked: Vec<usize> = (0..parts.len()).filter(|&k| parts[k].winning).collect();
        let best = game.perfect_move(&heaps).unwrap();
        assert_eq!(game.chosen(&heaps, &marked).unwrap(), best);
        // Listed in any order, a turn reads in the heaps' order.
        let reversed: Vec<usize> = marked.iter().rev().copied().collect();
        assert_eq!(game.chosen(&heaps, &reversed).unwrap(), best);
        assert_eq!(game.parts(&vec![3, 0]).unwrap(), Vec::new());
        // A turn for people to read: each heap's part, joined in the heaps' order as the
        // label joins them.
        assert_eq!(game.label(&heaps, &best), "heap 1: 3 -> 0; heap 2: 4 -> 0");
        assert_eq!(
            game.said(&heaps, &best).flat(),
            "heaps-move-each first=(heaps-move-heap heap=1 what=(heaps-move-to from=3 count=1 \
             a=0 b=0 c=0)) then=(heaps-move-heap heap=2 what=(heaps-move-to from=4 count=1 a=0 \
             b=0 c=0))"
        );
        // A turn the visitor cannot make: the page's record names options, and one heap
        // twice or too few heaps are refused as facts.
        let first = (0..parts.len())
            .find(|&k| parts[k].mv[0].heap == 0)
            .unwrap();
        assert_eq!(
            game.chosen(&heaps, &[first, first]),
            Err(fact!("heaps-every-twice", heap = 1usize))
        );
        assert_eq!(
            game.chosen(&heaps, &[first]),
            Err(fact!("heaps-every-count", heaps = 2usize, moved = 1usize))
        );
        let e = AllHeaps::new("nim", &[15, 101], EveryHeap::nim(101).unwrap()).err();
        assert_eq!(
            e.unwrap(),
            fact!("heaps-not-drawn", most = 100u64, heap = 101u64)
        );
    }
}
