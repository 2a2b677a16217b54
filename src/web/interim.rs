//! TEMPORARY, until the core's `impl Solution for ShiftSolution` and
//! `pairs::construction::PairsSolution` land on main: solutions found by a small search
//! and kept as a list, so the page can be built and tested meanwhile. Removed on merge.

use crate::board::{Board, Cell};
use crate::pairs::Pairs;
use crate::puzzle::{Puzzle, Solution};
use crate::shift::{Direction, Shift};

pub struct Listed<P: Puzzle> {
    puzzle: P,
    moves: Vec<u64>,
}

impl<P: Puzzle> Solution for Listed<P> {
    fn puzzle(&self) -> &dyn Puzzle {
        &self.puzzle
    }
    fn move_at(&self, step: u64) -> u64 {
        self.moves[(step - 1) as usize]
    }
    fn length(&self) -> u64 {
        self.moves.len() as u64
    }
}

/// Depth-first search over forward moves only (blacks right, whites left, jumps over the
/// other colour), jumps tried first; optimal because every move is forward.
pub fn shift(shift: Shift, first: Direction) -> Result<Listed<Shift>, String> {
    if shift.n() + shift.m() > 4000 {
        return Err("this interim build plays boards up to n + m = 4000".into());
    }
    let mut board = shift.start();
    let forward = |b: &Board| -> Vec<u64> {
        let h = b.hole();
        let c = b.cells();
        let mut v = Vec::new();
        if h >= 2 && c[h - 2] == Cell::Black && c[h - 1] == Cell::White {
            v.push(h as u64 - 2);
        }
        if h + 2 < c.len() && c[h + 2] == Cell::White && c[h + 1] == Cell::Black {
            v.push(h as u64 + 2);
        }
        if h >= 1 && c[h - 1] == Cell::Black {
            v.push(h as u64 - 1);
        }
        if h + 1 < c.len() && c[h + 1] == Cell::White {
            v.push(h as u64 + 1);
        }
        v
    };
    let goal = shift.goal();
    let mut stack: Vec<(Vec<u64>, usize)> = Vec::new();
    let mut moves: Vec<u64> = Vec::new();
    let mut first_moves = forward(&board);
    if first == Direction::Left {
        first_moves.reverse();
    }
    first_moves.retain(|&s| {
        (first == Direction::Right && s + 1 == shift.n())
            || (first == Direction::Left && s == shift.n() + 1)
    });
    stack.push((first_moves, 0));
    while board != goal {
        let Some((cands, i)) = stack.last_mut() else {
            break;
        };
        if *i < cands.len() {
            let s = cands[*i];
            *i += 1;
            shift.apply(&mut board, s).expect("forward moves are legal");
            moves.push(s);
            let next = forward(&board);
            stack.push((next, 0));
        } else {
            stack.pop();
            if moves.pop().is_some() {
                // Undo: the checker now on the old hole moves back into the new one.
                let prev_hole = moves.last().copied().unwrap_or(shift.n());
                let _ = shift.apply(&mut board, prev_hole);
            }
        }
    }
    Ok(Listed {
        puzzle: shift,
        moves,
    })
}

pub fn count(_puzzle: &str, _n: u64, _m: u64) -> Result<String, String> {
    Err("the number of optimal solutions is not available in this build yet".into())
}

/// Iterative deepening for small n only.
pub fn pairs(n: u64) -> Result<Listed<Pairs>, String> {
    let pairs = Pairs::new(n)?;
    if n > 6 {
        return Err(format!(
            "pairs with n = {n} waits for the core's construction (this interim build solves n up to 6)"
        ));
    }
    fn dfs(p: &Pairs, b: &mut Board, goal: &Board, depth: u32, path: &mut Vec<u64>) -> bool {
        if b == goal {
            return true;
        }
        if depth == 0 {
            return false;
        }
        for s in p.legal_moves(b) {
            let saved = b.clone();
            p.apply(b, s).unwrap();
            path.push(s);
            if dfs(p, b, goal, depth - 1, path) {
                return true;
            }
            path.pop();
            *b = saved;
        }
        false
    }
    let goal = pairs.goal();
    for depth in 1..=(n as u32 + 2) {
        let mut b = pairs.start();
        let mut path = Vec::new();
        if dfs(&pairs, &mut b, &goal, depth, &mut path) {
            return Ok(Listed {
                puzzle: pairs,
                moves: path,
            });
        }
    }
    Err("no solution found".into())
}
