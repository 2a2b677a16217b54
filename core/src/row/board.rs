//! A row of squares, each holding a black checker, a white checker or nothing (a hole).
//! Both puzzles share it; each puzzle's rules decide which rearrangements are moves.

use std::fmt;

/// The most squares any operation lays out in memory (replay, the player): 100 million
/// bytes. Boards beyond it are reached only through the O(1) formulas.
pub const MAX_BOARD_SQUARES: u64 = 100_000_000;

/// What one square holds. `repr(u8)` keeps a board one byte a square. Ordered so that a
/// board can be a position of the least-cost search, which breaks ties by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Cell {
    Hole = 0,
    Black = 1,
    White = 2,
}

impl Cell {
    /// The one-character code of docs/design.md's `data-board`: `B`, `W` or `_`.
    pub fn symbol(self) -> char {
        match self {
            Cell::Hole => '_',
            Cell::Black => 'B',
            Cell::White => 'W',
        }
    }

    pub fn from_symbol(c: char) -> Option<Cell> {
        match c {
            '_' => Some(Cell::Hole),
            'B' => Some(Cell::Black),
            'W' => Some(Cell::White),
            _ => None,
        }
    }

    pub fn is_checker(self) -> bool {
        self != Cell::Hole
    }
}

/// A row of cells with the (leftmost) hole remembered, so that moves are O(1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board {
    /// First, so that the derived `==` tells most different boards apart in O(1) before it
    /// compares the cells (the judge compares a big row with every position of a line).
    hole: usize,
    cells: Vec<Cell>,
}

impl Board {
    /// A board from its cells; `None` when it has no hole.
    pub fn new(cells: Vec<Cell>) -> Option<Board> {
        let hole = cells.iter().position(|&c| c == Cell::Hole)?;
        Some(Board { cells, hole })
    }

    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    pub fn get(&self, square: usize) -> Option<Cell> {
        self.cells.get(square).copied()
    }

    /// The leftmost hole (the only one in shifting checkers).
    pub fn hole(&self) -> usize {
        self.hole
    }

    /// Moves the `width` checkers on `from..from+width` into the holes on `to..to+width`,
    /// which the caller has checked; `from` becomes the leftmost hole. Both puzzles' moves
    /// and every undo go through here.
    pub fn move_block(&mut self, from: usize, to: usize, width: usize) {
        for k in 0..width {
            self.cells[to + k] = self.cells[from + k];
            self.cells[from + k] = Cell::Hole;
        }
        self.hole = from;
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s: String = self.cells.iter().map(|c| c.symbol()).collect();
        f.write_str(&s)
    }
}

impl std::str::FromStr for Board {
    type Err = String;

    /// Parses the `B`/`W`/`_` code. Only tests call it (no shell reads a board from a
    /// person), so its refusal stays a plain sentence for their failures, not a fact.
    fn from_str(s: &str) -> Result<Board, String> {
        let cells = s
            .chars()
            .map(|c| Cell::from_symbol(c).ok_or_else(|| format!("'{c}' is not B, W or _")))
            .collect::<Result<Vec<_>, _>>()?;
        Board::new(cells).ok_or_else(|| "a board needs a hole".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_its_code() {
        let b: Board = "BB_WW".parse().unwrap();
        assert_eq!(b.hole(), 2);
        assert_eq!(b.to_string(), "BB_WW");
        assert!("BBX".parse::<Board>().is_err());
        assert!("BBW".parse::<Board>().is_err());
    }

    #[test]
    fn move_block_moves_and_leaves_a_hole() {
        let mut b: Board = "BW__".parse().unwrap();
        b.move_block(0, 2, 2);
        assert_eq!(b.to_string(), "__BW");
        assert_eq!(b.hole(), 0);
    }
}
