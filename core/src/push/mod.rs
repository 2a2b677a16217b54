//! 1-D Push-* of Andreica and Tapus, *Intelligent Strategies for Several Zero-, One- and Two-Player
//! Games* §3.1 as docs/design.md fixes it, a one-player game whose moves cost energy: walk (A),
//! push a run of blocks (C), jump 1..K squares after K−1 walks the same way (B). The exact answer
//! is the generic least-cost search over whole states.

pub mod dp;
pub mod play;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Notation, OnePlayer, Rules};
use crate::message::Message;
use crate::search::cheapest::{cheapest_path, CheapestPath};
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
    /// A board of `.` and `#` with K and the costs A (walk), B (jump), C (push), checked;
    /// a refusal is a fact (messages `push-board-*`).
    pub fn new(board: &str, k: u64, walk: u64, jump: u64, push: u64) -> Result<Push, Message> {
        let n = board.chars().count();
        if n == 0 || n > MAX_SQUARES {
            return Err(fact!("push-board-size", max = MAX_SQUARES, squares = n));
        }
        if let Some((i, c)) = board
            .chars()
            .enumerate()
            .find(|&(_, c)| c != '.' && c != '#')
        {
            return Err(fact!(
                "push-board-square",
                square = i + 1,
                found = c.to_string()
            ));
        }
        if board.starts_with('#') {
            return Err(fact!("push-board-starts-blocked"));
        }
        // K and a cost as typed (text), so that the refusal names the value unchanged.
        if !(2..=MAX_K).contains(&k) {
            return Err(fact!("push-board-k", k = k.to_string(), max = MAX_K));
        }
        if let Some(c) = [walk, jump, push].into_iter().find(|&c| c > MAX_COST) {
            return Err(fact!(
                "push-board-cost",
                cost = c.to_string(),
                max = MAX_COST
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

    /// The search of [`Push::solve`] in slices (`CheapestPath::step`), the same answer: a
    /// board near the limit takes seconds, which the page spends between its frames.
    pub fn solving(&self) -> CheapestPath<Push> {
        CheapestPath::new(self.start(), MAX_STATES)
    }
}

fn full(blocks: u64, s: usize) -> bool {
    blocks >> s & 1 == 1
}

impl Rules for Push {
    type State = State;
    type Move = Move;
    type Undo = State;
    type Illegal = Message;

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

    fn apply(&self, s: &mut State, mv: &Move) -> Result<State, Message> {
        let before = *s;
        let (d, q) = match *mv {
            Move::Walk(d) | Move::Push(d) => (d, 1),
            Move::Jump(d, q) => (d, q),
        };
        let to = self
            .square(s.robot, d, q)
            .ok_or(fact!("push-illegal-off-board"))?;
        match *mv {
            Move::Walk(_) => {
                if full(s.blocks, to) {
                    return Err(fact!("push-illegal-not-empty"));
                }
                let n = match s.walks {
                    Some((w, n)) if w == d => (n + 1).min(self.k - 1),
                    _ => 1,
                };
                s.walks = Some((d, n));
            }
            Move::Push(_) => {
                if !full(s.blocks, to) {
                    return Err(fact!("push-illegal-no-block"));
                }
                // The first empty square beyond the run takes a block; the neighbour empties.
                let mut end = to;
                while full(s.blocks, end) {
                    end = self
                        .square(end, d, 1)
                        .ok_or(fact!("push-illegal-no-room"))?;
                }
                s.blocks = s.blocks & !(1 << to) | 1 << end;
                s.walks = None;
            }
            Move::Jump(_, _) => {
                if q == 0 || q > self.k || full(s.blocks, to) {
                    return Err(fact!("push-illegal-jump-length"));
                }
                if s.walks != Some((d, self.k - 1)) {
                    return Err(fact!("push-illegal-jump-walks"));
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
        read_move(text).map_err(|m| m.to_string())
    }
}

/// A move as written (`walk R`, `push L`, `jump R 2`), or why it is none (a fact, messages
/// `push-move-*`).
pub fn read_move(text: &str) -> Result<Move, Message> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let dir = match words.get(1) {
        Some(&"L") => Dir::L,
        Some(&"R") => Dir::R,
        _ => return Err(fact!("push-move-no-direction", text = text)),
    };
    match (words[0], words.len()) {
        ("walk", 2) => Ok(Move::Walk(dir)),
        ("push", 2) => Ok(Move::Push(dir)),
        ("jump", 3) => words[2]
            .parse()
            .map(|q| Move::Jump(dir, q))
            .map_err(|_| fact!("push-move-jump-length", text = text)),
        _ => Err(fact!("push-move-unknown", text = text)),
    }
}
