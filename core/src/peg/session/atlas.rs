//! The atlas of a vacancy: where the last peg can end from a single vacancy, each finish
//! decided by a small search and asked for a click at a time.

use super::*;

/// The most dead positions each of the atlas's searches keeps. Small searches are also the
/// quick ones (the backward layers and the beams are sized by it): every English vacancy is
/// decided with it, all 33 several times faster than with `SOLVE_DEAD` (BENCHMARKS.md).
pub const ATLAS_DEAD: usize = 20_000;

/// One finish in the atlas of a vacancy ([`PegGame::atlas`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Reach {
    /// The finish hole.
    pub hole: u8,
    /// `Unknown`: the search stopped at its limit; `Searching`: not searched yet, the time
    /// ran out first (asking again goes on).
    pub verdict: Verdict,
    /// Why not, a fact for people (`None` for `Solvable`).
    pub reason: Option<Message>,
}

impl PegGame {
    /// The atlas of one vacancy: with only `hole` empty at the start, whether one peg can
    /// be left on each hole of the board, and why not (the board's symmetries and reversal
    /// carry each answer to other vacancies, so later ones come quicker). `more` is asked
    /// before each search (a shell's clock); the finishes it leaves are `Searching`.
    pub fn atlas(&mut self, hole: u8, more: impl FnMut() -> bool) -> Result<Vec<Reach>, Message> {
        if hole as usize >= self.holes() {
            return Err(fact!("peg-hole-off-board"));
        }
        let board = &self.session.game().board;
        let atlas = self
            .atlas
            .get_or_insert_with(|| Atlas::new(board, ATLAS_DEAD));
        Ok(atlas
            .vacancy_while(hole, more)
            .into_iter()
            .enumerate()
            .map(|(f, answer)| {
                let (verdict, reason) = match answer {
                    Some(Answer::Solved(_)) => (Verdict::Solvable, None),
                    Some(Answer::Unsolvable(why)) => (Verdict::Unsolvable, Some(why.fact())),
                    Some(Answer::GaveUp(why)) => (Verdict::Unknown, Some(why.fact())),
                    None => (Verdict::Searching, None),
                };
                Reach {
                    hole: f as u8,
                    verdict,
                    reason,
                }
            })
            .collect())
    }
}
