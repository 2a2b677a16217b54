//! Hints: an optimal next move while the visitor is on an optimal solution; once they have
//! left every optimal solution, the way back to just before their first mistake (with, on
//! small boards, the quickest move onwards from where they are, for those who would rather).

use crate::play::game::Game;
use crate::play::judge::{judge, solution_prefix};
use crate::row::Solution;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Play `square`: it lowers the least number of moves to the goal by one and keeps the
    /// visitor on an optimal solution.
    Move { square: u64 },
    /// The visitor left every optimal solution with the move of step `mistake_step`, which
    /// played `mistake_square`. Undoing `undos` moves returns to step `mistake_step − 1`,
    /// from which the optimum is still within reach. `quickest` is a move from the current
    /// position that lowers its distance to the goal by one (exact tables only): the best
    /// way on without undoing, though no longer optimal overall.
    Undo {
        mistake_step: u64,
        mistake_square: u64,
        undos: u64,
        quickest: Option<u64>,
    },
    /// Big boards, where no search tells a mistake: the line left the known optimal solution
    /// at step `left_at_step` (which may or may not have been a mistake). Undoing `undos`
    /// moves returns to where following the solution is known to be optimal.
    BackToSolution { left_at_step: u64, undos: u64 },
}

/// A hint for `game`; `None` at the goal, when the goal is out of reach, or on a big board
/// with no `solution` to compare with. When several moves are optimal, the one of
/// `solution` is preferred if the line follows it, else the smallest square.
pub fn hint(game: &Game, solution: Option<&dyn Solution>) -> Option<Hint> {
    if game.is_solved() {
        return None;
    }
    let k = game.moves_made();
    let following = solution
        .filter(|s| k < s.length() && solution_prefix(game, *s) == k)
        .map(|s| s.move_at(k + 1));
    if let Some(table) = game.table() {
        let judgement = judge(game, None);
        let lowering = table.lowering_moves(game.puzzle(), game.board());
        if judgement.on_optimal_path == Some(true) {
            let square = following
                .filter(|sq| lowering.contains(sq))
                .or_else(|| lowering.first().copied())?;
            return Some(Hint::Move { square });
        }
        let step = judgement.first_mistake?;
        return Some(Hint::Undo {
            mistake_step: step,
            mistake_square: game.history()[(step - 1) as usize].square,
            undos: k - step + 1,
            quickest: lowering.first().copied(),
        });
    }
    if let Some(square) = following {
        return Some(Hint::Move { square });
    }
    let solution = solution?;
    let prefix = solution_prefix(game, solution);
    Some(Hint::BackToSolution {
        left_at_step: prefix + 1,
        undos: k - prefix,
    })
}
