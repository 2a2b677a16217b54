//! The two-player layer of a game session: the visitor against the computer on one
//! [`Session`]. Whose turn it is, the visitor's own moves (what a record keeps), undo back to
//! the visitor's turn, and a record played again with the computer answering each move. What
//! the computer answers is the game's judge, handed in as a closure: for an impartial game
//! a winning move when there is one (`impartial::best_move_by`), for tic-tac-toe a best move
//! of the solved table.

use super::session::Session;
use super::Rules;

/// A game between the visitor and the computer, moving in turn.
pub struct Versus<G: Rules> {
    session: Session<G>,
    you_first: bool,
}

impl<G: Rules> Versus<G> {
    /// `session`'s game with the visitor moving first or second from its start.
    pub fn new(session: Session<G>, you_first: bool) -> Versus<G> {
        Versus { session, you_first }
    }

    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    pub fn game(&self) -> &G {
        self.session.game()
    }

    pub fn state(&self) -> &G::State {
        self.session.state()
    }

    pub fn you_first(&self) -> bool {
        self.you_first
    }

    /// Whether move `j` (from 0) is the visitor's.
    pub fn by_you(&self, j: u64) -> bool {
        (j % 2 == 0) == self.you_first
    }

    pub fn you_to_move(&self) -> bool {
        self.by_you(self.session.moves_made())
    }

    /// Makes `mv` for whichever player is to move; the caller says whose turn it must be.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::Illegal> {
        self.session.play(mv)
    }

    /// The computer's move as `reply` chooses it from the current position, made and
    /// returned; `None` when it chooses none (it has no move).
    pub fn reply(
        &mut self,
        reply: impl FnOnce(&G, &G::State) -> Option<G::Move>,
    ) -> Result<Option<G::Move>, G::Illegal> {
        let Some(mv) = reply(self.game(), self.state()) else {
            return Ok(None);
        };
        self.session.play(mv.clone())?;
        Ok(Some(mv))
    }

    /// Takes back the visitor's last move and whatever followed it; false when the visitor
    /// has made no move.
    pub fn undo_turn(&mut self) -> bool {
        let made = self.session.moves_made();
        match (0..made).rev().find(|&j| self.by_you(j)) {
            Some(j) => {
                self.session.undo_to(j);
                true
            }
            None => false,
        }
    }

    /// Back to the start: every move taken back.
    pub fn restart(&mut self) {
        self.session.restart();
    }

    /// The visitor's moves, first to last, each with the position it was made on.
    pub fn yours(&self) -> Vec<(G::State, G::Move)> {
        let positions = self.session.positions();
        let moves = self.session.moves();
        (0..moves.len())
            .filter(|&j| self.by_you(j as u64))
            .map(|j| (positions[j].clone(), moves[j].clone()))
            .collect()
    }

    /// Plays the visitor's moves of a record again, the computer answering with `reply`
    /// whenever it is its turn (its reply depends on the position alone, so the game comes
    /// back as it was). `read` makes each of the record's items a move on its position,
    /// or says why it is not one (the sentence given as is). Stops at the first move that
    /// cannot be played, keeping those before it, and says which it was.
    pub fn replay_yours<I>(
        &mut self,
        yours: impl IntoIterator<Item = I>,
        reply: impl Fn(&G, &G::State) -> Option<G::Move>,
        read: impl Fn(usize, &G, &G::State, I) -> Result<G::Move, String>,
    ) -> Result<(), String> {
        for (k, item) in yours.into_iter().enumerate() {
            if !self.you_to_move() {
                self.reply(&reply).map_err(|e| e.to_string())?;
            }
            if reply(self.game(), self.state()).is_none() {
                return Err(format!("the game is over before your move {}", k + 1));
            }
            let mv = read(k + 1, self.game(), self.state(), item)?;
            self.play(mv)
                .map_err(|illegal| format!("your move {} cannot be played: {illegal}", k + 1))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;
    use crate::game::Impartial;

    /// Subtraction {1, 2}: a heap of 3k is lost for the player to move.
    fn versus(heap: u64, you_first: bool) -> Versus<Take> {
        let game = Take {
            heap,
            take: vec![1, 2],
        };
        Versus::new(Session::new(game), you_first)
    }

    fn winning(g: &Take, heap: &u64) -> Option<u64> {
        let wins = g.winning_moves(heap);
        wins.first()
            .copied()
            .or_else(|| g.legal_moves(heap).first().copied())
    }

    #[test]
    fn turns_alternate_and_undo_goes_back_to_the_visitors_turn() {
        let mut v = versus(7, false);
        assert!(!v.you_to_move());
        assert_eq!(v.reply(winning).unwrap(), Some(1)); // 7 → 6, a multiple of 3
        assert!(!v.undo_turn(), "the visitor has made no move");
        v.play(2).unwrap();
        v.reply(winning).unwrap();
        assert_eq!(v.session().moves(), vec![1, 2, 1]);
        assert!(v.undo_turn());
        assert_eq!((v.session().moves(), v.you_to_move()), (vec![1], true));
        v.restart();
        assert_eq!(*v.state(), 7);
    }

    #[test]
    fn a_record_of_the_visitors_moves_comes_back_with_the_computers_answers() {
        let mut v = versus(11, true);
        for mv in [1, 2] {
            v.play(mv).unwrap();
            v.reply(winning).unwrap();
        }
        let yours: Vec<u64> = v.yours().into_iter().map(|(_, mv)| mv).collect();
        assert_eq!(yours, vec![1, 2]);
        let read = |_: usize, _: &Take, _: &u64, mv: u64| Ok(mv);
        let mut again = versus(11, true);
        again.replay_yours(yours, winning, read).unwrap();
        again.reply(winning).unwrap();
        assert_eq!(again.session().moves(), v.session().moves());

        let mut bad = versus(4, true);
        let err = bad.replay_yours([1, 3], winning, read).unwrap_err();
        assert_eq!(err, "your move 2 cannot be played: 3 is not a move");
        assert_eq!(bad.session().moves(), vec![1, 1]);
        let mut over = versus(2, true);
        let err = over.replay_yours([2, 1], winning, read).unwrap_err();
        assert_eq!(err, "the game is over before your move 2");
    }
}
