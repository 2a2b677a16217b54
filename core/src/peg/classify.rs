//! Every single-vacancy problem of a board at once ("hole v empty at the start, the last
//! peg on f", for all v and f): the position classes refuse most at once, and of the rest
//! one problem per orbit is searched. Its solution is carried to the other problems of the
//! orbit by the board's symmetries and by Beasley's duality (a solution's jumps in reverse
//! order solve f → v), so every answer is still a line of jumps that a checker can replay,
//! or a proof of impossibility.

use super::reason::Reason;
use super::rules::{Finish, Jump, Peg};
#[cfg(test)]
use super::solve::solve;
use super::solve::{solve_capped, Answer, MAX_DEAD};
use super::Board;
use crate::fact;
use crate::message::Message;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The answer for one problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A line of jumps from the board less the vacancy to one peg on the finish.
    Solved(Vec<Jump>),
    /// Why no line exists (the class argument, a pagoda function or an exhaustive search).
    Unsolvable(Refusal),
    /// The solver gave up within its limits; the reason says which.
    Undecided(Reason),
}

/// Why a problem has no line: the proof, and the problem of the orbit it was shown for when
/// an exhaustive search showed it (the same problem up to symmetry and reversal), by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub why: Reason,
    pub shown_for: Option<(String, String)>,
}

impl Refusal {
    /// The fact for people to read (`peg-atlas-shown-for` around the proof's own fact).
    pub fn fact(&self) -> Message {
        match &self.shown_for {
            None => self.why.fact(),
            Some((vacancy, finish)) => fact!(
                "peg-atlas-shown-for",
                why = self.why.fact(),
                vacancy = vacancy.as_str(),
                finish = finish.as_str()
            ),
        }
    }
}

/// The English sentence `movelab peg --atlas --format json` has always given as a reason,
/// which scripts read.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.why)?;
        if let Some((nv, nf)) = &self.shown_for {
            write!(
                f,
                " (shown for {nv} to {nf}, the same problem up to symmetry and reversal)"
            )?;
        }
        Ok(())
    }
}

/// `verdicts[v][f]` for every vacancy v and finish f of `board` (hole numbers); a search
/// that gives up leaves its orbit `Undecided`. The orbits' searches are independent and
/// share the machine's cores.
pub fn single_vacancy(board: &Board) -> Vec<Vec<Verdict>> {
    single_vacancy_capped(board, MAX_DEAD)
}

/// [`single_vacancy`] with each search remembering at most `capacity` dead positions (the
/// command line's atlas keeps each undecided orbit to a few seconds).
pub fn single_vacancy_capped(board: &Board, capacity: usize) -> Vec<Vec<Verdict>> {
    let n = board.holes();
    let mut table: Vec<Vec<Option<Verdict>>> = vec![vec![None; n]; n];
    let mut searched = vec![vec![false; n]; n];
    let mut orbits = Vec::new();
    for v in 0..n as u8 {
        for f in 0..n as u8 {
            let game = problem(board, v, f);
            if let Some(why) = game.refusal_at_once(game.start) {
                table[v as usize][f as usize] = Some(Verdict::Unsolvable(Refusal {
                    why,
                    shown_for: None,
                }));
            } else if !searched[v as usize][f as usize] {
                for sym in &board.symmetries {
                    let (sv, sf) = (sym[v as usize] as usize, sym[f as usize] as usize);
                    searched[sv][sf] = true;
                    searched[sf][sv] = true;
                }
                orbits.push((v, f));
            }
        }
    }
    let answers = on_every_core(&orbits, |&(v, f)| {
        solve_capped(&problem(board, v, f), capacity)
    });
    for (&(v, f), answer) in orbits.iter().zip(answers) {
        match answer {
            Answer::Solved(line) => spread(board, &mut table, v, f, &line),
            Answer::Unsolvable(why) => spread_refusal(board, &mut table, v, f, &why),
            Answer::GaveUp(why) => {
                for sym in &board.symmetries {
                    let (sv, sf) = (sym[v as usize] as usize, sym[f as usize] as usize);
                    for (a, b) in [(sv, sf), (sf, sv)] {
                        table[a][b].get_or_insert_with(|| Verdict::Undecided(why.clone()));
                    }
                }
            }
        }
    }
    table
        .into_iter()
        .map(|row| row.into_iter().map(|cell| cell.expect("filled")).collect())
        .collect()
}

/// The atlas asked for one vacancy at a time (the page's "from this empty hole you can
/// finish on these holes"): each answer found is carried to its problem's images under the
/// board's symmetries and to its reversal f → v (Beasley's duality, as in
/// [`single_vacancy`]), so the vacancies asked later are mostly answered already.
pub struct Atlas {
    board: Board,
    /// `table[v][f]`: the answer for vacancy v, last peg on f, once known.
    table: Vec<Vec<Option<Answer>>>,
    capacity: usize,
}

impl Atlas {
    /// Each search remembers at most `capacity` dead positions (past it: `GaveUp`).
    pub fn new(board: &Board, capacity: usize) -> Atlas {
        let n = board.holes();
        Atlas {
            board: board.clone(),
            table: vec![vec![None; n]; n],
            capacity,
        }
    }

    /// Every problem with `v` empty at the start, one answer per finish hole.
    pub fn vacancy(&mut self, v: u8) -> Vec<Answer> {
        self.vacancy_while(v, || true)
            .into_iter()
            .map(|a| a.expect("every finish searched"))
            .collect()
    }

    /// [`Atlas::vacancy`], asking `more` before each search: once it says no, the finishes
    /// not answered yet are `None` (a later call goes on with them). The page bounds a
    /// click's time this way.
    pub fn vacancy_while(&mut self, v: u8, mut more: impl FnMut() -> bool) -> Vec<Option<Answer>> {
        let board = self.board.clone();
        let mut stopped = false;
        for f in 0..board.holes() as u8 {
            if self.table[v as usize][f as usize].is_some() {
                continue;
            }
            let game = problem(&board, v, f);
            // Out of time: the classes and the recorded runs still answer (at once); searches wait
            // for a later call.
            if game.refusal_at_once(game.start).is_none() && (stopped || !more()) {
                stopped = true;
                continue;
            }
            let answer = match game.refusal_at_once(game.start) {
                Some(why) => Answer::Unsolvable(why),
                None => solve_capped(&game, self.capacity),
            };
            match &answer {
                Answer::Solved(line) => {
                    let back = dual(line);
                    for sym in &board.symmetries {
                        let (sv, sf) = (sym[v as usize] as usize, sym[f as usize] as usize);
                        let image = |l: &[Jump]| Answer::Solved(map_line(sym, l));
                        self.table[sv][sf].get_or_insert_with(|| image(line));
                        self.table[sf][sv].get_or_insert_with(|| image(&back));
                    }
                }
                // A proof by search holds for the problem's images and its reversal; the
                // classes are asked of each problem itself (they name the finish).
                Answer::Unsolvable(why) if !matches!(why, Reason::Classes { .. }) => {
                    for sym in &board.symmetries {
                        let (sv, sf) = (sym[v as usize] as usize, sym[f as usize] as usize);
                        for (a, b) in [(sv, sf), (sf, sv)] {
                            self.table[a][b].get_or_insert_with(|| answer.clone());
                        }
                    }
                }
                _ => {}
            }
            self.table[v as usize][f as usize].get_or_insert(answer);
        }
        self.table[v as usize].clone()
    }
}

/// A line of jumps mapped hole by hole by a symmetry of the board.
fn map_line(sym: &[u8], line: &[Jump]) -> Vec<Jump> {
    line.iter()
        .map(|j| Jump {
            from: sym[j.from as usize],
            to: sym[j.to as usize],
        })
        .collect()
}

/// `work` on every item, the items shared out to one thread per core as each finishes its
/// last (on one core, or where threads are not available, in this thread); results in the
/// items' order.
fn on_every_core<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores < 2 || items.len() < 2 {
        return items.iter().map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores.min(items.len()))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(k) else { break mine };
                        mine.push((k, work(item)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a search thread panicked"))
            .collect()
    });
    done.sort_unstable_by_key(|&(k, _)| k);
    done.into_iter().map(|(_, r)| r).collect()
}

/// Vacancy `v`, last peg on `f`.
pub fn problem(board: &Board, v: u8, f: u8) -> Peg {
    Peg {
        board: board.clone(),
        start: board.full() & !(1u64 << v),
        finish: Finish::Hole(f),
    }
}

/// Beasley's duality: the complement of a position after a jump a→c (pegs on a and b, the
/// hole c) allows the same jump a→c back to the complement of the position before, so the
/// jumps of a solution of v → f, in reverse order, solve f → v.
fn dual(line: &[Jump]) -> Vec<Jump> {
    line.iter().rev().copied().collect()
}

/// Records `line` (a solution of v → f) and its images under every symmetry, for the
/// problem and its dual, where nothing is recorded yet.
fn spread(board: &Board, table: &mut [Vec<Option<Verdict>>], v: u8, f: u8, line: &[Jump]) {
    let back = dual(line);
    for sym in &board.symmetries {
        let image = |l: &[Jump]| map_line(sym, l);
        let (sv, sf) = (sym[v as usize] as usize, sym[f as usize] as usize);
        table[sv][sf].get_or_insert_with(|| Verdict::Solved(image(line)));
        table[sf][sv].get_or_insert_with(|| Verdict::Solved(image(&back)));
    }
}

/// An exhaustive search's refusal of v → f holds for its images and its dual as well.
fn spread_refusal(board: &Board, table: &mut [Vec<Option<Verdict>>], v: u8, f: u8, why: &Reason) {
    let (nv, nf) = (board.name_of(v), board.name_of(f));
    for sym in &board.symmetries {
        let (sv, sf) = (sym[v as usize] as usize, sym[f as usize] as usize);
        for (a, b) in [(sv, sf), (sf, sv)] {
            table[a][b].get_or_insert_with(|| {
                Verdict::Unsolvable(Refusal {
                    why: why.clone(),
                    shown_for: Some((nv.clone(), nf.clone())),
                })
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::replay;

    /// On a small board every verdict is checked: each line replays to its finish, and each
    /// refusal agrees with a direct search of that very problem.
    #[test]
    fn every_verdict_of_a_small_board_is_checked() {
        let mut solved = 0;
        for board in [
            Board::from_shape("square4", 4, |_, _| true),
            Board::from_shape("plus5", 5, |r, c| {
                (1..4).contains(&r) || (1..4).contains(&c)
            }),
        ] {
            solved += check_every_verdict(&board);
        }
        assert!(solved > 0);
    }

    /// One vacancy's answers, as the page's atlas asks for them, say what the whole table
    /// says, and each line replays.
    #[test]
    fn one_vacancy_at_a_time_agrees_with_the_whole_table() {
        let board = Board::from_shape("plus5", 5, |r, c| {
            (1..4).contains(&r) || (1..4).contains(&c)
        });
        let table = single_vacancy(&board);
        let mut atlas = Atlas::new(&board, MAX_DEAD);
        // In an order that leaves some answers found and some carried over.
        for v in (0..board.holes() as u8).rev() {
            for (f, answer) in atlas.vacancy(v).into_iter().enumerate() {
                let game = problem(&board, v, f as u8);
                match (answer, &table[v as usize][f]) {
                    (Answer::Solved(line), Verdict::Solved(_)) => {
                        assert!(replay(&game, line).unwrap().reached_goal, "{v} -> {f}")
                    }
                    (Answer::Unsolvable(_), Verdict::Unsolvable(_)) => {}
                    (answer, verdict) => panic!("{v} -> {f}: {answer:?} but {verdict:?}"),
                }
            }
        }
    }

    /// A refusal carried over from another problem of the orbit says so: in English for the
    /// atlas's JSON, as a fact around the proof's own for people.
    #[test]
    fn a_refusal_carried_over_names_the_problem_it_was_shown_for() {
        let why = Reason::Classes { finish: None };
        let carried = Refusal {
            why: why.clone(),
            shown_for: Some(("a2".into(), "b4".into())),
        };
        assert_eq!(
            carried.to_string(),
            format!("{why} (shown for a2 to b4, the same problem up to symmetry and reversal)")
        );
        assert_eq!(
            carried.fact(),
            fact!(
                "peg-atlas-shown-for",
                why = why.fact(),
                vacancy = "a2",
                finish = "b4"
            )
        );
        let own = Refusal {
            why: why.clone(),
            shown_for: None,
        };
        assert_eq!((own.to_string(), own.fact()), (why.to_string(), why.fact()));
    }

    /// How many problems of `board` are solved; panics on a verdict that does not hold.
    fn check_every_verdict(board: &Board) -> usize {
        let table = single_vacancy(board);
        let mut solved = 0;
        for v in 0..board.holes() as u8 {
            for f in 0..board.holes() as u8 {
                let game = problem(board, v, f);
                match &table[v as usize][f as usize] {
                    Verdict::Solved(line) => {
                        let verdict = replay(&game, line.iter().copied()).unwrap();
                        assert!(verdict.reached_goal, "{v} -> {f}");
                        solved += 1;
                    }
                    Verdict::Unsolvable(_) => {
                        assert!(!matches!(solve(&game), Answer::Solved(_)), "{v} -> {f}")
                    }
                    Verdict::Undecided(why) => panic!("{v} -> {f}: {why}"),
                }
            }
        }
        solved
    }
}
