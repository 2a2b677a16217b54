//! A lower bound on the moves (chains of jumps by one peg) between two positions, from
//! Merson regions (Beasley, "The Ins and Outs of Peg Solitaire"; Bell, "Diagonal peg
//! solitaire", used it to prune A* and bidirectional searches).
//!
//! A region R (a set of holes) is *closed* when every jump over a hole of R starts or lands
//! in R. A corner hole, which no jump passes over, is closed by itself; so is a 2×2 block of
//! the square grid, and a pair of holes along an arm's edge on the Wiegleb board.
//!
//! **Lemma.** Let R be closed and full of pegs in a position P. In any line of jumps from P,
//! the first jump that changes what R holds starts in R, and it is the first jump of its
//! move. *Proof.* A jump changes R when it starts, passes over or lands in R. Before R's
//! first change R is full, so the jump cannot land in R (it lands in an empty hole); if it
//! passes over a hole of R it starts or lands in R (R is closed), so it starts in R. Its
//! peg stands in R; had the jump continued a move, the jump before it, by the same peg, would
//! have landed in R and changed R earlier. ∎
//!
//! **Theorem.** Let 𝓕 be a family of closed regions, each full in P and not full in a
//! position Q. Any line from P to Q has at least τ(𝓕) moves, τ(𝓕) being the fewest holes
//! that meet every region of 𝓕 (at least the most pairwise disjoint regions of 𝓕). *Proof.*
//! Each R must change (it is full in P, not in Q); by the lemma some move M_R starts in R.
//! The holes where the moves M_R start meet every region of 𝓕, so there are at least τ(𝓕)
//! of them, and at least as many moves. ∎
//!
//! τ is computed exactly for the regions inside a band of two rows of the board, from a table
//! over the band's holes built once per problem; the bound sums the bands of a partition (the
//! moves M_R of regions in different bands start in different bands, so are different) and
//! takes the better of two partitions, one shifted by a row. Going forwards Q is the finish
//! (one peg: every region but the finish hole alone must change; for any finish, one full
//! corner may hold the last peg, so 1 less when a one-hole region is full). Going backwards
//! P is the start and Q the position reached. A position other than the end is at least one
//! move away.

use super::boards::Board;
use super::rules::{Finish, Peg};
use std::collections::HashMap;

/// The most holes of a region looked for (a 2×2 block has 4).
const MOST_HOLES: u32 = 4;

/// The most holes of a band (two rows of a 9×9 board: 18; a table of 2^18 bytes).
const MOST_BAND_HOLES: u32 = 20;

/// Every closed region of at most [`MOST_HOLES`] holes that is connected (a closed region's
/// connected parts are closed: a jump over a hole starts next to it), as bitsets, in
/// increasing order of size.
pub fn closed_regions(board: &Board) -> Vec<u64> {
    let n = board.holes();
    let mut neighbours = vec![0u64; n];
    for (h, &(r, c)) in board.cells.iter().enumerate() {
        for &(dr, dc) in board.grid.directions() {
            if let Some(k) = board.hole_at(r as i32 + dr, c as i32 + dc) {
                neighbours[h] |= 1 << k;
            }
        }
    }
    let closed = |set: u64| {
        board
            .jumps
            .iter()
            .all(|&(f, o, t)| set >> o & 1 == 0 || set >> f & 1 == 1 || set >> t & 1 == 1)
    };
    let mut found = Vec::new();
    let mut sets: Vec<u64> = (0..n).map(|h| 1u64 << h).collect();
    for size in 1..=MOST_HOLES {
        found.extend(sets.iter().copied().filter(|&s| closed(s)));
        if size == MOST_HOLES {
            break;
        }
        let mut bigger = Vec::new();
        for &set in &sets {
            let mut rim = bits(set).fold(0, |acc, h| acc | neighbours[h as usize]) & !set;
            while rim != 0 {
                bigger.push(set | 1 << rim.trailing_zeros());
                rim &= rim - 1;
            }
        }
        bigger.sort_unstable();
        bigger.dedup();
        sets = bigger;
    }
    found
}

fn bits(set: u64) -> impl Iterator<Item = u32> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let b = rest.trailing_zeros();
            rest &= rest - 1;
            b
        })
    })
}

/// The fewest holes meeting every region of `family` (a bitset over `regions`), with
/// `containing[h]` the regions holding hole h. Exact, by branching on the holes of a
/// smallest region left; memoised over families.
fn pierce(
    family: u64,
    regions: &[u64],
    containing: &HashMap<u32, u64>,
    memo: &mut HashMap<u64, u8>,
) -> u8 {
    if family == 0 {
        return 0;
    }
    if let Some(&t) = memo.get(&family) {
        return t;
    }
    let smallest = bits(family)
        .min_by_key(|&i| regions[i as usize].count_ones())
        .expect("a region is left");
    let best = bits(regions[smallest as usize])
        .map(|h| 1 + pierce(family & !containing[&h], regions, containing, memo))
        .min()
        .expect("a region has a hole");
    memo.insert(family, best);
    best
}

/// τ over the regions inside the holes `lo..lo + width`, for every content of those holes.
struct Band {
    lo: u32,
    mask: u64,
    table: Vec<u8>,
}

impl Band {
    /// `family(content, region)`: whether the region (inside the band) is in the family when
    /// the band holds `content` (bits at their hole numbers).
    fn new(lo: u32, width: u32, regions: &[u64], family: impl Fn(u64, u64) -> bool) -> Band {
        assert!(width <= MOST_BAND_HOLES, "a band of {width} holes");
        let mask = (1u64 << width) - 1;
        let inside: Vec<u64> = regions
            .iter()
            .copied()
            .filter(|&r| r & !(mask << lo) == 0)
            .collect();
        assert!(inside.len() <= 64, "{} regions in a band", inside.len());
        let mut containing: HashMap<u32, u64> = HashMap::new();
        for (i, &r) in inside.iter().enumerate() {
            for h in bits(r) {
                *containing.entry(h).or_default() |= 1 << i;
            }
        }
        let mut memo = HashMap::new();
        let table = (0..=mask)
            .map(|index| {
                let content = index << lo;
                let chosen = inside
                    .iter()
                    .enumerate()
                    .filter(|&(_, &r)| family(content, r))
                    .fold(0u64, |acc, (i, _)| acc | 1 << i);
                pierce(chosen, &inside, &containing, &mut memo)
            })
            .collect();
        Band { lo, mask, table }
    }

    fn of(&self, pegs: u64) -> u32 {
        u32::from(self.table[((pegs >> self.lo) & self.mask) as usize])
    }
}

/// The board's holes cut into bands of two rows, starting at row `offset` (the first band
/// one row when `offset` is 1): (first hole, holes) of each band. Holes are numbered row by
/// row, so a band is a run of hole numbers.
fn bands(board: &Board, offset: u8) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let band_of = |row: u8| (row + 2 - offset) / 2;
    let mut h = 0;
    while h < board.holes() {
        let band = band_of(board.cells[h].0);
        let lo = h;
        while h < board.holes() && band_of(board.cells[h].0) == band {
            h += 1;
        }
        out.push((lo as u32, (h - lo) as u32));
    }
    out
}

/// The bound of the module's theorem for one problem: forwards (a position to the finish)
/// and backwards (the start to a position).
pub struct MoveBound {
    forward: [Vec<Band>; 2],
    backward: [Vec<Band>; 2],
    /// Any finish: the one-hole regions, one of which may keep the last peg.
    corners: u64,
    any: bool,
    finish: u64,
    start: u64,
}

impl MoveBound {
    pub fn new(game: &Peg) -> MoveBound {
        let board = &game.board;
        let regions = closed_regions(board);
        let (finish, any) = match game.finish {
            Finish::Hole(h) => (1u64 << h, false),
            Finish::Any => (0, true),
        };
        // Forwards every region full in the position must change, but the finish hole alone
        // (or, for any finish, a corner: see `to_finish`).
        let forward_regions: Vec<u64> = regions.iter().copied().filter(|&r| r != finish).collect();
        let corners = regions
            .iter()
            .filter(|r| r.count_ones() == 1)
            .fold(0, |a, r| a | r);
        let start = game.start;
        let build = |offset, family: &dyn Fn(u64, u64) -> bool, regions: &[u64]| {
            bands(board, offset)
                .into_iter()
                .map(|(lo, width)| Band::new(lo, width, regions, family))
                .collect::<Vec<_>>()
        };
        let full_now = |content: u64, r: u64| content & r == r;
        // Backwards: full at the start, not full in the position reached.
        let emptied = |content: u64, r: u64| start & r == r && content & r != r;
        MoveBound {
            forward: [0, 1].map(|o| build(o, &full_now, &forward_regions)),
            backward: [0, 1].map(|o| build(o, &emptied, &regions)),
            corners,
            any,
            finish,
            start,
        }
    }

    fn sum(partitions: &[Vec<Band>; 2], pegs: u64) -> u32 {
        partitions
            .iter()
            .map(|bands| bands.iter().map(|b| b.of(pegs)).sum::<u32>())
            .max()
            .unwrap_or(0)
    }

    /// At most the number of moves from `pegs` to the finish (when it can be reached).
    pub fn to_finish(&self, pegs: u64) -> u32 {
        let done = if self.any {
            pegs.count_ones() <= 1
        } else {
            pegs == self.finish
        };
        if done {
            return 0;
        }
        let mut tau = MoveBound::sum(&self.forward, pegs);
        if self.any && pegs & self.corners != 0 {
            tau -= 1;
        }
        tau.max(1)
    }

    /// At most the number of moves from the start to `pegs` (when it can be reached).
    pub fn from_start(&self, pegs: u64) -> u32 {
        if pegs == self.start {
            return 0;
        }
        MoveBound::sum(&self.backward, pegs).max(1)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    fn names(board: &Board, set: u64) -> Vec<String> {
        bits(set).map(|h| board.name_of(h as u8)).collect()
    }

    #[test]
    fn the_english_regions_are_its_corners_and_blocks() {
        let board = Board::named("english").unwrap();
        let regions = closed_regions(&board);
        let singles: Vec<String> = regions
            .iter()
            .filter(|r| r.count_ones() == 1)
            .flat_map(|&r| names(&board, r))
            .collect();
        assert_eq!(singles, ["c1", "e1", "a3", "g3", "a5", "g5", "c7", "e7"]);
        let block = board.parse_hole("c3").unwrap();
        let square = [(0, 0), (0, 1), (1, 0), (1, 1)]
            .iter()
            .map(|&(r, c)| 1u64 << board.hole_at(2 + r, 2 + c).unwrap())
            .sum::<u64>();
        assert!(regions.contains(&square), "{block}");
        // d1 alone is not closed: c1-e1 passes over it.
        assert!(!regions.contains(&(1 << board.parse_hole("d1").unwrap())));
    }

    /// The bound at the start of each board's classic problem, from its corners and blocks
    /// (the fewest moves: English 18, the others more).
    #[test]
    fn the_classic_problems_start_from_their_corners_and_blocks() {
        for (board, empty, finish, least) in [
            ("english", "d4", "d4", 12),
            ("french", "d3", "d5", 15),
            ("wiegleb", "e5", "e5", 15),
            ("diamond", "e3", "e7", 19),
        ] {
            let game = Peg::new(board, &[empty], finish).unwrap();
            assert_eq!(
                MoveBound::new(&game).to_finish(game.start),
                least,
                "{board}"
            );
        }
    }

    /// Every position reachable from `start` on `board`, with its fewest moves from the
    /// start: a plain breadth-first search over moves (a move: a peg's chain of jumps),
    /// written from the board's list of jumps alone (the reference of fewest.rs's tests too).
    pub(crate) fn moves_from(board: &Board, start: u64) -> HashMap<u64, u32> {
        fn chains(board: &Board, pegs: u64, at: u8, out: &mut Vec<u64>) {
            for &(f, o, t) in &board.jumps {
                if f == at && pegs >> o & 1 == 1 && pegs >> t & 1 == 0 {
                    let after = pegs & !(1 << f) & !(1 << o) | 1 << t;
                    out.push(after);
                    chains(board, after, t, out);
                }
            }
        }
        let mut seen = HashMap::from([(start, 0)]);
        let mut layer = vec![start];
        let mut depth = 0;
        while !layer.is_empty() {
            depth += 1;
            let mut next = Vec::new();
            for &pegs in &layer {
                let mut out = Vec::new();
                for at in bits(pegs) {
                    chains(board, pegs, at as u8, &mut out);
                }
                for after in out {
                    if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(after) {
                        e.insert(depth);
                        next.push(after);
                    }
                }
            }
            layer = next;
        }
        seen
    }

    /// The bound never exceeds the fewest moves, both ways: from `start` to every position
    /// it reaches (backwards), and from every such position to each one-peg position it
    /// reaches and to any one peg (forwards).
    fn never_above(board: &Board, start: u64) -> Result<(), TestCaseError> {
        let reach = moves_from(board, start);
        for finish in (0..board.holes() as u8)
            .map(Finish::Hole)
            .chain([Finish::Any])
        {
            let game = Peg {
                board: board.clone(),
                start,
                finish,
            };
            let bound = MoveBound::new(&game);
            for (&pegs, &moves) in &reach {
                prop_assert!(bound.from_start(pegs) <= moves, "{pegs:#x} {moves}");
            }
        }
        // Forwards from a sample of the positions reached, to what each reaches.
        for (&from, _) in reach.iter().take(40) {
            let onward = moves_from(board, from);
            for finish in (0..board.holes() as u8)
                .map(Finish::Hole)
                .chain([Finish::Any])
            {
                let least = onward
                    .iter()
                    .filter(|&(&p, _)| match finish {
                        Finish::Hole(h) => p == 1 << h,
                        Finish::Any => p.count_ones() == 1,
                    })
                    .map(|(_, &m)| m)
                    .min();
                if let Some(least) = least {
                    let game = Peg {
                        board: board.clone(),
                        start: from,
                        finish,
                    };
                    let bound = MoveBound::new(&game).to_finish(from);
                    prop_assert!(bound <= least, "{from:#x} {finish:?}: {bound} > {least}");
                }
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Random positions of small square boards (corners, blocks and their variants).
        #[test]
        fn the_bound_never_exceeds_the_fewest_moves_on_small_square_boards(
            shape in 0usize..3,
            holes in proptest::collection::vec(0u8..21, 3..16),
        ) {
            let board = match shape {
                0 => Board::from_shape("square4", 4, |_, _| true),
                1 => Board::from_shape("plus5", 5, |r, c| (1..4).contains(&r) || (1..4).contains(&c)),
                _ => Board::from_shape("rect3x5", 5, |r, _| r < 3),
            };
            let start = holes.iter().fold(0u64, |m, &h| m | 1 << (h as usize % board.holes()));
            never_above(&board, start)?;
        }

        /// Random positions of the 15-hole triangle, at least half full.
        #[test]
        fn the_bound_never_exceeds_the_fewest_moves_on_the_triangle(
            empty in proptest::collection::vec(0u8..15, 1..8),
        ) {
            let board = Board::named("triangle5").unwrap();
            let start = empty.iter().fold(board.full(), |m, &h| m & !(1 << h));
            never_above(&board, start)?;
        }
    }

    #[test]
    fn the_wiegleb_arm_edges_hold_closed_pairs() {
        let board = Board::named("wiegleb").unwrap();
        let pair = (1u64 << board.parse_hole("d2").unwrap()) | 1 << board.parse_hole("d3").unwrap();
        assert!(closed_regions(&board).contains(&pair));
    }
}
