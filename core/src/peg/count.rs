//! Exact counts for one problem: winning jump sequences, positions reachable from the start
//! and those still winnable, each position counted once under the symmetries that fix the
//! finish. Layer by layer: every jump removes one peg, so the positions with k pegs lead
//! only to positions with k − 1, and a layer is a sorted vector of keys.
//!
//! 1. Forwards, the reachable layers: the next layer is the keys of the children of the
//!    last, radix-sorted a run at a time, deduplicated and merged in (sweeps over arrays,
//!    where the memo of every position that this replaced waited on a cache miss per child).
//! 2. Backwards, from the fewest pegs up, the winnable positions with their numbers of
//!    winning sequences: a layer's winnable positions are among the parents (jumps read
//!    backwards) of the winnable positions one peg fewer, met with the layer by a merge;
//!    each one's count is the sum over its jumps of its children's counts, looked up in the
//!    (small) winnable layer below. The start's count is the number of winning sequences.

use super::boards::{Board, Symmetry};
use super::rules::Peg;
use super::solve::{finish_symmetries, MAX_DEAD};
use crate::fact;
use crate::message::Message;
use crate::search::sorted::{gather, intersection, radix_sort, union};

/// The figures of one problem. Positions are counted up to the symmetries that fix the
/// finish (the start included, whatever its own symmetry).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Distinct winning jump sequences from the start.
    pub sequences: u128,
    /// Positions reachable from the start, up to symmetry.
    pub reachable: u64,
    /// Of those, the ones from which the finish can still be reached.
    pub winnable: u64,
}

/// Counts for `game`, or the fact of the limit reached when more than `MAX_DEAD` positions
/// would be held or a count passes 2^128.
pub fn count(game: &Peg) -> Result<Counts, Message> {
    count_capped(game, MAX_DEAD)
}

/// [`count`] holding at most `max_held` positions (tests reach the limit with small ones).
pub fn count_capped(game: &Peg, max_held: usize) -> Result<Counts, Message> {
    let keys = Keys::new(game);
    let bits = game.board.holes() as u32;
    // Forwards: layers[i] holds the keys of the positions reachable in i jumps.
    let mut layers = vec![vec![keys.key(game.start)]];
    let mut held = 1;
    loop {
        let last = layers.last().map_or(&[][..], Vec::as_slice);
        let next = keys.next_layer(last, bits, |len| {
            if held + len > max_held {
                Err(fact!("peg-count-held", positions = max_held.to_string()))
            } else {
                Ok(())
            }
        })?;
        if next.is_empty() {
            break;
        }
        held += next.len();
        layers.push(next);
    }
    let reachable = held as u64;
    // Backwards: the winnable keys of the layer below the one being judged (sorted), and
    // the number of winning sequences from each.
    let (mut below, mut below_wins): (Vec<u64>, Vec<u128>) = (Vec::new(), Vec::new());
    let mut winnable = 0u64;
    let (mut parents, mut scratch, mut out) = (Vec::new(), Vec::new(), Vec::new());
    while let Some(layer) = layers.pop() {
        // A class with a winnable child class is a parent class of a winnable one: if the
        // representative r has a child g·q (q winnable, g a symmetry), then g⁻¹·r, in r's
        // class, is a parent of q. So the parents' keys met with the layer are exactly its
        // positions with a winnable child.
        parents.clear();
        for &q in &below {
            keys.parents(q, &mut parents);
        }
        radix_sort(&mut parents, bits, &mut scratch);
        parents.dedup();
        let mut judged = intersection(&parents, &layer);
        let accepted: Vec<u64> = layer.iter().copied().filter(|&p| game.accepts(p)).collect();
        if !accepted.is_empty() {
            judged = union(&judged, &accepted);
        }
        let mut wins = Vec::with_capacity(judged.len());
        for &p in &judged {
            let mut total = u128::from(game.accepts(p));
            out.clear();
            keys.children(p, &mut out);
            for child in &out {
                if let Ok(k) = below.binary_search(child) {
                    total = total
                        .checked_add(below_wins[k])
                        .ok_or_else(|| fact!("peg-count-past-128"))?;
                }
            }
            wins.push(total);
        }
        winnable += judged.len() as u64;
        (below, below_wins) = (judged, wins);
    }
    // `below` is now the start's layer: the start, if it is winnable.
    Ok(Counts {
        sequences: below_wins.first().copied().unwrap_or(0),
        reachable,
        winnable,
    })
}

/// Positions of a new layer's candidates sorted and merged at a time.
const RUN: usize = 1 << 22;

/// The symmetries that fix the finish (padded to 8 by repeating one) and the board's jumps
/// with the images of the holes each changes: a symmetry permutes holes, so the image of a
/// child `p ^ m` (m the jump's three holes) is the parent's image XOR the mask's, and a
/// child's key is 8 XORs and a minimum once the parent's 8 images are known.
pub(super) struct Keys {
    symmetries: Vec<Symmetry>,
    /// How many of the 8 are distinct (the group's order): the others are not computed.
    distinct: usize,
    /// Which of them is the identity (its image is the position itself).
    identity: [bool; 8],
    /// (pegs that must be there, hole that must be empty, the images of all three holes).
    jumps: Vec<(u64, u64, [u64; 8])>,
    /// The jumps landing on each hole, by their index in `jumps`, and their pegs: a
    /// position's jumps are found among those landing on its empty holes
    /// ([`Keys::legal`]).
    landing: Vec<Vec<(u8, u64)>>,
    /// Every hole of the board.
    full: u64,
}

impl Keys {
    fn new(game: &Peg) -> Keys {
        Keys::under(&game.board, finish_symmetries(game))
    }

    /// Keys under `symmetries` (a group of the board's; none: the identity), which the
    /// meeting search takes to fix both of its ends.
    pub(super) fn under(board: &Board, mut symmetries: Vec<Symmetry>) -> Keys {
        if symmetries.is_empty() {
            let identity: Vec<u8> = (0..board.holes() as u8).collect();
            symmetries.push(Symmetry::new(board, &identity));
        }
        let images = |m: u64| -> [u64; 8] {
            std::array::from_fn(|s| symmetries[s % symmetries.len()].apply(m))
        };
        let jumps = board
            .jumps
            .iter()
            .map(|&(f, o, t)| {
                let (need, empty) = (1u64 << f | 1u64 << o, 1u64 << t);
                (need, empty, images(need | empty))
            })
            .collect();
        let mut landing = vec![Vec::new(); board.holes()];
        for (j, &(f, o, t)) in board.jumps.iter().enumerate() {
            let j = u8::try_from(j).expect("a board has fewer than 256 jumps");
            landing[t as usize].push((j, 1u64 << f | 1u64 << o));
        }
        let distinct = symmetries.len().min(8);
        let identity = std::array::from_fn(|s| {
            s < distinct && (0..board.holes()).all(|h| symmetries[s].apply(1 << h) == 1 << h)
        });
        Keys {
            symmetries,
            distinct,
            identity,
            jumps,
            landing,
            full: board.full(),
        }
    }

    /// The indices of the jumps `pegs` allows, written to `out`; how many. Only the jumps
    /// landing on an empty hole are tried, and each is written before it is tested (the
    /// count moves on when it is legal): a branch per jump, taken at random, cost more
    /// than the test (BENCHMARKS.md, "Issue 41, third pass").
    #[inline]
    fn legal(&self, pegs: u64, out: &mut [u8; 256]) -> usize {
        let mut n = 0;
        let mut empty = !pegs & self.full;
        while empty != 0 {
            let t = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            for &(j, need) in &self.landing[t] {
                out[n] = j;
                n += usize::from(pegs & need == need);
            }
        }
        n
    }

    /// The images of `pegs`, the first `distinct` computed (the rest repeat them).
    #[inline]
    fn images(&self, pegs: u64) -> [u64; 8] {
        let mut out = [pegs; 8];
        for (s, image) in out.iter_mut().enumerate().take(self.distinct) {
            if !self.identity[s] {
                *image = self.symmetries[s].apply(pegs);
            }
        }
        out
    }

    /// The least image of `pegs` (`solve::least_image` under the same symmetries).
    pub(super) fn key(&self, pegs: u64) -> u64 {
        self.images(pegs)[..self.distinct]
            .iter()
            .copied()
            .min()
            .unwrap_or(pegs)
    }

    /// The keys of the positions one jump after `pegs`, pushed on `out` (repeats possible).
    #[inline]
    fn children(&self, pegs: u64, out: &mut Vec<u64>) {
        self.children_kept(pegs, out, |_| true);
    }

    /// [`Keys::children`] by the jumps `keep` accepts (by their index in the board's
    /// jumps): the meeting search leaves out the children a pagoda function refuses.
    #[inline]
    pub(super) fn children_kept(
        &self,
        pegs: u64,
        out: &mut Vec<u64>,
        mut keep: impl FnMut(usize) -> bool,
    ) {
        let images = self.images(pegs);
        let mut legal = [0u8; 256];
        let n = self.legal(pegs, &mut legal);
        for &j in &legal[..n] {
            let (_, _, masks) = &self.jumps[j as usize];
            if keep(j as usize) {
                out.push(least(&images, masks, self.distinct));
            }
        }
    }

    /// The keys of the positions one jump before `pegs`: a jump read backwards puts the
    /// peg on its landing hole back on its starting hole and the jumped peg back.
    fn parents(&self, pegs: u64, out: &mut Vec<u64>) {
        let images = self.images(pegs);
        for (need, empty, masks) in &self.jumps {
            if pegs & need == 0 && pegs & empty != 0 {
                out.push(least(&images, masks, self.distinct));
            }
        }
    }

    /// The sorted keys of the children of `layer`, once each. `check` sees the layer's size
    /// after each run is merged in and may stop the count.
    fn next_layer(
        &self,
        layer: &[u64],
        bits: u32,
        check: impl FnMut(usize) -> Result<(), Message>,
    ) -> Result<Vec<u64>, Message> {
        gather(
            layer,
            bits,
            RUN,
            |&pegs, out| self.children(pegs, out),
            check,
        )
    }
}

/// The least of the first `distinct` images XOR the masks' images: the key of the position
/// the mask's jump leads to (or from).
#[inline]
fn least(images: &[u64; 8], masks: &[u64; 8], distinct: usize) -> u64 {
    let mut m = images[0] ^ masks[0];
    for s in 1..distinct {
        m = m.min(images[s] ^ masks[s]);
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{OnePlayer, Rules};
    use crate::peg::rules::Finish;
    use crate::peg::solve::Solver;
    use crate::peg::Board;
    use crate::search::table::KeyMap;
    use proptest::prelude::*;
    use std::collections::HashSet;

    /// The counter this replaced, kept as the reference: a depth-first walk memoising every
    /// position's number of winning sequences under its key (a symmetric image under the
    /// symmetries that fix the finish has as many).
    fn count_by_memo(game: &Peg) -> Counts {
        fn walk(game: &Peg, solver: &Solver, pegs: u64, memo: &mut KeyMap<u128>) -> u128 {
            let key = solver.key(pegs);
            if let Some(c) = memo.get(key) {
                return c;
            }
            let mut total = u128::from(game.accepts(pegs));
            for &(f, o, t) in &game.board.jumps {
                let need = 1u64 << f | 1u64 << o;
                if pegs & need == need && pegs >> t & 1 == 0 {
                    total += walk(game, solver, pegs ^ need ^ 1u64 << t, memo);
                }
            }
            memo.insert(key, total);
            total
        }
        let solver = Solver::new(game);
        let mut memo = KeyMap::default();
        let sequences = walk(game, &solver, game.start, &mut memo);
        Counts {
            sequences,
            reachable: memo.len() as u64,
            winnable: memo.values().filter(|&c| c > 0).count() as u64,
        }
    }

    /// Plain enumeration: every jump sequence followed to its end, nothing remembered.
    fn plain(game: &Peg, pegs: u64, seen: &mut HashSet<u64>) -> u128 {
        seen.insert(pegs);
        let mut total = u128::from(game.is_goal(&pegs));
        for mv in game.legal_moves(&pegs) {
            total += plain(game, game.after(&pegs, &mv).unwrap(), seen);
        }
        total
    }

    /// Small boards of DESIGN's kind, defined here: 3×4 and 3×5 rectangles.
    fn small_boards() -> Vec<Board> {
        vec![
            Board::from_shape("rect3x4", 4, |r, _| r < 3),
            Board::from_shape("rect3x5", 5, |r, _| r < 3),
        ]
    }

    /// Every single vacancy of `board` to every hole and to any hole.
    fn single_vacancies(board: &Board) -> impl Iterator<Item = Peg> + '_ {
        (0..board.holes() as u8).flat_map(move |v| {
            (0..board.holes() as u8)
                .map(Finish::Hole)
                .chain([Finish::Any])
                .map(move |finish| Peg {
                    board: board.clone(),
                    start: board.full() & !(1 << v),
                    finish,
                })
        })
    }

    #[test]
    fn the_layers_agree_with_plain_enumeration_on_small_boards() {
        let mut checked = 0;
        for board in small_boards() {
            for vacancy in 0..board.holes() as u8 {
                for finish in [Finish::Any, Finish::Hole(vacancy)] {
                    let game = Peg {
                        board: board.clone(),
                        start: board.full() & !(1 << vacancy),
                        finish,
                    };
                    let counts = count(&game).unwrap();
                    let mut seen = HashSet::new();
                    assert_eq!(counts.sequences, plain(&game, game.start, &mut seen));
                    let solver = Solver::new(&game);
                    let classes: HashSet<u64> = seen.iter().map(|&p| solver.key(p)).collect();
                    assert_eq!(counts.reachable, classes.len() as u64);
                    assert_eq!(counts, count_by_memo(&game));
                    checked += u64::from(counts.sequences > 0);
                }
            }
        }
        assert!(checked > 4, "some problems have winning sequences");
    }

    fn vacancy(game: &Peg) -> u8 {
        (game.board.full() & !game.start).trailing_zeros() as u8
    }

    #[test]
    #[ignore = "a minute unoptimised: run optimised by make test-exhaustive"]
    fn the_layers_agree_with_the_memo_on_the_small_triangles() {
        // triangle4 and triangle5 to every finish; triangle6 (minutes in the memo's
        // reference for all 462) back to the vacancy or to any hole.
        let mut won = 0;
        for name in ["triangle4", "triangle5", "triangle6"] {
            let board = Board::named(name).unwrap();
            let every = name != "triangle6";
            for game in single_vacancies(&board).filter(|g| {
                every || g.finish == Finish::Any || g.finish == Finish::Hole(vacancy(g))
            }) {
                let counts = count(&game).unwrap();
                assert_eq!(counts, count_by_memo(&game), "{name} {game:?}");
                won += usize::from(counts.sequences > 0);
            }
        }
        assert!(won > 50, "{won}");
    }

    #[test]
    fn triangle5_from_a_corner_has_the_published_count() {
        // 29,760 solutions of the 15-hole triangle from a corner; 1,544 reachable positions
        // up to symmetry, as Amend's layered counter finds (BENCHMARKS.md).
        let game = Peg::new("triangle5", &["a5"], "any").unwrap();
        let counts = count(&game).unwrap();
        assert_eq!(
            counts,
            Counts {
                sequences: 29_760,
                reachable: 1_544,
                winnable: 390,
            }
        );
    }

    #[test]
    fn a_start_that_is_already_the_finish_counts_once() {
        let game = Peg::new("english", &[], "d4").unwrap();
        let board = &game.board;
        let one = Peg {
            start: 1 << board.centre(),
            ..game.clone()
        };
        assert_eq!(
            count(&one).unwrap(),
            Counts {
                sequences: 1,
                reachable: 1,
                winnable: 1,
            }
        );
        let empty = Peg { start: 0, ..game };
        assert_eq!(count(&empty).unwrap(), count_by_memo(&empty));
        assert_eq!(count(&empty).unwrap().sequences, 0);
    }

    #[test]
    fn more_positions_than_the_limit_are_refused_in_words() {
        let game = Peg::new("triangle5", &["a5"], "any").unwrap();
        let err = count_capped(&game, 1_000).unwrap_err();
        assert_eq!(err, fact!("peg-count-held", positions = "1000"));
        assert!(count_capped(&game, 1_544).is_ok());
    }

    /// The English central game's published figures; about a minute in a release build
    /// (`make test-long`).
    #[test]
    #[ignore]
    fn the_english_central_game_has_the_published_counts() {
        let game = Peg::new("english", &["d4"], "d4").unwrap();
        assert_eq!(
            count(&game).unwrap(),
            Counts {
                sequences: 40_861_647_040_079_968,
                reachable: 23_475_688,
                winnable: 1_679_072,
            }
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Random English positions of up to 14 pegs, to a random hole or to any hole.
        #[test]
        fn the_layers_agree_with_the_memo_on_random_english_positions(
            holes in proptest::collection::vec(0u8..33, 1..15),
            finish in proptest::option::of(0u8..33),
        ) {
            let start = holes.iter().fold(0u64, |m, &h| m | 1 << h);
            layers_agree_with_memo(Board::named("english").unwrap(), start, finish)?;
        }

        /// Random positions of the 21-hole triangle, more than half full.
        #[test]
        #[ignore = "half a minute unoptimised: run optimised by make test-exhaustive"]
        fn the_layers_agree_with_the_memo_on_random_triangle_positions(
            empty in proptest::collection::vec(0u8..21, 1..10),
            finish in proptest::option::of(0u8..21),
        ) {
            let board = Board::named("triangle6").unwrap();
            let start = empty.iter().fold(board.full(), |m, &h| m & !(1 << h));
            layers_agree_with_memo(board, start, finish)?;
        }
    }

    /// The layered count equals the memoised one from `start` on `board`.
    fn layers_agree_with_memo(
        board: Board,
        start: u64,
        finish: Option<u8>,
    ) -> Result<(), TestCaseError> {
        let game = Peg {
            board,
            start,
            finish: finish.map_or(Finish::Any, Finish::Hole),
        };
        prop_assert_eq!(count(&game).unwrap(), count_by_memo(&game));
        Ok(())
    }

    #[test]
    fn keys_are_least_images() {
        let game = Peg::new("english", &["d4"], "c1").unwrap();
        let keys = Keys::new(&game);
        let symmetries = finish_symmetries(&game);
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pegs = x & game.board.full();
            assert_eq!(
                keys.key(pegs),
                crate::peg::solve::least_image(&symmetries, pegs)
            );
            let mut out = Vec::new();
            keys.children(pegs, &mut out);
            let mut direct: Vec<u64> = game
                .legal_moves(&pegs)
                .into_iter()
                .map(|mv| keys.key(game.after(&pegs, &mv).unwrap()))
                .collect();
            out.sort_unstable();
            direct.sort_unstable();
            assert_eq!(out, direct);
        }
    }

    /// `Keys::legal` finds, on every board, exactly the jumps the board's own test allows
    /// (the meeting search's pagoda cuts are indexed by them).
    #[test]
    fn the_jumps_found_by_their_landing_holes_are_the_legal_ones() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for name in crate::peg::boards::BOARD_NAMES {
            let board = Board::named(name).unwrap();
            let keys = Keys::under(&board, Vec::new());
            for _ in 0..2_000 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Sparse, dense and random positions in turn.
                let pegs = board.full() & [x, x | x >> 7, x & x >> 5][(x % 3) as usize];
                let mut legal = [0u8; 256];
                let n = keys.legal(pegs, &mut legal);
                let mut found: Vec<usize> = legal[..n].iter().map(|&j| j as usize).collect();
                found.sort_unstable();
                let expected: Vec<usize> = board.jumps_from(pegs).map(|(j, _)| j).collect();
                assert_eq!(found, expected, "{name}: {pegs:#x}");
            }
        }
    }
}
