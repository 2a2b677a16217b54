//! Tic-tac-toe for the tree view (`www/views/tictactoe.js`): `TicTacToeView` holds the game
//! against perfect play (the core's two-player session, `game::Versus`, answered from the
//! solved table) and records the tree of minimax and alpha-beta from the position shown
//! (`search::minimax::record`) as typed arrays to draw.

use super::action::{answer, bad_call, Action};
use super::{fact_err, js_err, to_js};
use js_sys::{Int32Array, Object, Reflect, Uint32Array, Uint8Array};
use movelab::fact;
use movelab::game::{Session, Versus};
use movelab::message::Message;
use movelab::search::minimax::Pruning;
use movelab::tictactoe::{value_in_words, Board, Order, Player, Solved, TicTacToe, TREE_LIMIT};
use serde::Serialize;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the tree view's handle answers (`act({ type, … })`).
    TreeAction {
        Snapshot = "snapshot",
        Play = "play",
        Computer = "computer",
        Undo = "undo",
        Replay = "replay",
        Restart = "restart",
        Order = "order",
        Tree = "tree",
    }
}

#[derive(Serialize)]
struct Snapshot {
    /// Nine characters `x`, `o`, `.`.
    board: String,
    /// `x` or `o`.
    to_move: String,
    you: String,
    /// Moves made since the start board.
    moves_made: u32,
    /// `x`, `o`, `draw`, or null while the game goes on.
    over: Option<String>,
    /// The value with perfect play from here, in words (`x wins`, `o wins`, `draw`).
    value: String,
    /// Every best move of the player to move, squares 1–9.
    best: Vec<u8>,
    /// The winner's lines, squares 1–9.
    lines: Vec<[u8; 3]>,
    /// The moves made since the start board, squares 1–9.
    history: Vec<u8>,
    /// It is the computer's turn: the game goes on and the visitor is not to move.
    computer_to_move: bool,
}

#[wasm_bindgen]
pub struct TicTacToeView {
    solved: Solved,
    /// The game from the start board, the visitor on side `you` (the core's session).
    versus: Versus<TicTacToe>,
    you: Player,
    order: Order,
}

fn write(sq: &u8) -> u8 {
    sq + 1
}

#[wasm_bindgen]
impl TicTacToeView {
    /// A start board (nine characters, checked by the core), the visitor's side (`x`, `o`)
    /// and the order alpha-beta tries moves in (`natural`, `centre`, `best`).
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str, side: &str, order: &str) -> Result<TicTacToeView, JsError> {
        let start = Board::parse(board).map_err(|m| fact_err(&m))?;
        let you = Player::from_name(side).map_err(|m| fact_err(&m))?;
        let session = Session::from_position(TicTacToe, start);
        Ok(TicTacToeView {
            solved: Solved::new(),
            versus: Versus::new(session, start.to_move() == you),
            you,
            order: Order::parse(order).map_err(|m| fact_err(&m))?,
        })
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it, its
    /// `reply` what the action said: `play` (`square`, 1–9) the visitor's move; `computer`
    /// perfect play's, replying with its square; `undo` whether there was a turn to take
    /// back; `replay` (`record`) a game kept in the link; `restart`; `order` (`order`) the
    /// order alpha-beta tries moves in; `tree` replies with the recorded tree; `snapshot`
    /// changes nothing.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let a = Action::read(action)?;
        let reply = match TreeAction::read(&a)? {
            TreeAction::Snapshot => JsValue::UNDEFINED,
            TreeAction::Play => {
                self.play(&a.text("square")?)?;
                JsValue::UNDEFINED
            }
            TreeAction::Computer => self.computer_move()?.into(),
            TreeAction::Undo => self.undo().into(),
            TreeAction::Replay => {
                self.replay(&a.text("record")?)?;
                JsValue::UNDEFINED
            }
            TreeAction::Restart => {
                self.versus.restart();
                JsValue::UNDEFINED
            }
            TreeAction::Order => {
                self.order = Order::parse(&a.text("order")?).map_err(|m| fact_err(&m))?;
                JsValue::UNDEFINED
            }
            TreeAction::Tree => self.tree()?,
        };
        Ok(answer(self.snapshot()?, reply))
    }
}

impl TicTacToeView {
    fn snapshot(&self) -> Result<JsValue, JsError> {
        let b = self.versus.state();
        let over = b.is_over().then(|| match b.winner() {
            Some(p) => p.to_string(),
            None => "draw".to_string(),
        });
        let record = Snapshot {
            board: b.text(),
            to_move: b.to_move().to_string(),
            you: self.you.to_string(),
            moves_made: self.versus.session().moves_made() as u32,
            over,
            value: value_in_words(self.solved.value(b)).to_string(),
            best: self.solved.best_moves(b).iter().map(write).collect(),
            lines: b
                .winning_lines()
                .into_iter()
                .map(|l| l.map(|k| k as u8 + 1))
                .collect(),
            history: self.versus.session().moves().iter().map(write).collect(),
            computer_to_move: self.computer_to_move(),
        };
        to_js(&record)
    }

    /// Whether it is the computer's turn (the game goes on and the visitor is not to move).
    fn computer_to_move(&self) -> bool {
        let board = self.versus.state();
        !board.is_over() && board.to_move() != self.you
    }

    /// The visitor's move on square 1–9, or the core's reason why not.
    fn play(&mut self, square: &str) -> Result<(), JsError> {
        let board = self.versus.state();
        if board.is_over() {
            return Err(fact_err(&fact!("ttt-refused-over")));
        }
        if board.to_move() != self.you {
            let mark = board.to_move().to_string();
            return Err(fact_err(&fact!("ttt-refused-turn", mark = mark)));
        }
        let sq = TicTacToe::square(square).map_err(|e| fact_err(&e))?;
        self.versus.play(sq).map_err(|e| fact_err(&e))
    }

    /// Perfect play's move, which it returns (square 1–9): a move that wins at once if there
    /// is one, else the first best move in the order centre, corners, edges.
    fn computer_move(&mut self) -> Result<u8, JsError> {
        if !self.computer_to_move() {
            // The page asks for the computer's move on its turn only.
            return Err(bad_call("act", &JsValue::from_str("computer")));
        }
        let solved = &self.solved;
        let made = self
            .versus
            .reply(|_, board| solved.perfect_reply(board))
            .map_err(|e| fact_err(&e))?;
        let sq = made.ok_or_else(|| bad_call("act", &JsValue::from_str("computer")))?;
        Ok(sq + 1)
    }

    /// Plays again a game kept in the link (`moves=`: squares 1–9 of both sides from the
    /// start board, joined by dots), or says which move cannot be played and why, as a
    /// fact; the moves before it stay.
    fn replay(&mut self, record: &str) -> Result<(), JsError> {
        for (i, text) in record.split('.').filter(|t| !t.is_empty()).enumerate() {
            let at =
                |why: Message| fact_err(&fact!("tictactoe-replay-move", turn = i + 1, why = why));
            let sq = TicTacToe::square(text).map_err(at)?;
            self.versus.play(sq).map_err(at)?;
        }
        Ok(())
    }

    /// Takes back moves to the visitor's last turn (their move and the computer's answer);
    /// false when there is none to take back.
    fn undo(&mut self) -> bool {
        if !self.versus.session().can_undo() {
            return false;
        }
        if !self.versus.undo_turn() {
            // Only the computer's opening move was made: back to the start board.
            self.versus.restart();
        }
        true
    }

    /// The tree of plain minimax and alpha-beta from the position shown, at most
    /// `TREE_LIMIT` positions (deeper levels folded into counts): `{ parent: Int32Array (−1 at
    /// the root), square: Uint8Array (1–9, 0 at the root), value: Int32Array (1 x wins, 0
    /// draw, −1 o wins), pruning: Uint8Array (0 alpha-beta visited, 1 cut, 2 below a cut),
    /// xToMove: Uint8Array, foldedMinimax, foldedAlphabeta: Uint32Array, depthShown,
    /// complete, minimax, alphabeta, limit, order }`, in pre-order, the children in the
    /// order alpha-beta tries them.
    fn tree(&self) -> Result<JsValue, JsError> {
        let t = movelab::tictactoe::tree(self.versus.state(), self.order, &self.solved)
            .map_err(|e| js_err(e.to_string()))?;
        let n = &t.nodes;
        let parent: Vec<i32> = n
            .iter()
            .map(|x| x.parent.map_or(-1, |p| p as i32))
            .collect();
        let square: Vec<u8> = n.iter().map(|x| x.mv.map_or(0, |m| m + 1)).collect();
        let value: Vec<i32> = n.iter().map(|x| x.value.signum()).collect();
        let pruning: Vec<u8> = n
            .iter()
            .map(|x| match x.pruning {
                Pruning::Visited => 0,
                Pruning::Cut => 1,
                Pruning::BelowCut => 2,
            })
            .collect();
        let x_to_move: Vec<u8> = n.iter().map(|x| u8::from(x.max_to_move)).collect();
        // Folded counts are below the tree's 549,946 positions: u32 holds them.
        let folded_mm: Vec<u32> = n.iter().map(|x| x.folded.0 as u32).collect();
        let folded_ab: Vec<u32> = n.iter().map(|x| x.folded.1 as u32).collect();
        let out = Object::new();
        let set = |k: &str, v: JsValue| Reflect::set(&out, &k.into(), &v).map(|_| ());
        let fields: [(&str, JsValue); 13] = [
            ("parent", Int32Array::from(&parent[..]).into()),
            ("square", Uint8Array::from(&square[..]).into()),
            ("value", Int32Array::from(&value[..]).into()),
            ("pruning", Uint8Array::from(&pruning[..]).into()),
            ("xToMove", Uint8Array::from(&x_to_move[..]).into()),
            ("foldedMinimax", Uint32Array::from(&folded_mm[..]).into()),
            ("foldedAlphabeta", Uint32Array::from(&folded_ab[..]).into()),
            ("depthShown", t.depth_shown.into()),
            ("complete", t.complete.into()),
            ("minimax", (t.minimax_nodes as f64).into()),
            ("alphabeta", (t.alphabeta_nodes as f64).into()),
            ("limit", (TREE_LIMIT as f64).into()),
            ("order", self.order.describe().into()),
        ];
        for (k, v) in fields {
            set(k, v).map_err(|_| js_err("could not build the tree record"))?;
        }
        Ok(out.into())
    }
}
