//! A problem back to its own vacancy is raced against its dual (the complement problem,
//! played backwards): whichever search decides first answers for both.

use super::*;

/// `primal` (a solver of `game`) raced against the partner search of [`partner`] when `game`
/// is a single vacancy to a single hole: the two searches take turns with doubling budgets,
/// keeping their dead sets, so the answer costs about twice the easier direction (Beasley
/// ch. 3, the "reversal" of a game: read backwards, a line from S to F is a line from the
/// complement of F to the complement of S with the same jumps, so vacancy v → peg on f is
/// solvable exactly when vacancy f → peg on v is). When v = f the dual is the problem
/// itself, so its image under a symmetry that moves v takes the dual's place: the same
/// problem in another move order, which a depth-first search is sensitive to. The partner
/// meets backward layers of `backward` positions; both stop after `limit` expansions and
/// ask linear programming for pagoda functions as `(jumps, linear)` says
/// ([`Solver::with_linear`]).
pub(super) fn race(
    game: &Peg,
    mut primal: Solver,
    backward: usize,
    limit: u64,
    (jumps, linear): (u32, u64),
) -> Answer {
    let vacancy = game.board.full() & !game.start;
    let capacity = primal.capacity;
    let partnered = match (game.finish, vacancy.count_ones()) {
        (Finish::Hole(f), 1) => partner(game, vacancy.trailing_zeros() as u8, f),
        _ => None,
    };
    let Some((other, back)) = partnered else {
        primal.budget = limit;
        return primal.solve(game.start);
    };
    let mut second = Solver::new(&other)
        .with_capacity(capacity)
        .with_linear(jumps, linear)
        .with_backward(backward);
    let mut budget = 50_000u64;
    loop {
        if let Some(answer) = turn(&mut primal, game.start, budget, limit) {
            return answer;
        }
        match turn(&mut second, other.start, budget, limit) {
            Some(Answer::Solved(line)) => return Answer::Solved(back(line)),
            Some(answer) => return answer,
            None => {}
        }
        budget = budget.saturating_mul(2);
    }
}

/// One turn of a race: `solver` goes on for `budget` more expansions (never past `limit`);
/// `None` when it must wait for its next turn.
pub(super) fn turn(solver: &mut Solver, start: u64, budget: u64, limit: u64) -> Option<Answer> {
    solver.resume_until(start, solver.expanded.saturating_add(budget), limit)
}

/// A line of jumps mapped back to the problem it races for.
type Back = Box<dyn Fn(Vec<Jump>) -> Vec<Jump>>;

/// The search that races vacancy v → peg on f: its dual f → v, whose line read backwards
/// solves v → f; or, when v = f, the image of the problem under a symmetry that moves v, whose
/// line mapped back solves it. `None` when every symmetry fixes v = f (the centre).
pub(super) fn partner(game: &Peg, v: u8, f: u8) -> Option<(Peg, Back)> {
    let board = &game.board;
    let single = |hole: u8| Peg {
        board: board.clone(),
        start: board.full() & !(1u64 << hole),
        finish: Finish::Hole(hole),
    };
    if v != f {
        let dual = Peg {
            finish: Finish::Hole(v),
            ..single(f)
        };
        return Some((
            dual,
            Box::new(|line: Vec<Jump>| line.into_iter().rev().collect()),
        ));
    }
    let sym = board.symmetries.iter().find(|s| s[v as usize] != v)?;
    let mut inverse = vec![0u8; sym.len()];
    for (k, &image) in sym.iter().enumerate() {
        inverse[image as usize] = k as u8;
    }
    let back = move |line: Vec<Jump>| -> Vec<Jump> {
        line.into_iter()
            .map(|j| Jump {
                from: inverse[j.from as usize],
                to: inverse[j.to as usize],
            })
            .collect()
    };
    Some((single(sym[v as usize]), Box::new(back)))
}
