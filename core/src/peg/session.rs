//! One visitor's game of peg solitaire, for the page (or any other shell): the start can be
//! edited hole by hole before the first jump, jumps are made and taken back (the core's
//! `game::Session` keeps them), the position after any number of jumps of the solver's
//! solution can be shown, and every position is judged by the solver (still solvable or
//! not, with the same finish) with bounded memory.
//! Everything here is the core's: the shell only draws the [`PegSnapshot`] it is handed.

use super::backward::MAX_BACKWARD;
use super::classify::Atlas;
use super::reason::Reason;
use super::rules::{Finish, Jump, Peg};
use super::solve::{solve_capped, solve_quick, Answer, Solver, LINEAR_BUDGET, LINEAR_JUMPS};
use crate::game::{self, Notation, Rules};
use crate::text::grouped;
use serde::Serialize;
use std::collections::HashMap;

/// The most dead positions the search for a solution from the start keeps (a few seconds in
/// the browser at most, BENCHMARKS.md); past it the answer is that the search gave up.
pub const SOLVE_DEAD: usize = 500_000;

/// The positions [`PegGame::quick_solution`] expands: a short wait, enough for the
/// English board's and the small triangles' problems; the page leaves larger searches to
/// its second thread.
pub const QUICK_SOLVE: u64 = 50_000;

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

/// The most dead positions each of the atlas's searches keeps. Small searches are also the
/// quick ones (the backward layers and the beams are sized by it): every English vacancy is
/// decided with it, all 33 several times faster than with `SOLVE_DEAD` (BENCHMARKS.md).
pub const ATLAS_DEAD: usize = 20_000;

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

/// How far a session's judge goes on a position it cannot decide at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// The short look and the narrowest beam only (some milliseconds), then `searching` for
    /// good: a second thread (the page's worker) searches further with a session of its own,
    /// so the thread that draws never runs a long search.
    Glance,
    /// The look, every beam, then slices of the exhaustive search, call after call, until
    /// the position is decided.
    Full,
}

/// The board's shape for drawing: the side of its bounding square, and the row, column
/// and name of every hole in hole order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layout {
    pub board: &'static str,
    pub side: u8,
    pub holes: Vec<[u8; 2]>,
    /// `square` or `triangle`: the grid the holes lie on.
    pub grid: &'static str,
    /// Where to draw each hole, in hole order: [x to the right, y down] in units of the
    /// distance between neighbouring holes (a triangle's rows are offset and √3/2 apart).
    pub points: Vec<[f64; 2]>,
    pub names: Vec<String>,
    /// The finish hole, if the finish is one hole.
    pub finish: Option<u8>,
}

/// The last jump made: the three holes and the jump in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct JumpRecord {
    pub from: u8,
    pub over: u8,
    pub to: u8,
    /// `d2-d4`
    pub text: String,
    /// `d2 jumps over d3 to d4`
    pub said: String,
}

/// Everything a shell shows after one change, in one record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PegSnapshot {
    /// One character per hole, row by row: `o` a peg, `.` empty.
    pub board: String,
    /// Jumps made since the start.
    pub step: usize,
    pub pegs: u32,
    /// The holes empty at the start, by name (the page's `empty` parameter).
    pub empty: Vec<String>,
    pub last: Option<JumpRecord>,
    /// No jump is left.
    pub finished: bool,
    /// One peg is left where the finish wants it.
    pub won: bool,
    /// `solvable`, `unsolvable`, `searching` (not decided yet: ask again, the search goes
    /// on) or `unknown` (the judge's memory is full) when asked for; else absent.
    pub verdict: Option<&'static str>,
    /// The verdict and `lost_since` are final: asking again gives the same. False while the
    /// position, or one before it that `lost_since` needs, is still being searched.
    pub settled: bool,
    /// Why: the solver's reason for `unsolvable` or `unknown`; for `searching`, how far the
    /// search has got.
    pub reason: Option<String>,
    /// With an `unsolvable` verdict: the jump (from 1) that lost the game, the position
    /// before it solvable and every one after it not, when the solver decides each; absent
    /// when the start itself is lost or the search gave up on a position on the way (and,
    /// with `settled` false, while one is still being searched).
    pub lost_since: Option<usize>,
}

/// One finish in the atlas of a vacancy ([`PegGame::atlas`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reach {
    /// The finish hole.
    pub hole: u8,
    /// `solvable`, `unsolvable`, `undecided` (the search stopped at its limit) or
    /// `unsearched` (the click's time ran out first: asking again goes on).
    pub verdict: &'static str,
    /// Why not, in words for people (absent for `solvable`).
    pub reason: Option<String>,
}

/// A visitor's game: the problem as set up and the jumps made (the core's session), and the
/// solver's answers.
pub struct PegGame {
    session: game::Session<Peg>,
    /// The solver's answer for the start, once asked.
    solution: Option<Answer>,
    /// The solver's answers for positions judged so far (undo and replays are free), and
    /// the rest of a known line for each position reached by following one.
    judged: HashMap<u64, Answer>,
    /// One search for the whole game, built at the first verdict asked for: every position
    /// shares the finish, so what it proves dead or winnable for one serves the next.
    judge: Option<Solver<'static>>,
    /// The last position the beams were tried on (once per position).
    beamed: Option<u64>,
    /// A search of one position alone, when the game's judge filled its memory on it.
    rooted: Option<(u64, Solver<'static>)>,
    /// The most dead positions the game's judge keeps ([`JUDGE_DEAD`] unless told).
    judge_dead: usize,
    /// How far the judge goes before it says `searching`.
    depth: Depth,
    /// The board's single-vacancy answers found so far, once the atlas is asked for.
    atlas: Option<Atlas>,
}

impl PegGame {
    /// The problem on `board` with the holes of `empty` (comma-separated names, possibly
    /// none) empty and the last peg on `finish` (a hole name or `any`).
    pub fn new(board: &str, empty: &str, finish: &str) -> Result<PegGame, String> {
        let names: Vec<&str> = empty
            .split(',')
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .collect();
        let game = Peg::new(board, &names, finish).map_err(|e| e.for_people())?;
        Ok(PegGame {
            session: game::Session::new(game),
            solution: None,
            judged: HashMap::new(),
            judge: None,
            beamed: None,
            rooted: None,
            judge_dead: JUDGE_DEAD,
            depth: Depth::Full,
            atlas: None,
        })
    }

    /// At most `dead` positions in the memory of the game's judge (the search of a position
    /// alone that takes over when it is full keeps [`JUDGE_DEAD`]); for tests.
    pub fn with_judge_memory(mut self, dead: usize) -> PegGame {
        self.judge_dead = dead;
        self
    }

    /// How far this session's judge goes (see [`Depth`]); `Full` until told.
    pub fn set_depth(&mut self, depth: Depth) {
        self.depth = depth;
    }

    pub fn game(&self) -> &Peg {
        self.session.game()
    }

    /// The pegs of the current position, one bit per hole.
    pub fn pegs(&self) -> u64 {
        *self.session.state()
    }

    pub fn layout(&self) -> Layout {
        let board = &self.game().board;
        Layout {
            board: board.name,
            side: board.side,
            holes: board.cells.iter().map(|&(r, c)| [r, c]).collect(),
            grid: match board.grid {
                super::boards::Grid::Square => "square",
                super::boards::Grid::Triangle => "triangle",
            },
            points: (0..board.holes() as u8)
                .map(|k| {
                    let (x, y) = board.point(k);
                    [x, y]
                })
                .collect(),
            names: (0..board.holes() as u8).map(|k| board.name_of(k)).collect(),
            finish: match self.game().finish {
                super::Finish::Hole(h) => Some(h),
                super::Finish::Any => None,
            },
        }
    }

    /// The number of holes: hole numbers run from 0 to this minus one.
    pub fn holes(&self) -> usize {
        self.game().board.holes()
    }

    /// Empties a hole holding a peg, or fills an empty one, at the start. Only before the
    /// first jump: afterwards the start is what the jumps were made from.
    pub fn toggle(&mut self, hole: u8) -> Result<(), String> {
        if self.session.can_undo() {
            return Err("the start can be changed only before the first jump".into());
        }
        if hole as usize >= self.holes() {
            return Err("that hole is off the board".into());
        }
        let mut game = self.game().clone();
        game.start ^= 1u64 << hole;
        self.session = game::Session::new(game);
        self.solution = None;
        self.judged.clear();
        self.judge = None;
        self.beamed = None;
        self.rooted = None;
        Ok(())
    }

    /// The solver's answer for the start (remembered).
    pub fn solution(&mut self) -> &Answer {
        let game = self.session.game();
        self.solution
            .get_or_insert_with(|| solve_capped(game, SOLVE_DEAD))
    }

    /// The answer for the start when a quick search decides it (`solve::solve_quick`: a
    /// fraction of a second) or one is known; `None` when only the whole search would,
    /// which the page then runs on its second thread and hands back to [`PegGame::adopt`],
    /// so Solve never holds up the thread that draws.
    pub fn quick_solution(&mut self) -> Option<&Answer> {
        if self.solution.is_none() {
            match solve_quick(self.session.game(), SOLVE_DEAD, QUICK_SOLVE) {
                Answer::GaveUp(_) => return None,
                answer => self.solution = Some(answer),
            }
        }
        self.solution.as_ref()
    }

    /// Takes the solution of this start found elsewhere (the page's second thread, on the
    /// same problem), checked here: its jumps, replayed from the start, must be legal and
    /// leave one peg where the finish says. The game goes back to the start.
    pub fn adopt(&mut self, line: Vec<Jump>) -> Result<(), String> {
        self.replay(&line)?;
        let pegs = self.pegs();
        self.restart();
        if !self.session.game().accepts(pegs) {
            return Err(format!(
                "those {} jumps do not finish this problem",
                line.len()
            ));
        }
        self.solution = Some(Answer::Solved(line));
        Ok(())
    }

    /// The jumps made from the start, in order.
    pub fn jumps(&self) -> Vec<Jump> {
        self.session.moves()
    }

    /// Back to the start, then the jumps of `jumps` in order (each checked, none judged):
    /// a second session follows the visitor's game this way. On an illegal jump the
    /// session is left at the start.
    pub fn replay(&mut self, jumps: &[Jump]) -> Result<(), String> {
        self.restart();
        for jump in jumps {
            if let Err(why) = self.apply(jump.from, jump.to) {
                self.restart();
                return Err(why);
            }
        }
        Ok(())
    }

    /// Makes the jump `from`-`to`, or says in the core's words why it is illegal.
    pub fn apply(&mut self, from: u8, to: u8) -> Result<(), String> {
        let jump = Jump { from, to };
        let before = self.pegs();
        self.session.play(jump)?;
        let after = self.pegs();
        // A jump along a known line: the rest of that line is a solution from here.
        let known = match before == self.game().start {
            true => self.solution.as_ref(),
            false => self.judged.get(&before),
        };
        if let Some(Answer::Solved(line)) = known {
            if line.first() == Some(&jump) && !self.judged.contains_key(&after) {
                let rest = Answer::Solved(line[1..].to_vec());
                self.judged.insert(after, rest);
            }
        }
        Ok(())
    }

    /// Takes back the last jump; false when none was made.
    pub fn undo(&mut self) -> bool {
        self.session.undo().is_some()
    }

    /// Back to the start, no jump made.
    pub fn restart(&mut self) {
        self.session.restart();
    }

    /// The position after the first `step` jumps of the solver's solution; an error when
    /// there is no solution or it is shorter.
    pub fn seek(&mut self, step: usize) -> Result<(), String> {
        let line = match self.solution() {
            Answer::Solved(line) => line.clone(),
            Answer::Unsolvable(why) | Answer::GaveUp(why) => return Err(why.for_people()),
        };
        if step > line.len() {
            return Err(format!("step must be from 0 to {}, not {step}", line.len()));
        }
        self.restart();
        for &jump in &line[..step] {
            self.apply(jump.from, jump.to)?;
        }
        Ok(())
    }

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
    fn searched(&self) -> u64 {
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
    pub fn hint(&mut self) -> Result<JumpRecord, String> {
        let jump = match self.judge() {
            Some(Answer::Solved(line)) if !line.is_empty() => line[0],
            Some(Answer::Solved(_)) => return Err("the puzzle is solved: no jump is needed".into()),
            Some(Answer::Unsolvable(why)) => {
                return Err(format!("no jump wins from here: {}", why.for_people()))
            }
            Some(Answer::GaveUp(why)) => {
                return Err(format!("not known from here: {}", why.for_people()))
            }
            None => {
                return Err(format!(
                    "still searching from here ({} positions so far): ask again in a moment",
                    grouped(self.searched())
                ))
            }
        };
        Ok(self.record(jump))
    }

    /// The atlas of one vacancy: with only `hole` empty at the start, whether one peg can
    /// be left on each hole of the board, and why not (the board's symmetries and reversal
    /// carry each answer to other vacancies, so later ones come quicker). `more` is asked
    /// before each search (the page's clock); the finishes it leaves are `unsearched`.
    pub fn atlas(&mut self, hole: u8, more: impl FnMut() -> bool) -> Result<Vec<Reach>, String> {
        if hole as usize >= self.holes() {
            return Err("that hole is off the board".into());
        }
        let board = &self.session.game().board;
        let atlas = self
            .atlas
            .get_or_insert_with(|| Atlas::new(board, ATLAS_DEAD));
        Ok(atlas
            .vacancy_while(hole, more)
            .into_iter()
            .enumerate()
            .map(|(f, answer)| {
                let (verdict, reason) = match answer {
                    Some(Answer::Solved(_)) => ("solvable", None),
                    Some(Answer::Unsolvable(why)) => ("unsolvable", Some(why.for_people())),
                    Some(Answer::GaveUp(why)) => ("undecided", Some(why.for_people())),
                    None => ("unsearched", None),
                };
                Reach {
                    hole: f as u8,
                    verdict,
                    reason,
                }
            })
            .collect())
    }

    /// The jump with its jumped hole and in words.
    pub fn record(&self, jump: Jump) -> JumpRecord {
        let board = &self.game().board;
        let over = board.between(jump.from, jump.to).unwrap_or(jump.from);
        let name = |k: u8| board.name_of(k);
        JumpRecord {
            from: jump.from,
            over,
            to: jump.to,
            text: self.game().write_move(&jump),
            said: format!(
                "{} jumps over {} to {}",
                name(jump.from),
                name(over),
                name(jump.to)
            ),
        }
    }

    /// The position as one record; with `judge`, the solver's verdict on it.
    pub fn snapshot(&mut self, judge: bool) -> PegSnapshot {
        let (verdict, reason) = if judge {
            match self.judge() {
                Some(Answer::Solved(_)) => (Some("solvable"), None),
                Some(Answer::Unsolvable(why)) => (Some("unsolvable"), Some(why.for_people())),
                Some(Answer::GaveUp(why)) => (Some("unknown"), Some(why.for_people())),
                None => (
                    Some("searching"),
                    Some(format!(
                        "{} positions searched so far",
                        grouped(self.searched())
                    )),
                ),
            }
        } else {
            (None, None)
        };
        let (lost_since, settled) = match verdict {
            Some("unsolvable") => match self.lost_since() {
                Some(since) => (since, true),
                None => (None, false),
            },
            Some("searching") => (None, false),
            _ => (None, true),
        };
        let game = self.game();
        let pegs = self.pegs();
        let board: String = (0..self.holes())
            .map(|k| if pegs >> k & 1 == 1 { 'o' } else { '.' })
            .collect();
        PegSnapshot {
            board,
            step: self.session.moves_made() as usize,
            pegs: pegs.count_ones(),
            empty: game.names(game.board.full() & !game.start),
            last: self.session.last_move().map(|&j| self.record(j)),
            finished: game.legal_moves(&pegs).is_empty(),
            won: game.accepts(pegs),
            verdict,
            settled,
            reason,
            lost_since,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay;

    /// The judge's answer for the current position, asking again while it searches.
    fn decided(s: &mut PegGame) -> Answer {
        loop {
            if let Some(answer) = s.judge() {
                return answer.clone();
            }
        }
    }

    fn hole(s: &PegGame, name: &str) -> u8 {
        s.game().board.parse_hole(name).unwrap()
    }

    #[test]
    fn a_quick_solve_decides_small_problems_and_a_solution_found_elsewhere_is_checked() {
        let mut english = PegGame::new("english", "d4", "d4").unwrap();
        assert!(matches!(english.quick_solution(), Some(Answer::Solved(_))));
        // The French board's classic problem needs the whole search: the page's second
        // thread finds it (another session here) and this one adopts it, checked.
        let mut french = PegGame::new("french", "d3", "d5").unwrap();
        assert!(french.quick_solution().is_none());
        let mut elsewhere = PegGame::new("french", "d3", "d5").unwrap();
        let Answer::Solved(line) = elsewhere.solution().clone() else {
            panic!("French d3 -> d5 is solvable");
        };
        // A line that is legal but stops short, and one with an illegal jump, are refused.
        let short = line[..line.len() - 1].to_vec();
        assert!(french.adopt(short).unwrap_err().contains("do not finish"));
        let reversed: Vec<Jump> = line.iter().rev().copied().collect();
        assert!(french.adopt(reversed).is_err());
        assert!(french.quick_solution().is_none(), "nothing adopted yet");
        french.adopt(line.clone()).unwrap();
        assert_eq!(french.snapshot(false).step, 0);
        assert!(matches!(french.quick_solution(), Some(Answer::Solved(l)) if *l == line));
        french.seek(line.len()).unwrap();
        assert!(french.snapshot(false).won);
    }

    #[test]
    fn the_central_game_is_solved_and_replayed_to_one_peg_on_d4() {
        let mut s = PegGame::new("english", "d4", "d4").unwrap();
        let Answer::Solved(line) = s.solution().clone() else {
            panic!("the central game is solvable")
        };
        assert!(replay(s.game(), line.clone()).unwrap().reached_goal);
        s.seek(line.len()).unwrap();
        let snap = s.snapshot(false);
        let d4 = hole(&s, "d4") as usize;
        assert_eq!(snap.board.len(), 33);
        assert_eq!(snap.board.matches('o').count(), 1);
        assert_eq!(&snap.board[d4..=d4], "o");
        assert!(snap.won && snap.finished && snap.verdict.is_none());
        assert_eq!(snap.step, 31);
        assert!(s.seek(32).is_err());
        s.seek(1).unwrap();
        assert_eq!(s.snapshot(false).last, Some(s.record(line[0])));
        // Following the solution (or the hints) the verdict is the rest of the known line,
        // and each hint is the solution's next jump.
        s.restart();
        for jump in &line {
            assert_eq!(s.hint().unwrap(), s.record(*jump));
            s.apply(jump.from, jump.to).unwrap();
            assert_eq!(s.snapshot(true).verdict, Some("solvable"));
        }
        assert!(s.snapshot(true).won);
    }

    #[test]
    fn the_atlas_of_a_vacancy_marks_the_finishes_the_solver_reaches() {
        let mut s = PegGame::new("english", "d4", "d4").unwrap();
        let d4 = hole(&s, "d4");
        let reach = s.atlas(d4, || true).unwrap();
        assert_eq!(reach.len(), 33);
        let names = s.layout().names;
        let solvable: Vec<&str> = reach
            .iter()
            .filter(|r| r.verdict == "solvable")
            .map(|r| names[r.hole as usize].as_str())
            .collect();
        // The central vacancy: the centre and the four arms' ends (the classes allow no other).
        assert_eq!(solvable, ["d1", "a4", "d4", "g4", "d7"]);
        for r in reach.iter().filter(|r| r.verdict != "solvable") {
            assert!(r.reason.as_ref().unwrap().contains("position classes"));
        }
        assert!(s.atlas(33, || true).is_err());
        // A clock that has run out leaves every finish the classes allow unsearched, and the
        // next ask goes on with them.
        let mut c1 = PegGame::new("english", "c1", "c1").unwrap();
        let c1_hole = hole(&c1, "c1");
        let first = c1.atlas(c1_hole, || false).unwrap();
        assert_eq!(
            first.iter().filter(|r| r.verdict == "unsearched").count(),
            4
        );
        assert!(first.iter().all(|r| r.verdict != "solvable"));
        let then = c1.atlas(c1_hole, || true).unwrap();
        assert_eq!(then.iter().filter(|r| r.verdict == "solvable").count(), 4);
    }

    #[test]
    fn moves_are_checked_judged_and_undone() {
        let mut s = PegGame::new("english", "d4", "d4").unwrap();
        let start = s.snapshot(true);
        assert_eq!(start.verdict, Some("solvable"));
        assert_eq!(start.board.matches('.').count(), 1);
        let (d1, d2, d4, b4) = (
            hole(&s, "d1"),
            hole(&s, "d2"),
            hole(&s, "d4"),
            hole(&s, "b4"),
        );
        assert_eq!(s.apply(d1, d4), Err("d1-d4 is not a jump".into()));
        s.apply(d2, d4).unwrap();
        let snap = s.snapshot(true);
        assert_eq!(snap.step, 1);
        assert_eq!(snap.verdict, Some("solvable"));
        assert_eq!(snap.last.unwrap().said, "d2 jumps over d3 to d4");
        assert_eq!(
            s.toggle(b4),
            Err("the start can be changed only before the first jump".into())
        );
        assert!(s.undo());
        assert_eq!(s.snapshot(true), start);
        assert!(!s.undo());
    }

    /// A session on the English board with pegs on `pegs` only, any finish.
    fn pegs_on(pegs: &[&str]) -> PegGame {
        let full = PegGame::new("english", "", "any").unwrap();
        let names = full.game().names(full.game().board.full());
        let empty: Vec<&str> = names
            .iter()
            .map(|n| n.as_str())
            .filter(|n| !pegs.contains(n))
            .collect();
        PegGame::new("english", &empty.join(","), "any").unwrap()
    }

    #[test]
    fn a_lost_game_says_since_which_jump_and_undoes_to_before_it() {
        // b4, c4, e4: b4-d4 then d4-f4 wins (one peg on f4); c4-a4 leaves a4 and e4, two
        // pegs with no jump between them, so the game is lost since that jump.
        let mut s = pegs_on(&["b4", "c4", "e4"]);
        let (c4, a4) = (hole(&s, "c4"), hole(&s, "a4"));
        s.apply(c4, a4).unwrap();
        let snap = s.snapshot(true);
        assert_eq!(snap.verdict, Some("unsolvable"));
        assert_eq!((snap.lost_since, snap.settled), (Some(1), true));
        s.undo_jumps(1);
        let snap = s.snapshot(true);
        assert_eq!(
            (snap.step, snap.verdict, snap.lost_since),
            (0, Some("solvable"), None)
        );
        // On a winning line nothing is lost.
        let (b4, d4, f4) = (hole(&s, "b4"), hole(&s, "d4"), hole(&s, "f4"));
        s.apply(b4, d4).unwrap();
        assert_eq!(s.snapshot(true).lost_since, None);
        s.apply(d4, f4).unwrap();
        assert!(s.snapshot(true).won);
        // Lost from the start: no jump to blame.
        let mut far = pegs_on(&["a4", "e4"]);
        let snap = far.snapshot(true);
        assert_eq!((snap.verdict, snap.lost_since), (Some("unsolvable"), None));
        assert!(snap.settled);
    }

    /// Plays `line` (jumps written `d2-d4`, space-separated) on session `s`.
    fn play(s: &mut PegGame, line: &str) {
        for jump in line.split(' ') {
            let (from, to) = jump.split_once('-').unwrap();
            let (from, to) = (hole(s, from), hole(s, to));
            s.apply(from, to).unwrap();
        }
    }

    #[test]
    fn a_glance_never_runs_a_slice_and_a_second_session_replays_the_game() {
        // The central game's first jumps, then one (c5-c3) after which a short look and the
        // narrowest beam do not find a line (it loses, as the slices prove).
        let line = "b4-d4 e4-c4 e2-e4 d6-d4 c3-e3";
        let mut glance = PegGame::new("english", "d4", "d4").unwrap();
        glance.set_depth(Depth::Glance);
        let mut full = PegGame::new("english", "d4", "d4").unwrap();
        for jump in line.split(' ').chain(["c5-c3"]) {
            play(&mut glance, jump);
            play(&mut full, jump);
            let before = glance.searched();
            let seen = glance.snapshot(true);
            // A look of JUDGE_LOOK expansions (and the one past it that stops it), never a
            // slice of the exhaustive search.
            let looked = glance.searched() - before;
            assert!(looked <= JUDGE_LOOK + 1, "{jump}: {looked}");
            if seen.settled {
                assert_eq!(seen.verdict, Some("solvable"), "{jump}");
                assert!(matches!(decided(&mut full), Answer::Solved(_)), "{jump}");
            } else {
                assert_eq!((seen.verdict, seen.lost_since), (Some("searching"), None));
                assert_eq!(glance.snapshot(true).verdict, Some("searching"));
            }
        }
        // The page's worker follows the visitor's game by replaying its jumps.
        let mut second = PegGame::new("english", "d4", "d4").unwrap();
        second.replay(&glance.jumps()).unwrap();
        assert_eq!(second.snapshot(false), glance.snapshot(false));
        assert_eq!(second.jumps().len(), 6);
        // An illegal jump is refused and leaves the start.
        let mut illegal = glance.jumps();
        illegal.push(Jump { from: 0, to: 1 });
        assert!(second.replay(&illegal).is_err());
        assert_eq!(
            (second.snapshot(false).step, second.pegs()),
            (0, second.game().start)
        );
    }

    #[test]
    fn a_move_that_loses_flips_the_verdict_and_the_hint_follows_the_solver() {
        // Pegs on b4, c4 and e4 only, any finish: b4-d4 keeps it solvable, c4-a4 loses. A
        // solvable verdict comes with a line that replays to the finish, an unsolvable one
        // with the solver's reason. (The central game's first jumps all stay solvable.)
        let full = PegGame::new("english", "", "any").unwrap();
        let empty: Vec<String> = full.game().names(full.game().board.full());
        let empty: Vec<&String> = empty
            .iter()
            .filter(|n| !["b4", "c4", "e4"].contains(&n.as_str()))
            .collect();
        let empty = empty
            .iter()
            .map(|n| n.as_str())
            .collect::<Vec<_>>()
            .join(",");
        let mut s = PegGame::new("english", &empty, "any").unwrap();
        assert_eq!(s.snapshot(true).verdict, Some("solvable"));
        let (mut won, mut lost) = (0, 0);
        for jump in s.game().legal_moves(&s.pegs()) {
            s.apply(jump.from, jump.to).unwrap();
            let snap = s.snapshot(true);
            let here = Peg {
                start: s.pegs(),
                ..s.game().clone()
            };
            match decided(&mut s) {
                Answer::Solved(line) => {
                    won += 1;
                    assert_eq!(snap.verdict, Some("solvable"));
                    assert!(replay(&here, line.clone()).unwrap().reached_goal);
                    assert_eq!(s.hint().unwrap(), s.record(line[0]));
                }
                Answer::Unsolvable(why) => {
                    lost += 1;
                    assert_eq!(
                        (snap.verdict, snap.reason),
                        (Some("unsolvable"), Some(why.for_people()))
                    );
                    assert!(s
                        .hint()
                        .unwrap_err()
                        .starts_with("no jump wins from here: "));
                }
                Answer::GaveUp(why) => panic!("{why}"),
            }
            assert!(s.undo());
        }
        assert_eq!((won, lost), (1, 1));
    }

    #[test]
    fn the_start_is_edited_hole_by_hole_and_refusals_are_the_solvers() {
        let mut s = PegGame::new("english", "", "any").unwrap();
        assert_eq!(s.snapshot(false).board, "o".repeat(33));
        assert!(s.snapshot(false).finished);
        assert_eq!(s.layout().finish, None);
        let c4 = hole(&s, "c4");
        s.toggle(c4).unwrap();
        assert_eq!(s.snapshot(false).empty, vec!["c4".to_string()]);
        s.toggle(c4).unwrap();
        assert!(s.snapshot(false).empty.is_empty());
        assert!(s.toggle(40).is_err());
        let mut french = PegGame::new("french", "d4", "d4").unwrap();
        let snap = french.snapshot(true);
        assert_eq!(snap.verdict, Some("unsolvable"));
        assert!(snap.reason.unwrap().contains("position classes"));
        assert!(french.seek(0).unwrap_err().contains("position classes"));
        assert!(PegGame::new("english", "d4,zz", "d4").is_err());
        let layout = PegGame::new("wiegleb", " e5 ", "e5").unwrap().layout();
        assert_eq!(
            (layout.side, layout.holes.len(), layout.names[0].as_str()),
            (9, 45, "d1")
        );
        assert_eq!((layout.grid, layout.points[0]), ("square", [3.0, 0.0]));
        let triangle = PegGame::new("triangle5", "a1", "a1").unwrap().layout();
        assert_eq!((triangle.grid, triangle.points.len()), ("triangle", 15));
        assert_eq!(triangle.points[0], [2.0, 0.0]);
    }
}
