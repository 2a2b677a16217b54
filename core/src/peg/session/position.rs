//! What a shell asks of the current position: the jumps made, whether the game is over or
//! won, and the judge's verdict with since which jump the game is lost.

use super::*;

/// What the solver says of a position (the judge's, or the atlas's of a finish).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Solvable,
    Unsolvable,
    /// The search gave up at its limit (the judge's memory is full): it cannot say.
    Unknown,
    /// Not decided yet: ask again, the search goes on.
    Searching,
}

/// The judge's verdict on the current position and what follows from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    pub verdict: Verdict,
    /// Why: the solver's reason for `Unsolvable` or `Unknown`; for `Searching`, how far the
    /// search has got.
    pub reason: Option<Message>,
    /// The verdict and `lost_since` are final: asking again gives the same. False while the
    /// position, or one before it that `lost_since` needs, is still being searched.
    pub settled: bool,
    /// With an `Unsolvable` verdict: the jump (from 1) that lost the game, the position
    /// before it solvable and every one after it not, when the solver decides each; `None`
    /// when the start itself is lost or the search gave up on a position on the way (and,
    /// with `settled` false, while one is still being searched).
    pub lost_since: Option<usize>,
}

impl PegGame {
    /// Jumps made since the start.
    pub fn step(&self) -> usize {
        self.session.moves_made() as usize
    }

    /// The last jump made, if any.
    pub fn last_jump(&self) -> Option<Jump> {
        self.session.last_move().copied()
    }

    /// The holes empty at the start, by name.
    pub fn start_empty(&self) -> Vec<String> {
        let game = self.game();
        game.names(game.board.full() & !game.start)
    }

    /// No jump is left.
    pub fn finished(&self) -> bool {
        self.game().legal_moves(&self.pegs()).is_empty()
    }

    /// One peg is left where the finish wants it.
    pub fn won(&self) -> bool {
        self.game().accepts(self.pegs())
    }

    /// The hole a jump jumps over.
    pub fn over(&self, jump: Jump) -> u8 {
        self.game()
            .board
            .between(jump.from, jump.to)
            .unwrap_or(jump.from)
    }

    /// The jump as a fact: `d2 jumps over d3 to d4` (`peg-jump-said`).
    pub fn said(&self, jump: Jump) -> Message {
        let name = |k: u8| self.game().board.name_of(k).to_string();
        fact!(
            "peg-jump-said",
            from = name(jump.from),
            over = name(self.over(jump)),
            to = name(jump.to)
        )
    }

    /// The judge's verdict on the current position, after at most one more slice of its
    /// search (see [`PegGame::judge`]), and since which jump the game is lost.
    pub fn judgement(&mut self) -> Judgement {
        let (verdict, reason) = match self.judge() {
            Some(Answer::Solved(_)) => (Verdict::Solvable, None),
            Some(Answer::Unsolvable(why)) => (Verdict::Unsolvable, Some(why.fact())),
            Some(Answer::GaveUp(why)) => (Verdict::Unknown, Some(why.fact())),
            None => (
                Verdict::Searching,
                Some(fact!("peg-searched-so-far", positions = self.searched())),
            ),
        };
        let (lost_since, settled) = match verdict {
            Verdict::Unsolvable => match self.lost_since() {
                Some(since) => (since, true),
                None => (None, false),
            },
            Verdict::Searching => (None, false),
            _ => (None, true),
        };
        Judgement {
            verdict,
            reason,
            settled,
            lost_since,
        }
    }
}
