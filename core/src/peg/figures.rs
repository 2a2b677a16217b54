//! The problems the page times to draw Merand and Varkevisser's Figures 2 and 3 (running time
//! against the elements searched, and against the length of the solution): Algorithm 2 (the
//! depth-first search with the set of dead positions, `search::dfs`, as `show=dead-set`
//! records it) from every single vacancy of the triangles of side 5 and 6 to one peg
//! anywhere, and from the English board's central game, each from its start and from the
//! position after every move of a solution (the solver's), so that the solutions' lengths
//! run from 1 to 31. The page measures the wall time; the core only searches.

use super::boards::{Board, Symmetry};
use super::rules::Peg;
use super::solve::{finish_symmetries, least_image, solve, Answer};
use crate::game::Rules;
use crate::run::{Searched, Trial};
use crate::search::dfs;

/// The problems, in the order the page times them.
pub fn trials() -> Vec<Trial> {
    let mut problems: Vec<(String, Peg)> = Vec::new();
    for board in ["triangle5", "triangle6"] {
        let holes = Board::named(board).map(|b| b.holes()).unwrap_or(0);
        for hole in 0..holes as u8 {
            let Ok(b) = Board::named(board) else { continue };
            let name = b.name_of(hole);
            if let Ok(game) = Peg::new(board, &[name.as_str()], "any") {
                problems.push((format!("{board} from {name}"), game));
            }
        }
    }
    if let Ok(game) = Peg::new("english", &["d4"], "d4") {
        problems.push(("english from d4 to d4".to_string(), game));
    }
    let mut trials = Vec::new();
    for (label, game) in problems {
        let mut position = game.start();
        let line = match solve(&game) {
            Answer::Solved(line) => line,
            _ => Vec::new(),
        };
        let symmetries = std::rc::Rc::new(finish_symmetries(&game));
        let game = std::rc::Rc::new(game);
        // The start, and every position of the line but the finish (nothing left to search).
        for k in 0..line.len().max(1) {
            let (g, syms, from) = (game.clone(), symmetries.clone(), position);
            trials.push(Trial {
                label: format!("{label}, after {k} moves"),
                search: Box::new(move || algorithm_2(&g, &syms, from)),
            });
            if let Some(jump) = line.get(k) {
                position = game.after(&position, jump).unwrap_or(position);
            }
        }
    }
    trials
}

/// Merand and Varkevisser's Algorithm 2 from `from`, its dead set keyed by the classes under
/// `symmetries` (as `show=dead-set` keys it): the positions it expanded and its solution's
/// length.
pub fn algorithm_2(game: &Peg, symmetries: &[Symmetry], from: u64) -> Searched {
    let found = dfs::solve(game, from, |&p| least_image(symmetries, p), usize::MAX);
    Searched {
        searched: found.expanded,
        length: found.solution.map(|s| s.len() as u64),
    }
}
