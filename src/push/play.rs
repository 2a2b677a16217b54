//! Play mode for 1-D Push-*: the visitor makes moves, the core checks each one, counts the
//! energy and judges it against the least energy (the exact search), from the start and
//! from wherever the robot now stands. The page only shows these answers.

use super::{Move, Push, State, MAX_STATES};
use crate::game::{Notation, OnePlayer, Rules};
use crate::search::cheapest::cheapest_path;

/// A visitor's game of one board: the position, the energy spent, the moves made (with
/// the positions before them, for undo) and the least energy from the start.
#[derive(Clone, Debug)]
pub struct Played {
    game: Push,
    state: State,
    spent: u64,
    history: Vec<(Move, State)>,
    /// The least energy from the start and one cheapest line, `None` when the last square
    /// cannot be reached.
    best: Option<(u64, Vec<Move>)>,
}

impl Played {
    /// Solves the board once (the search's size limit is its error).
    pub fn new(game: Push) -> Result<Played, String> {
        let best = game.solve()?;
        Ok(Played {
            state: game.start(),
            game,
            spent: 0,
            history: Vec::new(),
            best,
        })
    }

    pub fn game(&self) -> &Push {
        &self.game
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn spent(&self) -> u64 {
        self.spent
    }

    pub fn moves_made(&self) -> usize {
        self.history.len()
    }

    /// The least energy from the start, if the last square can be reached at all.
    pub fn best(&self) -> Option<u64> {
        self.best.as_ref().map(|b| b.0)
    }

    /// One cheapest line from the start (empty when there is none).
    pub fn optimal(&self) -> &[Move] {
        self.best.as_ref().map_or(&[], |b| &b.1)
    }

    pub fn at_goal(&self) -> bool {
        self.game.is_goal(&self.state)
    }

    /// The legal moves from here, written as the command line writes them.
    pub fn legal(&self) -> Vec<String> {
        if self.at_goal() {
            return Vec::new();
        }
        let moves = self.game.legal_moves(&self.state);
        moves.iter().map(|m| self.game.write_move(m)).collect()
    }

    /// Makes the move written `text` (`walk R`, `push L`, `jump R 2`), or says why not.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        if self.at_goal() {
            return Err("the robot is on the last square already".into());
        }
        let mv = self.game.parse_move(text)?;
        let before = self.state;
        self.game.apply(&mut self.state, &mv)?;
        self.spent += self.game.cost(&before, &mv);
        self.history.push((mv, before));
        Ok(())
    }

    /// Takes back the last move; false at the start.
    pub fn undo(&mut self) -> bool {
        let Some((mv, before)) = self.history.pop() else {
            return false;
        };
        self.spent -= self.game.cost(&before, &mv);
        self.state = before;
        true
    }

    pub fn restart(&mut self) {
        self.state = self.game.start();
        self.spent = 0;
        self.history.clear();
    }

    /// The position after the first `step` moves of the cheapest line, and the energy they
    /// cost (the line's end past its length).
    pub fn optimal_at(&self, step: usize) -> (State, u64) {
        let mut state = self.game.start();
        let mut spent = 0;
        for mv in self.optimal().iter().take(step) {
            spent += self.game.cost(&state, mv);
            self.game
                .apply(&mut state, mv)
                .expect("the search's line is legal");
        }
        (state, spent)
    }

    /// The judgement in one sentence: at the goal, the energy against the least; before it,
    /// the least energy still needed from here.
    pub fn verdict(&self) -> String {
        let Some(best) = self.best() else {
            return "The robot cannot reach the last square of this board at all.".into();
        };
        let spent = self.spent;
        if self.at_goal() {
            return match spent - best {
                0 => format!("The robot is on the last square with energy {spent}, the least possible."),
                more => format!(
                    "The robot is on the last square with energy {spent}: {more} more than the least, {best}."
                ),
            };
        }
        match cheapest_path(&self.game, self.state, MAX_STATES) {
            Ok(Some((left, _))) if spent + left == best => format!(
                "Energy spent {spent}; at least {left} more from here, on course for the least, {best}."
            ),
            Ok(Some((left, _))) => format!(
                "Energy spent {spent}; at least {left} more from here, so {} in all against the least, {best}.",
                spent + left
            ),
            Ok(None) => format!(
                "Energy spent {spent}; the robot can no longer reach the last square from here: undo or start over."
            ),
            Err(e) => format!("Energy spent {spent}; {e}."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plays_judges_and_undoes() {
        let game = Push::new("..#.#...", 2, 1, 1, 1).unwrap();
        let mut p = Played::new(game.clone()).unwrap();
        let best = p.best().unwrap();
        assert_eq!(Some(best), game.solve().unwrap().map(|b| b.0));
        assert!(p.verdict().contains("on course"), "{}", p.verdict());
        assert!(p.play("walk L").unwrap_err().contains("leaves the board"));
        assert!(p.play("fly R").is_err());
        let line: Vec<String> = p.optimal().iter().map(|m| game.write_move(m)).collect();
        for (k, mv) in line.iter().enumerate() {
            assert!(p.legal().contains(mv), "{mv} legal at move {k}");
            p.play(mv).unwrap();
            assert_eq!((p.state, p.spent), p.optimal_at(k + 1));
        }
        assert!(p.at_goal() && p.legal().is_empty());
        assert_eq!(p.spent(), best);
        assert!(
            p.verdict().contains("the least possible"),
            "{}",
            p.verdict()
        );
        assert!(p.undo());
        assert!(!p.at_goal());
        p.restart();
        assert_eq!((p.moves_made(), p.spent()), (0, 0));
        assert!(!p.undo());
    }

    #[test]
    fn a_wasteful_line_and_a_dead_end_are_said() {
        // Walking right then back costs 2 more than going straight on an empty board.
        let mut p = Played::new(Push::new("....", 2, 1, 1, 1).unwrap()).unwrap();
        for mv in ["walk R", "walk L", "walk R", "walk R", "walk R"] {
            p.play(mv).unwrap();
        }
        assert!(p.at_goal());
        assert!(
            p.verdict().contains("more than the least"),
            "{}",
            p.verdict()
        );
        // Pushing the only block to the wall leaves the last square covered.
        let mut p = Played::new(Push::new("..#.", 2, 1, 1, 1).unwrap()).unwrap();
        p.play("walk R").unwrap();
        p.play("push R").unwrap();
        assert!(p.verdict().contains("no longer reach"), "{}", p.verdict());
        let stuck = Played::new(Push::new(".##", 2, 1, 1, 1).unwrap()).unwrap();
        assert!(stuck.verdict().contains("cannot reach"));
    }
}
