//! Merand and Varkevisser's searches recorded over any one-player game: Algorithm 1, plain
//! backtracking, and Algorithm 2, the same with the set of positions known to be infeasible (dead),
//! both stopping at the first goal as the paper's do and both cutting a position with no proven
//! lower bound (peg's class argument), as `search::dfs` does, the dead set keyed as the game
//! chooses (peg: a position's class under the symmetries that fix the finish). A tree of the
//! positions tried.

use super::{Mark, Recorder, Run, Shape, TooLong, NO_PARENT};
use crate::fact;
use crate::game::{Notation, OnePlayer};
use crate::message::Message;
use std::collections::HashSet;
use std::hash::Hash;

/// A position on the search's line: its node, moves and the next one to try.
struct Tried<S, M> {
    node: u32,
    state: S,
    moves: Vec<M>,
    next: usize,
}

/// Records the search from `start`: with `dead_set`, Algorithm 2 remembering at most
/// `dead_capacity` dead positions under `key` (as `search::dfs::solve` does); else
/// Algorithm 1. Each node is the position after the move that labels it.
pub fn record<G, K>(
    game: &G,
    start: G::State,
    key: impl Fn(&G::State) -> K,
    dead_set: bool,
    dead_capacity: usize,
    limit: u64,
) -> Result<Run, TooLong>
where
    G: OnePlayer + Notation + ?Sized,
    K: Eq + Hash,
{
    let title = if dead_set {
        fact!("run-title-backtrack-dead-set")
    } else {
        fact!("run-title-backtrack")
    };
    let mut r = Recorder::new(title, Shape::Tree, limit);
    r.run.meaning = super::Meaning::Goal;
    let expanded = r.counter(fact!("run-counter-expanded"));
    let dead_count = r.counter(fact!("run-counter-dead-set"));
    let mut dead: HashSet<K> = HashSet::new();
    let capacity = if dead_set { dead_capacity } else { 0 };
    let mut stack: Vec<Tried<G::State, G::Move>> = Vec::new();
    let mut solved = false;
    // Enters `state` (after `mv`'s label) under `parent`: a goal, a cut, a dead position,
    // or a position to expand, pushed on the stack.
    let visit = |r: &mut Recorder,
                 stack: &mut Vec<Tried<G::State, G::Move>>,
                 dead: &HashSet<K>,
                 parent: u32,
                 label: String,
                 state: G::State|
     -> Result<bool, TooLong> {
        if game.is_goal(&state) {
            let node = r.enter(parent, label, Mark::Plain)?;
            r.leave(node, 1)?;
            return Ok(true);
        }
        let mark = if game.lower_bound(&state).is_none() {
            Mark::Cut
        } else if dead.contains(&key(&state)) {
            Mark::Dead
        } else {
            Mark::Plain
        };
        let node = r.enter(parent, label, mark)?;
        if mark == Mark::Plain {
            r.count(expanded);
            stack.push(Tried {
                node,
                moves: game.legal_moves(&state),
                state,
                next: 0,
            });
        } else {
            r.leave(node, 0)?;
        }
        Ok(false)
    };
    // The start has no move to label it (`label` empty: the shells word it).
    solved |= visit(&mut r, &mut stack, &dead, NO_PARENT, String::new(), start)?;
    while let Some(top) = stack.last_mut() {
        if solved {
            // Unwind the line to the goal: every position on it is won.
            let node = top.node;
            stack.pop();
            r.leave(node, 1)?;
            continue;
        }
        if top.next < top.moves.len() {
            let mv = top.moves[top.next].clone();
            top.next += 1;
            let Ok(child) = game.after(&top.state, &mv) else {
                continue;
            };
            let parent = top.node;
            solved |= visit(
                &mut r,
                &mut stack,
                &dead,
                parent,
                game.write_move(&mv),
                child,
            )?;
        } else if let Some(done) = stack.pop() {
            r.leave(done.node, 0)?;
            if dead.len() < capacity && dead.insert(key(&done.state)) {
                r.count(dead_count);
            }
        }
    }
    let mut run = r.run;
    run.lay_out_tree();
    let last = run.frame_at_end();
    let found = if solved { "yes" } else { "no" };
    run.answer = if dead_set {
        fact!(
            "run-answer-backtrack-dead-set",
            found = found,
            expanded = last[0],
            dead = last[1]
        )
    } else {
        fact!("run-answer-backtrack", found = found, expanded = last[0])
    };
    Ok(run)
}

/// Both algorithms from `start`: the one `dead_set` asks recorded, both counts side by side.
pub fn compared<G, K>(
    game: &G,
    start: G::State,
    key: impl Fn(&G::State) -> K,
    dead_set: bool,
    dead_capacity: usize,
) -> Result<Run, Message>
where
    G: OnePlayer + Notation + ?Sized,
    K: Eq + Hash,
{
    let one = |with: bool| {
        record(
            game,
            start.clone(),
            &key,
            with,
            dead_capacity,
            super::MAX_STEPS,
        )
    };
    let mut run = one(dead_set)?;
    let other = one(!dead_set);
    let count = |r: &Run| r.frame_at_end()[0];
    let (first, second) = if dead_set {
        (other.as_ref().ok(), Some(&run))
    } else {
        (Some(&run), other.as_ref().ok())
    };
    let said = |algorithm: u32, r: Option<&Run>| match r {
        Some(r) => (
            fact!(
                "run-total-algorithm-expanded",
                algorithm = algorithm,
                count = count(r)
            ),
            count(r),
        ),
        None => (
            fact!(
                "run-total-algorithm-too-long",
                algorithm = algorithm,
                limit = super::MAX_STEPS
            ),
            0,
        ),
    };
    let totals = vec![said(1, first), said(2, second)];
    run.totals = totals;
    Ok(run)
}
