//! Hints: an optimal next move while the visitor is on an optimal solution; once they have
//! left every optimal solution, the way back to just before their first mistake (with, on
//! small boards, the quickest move onwards from where they are, for those who would rather).

use crate::game::{OnePlayer, Session};
use crate::play::game::Game;
use crate::play::judge::{
    judge_session, line_prefix, lowering_moves, Distances, OptimalLine, SolutionLine,
};
use crate::row::Solution;
use std::hash::Hash;

/// A hint of the one-player judge. `M` is the game's move; in the checker rows, the square
/// that names it (hence the fields' names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint<M = u64> {
    /// Play `square`: it lowers the least cost to the goal by its own and keeps the visitor
    /// on an optimal solution.
    Move { square: M },
    /// The visitor left every optimal solution with the move of step `mistake_step`, which
    /// played `mistake_square`. Undoing `undos` moves returns to step `mistake_step − 1`,
    /// from which the optimum is still within reach. `quickest` is a move from the current
    /// position that lowers its distance to the goal by one (exact tables only): the best
    /// way on without undoing, though no longer optimal overall.
    Undo {
        mistake_step: u64,
        mistake_square: M,
        undos: u64,
        quickest: Option<M>,
    },
    /// Big boards, where no search tells a mistake: the line left the known optimal solution
    /// at step `left_at_step` (which may or may not have been a mistake). Undoing `undos`
    /// moves returns to where following the solution is known to be optimal.
    BackToSolution { left_at_step: u64, undos: u64 },
}

/// A hint for `game`, play mode's checker row; `None` at the goal, when the goal is out of
/// reach, or on a big board with no `solution` to compare with.
pub fn hint(game: &Game, solution: Option<&dyn Solution>) -> Option<Hint> {
    let exact = game.table().map(|t| t as &dyn Distances<_>);
    let line = solution.map(SolutionLine);
    hint_session(
        game,
        exact,
        line.as_ref().map(|l| l as &dyn OptimalLine<u64>),
    )
}

/// A hint for any one-player session, judged as [`judge_session`] judges it. When several
/// moves are optimal, the one of `line` is preferred if the session follows it, else the
/// least.
pub fn hint_session<G: OnePlayer>(
    session: &Session<G>,
    exact: Option<&dyn Distances<G::State>>,
    line: Option<&dyn OptimalLine<G::Move>>,
) -> Option<Hint<G::Move>>
where
    G::State: Eq + Hash,
    G::Move: Ord,
{
    let game = session.game();
    if game.is_goal(session.state()) {
        return None;
    }
    let k = session.moves_made();
    let following = line
        .filter(|l| k < l.length() && line_prefix(session, *l) == k)
        .map(|l| l.move_at(k + 1));
    if let Some(exact) = exact {
        let judgement = judge_session(session, Some(exact), None);
        let mut lowering = lowering_moves(game, exact, session.state());
        lowering.sort_unstable();
        if judgement.on_optimal_path == Some(true) {
            let square = following
                .filter(|mv| lowering.contains(mv))
                .or_else(|| lowering.first().cloned())?;
            return Some(Hint::Move { square });
        }
        let step = judgement.first_mistake?;
        return Some(Hint::Undo {
            mistake_step: step,
            mistake_square: session.moves()[(step - 1) as usize].clone(),
            undos: k - step + 1,
            quickest: lowering.first().cloned(),
        });
    }
    if let Some(square) = following {
        return Some(Hint::Move { square });
    }
    let line = line?;
    let prefix = line_prefix(session, line);
    Some(Hint::BackToSolution {
        left_at_step: prefix + 1,
        undos: k - prefix,
    })
}
