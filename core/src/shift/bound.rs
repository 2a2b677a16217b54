//! The proven lower bound on the moves a shifting-checkers position still needs, for boards
//! too big to search: it counts what one legal move (backward moves and jumps over the same
//! colour included) can change. The tests check it on every position of small boards.

use super::potential::slide_bound;
use crate::row::board::{Board, Cell};

/// A lower bound on the moves from `board` to the goal. With n blacks, m whites and the goal "whites on 0..m-1, hole on m,
/// blacks on m+1..m+n", count on `board`:
///
/// - I, the inversions: (black, white) pairs with the black left of the white;
/// - V, the checkers on the wrong side of the hole: blacks left of it plus whites right of it;
/// - D, the displacement: the least total distance from the checkers to their goal squares
///   (the k-th white from the left to square k-1, the k-th black to square m+k);
/// - P, the parity deficit: |blacks on even squares − blacks on even goal squares|, plus the
///   same for whites.
///
/// Sort the moves of any way to the goal into a jumps over the other colour, b jumps over the
/// same colour and s slides. A slide keeps the order of the checkers, takes one checker
/// across the hole and one square along: I stays, V and D change by at most 1, and one
/// checker changes the parity of its square. A jump over the other colour swaps one unlike
/// pair whose two checkers cross the hole in opposite directions: I changes by 1, V by 0, D
/// by at most 2, no parity. A jump over the same colour swaps two like checkers, which both
/// cross the hole the same way: I stays, V changes by 2, D by at most 2, no parity. All four
/// are 0 at the goal, so a ≥ I, s ≥ P, 2b + s ≥ V and 2a + 2b + s ≥ D. With
/// R(a) = max(V, D − 2a), the moves a + b + s number at least
/// a + P + ⌈max(0, R(a) − P)/2⌉, which never falls as a grows (R falls by at most 2 a
/// step); at a = I this is the bound
///
/// > I + P + ⌈max(0, max(V, D − 2I) − P) / 2⌉.
///
/// A second count refines V: Q, the sum of ⌈r/2⌉ over the maximal runs of r blacks among the
/// checkers left of the hole, and of r whites among those right of it. A move changes only
/// the ends of the two segments next to the hole, so it shrinks one run by its end or grows
/// one; crossing the hole with a slide or a like jump lowers Q by at most 1 (a run loses 1 or
/// 2 checkers). A jump over the other colour that removes an inversion also brings the jumped
/// checker across the hole, where it starts a new run of one (its neighbour beyond is the
/// jumper, of the other colour), so it lowers Q by at most 1 − 1 = 0 while I falls by 1; one
/// that adds an inversion raises I by 1 and lowers Q by at most 1. So I + Q also falls by at
/// most one a move, is 0 at the goal, and the bound is the larger of the two.
///
/// A third is the potential I + L of [`super::potential`], L the slides still forced
/// (docs/shift-optimality.md proves it): it is exactly nm + n + m at the start, where the
/// two counts above give about nm + (n + m)/2. The bound is the largest of the three;
/// `tests/play_tables.rs` reports how tight it is.
///
/// (The paper's I + V is not a bound once jumps over the same colour are allowed: from
/// `WBB_` one jump reaches `W_BB`, though I + V = 2; and from `WWWWWWBBBBBB_` three reach
/// the goal, though I + V = 6.)
pub fn shift_bound(board: &Board) -> u64 {
    let cells = board.cells();
    let hole = board.hole() as u64;
    let whites = cells.iter().filter(|&&c| c == Cell::White).count() as u64;
    let (mut inversions, mut wrong_side, mut displacement) = (0u64, 0u64, 0u64);
    let (mut blacks_seen, mut whites_seen) = (0u64, 0u64);
    // Checkers on even squares minus goal squares that are even, per colour.
    let (mut black_even, mut white_even) = (0i64, 0i64);
    let even = |square: u64| i64::from(square % 2 == 0);
    for (square, &cell) in cells.iter().enumerate() {
        let square = square as u64;
        match cell {
            Cell::Black => {
                let target = whites + 1 + blacks_seen;
                wrong_side += u64::from(square < hole);
                displacement += square.abs_diff(target);
                black_even += even(square) - even(target);
                blacks_seen += 1;
            }
            Cell::White => {
                let target = whites_seen;
                inversions += blacks_seen;
                wrong_side += u64::from(square > hole);
                displacement += square.abs_diff(target);
                white_even += even(square) - even(target);
                whites_seen += 1;
            }
            Cell::Hole => {}
        }
    }
    let parity = black_even.unsigned_abs() + white_even.unsigned_abs();
    let rest = wrong_side.max(displacement.saturating_sub(2 * inversions));
    let counted = inversions + parity + rest.saturating_sub(parity).div_ceil(2);
    counted
        .max(inversions + runs_on_wrong_side(cells, board.hole()))
        .max(inversions + slide_bound(board))
}

/// Q of `shift_bound`: Σ ⌈r/2⌉ over maximal runs of blacks left of the hole and of whites
/// right of it.
fn runs_on_wrong_side(cells: &[Cell], hole: usize) -> u64 {
    let (mut total, mut run) = (0u64, 0u64);
    for (square, &cell) in cells.iter().enumerate() {
        let wrong = match cell {
            Cell::Black => square < hole,
            Cell::White => square > hole,
            Cell::Hole => false,
        };
        // A run continues only along one side of the hole and in one colour.
        let continues = wrong && run > 0 && square != hole + 1 && cells[square - 1] == cell;
        if !continues {
            total += run.div_ceil(2);
            run = 0;
        }
        if wrong {
            run += 1;
        }
    }
    total + run.div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{OnePlayer, Rules};
    use crate::row::Puzzle;
    use crate::shift::Shift;

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    #[test]
    fn shift_bound_at_start_and_goal() {
        for (n, m) in [(1, 1), (3, 2), (5, 7)] {
            let p = Shift::new(n, m).unwrap();
            assert_eq!(p.lower_bound(&p.goal()), Some(0));
            assert_eq!(shift_bound(&p.start()), p.length());
        }
    }

    #[test]
    fn runs_count_half_a_move_a_checker() {
        // Blacks left of the hole: runs BB and B (⌈2/2⌉ + ⌈1/2⌉); whites right: W W apart.
        assert_eq!(runs_on_wrong_side(board("BBWB_WBW").cells(), 4), 4);
        assert_eq!(runs_on_wrong_side(board("WW_BB").cells(), 2), 0);
    }

    #[test]
    fn same_colour_jump_beats_the_papers_count() {
        // I + V would say 2; the truth is 1 and the bound must not exceed it.
        let p = Shift::new(2, 1).unwrap();
        let mut b = board("WBB_");
        assert!(shift_bound(&b) <= 1);
        p.apply(&mut b, &1).unwrap();
        assert_eq!(b, p.goal());
    }
}
