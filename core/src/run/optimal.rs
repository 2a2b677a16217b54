//! Every optimal solution by backtracking, recorded over any one-player game whose moves
//! cost 1 and whose optimum is known (the checker rows, *Complete Solutions for a Combinatorial
//! Puzzle in Linear Time*; Zhu and Wang, *An Optimal Algorithm for a Strategy Game*): a depth-first
//! search to depth `optimum` that cuts a position as soon as the moves made plus the game's proven
//! lower bound pass the optimum (the cuts are marked), and counts the lines that reach the goal.

use super::{Mark, Meaning, Recorder, Run, Shape, TooLong, NO_PARENT};
use crate::fact;
use crate::game::{Notation, OnePlayer};

/// A position on the line: its node, depth, moves and the next one to try, and whether a
/// solution was found below it.
struct Tried<S, M> {
    node: u32,
    state: S,
    depth: u64,
    moves: Vec<M>,
    next: usize,
    solved: bool,
}

/// Records the search for every line of `optimum` moves from `start` to a goal. A line of
/// `optimum` moves enters `optimum` positions below the start before its goal, so an optimum
/// past `limit` is refused before the start is built: `start` makes it only then (a row of
/// 2·10^9 squares, pairs at n = 10^9, would not fit a page's memory).
pub fn record<G>(
    game: &G,
    start: impl FnOnce() -> G::State,
    optimum: u64,
    limit: u64,
) -> Result<Run, TooLong>
where
    G: OnePlayer + Notation + ?Sized,
{
    if optimum > limit {
        return Err(TooLong { limit });
    }
    let start = start();
    let mut r = Recorder::new(fact!("run-title-optimal"), Shape::Tree, limit);
    r.run.meaning = Meaning::Goal;
    let expanded = r.counter(fact!("run-counter-expanded"));
    let cuts = r.counter(fact!("run-counter-cuts"));
    let found = r.counter(fact!("run-counter-solutions"));
    let mut stack: Vec<Tried<G::State, G::Move>> = Vec::new();
    // Enters `state` at `depth`: a goal at the optimum (a solution), a cut when the bound
    // says no goal can be reached within the optimum, else a position to expand. Returns
    // whether it was a solution.
    let visit = |r: &mut Recorder,
                 stack: &mut Vec<Tried<G::State, G::Move>>,
                 parent: u32,
                 label: String,
                 state: G::State,
                 depth: u64|
     -> Result<bool, TooLong> {
        if depth == optimum && game.is_goal(&state) {
            let node = r.enter(parent, label, Mark::Plain)?;
            r.count(found);
            r.leave(node, 1)?;
            return Ok(true);
        }
        let within = game
            .lower_bound(&state)
            .is_some_and(|b| depth.saturating_add(b) <= optimum);
        // At the optimum and not at the goal: the bound is 1 or more there.
        if !within || depth >= optimum {
            let node = r.enter(parent, label, Mark::Cut)?;
            r.count(cuts);
            r.leave(node, 0)?;
            return Ok(false);
        }
        let node = r.enter(parent, label, Mark::Plain)?;
        r.count(expanded);
        stack.push(Tried {
            node,
            moves: game.legal_moves(&state),
            state,
            depth,
            next: 0,
            solved: false,
        });
        Ok(false)
    };
    // The start has no move to label it (`label` empty: the shells word it).
    let root_solved = visit(&mut r, &mut stack, NO_PARENT, String::new(), start, 0)?;
    while let Some(top) = stack.last_mut() {
        if top.next < top.moves.len() {
            let mv = top.moves[top.next].clone();
            top.next += 1;
            let Ok(child) = game.after(&top.state, &mv) else {
                continue;
            };
            let (parent, depth) = (top.node, top.depth + 1);
            if visit(
                &mut r,
                &mut stack,
                parent,
                game.write_move(&mv),
                child,
                depth,
            )? {
                if let Some(t) = stack.last_mut() {
                    t.solved = true;
                }
            }
        } else if let Some(done) = stack.pop() {
            r.leave(done.node, u64::from(done.solved))?;
            if done.solved {
                if let Some(t) = stack.last_mut() {
                    t.solved = true;
                }
            }
        }
    }
    let mut run = r.run;
    run.lay_out_tree();
    let end = run.frame_at_end();
    let solutions = if root_solved { 1 } else { end[2] };
    run.answer = fact!(
        "run-answer-optimal",
        solutions = solutions,
        moves = optimum,
        expanded = end[0],
        cut = end[1]
    );
    run.totals = vec![
        (fact!("run-total-solutions", count = solutions), solutions),
        (fact!("run-total-expanded", count = end[0]), end[0]),
        (fact!("run-total-cuts", count = end[1]), end[1]),
    ];
    Ok(run)
}

/// The catalog entry of a checker row's run, with its maker.
pub const fn row_run(make: crate::catalog::RunMaker) -> crate::catalog::RunInfo {
    crate::catalog::RunInfo::new("backtrack", make)
}
