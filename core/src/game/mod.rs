//! The contract every game implements, in layers: [`Rules`] for any game (positions, moves,
//! applying and undoing one, why a move is illegal), [`Notation`] for reading and writing
//! moves, [`OnePlayer`] for puzzles with a goal, [`Impartial`] for two-player games in which
//! both players have the same moves, [`ZeroSum`] for two-player games whose players have
//! moves of their own and a final score (tic-tac-toe), and [`Timeline`] for anything that
//! plays over time.
//! Searches (`crate::search`), replay, the game session ([`Session`], two players in
//! [`Versus`]) and the judges are written once against these traits.

pub mod recording;
pub mod replay;
pub mod session;
pub mod settings;
pub mod versus;

pub use recording::Recording;
pub use replay::{replay, StepError, Verdict};
pub use session::Session;
pub use settings::{Setting, Settings};
pub use versus::Versus;

use std::fmt;

/// The rules of one game of one size: where it starts and which moves are legal.
pub trait Rules {
    /// A position. Searches that remember positions add `Eq + Hash` where they need it.
    type State: Clone + fmt::Debug;
    /// One move.
    type Move: Clone + PartialEq + fmt::Debug;
    /// What undoing a move needs besides the move itself (`()` when the move says it all).
    type Undo;
    /// Why a move is illegal. People read it: a plain sentence such as "d3 is empty".
    type Illegal: fmt::Display + fmt::Debug;

    /// The position the game starts from.
    fn start(&self) -> Self::State;
    /// Every legal move from `state`, in an order fixed by the state alone, so that searches
    /// and their tests are deterministic.
    fn legal_moves(&self, state: &Self::State) -> Vec<Self::Move>;
    /// Checks `mv` and makes it, or says why it is illegal and leaves `state` as it was.
    fn apply(&self, state: &mut Self::State, mv: &Self::Move) -> Result<Self::Undo, Self::Illegal>;
    /// Takes back `mv`, which [`Rules::apply`] made on this state and answered with `undo`.
    fn undo(&self, state: &mut Self::State, mv: &Self::Move, undo: Self::Undo);

    /// The position after `mv`, leaving `state` as it is.
    fn after(&self, state: &Self::State, mv: &Self::Move) -> Result<Self::State, Self::Illegal> {
        let mut next = state.clone();
        self.apply(&mut next, mv)?;
        Ok(next)
    }
}

/// How moves are written: the command line prints and `verify` reads them this way, and
/// the page shows them in its sentences.
pub trait Notation: Rules {
    fn write_move(&self, mv: &Self::Move) -> String;
    /// A move from its written form, or a sentence saying why the text is not one. Whether
    /// the move is legal is [`Rules::apply`]'s to say.
    fn parse_move(&self, text: &str) -> Result<Self::Move, String>;
}

/// A puzzle for one player: reach a goal at the least cost (by default, in the fewest moves).
pub trait OnePlayer: Rules {
    fn is_goal(&self, state: &Self::State) -> bool;

    /// What one move costs (energy in Push-*); 1 unless the game says otherwise. Searches
    /// that count moves rather than cost use games whose cost is always 1.
    fn cost(&self, _state: &Self::State, _mv: &Self::Move) -> u64 {
        1
    }

    /// Whether every move costs 1, so that a line's cost is its length and counting it needs
    /// no replay (a checker row of two million squares says so). False unless the game
    /// says it: a game that does not know is replayed, which is slower but right.
    fn unit_cost(&self) -> bool {
        false
    }

    /// A lower bound on the cost from `state` to a goal, proved for every legal move
    /// (admissible), or `None` when `state` provably cannot reach a goal. Searches prune
    /// with it, so a wrong bound loses solutions: each game cites the proof it follows.
    fn lower_bound(&self, _state: &Self::State) -> Option<u64> {
        Some(0)
    }

    /// The least cost from the start, when the game knows it in closed form.
    fn optimum(&self) -> Option<u64> {
        None
    }

    /// The quantities a lower-bound proof counts on `state` (inversions and the like), for
    /// readouts that show the proof at work.
    fn measures(&self, _state: &Self::State) -> Vec<Measure> {
        Vec::new()
    }
}

/// A named quantity of a position, e.g. `inversions = 6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measure {
    pub name: &'static str,
    pub value: u64,
}

/// Who wins a two-player game with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins (an N-position).
    First,
    /// The player to move loses (a P-position).
    Second,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::First => "first",
            Outcome::Second => "second",
        })
    }
}

/// A two-player game in which both players have the same moves and the player who cannot
/// move loses (normal play) or, for a misère game, wins.
pub trait Impartial: Rules {
    /// The Grundy value of `state` under normal play. A misère game gives 0 for a position
    /// the player to move loses and 1 for one they win (docs/design.md), so that 0 always marks
    /// a P-position. `None` when the value is not known: a heap past the table made and no
    /// period certified to reach it.
    fn grundy(&self, state: &Self::State) -> Option<u64>;

    /// Who wins with perfect play; `None` when the value is not known.
    fn outcome(&self, state: &Self::State) -> Option<Outcome> {
        self.grundy(state).map(|g| {
            if g == 0 {
                Outcome::Second
            } else {
                Outcome::First
            }
        })
    }

    /// Every move to a P-position: the moves that win. Empty when `state` is lost.
    fn winning_moves(&self, state: &Self::State) -> Vec<Self::Move> {
        self.legal_moves(state)
            .into_iter()
            .filter(|mv| {
                self.after(state, mv)
                    .map(|next| self.grundy(&next) == Some(0))
                    .unwrap_or(false)
            })
            .collect()
    }

    /// The first of [`winning_moves`](Impartial::winning_moves), which a game may find
    /// without listing the others (the computer's reply, every turn of a replayed game).
    fn first_winning_move(&self, state: &Self::State) -> Option<Self::Move> {
        self.winning_moves(state).into_iter().next()
    }
}

/// A two-player zero-sum game of perfect information whose players need not have the same
/// moves (a partizan game such as tic-tac-toe): one player, Max, wants the final value high,
/// the other, Min, wants it low. Minimax and alpha-beta (`crate::search::minimax`, seed
/// 004's closing page) are written once over it.
pub trait ZeroSum: Rules {
    /// Whether Max (the player who moves first from the start) is to move at `state`.
    fn max_to_move(&self, state: &Self::State) -> bool;

    /// The final value of `state` from Max's side when the game is over there (e.g. 1 Max
    /// won, 0 a draw, −1 Min won), `None` while it goes on. A position has no legal move
    /// exactly when it has a final value: searches stop there.
    fn final_value(&self, state: &Self::State) -> Option<i32>;
}

/// Anything that plays over time as a line of frames: a solution, a game record, the steps
/// of an automaton. Steps count from 0 (the first frame) to `length()` (the last).
pub trait Timeline {
    type Frame;
    /// The number of steps; there are `length() + 1` frames.
    fn length(&self) -> u64;
    /// The frame after `step` steps; a step past the end gives the last frame.
    fn frame_at(&self, step: u64) -> Self::Frame;
}

#[cfg(test)]
pub(crate) mod toy {
    //! Small games for testing what is written once over the contract.
    use super::*;

    /// One heap of `heap` counters; a move takes one of `take` from it. The subtraction
    /// game of Algorithm Games, small enough to check by hand.
    pub struct Take {
        pub heap: u64,
        pub take: Vec<u64>,
    }

    impl Rules for Take {
        type State = u64;
        type Move = u64;
        type Undo = ();
        type Illegal = String;

        fn start(&self) -> u64 {
            self.heap
        }
        fn legal_moves(&self, heap: &u64) -> Vec<u64> {
            self.take.iter().copied().filter(|&t| t <= *heap).collect()
        }
        fn apply(&self, heap: &mut u64, take: &u64) -> Result<(), String> {
            if !self.take.contains(take) {
                return Err(format!("{take} is not a move"));
            }
            if *take > *heap {
                return Err(format!("cannot take {take} from {heap}"));
            }
            *heap -= take;
            Ok(())
        }
        fn undo(&self, heap: &mut u64, take: &u64, _: ()) {
            *heap += take;
        }
    }

    impl Notation for Take {
        fn write_move(&self, take: &u64) -> String {
            take.to_string()
        }
        fn parse_move(&self, text: &str) -> Result<u64, String> {
            text.parse()
                .map_err(|_| format!("'{text}' is not a number"))
        }
    }

    /// As a puzzle: empty the heap.
    impl OnePlayer for Take {
        fn is_goal(&self, heap: &u64) -> bool {
            *heap == 0
        }
        fn lower_bound(&self, heap: &u64) -> Option<u64> {
            let most = self.take.iter().copied().max().unwrap_or(0);
            if most == 0 {
                return (*heap == 0).then_some(0);
            }
            Some(heap.div_ceil(most))
        }
    }

    impl Impartial for Take {
        fn grundy(&self, heap: &u64) -> Option<u64> {
            Some(crate::search::grundy::by_recursion(
                self,
                heap,
                &mut Default::default(),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::toy::Take;
    use super::*;

    #[test]
    fn winning_moves_lead_to_p_positions() {
        // Subtraction {1, 3, 4}: Algorithm Games' table, P-positions are n ≡ 0, 2 (mod 7).
        let game = Take {
            heap: 10,
            take: vec![1, 3, 4],
        };
        let p: Vec<u64> = (0..15).filter(|h| game.grundy(h) == Some(0)).collect();
        assert_eq!(p, vec![0, 2, 7, 9, 14]);
        assert_eq!(game.outcome(&10), Some(Outcome::First));
        assert_eq!(game.winning_moves(&10), vec![1, 3]);
        assert_eq!(game.outcome(&9), Some(Outcome::Second));
        assert!(game.winning_moves(&9).is_empty());
    }

    #[test]
    fn after_leaves_the_state_alone() {
        let game = Take {
            heap: 5,
            take: vec![2],
        };
        assert_eq!(game.after(&5, &2), Ok(3));
        assert!(game.after(&1, &2).is_err());
        assert_eq!(Outcome::First.to_string(), "first");
    }
}
