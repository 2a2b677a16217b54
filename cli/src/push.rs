//! `movelab push BOARD --k K`: the least energy for the robot to reach the last square and
//! one cheapest line of moves, from the core's exact least-cost search.

use crate::words::words;
use crate::{Failure, Format, Usage};
use movelab::fact;
use movelab::game::Notation;
use movelab::push::Push;
use std::io::Write;

pub struct Costs {
    pub walk: u64,
    pub jump: u64,
    pub push: u64,
}

pub fn run(
    out: &mut impl Write,
    board: &str,
    k: u64,
    c: Costs,
    format: Format,
) -> Result<(), Failure> {
    let game = Push::new(board, k, c.walk, c.jump, c.push).map_err(|m| Usage(words().fact(&m)))?;
    let Some((energy, moves)) = game
        .solve()
        .map_err(|e| Usage(words().fact(&fact!("cli-push-smaller", why = e.to_string()))))?
    else {
        return Err(Failure::Rejected(
            words().fact(&fact!("cli-push-unreachable")),
        ));
    };
    let moves: Vec<String> = moves.iter().map(|m| game.write_move(m)).collect();
    match format {
        Format::Json => writeln!(
            out,
            "{}",
            serde_json::json!({"energy": energy, "moves": moves})
        )?,
        Format::Text => {
            writeln!(out, "{energy}")?;
            for m in moves {
                writeln!(out, "{m}")?;
            }
        }
        Format::Csv => return Err(Usage("push prints text or json, not csv".into()).into()),
    }
    Ok(())
}
