//! The knights game of rasto6sk, *Algorithm Games* (a TopCoder tutorial): knights on an N×N board
//! move only so that x + y decreases. One Grundy table per board; K knights are a sum (`one`: xor),
//! or move as any nonempty set (`any`: lost iff every knight is on a 0 square) or a proper subset
//! (`proper`: lost iff all knights' values are equal), the two variants the tutorial states; proofs
//! below. The tutorial's homework, every knight moving (`all`), is a conjunctive compound solved by
//! remoteness (`impartial::conjunctive`): lost iff the least remoteness of a knight is even.

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Impartial, Notation, Rules};
use crate::impartial::{conjunctive, xor_sum};
use crate::message::{typed, Message};
use std::fmt;

pub mod runs;
pub mod session;

/// The largest board side, and the most knights.
pub const MAX_SIZE: u32 = 2000;
pub const MAX_KNIGHTS: usize = 1000;

/// The knight's moves, all decreasing x + y.
pub const STEPS: [(i64, i64); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];

pub const INFO: GameInfo = GameInfo {
    id: "knights",
    view: View::Grid,
    players: 2,
    source: crate::catalog::sources::ALGORITHM_GAMES,
    params: &[
        Param {
            name: "size",
            kind: Kind::Whole {
                min: 1,
                max: MAX_SIZE as u64,
                page_max: 32,
                default: 8,
            },
        },
        Param {
            name: "variant",
            kind: Kind::Choice {
                options: &["one", "any", "proper", "all"],
                default: "one",
            },
        },
        Param {
            name: "at",
            // The page opens with knights on the board: three, a game worth a few moves.
            kind: Kind::Text {
                max_len: 600,
                default: "8,7;6,6;5,8",
            },
        },
    ],
    preview: r#"{"kind":"pieces","rows":["......","...1..","......",".1....","....1.","......"]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[crate::task::WIN],
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    One,
    Any,
    Proper,
    /// Every knight moves at every turn (the tutorial's homework).
    All,
}

pub type Square = (u32, u32);

/// A move: each listed knight (index from 0) goes to its square.
pub type Jumps = Vec<(usize, Square)>;

/// A board with its Grundy table.
#[derive(Clone, Debug)]
pub struct Knights {
    size: u32,
    variant: Variant,
    table: Vec<u32>,
    /// Each square's remoteness (Winning Ways ch. 9), for the `all` variant.
    remote: Vec<u32>,
}

/// A board side as given (a command line's whole number may be past `u32`), checked
/// against [`MAX_SIZE`]; the refusal (`knights-size-range`) names the value given.
pub fn board_side(size: u64) -> Result<u32, Message> {
    match u32::try_from(size) {
        Ok(side) if (1..=MAX_SIZE).contains(&side) => Ok(side),
        // The value as given, not grouped: a script finds what it passed.
        _ => Err(fact!(
            "knights-size-range",
            most = MAX_SIZE,
            size = size.to_string()
        )),
    }
}

/// One square `X,Y` (spaces around either number ignored), or the refusal naming the text:
/// `knights-not-square`, or `knights-past-every-board` for a coordinate too large for any
/// board (refused with the largest side, not as "not a number").
pub fn parse_square(text: &str) -> Result<Square, Message> {
    let bad = || fact!("knights-not-square", text = text);
    let (x, y) = text.split_once(',').ok_or_else(bad)?;
    let coordinate = |t: &str| -> Result<u32, Message> {
        let t = t.trim();
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        t.parse()
            .map_err(|_| fact!("knights-past-every-board", text = text, most = MAX_SIZE))
    };
    Ok((coordinate(x)?, coordinate(y)?))
}

/// `knights-off-board`: square `sq` is not on the board of side `size`.
pub(crate) fn off_board(sq: Square, size: u32) -> Message {
    fact!(
        "knights-off-board",
        square = format!("{},{}", sq.0, sq.1),
        size = size
    )
}

/// Why a move is refused ([`Rules::apply`]), which every shell words from its fact
/// ([`Illegal::fact`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The variant does not move `moved` of the `of` knights.
    Count { moved: usize, of: usize },
    /// Knight `knight` (from 1) does not exist, or the move lists it twice.
    Absent { knight: usize },
    /// Knight `knight` (from 1) has no jump to `to`.
    Unreachable { knight: usize, to: Square },
}

/// The fact's log form, which the contract asks of a refusal (`Rules::Illegal`): no shell
/// shows it, each words [`Illegal::fact`].
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fact().fmt(f)
    }
}

impl Illegal {
    pub fn fact(&self) -> Message {
        match *self {
            Illegal::Count { moved, of } => {
                fact!("knights-cannot-move-count", moved = moved, of = of)
            }
            Illegal::Absent { knight } => fact!("knights-not-there", knight = knight),
            Illegal::Unreachable { knight, to } => fact!(
                "knights-cannot-jump",
                knight = knight,
                square = format!("{},{}", to.0, to.1)
            ),
        }
    }
}

/// Every square of a board of side `size` in order of x + y, then x: each move lowers
/// x + y, so every square comes after the squares its moves reach (Algorithm Games' fill order).
pub fn by_sum(size: u32) -> Vec<Square> {
    let mut cells = Vec::with_capacity((size * size) as usize);
    for sum in 2..=2 * size {
        for x in 1..=size {
            if let Some(y) = sum.checked_sub(x).filter(|&y| (1..=size).contains(&y)) {
                cells.push((x, y));
            }
        }
    }
    cells
}

impl Knights {
    /// The board of side `size` with its tables, or [`board_side`]'s refusal.
    pub fn new(size: u32, variant: Variant) -> Result<Knights, Message> {
        let size = board_side(u64::from(size))?;
        let mut game = Knights {
            size,
            variant,
            table: vec![0; (size * size) as usize],
            remote: vec![0; (size * size) as usize],
        };
        // By increasing x + y: every option of a square comes before it.
        for sq in by_sum(size) {
            let options = game.steps(sq).into_iter().map(|s| game.value(s) as u64);
            let g = crate::impartial::mex(options) as u32;
            let r = conjunctive::remoteness(game.steps(sq).into_iter().map(|s| game.remoteness(s)));
            let i = game.index(sq);
            game.table[i] = g;
            game.remote[i] = r;
        }
        Ok(game)
    }

    pub fn size(&self) -> u32 {
        self.size
    }

    fn index(&self, (x, y): Square) -> usize {
        ((y - 1) * self.size + (x - 1)) as usize
    }

    /// The Grundy value of one knight on `sq`.
    pub fn value(&self, sq: Square) -> u32 {
        self.table[self.index(sq)]
    }

    /// The remoteness of one knight on `sq`: odd when the player to move wins with it alone.
    pub fn remoteness(&self, sq: Square) -> u32 {
        self.remote[self.index(sq)]
    }

    /// The remoteness of all the knights moving together: the least of theirs (Smith).
    pub fn compound_remoteness(&self, knights: &[Square]) -> u32 {
        conjunctive::compound(knights.iter().map(|&s| self.remoteness(s)))
    }

    /// Whether the player to move has a legal move at all.
    pub fn has_move(&self, knights: &[Square]) -> bool {
        let can = |s: &Square| !self.steps(*s).is_empty();
        match self.variant {
            Variant::One | Variant::Any => knights.iter().any(can),
            Variant::Proper => knights.len() >= 2 && knights.iter().any(can),
            Variant::All => !knights.is_empty() && knights.iter().all(can),
        }
    }

    /// The move a perfect player makes: the winning move when there is one; otherwise, in
    /// `all`, every knight to remoteness one less (the game lasts longest), and in the other
    /// variants the first knight that can move, one step. `None` when no move is left.
    pub fn best_move(&self, knights: &[Square]) -> Option<Jumps> {
        if !self.has_move(knights) {
            return None;
        }
        if let Some(mv) = self.winning_move(knights) {
            return Some(mv);
        }
        if self.variant == Variant::All {
            return Some(self.remote_move(knights));
        }
        let i = (0..knights.len()).find(|&i| !self.steps(knights[i]).is_empty())?;
        Some(vec![(i, self.steps(knights[i])[0])])
    }

    /// Every knight to a square of remoteness one less (there is one whenever a knight can
    /// move, by the recursion), which lowers the compound's remoteness by exactly one.
    fn remote_move(&self, knights: &[Square]) -> Jumps {
        knights
            .iter()
            .enumerate()
            .filter_map(|(i, &sq)| {
                let r = self.remoteness(sq).checked_sub(1)?;
                self.steps(sq)
                    .into_iter()
                    .find(|&s| self.remoteness(s) == r)
                    .map(|s| (i, s))
            })
            .collect()
    }

    pub fn on_board(&self, (x, y): Square) -> bool {
        (1..=self.size).contains(&x) && (1..=self.size).contains(&y)
    }

    /// Where a knight on `sq` may go.
    pub fn steps(&self, (x, y): Square) -> Vec<Square> {
        STEPS
            .iter()
            .filter_map(|&(dx, dy)| {
                let (nx, ny) = (x as i64 + dx, y as i64 + dy);
                (nx >= 1 && ny >= 1).then_some((nx as u32, ny as u32))
            })
            .filter(|&s| self.on_board(s))
            .collect()
    }

    /// A square one step from `sq` with value `g` (exists whenever `g < value(sq)`: mex).
    fn step_to(&self, sq: Square, g: u32) -> Option<Square> {
        self.steps(sq).into_iter().find(|&s| self.value(s) == g)
    }

    /// Checks knights from the command line or a run: at least one, at most
    /// [`MAX_KNIGHTS`], each on the board, or the fact that says which is not.
    pub fn check(&self, knights: &[Square]) -> Result<(), Message> {
        if knights.is_empty() {
            return Err(fact!("knights-none-placed"));
        }
        if knights.len() > MAX_KNIGHTS {
            return Err(fact!("knights-at-most", most = MAX_KNIGHTS));
        }
        match knights.iter().find(|&&s| !self.on_board(s)) {
            Some(&sq) => Err(off_board(sq, self.size)),
            None => Ok(()),
        }
    }

    /// Whether the player to move loses.
    /// `one`: a sum, lost iff the xor is 0 (Sprague–Grundy).
    /// `any`: lost iff every knight stands on a 0 square — from there every moved knight
    /// lands on a nonzero square, and from any other position moving exactly the knights on
    /// nonzero squares to 0 squares restores it.
    /// `proper`: lost iff all values are equal — a moved knight changes its value while an
    /// unmoved one keeps it, so equality cannot be kept; from unequal values move every knight
    /// above the least value down to it (a nonempty, proper set). One knight cannot move at all.
    pub fn lost(&self, knights: &[Square]) -> bool {
        let values: Vec<u32> = knights.iter().map(|&s| self.value(s)).collect();
        match self.variant {
            Variant::One => xor_sum(values.iter().map(|&v| v as u64)) == 0,
            Variant::Any => values.iter().all(|&v| v == 0),
            Variant::Proper => values.windows(2).all(|w| w[0] == w[1]),
            Variant::All => {
                conjunctive::outcome(self.compound_remoteness(knights))
                    == crate::game::Outcome::Second
            }
        }
    }

    /// A winning move, by the constructions in [`Knights::lost`]; `None` when lost.
    pub fn winning_move(&self, knights: &[Square]) -> Option<Jumps> {
        if self.lost(knights) {
            return None;
        }
        if self.variant == Variant::All {
            return Some(self.remote_move(knights));
        }
        let values: Vec<u32> = knights.iter().map(|&s| self.value(s)).collect();
        let target = |i: usize| -> Option<u32> {
            match self.variant {
                Variant::One => {
                    let x = xor_sum(values.iter().map(|&v| v as u64)) as u32;
                    Some(values[i] ^ x).filter(|&t| t < values[i])
                }
                Variant::Any => Some(0).filter(|_| values[i] > 0),
                Variant::Proper => {
                    let least = values.iter().copied().min().unwrap_or(0);
                    Some(least).filter(|&m| values[i] > m)
                }
                // Answered above by remoteness.
                Variant::All => None,
            }
        };
        let mut jumps = Vec::new();
        for (i, &sq) in knights.iter().enumerate() {
            if let Some(t) = target(i) {
                jumps.push((i, self.step_to(sq, t)?));
                if self.variant == Variant::One {
                    break;
                }
            }
        }
        Some(jumps)
    }
}

impl Rules for Knights {
    type State = Vec<Square>;
    type Move = Jumps;
    type Undo = Vec<Square>;
    type Illegal = Illegal;

    fn start(&self) -> Vec<Square> {
        vec![(self.size, self.size)]
    }
    /// `one`: every single jump; the set variants: every jump of a nonempty set of
    /// knights, `all`: every knight jumping (exponential: for small positions and tests only).
    fn legal_moves(&self, knights: &Vec<Square>) -> Vec<Jumps> {
        let mut moves: Vec<Jumps> = vec![Vec::new()];
        for (i, &sq) in knights.iter().enumerate() {
            let steps = self.steps(sq);
            let mut next = Vec::new();
            for m in &moves {
                next.push(m.clone());
                for &s in &steps {
                    let mut m = m.clone();
                    m.push((i, s));
                    next.push(m);
                }
            }
            moves = next;
        }
        let k = knights.len();
        moves.retain(|m| match self.variant {
            Variant::One => m.len() == 1,
            Variant::Any => !m.is_empty(),
            Variant::Proper => !m.is_empty() && m.len() < k,
            Variant::All => k > 0 && m.len() == k,
        });
        moves
    }
    fn apply(&self, knights: &mut Vec<Square>, mv: &Jumps) -> Result<Vec<Square>, Illegal> {
        let k = knights.len();
        let ok_count = match self.variant {
            Variant::One => mv.len() == 1,
            Variant::Any => !mv.is_empty(),
            Variant::Proper => !mv.is_empty() && mv.len() < k,
            Variant::All => k > 0 && mv.len() == k,
        };
        if !ok_count {
            return Err(Illegal::Count {
                moved: mv.len(),
                of: k,
            });
        }
        for (n, &(i, to)) in mv.iter().enumerate() {
            if i >= k || mv[..n].iter().any(|&(j, _)| j == i) {
                return Err(Illegal::Absent { knight: i + 1 });
            }
            if !self.steps(knights[i]).contains(&to) {
                return Err(Illegal::Unreachable { knight: i + 1, to });
            }
        }
        let before = knights.clone();
        for &(i, to) in mv {
            knights[i] = to;
        }
        Ok(before)
    }
    fn undo(&self, knights: &mut Vec<Square>, _: &Jumps, before: Vec<Square>) {
        *knights = before;
    }
}

impl Notation for Knights {
    fn write_move(&self, mv: &Jumps) -> String {
        let parts: Vec<String> = mv
            .iter()
            .map(|&(i, (x, y))| format!("knight {} -> {x},{y}", i + 1))
            .collect();
        parts.join("; ")
    }
    /// The trait's text is the fact's log form (`knights-not-move`): no shell reads a move
    /// in this notation (the page's and the element's moves are [`session`]'s `I-X-Y`).
    fn parse_move(&self, text: &str) -> Result<Jumps, String> {
        let bad = || fact!("knights-not-move", text = typed(text)).to_string();
        text.split(';')
            .map(|part| {
                let rest = part.trim().strip_prefix("knight").ok_or_else(bad)?;
                let (i, sq) = rest.split_once("->").ok_or_else(bad)?;
                let (x, y) = sq.trim().split_once(',').ok_or_else(bad)?;
                let i: usize = i.trim().parse().map_err(|_| bad())?;
                let sq = (x.parse().map_err(|_| bad())?, y.parse().map_err(|_| bad())?);
                Ok((i.checked_sub(1).ok_or_else(bad)?, sq))
            })
            .collect()
    }
}

impl Impartial for Knights {
    /// `one`: the xor of the knights' values. The set variants are not sums: 0 for a lost
    /// position and 1 for a won one, as for misère games.
    fn grundy(&self, knights: &Vec<Square>) -> Option<u64> {
        Some(match self.variant {
            Variant::One => xor_sum(knights.iter().map(|&s| self.value(s) as u64)),
            _ => u64::from(!self.lost(knights)),
        })
    }
    /// `one`: every winning jump. The set variants: the one winning move of
    /// [`Knights::winning_move`], since the sets of knights are exponentially many.
    fn winning_moves(&self, knights: &Vec<Square>) -> Vec<Jumps> {
        if self.variant != Variant::One {
            return self.winning_move(knights).into_iter().collect();
        }
        self.legal_moves(knights)
            .into_iter()
            .filter(|m| self.after(knights, m).is_ok_and(|next| self.lost(&next)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_or_square_past_u32_is_named_as_given() {
        assert_eq!(board_side(2000), Ok(2000));
        // Once clamped to u32::MAX, so the refusal named 4294967295 instead.
        assert_eq!(
            board_side(1 << 40).unwrap_err().flat(),
            "knights-size-range most=2000 size=1099511627776"
        );
        assert_eq!(parse_square(" 3, 5"), Ok((3, 5)));
        assert_eq!(
            parse_square("5000000000,1"),
            Err(fact!(
                "knights-past-every-board",
                text = "5000000000,1",
                most = MAX_SIZE
            ))
        );
        for bad in ["3", "3,", "+3,5", "-1,2", "3;5", "é,1"] {
            assert_eq!(
                parse_square(bad),
                Err(fact!("knights-not-square", text = bad)),
                "{bad}"
            );
        }
    }

    #[test]
    fn corner_values_and_moves() {
        let b = Knights::new(8, Variant::One).unwrap();
        // No move from the 2×2 corner: value 0. (3,1) goes to (1,2) only.
        assert_eq!(b.value((1, 1)), 0);
        assert_eq!(b.steps((3, 1)), vec![(1, 2)]);
        assert_eq!(b.value((3, 1)), 1);
        let mv = b.winning_move(&[(3, 1)]).unwrap();
        assert_eq!(b.write_move(&mv), "knight 1 -> 1,2");
        assert_eq!(b.parse_move("knight 1 -> 1,2"), Ok(mv));
        assert_eq!(
            b.check(&[(3, 1), (9, 1)]),
            Err(fact!("knights-off-board", square = "9,1", size = 8u32))
        );
        assert_eq!(b.check(&[]), Err(fact!("knights-none-placed")));
        assert_eq!(
            b.check(&vec![(3, 1); MAX_KNIGHTS + 1]),
            Err(fact!("knights-at-most", most = MAX_KNIGHTS))
        );
        assert_eq!(
            Knights::new(0, Variant::Any).unwrap_err().flat(),
            "knights-size-range most=2000 size=0"
        );
        assert_eq!(
            b.parse_move("knight 0 -> 1,2"),
            Err(fact!("knights-not-move", text = typed("knight 0 -> 1,2")).to_string())
        );
        let refused = b.apply(&mut vec![(3, 1)], &vec![(0, (2, 2))]).unwrap_err();
        assert_eq!(
            refused.fact(),
            fact!("knights-cannot-jump", knight = 1usize, square = "2,2")
        );
    }
}
