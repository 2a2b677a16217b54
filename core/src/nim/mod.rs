//! Nim (rasto6sk, *Algorithm Games* (a TopCoder tutorial)): heaps, a move takes any positive number
//! from one heap. Normal play by Bouton's xor rule; misère by Bouton's amendment (play as normal
//! until the move would leave only heaps of 0 or 1, then leave an odd number of 1s). Every winning
//! move.

pub mod runs;
pub mod versus;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::xor_sum;
use crate::message::Message;

/// The most heaps, and the largest heap.
pub const MAX_HEAPS: usize = 1000;
pub const MAX_HEAP: u64 = 1 << 62;

pub const INFO: GameInfo = GameInfo {
    id: "nim",
    view: View::Heaps,
    players: 2,
    source: crate::catalog::sources::ALGORITHM_GAMES,
    params: &[
        Param {
            name: "heaps",
            kind: Kind::Text {
                max_len: 300,
                default: "3,4,5",
            },
        },
        Param {
            name: "misere",
            kind: Kind::Flag,
        },
        crate::impartial::every_heap::VARIANT,
        crate::impartial::FIRST,
    ],
    preview: r#"{"kind":"heaps","heaps":[3,4,5]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[crate::task::WIN, crate::task::VALUES],
};

/// A move: heap `heap` (from 0) goes down to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reduce {
    pub heap: usize,
    pub to: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nim {
    pub misere: bool,
}

/// Checks heaps from the command line or the page: the refusal names the limit broken.
pub fn check_heaps(heaps: &[u64]) -> Result<(), Message> {
    if heaps.is_empty() || heaps.len() > MAX_HEAPS {
        return Err(fact!(
            "nim-heaps-count",
            most = MAX_HEAPS,
            count = heaps.len()
        ));
    }
    match heaps.iter().find(|&&h| h > MAX_HEAP) {
        Some(&h) => Err(fact!(
            "nim-heap-too-large",
            most = MAX_HEAP,
            heap = h.to_string()
        )),
        None => Ok(()),
    }
}

impl Nim {
    /// Whether the player to move loses `heaps`.
    pub fn lost(&self, heaps: &[u64]) -> bool {
        let big = heaps.iter().any(|&h| h > 1);
        if self.misere && !big {
            // Only 0s and 1s: each move takes a 1; the mover loses when the count is odd.
            return heaps.iter().filter(|&&h| h == 1).count() % 2 == 1;
        }
        xor_sum(heaps.iter().copied()) == 0
    }

    /// Every move to a lost position. A lost result has xor 0 (then heap i goes to
    /// `h ^ xor`) or, in misère, only 0s and 1s (then heap i goes to 0 or 1): three
    /// candidates per heap cover every winning move.
    pub fn all_winning(&self, heaps: &[u64]) -> Vec<Reduce> {
        let x = xor_sum(heaps.iter().copied());
        let mut out = Vec::new();
        let mut after = heaps.to_vec();
        for (i, &h) in heaps.iter().enumerate() {
            let mut targets = vec![h ^ x];
            if self.misere {
                targets.extend([0, 1]);
            }
            targets.sort_unstable();
            targets.dedup();
            for to in targets.into_iter().filter(|&to| to < h) {
                after[i] = to;
                if self.lost(&after) {
                    out.push(Reduce { heap: i, to });
                }
            }
            after[i] = h;
        }
        out
    }
}

impl Rules for Nim {
    type State = Vec<u64>;
    type Move = Reduce;
    type Undo = u64;
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> Vec<u64> {
        vec![3, 4, 5]
    }
    fn legal_moves(&self, heaps: &Vec<u64>) -> Vec<Reduce> {
        let mut out = Vec::new();
        for (heap, &h) in heaps.iter().enumerate() {
            out.extend((0..h).map(|to| Reduce { heap, to }));
        }
        out
    }
    fn apply(&self, heaps: &mut Vec<u64>, mv: &Reduce) -> Result<u64, String> {
        let h = *heaps
            .get(mv.heap)
            .ok_or_else(|| format!("there is no heap {}", mv.heap + 1))?;
        if mv.to >= h {
            return Err(format!(
                "heap {} holds {h}: it cannot go to {}",
                mv.heap + 1,
                mv.to
            ));
        }
        heaps[mv.heap] = mv.to;
        Ok(h)
    }
    fn undo(&self, heaps: &mut Vec<u64>, mv: &Reduce, h: u64) {
        heaps[mv.heap] = h;
    }
}

impl Nim {
    /// `heap I: A -> B` as docs/design.md writes it, with the heap's size before the move.
    pub fn describe(&self, heaps: &[u64], mv: &Reduce) -> String {
        format!("heap {}: {} -> {}", mv.heap + 1, heaps[mv.heap], mv.to)
    }
}

impl Notation for Nim {
    fn write_move(&self, mv: &Reduce) -> String {
        format!("heap {} -> {}", mv.heap + 1, mv.to)
    }
    fn parse_move(&self, text: &str) -> Result<Reduce, String> {
        let bad = || format!("'{text}' is not 'heap I -> B'");
        let rest = text.trim().strip_prefix("heap").ok_or_else(bad)?;
        let (i, to) = rest.split_once("->").ok_or_else(bad)?;
        let i: usize = i.trim().trim_end_matches(':').parse().map_err(|_| bad())?;
        Ok(Reduce {
            heap: i.checked_sub(1).ok_or_else(bad)?,
            to: to.trim().parse().map_err(|_| bad())?,
        })
    }
}

impl Impartial for Nim {
    /// Normal play: the xor. Misère: 0 for lost, 1 for won (docs/design.md).
    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        Some(if self.misere {
            u64::from(!self.lost(heaps))
        } else {
            xor_sum(heaps.iter().copied())
        })
    }
    fn winning_moves(&self, heaps: &Vec<u64>) -> Vec<Reduce> {
        self.all_winning(heaps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bouton_and_misere() {
        let nim = Nim { misere: false };
        let moves = nim.all_winning(&[3, 4, 5]);
        assert_eq!(moves, [Reduce { heap: 0, to: 1 }]);
        assert_eq!(nim.describe(&[3, 4, 5], &moves[0]), "heap 1: 3 -> 1");
        let mis = Nim { misere: true };
        assert!(mis.lost(&[1, 1, 1]) && !nim.lost(&[1, 1, 1]));
        // Misère 2,1: take the 2 entirely, leaving one 1.
        assert_eq!(mis.all_winning(&[2, 1]), [Reduce { heap: 0, to: 0 }]);
        assert_eq!(
            check_heaps(&[]),
            Err(fact!("nim-heaps-count", most = MAX_HEAPS, count = 0usize))
        );
        assert_eq!(
            check_heaps(&[3, MAX_HEAP + 1]),
            Err(fact!(
                "nim-heap-too-large",
                most = MAX_HEAP,
                heap = (MAX_HEAP + 1).to_string()
            ))
        );
        assert_eq!(nim.parse_move("heap 2 -> 0"), Ok(Reduce { heap: 1, to: 0 }));
    }
}
