//! The potential Ψ = I + L that proves nm + n + m optimal for shifting checkers over every
//! legal move (slides and jumps over either colour, both ways): I bounds the jumps still
//! needed, L the slides. The proof is in docs/shift-optimality.md.

use super::inversions::inversions;
use crate::row::board::{Board, Cell};

/// L: a lower bound on the slides any way from `board` to the goal still makes, proved for
/// every arrangement (docs/shift-optimality.md, "The slide bound"). The larger of the bound
/// the blacks force and the one the whites force (the same count on the mirrored row).
/// It is 0 at the goal and n + m at the start, a jump never changes it and a slide changes
/// it by exactly one (`tests/shift_potential.rs` checks both on every arrangement of
/// n, m ≤ 8). O(squares).
pub fn slide_bound(board: &Board) -> u64 {
    let cells = board.cells();
    let hole = board.hole() as u64;
    let len = cells.len() as u64 - 1;
    // Word index: a checker's place among the checkers, the hole left out.
    let word = |square: usize| square as u64 - u64::from(square as u64 > hole);
    let on = |colour| {
        (0..cells.len())
            .filter(move |&s| cells[s] == colour)
            .map(word)
    };
    let whites = on(Cell::White).count() as u64;
    let blacks = len - whites;
    // Blacks head right: the i-th from the right to index len − 1 − i, the hole to square
    // `whites`. Whites are blacks on the mirrored row: index w becomes len − 1 − w, square
    // s becomes len − s, and the hole ends on square `blacks`.
    let by_blacks = phases_needed(len, on(Cell::Black).rev(), hole, whites);
    let by_whites = phases_needed(
        len,
        on(Cell::White).map(|w| len - 1 - w),
        len - hole,
        blacks,
    );
    by_blacks.max(by_whites) - 1
}

/// Ψ(board) = I + L: a lower bound on the moves to the goal, nm + n + m at the start.
pub fn potential(board: &Board) -> u64 {
    inversions(board) + slide_bound(board)
}

/// The fewest phases (runs of jumps between two slides, the first and last included, any of
/// them empty) on a way to the goal, by the argument of docs/shift-optimality.md: read the
/// checkers as a word of `len` letters and the hole as a cursor between two of them. A
/// jump swaps the two letters on one side of the cursor and moves it past them, so in a
/// phase with the cursor on gaps of one parity f each letter moves at most one place, and
/// rightward only from an index of parity f; a slide moves the cursor one gap and flips f.
///
/// `movers` are the word indices of the letters that end on the right (the blacks), from the
/// rightmost; the i-th (from 0) ends on index len − 1 − i. `cursor` is the gap now (the
/// hole's square) and `final_cursor` the goal's. The i-th mover first reaches its goal no
/// earlier than phase T_i, where T_i = 0 if it is there already, else
/// max(r + [its index and the cursor differ in parity], T_(i−1) + 1) with r its distance:
/// it needs r phases that move it, the first of them in step with the cursor, and it can
/// only enter its goal index after the mover before it stands on its own. The last phase
/// runs with the cursor on the goal's parity.
fn phases_needed(
    len: u64,
    movers: impl Iterator<Item = u64>,
    cursor: u64,
    final_cursor: u64,
) -> u64 {
    let mut arrival = 0u64;
    for (i, index) in movers.enumerate() {
        let distance = len - 1 - i as u64 - index;
        arrival = if distance == 0 {
            0
        } else {
            (distance + (index + cursor) % 2).max(arrival + 1)
        };
    }
    let phases = arrival.max(1);
    // Phase p runs with the cursor on parity cursor + p − 1.
    phases + (cursor + phases - 1 + final_cursor) % 2
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(s: &str) -> Board {
        s.parse().unwrap()
    }

    #[test]
    fn start_needs_n_plus_m_slides_and_the_goal_none() {
        for (n, m) in [(1, 1), (1, 4), (3, 2), (5, 7), (40, 1)] {
            let start = [vec!['B'; n], vec!['_'], vec!['W'; m]].concat();
            let goal = [vec!['W'; m], vec!['_'], vec!['B'; n]].concat();
            let start = board(&start.iter().collect::<String>());
            let goal = board(&goal.iter().collect::<String>());
            assert_eq!(slide_bound(&start) as usize, n + m, "{n} {m}");
            assert_eq!(potential(&start) as usize, n * m + n + m);
            assert_eq!(potential(&goal), 0);
        }
    }

    #[test]
    fn one_jump_from_the_goal_needs_no_slide() {
        // `_WWBB` is one jump from `WW_BB`: the paper's I + V says 2.
        assert_eq!(slide_bound(&board("_WWBB")), 0);
        assert_eq!(potential(&board("_WWBB")), 0);
        // One slide from the goal.
        assert_eq!(slide_bound(&board("W_WBB")), 1);
    }
}
