//! 1-D Push-* of Andreica and Tapus, *Intelligent Strategies for Several Zero-, One- and Two-Player
//! Games* §3.1 as docs/design.md fixes it, a one-player game whose moves cost energy: walk (A),
//! push a run of blocks (C), jump 1..K squares after K−1 walks the same way (B). The exact answer
//! is the generic least-cost search over whole states.

pub mod dp;
pub mod play;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::game::{Notation, OnePlayer, Rules};
use crate::search::cheapest::cheapest_path;
use crate::search::Priced;
use crate::task::{Task, TaskKind};

/// The most squares (a board is a 64-bit mask) and the most states the search may hold.
pub const MAX_SQUARES: usize = 64;
pub const MAX_STATES: usize = 4_000_000;
pub const MAX_K: u64 = 64;
pub const MAX_COST: u64 = 1_000_000_000;

/// A move's energy on the page and the command line (`--walk`, `--jump`, `--push`): 0 to
/// `MAX_COST`, 1 unless given.
const COST: Kind = Kind::Whole {
    min: 0,
    max: MAX_COST,
    page_max: MAX_COST,
    default: 1,
};

pub const INFO: GameInfo = GameInfo {
    id: "push",
    view: View::Track,
    players: 1,
    source: crate::catalog::sources::ANDREICA_TAPUS,
    params: &[
        Param {
            name: "board",
            kind: Kind::Text {
                max_len: MAX_SQUARES,
                // Solvable with K = 2 (energy 7) and with K = 3 (9): the page opens on a
                // board the robot can finish.
                default: "..#.#...",
            },
        },
        Param {
            name: "k",
            kind: Kind::Whole {
                min: 2,
                max: MAX_K,
                page_max: 8,
                default: 2,
            },
        },
        Param {
            name: "walk",
            kind: COST,
        },
        Param {
            name: "jump",
            kind: COST,
        },
        Param {
            name: "push",
            kind: COST,
        },
    ],
    preview: r#"{"kind":"track","board":"..#.#...","robot":1}"#,
    runs: &[],
    tasks: &[
        Task {
            id: TaskKind::Solve,
        },
        Task {
            id: TaskKind::Optimal,
        },
    ],
};

/// Left (−1) or right (+1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    L,
    R,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Walk(Dir),
    Push(Dir),
    Jump(Dir, u64),
}

/// Blocks as a mask, the robot's square (from 0), and the walks just made in one direction
/// (capped at K − 1, all a jump needs to know).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    pub blocks: u64,
    pub robot: usize,
    pub walks: Option<(Dir, u64)>,
}

/// One board with its costs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Push {
    squares: usize,
    blocks: u64,
    k: u64,
    walk: u64,
    jump: u64,
    push: u64,
}

impl Push {
    /// A board of `.` and `#` with K and the costs A (walk), B (jump), C (push), checked.
    pub fn new(board: &str, k: u64, walk: u64, jump: u64, push: u64) -> Result<Push, String> {
        let n = board.chars().count();
        if n == 0 || n > MAX_SQUARES {
            return Err(format!(
                "the board needs 1 to {MAX_SQUARES} squares, not {n}"
            ));
        }
        if let Some((i, c)) = board
            .chars()
            .enumerate()
            .find(|&(_, c)| c != '.' && c != '#')
        {
            return Err(format!("square {} is '{c}': squares must be . or #", i + 1));
        }
        if board.starts_with('#') {
            return Err("square 1 holds a block: the robot starts there, it must be empty".into());
        }
        if !(2..=MAX_K).contains(&k) {
            return Err(format!("K is {k}: it must be 2 to {MAX_K}"));
        }
        if let Some(c) = [walk, jump, push].into_iter().find(|&c| c > MAX_COST) {
            return Err(format!(
                "a cost of {c} is more than the limit of {MAX_COST}"
            ));
        }
        let blocks = board
            .bytes()
            .enumerate()
            .filter(|&(_, c)| c == b'#')
            .fold(0, |m, (i, _)| m | 1u64 << i);
        Ok(Push {
            squares: n,
            blocks,
            k,
            walk,
            jump,
            push,
        })
    }

    /// The board with these blocks as `.` and `#`, square 1 first.
    pub fn board_text(&self, blocks: u64) -> String {
        (0..self.squares)
            .map(|i| if full(blocks, i) { '#' } else { '.' })
            .collect()
    }

    fn square(&self, from: usize, dir: Dir, q: u64) -> Option<usize> {
        let to = match dir {
            Dir::L => from.checked_sub(q as usize)?,
            Dir::R => from.checked_add(q as usize).filter(|&t| t < self.squares)?,
        };
        Some(to)
    }

    /// The least energy and one cheapest line of moves, `Ok(None)` when square N cannot be
    /// reached, or the search's size limit.
    pub fn solve(&self) -> Result<Option<Priced<Move>>, String> {
        cheapest_path(self, self.start(), MAX_STATES).map_err(|e| e.to_string())
    }
}

fn full(blocks: u64, s: usize) -> bool {
    blocks >> s & 1 == 1
}

impl Rules for Push {
    type State = State;
    type Move = Move;
    type Undo = State;
    type Illegal = String;

    fn start(&self) -> State {
        State {
            blocks: self.blocks,
            robot: 0,
            walks: None,
        }
    }

    fn legal_moves(&self, s: &State) -> Vec<Move> {
        let mut moves = Vec::new();
        for d in [Dir::L, Dir::R] {
            moves.extend([Move::Walk(d), Move::Push(d)]);
            moves.extend((1..=self.k).map(|q| Move::Jump(d, q)));
        }
        moves.retain(|mv| self.after(s, mv).is_ok());
        moves
    }

    fn apply(&self, s: &mut State, mv: &Move) -> Result<State, String> {
        let before = *s;
        let (d, q) = match *mv {
            Move::Walk(d) | Move::Push(d) => (d, 1),
            Move::Jump(d, q) => (d, q),
        };
        let to = self.square(s.robot, d, q).ok_or("that leaves the board")?;
        match *mv {
            Move::Walk(_) => {
                if full(s.blocks, to) {
                    return Err("the square is not empty".into());
                }
                let n = match s.walks {
                    Some((w, n)) if w == d => (n + 1).min(self.k - 1),
                    _ => 1,
                };
                s.walks = Some((d, n));
            }
            Move::Push(_) => {
                if !full(s.blocks, to) {
                    return Err("there is no block to push".into());
                }
                // The first empty square beyond the run takes a block; the neighbour empties.
                let mut end = to;
                while full(s.blocks, end) {
                    end = self
                        .square(end, d, 1)
                        .ok_or("no empty square beyond the blocks")?;
                }
                s.blocks = s.blocks & !(1 << to) | 1 << end;
                s.walks = None;
            }
            Move::Jump(_, _) => {
                if q == 0 || q > self.k || full(s.blocks, to) {
                    return Err("a jump needs 1 to K squares onto an empty square".into());
                }
                if s.walks != Some((d, self.k - 1)) {
                    return Err("a jump needs K − 1 walks that way just before".into());
                }
                s.walks = None;
            }
        }
        s.robot = to;
        Ok(before)
    }

    fn undo(&self, s: &mut State, _: &Move, undo: State) {
        *s = undo;
    }
}

impl OnePlayer for Push {
    fn is_goal(&self, s: &State) -> bool {
        s.robot + 1 == self.squares
    }
    fn cost(&self, _: &State, mv: &Move) -> u64 {
        match mv {
            Move::Walk(_) => self.walk,
            Move::Jump(_, _) => self.jump,
            Move::Push(_) => self.push,
        }
    }
}

impl Notation for Push {
    fn write_move(&self, mv: &Move) -> String {
        let side = |d: &Dir| if *d == Dir::L { "L" } else { "R" };
        match mv {
            Move::Walk(d) => format!("walk {}", side(d)),
            Move::Push(d) => format!("push {}", side(d)),
            Move::Jump(d, q) => format!("jump {} {q}", side(d)),
        }
    }
    fn parse_move(&self, text: &str) -> Result<Move, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let dir = match words.get(1) {
            Some(&"L") => Dir::L,
            Some(&"R") => Dir::R,
            _ => return Err(format!("'{text}' has no direction L or R")),
        };
        match (words[0], words.len()) {
            ("walk", 2) => Ok(Move::Walk(dir)),
            ("push", 2) => Ok(Move::Push(dir)),
            ("jump", 3) => words[2]
                .parse()
                .map(|q| Move::Jump(dir, q))
                .map_err(|_| format!("'{text}': bad jump length")),
            _ => Err(format!("'{text}' is not walk D, push D or jump D Q")),
        }
    }
}
