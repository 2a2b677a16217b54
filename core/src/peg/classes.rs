//! Position classes (Conway's "rule of three", Beasley ch. 4): colour hole (r, c) by
//! (r + c) mod 3 and by (r − c) mod 3. A jump covers three consecutive diagonals of each
//! family, so it flips the parity of the peg count on every colour: the parity differences
//! within each family never change, and a problem whose start and finish differ in them is
//! impossible. 16 classes. On the triangular grid one family does it: (r + c) mod 3 takes
//! three different values on any three holes in a line in each of the three directions (steps
//! of 1, 1 and 2), so 4 classes (Bell, triangular solitaire).

use super::boards::{Board, Grid};

/// The class of a position: 4 bits, the parity differences of the two diagonal families
/// (2 bits on a triangle).
pub fn class(board: &Board, pegs: u64) -> u8 {
    if board.grid == Grid::Triangle {
        let mut a = [0u8; 3];
        for (k, &(r, c)) in board.cells.iter().enumerate() {
            if pegs >> k & 1 == 1 {
                a[(r as usize + c as usize) % 3] ^= 1;
            }
        }
        return (a[0] ^ a[1]) | (a[1] ^ a[2]) << 1;
    }
    let mut a = [0u8; 3];
    let mut b = [0u8; 3];
    for (k, &(r, c)) in board.cells.iter().enumerate() {
        if pegs >> k & 1 == 1 {
            let (r, c) = (r as usize, c as usize);
            a[(r + c) % 3] ^= 1;
            b[(r + 6 - c % 3) % 3] ^= 1;
        }
    }
    (a[0] ^ a[1]) | (a[1] ^ a[2]) << 1 | (b[0] ^ b[1]) << 2 | (b[1] ^ b[2]) << 3
}

/// The holes a single final peg may stand on, by the class argument, from `start`.
pub fn possible_finishes(board: &Board, start: u64) -> Vec<u8> {
    let want = class(board, start);
    (0..board.holes() as u8)
        .filter(|&h| class(board, 1u64 << h) == want)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_jump_keeps_the_class() {
        for name in super::super::boards::BOARD_NAMES {
            let b = Board::named(name).unwrap();
            let mut x = 0x9e37_79b9_7f4a_7c15u64;
            for _ in 0..300 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let pegs = x & b.full();
                for &(f, o, t) in &b.jumps {
                    if pegs >> f & 1 == 1 && pegs >> o & 1 == 1 && pegs >> t & 1 == 0 {
                        let after = pegs & !(1 << f) & !(1 << o) | 1 << t;
                        assert_eq!(class(&b, after), class(&b, pegs));
                    }
                }
            }
        }
    }

    #[test]
    fn the_central_game_may_end_in_the_centre_and_four_other_holes() {
        // Beasley: from the centre vacancy the last peg can only be on d4, d1, d7, a4, g4.
        let b = Board::named("english").unwrap();
        let start = b.full() & !(1 << b.centre());
        let names: Vec<String> = possible_finishes(&b, start)
            .into_iter()
            .map(|h| b.name_of(h))
            .collect();
        assert_eq!(names, ["d1", "a4", "d4", "g4", "d7"]);
    }
}
