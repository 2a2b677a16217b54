//! The order in which [`solve`] tries its methods, cheapest first, and the sizes each phase
//! is given: position classes and pagoda functions, a short search raced against its dual,
//! beams meeting backward layers, the search from both ends, then the exhaustive search.

use super::*;
use std::ops::ControlFlow;

/// Positions the first, plain phase of [`solve_capped`] may expand (the English central
/// game needs a few hundred).
pub const QUICK_EXPANSIONS: u64 = 200_000;

/// Positions each search expands before it asks for linear programs ([`Solver::solve`]):
/// the English problems that a short search solves need 458 (the central game) to 957.
pub const WITHOUT_LINEAR: u64 = 1_000;

/// How deep into a line, and how many times in all (at most; see [`linear_budget`]), each
/// exhaustive search of [`solve_capped`] asks linear programming for a pagoda function
/// ([`Solver::with_linear`]).
pub const LINEAR_JUMPS: u32 = 6;

pub const LINEAR_BUDGET: u64 = 4_000;

/// The same for the first, quick phase, which most solvable problems end in: the start's
/// children only, so that they pay a few programs, not thousands (French d3 → d5 took
/// nearly three times as long with the exhaustive search's figures, BENCHMARKS.md).
pub const QUICK_LINEAR_JUMPS: u32 = 1;

pub const QUICK_LINEAR_BUDGET: u64 = 64;

/// Searches of at least this many dead positions (the command line's, its atlas's and
/// each finish's of a search for any finish; not the page's) decide a single vacancy to a
/// hole from both ends ([`meet`]) before the depth-first search, holding at most
/// [`MEET_HELD`] positions: about 11 bytes each at the peak (4 bytes a held key, the layer
/// being built 16 bytes a position, the other side's last layer unpacked for the last
/// jump), so about 3.3 GB at the limit. Diamond d2 → f8 holds 200 million (its peak is in
/// BENCHMARKS.md); the problems whose layers pass the limit go on to the depth-first search.
pub const MEET_FROM: usize = 7_000_000;

pub const MEET_HELD: usize = 300_000_000;

/// The bytes a held position costs at the peak (above), for the messages that give the memory.
pub const MEET_BYTES_PER_HELD: usize = 11;

/// The widths of the beams tried in turn before the exhaustive search.
pub const BEAM_WIDTHS: [usize; 3] = [1_000, 8_000, 40_000];

/// Solves `game` from its start: a line of jumps, or the proof that there is none. Decided
/// in phases, each cheap enough to try before the next:
/// 1. Conway's position classes, then a pagoda function, refuse at once (the pagoda
///    function's linear program after phase 2's first `WITHOUT_LINEAR` expansions, which
///    solve the easiest problems).
/// 2. A short depth-first search raced against its dual (see [`race`]) solves the easy
///    problems in milliseconds.
/// 3. The positions a few jumps before the finish are found backwards ([`Backward`]) and
///    beams of growing width look for a line that meets them ([`super::beam`]); on the large
///    boards this finds a solution where a depth-first search wanders in dead subtrees.
/// 4. A single vacancy to a hole: the exhaustive search from both ends ([`meet`]), which
///    decides it (diamond e1 → e9: no position of 20 pegs both comes from the start and
///    reaches the finish).
/// 5. The exhaustive depth-first search with its dead set, meeting the backward layers: a
///    solution, or the proof (no position it reaches meets the layers).
pub fn solve(game: &Peg) -> Answer {
    solve_capped(game, MAX_DEAD)
}

/// The first phase of [`solve_capped`] alone: the position classes, then a short race of
/// the plain and dual searches (at most `expansions` positions, `capacity` dead), with no
/// linear programs, backward layers nor beams, so its time is bounded on every board. It
/// decides the small problems; `GaveUp` leaves the rest to the whole search.
pub fn solve_quick(game: &Peg, capacity: usize, expansions: u64) -> Answer {
    if let Some(reason) = game.refusal_at_once(game.start) {
        return Answer::Unsolvable(reason);
    }
    let linear = (QUICK_LINEAR_JUMPS, QUICK_LINEAR_BUDGET);
    let solver = Solver::new(game)
        .with_capacity(capacity)
        .with_linear(linear.0, linear.1);
    race(game, solver, 0, expansions, linear)
}

/// [`solve`] remembering at most `capacity` dead positions in each search (and at most as
/// many backward positions), so that memory and time stay bounded (the page keeps far fewer
/// than `MAX_DEAD`); past it the answer is `GaveUp`.
pub fn solve_capped(game: &Peg, capacity: usize) -> Answer {
    solve_limited(game, capacity, MEET_HELD)
}

/// [`solve_capped`] whose search from both ends holds at most `held` positions (the
/// command line's `--max-positions` lowers both limits, so that a give-up can be asked for).
pub fn solve_limited(game: &Peg, capacity: usize, held: usize) -> Answer {
    solve_phases(game, capacity, held, true)
}

/// [`solve_limited`], its beams tried before the search from both ends when `beams_first`,
/// after it otherwise (only when it cannot decide the problem).
fn solve_phases(game: &Peg, capacity: usize, held: usize, beams_first: bool) -> Answer {
    if let Some(reason) = game.refusal_at_once(game.start) {
        return Answer::Unsolvable(reason);
    }
    // The first `WITHOUT_LINEAR` expansions of the quick phase come first: the problems they
    // solve (the English central game) skip the start's weighing, a linear program as long
    // as a few hundred expansions, which cannot refuse a solvable problem anyway. The others
    // are weighed, then go on with the same solver.
    let mut primal = Solver::new(game)
        .with_capacity(capacity)
        .with_linear(QUICK_LINEAR_JUMPS, QUICK_LINEAR_BUDGET);
    primal.budget = WITHOUT_LINEAR;
    if let Answer::Solved(line) = primal.solve(game.start) {
        return Answer::Solved(line);
    }
    if let Some(reason) = weighed_refusal(game, game.start) {
        return Answer::Unsolvable(reason);
    }
    let plain = race(
        game,
        primal,
        0,
        QUICK_EXPANSIONS,
        (QUICK_LINEAR_JUMPS, QUICK_LINEAR_BUDGET),
    );
    if !matches!(plain, Answer::GaveUp(_)) {
        return plain;
    }
    let backward = capacity.min(MAX_BACKWARD);
    // The solver of the exhaustive search, with its backward layers, to go on with, or the
    // line one of its beams found.
    let beams = || -> ControlFlow<Vec<Jump>, Solver> {
        let primal = Solver::new(game)
            .with_capacity(capacity)
            .with_linear(LINEAR_JUMPS, LINEAR_BUDGET)
            .with_backward(backward);
        for width in BEAM_WIDTHS {
            if let Some(line) = primal.beam(width) {
                return ControlFlow::Break(line);
            }
        }
        ControlFlow::Continue(primal)
    };
    let mut primal = None;
    if beams_first {
        match beams() {
            ControlFlow::Continue(solver) => primal = Some(solver),
            ControlFlow::Break(line) => return Answer::Solved(line),
        }
    }
    if game.finish == Finish::Any {
        if let Some(answer) = each_finish(game, capacity / 8, held) {
            return answer;
        }
    }
    // Not in the page: its searches are far smaller than MEET_FROM, and the search's code
    // would only weigh on its wasm modules.
    #[cfg(not(target_arch = "wasm32"))]
    let mut passed = None;
    #[cfg(not(target_arch = "wasm32"))]
    if capacity >= MEET_FROM {
        match meet(game, held) {
            Some(Met::Solved(line)) => return Answer::Solved(line),
            Some(Met::Impossible {
                forward,
                backward,
                pegs,
                held,
            }) => {
                return Answer::Unsolvable(Reason::Meet {
                    forward,
                    backward,
                    pegs,
                    held,
                })
            }
            Some(Met::TooLarge(limit)) => passed = Some(limit),
            None => {}
        }
    }
    let primal = match primal.map_or_else(beams, ControlFlow::Continue) {
        ControlFlow::Continue(solver) => solver,
        ControlFlow::Break(line) => return Answer::Solved(line),
    };
    let answer = race(
        game,
        primal,
        backward,
        u64::MAX,
        (LINEAR_JUMPS, linear_budget(capacity)),
    );
    // Both limits, when the search from both ends gave up first.
    #[cfg(not(target_arch = "wasm32"))]
    if let (Answer::GaveUp(Reason::Capacity(dead)), Some(held)) = (&answer, passed) {
        return Answer::GaveUp(Reason::Limits { held, dead: *dead });
    }
    answer
}

/// The proof of a refused finish that is `f`'s image under a symmetry fixing the start: such
/// a symmetry maps a line to f onto a line to the image, so f is refused with the same proof
/// seen in a mirror (diamond e1 → any: h6 as b6, the search from both ends being minutes
/// long). Not in the page's wasm: its searches are short, and the clone of a reason would
/// weigh on its budget.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn mirrored(
    game: &Peg,
    f: u8,
    holes: &[u8],
    refused: &[(String, Reason)],
) -> Option<Reason> {
    let board = &game.board;
    board
        .symmetries
        .iter()
        .filter(|s| board.image(s, game.start) == game.start)
        .find_map(|s| holes.iter().position(|&h| h == s[f as usize]))
        .map(|i| refused[i].1.clone())
}

/// The linear programs an exhaustive search of `capacity` dead positions may ask for: one
/// per thousand positions, from [`QUICK_LINEAR_BUDGET`] to [`LINEAR_BUDGET`], so that the
/// page's small searches (20,000 positions for "Where can it end?") stay as quick as they
/// were.
pub(super) fn linear_budget(capacity: usize) -> u64 {
    (capacity as u64 / 1000).clamp(QUICK_LINEAR_BUDGET, LINEAR_BUDGET)
}

/// A problem whose last peg may stand anywhere, decided one finish at a time, each
/// search remembering at most `capacity` dead positions: `None` when one of them gives
/// up. Each finish on its own gets its own pagoda functions and, from a single vacancy,
/// the race with its dual (diamond e4 → any: e4 → b6 and e4 → e9 are proved through
/// their reversals, which pagoda functions refuse within a jump; the search for any
/// finish at once found no proof in a minute).
pub(super) fn each_finish(game: &Peg, capacity: usize, held: usize) -> Option<Answer> {
    let board = &game.board;
    // The refused finishes: their holes, and their names with the proofs.
    let mut holes = Vec::new();
    let mut refused = Vec::new();
    for f in possible_finishes(board, game.start) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(why) = mirrored(game, f, &holes, &refused) {
            holes.push(f);
            refused.push((board.name_of(f), why));
            continue;
        }
        let one = Peg {
            finish: Finish::Hole(f),
            ..game.clone()
        };
        // The search for any finish has tried its beams, as wide, on every finish; the
        // search from both ends decides most single finishes at once, so each finish's
        // beams come after it (diamond e1 → any: they were 7 % of its time, for nothing).
        match solve_phases(&one, capacity, held, false) {
            Answer::Solved(line) => return Some(Answer::Solved(line)),
            Answer::Unsolvable(why) => {
                holes.push(f);
                refused.push((board.name_of(f), why));
            }
            Answer::GaveUp(_) => return None,
        }
    }
    Some(Answer::Unsolvable(Reason::EveryFinish(refused)))
}

/// The proof by pagoda functions found by linear programming ([`separating`]) that `pegs`
/// cannot reach `game`'s finish: one function lower at `pegs` than on every finish the
/// position classes allow, or, when the last peg may stand anywhere and no one function
/// serves, one per allowed finish. `None` when some allowed finish has no such function
/// (a fractional game reaches it) or no finish is allowed (the classes refuse instead).
/// A hundred microseconds or so on the large boards (a simplex method on about 40 rows).
pub fn weighed_refusal(game: &Peg, pegs: u64) -> Option<Reason> {
    let board = &game.board;
    let finishes = match game.finish {
        Finish::Hole(h) => vec![h],
        Finish::Any => possible_finishes(board, pegs),
    };
    if finishes.is_empty() {
        return None;
    }
    let functions: Vec<(Pagoda, Vec<u8>)> = match separating(board, pegs, &finishes) {
        Some(p) => vec![(p, finishes)],
        None if finishes.len() > 1 => finishes
            .iter()
            .map(|&f| separating(board, pegs, &[f]).map(|p| (p, vec![f])))
            .collect::<Option<_>>()?,
        None => return None,
    };
    let weighing = |(p, finishes): (Pagoda, Vec<u8>)| Weighing {
        weights: (0..board.holes() as u8)
            .filter(|&k| p.weights[k as usize] != 0)
            .map(|k| (board.name_of(k), p.weights[k as usize]))
            .collect(),
        start: p.value(pegs),
        finish: finishes
            .iter()
            .map(|&f| p.weights[f as usize])
            .min()
            .unwrap_or(0),
        finishes: finishes.iter().map(|&f| board.name_of(f)).collect(),
    };
    Some(Reason::Weighed {
        functions: functions.into_iter().map(weighing).collect(),
        others: game.finish == Finish::Any,
    })
}
