//! The two quantities of the lower-bound proof of *Complete Solutions for a Combinatorial Puzzle in
//! Linear Time* (§2, Table 1 and Lemma 1): inversions (a black left of a white) and vacant
//! inversions (a black left of the hole, a white right of it). The start has nm + (n + m) of them,
//! the goal none.

use crate::row::board::{Board, Cell};

/// Pairs of a black checker left of a white checker. O(squares).
pub fn inversions(board: &Board) -> u64 {
    let mut blacks = 0u64;
    let mut pairs = 0u64;
    for &cell in board.cells() {
        match cell {
            Cell::Black => blacks += 1,
            Cell::White => pairs += blacks,
            Cell::Hole => {}
        }
    }
    pairs
}

/// Blacks left of the hole plus whites right of it. O(squares).
pub fn vacant_inversions(board: &Board) -> u64 {
    let hole = board.hole();
    let cells = board.cells();
    let left = cells[..hole].iter().filter(|&&c| c == Cell::Black).count();
    let right = cells[hole + 1..]
        .iter()
        .filter(|&&c| c == Cell::White)
        .count();
    (left + right) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_and_goal() {
        let b: Board = "BBB_WW".parse().unwrap();
        assert_eq!((inversions(&b), vacant_inversions(&b)), (6, 5));
        let g: Board = "WW_BBB".parse().unwrap();
        assert_eq!((inversions(&g), vacant_inversions(&g)), (0, 0));
    }

    #[test]
    fn table_1_changes() {
        // (before, after, Δinversions, Δvacant inversions) for rows 1–4, 11 and 12.
        for (before, after, di, dv) in [
            ("B_", "_B", 0, -1),
            ("_W", "W_", 0, -1),
            ("BW_", "_WB", -1, 0),
            ("_BW", "WB_", -1, 0),
            ("_WW", "WW_", 0, -2),
            ("BB_", "_BB", 0, -2),
        ] {
            let (b, a): (Board, Board) = (before.parse().unwrap(), after.parse().unwrap());
            assert_eq!(
                inversions(&a) as i64 - inversions(&b) as i64,
                di,
                "{before}"
            );
            assert_eq!(
                vacant_inversions(&a) as i64 - vacant_inversions(&b) as i64,
                dv,
                "{before}"
            );
        }
    }
}
