//! Grundy's game (Winning Ways ch. 4): a move splits one heap into two unequal nonempty
//! heaps, so heaps of 1 and 2 are dead. Not an octal game (the parts must differ); its
//! values come from the octal games' sparse-space engine (`sparse::grundys_table`), sums by
//! Sprague–Grundy.

pub mod versus;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::sparse::{grundys_table, MAX_HEAPS};
use crate::message::Message;

/// The largest table, set by memory as for the octal games (2^28 heaps, 4 bytes a value:
/// 1 GiB). Time is the caller's: the sparse-space engine takes seconds to 2^20
/// (docs/impartial.md).
pub const MAX_UPTO: u64 = MAX_HEAPS;

pub const INFO: GameInfo = GameInfo {
    id: "grundys",
    view: View::Heaps,
    players: 2,
    source: crate::catalog::sources::ALGORITHM_GAMES,
    params: &[
        Param {
            name: "heaps",
            kind: Kind::Text {
                max_len: 300,
                default: "12,8",
            },
        },
        crate::impartial::every_heap::VARIANT,
        crate::impartial::FIRST,
        crate::impartial::upto(MAX_UPTO),
    ],
    preview: r#"{"kind":"heaps","heaps":[9,5,2,1]}"#,
    runs: &[],
    tasks: &[crate::task::WIN, crate::task::VALUES],
};

/// A move: heap `heap` (from 0) becomes the two heaps `left`, the larger first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    pub heap: usize,
    pub left: (u64, u64),
}

/// Grundy's game with its table of values for heaps up to the largest it was made for.
#[derive(Clone, Debug)]
pub struct Grundys {
    values: Vec<u32>,
}

impl Grundys {
    /// Values for heaps up to `upto` (at most [`MAX_UPTO`], refused in words naming it).
    pub fn new(upto: u64) -> Result<Grundys, Message> {
        if upto > MAX_UPTO {
            // The value asked as given (its digits), the limit as a number to group.
            return Err(fact!(
                "grundys-table-limit",
                most = MAX_UPTO,
                upto = upto.to_string()
            ));
        }
        Ok(Grundys {
            values: grundys_table(upto as usize),
        })
    }

    /// G(0..=upto) as made.
    pub fn values(&self) -> Vec<u64> {
        self.values.iter().map(|&v| u64::from(v)).collect()
    }

    /// The value of one heap, `None` past the table.
    pub fn heap_value(&self, n: u64) -> Option<u64> {
        let i = usize::try_from(n).ok()?;
        self.values.get(i).map(|&v| u64::from(v))
    }
}

impl Rules for Grundys {
    type State = Vec<u64>;
    type Move = Split;
    type Undo = u64;
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> Vec<u64> {
        vec![self.values.len() as u64 - 1]
    }
    fn legal_moves(&self, heaps: &Vec<u64>) -> Vec<Split> {
        let mut out = Vec::new();
        for (heap, &n) in heaps.iter().enumerate() {
            // Smaller part 1 .. (n − 1)/2: the parts differ and neither is empty.
            out.extend((1..=n.saturating_sub(1) / 2).map(|small| Split {
                heap,
                left: (n - small, small),
            }));
        }
        out
    }
    fn apply(&self, heaps: &mut Vec<u64>, mv: &Split) -> Result<u64, String> {
        let n = *heaps
            .get(mv.heap)
            .ok_or_else(|| format!("there is no heap {}", mv.heap + 1))?;
        let (big, small) = mv.left;
        if small == 0 || big <= small || big.checked_add(small) != Some(n) {
            return Err(format!(
                "heap {} holds {n}: it cannot split into {big} and {small} (two unequal \
                 nonempty heaps that add up to it)",
                mv.heap + 1
            ));
        }
        heaps[mv.heap] = big;
        heaps.push(small);
        Ok(n)
    }
    fn undo(&self, heaps: &mut Vec<u64>, mv: &Split, n: u64) {
        heaps.pop();
        heaps[mv.heap] = n;
    }
}

impl Notation for Grundys {
    fn write_move(&self, mv: &Split) -> String {
        format!("heap {}: leave {},{}", mv.heap + 1, mv.left.0, mv.left.1)
    }
    fn parse_move(&self, text: &str) -> Result<Split, String> {
        let bad = || format!("'{text}' is not 'heap I: leave A,B'");
        let words: Vec<&str> = text.split_whitespace().collect();
        let [_, i, _, ab] = words[..] else {
            return Err(bad());
        };
        let (a, b) = ab.split_once(',').ok_or_else(bad)?;
        let heap: usize = i.trim_end_matches(':').parse().map_err(|_| bad())?;
        Ok(Split {
            heap: heap.checked_sub(1).ok_or_else(bad)?,
            left: (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?),
        })
    }
}

impl Impartial for Grundys {
    /// The xor of the heaps' values (Sprague–Grundy); `None` when a heap is past the table.
    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        heaps
            .iter()
            .try_fold(0, |total, &n| Some(total ^ self.heap_value(n)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_are_unequal_and_written_back() {
        let game = Grundys::new(10).unwrap();
        let moves: Vec<String> = game
            .legal_moves(&vec![7, 2])
            .iter()
            .map(|m| game.write_move(m))
            .collect();
        assert_eq!(
            moves,
            [
                "heap 1: leave 6,1",
                "heap 1: leave 5,2",
                "heap 1: leave 4,3"
            ]
        );
        let mv = game.parse_move("heap 1: leave 4,3").unwrap();
        assert_eq!(game.after(&vec![7, 2], &mv).unwrap(), vec![4, 2, 3]);
        let equal = Split {
            heap: 0,
            left: (3, 3),
        };
        assert!(game
            .after(&vec![6], &equal)
            .unwrap_err()
            .contains("unequal"));
        assert!(game.parse_move("heap 0: leave 1,1").is_err());
        assert_eq!(
            Grundys::new(MAX_UPTO + 1).unwrap_err().flat(),
            "grundys-table-limit most=268435456 upto=268435457"
        );
    }
}
