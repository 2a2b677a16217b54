//! Algorithm Games' recursions recorded over any game's rules: `grundyNumber` (the mex of the
//! options' values) and the WL-algorithm (`isWinning`: won as soon as one option is lost),
//! plain — every call a node of a tree — or memoised, a position's value kept and looked up,
//! so the calls become a DAG of the positions reached.

use super::{Mark, Recorder, Run, Shape, TooLong, NO_PARENT};
use crate::fact;
use crate::game::Rules;
use crate::message::Message;
use crate::search::grundy::mex;
use std::collections::HashMap;
use std::hash::Hash;

/// Which of Algorithm Games' recursions runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// `grundyNumber`: the mex of the set of the options' values.
    Grundy,
    /// The WL-algorithm: 1 won, 0 lost; a terminal position is lost, or won when `misere`
    /// (the tutorial: "you need to change only the behavior for the terminal positions").
    WinLose { misere: bool },
}

impl Algorithm {
    /// The value from the options' values seen so far, once the node is done: `moves` says
    /// whether the position had any move.
    fn value(self, options: &[u64], moves: bool) -> u64 {
        match self {
            Algorithm::Grundy => mex(options.iter().copied()),
            Algorithm::WinLose { misere } if !moves => u64::from(misere),
            Algorithm::WinLose { .. } => u64::from(options.contains(&0)),
        }
    }

    /// Whether the node is done before its last option: the WL-algorithm returns at its
    /// first lost option.
    fn done_early(self, options: &[u64]) -> bool {
        matches!(self, Algorithm::WinLose { .. }) && options.last() == Some(&0)
    }
}

/// One call on the recursion's stack.
struct Call<S, M> {
    node: u32,
    state: S,
    moves: Vec<M>,
    next: usize,
}

/// Records `algorithm` from `start`, memoised or not, naming each position by `label`; at
/// most `limit` steps (a call entered, a call left, a memo looked up, one step each).
pub fn record<G>(
    game: &G,
    start: G::State,
    algorithm: Algorithm,
    memoised: bool,
    label: impl Fn(&G::State) -> String,
    limit: u64,
) -> Result<Run, TooLong>
where
    G: Rules + ?Sized,
    G::State: Eq + Hash,
{
    let title = match (algorithm, memoised) {
        (Algorithm::Grundy, false) => fact!("run-title-grundy-plain"),
        (Algorithm::Grundy, true) => fact!("run-title-grundy-memo"),
        (Algorithm::WinLose { .. }, false) => fact!("run-title-win-lose-plain"),
        (Algorithm::WinLose { .. }, true) => fact!("run-title-win-lose-memo"),
    };
    let shape = if memoised { Shape::Dag } else { Shape::Tree };
    let mut r = Recorder::new(title, shape, limit);
    if algorithm != Algorithm::Grundy {
        r.run.meaning = super::Meaning::WinLose;
    }
    let calls = r.counter(fact!("run-counter-calls"));
    let lookups = memoised.then(|| r.counter(fact!("run-counter-memo-lookups")));
    let mut known: HashMap<G::State, u32> = HashMap::new();
    let root = r.enter(NO_PARENT, label(&start), Mark::Plain)?;
    r.count(calls);
    let mut stack = vec![Call {
        node: root,
        moves: game.legal_moves(&start),
        state: start,
        next: 0,
    }];
    while let Some(top) = stack.last_mut() {
        let options = &r.run.nodes[top.node as usize].options;
        if top.next < top.moves.len() && !algorithm.done_early(options) {
            let mv = &top.moves[top.next];
            top.next += 1;
            let Ok(child) = game.after(&top.state, mv) else {
                continue;
            };
            let from = top.node;
            if let Some(&seen) = known.get(&child) {
                r.look(from, seen)?;
                if let Some(l) = lookups {
                    r.count(l);
                }
                let v = r.run.nodes[seen as usize].value;
                r.run.nodes[from as usize].options.push(v);
            } else {
                let node = r.enter(from, label(&child), Mark::Plain)?;
                r.count(calls);
                stack.push(Call {
                    node,
                    moves: game.legal_moves(&child),
                    state: child,
                    next: 0,
                });
            }
        } else {
            let Some(done) = stack.pop() else { break };
            let node = &r.run.nodes[done.node as usize];
            let value = algorithm.value(&node.options, !done.moves.is_empty());
            r.leave(done.node, value)?;
            if memoised {
                known.insert(done.state, done.node);
            }
            if let Some(parent) = stack.last() {
                r.run.nodes[parent.node as usize].options.push(value);
            }
        }
    }
    let mut run = r.run;
    if memoised {
        run.lay_out_by_depth();
    } else {
        run.lay_out_tree();
    }
    let value = run.nodes[root as usize].value;
    let position = run.node_arg(root);
    run.answer = match algorithm {
        Algorithm::Grundy => fact!("run-answer-grundy", position = position, value = value),
        Algorithm::WinLose { .. } => {
            fact!("run-answer-win-lose", position = position, value = value)
        }
    };
    Ok(run)
}

/// The calls the plain recursion makes, from a memoised run's DAG: a call is one node plus
/// the calls of every option it looked at, entered or looked up (saturating past `u64`).
pub fn plain_calls(memo_run: &Run) -> u64 {
    let mut calls = vec![1u64; memo_run.nodes.len()];
    // Each node is left after every option it looked at: add up in the order they left.
    let mut by_leave: Vec<u32> = (0..memo_run.nodes.len() as u32).collect();
    by_leave.sort_unstable_by_key(|&i| (memo_run.nodes[i as usize].leave, i));
    let mut looked: Vec<Vec<u32>> = vec![Vec::new(); memo_run.nodes.len()];
    for (i, n) in memo_run.nodes.iter().enumerate() {
        if n.parent != NO_PARENT {
            looked[n.parent as usize].push(i as u32);
        }
    }
    for e in &memo_run.edges {
        looked[e.from as usize].push(e.to);
    }
    for i in by_leave {
        let sum = looked[i as usize]
            .iter()
            .fold(1u64, |acc, &c| acc.saturating_add(calls[c as usize]));
        calls[i as usize] = sum;
    }
    memo_run.nodes.first().map_or(0, |_| calls[0])
}

/// Both runs of `algorithm` from `start`: the plain tree or the memoised DAG as `memoised`
/// asks, with both node counts side by side in its `totals`.
pub fn compared<G>(
    game: &G,
    start: G::State,
    algorithm: Algorithm,
    memoised: bool,
    label: impl Fn(&G::State) -> String,
) -> Result<Run, TooLong>
where
    G: Rules + ?Sized,
    G::State: Eq + Hash,
{
    // The memoised run is never longer than the plain one: record it first for the counts.
    let memo = record(
        game,
        start.clone(),
        algorithm,
        true,
        &label,
        super::MAX_STEPS,
    )?;
    let plain = plain_calls(&memo);
    let positions = memo.nodes.len() as u64;
    let mut run = if memoised {
        memo
    } else {
        record(game, start, algorithm, false, &label, super::MAX_STEPS)?
    };
    run.totals = vec![
        (fact!("run-total-plain-calls", count = plain), plain),
        (
            fact!("run-total-memo-positions", count = positions),
            positions,
        ),
    ];
    Ok(run)
}

/// The run a heap game's catalog offers (`recursion`, `memo`): `grundyNumber` under normal
/// play, the WL-algorithm with misère's terminal rule under misère, with both counts.
pub fn algorithm_games<G>(
    game: &G,
    start: G::State,
    misere: bool,
    memoised: bool,
    label: impl Fn(&G::State) -> String,
) -> Result<Run, Message>
where
    G: Rules + ?Sized,
    G::State: Eq + Hash,
{
    let algorithm = if misere {
        Algorithm::WinLose { misere: true }
    } else {
        Algorithm::Grundy
    };
    Ok(compared(game, start, algorithm, memoised, label)?)
}

/// The catalog entries of [`algorithm_games`]'s two runs, for a heap game's `runs` with its makers.
pub const fn heap_runs(
    plain: crate::catalog::RunMaker,
    memo: crate::catalog::RunMaker,
) -> [crate::catalog::RunInfo; 2] {
    [
        crate::catalog::RunInfo::new("recursion", plain),
        crate::catalog::RunInfo::new("memo", memo),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;
    use crate::game::Timeline;

    /// The size of the plain grundyNumber tree from heap n, by its own recurrence:
    /// T(n) = 1 + Σ T(n − s) over the amounts s ≤ n.
    fn tree_size(take: &[u64], n: u64) -> u64 {
        let mut t = vec![0u64; n as usize + 1];
        for h in 0..=n {
            t[h as usize] = 1 + take
                .iter()
                .filter(|&&s| s <= h)
                .map(|&s| t[(h - s) as usize])
                .sum::<u64>();
        }
        t[n as usize]
    }

    #[test]
    fn the_plain_tree_has_as_many_nodes_as_its_recurrence_says() {
        for n in 0..14 {
            let game = Take {
                heap: n,
                take: vec![1, 3, 4],
            };
            let run = record(
                &game,
                n,
                Algorithm::Grundy,
                false,
                |h| h.to_string(),
                1 << 20,
            )
            .unwrap();
            assert_eq!(run.nodes.len() as u64, tree_size(&[1, 3, 4], n), "heap {n}");
            // Two steps a call: entered and left.
            assert_eq!(run.length(), 2 * run.nodes.len() as u64);
            let memo = record(
                &game,
                n,
                Algorithm::Grundy,
                true,
                |h| h.to_string(),
                1 << 20,
            )
            .unwrap();
            assert_eq!(plain_calls(&memo), tree_size(&[1, 3, 4], n), "heap {n}");
        }
    }

    #[test]
    fn the_runs_end_at_algorithm_games_values() {
        // Algorithm Games, S = {1, 3, 4}: G = 0 1 0 1 2 3 2, period 7; Table 1 (W/L) for n ≤ 11.
        let grundy = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2];
        let wl = "LWLWWWWLWLWW";
        for n in 0..12u64 {
            let game = Take {
                heap: n,
                take: vec![1, 3, 4],
            };
            for memo in [false, true] {
                let g = record(
                    &game,
                    n,
                    Algorithm::Grundy,
                    memo,
                    |h| h.to_string(),
                    1 << 20,
                )
                .unwrap();
                assert_eq!(g.nodes[0].value, grundy[n as usize]);
                assert_eq!(mex(g.nodes[0].options.iter().copied()), g.nodes[0].value);
                let w = record(
                    &game,
                    n,
                    Algorithm::WinLose { misere: false },
                    memo,
                    |h| h.to_string(),
                    1 << 20,
                )
                .unwrap();
                let want = u64::from(wl.as_bytes()[n as usize] == b'W');
                assert_eq!(w.nodes[0].value, want, "heap {n}");
            }
        }
    }

    #[test]
    fn a_tree_too_long_is_refused() {
        let game = Take {
            heap: 40,
            take: vec![1, 2],
        };
        let err = compared(&game, 40, Algorithm::Grundy, false, |h| h.to_string()).unwrap_err();
        assert_eq!(err.limit, super::super::MAX_STEPS);
        // The memoised DAG of the same position is small, and counts the plain calls.
        let memo = compared(&game, 40, Algorithm::Grundy, true, |h| h.to_string()).unwrap();
        assert_eq!(memo.nodes.len(), 41);
        let plain = tree_size(&[1, 2], 40);
        assert_eq!(
            memo.totals,
            [
                (fact!("run-total-plain-calls", count = plain), plain),
                (fact!("run-total-memo-positions", count = 41u64), 41),
            ]
        );
        // Take 1 or 2: G(n) = n mod 3, so heap 40 is worth 1, a win.
        assert_eq!(
            memo.answer,
            fact!("run-answer-grundy", position = "40", value = 1u64)
        );
        assert_eq!(memo.title, fact!("run-title-grundy-memo"));
    }
}
