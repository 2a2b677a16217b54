//! A line of frames made from a start and a list of moves (a found solution, a game record):
//! the moves are checked once, and any frame is reached from the nearest checkpoint, so
//! seeking costs at most `STRIDE` moves however long the line is.

use super::{Rules, StepError, Timeline};

/// Every how many steps a position is kept: memory is length / STRIDE positions.
const STRIDE: usize = 64;

/// A checked list of moves from a start, playable as a [`Timeline`].
pub struct Recording<G: Rules> {
    game: G,
    moves: Vec<G::Move>,
    checkpoints: Vec<G::State>,
}

impl<G: Rules> Recording<G> {
    /// Replays `moves` from the game's start; the first illegal one is an error.
    pub fn new(game: G, moves: Vec<G::Move>) -> Result<Self, StepError<G::Illegal>> {
        let start = game.start();
        Self::from(game, start, moves)
    }

    /// As [`Recording::new`], from another position than the game's start.
    pub fn from(
        game: G,
        start: G::State,
        moves: Vec<G::Move>,
    ) -> Result<Self, StepError<G::Illegal>> {
        let mut state = start;
        let mut checkpoints = Vec::with_capacity(moves.len() / STRIDE + 1);
        for (k, mv) in moves.iter().enumerate() {
            if k % STRIDE == 0 {
                checkpoints.push(state.clone());
            }
            game.apply(&mut state, mv).map_err(|illegal| StepError {
                step: k as u64 + 1,
                illegal,
            })?;
        }
        if moves.len() % STRIDE == 0 {
            checkpoints.push(state);
        }
        Ok(Recording {
            game,
            moves,
            checkpoints,
        })
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The move of step `step` (from 1), if there is one.
    pub fn move_at(&self, step: u64) -> Option<&G::Move> {
        let k = usize::try_from(step).ok()?.checked_sub(1)?;
        self.moves.get(k)
    }
}

impl<G: Rules> Timeline for Recording<G> {
    type Frame = G::State;

    fn length(&self) -> u64 {
        self.moves.len() as u64
    }

    fn frame_at(&self, step: u64) -> G::State {
        let step = usize::try_from(step)
            .unwrap_or(usize::MAX)
            .min(self.moves.len());
        let mut state = self.checkpoints[step / STRIDE].clone();
        for mv in &self.moves[step / STRIDE * STRIDE..step] {
            // Checked in `from`: every move here was legal on this very state.
            if self.game.apply(&mut state, mv).is_err() {
                unreachable!("a recorded move became illegal on replay");
            }
        }
        state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;

    #[test]
    fn every_frame_is_the_replayed_position() {
        let moves = vec![1u64; 200];
        let rec = Recording::new(
            Take {
                heap: 300,
                take: vec![1],
            },
            moves,
        )
        .unwrap();
        assert_eq!(rec.length(), 200);
        for step in [0, 1, 63, 64, 65, 128, 199, 200, 500] {
            assert_eq!(rec.frame_at(step), 300 - step.min(200));
        }
        assert_eq!(rec.move_at(1), Some(&1));
        assert_eq!(rec.move_at(0), None);
        assert_eq!(rec.move_at(201), None);
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_step() {
        let game = Take {
            heap: 2,
            take: vec![1],
        };
        let err = Recording::new(game, vec![1, 1, 1]).err().unwrap();
        assert_eq!(err.step, 3);
    }
}
