//! A game in progress, for any game on the contract: the position, the line of moves made
//! (each kept with its [`Rules::undo`] record), unlimited undo and redo, restart, and the
//! game's record, replayed through [`super::replay`]. Every interactive game of the page and
//! the command line keeps its line here; what it shows and how it is judged is its own.

use super::replay::{apply_each, StepError};
use super::{Notation, OnePlayer, Rules};

/// One move of the line and what taking it back needs.
struct Made<G: Rules> {
    mv: G::Move,
    undo: G::Undo,
}

/// A game from a start position: the line of moves made and the moves undone since.
pub struct Session<G: Rules> {
    game: G,
    start: G::State,
    state: G::State,
    line: Vec<Made<G>>,
    /// Moves undone, the most recently undone last; a new move clears it.
    redo: Vec<G::Move>,
}

impl<G: Rules> Session<G> {
    /// A game at its rules' start.
    pub fn new(game: G) -> Session<G> {
        let start = game.start();
        Session::from_position(game, start)
    }

    /// A game from another position than the rules' start (knights placed by the visitor,
    /// a heap game's chosen heaps).
    pub fn from_position(game: G, start: G::State) -> Session<G> {
        Session {
            game,
            state: start.clone(),
            start,
            line: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The game of a record: `moves` made in turn from `start`, or the first illegal one
    /// with its step (from 1) and the rules' reason.
    pub fn replayed(
        game: G,
        start: G::State,
        moves: impl IntoIterator<Item = G::Move>,
    ) -> Result<Session<G>, StepError<G::Illegal>> {
        let mut session = Session::from_position(game, start);
        session.extend(moves)?;
        Ok(session)
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// The position the line starts from.
    pub fn start(&self) -> &G::State {
        &self.start
    }

    /// The current position.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    pub fn moves_made(&self) -> u64 {
        self.line.len() as u64
    }

    /// The moves of the line, first to last: the game's record.
    pub fn moves(&self) -> Vec<G::Move> {
        self.line.iter().map(|m| m.mv.clone()).collect()
    }

    /// The last move made, if any.
    pub fn last_move(&self) -> Option<&G::Move> {
        self.line.last().map(|m| &m.mv)
    }

    /// The last move made with what the rules answered for it (a checker row's motion,
    /// which the page animates), if any.
    pub fn last_made(&self) -> Option<(&G::Move, &G::Undo)> {
        self.line.last().map(|m| (&m.mv, &m.undo))
    }

    pub fn can_undo(&self) -> bool {
        !self.line.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Makes `mv`, or answers the rules' reason it is illegal with nothing changed. A new
    /// move drops whatever could have been redone.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::Illegal> {
        self.make(mv)?;
        self.redo.clear();
        Ok(())
    }

    fn make(&mut self, mv: G::Move) -> Result<(), G::Illegal> {
        let undo = self.game.apply(&mut self.state, &mv)?;
        self.line.push(Made { mv, undo });
        Ok(())
    }

    /// Makes `moves` in turn, as [`Session::play`]; stops at the first illegal one (its
    /// step counted from 1 among `moves`), keeping the moves before it.
    pub fn extend(
        &mut self,
        moves: impl IntoIterator<Item = G::Move>,
    ) -> Result<(), StepError<G::Illegal>> {
        let Session {
            game,
            state,
            line,
            redo,
            ..
        } = self;
        redo.clear();
        apply_each(game, state, moves, |mv, undo| line.push(Made { mv, undo }))
    }

    /// Takes back the last move and returns it; `None` at the start.
    pub fn undo(&mut self) -> Option<G::Move> {
        let Made { mv, undo } = self.line.pop()?;
        self.game.undo(&mut self.state, &mv, undo);
        self.redo.push(mv.clone());
        Some(mv)
    }

    /// Makes again the move last undone and returns it; `None` when there is none.
    pub fn redo(&mut self) -> Option<G::Move> {
        let mv = self.redo.pop()?;
        match self.make(mv.clone()) {
            Ok(()) => Some(mv),
            Err(_) => {
                // Cannot happen (the position is the one the move was made on), but a
                // session never panics on its own line.
                self.redo.clear();
                None
            }
        }
    }

    /// Takes back moves until `moves` are left (nothing when fewer were made).
    pub fn undo_to(&mut self, moves: u64) {
        while self.moves_made() > moves && self.undo().is_some() {}
    }

    /// Back to the start. The line is kept as redo, so restarting can itself be undone by
    /// redoing; a new move drops it as usual.
    pub fn restart(&mut self) {
        self.undo_to(0);
    }

    /// The positions of the line: the start, then the position after each move, replayed
    /// from the start.
    pub fn positions(&self) -> Vec<G::State> {
        let mut state = self.start.clone();
        let mut out = Vec::with_capacity(self.line.len() + 1);
        out.push(state.clone());
        for made in &self.line {
            // Every move of the line was legal on this very position when it was made.
            if self.game.apply(&mut state, &made.mv).is_err() {
                break;
            }
            out.push(state.clone());
        }
        out
    }
}

impl<G: Notation> Session<G> {
    /// Makes the move written `text`, or says in words why it is not one or is illegal,
    /// with nothing changed.
    pub fn play_written(&mut self, text: &str) -> Result<G::Move, String> {
        let mv = self.game.parse_move(text)?;
        self.play(mv.clone())
            .map_err(|illegal| illegal.to_string())?;
        Ok(mv)
    }

    /// The record as the game writes its moves.
    pub fn written(&self) -> Vec<String> {
        self.line
            .iter()
            .map(|m| self.game.write_move(&m.mv))
            .collect()
    }
}

impl<G: OnePlayer> Session<G> {
    /// What the line's moves cost in all (their number when every move costs 1).
    /// The number of moves when each costs 1; else one pass over the line from a single
    /// copy of the start (a move's cost may depend on the position it is made on).
    pub fn spent(&self) -> u64 {
        if self.game.unit_cost() {
            return self.moves_made();
        }
        let mut state = self.start.clone();
        let mut total = 0u64;
        for made in &self.line {
            total = total.saturating_add(self.game.cost(&state, &made.mv));
            // Every move of the line was legal on this very position when it was made.
            if self.game.apply(&mut state, &made.mv).is_err() {
                break;
            }
        }
        total
    }

    pub fn at_goal(&self) -> bool {
        self.game.is_goal(&self.state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay::replay_legal;
    use crate::game::toy::Take;
    use proptest::prelude::*;

    fn game() -> Take {
        Take {
            heap: 40,
            take: vec![1, 2, 5],
        }
    }

    /// What the visitor does: 0..=2 take that many of the moves' list, 3 undo, 4 redo,
    /// 5 restart.
    #[derive(Clone, Debug)]
    enum Act {
        Take(u64),
        Undo,
        Redo,
        Restart,
    }

    fn act() -> impl Strategy<Value = Act> {
        prop_oneof![
            (0u64..7).prop_map(Act::Take),
            Just(Act::Undo),
            Just(Act::Redo),
            Just(Act::Restart),
        ]
    }

    proptest! {
        /// Against a model of two plain lists, the line and the redo stack: the position
        /// is always the model's line replayed independently from the start.
        #[test]
        fn undo_redo_and_restart_follow_two_lists(acts in proptest::collection::vec(act(), 0..80)) {
            let mut s = Session::new(game());
            let (mut line, mut redo): (Vec<u64>, Vec<u64>) = (vec![], vec![]);
            for a in acts {
                match a {
                    Act::Take(t) => {
                        let before = *s.state();
                        let legal = s.game().legal_moves(&before).contains(&t);
                        prop_assert_eq!(s.play(t).is_ok(), legal);
                        if legal {
                            line.push(t);
                            redo.clear();
                        } else {
                            // Refused: nothing changed, the redo stack included.
                            prop_assert_eq!(*s.state(), before);
                        }
                    }
                    Act::Undo => {
                        let undone = s.undo();
                        prop_assert_eq!(undone, line.pop());
                        redo.extend(undone);
                    }
                    Act::Redo => {
                        let again = s.redo();
                        prop_assert_eq!(again, redo.pop());
                        line.extend(again);
                    }
                    Act::Restart => {
                        s.restart();
                        redo.extend(line.drain(..).rev());
                    }
                }
                prop_assert_eq!(s.moves(), line.clone());
                prop_assert_eq!(s.redo.clone(), redo.clone());
                prop_assert_eq!(*s.state(), replay_legal(&game(), line.clone()).unwrap());
                prop_assert_eq!(s.positions().len(), line.len() + 1);
                prop_assert_eq!(s.can_redo(), !redo.is_empty());
            }
        }

        /// A game's record, replayed into a new session, is the same game.
        #[test]
        fn a_record_replays_to_the_same_game(takes in proptest::collection::vec(1u64..=5, 0..20)) {
            let mut s = Session::new(game());
            for t in takes {
                let _ = s.play(t);
            }
            let again = Session::replayed(game(), 40, s.moves()).unwrap();
            prop_assert_eq!(again.state(), s.state());
            prop_assert_eq!(again.moves(), s.moves());
            prop_assert_eq!(again.positions(), s.positions());
        }
    }

    #[test]
    fn an_illegal_move_is_refused_in_words_and_changes_nothing() {
        let mut s = Session::new(Take {
            heap: 3,
            take: vec![2],
        });
        s.play(2).unwrap();
        s.undo().unwrap();
        assert_eq!(s.play(3).unwrap_err(), "3 is not a move");
        assert_eq!((*s.state(), s.moves_made(), s.can_redo()), (3, 0, true));
        s.play(2).unwrap();
        assert_eq!(s.play(2).unwrap_err(), "cannot take 2 from 1");
        assert_eq!(s.play_written("two").unwrap_err(), "'two' is not a number");
        assert_eq!((*s.state(), s.moves()), (1, vec![2]));
        assert_eq!(s.written(), vec!["2".to_string()]);
    }

    #[test]
    fn a_bad_record_names_its_step_and_keeps_the_moves_before() {
        let err = Session::replayed(game(), 4, [2, 2, 1]).err().unwrap();
        assert_eq!(err.to_string(), "step 3: cannot take 1 from 0");
        let mut s = Session::from_position(game(), 4);
        assert_eq!(s.extend([1, 5]).unwrap_err().step, 2);
        assert_eq!((*s.state(), s.moves()), (3, vec![1]));
        s.undo_to(0);
        assert_eq!((*s.state(), s.last_move()), (4, None));
    }
}
