//! The rules on one board from one start: a move is one jump `d2-d4`, written and read as
//! docs/design.md says, checked with a plain sentence for each way it can be illegal.

use super::boards::Board;
use super::classes::class;
use super::reason::Reason;
use crate::fact;
use crate::game::{Notation, OnePlayer, Rules};
use crate::message::Message;
use std::fmt;

/// Where the last peg must stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    Hole(u8),
    Any,
}

/// One jump, by hole numbers of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    pub from: u8,
    pub to: u8,
}

/// Why a problem cannot be set up, as a value: the command line's words ([`fmt::Display`],
/// naming its `--empty` list) or the page's ([`Setup::for_people`], the empty holes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// No board of that name (the board's own sentence).
    Board(String),
    /// `hole` is not the name of a hole of the board `board` (an empty name included).
    NotAHole { hole: String, board: &'static str },
    /// A hole listed twice among the empty holes.
    Twice(String),
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Setup::Board(why) => f.write_str(why),
            // Blank names are said as blank, quoted so that a tab or a space shows.
            Setup::NotAHole { hole, .. } if hole.is_empty() => f.write_str("a hole name is empty"),
            Setup::NotAHole { hole, .. } if hole.trim().is_empty() => {
                write!(f, "a hole name is empty ('{hole}')")
            }
            Setup::NotAHole { hole, board } => {
                write!(f, "{hole} is not a hole of the {board} board")
            }
            Setup::Twice(hole) => write!(f, "{hole} is listed twice in --empty"),
        }
    }
}

impl Setup {
    /// The page's fact (locales/*/peg.ftl), as [`Setup::for_people`] says it.
    pub fn fact(&self) -> Message {
        match self {
            Setup::NotAHole { hole, board } if !hole.trim().is_empty() => {
                fact!("peg-not-a-hole", hole = hole.as_str(), board = *board)
            }
            Setup::NotAHole { hole, .. } => fact!("peg-hole-name-empty", name = hole.as_str()),
            Setup::Twice(hole) => fact!("peg-listed-twice", hole = hole.as_str()),
            Setup::Board(_) => fact!("peg-no-board"),
        }
    }

    /// The page's words: the board by its proper name, the empty holes by what they are.
    pub fn for_people(&self) -> String {
        match self {
            Setup::NotAHole { hole, board } if !hole.trim().is_empty() => {
                format!("{hole} is not a hole of {}", super::boards::title(board))
            }
            Setup::Twice(hole) => format!("{hole} is listed twice among the empty holes"),
            other => other.to_string(),
        }
    }
}

/// Why a jump is refused ([`Rules::apply`]), holes by name: the command line's words
/// ([`fmt::Display`]) or the page's fact ([`Illegal::fact`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// A hole number past the board's.
    OffBoard,
    /// `from` and `to` are not two holes apart on a line.
    NotJump { from: String, to: String },
    /// The peg to jump, or the one to jump over, is missing.
    Empty(String),
    /// The hole to land in holds a peg.
    Full(String),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::OffBoard => f.write_str("a jump names a hole off the board"),
            Illegal::NotJump { from, to } => write!(f, "{from}-{to} is not a jump"),
            Illegal::Empty(hole) => write!(f, "{hole} is empty"),
            Illegal::Full(hole) => write!(f, "{hole} holds a peg"),
        }
    }
}

impl Illegal {
    pub fn fact(&self) -> Message {
        match self {
            Illegal::OffBoard => fact!("peg-jump-off-board"),
            Illegal::NotJump { from, to } => {
                fact!("peg-not-a-jump", jump = format!("{from}-{to}"))
            }
            Illegal::Empty(hole) => fact!("peg-hole-is-empty", hole = hole.as_str()),
            Illegal::Full(hole) => fact!("peg-hole-holds-peg", hole = hole.as_str()),
        }
    }
}

impl From<Illegal> for String {
    fn from(illegal: Illegal) -> String {
        illegal.to_string()
    }
}

/// A peg-solitaire problem: a board, the pegs at the start, the finish.
#[derive(Clone, Debug)]
pub struct Peg {
    pub board: Board,
    pub start: u64,
    pub finish: Finish,
}

impl Peg {
    /// The problem on `board` with the holes `empty` empty at the start (names such as
    /// `d4`) and the last peg on `finish` (a hole name or `any`).
    pub fn new(board: &str, empty: &[&str], finish: &str) -> Result<Peg, Setup> {
        let board = Board::named(board).map_err(Setup::Board)?;
        let hole = |name: &str| {
            board.parse_hole(name).map_err(|_| Setup::NotAHole {
                hole: name.to_string(),
                board: board.name,
            })
        };
        let mut start = board.full();
        for name in empty {
            let hole = hole(name.trim())?;
            if start >> hole & 1 == 0 {
                return Err(Setup::Twice(name.trim().to_string()));
            }
            start &= !(1u64 << hole);
        }
        let finish = match finish {
            "any" => Finish::Any,
            name => Finish::Hole(hole(name)?),
        };
        Ok(Peg {
            board,
            start,
            finish,
        })
    }

    /// Whether the last peg standing on `hole` is a win.
    pub fn accepts(&self, pegs: u64) -> bool {
        pegs.count_ones() == 1
            && match self.finish {
                Finish::Any => true,
                Finish::Hole(h) => pegs == 1u64 << h,
            }
    }

    /// The reason the class argument gives why no finish can be reached from `pegs`, if
    /// it does.
    pub fn class_refusal(&self, pegs: u64) -> Option<Reason> {
        let want = class(&self.board, pegs);
        match self.finish {
            Finish::Hole(h) if class(&self.board, 1 << h) != want => Some(Reason::Classes {
                finish: Some(self.board.name_of(h)),
            }),
            Finish::Any if super::classes::possible_finishes(&self.board, pegs).is_empty() => {
                Some(Reason::Classes { finish: None })
            }
            _ => None,
        }
    }

    /// The refusals known without a search: the position classes, then the problems
    /// decided once by a run too long to repeat ([`super::decided`]).
    pub fn refusal_at_once(&self, pegs: u64) -> Option<Reason> {
        self.class_refusal(pegs)
            .or_else(|| super::decided::refusal(self, pegs))
    }

    /// The names of the holes, for messages and JSON.
    pub fn names(&self, pegs: u64) -> Vec<String> {
        (0..self.board.holes() as u8)
            .filter(|&k| pegs >> k & 1 == 1)
            .map(|k| self.board.name_of(k))
            .collect()
    }
}

impl Rules for Peg {
    type State = u64;
    type Move = Jump;
    type Undo = ();
    type Illegal = Illegal;

    fn start(&self) -> u64 {
        self.start
    }

    fn legal_moves(&self, pegs: &u64) -> Vec<Jump> {
        self.board
            .jumps_from(*pegs)
            .map(|(_, (from, _, to))| Jump { from, to })
            .collect()
    }

    fn apply(&self, pegs: &mut u64, jump: &Jump) -> Result<(), Illegal> {
        let holes = self.board.holes() as u8;
        if jump.from >= holes || jump.to >= holes {
            return Err(Illegal::OffBoard);
        }
        let name = |k: u8| self.board.name_of(k).to_string();
        let Some(over) = self.board.between(jump.from, jump.to) else {
            return Err(Illegal::NotJump {
                from: name(jump.from),
                to: name(jump.to),
            });
        };
        if *pegs >> jump.from & 1 == 0 {
            return Err(Illegal::Empty(name(jump.from)));
        }
        if *pegs >> over & 1 == 0 {
            return Err(Illegal::Empty(name(over)));
        }
        if *pegs >> jump.to & 1 == 1 {
            return Err(Illegal::Full(name(jump.to)));
        }
        *pegs ^= 1u64 << jump.from | 1u64 << over | 1u64 << jump.to;
        Ok(())
    }

    fn undo(&self, pegs: &mut u64, jump: &Jump, _: ()) {
        if let Some(over) = self.board.between(jump.from, jump.to) {
            *pegs ^= 1u64 << jump.from | 1u64 << over | 1u64 << jump.to;
        }
    }
}

impl Notation for Peg {
    fn write_move(&self, jump: &Jump) -> String {
        format!(
            "{}-{}",
            self.board.name_of(jump.from),
            self.board.name_of(jump.to)
        )
    }

    fn parse_move(&self, text: &str) -> Result<Jump, String> {
        let (from, to) = text
            .split_once('-')
            .ok_or_else(|| format!("'{text}' is not a jump FROM-TO such as d2-d4"))?;
        Ok(Jump {
            from: self.board.parse_hole(from)?,
            to: self.board.parse_hole(to)?,
        })
    }
}

impl OnePlayer for Peg {
    fn is_goal(&self, pegs: &u64) -> bool {
        self.accepts(*pegs)
    }

    /// Jumps left: one per peg but the last (each jump removes one). `None` when the
    /// class argument or a pagoda function rules the finish out (see `solve`).
    fn lower_bound(&self, pegs: &u64) -> Option<u64> {
        if *pegs == 0 || self.class_refusal(*pegs).is_some() {
            return None;
        }
        Some(u64::from(pegs.count_ones()) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jumps_are_checked_with_plain_sentences() {
        let game = Peg::new("english", &["d4"], "d4").unwrap();
        let mut pegs = game.start();
        let bad = |pegs: &mut u64, text: &str| {
            game.apply(pegs, &game.parse_move(text).unwrap())
                .map_err(|e| e.to_string())
        };
        assert_eq!(bad(&mut pegs, "d2-d5"), Err("d2-d5 is not a jump".into()));
        assert_eq!(bad(&mut pegs, "d1-d3"), Err("d3 holds a peg".into()));
        assert_eq!(bad(&mut pegs, "d2-d4"), Ok(()));
        assert_eq!(bad(&mut pegs, "d3-d1"), Err("d3 is empty".into()));
        assert_eq!(pegs.count_ones(), 31);
        assert_eq!(
            game.parse_move("d9-d7"),
            Err("d9 is not a hole of the english board".into())
        );
        assert!(game.parse_move("d2d4").is_err());
        assert_eq!(game.write_move(&game.parse_move("f4-d4").unwrap()), "f4-d4");
        assert_eq!(game.legal_moves(&game.start()).len(), 4);
        assert!(Peg::new("english", &["d4", "d4"], "d4").is_err());
        assert!(Peg::new("english", &["d4"], "a1").is_err());
    }

    #[test]
    fn a_wrong_class_is_refused_with_the_reason() {
        let game = Peg::new("english", &["d4"], "c4").unwrap();
        assert!(game
            .class_refusal(game.start())
            .unwrap()
            .to_string()
            .contains("c4"));
        assert_eq!(game.lower_bound(&game.start()), None);
        let game = Peg::new("english", &["d4"], "d1").unwrap();
        assert_eq!(game.class_refusal(game.start()), None);
    }
}
