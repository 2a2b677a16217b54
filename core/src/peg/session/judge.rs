//! The live judge of a game: every position is judged by the solver (still solvable or not,
//! with the same finish) in bounded memory and in slices, so a shell never freezes; when the
//! game is lost, since which jump; and the next jump of a known line as a hint.

use super::*;

/// The most dead positions the judge keeps for a whole game (a table of at most 256 MB):
/// past it the verdict is `unknown` and says so. The hardest English positions met in the
/// tests' random games need about 10.5 million (a 29-peg position of g4 → g4, BENCHMARKS.md);
/// tests/peg_judge.rs checks that the verdict is never unknown there.
pub const JUDGE_DEAD: usize = 16_000_000;

/// The positions the judge expands in one call (some tens of milliseconds in the browser):
/// when that is not enough the verdict is `searching` and the shell asks again, the judge
/// going on where it stopped, so the page never freezes on a hard position.
pub const JUDGE_SLICE: u64 = 40_000;

/// The positions the judge expands on a new position before it tries the beams.
pub const JUDGE_LOOK: u64 = 4_000;

/// The widths of the beams the judge tries on a position that a short look does not decide
/// (`solve::Solver::beam_from`; width 1,000 is a short wait on the English board).
pub const JUDGE_BEAMS: [usize; 2] = [1_000, 8_000];

/// The positions a few jumps before the finish that the judge finds backwards once per game
/// and meets its searches with (`solve::Solver::with_backward`).
pub const JUDGE_BACKWARD: usize = 250_000;

/// Within how many jumps of the start, and for how many positions in all, the judge asks
/// linear programming for a pagoda function once a position's look and beams have failed,
/// when the finish is a hole. An early losing jump is then often proved at once (English
/// f4 → f4 after 6 random jumps, BENCHMARKS.md); for `any`, a program per finish costs more
/// than it saves (English d2 → any after 6).
pub const JUDGE_LINEAR_JUMPS: u32 = 14;
pub const JUDGE_LINEAR_BUDGET: u64 = 500;

impl PegGame {
    /// The solver's answer from the current position with the same finish (remembered);
    /// `None` while the search goes on (see [`JUDGE_SLICE`]).
    pub fn judge(&mut self) -> Option<&Answer> {
        self.judge_at(self.pegs())
    }

    /// The solver's answer from the position `pegs` of this game (remembered), after at most
    /// one more slice of the game's judge; `None` while it is not decided.
    fn judge_at(&mut self, pegs: u64) -> Option<&Answer> {
        // The start's answer is the solution's, once there is one (a glance does not run
        // the solver's whole search for it).
        let start = pegs == self.game().start;
        let ask_solver = self.depth == Depth::Full || self.solution.is_some();
        if start && ask_solver && !matches!(self.solution(), Answer::GaveUp(_)) {
            return self.solution.as_ref();
        }
        if !self.judged.contains_key(&pegs) {
            let answer = self.decide(pegs)?;
            let answer = match answer {
                // The judge's dead set holds earlier positions' proofs too: no count of its own.
                Answer::Unsolvable(Reason::Exhaustive { backward, .. }) => {
                    Answer::Unsolvable(Reason::Tried { backward })
                }
                answer => answer,
            };
            self.judged.insert(pegs, answer);
        }
        self.judged.get(&pegs)
    }

    /// One more step towards the answer for `pegs`, a position of this game; `None` while it
    /// is not decided.
    fn decide(&mut self, pegs: u64) -> Option<Answer> {
        match &mut self.rooted {
            Some((root, solver)) if *root == pegs => return solver.resume(pegs, JUDGE_SLICE),
            // Its memory goes as soon as the visitor has moved on.
            Some(_) => self.rooted = None,
            None => {}
        }
        let game = self.session.game();
        let judge = self.judge.get_or_insert_with(|| {
            Solver::owned(game.clone())
                .with_capacity(self.judge_dead)
                .with_backward(JUDGE_BACKWARD)
        });
        // A new position: a short look first (a line close at hand, or every child
        // known dead), then beams (the depth-first search can wander through millions of
        // dead positions before it finds a line a beam finds in milliseconds), then
        // slices of the exhaustive search, this call's and the next ones'.
        let fresh = self.beamed != Some(pegs);
        self.beamed = Some(pegs);
        let mut answer = None;
        if fresh {
            answer = judge.resume(pegs, JUDGE_LOOK);
            if answer
                .as_ref()
                .is_some_and(|a| !matches!(a, Answer::GaveUp(_)))
            {
                return answer;
            }
            let beams = match self.depth {
                Depth::Glance => &JUDGE_BEAMS[..1],
                Depth::Full => &JUDGE_BEAMS[..],
            };
            if let Some(line) = beams.iter().find_map(|&w| judge.beam_from(pegs, w)) {
                return Some(Answer::Solved(line));
            }
        }
        if self.depth == Depth::Glance {
            // A full dead set is the second thread's to deal with (below).
            return answer.filter(|a| !matches!(a, Answer::GaveUp(_)));
        }
        if matches!(game.finish, Finish::Hole(_)) {
            judge.allow_linear(JUDGE_LINEAR_JUMPS, JUDGE_LINEAR_BUDGET);
        }
        if answer.is_none() {
            answer = judge.resume(pegs, JUDGE_SLICE);
        }
        match answer? {
            // The game's dead set is full: it goes, and this position is searched on its
            // own, with backward layers of what it can reach (far fewer than what the
            // game's start can: d1 → d1 after d3-d1, b3-d3 and e3-c3 is proved with 5
            // million positions instead of more than 16 million).
            Answer::GaveUp(_) => {
                self.judge = None;
                let rooted = Peg {
                    start: pegs,
                    ..game.clone()
                };
                let solver = Solver::owned(rooted)
                    .with_capacity(JUDGE_DEAD)
                    .with_backward(MAX_BACKWARD)
                    .with_linear(LINEAR_JUMPS, LINEAR_BUDGET);
                self.rooted
                    .insert((pegs, solver))
                    .1
                    .resume(pegs, JUDGE_SLICE)
            }
            answer => Some(answer),
        }
    }

    /// How far the game's judge has got: positions expanded in all.
    pub(super) fn searched(&self) -> u64 {
        let rooted = self.rooted.as_ref().map_or(0, |(_, r)| r.expanded);
        self.judge.as_ref().map_or(0, |j| j.expanded) + rooted
    }

    /// The jump (from 1) since which the game is lost: walking back along the jumps made,
    /// the first position the solver finds solvable is the one before it. `Some(None)` when
    /// the current position is not decided unsolvable, when the start is lost already, or
    /// when the search gave up on a position on the way; `None` while a position on the way
    /// is still being searched (ask again).
    pub fn lost_since(&mut self) -> Option<Option<usize>> {
        let line = self.session.positions();
        for (k, &pegs) in line.iter().enumerate().rev() {
            match self.judge_at(pegs)? {
                Answer::Unsolvable(_) => continue,
                // Position k (after k jumps) still wins: jump k + 1 lost it.
                Answer::Solved(_) if k + 1 < line.len() => return Some(Some(k + 1)),
                _ => return Some(None),
            }
        }
        Some(None)
    }

    /// Takes back the last `jumps` jumps (all of them when fewer were made).
    pub fn undo_jumps(&mut self, jumps: usize) {
        let made = self.session.moves_made();
        self.session.undo_to(made.saturating_sub(jumps as u64));
    }

    /// The first jump of a solution from here, or the solver's reason there is none.
    pub fn hint(&mut self) -> Result<Jump, Message> {
        let jump = match self.judge() {
            Some(Answer::Solved(line)) if !line.is_empty() => line[0],
            Some(Answer::Solved(_)) => return Err(fact!("peg-hint-solved")),
            Some(Answer::Unsolvable(why)) => return Err(fact!("peg-hint-none", why = why.fact())),
            Some(Answer::GaveUp(why)) => return Err(fact!("peg-hint-unknown", why = why.fact())),
            None => return Err(fact!("peg-hint-searching", positions = self.searched())),
        };
        Ok(jump)
    }
}
