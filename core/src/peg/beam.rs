//! Beam search: a breadth-first search that keeps, after each jump, only the `width`
//! positions a score likes best (few pegs stranded far from the others), until it meets the
//! backward layers. It proves nothing when it fails, but on the large boards it finds a
//! solution long before a depth-first search escapes its first dead subtrees; the solver
//! then falls back on the exhaustive search for a proof.

use super::backward::Backward;
use super::rules::{Jump, Peg};
use crate::search::table::KeyMap;

/// One position kept: its pegs, the index of its parent in the layer before, the jump.
#[derive(Clone, Copy)]
struct Kept {
    pegs: u64,
    parent: u32,
    jump: Jump,
}

/// The score a beam keeps the lowest of: for each peg, the weight of its hole (growing
/// towards the board's edge, where pegs are hard to take off) plus a penalty when no peg
/// stands next to it (it cannot move nor be jumped until one comes).
pub struct Score {
    weights: Vec<i32>,
    /// Per hole: the holes next to it, as a mask.
    neighbours: Vec<u64>,
}

impl Score {
    pub fn new(game: &Peg) -> Score {
        let board = &game.board;
        let m = (board.side as i32 - 1) as f64 / 2.0;
        let weights = board
            .cells
            .iter()
            .map(|&(r, c)| {
                let (dr, dc) = ((r as f64 - m).abs(), (c as f64 - m).abs());
                (dr * dr + dc * dc).round() as i32
            })
            .collect();
        let mut neighbours = vec![0u64; board.holes()];
        for &(f, o, _) in &board.jumps {
            neighbours[f as usize] |= 1 << o;
        }
        Score {
            weights,
            neighbours,
        }
    }

    pub fn of(&self, pegs: u64) -> i32 {
        let mut sum = 0;
        let mut rest = pegs;
        while rest != 0 {
            let k = rest.trailing_zeros() as usize;
            sum += self.weights[k];
            if pegs & self.neighbours[k] == 0 {
                sum += 8;
            }
            rest &= rest - 1;
        }
        sum
    }
}

/// A line from `start` (a position of `game`) to the finish found by a beam of `width`
/// positions that meets `backward`, or `None` when the beam empties first. `key` is the
/// solver's canonical key (the one `backward` is keyed by); `cut` says a position is known
/// dead.
pub fn beam(
    game: &Peg,
    start: u64,
    backward: &Backward,
    key: impl Fn(u64) -> u64,
    cut: impl Fn(u64) -> bool,
    width: usize,
) -> Option<Vec<Jump>> {
    let score = Score::new(game);
    let meet = backward.meet();
    if start.count_ones() <= meet {
        return match backward.wins(start.count_ones(), key(start)) {
            Some(true) => Some(backward.line_from(game, &key, start)),
            _ => None,
        };
    }
    let jumps: Vec<(u64, u64, Jump)> = game
        .board
        .jumps
        .iter()
        .map(|&(f, o, t)| (1u64 << f | 1u64 << o, 1u64 << t, Jump { from: f, to: t }))
        .collect();
    let mut layers: Vec<Vec<Kept>> = vec![vec![Kept {
        pegs: start,
        parent: 0,
        jump: Jump { from: 0, to: 0 },
    }]];
    loop {
        let layer = layers.last().expect("the start's layer");
        let mut seen: KeyMap<u32> = KeyMap::default();
        let mut next: Vec<(i32, Kept)> = Vec::new();
        let at_meet = layer[0].pegs.count_ones() == meet + 1;
        for (i, kept) in layer.iter().enumerate() {
            for &(need, empty, jump) in &jumps {
                if kept.pegs & need != need || kept.pegs & empty != 0 {
                    continue;
                }
                let after = kept.pegs ^ need ^ empty;
                let k = key(after);
                if at_meet {
                    if backward.wins(meet, k) == Some(true) {
                        let mut line = backward.line_from(game, &key, after);
                        line.reverse();
                        line.push(jump);
                        let mut at = i;
                        for depth in (1..layers.len()).rev() {
                            let kept = layers[depth][at];
                            line.push(kept.jump);
                            at = kept.parent as usize;
                        }
                        line.reverse();
                        return Some(line);
                    }
                    continue;
                }
                if seen.contains(k) || cut(after) {
                    continue;
                }
                seen.insert(k, 0);
                next.push((
                    score.of(after),
                    Kept {
                        pegs: after,
                        parent: i as u32,
                        jump,
                    },
                ));
            }
        }
        if next.is_empty() {
            return None;
        }
        if next.len() > width {
            next.select_nth_unstable_by_key(width, |&(s, _)| s);
            next.truncate(width);
        }
        layers.push(next.into_iter().map(|(_, k)| k).collect());
    }
}
