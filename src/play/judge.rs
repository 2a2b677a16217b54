//! The live judgement of a game: moves made against the optimum, whether the visitor is still
//! on an optimal solution, the least moves the goal now needs (exact from the search on small
//! boards, a proven lower bound above, labelled as such), the first mistake and dead ends.

use crate::play::game::Game;
use crate::play::table::Table;
use crate::row::board::Board;
use crate::row::Solution;
use crate::text::{grouped, moves};
use std::collections::HashSet;
use std::fmt;

/// How many moves the goal still needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Distance {
    /// Exactly this many: from the exhaustive search, or because the board is the position
    /// of step j of a known optimal solution, which is exactly L − j from the goal.
    Exact(u64),
    /// At least this many: a proven lower bound (`bounds`), not the distance itself.
    AtLeast(u64),
    /// No sequence of moves reaches the goal (pairs with n = 1 or 2).
    Unreachable,
}

impl fmt::Display for Distance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Distance::Exact(d) => write!(f, "{d}"),
            Distance::AtLeast(d) => write!(f, "at least {d} (a proven lower bound)"),
            Distance::Unreachable => f.write_str("the goal cannot be reached"),
        }
    }
}

/// The judgement of the current position of a game. `None` in an `Option<bool>` field means
/// "not known at this size" (no exhaustive table, and the bound does not decide it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// k, the moves of the current line.
    pub moves_made: u64,
    /// L, the least number of moves from start to goal; `None` if the goal is out of reach.
    pub optimum: Option<u64>,
    /// Whether the goal can still be reached in exactly L − k more moves (k + distance = L).
    pub on_optimal_path: Option<bool>,
    /// The least number of moves from here to the goal.
    pub least_to_goal: Distance,
    /// The step (1-based) after which the line first left every optimal solution: the
    /// earliest k with k + distance(position after k moves) > L. Once off, a line never
    /// gets back on (a move changes the distance by at most one, so k + distance never
    /// falls); undoing back to step `first_mistake − 1` puts the visitor on an optimal
    /// solution again. Exact tables only.
    pub first_mistake: Option<u64>,
    /// A dead end: the position is not the goal and there is no way forward to it without
    /// going back. Precisely: the goal is out of reach, or every move that lowers the least
    /// number of moves to the goal leads to a position already on this line (such as the
    /// undo of the last move). Moves can always be undone, so the goal is reachable from
    /// every position a game reaches; what a dead end says is that the quickest way on
    /// starts by retracing one's steps. Known exactly with a table; otherwise `None`, except
    /// `Some(false)` on a known optimal solution and at the goal.
    pub dead_end: Option<bool>,
    /// The board is the goal.
    pub solved: bool,
    /// Whether `least_to_goal` and the booleans come from the exhaustive search.
    pub exact: bool,
}

impl Judgement {
    /// Solved in exactly the optimal number of moves.
    pub fn solved_optimally(&self) -> bool {
        self.solved && self.optimum == Some(self.moves_made)
    }

    /// The judgement in plain words, one or two sentences, for the page's status line.
    pub fn describe(&self) -> String {
        let k = self.moves_made;
        let more = |n: u64| {
            if n == 1 {
                "1 more move".to_string()
            } else {
                format!("{} more moves", grouped(n))
            }
        };
        if self.solved {
            return match self.optimum {
                Some(l) if l == k => format!("Solved in {}, which is optimal.", moves(k)),
                Some(l) => format!("Solved in {}; the optimum is {}.", moves(k), grouped(l)),
                None => format!("Solved in {}.", moves(k)),
            };
        }
        let made = format!("{} made", moves(k));
        let left = match self.least_to_goal {
            Distance::Exact(d) => format!("the goal needs {}", more(d)),
            Distance::AtLeast(d) => {
                format!("the goal needs at least {} (a proven lower bound)", more(d))
            }
            Distance::Unreachable => {
                return format!("{made}; the goal cannot be reached from here.")
            }
        };
        let path = match (self.on_optimal_path, self.first_mistake) {
            (Some(true), _) => "still on an optimal solution".to_string(),
            (Some(false), Some(step)) => {
                format!("off every optimal solution since move {}", grouped(step))
            }
            (Some(false), None) => "off every optimal solution".to_string(),
            (None, _) => "whether this is still optimal is not known at this size".to_string(),
        };
        let dead_end = if self.dead_end == Some(true) {
            " Dead end: the quickest way on starts by going back."
        } else {
            ""
        };
        format!("{made}, {path}; {left}.{dead_end}")
    }
}

/// How many of the line's first moves agree with `solution` (its common prefix length).
pub(crate) fn solution_prefix(game: &Game, solution: &dyn Solution) -> u64 {
    let length = solution.length();
    game.history()
        .iter()
        .zip(1..=length)
        .take_while(|(played, step)| played.square == solution.move_at(*step))
        .count() as u64
}

/// The step j ≤ p (p: where the line left `solution`) whose solution position is the current
/// board again, if any (after a detour, a move and its reverse, say). The positions of an
/// optimal solution are all different, so there is at most one. O(p · squares).
fn back_on_solution(game: &Game, solution: &dyn Solution) -> Option<u64> {
    let p = solution_prefix(game, solution);
    let mut board = game.start().clone();
    let here = game.board();
    if board == *here {
        return Some(0);
    }
    for (step, played) in (1..).zip(&game.history()[..p as usize]) {
        let m = played.motion;
        board.move_block(m.from, m.to, m.width());
        if board == *here {
            return Some(step);
        }
    }
    None
}

/// Judges the current position of `game`. `solution`, an optimal solution of the same puzzle,
/// makes the judgement exact on big boards for as long as the visitor follows it.
/// O(k · squares): the line is replayed (with a table, to look up each position; without,
/// to find a position of the solution again).
pub fn judge(game: &Game, solution: Option<&dyn Solution>) -> Judgement {
    match game.table() {
        Some(table) => judge_by_table(game, table),
        None => judge_by_bounds(game, solution),
    }
}

/// The exact judgement of a small board: every position of the line looked up in the table.
fn judge_by_table(game: &Game, table: &Table) -> Judgement {
    let k = game.moves_made();
    let positions = game.positions();
    let optimum = table.start_distance();
    let distances: Vec<Option<u64>> = positions.iter().map(|b| table.distance(b)).collect();
    let here = distances[k as usize];
    let on_path = |i: u64, d: Option<u64>| matches!((optimum, d), (Some(l), Some(d)) if i + d == l);
    let first_mistake = optimum.and_then(|_| (1..=k).find(|&i| !on_path(i, distances[i as usize])));
    let dead_end = match here {
        None => true,
        Some(0) => false,
        Some(_) => {
            let earlier: HashSet<&Board> = positions[..k as usize].iter().collect();
            // Never empty here: a position d > 0 from the goal has a neighbour d − 1 away.
            table
                .lowering_moves(game.puzzle(), game.board())
                .into_iter()
                .all(|square| {
                    let mut next = game.board().clone();
                    game.puzzle().apply(&mut next, &square).is_ok() && earlier.contains(&next)
                })
        }
    };
    Judgement {
        moves_made: k,
        optimum,
        on_optimal_path: Some(on_path(k, here)),
        least_to_goal: here.map_or(Distance::Unreachable, Distance::Exact),
        first_mistake,
        dead_end: Some(dead_end),
        solved: game.is_solved(),
        exact: true,
    }
}

/// The judgement of a board too big for a table: exact while the line follows `solution`
/// (or is back on it), else the puzzle's proven lower bound.
fn judge_by_bounds(game: &Game, solution: Option<&dyn Solution>) -> Judgement {
    let k = game.moves_made();
    let solved = game.is_solved();
    // An optimal solution's length is L by definition; prefer it to the puzzle's formula.
    let optimum = solution.map_or_else(|| game.puzzle().optimal_length(), |s| s.length());
    let following = solution.is_some_and(|s| k <= s.length() && solution_prefix(game, s) == k);
    let (least, on_path, dead_end) = if solved {
        (Distance::Exact(0), Some(k == optimum), Some(false))
    } else if following {
        // Step k of an optimal solution is exactly L − k from the goal: were it nearer, the
        // solution could be shortened.
        (
            Distance::Exact(optimum.saturating_sub(k)),
            Some(true),
            Some(false),
        )
    } else if let Some(step) = solution.and_then(|s| back_on_solution(game, s)) {
        // Back on the solution's position of step `step`: exactly L − step from the goal,
        // with k > step moves already spent.
        (
            Distance::Exact(optimum.saturating_sub(step)),
            Some(false),
            None,
        )
    } else {
        // The game's proven bound (`OnePlayer::lower_bound`); `None` proves the goal lost.
        match game.puzzle().lower_bound(game.board()) {
            Some(bound) => {
                // k + bound > L proves the line is off every optimal solution; otherwise we
                // cannot tell.
                let on_path = (k.saturating_add(bound) > optimum).then_some(false);
                (Distance::AtLeast(bound), on_path, None)
            }
            None => (Distance::Unreachable, Some(false), Some(true)),
        }
    };
    Judgement {
        moves_made: k,
        optimum: Some(optimum),
        on_optimal_path: on_path,
        least_to_goal: least,
        first_mistake: None,
        dead_end,
        solved,
        exact: false,
    }
}
