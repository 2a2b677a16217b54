//! The hard problems decided once by a run too long to repeat on every call (the search from
//! both ends with its layers on disk, hours on both cores): each with the run's figures, the
//! command that decides it again and the file of its layers' digests, so that every shell
//! answers them at once and says how the answer was found.

use super::reason::Reason;
use super::rules::{Finish, Peg};

/// One problem decided by a recorded run: no line of jumps exists. It stands for its images
/// under the board's symmetries and for its reversal (Beasley's duality).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided {
    /// The board's name (`Board::named`).
    pub board: &'static str,
    /// The hole empty at the start.
    pub vacancy: &'static str,
    /// The hole the last peg must stand on.
    pub finish: &'static str,
    /// Positions (up to the symmetries fixing both ends) of `pegs` pegs reachable from the
    /// start, the last layer of the run's forward side.
    pub forward: u64,
    /// Positions of `pegs - 1` pegs that can still reach the finish, the other side's last
    /// layer; no jump leads from one of the first to one of the second.
    pub backward: u64,
    pub pegs: u32,
    /// The command that decides it again.
    pub command: &'static str,
    /// The file of the repository that keeps each layer's count and hash, to compare a
    /// rerun with layer by layer.
    pub digests: &'static str,
}

/// Every problem decided this way. Wiegleb e1 → e1: the run of 2026-11-29 (docs/peg.md, "On
/// disk"; its last resume took 1 h 38 min on 2 cores and 10.6 GB of layers).
pub const DECIDED: [Decided; 1] = [Decided {
    board: "wiegleb",
    vacancy: "e1",
    finish: "e1",
    forward: 1_950_472_786,
    backward: 1_950_472_786,
    pegs: 23,
    command: "make peg-on-disk",
    digests: "docs/peg-wiegleb-e1-e1.digests",
}];

/// The recorded proof that no line leads from `pegs` to `game`'s finish, when `pegs` is the
/// single-vacancy start of a problem of [`DECIDED`], of one of its images under the board's
/// symmetries or of their reversals.
pub fn refusal(game: &Peg, pegs: u64) -> Option<Reason> {
    let board = &game.board;
    let Finish::Hole(finish) = game.finish else {
        return None;
    };
    let empty = board.full() & !pegs;
    if pegs & !board.full() != 0 || empty.count_ones() != 1 {
        return None;
    }
    let vacancy = empty.trailing_zeros() as u8;
    DECIDED
        .iter()
        .filter(|d| d.board == board.name)
        .find(|d| {
            let (Ok(v), Ok(f)) = (board.parse_hole(d.vacancy), board.parse_hole(d.finish)) else {
                return false;
            };
            board.symmetries.iter().any(|s| {
                let (sv, sf) = (s[v as usize], s[f as usize]);
                (sv, sf) == (vacancy, finish) || (sf, sv) == (vacancy, finish)
            })
        })
        .map(|&d| Reason::Recorded(d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::peg::classify::problem;
    use crate::peg::Board;

    #[test]
    fn a_decided_problem_is_refused_with_its_orbit_and_nothing_else() {
        let board = Board::named("wiegleb").unwrap();
        let hole = |name: &str| board.parse_hole(name).unwrap();
        let orbit = ["e1", "a5", "e9", "i5"];
        for v in 0..board.holes() as u8 {
            for f in 0..board.holes() as u8 {
                let game = problem(&board, v, f);
                let refused = refusal(&game, game.start).is_some();
                let listed = v == f && orbit.iter().any(|&h| hole(h) == v);
                assert_eq!(
                    refused,
                    listed,
                    "{} -> {}",
                    board.name_of(v),
                    board.name_of(f)
                );
            }
        }
        let game = problem(&board, hole("e1"), hole("e1"));
        // Only the start: a position after a jump, or any finish, is not what was decided.
        let jumped = game.start & !(1 << hole("e3")) & !(1 << hole("e2")) | 1 << hole("e1");
        assert_eq!(refusal(&game, jumped), None);
        let any = Peg::new("wiegleb", &["e1"], "any").unwrap();
        assert_eq!(refusal(&any, any.start), None);
        let english = Peg::new("english", &["d1"], "d1").unwrap();
        assert_eq!(refusal(&english, english.start), None);
    }

    /// The page's "Where can it end?" answers the orbit at once, even with no time left
    /// for any search.
    #[test]
    fn the_atlas_answers_a_decided_problem_without_a_search() {
        let board = Board::named("wiegleb").unwrap();
        for name in ["e1", "i5"] {
            let hole = board.parse_hole(name).unwrap();
            let answers =
                crate::peg::classify::Atlas::new(&board, 1_000).vacancy_while(hole, || false);
            match &answers[hole as usize] {
                Some(crate::peg::solve::Answer::Unsolvable(Reason::Recorded(d))) => {
                    assert_eq!(*d, DECIDED[0])
                }
                other => panic!("{name} -> {name}: {other:?}"),
            }
        }
    }

    /// The table says what the run's record says: its last layer (the forward side's, which
    /// is also the backward side's, e1 → e1 being its own reversal) and the problem it names.
    #[test]
    fn the_table_is_the_record_of_its_run() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../");
        for d in DECIDED {
            let record = std::fs::read_to_string(format!("{root}{}", d.digests)).unwrap();
            let field = |key: &str| {
                record
                    .lines()
                    .find_map(|l| l.strip_prefix(key)?.strip_prefix(' '))
                    .map(str::to_string)
            };
            assert_eq!(field("board").as_deref(), Some(d.board));
            assert_eq!(field("empty").as_deref(), Some(d.vacancy));
            assert_eq!(field("finish").as_deref(), Some(d.finish));
            let last = record.lines().rfind(|l| l.starts_with("layer ")).unwrap();
            let words: Vec<&str> = last.split(' ').collect();
            let (layer, positions): (u32, u64) =
                (words[1].parse().unwrap(), words[3].parse().unwrap());
            assert_eq!(positions, d.forward);
            assert_eq!(positions, d.backward);
            let board = Board::named(d.board).unwrap();
            // After `layer` jumps from a single vacancy, holes − 1 − layer pegs are left.
            assert_eq!(d.pegs as usize, board.holes() - 1 - layer as usize);
        }
    }
}
