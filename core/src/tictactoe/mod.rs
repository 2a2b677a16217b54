//! Tic-tac-toe, the example of the closing page of rasto6sk's TopCoder tutorial *Algorithm Games*
//! on minimax and alpha-beta pruning: the board and its validation (only boards that can arise in
//! play), the rules on the shared contract (`game::ZeroSum`), and the move orders alpha-beta can
//! try. The searches themselves are the generic ones of `search::minimax`; this folder holds none.

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::{Notation, Rules, ZeroSum};
use crate::message::{typed, Message};
use crate::search::minimax::{self, Searched, Tree};
use crate::search::TooLarge;
use crate::task::{Task, TaskKind};
use std::fmt;

/// The most positions a recorded tree holds (`search::minimax::record`): deeper levels are
/// folded into counts. From the empty board the tree has 549,946 positions; it is recorded
/// five moves deep (18,730 positions).
pub const TREE_LIMIT: usize = 20_000;

pub const INFO: GameInfo = GameInfo {
    id: "tictactoe",
    view: View::Tree,
    players: 2,
    source: crate::catalog::sources::ALGORITHM_GAMES,
    params: &[
        Param {
            name: "board",
            kind: Kind::Text {
                max_len: 9,
                default: ".........",
            },
        },
        Param {
            name: "side",
            kind: Kind::Choice {
                options: &["x", "o"],
                default: "x",
            },
        },
        Param {
            name: "order",
            kind: Kind::Choice {
                options: &["natural", "centre", "best"],
                default: "natural",
            },
        },
    ],
    preview: r#"{"kind":"board","board":"xo..x..o."}"#,
    runs: &[],
    tasks: &[Task { id: TaskKind::Draw }, Task { id: TaskKind::Win }],
};

/// The eight lines of three squares (0..9 row by row) as bit masks.
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const FULL: u16 = 0b111_111_111;

/// A player, or the mark they make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    X,
    O,
}

impl Player {
    pub fn other(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    pub fn from_name(name: &str) -> Result<Player, Message> {
        match name {
            "x" => Ok(Player::X),
            "o" => Ok(Player::O),
            _ => Err(fact!("tictactoe-bad-side", value = typed(name))),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::X => "x",
            Player::O => "o",
        })
    }
}

/// A board as two masks of squares (bit k is square k + 1, row by row). Only boards that can
/// arise in play are built by [`Board::parse`]; the rules keep them so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Board {
    x: u16,
    o: u16,
}

fn has_line(marks: u16) -> bool {
    LINES.iter().any(|&l| (marks & l).count_ones() == 3)
}

impl Board {
    pub const EMPTY: Board = Board { x: 0, o: 0 };

    /// Nine characters `x`, `o`, `.` row by row, refused with a reason unless the board can
    /// arise in play: x moves first and the players alternate, so x has as many marks as o
    /// or one more; the game stops at the first line of three, so at most one player has
    /// one, and it is the player who moved last. These conditions are also sufficient (the
    /// tests enumerate every board against the positions reached by play: 5,478).
    pub fn parse(text: &str) -> Result<Board, Message> {
        Board::read(text).map_err(|why| fact!("tictactoe-board", value = typed(text), why = why))
    }

    /// [`Board::parse`]'s reading, refused with the reason alone.
    fn read(text: &str) -> Result<Board, Message> {
        let count = text.chars().count();
        if count != 9 {
            return Err(fact!("tictactoe-board-length", count = count));
        }
        let mut board = Board::EMPTY;
        for (k, c) in text.chars().enumerate() {
            match c {
                'x' => board.x |= 1 << k,
                'o' => board.o |= 1 << k,
                '.' => {}
                other => {
                    return Err(fact!(
                        "tictactoe-board-square",
                        square = k + 1,
                        mark = typed(other.to_string())
                    ))
                }
            }
        }
        let (xs, os) = (board.x.count_ones(), board.o.count_ones());
        if xs != os && xs != os + 1 {
            return Err(fact!("tictactoe-board-turns", xs = xs, os = os));
        }
        // The game stops at the first line of three: nobody moves after it.
        let after_line = |line: &str| fact!("tictactoe-board-after-line", line = line);
        match (has_line(board.x), has_line(board.o)) {
            (true, true) => Err(fact!("tictactoe-board-two-lines")),
            (true, false) if xs == os => Err(after_line("x")),
            (false, true) if xs > os => Err(after_line("o")),
            _ => Ok(board),
        }
    }

    /// What is on square `k` (0..9).
    pub fn at(&self, k: usize) -> Option<Player> {
        if self.x >> k & 1 == 1 {
            Some(Player::X)
        } else if self.o >> k & 1 == 1 {
            Some(Player::O)
        } else {
            None
        }
    }

    /// Marks made so far.
    pub fn marks(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    pub fn to_move(&self) -> Player {
        if self.x.count_ones() > self.o.count_ones() {
            Player::O
        } else {
            Player::X
        }
    }

    /// The player with three in a row, if any.
    pub fn winner(&self) -> Option<Player> {
        if has_line(self.x) {
            Some(Player::X)
        } else if has_line(self.o) {
            Some(Player::O)
        } else {
            None
        }
    }

    /// The winner's lines (0 or more masks) for drawing: empty unless someone won.
    pub fn winning_lines(&self) -> Vec<[usize; 3]> {
        let marks = match self.winner() {
            Some(Player::X) => self.x,
            Some(Player::O) => self.o,
            None => return Vec::new(),
        };
        LINES
            .iter()
            .filter(|&&l| marks & l == l)
            .map(|&l| {
                let mut squares = [0; 3];
                let mut bits = l;
                for s in &mut squares {
                    *s = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                }
                squares
            })
            .collect()
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.x | self.o == FULL
    }

    /// The nine characters.
    pub fn text(&self) -> String {
        (0..9)
            .map(|k| match self.at(k) {
                Some(Player::X) => 'x',
                Some(Player::O) => 'o',
                None => '.',
            })
            .collect()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// The final value from x's side: 1 x won, −1 o won, 0 a draw.
pub fn value_in_words(value: i32) -> &'static str {
    match value.signum() {
        1 => "x wins",
        -1 => "o wins",
        _ => "draw",
    }
}

/// The rules of tic-tac-toe. A move is a square 0..9 (written 1..9).
#[derive(Clone, Copy, Debug, Default)]
pub struct TicTacToe;

impl Rules for TicTacToe {
    type State = Board;
    type Move = u8;
    type Undo = ();
    type Illegal = Message;

    fn start(&self) -> Board {
        Board::EMPTY
    }

    /// The empty squares in order 1..9, none once the game is over.
    fn legal_moves(&self, board: &Board) -> Vec<u8> {
        if board.is_over() {
            return Vec::new();
        }
        (0..9).filter(|&k| board.at(k as usize).is_none()).collect()
    }

    /// A move the board refuses is a fact: a visitor's square (a click, the `move`
    /// command, a link's `moves=`) reaches it.
    fn apply(&self, board: &mut Board, square: &u8) -> Result<(), Message> {
        let k = usize::from(*square);
        if k >= 9 {
            return Err(fact!("tictactoe-no-square", square = k + 1));
        }
        if let Some(winner) = board.winner() {
            return Err(fact!("tictactoe-over-won", mark = winner.to_string()));
        }
        if board.is_over() {
            return Err(fact!("tictactoe-over-full"));
        }
        if let Some(p) = board.at(k) {
            return Err(fact!(
                "tictactoe-square-taken",
                square = k + 1,
                mark = p.to_string()
            ));
        }
        match board.to_move() {
            Player::X => board.x |= 1 << k,
            Player::O => board.o |= 1 << k,
        }
        Ok(())
    }

    fn undo(&self, board: &mut Board, square: &u8, _: ()) {
        board.x &= !(1 << square);
        board.o &= !(1 << square);
    }
}

impl Notation for TicTacToe {
    fn write_move(&self, square: &u8) -> String {
        (square + 1).to_string()
    }

    /// The fact of [`TicTacToe::square`] as a log line: the shells read squares with that.
    fn parse_move(&self, text: &str) -> Result<u8, String> {
        TicTacToe::square(text).map_err(|fact| fact.to_string())
    }
}

impl TicTacToe {
    /// A square as written, 1 to 9 row by row (surrounding spaces allowed), from 0; or the
    /// fact naming the text as given.
    pub fn square(text: &str) -> Result<u8, Message> {
        match text.trim().parse::<u8>() {
            Ok(s @ 1..=9) => Ok(s - 1),
            _ => Err(fact!("tictactoe-not-a-square", text = typed(text))),
        }
    }
}

impl ZeroSum for TicTacToe {
    fn max_to_move(&self, board: &Board) -> bool {
        board.to_move() == Player::X
    }

    fn final_value(&self, board: &Board) -> Option<i32> {
        match board.winner() {
            Some(Player::X) => Some(1),
            Some(Player::O) => Some(-1),
            None => (board.x | board.o == FULL).then_some(0),
        }
    }
}

/// The order in which alpha-beta tries the moves; plain minimax visits them all, so only
/// alpha-beta's count changes with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Squares 1 to 9.
    Natural,
    /// The centre, then the corners, then the edges (the squares on most lines first).
    Centre,
    /// The best moves first, by their true minimax value: the ordering that cuts the most
    /// (an oracle, to show the least alpha-beta can visit), ties in order 1 to 9.
    Best,
}

impl Order {
    pub const NAMES: [&'static str; 3] = ["natural", "centre", "best"];

    pub fn parse(name: &str) -> Result<Order, Message> {
        match name {
            "natural" => Ok(Order::Natural),
            "centre" | "center" => Ok(Order::Centre),
            "best" => Ok(Order::Best),
            _ => Err(fact!("tictactoe-bad-order", value = typed(name))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Order::Natural => "natural",
            Order::Centre => "centre",
            Order::Best => "best",
        }
    }

    /// In words, for the page and the command line.
    pub fn describe(self) -> &'static str {
        match self {
            Order::Natural => "squares 1 to 9",
            Order::Centre => "the centre, then corners, then edges",
            Order::Best => "best moves first (by their true value)",
        }
    }
}

/// Square rank in the centre-corners-edges order: 5, then 1 3 7 9, then 2 4 6 8.
const CENTRE_RANK: [u8; 9] = [1, 5, 2, 6, 0, 7, 3, 8, 4];

/// Every position's minimax value, solved once: what the computer plays by and the oracle of
/// [`Order::Best`]. The generic memoised search fills a flat table indexed by the board read
/// in base 3 (3^9 entries), which the 5,478 positions reachable from the empty board fill.
#[derive(Clone, Debug)]
pub struct Solved {
    values: Vec<i8>,
}

/// A board's index in [`Solved`]'s table: its squares as base-3 digits (0 empty, 1 x, 2 o).
fn code(board: &Board) -> usize {
    (0..9).rev().fold(0, |acc, k| {
        acc * 3
            + match board.at(k) {
                None => 0,
                Some(Player::X) => 1,
                Some(Player::O) => 2,
            }
    })
}

/// The table's mark for a board not solved.
const UNSOLVED: i8 = i8::MIN;

impl minimax::Memo<Board> for Vec<i8> {
    fn recall(&self, board: &Board) -> Option<i32> {
        let v = self[code(board)];
        (v != UNSOLVED).then_some(i32::from(v))
    }
    fn remember(&mut self, board: &Board, value: i32) {
        // Tic-tac-toe's values are −1, 0 and 1.
        self[code(board)] = value as i8;
    }
}

impl Default for Solved {
    fn default() -> Self {
        Solved::new()
    }
}

impl Solved {
    pub fn new() -> Solved {
        let mut values = vec![UNSOLVED; 3usize.pow(9)];
        minimax::value_memoised(&TicTacToe, &Board::EMPTY, &mut values);
        Solved { values }
    }

    /// The minimax value of `board`: every board that can arise in play is in the table (a
    /// board made otherwise, by undoing moves out of order, is searched).
    pub fn value(&self, board: &Board) -> i32 {
        match self.values[code(board)] {
            UNSOLVED => minimax::minimax(&TicTacToe, board).value,
            v => i32::from(v),
        }
    }

    /// The positions solved: every board reachable from the empty one.
    pub fn len(&self) -> usize {
        self.values.iter().filter(|&&v| v != UNSOLVED).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every move that keeps the board's value, squares 0..9 in order; empty when over.
    pub fn best_moves(&self, board: &Board) -> Vec<u8> {
        minimax::best_moves(&TicTacToe, board, |b| self.value(b))
    }

    /// The computer's move with perfect play: one that wins at once if there is one, else
    /// the first best move in the order centre, corners, edges; `None` when the game is over.
    pub fn perfect_reply(&self, board: &Board) -> Option<u8> {
        let mut best = self.best_moves(board);
        self.sort(Order::Centre, board, &mut best);
        let wins_now = best.iter().copied().find(|sq| {
            TicTacToe
                .after(board, sq)
                .is_ok_and(|b| b.winner().is_some())
        });
        wins_now.or(best.first().copied())
    }

    /// Puts `moves` of `board` in `order` (stable: ties keep the order 1 to 9).
    pub fn sort(&self, order: Order, board: &Board, moves: &mut [u8]) {
        let x = board.to_move() == Player::X;
        // Lower keys first; the square breaks ties, so every order is total and stable.
        let key = |k: u8| -> i32 {
            let rank = match order {
                Order::Natural => 0,
                Order::Centre => i32::from(CENTRE_RANK[usize::from(k)]),
                Order::Best => {
                    let v = TicTacToe.after(board, &k).map_or(0, |b| self.value(&b));
                    if x {
                        -v
                    } else {
                        v
                    }
                }
            };
            rank * 16 + i32::from(k)
        };
        // At most nine moves: an insertion sort, small in the page's wasm where the
        // standard sorts would add a copy of their code per key type.
        for i in 1..moves.len() {
            let mut j = i;
            while j > 0 && key(moves[j - 1]) > key(moves[j]) {
                moves.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

/// What the command line prints about a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub board: Board,
    pub to_move: Player,
    /// From x's side: 1, 0 or −1.
    pub value: i32,
    /// Squares 0..9 of every best move, in order.
    pub best: Vec<u8>,
    /// Positions plain minimax visits (the board included).
    pub minimax: u64,
    /// Positions alpha-beta visits, trying moves in `order`.
    pub alphabeta: u64,
    pub order: Order,
}

/// Solves `board` by plain minimax and by alpha-beta trying moves in `order`, with the best
/// moves from the solved table.
pub fn analyse(board: Board, order: Order, solved: &Solved) -> Analysis {
    let Searched {
        value,
        nodes: minimax_nodes,
    } = minimax::minimax(&TicTacToe, &board);
    let by_alphabeta =
        minimax::alphabeta(&TicTacToe, &board, |b, moves| solved.sort(order, b, moves));
    debug_assert_eq!(by_alphabeta.value, value);
    Analysis {
        board,
        to_move: board.to_move(),
        value,
        best: solved.best_moves(&board),
        minimax: minimax_nodes,
        alphabeta: by_alphabeta.nodes,
        order,
    }
}

/// The recorded tree of both searches from `board` (at most [`TREE_LIMIT`] positions).
pub fn tree(board: &Board, order: Order, solved: &Solved) -> Result<Tree<u8>, TooLarge> {
    minimax::record(
        &TicTacToe,
        board,
        |b, moves| solved.sort(order, b, moves),
        TREE_LIMIT,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_boards_that_cannot_arise_with_a_reason() {
        // Every refusal names the board as typed, then why.
        let reason = |t: &str| {
            let refused = Board::parse(t).unwrap_err();
            assert_eq!(
                (refused.id, refused.arg("value")),
                ("tictactoe-board", Some(&typed(t)))
            );
            match refused.arg("why") {
                Some(crate::message::Arg::Message(why)) => *why.clone(),
                other => panic!("{other:?}"),
            }
        };
        let length = |n: usize| fact!("tictactoe-board-length", count = n);
        assert_eq!(reason("xo"), length(2));
        assert_eq!(reason(".........."), length(10));
        let square =
            |k: usize, c: &str| fact!("tictactoe-board-square", square = k, mark = typed(c));
        assert_eq!(reason("xoz......"), square(3, "z"));
        assert_eq!(reason("xX......."), square(2, "X"));
        let turns = |xs: u32, os: u32| fact!("tictactoe-board-turns", xs = xs, os = os);
        assert_eq!(reason("xx......."), turns(2, 0));
        assert_eq!(reason("o........"), turns(0, 1));
        assert_eq!(reason("xxxooo..."), fact!("tictactoe-board-two-lines"));
        let after = |line: &str| fact!("tictactoe-board-after-line", line = line);
        assert_eq!(reason("xxxoo.o.."), after("x"));
        assert_eq!(reason("oooxx.xx."), after("o"));
        assert_eq!(
            Player::from_name("y"),
            Err(fact!("tictactoe-bad-side", value = typed("y")))
        );
        assert_eq!(
            Order::parse("random"),
            Err(fact!("tictactoe-bad-order", value = typed("random")))
        );
        assert_eq!(
            Board::parse("xxxoo....").map(|b| b.winner()),
            Ok(Some(Player::X))
        );
        assert_eq!(
            Board::parse(".........").map(|b| b.text()),
            Ok(".........".into())
        );
    }

    #[test]
    fn a_move_on_a_taken_square_or_a_finished_board_is_refused() {
        let board = Board::parse("xo.......").unwrap();
        assert_eq!(
            TicTacToe.after(&board, &0).err(),
            Some(fact!("tictactoe-square-taken", square = 1usize, mark = "x"))
        );
        assert_eq!(
            TicTacToe.after(&board, &9).err(),
            Some(fact!("tictactoe-no-square", square = 10usize))
        );
        let won = Board::parse("xxxoo....").unwrap();
        assert_eq!(
            TicTacToe.after(&won, &8).err(),
            Some(fact!("tictactoe-over-won", mark = "x"))
        );
        let full = Board::parse("xoxxoooxx").unwrap();
        assert_eq!(
            TicTacToe.after(&full, &0).err(),
            Some(fact!("tictactoe-over-full"))
        );
        assert!(TicTacToe.legal_moves(&won).is_empty());
        assert_eq!(TicTacToe.parse_move("5"), Ok(4));
        assert_eq!(TicTacToe::square(" 9 "), Ok(8));
        assert_eq!(
            TicTacToe::square("0"),
            Err(fact!("tictactoe-not-a-square", text = typed("0")))
        );
        assert!(TicTacToe.parse_move("0").is_err());
        assert_eq!(
            Board::parse("xxxoo....").unwrap().winning_lines(),
            vec![[0, 1, 2]]
        );
    }

    #[test]
    fn orders_the_moves() {
        let solved = Solved::new();
        let mut moves: Vec<u8> = (0..9).collect();
        solved.sort(Order::Centre, &Board::EMPTY, &mut moves);
        assert_eq!(moves, [4, 0, 2, 6, 8, 1, 3, 5, 7]);
        // x to move on xx./oo./...: square 3 wins at once, so best-first tries it first.
        let board = Board::parse("xx.oo....").unwrap();
        let mut moves = TicTacToe.legal_moves(&board);
        solved.sort(Order::Best, &board, &mut moves);
        assert_eq!(moves[0], 2);
        for name in Order::NAMES {
            assert_eq!(Order::parse(name).map(Order::name), Ok(name));
        }
    }

    /// The computer's reply keeps the value (checked against the solved table on every
    /// position reachable from the empty board), takes a win on the spot, and gives none on
    /// a finished board.
    #[test]
    fn the_perfect_reply_keeps_the_value_and_wins_at_once() {
        let solved = Solved::new();
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![Board::parse(".........").unwrap()];
        while let Some(board) = stack.pop() {
            if !seen.insert(board) {
                continue;
            }
            match solved.perfect_reply(&board) {
                None => assert!(board.is_over(), "{board:?} has moves"),
                Some(sq) => {
                    let after = TicTacToe.after(&board, &sq).unwrap();
                    assert_eq!(solved.value(&after), solved.value(&board), "{board:?}");
                    let can_win_now = TicTacToe
                        .legal_moves(&board)
                        .iter()
                        .any(|m| TicTacToe.after(&board, m).unwrap().winner().is_some());
                    assert_eq!(after.winner().is_some(), can_win_now, "{board:?}");
                }
            }
            for m in TicTacToe.legal_moves(&board) {
                stack.push(TicTacToe.after(&board, &m).unwrap());
            }
        }
        assert!(seen.len() > 5000, "{} positions", seen.len());
    }
}
