//! The one-player judge of any game session ([`OnePlayer`] over [`Session`]): moves made
//! against the optimum, whether the visitor is still on an optimal solution, the least cost
//! the goal now needs (exact from a search where one was made, else the game's proven lower
//! bound, labelled as such), the first mistake and dead ends. The checker rows judge play
//! mode with it ([`judge`]); a game with exact distances hands them in as [`Distances`].

use crate::fact;
use crate::game::{OnePlayer, Session};
use crate::message::Message;
use crate::play::game::Game;
use crate::play::table::Table;
use crate::row::board::Board;
use crate::row::Solution;
use std::collections::HashSet;
use std::hash::Hash;

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

/// The judgement of the current position of a game. `None` in an `Option<bool>` field means
/// "not known at this size" (no exhaustive table, and the bound does not decide it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// k, the moves of the current line.
    pub moves_made: u64,
    /// L, the least cost from start to goal (in the checker rows, moves); `None` if the goal
    /// is out of reach.
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

    /// The judgement as a fact for the page's status line (messages `play-*`, one or two
    /// sentences): moves made, whether still optimal, what the goal still needs.
    pub fn fact(&self) -> Message {
        let k = self.moves_made;
        if self.solved {
            return match self.optimum {
                Some(l) if l == k => fact!("play-solved-optimal", moves = k),
                Some(l) => fact!("play-solved-over", moves = k, optimum = l),
                None => fact!("play-solved", moves = k),
            };
        }
        let left = match self.least_to_goal {
            Distance::Exact(d) => fact!("play-left-exact", more = d),
            Distance::AtLeast(d) => fact!("play-left-at-least", more = d),
            Distance::Unreachable => return fact!("play-unreachable", moves = k),
        };
        let path = match (self.on_optimal_path, self.first_mistake) {
            (Some(true), _) => fact!("play-path-on"),
            (Some(false), Some(step)) => fact!("play-path-off-since", step = step),
            (Some(false), None) => fact!("play-path-off"),
            (None, _) => fact!("play-path-unknown"),
        };
        if self.dead_end == Some(true) {
            fact!(
                "play-progress-dead-end",
                moves = k,
                path = path,
                left = left
            )
        } else {
            fact!("play-progress", moves = k, path = path, left = left)
        }
    }
}

/// Exact least costs to the goal, as an exhaustive search made them (the checker rows'
/// distance table): `None` when the goal cannot be reached from `state`.
pub trait Distances<S> {
    fn distance(&self, state: &S) -> Option<u64>;
}

/// A known optimal line from the start (the checker rows' formula solutions): its length,
/// its cost (the optimum) and the move of any step (from 1), in O(1) however long it is.
pub trait OptimalLine<M> {
    fn length(&self) -> u64;
    fn cost(&self) -> u64;
    fn move_at(&self, step: u64) -> M;
}

/// A checker row's optimal solution as the judge's line.
pub(crate) struct SolutionLine<'a>(pub &'a dyn Solution);

/// A checker row's moves all cost 1: a solution costs its length.
impl OptimalLine<u64> for SolutionLine<'_> {
    fn length(&self) -> u64 {
        self.0.length()
    }
    fn cost(&self) -> u64 {
        self.0.length()
    }
    fn move_at(&self, step: u64) -> u64 {
        self.0.move_at(step)
    }
}

impl Distances<Board> for Table {
    fn distance(&self, board: &Board) -> Option<u64> {
        Table::distance(self, board)
    }
}

/// How many of the line's first moves agree with `line` (their common prefix length).
pub(crate) fn line_prefix<G: OnePlayer>(
    session: &Session<G>,
    line: &dyn OptimalLine<G::Move>,
) -> u64 {
    let length = line.length();
    session
        .moves()
        .iter()
        .zip(1..=length)
        .take_while(|(mv, step)| **mv == line.move_at(*step))
        .count() as u64
}

/// The cost of each prefix of a line, given its positions (the start, then after each
/// move) and its moves: 0, then after each move.
fn spent_each<G: OnePlayer>(game: &G, positions: &[G::State], moves: &[G::Move]) -> Vec<u64> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    let mut total = 0u64;
    out.push(total);
    for (state, mv) in positions.iter().zip(moves) {
        total = total.saturating_add(game.cost(state, mv));
        out.push(total);
    }
    out
}

/// The moves from `state` that lower its exact distance by their cost: the first moves of
/// every cheapest way on. Empty at the goal and where the goal is out of reach.
pub fn lowering_moves<G: OnePlayer + ?Sized>(
    game: &G,
    exact: &dyn Distances<G::State>,
    state: &G::State,
) -> Vec<G::Move> {
    if exact.distance(state).is_none() {
        return Vec::new();
    }
    game.legal_moves(state)
        .into_iter()
        .filter(|mv| lowers(game, exact, state, mv))
        .collect()
}

/// Whether `mv` is legal at `state` and lowers its exact distance by the move's cost: the
/// first move of a cheapest way on (practice counts such an answer right).
pub fn lowers<G: OnePlayer + ?Sized>(
    game: &G,
    exact: &dyn Distances<G::State>,
    state: &G::State,
    mv: &G::Move,
) -> bool {
    let Some(here) = exact.distance(state) else {
        return false;
    };
    game.after(state, mv).is_ok_and(|next| {
        exact
            .distance(&next)
            .is_some_and(|d| d.saturating_add(game.cost(state, mv)) == here)
    })
}

/// The step j ≤ p (p: where the session's line left `line`) whose position on `line` is the
/// current one again, if any (after a detour, a move and its reverse, say), with the cost of
/// `line`'s first j moves. The positions of an optimal line are all different, so there is
/// at most one. O(p · state).
fn back_on_line<G: OnePlayer>(
    session: &Session<G>,
    line: &dyn OptimalLine<G::Move>,
) -> Option<(u64, u64)>
where
    G::State: PartialEq,
{
    let game = session.game();
    let p = line_prefix(session, line);
    let mut state = session.start().clone();
    let here = session.state();
    let mut cost = 0u64;
    if state == *here {
        return Some((0, 0));
    }
    for step in 1..=p {
        let mv = line.move_at(step);
        cost = cost.saturating_add(game.cost(&state, &mv));
        game.apply(&mut state, &mv).ok()?;
        if state == *here {
            return Some((step, cost));
        }
    }
    None
}

/// Judges the current position of any one-player session: exactly from `exact` where the
/// game has exact distances, else by its proven lower bound, exact while the line follows
/// `line`, a known optimal line (or is back on it). O(k · state): the line is replayed.
pub fn judge_session<G: OnePlayer>(
    session: &Session<G>,
    exact: Option<&dyn Distances<G::State>>,
    line: Option<&dyn OptimalLine<G::Move>>,
) -> Judgement
where
    G::State: Eq + Hash,
{
    match exact {
        Some(exact) => judge_exactly(session, exact),
        None => judge_by_bounds(session, line),
    }
}

/// Judges play mode's game of a checker row. `solution`, an optimal solution of the same
/// puzzle, makes the judgement exact on big boards for as long as the visitor follows it.
pub fn judge(game: &Game, solution: Option<&dyn Solution>) -> Judgement {
    let exact = game.table().map(|t| t as &dyn Distances<_>);
    let line = solution.map(SolutionLine);
    judge_session(
        game,
        exact,
        line.as_ref().map(|l| l as &dyn OptimalLine<u64>),
    )
}

/// The exact judgement: every position of the line looked up.
fn judge_exactly<G: OnePlayer>(session: &Session<G>, exact: &dyn Distances<G::State>) -> Judgement
where
    G::State: Eq + Hash,
{
    let game = session.game();
    let k = session.moves_made();
    let positions = session.positions();
    let spent = spent_each(game, &positions, &session.moves());
    let optimum = exact.distance(session.start());
    let distances: Vec<Option<u64>> = positions.iter().map(|s| exact.distance(s)).collect();
    let here = distances[k as usize];
    let on_path = |i: u64| matches!((optimum, distances[i as usize]), (Some(l), Some(d)) if spent[i as usize].saturating_add(d) == l);
    let first_mistake = optimum.and_then(|_| (1..=k).find(|&i| !on_path(i)));
    let dead_end = match here {
        None => true,
        Some(0) => false,
        Some(_) => {
            let earlier: HashSet<&G::State> = positions[..k as usize].iter().collect();
            // Never empty here: a position d > 0 from the goal has a move on a cheapest way.
            lowering_moves(game, exact, session.state())
                .into_iter()
                .all(|mv| {
                    game.after(session.state(), &mv)
                        .is_ok_and(|next| earlier.contains(&next))
                })
        }
    };
    Judgement {
        moves_made: k,
        optimum,
        on_optimal_path: Some(on_path(k)),
        least_to_goal: here.map_or(Distance::Unreachable, Distance::Exact),
        first_mistake,
        dead_end: Some(dead_end),
        solved: game.is_goal(session.state()),
        exact: true,
    }
}

/// The judgement of a game too big for exact distances: exact while the line follows
/// `line` (or is back on it), else the game's proven lower bound.
fn judge_by_bounds<G: OnePlayer>(
    session: &Session<G>,
    line: Option<&dyn OptimalLine<G::Move>>,
) -> Judgement
where
    G::State: PartialEq,
{
    let game = session.game();
    let k = session.moves_made();
    let spent = session.spent();
    let solved = game.is_goal(session.state());
    // A known optimal line's cost is the optimum by definition.
    let optimum = line.map(|l| l.cost()).or_else(|| game.optimum());
    let following = line.is_some_and(|l| k <= l.length() && line_prefix(session, l) == k);
    let (least, on_path, dead_end) = if solved {
        (Distance::Exact(0), optimum.map(|l| spent == l), Some(false))
    } else if following && optimum.is_some() {
        // The position after k moves of an optimal line is exactly L − spent from the goal:
        // were it nearer, the line could be shortened.
        let l = optimum.unwrap_or(0);
        (
            Distance::Exact(l.saturating_sub(spent)),
            Some(true),
            Some(false),
        )
    } else if let Some((_, cost)) = line.and_then(|l| back_on_line(session, l)) {
        // Back on the line's position after moves costing `cost`: exactly L − cost from the
        // goal, with more than that already spent.
        let l = optimum.unwrap_or(0);
        (Distance::Exact(l.saturating_sub(cost)), Some(false), None)
    } else {
        // The game's proven bound (`OnePlayer::lower_bound`); `None` proves the goal lost.
        match game.lower_bound(session.state()) {
            Some(bound) => {
                // spent + bound > L proves the line is off every optimal solution; otherwise
                // we cannot tell.
                let on_path = optimum
                    .filter(|&l| spent.saturating_add(bound) > l)
                    .map(|_| false);
                (Distance::AtLeast(bound), on_path, None)
            }
            None => (Distance::Unreachable, Some(false), Some(true)),
        }
    };
    Judgement {
        moves_made: k,
        optimum,
        on_optimal_path: on_path,
        least_to_goal: least,
        first_mistake: None,
        dead_end,
        solved,
        exact: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;
    use crate::play::hint::{hint_session, Hint};

    /// The least moves from each heap to 0, taking 1 or 3: by the recurrence itself, not by
    /// the judge's code.
    struct Least(Vec<u64>);

    impl Least {
        fn upto(n: u64) -> Least {
            let mut d = vec![0u64];
            for h in 1..=n {
                let by_one = d[h as usize - 1] + 1;
                let by_three = (h >= 3).then(|| d[h as usize - 3] + 1);
                d.push(by_three.map_or(by_one, |t| t.min(by_one)));
            }
            Least(d)
        }
    }

    impl Distances<u64> for Least {
        fn distance(&self, heap: &u64) -> Option<u64> {
            self.0.get(*heap as usize).copied()
        }
    }

    /// The line 3, 3, 3, 1 from 10: optimal (four moves).
    struct Line;
    impl OptimalLine<u64> for Line {
        fn length(&self) -> u64 {
            4
        }
        fn cost(&self) -> u64 {
            4
        }
        fn move_at(&self, step: u64) -> u64 {
            [3, 3, 3, 1][step as usize - 1]
        }
    }

    fn session() -> Session<Take> {
        Session::new(Take {
            heap: 10,
            take: vec![1, 3],
        })
    }

    #[test]
    fn the_one_player_judge_works_on_any_game_with_exact_distances() {
        let least = Least::upto(10);
        let mut s = session();
        s.play(1).unwrap(); // 10 → 9: 3 more, still 4 in all
        let j = judge_session(&s, Some(&least), None);
        assert_eq!((j.optimum, j.on_optimal_path), (Some(4), Some(true)));
        s.play(1).unwrap(); // 9 → 8: 4 more, 6 in all
        let j = judge_session(&s, Some(&least), None);
        assert_eq!(j.least_to_goal, Distance::Exact(4));
        assert_eq!((j.on_optimal_path, j.first_mistake), (Some(false), Some(2)));
        assert_eq!(j.dead_end, Some(false));
        let hint = hint_session(&s, Some(&least), None);
        assert_eq!(
            hint,
            Some(Hint::Undo {
                mistake_step: 2,
                mistake_square: 1,
                undos: 1,
                quickest: Some(1),
            })
        );
        s.undo();
        assert_eq!(
            hint_session(&s, Some(&least), None),
            Some(Hint::Move { square: 3 })
        );
    }

    #[test]
    fn without_distances_the_judge_follows_a_known_line_then_the_proven_bound() {
        let mut s = session();
        s.play(3).unwrap();
        let j = judge_session(&s, None, Some(&Line));
        assert_eq!(
            (j.least_to_goal, j.on_optimal_path),
            (Distance::Exact(3), Some(true))
        );
        s.play(1).unwrap(); // off the line: the bound ⌈6 / 3⌉ = 2 does not decide it
        let j = judge_session(&s, None, Some(&Line));
        assert_eq!(
            (j.least_to_goal, j.on_optimal_path),
            (Distance::AtLeast(2), None)
        );
        assert_eq!(
            hint_session(&s, None, Some(&Line)),
            Some(Hint::BackToSolution {
                left_at_step: 2,
                undos: 1
            })
        );
        for mv in [1, 1, 1, 1, 1, 1] {
            s.play(mv).unwrap();
        }
        let j = judge_session(&s, None, Some(&Line));
        assert!(j.solved && !j.solved_optimally());
        assert_eq!(
            j.fact(),
            fact!("play-solved-over", moves = 8u64, optimum = 4u64)
        );
    }
}
