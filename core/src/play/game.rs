//! A visitor's game of a checker row: the core's [`Session`] over [`RowGame`], the row's
//! rules together with its exact distance table. Every legal move is kept (backward moves and
//! jumps over the same colour too); anything else, whatever number the page sends, comes
//! back as the core's `Illegal`.

use crate::game::{Measure, Notation, OnePlayer, Rules, Session};
use crate::play::table::{table_for, Table};
use crate::row::board::Board;
use crate::row::{Illegal, Motion, Puzzle};
use std::cell::OnceCell;
use std::sync::Arc;

/// Play mode's game: a checker row in progress.
pub type Game = Session<RowGame>;

/// A checker row's rules and, for the judge, its exact distance table, searched on first
/// use (`None` above the caps, or when the game was made not to search).
pub struct RowGame {
    puzzle: Box<dyn Puzzle>,
    /// Made once: the puzzle's `is_goal` builds its goal row at every call.
    goal: Board,
    table: OnceCell<Option<Arc<Table>>>,
}

impl RowGame {
    pub fn new(puzzle: Box<dyn Puzzle>) -> RowGame {
        RowGame {
            goal: puzzle.goal(),
            puzzle,
            table: OnceCell::new(),
        }
    }

    pub fn puzzle(&self) -> &dyn Puzzle {
        self.puzzle.as_ref()
    }

    /// The exact distance table, if this size has one (searched once, then cached).
    pub fn table(&self) -> Option<&Table> {
        self.table
            .get_or_init(|| table_for(self.puzzle.as_ref()))
            .as_deref()
    }
}

impl Rules for RowGame {
    type State = Board;
    type Move = u64;
    type Undo = Motion;
    type Illegal = Illegal;

    fn start(&self) -> Board {
        self.puzzle.start()
    }
    fn legal_moves(&self, board: &Board) -> Vec<u64> {
        self.puzzle.legal_moves(board)
    }
    fn apply(&self, board: &mut Board, square: &u64) -> Result<Motion, Illegal> {
        // Checked here as well as by the rules, so that no number a page sends (u64::MAX
        // included) reaches arithmetic in a puzzle's `check` that could overflow.
        let squares = board.len();
        if *square >= squares as u64 {
            return Err(Illegal::OffBoard {
                square: *square,
                squares,
            });
        }
        self.puzzle.apply(board, square)
    }
    fn undo(&self, board: &mut Board, square: &u64, motion: Motion) {
        self.puzzle.undo(board, square, motion)
    }
}

impl Notation for RowGame {
    fn write_move(&self, square: &u64) -> String {
        self.puzzle.write_move(square)
    }
    fn parse_move(&self, text: &str) -> Result<u64, String> {
        self.puzzle.parse_move(text)
    }
}

impl OnePlayer for RowGame {
    fn is_goal(&self, board: &Board) -> bool {
        *board == self.goal
    }
    fn lower_bound(&self, board: &Board) -> Option<u64> {
        self.puzzle.lower_bound(board)
    }
    /// The rows count moves: each costs 1 (`Puzzle` keeps `OnePlayer::cost`'s default).
    fn unit_cost(&self) -> bool {
        true
    }
    fn optimum(&self) -> Option<u64> {
        Some(self.puzzle.optimal_length())
    }
    fn measures(&self, board: &Board) -> Vec<Measure> {
        self.puzzle.measures(board)
    }
}

impl Session<RowGame> {
    /// A game at the start of `puzzle`. Cheap: the distance table is searched (or taken
    /// from the cache) the first time a judgement or hint needs it.
    pub fn of(puzzle: Box<dyn Puzzle>) -> Game {
        Session::new(RowGame::new(puzzle))
    }

    /// A game that never searches: judged by lower bounds and a known solution only, as big
    /// boards are. For slow devices, and for testing the big-board judgement on small boards
    /// against the exact one.
    pub fn without_search(puzzle: Box<dyn Puzzle>) -> Game {
        let game = RowGame::new(puzzle);
        let _ = game.table.set(None);
        Session::new(game)
    }

    pub fn puzzle(&self) -> &dyn Puzzle {
        self.game().puzzle()
    }

    pub fn board(&self) -> &Board {
        self.state()
    }

    pub fn is_solved(&self) -> bool {
        self.game().is_goal(self.state())
    }

    /// The squares a visitor can click now (every legal move), in increasing order, for the
    /// keyboard's left and right choice.
    pub fn movable(&self) -> Vec<u64> {
        let mut squares = self.game().legal_moves(self.state());
        // Pairs' rules list them in order already, and a sort of two million would cost.
        if !squares.windows(2).all(|w| w[0] < w[1]) {
            squares.sort_unstable();
            squares.dedup();
        }
        squares
    }

    /// The exact distance table, if this size has one.
    pub fn table(&self) -> Option<&Table> {
        self.game().table()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairs::Pairs;
    use crate::shift::Shift;

    #[test]
    fn refuses_every_bad_square_without_panicking() {
        let mut g = Game::of(Box::new(Shift::new(2, 2).unwrap()));
        for square in [2, 5, 99, u64::MAX] {
            assert!(g.play(square).is_err(), "{square}");
        }
        let mut g = Game::of(Box::new(Pairs::new(3).unwrap()));
        for square in [5, 6, 7, 8, u64::MAX, u64::MAX - 1] {
            assert!(g.play(square).is_err(), "{square}");
        }
        assert_eq!(g.moves_made(), 0);
        assert_eq!(
            g.play(u64::MAX).unwrap_err().to_string(),
            format!("square {} is off the board (squares are 0 to 7)", u64::MAX)
        );
    }

    #[test]
    fn the_rows_say_what_their_rules_say() {
        // Every move costs 1, as `unit_cost` claims, and the goal is the puzzle's.
        let puzzles: [Box<dyn Puzzle>; 2] = [
            Box::new(Shift::new(3, 2).unwrap()),
            Box::new(Pairs::new(4).unwrap()),
        ];
        for puzzle in puzzles {
            let game = RowGame::new(puzzle);
            assert!(game.unit_cost());
            let mut s = Session::new(game);
            for _ in 0..12 {
                let here = s.state().clone();
                for mv in s.game().legal_moves(&here) {
                    assert_eq!(s.game().puzzle().cost(&here, &mv), 1);
                }
                let first = s.game().legal_moves(&here)[0];
                s.play(first).unwrap();
            }
            let goal = s.game().puzzle().goal();
            assert!(s.game().is_goal(&goal) && !s.game().is_goal(s.start()));
            assert!(s.game().puzzle().is_goal(&goal));
        }
    }

    #[test]
    fn movable_squares_are_the_legal_moves_sorted() {
        let g = Game::of(Box::new(Shift::new(2, 2).unwrap()));
        assert_eq!(g.movable(), vec![0, 1, 3, 4]);
        let g = Game::of(Box::new(Pairs::new(3).unwrap()));
        assert_eq!(g.movable(), vec![0, 1, 2, 3, 4]);
    }
}
