//! The paper's dynamic programme for 1-D Push-* (Andreica and Tapus §3.1): states (square i, empty
//! squares j to its left) with everything right of i untouched, and moves local to the interval
//! [i − j, …], never re-entering an earlier interval. Kept as the object checked against `solve`.

use super::{Move, Push, State};
use crate::game::{OnePlayer, Rules};
use crate::search::cheapest::cheapest_path;
use crate::search::Priced;

/// A state of the whole game plus the paper's DP state: `at` is the square i of the last DP
/// state (the robot stood there with every square beyond it as at the start) and `floor` is
/// i − j, the first square of its interval. Squares left of `floor` are an earlier interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DpState {
    pub game: State,
    pub at: usize,
    pub floor: usize,
}

/// Push-* restricted as the paper's claim allows: the robot never enters, and no push changes,
/// a square left of the current interval. Its least energy is the DP's minimum E[N, j].
struct Restricted<'a>(&'a Push);

impl Restricted<'_> {
    /// The DP state the robot is in after a move: a new one (i′, j′) when it stands right of
    /// `at` with every square beyond it untouched, as E[i′, j′] is defined.
    fn advance(&self, s: &mut DpState) {
        let r = s.game.robot;
        let beyond = |b: u64| b.checked_shr(r as u32 + 1).unwrap_or(0);
        if r <= s.at || beyond(s.game.blocks) != beyond(self.0.blocks) {
            return;
        }
        let mut lo = r;
        while lo > s.floor && s.game.blocks >> (lo - 1) & 1 == 0 {
            lo -= 1;
        }
        s.at = r;
        s.floor = lo;
    }
}

impl Rules for Restricted<'_> {
    type State = DpState;
    type Move = Move;
    type Undo = DpState;
    type Illegal = String;

    fn start(&self) -> DpState {
        DpState {
            game: self.0.start(),
            at: 0,
            floor: 0,
        }
    }

    fn legal_moves(&self, s: &DpState) -> Vec<Move> {
        let mut moves = self.0.legal_moves(&s.game);
        moves.retain(|mv| self.after(s, mv).is_ok());
        moves
    }

    fn apply(&self, s: &mut DpState, mv: &Move) -> Result<DpState, String> {
        let before = *s;
        let mut game = s.game;
        self.0.apply(&mut game, mv).map_err(|m| m.to_string())?;
        let left = (1u64 << s.floor) - 1;
        if game.robot < s.floor || (game.blocks ^ s.game.blocks) & left != 0 {
            return Err("the paper's DP never goes back to an earlier interval".into());
        }
        s.game = game;
        self.advance(s);
        Ok(before)
    }

    fn undo(&self, s: &mut DpState, _: &Move, undo: DpState) {
        *s = undo;
    }
}

impl OnePlayer for Restricted<'_> {
    fn is_goal(&self, s: &DpState) -> bool {
        self.0.is_goal(&s.game)
    }
    fn cost(&self, s: &DpState, mv: &Move) -> u64 {
        self.0.cost(&s.game, mv)
    }
}

impl Push {
    /// The least energy and a line of moves under the paper's DP, `Ok(None)` when it reaches no
    /// final state. Every DP line is a legal line of the game, so this is never below
    /// [`Push::solve`]; it is above it exactly when the paper's claim fails on this board.
    pub fn solve_dp(&self) -> Result<Option<Priced<Move>>, String> {
        let game = Restricted(self);
        cheapest_path(&game, game.start(), super::MAX_STATES).map_err(|e| e.to_string())
    }
}

/// Push-* where the robot, once on a square of the board's k-th run of empty squares (as at
/// the start), never again stands on a square of an earlier run: the paper's claim itself,
/// about the robot only (blocks may be pushed anywhere).
struct Forward<'a> {
    game: &'a Push,
    /// The run of empty squares each square lies in at the start (`None` on a block).
    run: Vec<Option<usize>>,
}

impl Rules for Forward<'_> {
    type State = (State, usize);
    type Move = Move;
    type Undo = (State, usize);
    type Illegal = String;

    fn start(&self) -> (State, usize) {
        (self.game.start(), 0)
    }

    fn legal_moves(&self, s: &(State, usize)) -> Vec<Move> {
        let mut moves = self.game.legal_moves(&s.0);
        moves.retain(|mv| self.after(s, mv).is_ok());
        moves
    }

    fn apply(&self, s: &mut (State, usize), mv: &Move) -> Result<(State, usize), String> {
        let before = *s;
        let mut game = s.0;
        self.game.apply(&mut game, mv).map_err(|m| m.to_string())?;
        match self.run[game.robot] {
            Some(x) if x < s.1 => return Err("back to an earlier interval".into()),
            Some(x) => s.1 = x,
            None => {}
        }
        s.0 = game;
        Ok(before)
    }

    fn undo(&self, s: &mut (State, usize), _: &Move, undo: (State, usize)) {
        *s = undo;
    }
}

impl OnePlayer for Forward<'_> {
    fn is_goal(&self, s: &(State, usize)) -> bool {
        self.game.is_goal(&s.0)
    }
    fn cost(&self, s: &(State, usize), mv: &Move) -> u64 {
        self.game.cost(&s.0, mv)
    }
}

impl Push {
    /// The least energy when the robot never returns to an earlier run of empty squares: equal
    /// to [`Push::solve`] on every board exactly when the paper's claim holds.
    pub fn solve_forward(&self) -> Result<Option<Priced<Move>>, String> {
        let mut run = Vec::with_capacity(self.squares);
        let mut count = 0;
        for s in 0..self.squares {
            let empty = self.blocks >> s & 1 == 0;
            if empty && (s == 0 || self.blocks >> (s - 1) & 1 == 1) && s > 0 {
                count += 1;
            }
            run.push(empty.then_some(count));
        }
        let game = Forward { game: self, run };
        cheapest_path(&game, game.start(), super::MAX_STATES).map_err(|e| e.to_string())
    }
}
