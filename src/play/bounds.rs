//! Proven lower bounds on the moves a position still needs, for boards too big to search.
//! Each is 0 at the goal and is proved by counting what one legal move (backward moves and
//! jumps over the same colour included) can change; the tests check them on every position.

use crate::board::{Board, Cell};
use crate::puzzle::Puzzle;

/// A lower bound on the least number of moves from `board` to the goal of `puzzle`: the
/// puzzle's own bound for `shift` and `pairs`, and for any other puzzle just "one move unless
/// at the goal". O(squares).
pub fn lower_bound(puzzle: &dyn Puzzle, board: &Board) -> u64 {
    let at_goal = *board == puzzle.goal();
    if at_goal {
        return 0;
    }
    let bound = match puzzle.name() {
        "shift" => shift_bound(board),
        "pairs" => pairs_bound(board),
        _ => 0,
    };
    bound.max(1)
}

/// Shifting checkers. With n blacks, m whites and the goal "whites on 0..m-1, hole on m,
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
/// (The paper's I + V is not a bound once jumps over the same colour are allowed: from
/// `WBB_` one jump reaches `W_BB`, though I + V = 2; and from `WWWWWWBBBBBB_` three reach
/// the goal, though I + V = 6.) At the start this is about nm + (n+m)/2, against the
/// optimum nm + n + m; `tests/play_tables.rs` reports how tight it is.
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
    counted.max(inversions + runs_on_wrong_side(cells, board.hole()))
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

/// Moving checkers in pairs. Count U, the adjacent squares that hold two checkers of unlike
/// colours; the goal (`__WBWB…WB`) has the most possible, 2n − 1, so let d = 2n − 1 − U.
/// A move changes only the two squares it empties and the two holes it fills: the moved pair
/// keeps its own adjacency, the adjacencies at the squares it leaves are lost, and those at
/// the holes it fills are gained. So U rises by at most 2 a move (Theorem 1's count), and by
/// at most 1 when the holes are at an end of the board, where a filled hole has one
/// neighbour only. Let e = 1 if the position is not the goal and its holes are at an end,
/// else 0, and Φ = ⌈(d + e)/2⌉, which is 0 at the goal. A move from x to y lowers d by at
/// most 1 + (1 − e(x)), so d(x) + e(x) ≤ d(y) + 2 ≤ d(y) + e(y) + 2, and Φ falls by at most
/// one a move. So Φ moves are needed; at the start (holes at the right end) that is n, the
/// optimum for n ≥ 4.
pub fn pairs_bound(board: &Board) -> u64 {
    let cells = board.cells();
    let checkers = cells.iter().filter(|c| c.is_checker()).count() as u64;
    let unlike = cells
        .windows(2)
        .filter(|w| w[0].is_checker() && w[1].is_checker() && w[0] != w[1])
        .count() as u64;
    let deficit = checkers.saturating_sub(1).saturating_sub(unlike);
    let holes_at_end = !cells.first().is_some_and(|c| c.is_checker())
        || !cells.last().is_some_and(|c| c.is_checker());
    // The goal is the only position with no deficit and its holes on squares 0 and 1.
    let at_goal =
        deficit == 0 && cells.len() > 2 && !cells[1].is_checker() && cells[2] == Cell::White;
    let end = u64::from(holes_at_end && !at_goal);
    (deficit + end).div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairs::Pairs;
    use crate::shift::Shift;

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    #[test]
    fn shift_bound_at_start_and_goal() {
        for (n, m) in [(1, 1), (3, 2), (5, 7)] {
            let p = Shift::new(n, m).unwrap();
            assert_eq!(lower_bound(&p, &p.goal()), 0);
            let bound = shift_bound(&p.start());
            assert!(bound >= n * m + (n + m).div_ceil(2) && bound <= p.length());
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
        p.apply(&mut b, 1).unwrap();
        assert_eq!(b, p.goal());
    }

    #[test]
    fn pairs_bound_at_start_and_goal() {
        let p = Pairs::new(5).unwrap();
        assert_eq!(lower_bound(&p, &p.goal()), 0);
        assert_eq!(pairs_bound(&p.start()), 5);
        assert_eq!(lower_bound(&p, &board("WBWBWBWBWB__")), 1);
    }
}
