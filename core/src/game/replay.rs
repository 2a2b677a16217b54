//! Replays a move list on any one-player game and judges it: the first illegal step with
//! its reason, whether it ends at a goal, and whether it is optimal. `movelab verify` and
//! the tests' checks of every printed solution go through here.

use super::{OnePlayer, Rules};
use std::fmt;

/// The verdict on a legal move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub moves: u64,
    /// The summed cost of the moves (their number when every move costs 1).
    pub cost: u64,
    pub reached_goal: bool,
    /// At a goal at the least cost, when the game knows its optimum.
    pub optimal: Option<bool>,
}

/// The first illegal step of a move list (steps count from 1), with the game's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepError<E> {
    pub step: u64,
    pub illegal: E,
}

impl<E: fmt::Display> fmt::Display for StepError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.illegal)
    }
}

impl<E: fmt::Display + fmt::Debug> std::error::Error for StepError<E> {}

/// Applies `moves` from the start; stops at the first illegal one.
pub fn replay<G: OnePlayer + ?Sized>(
    game: &G,
    moves: impl IntoIterator<Item = G::Move>,
) -> Result<Verdict, StepError<G::Illegal>> {
    let mut state = game.start();
    let (count, cost) = apply_all(game, &mut state, moves)?;
    let reached_goal = game.is_goal(&state);
    Ok(Verdict {
        moves: count,
        cost,
        reached_goal,
        optimal: game.optimum().map(|best| reached_goal && cost == best),
    })
}

/// Applies `moves` to `state` in turn; answers their number and summed cost, or the first
/// illegal step.
pub fn apply_all<G: OnePlayer + ?Sized>(
    game: &G,
    state: &mut G::State,
    moves: impl IntoIterator<Item = G::Move>,
) -> Result<(u64, u64), StepError<G::Illegal>> {
    let (mut count, mut cost) = (0u64, 0u64);
    for mv in moves {
        count += 1;
        let paid = game.cost(state, &mv);
        game.apply(state, &mv).map_err(|illegal| StepError {
            step: count,
            illegal,
        })?;
        cost = cost.saturating_add(paid);
    }
    Ok((count, cost))
}

/// Applies `moves` to a game's start without judging a goal: for two-player records and
/// anything else that only has to be legal.
pub fn replay_legal<G: Rules + ?Sized>(
    game: &G,
    moves: impl IntoIterator<Item = G::Move>,
) -> Result<G::State, StepError<G::Illegal>> {
    let mut state = game.start();
    apply_each(game, &mut state, moves, |_, _| ())?;
    Ok(state)
}

/// Applies `moves` to `state` in turn, handing each made move and its undo to `made` (a
/// game session keeps them to take the moves back); stops at the first illegal one, with
/// the moves before it made and `state` the position after them.
pub fn apply_each<G: Rules + ?Sized>(
    game: &G,
    state: &mut G::State,
    moves: impl IntoIterator<Item = G::Move>,
    mut made: impl FnMut(G::Move, G::Undo),
) -> Result<(), StepError<G::Illegal>> {
    for (k, mv) in moves.into_iter().enumerate() {
        let undo = game.apply(state, &mv).map_err(|illegal| StepError {
            step: k as u64 + 1,
            illegal,
        })?;
        made(mv, undo);
    }
    Ok(())
}

impl Verdict {
    /// A sentence for people and for `movelab verify`; `unit` names what the cost counts
    /// ("moves", "energy").
    pub fn describe(&self, optimum: Option<u64>) -> String {
        // Counts ungrouped, as `movelab verify` has always printed them.
        let moves = format!("{} moves", self.moves);
        match (self.reached_goal, self.optimal, optimum) {
            (true, Some(true), _) => format!("solved in {moves}, which is optimal"),
            (true, Some(false), Some(best)) => format!("solved in {moves}; the optimum is {best}"),
            (true, _, _) => format!("solved in {moves}"),
            (false, _, _) => format!("all {moves} are legal, but they do not end at the goal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;

    #[test]
    fn names_the_first_illegal_step_and_judges_the_goal() {
        let game = Take {
            heap: 7,
            take: vec![1, 3],
        };
        let err = replay(&game, [3, 3, 3]).unwrap_err();
        assert_eq!(err.to_string(), "step 3: cannot take 3 from 1");
        let done = replay(&game, [3, 3, 1]).unwrap();
        assert!(done.reached_goal);
        assert_eq!((done.moves, done.cost, done.optimal), (3, 3, None));
        assert!(!replay(&game, [3]).unwrap().reached_goal);
        assert_eq!(replay_legal(&game, [1, 1]).unwrap(), 5);
        assert_eq!(done.describe(None), "solved in 3 moves");
    }
}
