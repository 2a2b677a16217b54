//! Peg solitaire's recorded runs: Merand and Varkevisser's Algorithm 1 (plain backtracking,
//! `show=backtrack`) against Algorithm 2 (with the set of dead positions, `show=dead-set`),
//! recorded by `run::backtrack` over the game's rules on the page's board and problem, the
//! dead set keyed by a position's class under the symmetries that fix the finish.

use super::boards::Board;
use super::solve::{finish_symmetries, least_image};
use super::Peg;
use crate::catalog::RunInfo;
use crate::game::{Setting, Settings};
use crate::message::Message;
use crate::run::{backtrack, refused, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 2] = [
    RunInfo::new("backtrack", plain),
    RunInfo::new("dead-set", with_dead_set).with_trials(super::figures::trials),
];

fn plain(settings: &Settings) -> Result<Run, Message> {
    record(settings, false)
}

fn with_dead_set(settings: &Settings) -> Result<Run, Message> {
    record(settings, true)
}

/// The page's problem: its board, and its start and finish or the board's classic ones.
pub fn problem(settings: &Settings) -> Result<Peg, String> {
    let board = settings.text(&super::INFO, "board");
    let (classic_empty, classic_finish) = Board::named(&board)?.classic();
    let text = |name: &str, classic: &str| match settings.get(name) {
        Some(Setting::Text(t)) => t.clone(),
        _ => classic.to_string(),
    };
    let empty = text("empty", classic_empty);
    let names: Vec<&str> = empty
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .collect();
    Peg::new(&board, &names, &text("finish", classic_finish)).map_err(|e| e.for_people())
}

fn record(settings: &Settings, dead_set: bool) -> Result<Run, Message> {
    let game = problem(settings).map_err(refused)?;
    let start = crate::game::Rules::start(&game);
    let symmetries = finish_symmetries(&game);
    let class = |&pegs: &u64| least_image(&symmetries, pegs);
    backtrack::compared(&game, start, class, dead_set, MAX_STEPS as usize)
}
