//! Moving checkers in pairs (Tait's problem), after `../shared/seeds/000_…`: n black and
//! n white checkers on 2n+2 squares; a move shifts two adjacent checkers, order kept,
//! into the two adjacent holes. This file holds the model and the rules.

use crate::board::{Board, Cell};
use crate::puzzle::{Illegal, Motion, MoveKind, Puzzle};

/// The largest n accepted: the O(1) formula stays exact in u64 arithmetic up to here.
pub const MAX_N: u64 = 1_000_000_000_000_000;

/// The puzzle of n black and n white checkers moved in pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairs {
    n: u64,
}

impl Pairs {
    /// Checks 3 ≤ n ≤ MAX_N: for n = 1 and n = 2 no sequence of moves reaches the goal.
    pub fn new(n: u64) -> Result<Pairs, String> {
        match n {
            0 => Err("n must be at least 1".into()),
            1 | 2 => Err(format!(
                "pairs with n = {n} has no solution: no sequence of moves reaches the goal (n must be at least 3)"
            )),
            n if n > MAX_N => Err(format!("n must be at most {MAX_N}, not {n}")),
            n => Ok(Pairs { n }),
        }
    }

    /// The rules for any n ≥ 1, solvable or not (for searches that prove n = 1, 2 hopeless).
    pub fn any(n: u64) -> Pairs {
        Pairs { n }
    }

    pub fn n(&self) -> u64 {
        self.n
    }
}

impl Puzzle for Pairs {
    fn name(&self) -> &'static str {
        "pairs"
    }

    fn squares(&self) -> usize {
        (2 * self.n + 2) as usize
    }

    fn start(&self) -> Board {
        let n = self.n as usize;
        let mut cells = vec![Cell::Hole; 2 * n + 2];
        cells[..n].fill(Cell::Black);
        cells[n..2 * n].fill(Cell::White);
        Board::new(cells).expect("two holes")
    }

    fn goal(&self) -> Board {
        let n = self.n as usize;
        let cells = (0..2 * n + 2)
            .map(|s| match s {
                0 | 1 => Cell::Hole,
                s if s % 2 == 0 => Cell::White,
                _ => Cell::Black,
            })
            .collect();
        Board::new(cells).expect("two holes")
    }

    fn optimal_length(&self) -> u64 {
        crate::pairs::optimum(self.n)
    }

    fn check(&self, board: &Board, square: u64) -> Result<Motion, Illegal> {
        let squares = board.len();
        if square + 1 >= squares as u64 {
            return Err(Illegal::OffBoard { square, squares });
        }
        let from = square as usize;
        if !(board.cells()[from].is_checker() && board.cells()[from + 1].is_checker()) {
            return Err(Illegal::NotAPair { square });
        }
        Ok(Motion {
            kind: MoveKind::Pair,
            from,
            to: board.hole(),
        })
    }

    fn legal_moves(&self, board: &Board) -> Vec<u64> {
        let cells = board.cells();
        (0..cells.len().saturating_sub(1))
            .filter(|&s| cells[s].is_checker() && cells[s + 1].is_checker())
            .map(|s| s as u64)
            .collect()
    }
}

/// The least number of moves for size n ≥ 3: n (Theorem 1 and the construction), except
/// n = 3, whose optimum the search finds.
pub fn optimum(n: u64) -> u64 {
    // TODO(pairs helper): n = 3 by search.
    n
}
