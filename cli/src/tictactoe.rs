//! `movelab tictactoe [BOARD]`: the value with perfect play, every best move, and the
//! positions plain minimax and alpha-beta visit from BOARD (the core's generic searches).

use crate::{Failure, Format, Usage};
use clap::Args;
use movelab::tictactoe::{analyse, value_in_words, Board, Order, Solved};
use serde::Serialize;
use std::io::Write;

/// docs/design.md's JSON, its fields in its order.
#[derive(Serialize)]
struct Record {
    game: &'static str,
    board: String,
    to_move: String,
    value: &'static str,
    best: Vec<u8>,
    nodes: Nodes,
}

#[derive(Serialize)]
struct Nodes {
    minimax: u64,
    alphabeta: u64,
}

fn positions(n: u64) -> String {
    if n == 1 {
        "1 position".into()
    } else {
        format!("{n} positions")
    }
}

#[derive(Args)]
pub struct TicTacToeArgs {
    /// nine characters x, o, . row by row (default: the empty board); x moves first
    board: Option<String>,
    /// the order alpha-beta tries the moves in: natural (1 to 9), centre (centre, corners,
    /// edges) or best (best moves first)
    #[arg(long, default_value = "natural")]
    order: String,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

pub fn run(out: &mut impl Write, args: TicTacToeArgs) -> Result<(), Failure> {
    let text = args.board.as_deref().unwrap_or(".........");
    let board = Board::parse(text).map_err(Usage::from)?;
    let order = Order::parse(&args.order).map_err(Usage::from)?;
    crate::impartial::no_csv(args.format)?;
    let a = analyse(board, order, &Solved::new());
    let best: Vec<u8> = a.best.iter().map(|k| k + 1).collect();
    match args.format {
        Format::Json => {
            let record = Record {
                game: "tictactoe",
                board: board.text(),
                to_move: a.to_move.to_string(),
                value: value_in_words(a.value),
                best,
                nodes: Nodes {
                    minimax: a.minimax,
                    alphabeta: a.alphabeta,
                },
            };
            let json = serde_json::to_string(&record).map_err(|e| Usage(e.to_string()))?;
            writeln!(out, "{json}")?
        }
        _ => {
            let best: Vec<String> = best.iter().map(u8::to_string).collect();
            writeln!(out, "{}", value_in_words(a.value))?;
            if board.is_over() {
                writeln!(out, "best: none (the game is over)")?;
            } else {
                writeln!(out, "best for {}: {}", a.to_move, best.join(" "))?;
            }
            writeln!(out, "minimax: {}", positions(a.minimax))?;
            writeln!(
                out,
                "alphabeta: {} (moves tried {})",
                positions(a.alphabeta),
                order.describe()
            )?;
        }
    }
    Ok(())
}
