//! Pagoda functions (Beasley ch. 4): weights on the holes with w(from) + w(over) ≥ w(to)
//! for every jump, so the weighted sum of the pegs never grows. A position whose sum is below
//! the finish's cannot reach it. Each function here is the largest one below a cap vector,
//! found by relaxing the jump inequalities to a fixed point, and checked before use.

use super::boards::Board;

/// A pagoda function of one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pagoda {
    pub weights: Vec<i32>,
}

impl Pagoda {
    /// The sum of the weights of the pegs.
    pub fn value(&self, pegs: u64) -> i32 {
        let mut sum = 0;
        let mut rest = pegs;
        while rest != 0 {
            sum += self.weights[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        sum
    }

    /// The weights as (weight, mask of the holes with it), zero weights left out: the value
    /// of a position is then a few popcounts ([`Pagoda::value_of`]).
    pub fn parts(&self) -> Vec<(i32, u64)> {
        let mut parts: Vec<(i32, u64)> = Vec::new();
        for (k, &w) in self.weights.iter().enumerate() {
            match parts.iter_mut().find(|(v, _)| *v == w) {
                Some((_, m)) => *m |= 1 << k,
                None => parts.push((w, 1 << k)),
            }
        }
        parts.retain(|&(w, _)| w != 0);
        parts
    }

    /// The value of `pegs` under the weights split by [`Pagoda::parts`].
    #[inline]
    pub fn value_of(parts: &[(i32, u64)], pegs: u64) -> i32 {
        parts
            .iter()
            .map(|&(w, m)| w * (pegs & m).count_ones() as i32)
            .sum()
    }

    /// Whether every jump satisfies w(from) + w(over) ≥ w(to).
    pub fn is_valid(&self, board: &Board) -> bool {
        let w = &self.weights;
        board
            .jumps
            .iter()
            .all(|&(f, o, t)| w[f as usize] + w[o as usize] >= w[t as usize])
    }

    /// The largest pagoda function not above `cap`, or `None` if the relaxation falls
    /// below −8 somewhere (then no useful one exists under this cap).
    pub fn below(board: &Board, cap: Vec<i32>) -> Option<Pagoda> {
        let mut w = cap;
        loop {
            let mut changed = false;
            for &(f, o, t) in &board.jumps {
                let bound = w[f as usize] + w[o as usize];
                if bound < w[t as usize] {
                    w[t as usize] = bound;
                    changed = true;
                    if bound < -8 {
                        return None;
                    }
                }
            }
            if !changed {
                return Some(Pagoda { weights: w });
            }
        }
    }
}

/// A pagoda function with integer weights whose value on `pegs` is below its weight on
/// every hole of `finishes`, so that no line of jumps takes `pegs` to one peg on any of
/// them; found by linear programming, as Bell does. By Farkas' lemma such a function exists
/// exactly when no "fractional game" does: no amounts y ≥ 0 of the jumps (each taking a peg
/// off its from and over holes and putting one on its to hole) and z ≥ 0 of the finishes,
/// Σ z = 1, with `pegs` + Σ y·jump = Σ z·finish; the simplex method's certificate of that is
/// the function. `None` when the fractional game exists, or when the certificate does not
/// round to integers that pass the exact check ([`Pagoda::is_valid`] and the inequality).
pub fn separating(board: &Board, pegs: u64, finishes: &[u8]) -> Option<Pagoda> {
    use super::lp::{feasible, integral, Feasibility};
    let n = board.holes();
    let columns = board.jumps.len() + finishes.len();
    // Rows: one per hole, then Σ z = 1.
    let mut a = vec![vec![0.0f64; columns]; n + 1];
    for (j, &(f, o, t)) in board.jumps.iter().enumerate() {
        a[f as usize][j] = -1.0;
        a[o as usize][j] = -1.0;
        a[t as usize][j] = 1.0;
    }
    for (k, &h) in finishes.iter().enumerate() {
        let j = board.jumps.len() + k;
        a[h as usize][j] = -1.0;
        a[n][j] = 1.0;
    }
    let mut b: Vec<f64> = (0..n).map(|k| -((pegs >> k & 1) as f64)).collect();
    b.push(1.0);
    let Feasibility::Certificate(y) = feasible(&a, &b) else {
        return None;
    };
    let weights: Vec<i32> = integral(&y[..n], 720)?
        .into_iter()
        .map(|v| i32::try_from(v).ok())
        .collect::<Option<_>>()?;
    let p = Pagoda { weights };
    let least = finishes.iter().map(|&h| p.weights[h as usize]).min()?;
    (p.is_valid(board) && p.value(pegs) < least).then_some(p)
}

/// The pagoda functions the solver prunes with: for each of the four lattices of holes
/// (row parity, column parity), weight 1 on the lattice, and the same with −1 on the
/// lattice's holes of the board's four corners' arms where that stays valid. Only the
/// functions that pass [`Pagoda::is_valid`] and are not constant are kept.
pub fn pagodas(board: &Board) -> Vec<Pagoda> {
    let mut out: Vec<Pagoda> = Vec::new();
    for pr in 0..2u8 {
        for pc in 0..2u8 {
            let lattice = |&(r, c): &(u8, u8)| i32::from(r % 2 == pr && c % 2 == pc);
            let cap: Vec<i32> = board.cells.iter().map(lattice).collect();
            // Corner holes of the lattice (no lattice neighbour two steps away on one
            // axis) may take −1: a peg there is a liability.
            let edged: Vec<i32> = board
                .cells
                .iter()
                .map(|&(r, c)| {
                    let base = lattice(&(r, c));
                    let (r, c) = (r as i32, c as i32);
                    let arms = [(0, 2), (0, -2), (2, 0), (-2, 0)]
                        .iter()
                        .filter(|(dr, dc)| board.hole_at(r + dr, c + dc).is_some())
                        .count();
                    if base == 1 && arms == 1 {
                        -1
                    } else {
                        base
                    }
                })
                .collect();
            for cap in [cap, edged] {
                if let Some(p) = Pagoda::below(board, cap) {
                    let constant = p.weights.iter().all(|&x| x == p.weights[0]);
                    if p.is_valid(board) && !constant && !out.contains(&p) {
                        out.push(p);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pagoda_never_grows_under_any_jump() {
        for name in super::super::boards::BOARD_NAMES {
            let b = Board::named(name).unwrap();
            let ps = pagodas(&b);
            if b.grid == super::super::boards::Grid::Square {
                assert!(ps.len() >= 4, "{name}: {}", ps.len());
            }
            for p in &ps {
                assert!(p.is_valid(&b));
                let mut x = 0x2545_f491_4f6c_dd1du64;
                for _ in 0..200 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let pegs = x & b.full();
                    for &(f, o, t) in &b.jumps {
                        if pegs >> f & 1 == 1 && pegs >> o & 1 == 1 && pegs >> t & 1 == 0 {
                            let after = pegs & !(1 << f) & !(1 << o) | 1 << t;
                            assert!(p.value(after) <= p.value(pegs));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn an_invalid_cap_is_relaxed_into_a_valid_function() {
        let b = Board::named("english").unwrap();
        let mut cap = vec![0; b.holes()];
        cap[b.centre() as usize] = 5;
        let p = Pagoda::below(&b, cap).unwrap();
        assert!(p.is_valid(&b));
        assert_eq!(p.weights[b.centre() as usize], 0);
    }
}
