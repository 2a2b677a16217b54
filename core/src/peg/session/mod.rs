//! One visitor's game of peg solitaire, for any shell: the start can be edited hole by hole
//! before the first jump, jumps are made and taken back (the core's `game::Session` keeps
//! them), the position after any number of jumps of the solver's solution can be shown, and
//! every position is judged by the solver (still solvable or not, with the same finish)
//! with bounded memory. Everything here is the core's: a shell only draws what it is told.
//!
//! - this file: the game itself (setting up, jumping, taking back, replaying, seeking);
//! - [`judge`]: the live verdict of each position, since which jump a game is lost, hints;
//! - [`atlas`]: where the last peg can end from a single vacancy;
//! - [`position`]: the current position's facts and its [`Judgement`].

use super::backward::MAX_BACKWARD;
use super::classify::Atlas;
use super::reason::Reason;
use super::rules::{Finish, Jump, Peg};
use super::solve::{solve_capped, solve_quick, Answer, Solver, LINEAR_BUDGET, LINEAR_JUMPS};
use crate::fact;
use crate::game::{self, Rules};
use crate::message::Message;
use std::collections::HashMap;

mod atlas;
mod judge;
mod position;

pub use atlas::{Reach, ATLAS_DEAD};
pub use judge::{
    JUDGE_BACKWARD, JUDGE_BEAMS, JUDGE_DEAD, JUDGE_LINEAR_BUDGET, JUDGE_LINEAR_JUMPS, JUDGE_LOOK,
    JUDGE_SLICE,
};
pub use position::{Judgement, Verdict};

/// The most dead positions the search for a solution from the start keeps (a few seconds in
/// the browser at most, BENCHMARKS.md); past it the answer is that the search gave up.
pub const SOLVE_DEAD: usize = 500_000;

/// The positions [`PegGame::quick_solution`] expands: a short wait, enough for the
/// English board's and the small triangles' problems; the page leaves larger searches to
/// its second thread.
pub const QUICK_SOLVE: u64 = 50_000;

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
    pub fn new(board: &str, empty: &str, finish: &str) -> Result<PegGame, Message> {
        let names: Vec<&str> = empty
            .split(',')
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .collect();
        let game = Peg::new(board, &names, finish).map_err(|e| e.fact())?;
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

    /// The number of holes: hole numbers run from 0 to this minus one.
    pub fn holes(&self) -> usize {
        self.game().board.holes()
    }

    /// Empties a hole holding a peg, or fills an empty one, at the start. Only before the
    /// first jump: afterwards the start is what the jumps were made from.
    pub fn toggle(&mut self, hole: u8) -> Result<(), Message> {
        if self.session.can_undo() {
            return Err(fact!("peg-start-fixed"));
        }
        if hole as usize >= self.holes() {
            return Err(fact!("peg-hole-off-board"));
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
    pub fn adopt(&mut self, line: Vec<Jump>) -> Result<(), Message> {
        self.replay(&line)?;
        let pegs = self.pegs();
        self.restart();
        if !self.session.game().accepts(pegs) {
            return Err(fact!("peg-jumps-do-not-finish", jumps = line.len()));
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
    pub fn replay(&mut self, jumps: &[Jump]) -> Result<(), Message> {
        self.restart();
        for jump in jumps {
            if let Err(why) = self.apply(jump.from, jump.to) {
                self.restart();
                return Err(why);
            }
        }
        Ok(())
    }

    /// Makes the jump `from`-`to`, or says why it is illegal (a fact).
    pub fn apply(&mut self, from: u8, to: u8) -> Result<(), Message> {
        let jump = Jump { from, to };
        let before = self.pegs();
        self.session.play(jump).map_err(|illegal| illegal.fact())?;
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
    pub fn seek(&mut self, step: usize) -> Result<(), Message> {
        let line = match self.solution() {
            Answer::Solved(line) => line.clone(),
            Answer::Unsolvable(why) | Answer::GaveUp(why) => return Err(why.fact()),
        };
        if step > line.len() {
            return Err(fact!("peg-step-range", most = line.len(), step = step));
        }
        self.restart();
        for &jump in &line[..step] {
            self.apply(jump.from, jump.to)?;
        }
        Ok(())
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
        assert_eq!(
            french.adopt(short).unwrap_err().id,
            "peg-jumps-do-not-finish"
        );
        let reversed: Vec<Jump> = line.iter().rev().copied().collect();
        assert!(french.adopt(reversed).is_err());
        assert!(french.quick_solution().is_none(), "nothing adopted yet");
        french.adopt(line.clone()).unwrap();
        assert_eq!(french.step(), 0);
        assert!(matches!(french.quick_solution(), Some(Answer::Solved(l)) if *l == line));
        french.seek(line.len()).unwrap();
        assert!(french.won());
    }

    #[test]
    fn the_central_game_is_solved_and_replayed_to_one_peg_on_d4() {
        let mut s = PegGame::new("english", "d4", "d4").unwrap();
        let Answer::Solved(line) = s.solution().clone() else {
            panic!("the central game is solvable")
        };
        assert!(replay(s.game(), line.clone()).unwrap().reached_goal);
        s.seek(line.len()).unwrap();
        let d4 = hole(&s, "d4");
        assert_eq!(s.holes(), 33);
        assert_eq!(s.pegs(), 1 << d4);
        assert!(s.won() && s.finished());
        assert_eq!(s.step(), 31);
        assert!(s.seek(32).is_err());
        s.seek(1).unwrap();
        assert_eq!(s.last_jump(), Some(line[0]));
        // Following the solution (or the hints) the verdict is the rest of the known line,
        // and each hint is the solution's next jump.
        s.restart();
        for jump in &line {
            assert_eq!(s.hint().unwrap(), *jump);
            s.apply(jump.from, jump.to).unwrap();
            assert_eq!(s.judgement().verdict, Verdict::Solvable);
        }
        assert!(s.won());
    }

    #[test]
    fn the_atlas_of_a_vacancy_marks_the_finishes_the_solver_reaches() {
        let mut s = PegGame::new("english", "d4", "d4").unwrap();
        let d4 = hole(&s, "d4");
        let reach = s.atlas(d4, || true).unwrap();
        assert_eq!(reach.len(), 33);
        let names = s.game().names(s.game().board.full());
        let solvable: Vec<&str> = reach
            .iter()
            .filter(|r| r.verdict == Verdict::Solvable)
            .map(|r| names[r.hole as usize].as_str())
            .collect();
        // The central vacancy: the centre and the four arms' ends (the classes allow no other).
        assert_eq!(solvable, ["d1", "a4", "d4", "g4", "d7"]);
        for r in reach.iter().filter(|r| r.verdict != Verdict::Solvable) {
            assert_eq!(r.reason.as_ref().unwrap().id, "peg-why-classes");
        }
        assert!(s.atlas(33, || true).is_err());
        // A clock that has run out leaves every finish the classes allow unsearched, and the
        // next ask goes on with them.
        let mut c1 = PegGame::new("english", "c1", "c1").unwrap();
        let c1_hole = hole(&c1, "c1");
        let first = c1.atlas(c1_hole, || false).unwrap();
        assert_eq!(
            first
                .iter()
                .filter(|r| r.verdict == Verdict::Searching)
                .count(),
            4
        );
        assert!(first.iter().all(|r| r.verdict != Verdict::Solvable));
        let then = c1.atlas(c1_hole, || true).unwrap();
        assert_eq!(
            then.iter()
                .filter(|r| r.verdict == Verdict::Solvable)
                .count(),
            4
        );
    }

    #[test]
    fn moves_are_checked_judged_and_undone() {
        let mut s = PegGame::new("english", "d4", "d4").unwrap();
        let start = (s.pegs(), s.step(), s.last_jump(), s.judgement());
        assert_eq!(start.3.verdict, Verdict::Solvable);
        assert_eq!(s.pegs().count_ones() as usize, s.holes() - 1);
        let (d1, d2, d4, b4) = (
            hole(&s, "d1"),
            hole(&s, "d2"),
            hole(&s, "d4"),
            hole(&s, "b4"),
        );
        assert_eq!(
            s.apply(d1, d4),
            Err(fact!("peg-not-a-jump", jump = "d1-d4"))
        );
        s.apply(d2, d4).unwrap();
        assert_eq!(s.step(), 1);
        assert_eq!(s.judgement().verdict, Verdict::Solvable);
        assert_eq!(
            s.said(s.last_jump().unwrap()),
            fact!("peg-jump-said", from = "d2", over = "d3", to = "d4")
        );
        assert_eq!(s.toggle(b4), Err(fact!("peg-start-fixed")));
        assert!(s.undo());
        assert_eq!((s.pegs(), s.step(), s.last_jump(), s.judgement()), start);
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
        let judged = s.judgement();
        assert_eq!(judged.verdict, Verdict::Unsolvable);
        assert_eq!((judged.lost_since, judged.settled), (Some(1), true));
        s.undo_jumps(1);
        let judged = s.judgement();
        assert_eq!(
            (s.step(), judged.verdict, judged.lost_since),
            (0, Verdict::Solvable, None)
        );
        // On a winning line nothing is lost.
        let (b4, d4, f4) = (hole(&s, "b4"), hole(&s, "d4"), hole(&s, "f4"));
        s.apply(b4, d4).unwrap();
        assert_eq!(s.judgement().lost_since, None);
        s.apply(d4, f4).unwrap();
        assert!(s.won());
        // Lost from the start: no jump to blame.
        let mut far = pegs_on(&["a4", "e4"]);
        let judged = far.judgement();
        assert_eq!(
            (judged.verdict, judged.lost_since),
            (Verdict::Unsolvable, None)
        );
        assert!(judged.settled);
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
            let seen = glance.judgement();
            // A look of JUDGE_LOOK expansions (and the one past it that stops it), never a
            // slice of the exhaustive search.
            let looked = glance.searched() - before;
            assert!(looked <= JUDGE_LOOK + 1, "{jump}: {looked}");
            if seen.settled {
                assert_eq!(seen.verdict, Verdict::Solvable, "{jump}");
                assert!(matches!(decided(&mut full), Answer::Solved(_)), "{jump}");
            } else {
                assert_eq!((seen.verdict, seen.lost_since), (Verdict::Searching, None));
                assert_eq!(glance.judgement().verdict, Verdict::Searching);
            }
        }
        // The page's worker follows the visitor's game by replaying its jumps.
        let mut second = PegGame::new("english", "d4", "d4").unwrap();
        second.replay(&glance.jumps()).unwrap();
        let shown = |s: &PegGame| (s.pegs(), s.step(), s.last_jump(), s.start_empty());
        assert_eq!(shown(&second), shown(&glance));
        assert_eq!(second.jumps().len(), 6);
        // An illegal jump is refused and leaves the start.
        let mut illegal = glance.jumps();
        illegal.push(Jump { from: 0, to: 1 });
        assert!(second.replay(&illegal).is_err());
        assert_eq!((second.step(), second.pegs()), (0, second.game().start));
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
        assert_eq!(s.judgement().verdict, Verdict::Solvable);
        let (mut won, mut lost) = (0, 0);
        for jump in s.game().legal_moves(&s.pegs()) {
            s.apply(jump.from, jump.to).unwrap();
            let judged = s.judgement();
            let here = Peg {
                start: s.pegs(),
                ..s.game().clone()
            };
            match decided(&mut s) {
                Answer::Solved(line) => {
                    won += 1;
                    assert_eq!(judged.verdict, Verdict::Solvable);
                    assert!(replay(&here, line.clone()).unwrap().reached_goal);
                    assert_eq!(s.hint().unwrap(), line[0]);
                }
                Answer::Unsolvable(why) => {
                    lost += 1;
                    assert_eq!(
                        (judged.verdict, judged.reason),
                        (Verdict::Unsolvable, Some(why.fact()))
                    );
                    assert!(s.hint().unwrap_err().id.starts_with("peg-hint-none"));
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
        assert_eq!((s.holes(), s.pegs()), (33, s.game().board.full()));
        assert!(s.finished());
        assert_eq!(s.game().finish, Finish::Any);
        let c4 = hole(&s, "c4");
        s.toggle(c4).unwrap();
        assert_eq!(s.start_empty(), vec!["c4".to_string()]);
        s.toggle(c4).unwrap();
        assert!(s.start_empty().is_empty());
        assert!(s.toggle(40).is_err());
        let mut french = PegGame::new("french", "d4", "d4").unwrap();
        let judged = french.judgement();
        assert_eq!(judged.verdict, Verdict::Unsolvable);
        assert_eq!(judged.reason.unwrap().id, "peg-why-classes");
        assert_eq!(french.seek(0).unwrap_err().id, "peg-why-classes");
        assert!(PegGame::new("english", "d4,zz", "d4").is_err());
    }
}
