//! The positions a few jumps before the finish that can still reach it, found backwards
//! (Beasley ch. 3, the duality of a game and its reversal: a jump a→c read backwards takes
//! pegs off c and puts them on a and b, which is the same jump on the complement board). The
//! forward search stops when it has as few pegs as the deepest layer and asks the layer:
//! the meeting of the two searches decides the problem and cuts the forward search's depth.

use super::boards::Symmetry;
use super::pagoda::Pagoda;
use super::rules::{Finish, Jump, Peg};
use crate::search::table::KeyTable;

/// The most positions all layers together hold by default (their memory with the
/// representatives is in BENCHMARKS.md); the layers stop growing before a layer would pass it.
pub const MAX_BACKWARD: usize = 1_000_000;

/// Layer j: the keys of the positions with j + 1 pegs from which j jumps reach the finish,
/// each key the least image under the search's symmetries (see [`Solver::key`]).
///
/// [`Solver::key`]: super::solve::Solver::key
pub struct Backward {
    layers: Vec<KeyTable>,
}

impl Backward {
    /// The layers for `game`'s finish, keyed under `symmetries` (which must fix the finish),
    /// as deep as `budget` positions allow and no deeper than the start's pegs. A position
    /// is left out when, under every one of its images, a pagoda function is higher on it
    /// than on the start: the start cannot reach it.
    pub fn new(game: &Peg, symmetries: &[Symmetry], pagodas: &[Pagoda], budget: usize) -> Backward {
        let board = &game.board;
        let key = |pegs: u64| {
            symmetries
                .iter()
                .map(|s| s.apply(pegs))
                .min()
                .unwrap_or(pegs)
        };
        let start_values: Vec<i32> = pagodas.iter().map(|p| p.value(game.start)).collect();
        let reachable = |pegs: u64| {
            let images = symmetries.iter().map(|s| s.apply(pegs));
            let mut images = images.chain(symmetries.is_empty().then_some(pegs));
            images.any(|image| {
                pagodas
                    .iter()
                    .zip(&start_values)
                    .all(|(p, &v)| p.value(image) <= v)
            })
        };
        let finishes: Vec<u8> = match game.finish {
            Finish::Hole(h) => vec![h],
            Finish::Any => (0..board.holes() as u8).collect(),
        };
        let mut frontier: Vec<u64> = Vec::new();
        let mut first = KeyTable::default();
        for h in finishes {
            let pegs = 1u64 << h;
            if first.insert(key(pegs), ()) {
                frontier.push(pegs);
            }
        }
        let mut layers = vec![first];
        let mut held = frontier.len();
        let most = game.start.count_ones() as usize;
        while layers.len() < most && !frontier.is_empty() {
            // Layers grow by a factor of 2 to 4 near the finish; stop before one would pass
            // the budget.
            if held + 4 * frontier.len() > budget {
                break;
            }
            let mut next = KeyTable::default();
            let mut reps = Vec::new();
            for &pegs in &frontier {
                for &(f, o, t) in &board.jumps {
                    // Backwards: a peg on t, holes f and o empty.
                    if pegs >> t & 1 == 1 && pegs >> f & 1 == 0 && pegs >> o & 1 == 0 {
                        let before = pegs ^ (1u64 << f | 1u64 << o | 1u64 << t);
                        let k = key(before);
                        if !next.contains(k) && reachable(before) {
                            next.insert(k, ());
                            reps.push(before);
                        }
                    }
                }
            }
            held += reps.len();
            layers.push(next);
            frontier = reps;
            if held > budget {
                break;
            }
        }
        Backward { layers }
    }

    /// The number of pegs of the deepest layer: the forward search meets the layers there.
    pub fn meet(&self) -> u32 {
        self.layers.len() as u32
    }

    /// Positions held, all layers together.
    pub fn len(&self) -> usize {
        self.layers.iter().map(KeyTable::len).sum()
    }

    /// Positions held of `pegs` pegs.
    pub fn layer_len(&self, pegs: u32) -> usize {
        self.layers.get(pegs as usize - 1).map_or(0, KeyTable::len)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the position of `pegs` pegs whose key is `key` reaches the finish; `None` when
    /// the layers do not go up to that many pegs.
    pub fn wins(&self, pegs: u32, key: u64) -> Option<bool> {
        let layer = self.layers.get((pegs as usize).checked_sub(1)?)?;
        Some(layer.contains(key))
    }

    /// A line of jumps from `pegs` (a position the layers hold) to the finish: each step a
    /// jump to a position of the next layer down, which exists by the way the layers were
    /// built (and whatever image of a held position `pegs` is, as the symmetries fix the
    /// finish).
    pub fn line_from(&self, game: &Peg, key: impl Fn(u64) -> u64, mut pegs: u64) -> Vec<Jump> {
        let mut line = Vec::new();
        while !game.accepts(pegs) {
            let below = pegs.count_ones() - 1;
            let step = game.board.jumps.iter().find_map(|&(f, o, t)| {
                let need = 1u64 << f | 1u64 << o;
                if pegs & need != need || pegs >> t & 1 == 1 {
                    return None;
                }
                let after = pegs ^ need ^ 1u64 << t;
                (self.wins(below, key(after)) == Some(true))
                    .then_some((after, Jump { from: f, to: t }))
            });
            let (after, jump) = step.expect("a held position has a held successor");
            line.push(jump);
            pegs = after;
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::peg::pagoda::pagodas;
    use crate::peg::Board;
    use std::collections::HashSet;

    /// On the 4×4 square, every position reachable from a single vacancy with no more pegs
    /// than the deepest layer is in its layer exactly when Merand and Varkevisser's plain search
    /// finds a line from it to the finish; and each held position's line replays to the finish.
    #[test]
    fn layers_hold_exactly_the_positions_that_reach_the_finish() {
        let board = Board::from_shape("square4", 4, |_, _| true);
        let mut checked = 0;
        for (vacancy, finish) in [(1, Finish::Any), (5, Finish::Any), (1, Finish::Hole(13))] {
            let game = Peg {
                board: board.clone(),
                start: board.full() & !(1u64 << vacancy),
                finish,
            };
            let symmetries: Vec<Symmetry> = board
                .symmetries
                .iter()
                .filter(|s| match finish {
                    Finish::Hole(h) => s[h as usize] == h,
                    Finish::Any => true,
                })
                .map(|s| Symmetry::new(&board, s))
                .collect();
            let key = |p: u64| symmetries.iter().map(|s| s.apply(p)).min().unwrap();
            let layers = Backward::new(&game, &symmetries, &pagodas(&board), 100_000);
            assert!(layers.meet() >= 5, "{}", layers.meet());
            // Every position reachable from the start, by plain enumeration.
            let mut seen = HashSet::new();
            let mut stack = vec![game.start];
            while let Some(p) = stack.pop() {
                if seen.insert(p) {
                    for m in game.legal_moves(&p) {
                        stack.push(game.after(&p, &m).unwrap());
                    }
                }
            }
            for &p in seen.iter().filter(|p| p.count_ones() <= layers.meet()) {
                let here = Peg {
                    start: p,
                    ..game.clone()
                };
                let plain = crate::search::dfs::solve(&here, p, |&s| s, usize::MAX);
                let held = layers.wins(p.count_ones(), key(p)) == Some(true);
                assert_eq!(held, plain.solution.is_some(), "{p:#x}");
                if held {
                    let line = layers.line_from(&game, key, p);
                    assert!(crate::game::replay(&here, line).unwrap().reached_goal);
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "{checked}");
    }
}
