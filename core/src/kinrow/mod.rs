//! K in a row (Andreica and Tapus, *Intelligent Strategies for Several Zero-, One- and Two-Player
//! Games* §4.1): N empty squares in a row, a move occupies K consecutive empty squares. Each run of
//! empty squares is a heap of the octal game 0.0…07 (take K, leave 0, 1 or 2 heaps); the values
//! come from `impartial::sparse` and a position is their xor.

pub mod runs;
pub mod versus;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::octal_table::Code;
use crate::impartial::{sparse, xor_sum};
use crate::message::Message;

/// The longest row, and the largest K.
pub const MAX_N: u64 = 1 << 20;
pub const MAX_K: u64 = 1000;

pub const INFO: GameInfo = GameInfo {
    id: "kinrow",
    view: View::Heaps,
    players: 2,
    source: crate::catalog::sources::ANDREICA_TAPUS,
    params: &[
        Param {
            name: "n",
            kind: Kind::Whole {
                min: 1,
                max: MAX_N,
                page_max: 200,
                default: 10,
            },
        },
        Param {
            name: "k",
            kind: Kind::Whole {
                min: 1,
                max: MAX_K,
                page_max: 10,
                default: 2,
            },
        },
        crate::impartial::FIRST,
    ],
    preview: r#"{"kind":"squares","row":"..xx....xx"}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[crate::task::WIN],
};

/// A row of `n` squares with the values of runs of every length up to `n`.
#[derive(Clone, Debug)]
pub struct KInRow {
    n: u64,
    k: u64,
    runs: Vec<u32>,
}

impl KInRow {
    /// The row of `n` squares, `k` a move, or the refusal of the one out of range
    /// (`boards-value-range`, values.ftl, naming `N` or `K` as the rules write them).
    pub fn new(n: u64, k: u64) -> Result<KInRow, Message> {
        for (name, value, most) in [("N", n, MAX_N), ("K", k, MAX_K)] {
            if value == 0 || value > most {
                return Err(fact!(
                    "boards-value-range",
                    name = name,
                    lo = 1u64,
                    hi = most,
                    value = value.to_string()
                ));
            }
        }
        let runs = sparse::table(&Code::k_in_a_row(k as usize), n as usize);
        Ok(KInRow { n, k, runs })
    }

    /// Squares per move.
    pub fn k(&self) -> u64 {
        self.k
    }

    /// G(0..=N) of a single run of empty squares.
    pub fn run_values(&self) -> &[u32] {
        &self.runs
    }

    /// The lengths of the runs of empty squares (`false` = empty).
    pub fn runs_of(row: &[bool]) -> impl Iterator<Item = usize> + '_ {
        row.split(|&occupied| occupied).map(<[bool]>::len)
    }
}

impl Rules for KInRow {
    /// `true` for an occupied square, squares 1..N at indices 0..N−1.
    type State = Vec<bool>;
    /// The first square the move occupies, from 1.
    type Move = u64;
    type Undo = ();
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> Vec<bool> {
        vec![false; self.n as usize]
    }
    fn legal_moves(&self, row: &Vec<bool>) -> Vec<u64> {
        let k = self.k as usize;
        (0..row.len().saturating_sub(k - 1))
            .filter(|&i| row[i..i + k].iter().all(|&o| !o))
            .map(|i| i as u64 + 1)
            .collect()
    }
    fn apply(&self, row: &mut Vec<bool>, first: &u64) -> Result<(), String> {
        let (i, k) = (first.saturating_sub(1) as usize, self.k as usize);
        if *first == 0 || i + k > row.len() {
            return Err(format!("{first} does not start {k} squares on the row"));
        }
        if row[i..i + k].iter().any(|&o| o) {
            return Err(format!("squares {first} to {} are not all empty", i + k));
        }
        row[i..i + k].iter_mut().for_each(|o| *o = true);
        Ok(())
    }
    fn undo(&self, row: &mut Vec<bool>, first: &u64, _: ()) {
        let i = *first as usize - 1;
        row[i..i + self.k as usize]
            .iter_mut()
            .for_each(|o| *o = false);
    }
}

impl Notation for KInRow {
    fn write_move(&self, first: &u64) -> String {
        first.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u64, String> {
        text.trim()
            .parse()
            .map_err(|_| format!("'{text}' is not a square number"))
    }
}

impl Impartial for KInRow {
    fn grundy(&self, row: &Vec<bool>) -> Option<u64> {
        Some(xor_sum(
            Self::runs_of(row).map(|len| u64::from(self.runs[len])),
        ))
    }
    /// Every winning first square: the runs' values are known, so each move costs O(1).
    fn winning_moves(&self, row: &Vec<bool>) -> Vec<u64> {
        let total = xor_sum(Self::runs_of(row).map(|len| u64::from(self.runs[len])));
        let (k, mut start, mut out) = (self.k as usize, 0usize, Vec::new());
        for len in Self::runs_of(row) {
            let rest = total ^ u64::from(self.runs[len]);
            for a in 0..(len + 1).saturating_sub(k) {
                let left = u64::from(self.runs[a]) ^ u64::from(self.runs[len - k - a]);
                if left == rest {
                    out.push((start + a + 1) as u64);
                }
            }
            start += len + 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k2_is_dawsons_kayles_with_moves() {
        let game = KInRow::new(10, 2).unwrap();
        let row = game.start();
        // 0.07: G(10) = 3 (Dawson's Kayles values 0 0 1 1 2 0 3 1 1 0 3).
        assert_eq!(game.grundy(&row), Some(3));
        for first in game.winning_moves(&row) {
            assert_eq!(game.grundy(&game.after(&row, &first).unwrap()), Some(0));
        }
        assert!(game.after(&row, &10).is_err());
        let refused = |n, k| KInRow::new(n, k).unwrap_err().flat();
        assert_eq!(
            refused(MAX_N + 1, 2),
            "boards-value-range name=N lo=1 hi=1048576 value=1048577"
        );
        assert_eq!(
            refused(5, 0),
            "boards-value-range name=K lo=1 hi=1000 value=0"
        );
    }
}
