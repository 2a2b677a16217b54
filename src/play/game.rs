//! A visitor's game: the current board and the whole line of moves made, with unlimited undo
//! and redo. Every legal move is kept (backward moves and jumps over the same colour too);
//! anything else, whatever number the page sends, comes back as the core's `Illegal`.

use crate::play::table::{table_for, Table};
use crate::row::board::Board;
use crate::row::{Illegal, Motion, Puzzle};
use std::cell::OnceCell;
use std::sync::Arc;

/// One move of the line: the square that names it and what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub square: u64,
    pub motion: Motion,
}

pub struct Game {
    puzzle: Box<dyn Puzzle>,
    start: Board,
    goal: Board,
    board: Board,
    history: Vec<Played>,
    /// Squares undone, the most recently undone last; a new move clears it.
    redo: Vec<u64>,
    /// The exact distance table, searched on first use (`None` above the caps).
    table: OnceCell<Option<Arc<Table>>>,
}

impl Game {
    /// A game at the start of `puzzle`. Cheap: the distance table is searched (or taken from
    /// the cache) the first time a judgement or hint needs it.
    pub fn new(puzzle: Box<dyn Puzzle>) -> Game {
        let start = puzzle.start();
        let goal = puzzle.goal();
        Game {
            puzzle,
            board: start.clone(),
            start,
            goal,
            history: Vec::new(),
            redo: Vec::new(),
            table: OnceCell::new(),
        }
    }

    /// A game that never searches: judged by lower bounds and a known solution only, as big
    /// boards are. For slow devices, and for testing the big-board judgement on small boards
    /// against the exact one.
    pub fn without_search(puzzle: Box<dyn Puzzle>) -> Game {
        let game = Game::new(puzzle);
        let _ = game.table.set(None);
        game
    }

    pub fn puzzle(&self) -> &dyn Puzzle {
        self.puzzle.as_ref()
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn start(&self) -> &Board {
        &self.start
    }

    pub fn goal(&self) -> &Board {
        &self.goal
    }

    /// The moves of the current line, first to last.
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The squares of the current line, as DESIGN.md writes a move list.
    pub fn moves(&self) -> Vec<u64> {
        self.history.iter().map(|p| p.square).collect()
    }

    pub fn moves_made(&self) -> u64 {
        self.history.len() as u64
    }

    pub fn is_solved(&self) -> bool {
        self.board == self.goal
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Makes the move named by `square`, or says in one line why it is illegal. A new move
    /// drops whatever could have been redone.
    pub fn play(&mut self, square: u64) -> Result<Motion, Illegal> {
        let motion = self.make(square)?;
        self.redo.clear();
        Ok(motion)
    }

    fn make(&mut self, square: u64) -> Result<Motion, Illegal> {
        // Checked here as well as by the rules, so that no number a page sends (u64::MAX
        // included) reaches arithmetic in a puzzle's `check` that could overflow.
        let squares = self.board.len();
        if square >= squares as u64 {
            return Err(Illegal::OffBoard { square, squares });
        }
        let motion = self.puzzle.apply(&mut self.board, &square)?;
        self.history.push(Played { square, motion });
        Ok(motion)
    }

    /// Takes back the last move and returns it (the page animates it backwards); `None` at
    /// the start.
    pub fn undo(&mut self) -> Option<Motion> {
        let played = self.history.pop()?;
        let m = played.motion;
        // Moving the checkers back from `to` to `from` is itself a legal move (see
        // `tests/play_tables.rs`), and leaves the leftmost hole at `to`, as before the move.
        self.board.move_block(m.to, m.from, m.width());
        self.redo.push(played.square);
        Some(m)
    }

    /// Makes again the move last undone; `None` when there is none.
    pub fn redo(&mut self) -> Option<Motion> {
        let square = self.redo.pop()?;
        match self.make(square) {
            Ok(motion) => Some(motion),
            Err(_) => {
                // Cannot happen (the board is as it was before the move), but never panic.
                self.redo.clear();
                None
            }
        }
    }

    /// Back to the start. The line is kept as redo, so restarting can itself be undone by
    /// redoing; a new move drops it as usual.
    pub fn restart(&mut self) {
        while self.undo().is_some() {}
    }

    /// The squares a visitor can click now (every legal move), in increasing order, for the
    /// keyboard's left and right choice.
    pub fn movable(&self) -> Vec<u64> {
        let mut squares = self.puzzle.legal_moves(&self.board);
        squares.sort_unstable();
        squares.dedup();
        squares
    }

    /// The positions of the line: the start, then the board after each move.
    pub fn positions(&self) -> Vec<Board> {
        let mut board = self.start.clone();
        let mut out = Vec::with_capacity(self.history.len() + 1);
        out.push(board.clone());
        for p in &self.history {
            board.move_block(p.motion.from, p.motion.to, p.motion.width());
            out.push(board.clone());
        }
        out
    }

    /// The exact distance table, if this size has one (searched once, then cached).
    pub fn table(&self) -> Option<&Table> {
        self.table
            .get_or_init(|| table_for(self.puzzle.as_ref()))
            .as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairs::Pairs;
    use crate::shift::Shift;

    #[test]
    fn refuses_every_bad_square_without_panicking() {
        let mut g = Game::new(Box::new(Shift::new(2, 2).unwrap()));
        for square in [2, 5, 99, u64::MAX] {
            assert!(g.play(square).is_err(), "{square}");
        }
        let mut g = Game::new(Box::new(Pairs::new(3).unwrap()));
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
    fn movable_squares_are_the_legal_moves_sorted() {
        let g = Game::new(Box::new(Shift::new(2, 2).unwrap()));
        assert_eq!(g.movable(), vec![0, 1, 3, 4]);
        let g = Game::new(Box::new(Pairs::new(3).unwrap()));
        assert_eq!(g.movable(), vec![0, 1, 2, 3, 4]);
    }
}
