//! Collect an even/odd number of objects (Andreica and Tapus, *Intelligent Strategies for Several
//! Zero-, One- and Two-Player Games* §4.2): one pile of N, a move removes 1..K and keeps them; the
//! first player wins when their total has the chosen parity. The paper's DP in O(N) and its closed
//! forms ([`claimed`]), checked against each other in the tests.

pub mod versus;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::message::Message;

/// The largest pile.
pub const MAX_N: u64 = 10_000_000;

pub const INFO: GameInfo = GameInfo {
    id: "parity",
    view: View::Heaps,
    players: 2,
    source: crate::catalog::sources::ANDREICA_TAPUS,
    params: &[
        Param {
            name: "n",
            kind: Kind::Whole {
                min: 1,
                max: MAX_N,
                page_max: 1000,
                default: 7,
            },
        },
        Param {
            name: "k",
            kind: Kind::Whole {
                min: 1,
                max: MAX_N,
                page_max: 20,
                default: 2,
            },
        },
        Param {
            name: "odd",
            kind: Kind::Flag,
        },
        crate::impartial::FIRST,
    ],
    preview: r#"{"kind":"pile","pile":5,"totals":[1,1]}"#,
    runs: &[],
    tasks: &[crate::task::WIN],
};

/// `win[x][i]`: with `i` objects left, the player to move wins if they must still collect a
/// total of parity `x` (0 even, 1 odd) from the pile.
#[derive(Clone, Debug)]
pub struct Parity {
    n: u64,
    k: u64,
    odd: bool,
    win: [Vec<bool>; 2],
}

/// The parity the opponent then needs, in the paper's equations (2) and (3):
/// `(c + 1 + (i − c)) mod 2` for x = 0 and `(c + (i − c)) mod 2` for x = 1, which is
/// `(i + 1 + x) mod 2` whatever `c` is taken.
pub fn next_need(x: usize, i: u64) -> usize {
    ((i + 1 + x as u64) % 2) as usize
}

impl Parity {
    /// The table by the paper's O(N) method: `win[x][i]` is 1 iff some `i − c`,
    /// 1 ≤ c ≤ K, is lost for the opponent's parity; remembering the last lost pile of
    /// each parity (the paper's `last` table) answers that in O(1).
    pub fn new(n: u64, k: u64, odd: bool) -> Result<Parity, Message> {
        for (name, v) in [("n", n), ("k", k)] {
            if v == 0 || v > MAX_N {
                // The value as given (its digits), the limit grouped.
                let value = v.to_string();
                return Err(fact!(
                    "parity-range",
                    name = name,
                    most = MAX_N,
                    value = value
                ));
            }
        }
        let mut win = [vec![true; n as usize + 1], vec![false; n as usize + 1]];
        // last[y]: the largest pile j < i with win[y][j] = false, if any.
        let mut last: [Option<u64>; 2] = [None, Some(0)];
        for i in 1..=n {
            for (x, row) in win.iter_mut().enumerate() {
                let y = next_need(x, i);
                row[i as usize] = last[y].is_some_and(|j| i - j <= k);
            }
            for (x, l) in last.iter_mut().enumerate() {
                if !win[x][i as usize] {
                    *l = Some(i);
                }
            }
        }
        Ok(Parity { n, k, odd, win })
    }

    /// The pile at the start.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// Whether the player to move wins with `i` left, needing parity `x`.
    pub fn wins(&self, x: usize, i: u64) -> bool {
        self.win[x][i as usize]
    }

    /// Every winning take from the start.
    pub fn winning_takes(&self) -> Vec<u64> {
        let x = usize::from(self.odd);
        let y = next_need(x, self.n);
        (1..=self.k.min(self.n))
            .filter(|&c| !self.wins(y, self.n - c))
            .collect()
    }
}

/// The paper's closed forms for whether the first player wins (N objects, take 1..K,
/// collect `odd` or even). The tests check each against the DP and the docs list where
/// they fail.
pub fn claimed(n: u64, k: u64, odd: bool) -> bool {
    let (m1, m2) = (n % (k + 2), n % (2 * k + 2));
    let lose = match (n % 2 == 1, k % 2 == 1, odd) {
        (true, false, false) => m1 == 1,
        (true, true, false) => m2 == 1,
        (true, true, true) => m2 == k + 2,
        (true, false, true) => m1 == k + 1,
        (false, true, false) => m2 == k + 1,
        (false, true, true) => m2 == 0,
        (false, false, false) => false,
        (false, false, true) => m1 == 0,
    };
    !lose
}

/// A position: objects left and the parity the player to move needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    pub left: u64,
    pub need: usize,
}

impl Rules for Parity {
    type State = Pile;
    type Move = u64;
    type Undo = usize;
    /// A sentence for tests and logs only: no shell plays a move the game did not list (the
    /// heaps view names its options by number, the command line reads positions only).
    type Illegal = String;

    fn start(&self) -> Pile {
        Pile {
            left: self.n,
            need: usize::from(self.odd),
        }
    }
    fn legal_moves(&self, p: &Pile) -> Vec<u64> {
        (1..=self.k.min(p.left)).collect()
    }
    fn apply(&self, p: &mut Pile, c: &u64) -> Result<usize, String> {
        if *c == 0 || *c > self.k || *c > p.left {
            return Err(format!(
                "cannot take {c}: 1 to {} may be taken",
                self.k.min(p.left)
            ));
        }
        let before = p.need;
        p.need = next_need(p.need, p.left);
        p.left -= c;
        Ok(before)
    }
    fn undo(&self, p: &mut Pile, c: &u64, need: usize) {
        p.left += c;
        p.need = need;
    }
}

impl Notation for Parity {
    fn write_move(&self, c: &u64) -> String {
        format!("take {c}")
    }
    fn parse_move(&self, text: &str) -> Result<u64, String> {
        let t = text.trim().trim_start_matches("take").trim();
        t.parse().map_err(|_| format!("'{text}' is not 'take C'"))
    }
}

impl Impartial for Parity {
    /// Not a sum of games: 0 for a lost position and 1 for a won one.
    fn grundy(&self, p: &Pile) -> Option<u64> {
        Some(u64::from(self.wins(p.need, p.left)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_piles() {
        // K = 1: the first player gets objects 1, 3, 5, …: (N+1)/2 of them.
        let g = Parity::new(5, 1, false).unwrap();
        assert!(!g.wins(0, 5) && g.wins(1, 5));
        assert_eq!(
            Parity::new(0, 1, false).unwrap_err(),
            fact!("parity-range", name = "n", most = MAX_N, value = "0")
        );
        assert_eq!(
            Parity::new(3, MAX_N + 1, true).unwrap_err(),
            fact!("parity-range", name = "k", most = MAX_N, value = "10000001")
        );
        let g = Parity::new(7, 2, false).unwrap();
        assert!(g.winning_takes().iter().all(|&c| c <= 2));
    }
}
