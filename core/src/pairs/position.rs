//! The position after any step of the constructed solution, without replay: the levels of
//! `Move(first, k)` leave blocks `BWWB` on the left and `WWBB` on the right of a sub-game
//! that looks like a fresh start (going in) or a solved game (coming out). O(1).
//!
//! Derivation (Algorithm 3.1, Theorem 3; n = 4k + r + 4, level j's sub-game on square 4j of
//! size S = n − 4j). Going in, after level j's two moves (steps 2j + 1, 2j + 2) the row is
//! (BWWB)^(j+1) B^(S−4) W^(S−4) _ _ (WWBB)^(j+1); between them (after the pair 4j+1 left)
//! it is (BWWB)^j B _ _ B^(S−3) W^S B B (WWBB)^j. The innermost game (size r + 4 ≤ 7 on
//! square 4k, steps 2k + 1..=2k + r + 4) plays the table d on at most 16 squares; those few
//! moves are applied to a local array, a constant cost. Coming out, when level j's sub-game
//! is solved the row is (BWWB)^j _ _ (WB)^(n−4j) (WWBB)^j (step n − 2j); one step earlier,
//! after the pair 2n − 4j − 1 moved into the holes, it is
//! (BWWB)^j B W (WB…W of length 2n − 8j − 3) _ _ B (WWBB)^j.

use super::construction::{D, N3_SOLUTION};
use super::{optimum, Pairs};
use crate::row::board::Board;
use crate::row::board::Cell::{Black as B, Hole as H, White as W};
use crate::row::runs::{Layout, Pattern};

/// The blocks the levels leave behind on the left and on the right.
const LEFT: Pattern = Pattern::four([B, W, W, B]);
const RIGHT: Pattern = Pattern::four([W, W, B, B]);

/// The position after `step` moves (0..=optimum; larger steps give the goal) of the
/// constructed solution. O(1).
pub fn at(pairs: Pairs, step: u64) -> Layout {
    let n = pairs.n();
    let step = step.min(optimum(n));
    if n < 4 {
        // n = 3: the searched four moves on eight squares (n < 3 has no solution: the
        // start is all there is).
        let moves = if n == 3 { &N3_SOLUTION[..] } else { &[] };
        return innermost(0, n, moves, step as usize);
    }
    let k = n / 4 - 1;
    let r = n % 4;
    if step <= 2 * k {
        let j = step.div_ceil(2);
        let mut l = Layout::new();
        if step % 2 == 0 {
            let size = n - 4 * j;
            l.push(LEFT, 4 * j)
                .push(Pattern::BLACK, size)
                .push(Pattern::WHITE, size)
                .push(Pattern::HOLE, 2)
                .push(RIGHT, 4 * j);
        } else {
            let (j, size) = (j - 1, n - 4 * (j - 1));
            l.push(LEFT, 4 * j)
                .push(Pattern::BLACK, 1)
                .push(Pattern::HOLE, 2)
                .push(Pattern::BLACK, size - 3)
                .push(Pattern::WHITE, size)
                .push(Pattern::BLACK, 2)
                .push(RIGHT, 4 * j);
        }
        return l;
    }
    let base = r + 4;
    if step <= 2 * k + base {
        let table = &D[r as usize][..base as usize];
        return innermost(k, base, table, (step - 2 * k) as usize);
    }
    // Coming out: step n − 2j ends level j, step n − 1 − 2j is its first closing move.
    let j = (n - step) / 2;
    let mut l = Layout::new();
    l.push(LEFT, 4 * j);
    if (n - step) % 2 == 0 {
        l.push(Pattern::HOLE, 2).push(Pattern::WB, 2 * (n - 4 * j));
    } else {
        l.push(Pattern::BW, 2)
            .push(Pattern::WB, 2 * n - 8 * j - 3)
            .push(Pattern::HOLE, 2)
            .push(Pattern::BLACK, 1);
    }
    *l.push(RIGHT, 4 * j)
}

/// `levels` blocks on each side of a game of `size` ≤ 7 (on square 4·levels), after the
/// first `done` of its `moves` (relative to the game's first square).
fn innermost(levels: u64, size: u64, moves: &[u64], done: usize) -> Layout {
    let size = size as usize;
    let mut cells = [H; 16];
    cells[..size].fill(B);
    cells[size..2 * size].fill(W);
    let mut local = Board::new(cells[..2 * size + 2].to_vec()).expect("two holes");
    for &square in moves.iter().take(done) {
        let (from, to) = (square as usize, local.hole());
        local.move_block(from, to, 2);
    }
    let mut l = Layout::new();
    l.push(LEFT, 4 * levels);
    for &cell in local.cells() {
        l.push_cell(cell);
    }
    *l.push(RIGHT, 4 * levels)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::pairs::PairsSolution;

    #[test]
    fn every_step_of_small_boards_matches_replay() {
        for n in 3..=30 {
            let pairs = Pairs::new(n).unwrap();
            let mut board = pairs.start();
            assert_eq!(at(pairs, 0).to_board().unwrap(), board);
            for (k, square) in PairsSolution::new(pairs).moves().enumerate() {
                pairs.apply(&mut board, &square).unwrap();
                assert_eq!(
                    at(pairs, k as u64 + 1).to_board().unwrap(),
                    board,
                    "n={n} step {}",
                    k + 1
                );
            }
        }
    }
}
