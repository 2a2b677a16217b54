//! The symmetries of a problem for its dead set: the board's symmetries that fix the
//! finish, and a position's least image under them, its key.

use super::*;

/// The symmetries of the board that fix the problem's finish (all of them for any finish):
/// positions alike under them are won or lost together, so a dead set keeps one per class.
pub fn finish_symmetries(game: &Peg) -> Vec<Symmetry> {
    game.board
        .symmetries
        .iter()
        .filter(|s| match game.finish {
            Finish::Hole(h) => s[h as usize] == h,
            Finish::Any => true,
        })
        .map(|s| Symmetry::new(&game.board, s))
        .collect()
}

/// A position's class under `symmetries`, as its least image: the dead set's key.
pub fn least_image(symmetries: &[Symmetry], pegs: u64) -> u64 {
    least(&images(symmetries, pegs))
}

/// `pegs` under each of `symmetries` (at most 8, repeated in turn to fill the 8 places, each
/// applied once; never empty: the identity fixes every finish).
pub(super) fn images(symmetries: &[Symmetry], pegs: u64) -> [u64; 8] {
    let mut out = [0; 8];
    for s in 0..8 {
        out[s] = match symmetries.get(s) {
            Some(symmetry) => symmetry.apply(pegs),
            None => out[s % symmetries.len()],
        };
    }
    out
}

/// The least of a position's images: its key.
pub(super) fn least(images: &[u64; 8]) -> u64 {
    images
        .iter()
        .fold(u64::MAX, |least, &image| least.min(image))
}
