//! Conjunctive compounds: every component moves at every turn, and a player who cannot move
//! in every component loses. C. A. B. Smith's remoteness solves them (Winning Ways, ch. 9,
//! "Steinhaus's remoteness"): the compound's remoteness is the least of its components'.
//! Used by `knights --variant all` and by "every heap moves" over the heap games.

use crate::fact;
use crate::game::{Outcome, Rules};
use crate::message::Message;
use crate::octal::Octal;
use crate::subtraction::Subtraction;

/// A position's remoteness from its options' remotenesses (Winning Ways ch. 9): 0 with no
/// option; else 1 + the least even option (a winner heads for the quickest win), or, when
/// every option is odd, 1 + the largest (a loser makes the game last). Even remoteness is a
/// previous-player win, odd a next-player win, as the induction over this recursion shows.
pub fn remoteness(options: impl IntoIterator<Item = u32>) -> u32 {
    let (mut least_even, mut most_odd) = (None::<u32>, None::<u32>);
    for r in options {
        if r % 2 == 0 {
            least_even = Some(least_even.map_or(r, |e| e.min(r)));
        } else {
            most_odd = Some(most_odd.map_or(r, |o| o.max(r)));
        }
    }
    match (least_even, most_odd) {
        (Some(e), _) => e + 1,
        (None, Some(o)) => o + 1,
        (None, None) => 0,
    }
}

/// The remoteness of a conjunctive compound: the least of the components' (Smith's
/// theorem, Winning Ways ch. 9). Each player moves every component to remoteness one less,
/// so the least component decides when play stops, and with it who moved last.
pub fn compound(parts: impl IntoIterator<Item = u32>) -> u32 {
    parts.into_iter().min().unwrap_or(0)
}

/// Who wins from a position of remoteness `r`: odd, the player to move.
pub fn outcome(r: u32) -> Outcome {
    if r % 2 == 1 {
        Outcome::First
    } else {
        Outcome::Second
    }
}

/// The largest heap of an "every heap moves" table.
pub const MAX_HEAP: u64 = 100_000;

/// "Every heap moves" over a heap game: at each turn the player moves in every heap, by the
/// heap game's own rules, and a player who cannot move every heap loses. A heap that can no
/// longer move (0 counters included) stays in play and so ends the game; a split heap
/// becomes two heaps, each of which must move from then on. The remoteness of one heap
/// comes from the recursion over its options, an option that leaves two heaps counting
/// the lesser of theirs (the two form a conjunctive compound).
#[derive(Clone, Debug)]
pub struct EveryHeap {
    /// For each heap 0..=upto, every option as the heaps it leaves (`[0]`: an empty heap).
    options: Vec<Vec<Vec<u64>>>,
    remote: Vec<u32>,
}

/// One heap's part of a move: heap `heap` (from 0) leaves `left` (one or two heaps).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapMove {
    pub heap: usize,
    pub left: Vec<u64>,
}

impl EveryHeap {
    /// The table for heaps 0..=upto of the game whose heap `n` leaves `options_of(n)` (each
    /// option's heaps, all smaller than `n`).
    pub fn new(upto: u64, options_of: impl Fn(u64) -> Vec<Vec<u64>>) -> Result<EveryHeap, Message> {
        if upto > MAX_HEAP {
            return Err(fact!(
                "heaps-every-table-limit",
                most = MAX_HEAP,
                upto = upto.to_string()
            ));
        }
        let mut options = Vec::with_capacity(upto as usize + 1);
        let mut remote: Vec<u32> = Vec::with_capacity(upto as usize + 1);
        for n in 0..=upto {
            let opts = options_of(n);
            let r = remoteness(
                opts.iter()
                    .map(|parts| compound(parts.iter().map(|&p| remote[p as usize]))),
            );
            options.push(opts);
            remote.push(r);
        }
        Ok(EveryHeap { options, remote })
    }

    /// Nim: a heap goes down to any smaller size.
    pub fn nim(upto: u64) -> Result<EveryHeap, Message> {
        EveryHeap::new(upto, |n| (0..n).map(|k| vec![k]).collect())
    }

    /// A subtraction game: a heap loses one of the amounts.
    pub fn subtraction(game: &Subtraction, upto: u64) -> Result<EveryHeap, Message> {
        EveryHeap::new(upto, |n| {
            game.legal_moves(&n)
                .iter()
                .map(|take| vec![n - take])
                .collect()
        })
    }

    /// An octal game: a heap leaves what the code allows; "leave none" leaves an empty
    /// heap, which ends the game.
    pub fn octal(game: &Octal, upto: u64) -> Result<EveryHeap, Message> {
        EveryHeap::new(upto, |n| {
            game.legal_moves(&vec![n])
                .iter()
                .map(|mv| match mv.parts() {
                    parts if parts.is_empty() => vec![0],
                    parts => parts,
                })
                .collect()
        })
    }

    /// The largest heap of the table.
    pub fn upto(&self) -> u64 {
        self.remote.len() as u64 - 1
    }

    /// Whether the table answers for `heaps`: at least one, none past it. (Where it does
    /// not, the value is not known: no shell words why.)
    fn covers(&self, heaps: &[u64]) -> bool {
        !heaps.is_empty() && heaps.iter().all(|&h| h <= self.upto())
    }

    /// The remoteness of one heap.
    pub fn heap_remoteness(&self, n: u64) -> Option<u32> {
        self.remote.get(n as usize).copied()
    }

    /// The remoteness of the heaps played together, every heap moving; `None` for no heap
    /// or a heap past the table.
    pub fn remoteness(&self, heaps: &[u64]) -> Option<u32> {
        self.covers(heaps)
            .then(|| compound(heaps.iter().map(|&h| self.remote[h as usize])))
    }

    pub fn outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        self.remoteness(heaps).map(outcome)
    }

    /// Every legal way to move one heap: its options, as the heaps each leaves.
    pub fn heap_options(&self, n: u64) -> &[Vec<u64>] {
        &self.options[n as usize]
    }

    /// [`EveryHeap::heap_options`], `None` for a heap past the table or with no option.
    pub fn options(&self, n: u64) -> Option<&[Vec<u64>]> {
        let options = self.options.get(usize::try_from(n).ok()?)?;
        (!options.is_empty()).then_some(options.as_slice())
    }

    /// The remoteness-optimal move: every heap of remoteness r goes to an option of
    /// remoteness r − 1 (it exists by the recursion), which leaves the compound at its
    /// remoteness − 1. From a won position (odd) it wins as fast as possible; from a lost
    /// one it makes the game last longest. `None` when some heap cannot move.
    pub fn best_move(&self, heaps: &[u64]) -> Option<Vec<HeapMove>> {
        if !self.covers(heaps) {
            return None;
        }
        let mut moves = Vec::with_capacity(heaps.len());
        for (i, &h) in heaps.iter().enumerate() {
            let r = self.remote[h as usize];
            if r == 0 {
                return None;
            }
            let left = self.options[h as usize]
                .iter()
                .find(|parts| compound(parts.iter().map(|&p| self.remote[p as usize])) == r - 1)
                .expect("the recursion gives an option of remoteness r − 1");
            moves.push(HeapMove {
                heap: i,
                left: left.clone(),
            });
        }
        Some(moves)
    }

    /// The move that wins, when the player to move wins (odd remoteness).
    pub fn winning_move(&self, heaps: &[u64]) -> Option<Vec<HeapMove>> {
        match self.outcome(heaps)? {
            Outcome::First => self.best_move(heaps),
            Outcome::Second => None,
        }
    }

    /// The heaps after `mv`, checked: every heap moves once, to one of its options. A split
    /// heap's first part stays in its place and the second goes to the end. A visitor's
    /// turn on the page is one listed option per heap, so what it can get wrong is the count
    /// and a heap moved twice; a part that is no option of its heap is the same refusal as
    /// a heap with no such option.
    pub fn after(&self, heaps: &[u64], mv: &[HeapMove]) -> Result<Vec<u64>, Message> {
        if mv.len() != heaps.len() || heaps.is_empty() {
            return Err(fact!(
                "heaps-every-count",
                heaps = heaps.len(),
                moved = mv.len()
            ));
        }
        let mut next = heaps.to_vec();
        let mut seen = vec![false; heaps.len()];
        for m in mv {
            let options = heaps
                .get(m.heap)
                .and_then(|&h| self.options.get(usize::try_from(h).ok()?));
            if !options.is_some_and(|o| o.contains(&m.left)) {
                return Err(fact!("heaps-every-no-option", heap = m.heap + 1));
            }
            if seen[m.heap] {
                return Err(fact!("heaps-every-twice", heap = m.heap + 1));
            }
            seen[m.heap] = true;
            next[m.heap] = m.left[0];
            next.extend_from_slice(&m.left[1..]);
        }
        Ok(next)
    }

    /// A move in words: `heap 1: 7 -> 5; heap 2: 9 -> 3 and 4`.
    pub fn describe(&self, heaps: &[u64], mv: &[HeapMove]) -> String {
        let parts: Vec<String> = mv
            .iter()
            .map(|m| {
                let left: Vec<String> = m.left.iter().map(u64::to_string).collect();
                format!(
                    "heap {}: {} -> {}",
                    m.heap + 1,
                    heaps[m.heap],
                    left.join(" and ")
                )
            })
            .collect();
        parts.join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remoteness_recursion_by_hand() {
        assert_eq!(remoteness([]), 0);
        // An option of remoteness 0 (a P-position): win in one.
        assert_eq!(remoteness([0, 3]), 1);
        // Only N options: lose, as late as possible.
        assert_eq!(remoteness([1, 3]), 4);
        assert_eq!(remoteness([2, 4, 5]), 3);
        assert_eq!(outcome(3), Outcome::First);
        assert_eq!(outcome(4), Outcome::Second);
        assert_eq!(compound([5, 2, 9]), 2);
    }

    #[test]
    fn nim_every_heap_moves() {
        // One nim heap: R(0) = 0, every n ≥ 1 wins at once by taking all, R = 1.
        let game = EveryHeap::nim(10).unwrap();
        assert_eq!(game.heap_remoteness(0), Some(0));
        assert_eq!(game.heap_remoteness(7), Some(1));
        // Heaps 3 and 5: both emptied in one move.
        let mv = game.winning_move(&[3, 5]).unwrap();
        assert_eq!(game.after(&[3, 5], &mv).unwrap(), vec![0, 0]);
        assert_eq!(
            game.describe(&[3, 5], &mv),
            "heap 1: 3 -> 0; heap 2: 5 -> 0"
        );
        assert_eq!(game.outcome(&[3, 0]), Some(Outcome::Second));
        assert_eq!(
            game.after(&[3, 5], &mv[..1]),
            Err(fact!("heaps-every-count", heaps = 2usize, moved = 1usize))
        );
        let twice = [mv[0].clone(), mv[0].clone()];
        assert_eq!(
            game.after(&[3, 5], &twice),
            Err(fact!("heaps-every-twice", heap = 1usize))
        );
        let no_option = [
            mv[0].clone(),
            HeapMove {
                heap: 1,
                left: vec![6],
            },
        ];
        assert_eq!(
            game.after(&[3, 5], &no_option),
            Err(fact!("heaps-every-no-option", heap = 2usize))
        );
        assert_eq!(game.remoteness(&[11]), None);
        assert_eq!(
            EveryHeap::nim(MAX_HEAP + 1).err(),
            Some(fact!(
                "heaps-every-table-limit",
                most = MAX_HEAP,
                upto = "100001"
            ))
        );
    }
}
