//! `grundy octal CODE --heaps H,H,…` (the outcome of a sum and every winning move, normal or
//! misère) and `grundy octal CODE --misere --upto N` (the misère outcome of each heap), both
//! from the core: xor of Grundy values, or the misère quotient.

use crate::impartial::{no_csv, outcome, print_table, Table};
use crate::words::words;
use crate::{Failure, Usage};
use movelab::fact;
use movelab::game::{Impartial, Notation};
use movelab::impartial::misere::MisereOctal;
use movelab::impartial::octal_table::Code;
use movelab::nim::MAX_HEAPS;
use movelab::octal::{self, Octal};
use std::io::Write;

/// Heaps written `3,4,5`: 1 to [`MAX_HEAPS`] whole numbers.
fn parse_heaps(text: &str) -> Result<Vec<u64>, Usage> {
    let heaps = movelab::text::wholes("heaps", text)?;
    if heaps.len() > MAX_HEAPS {
        let refusal = fact!(
            "cli-heaps-count",
            max = MAX_HEAPS.to_string(),
            count = heaps.len().to_string()
        );
        return Err(Usage(words().fact(&refusal)));
    }
    Ok(heaps)
}

/// The outcome of the sum `heaps` and every winning move, as `heap I: take J leave A,B`.
pub fn sum(
    out: &mut impl Write,
    code: Code,
    heaps: &str,
    misere: bool,
    table: &Table,
) -> Result<(), Failure> {
    if table.period || table.upto.is_some() {
        return Err(Usage(words().fact(&fact!("cli-heaps-alone"))).into());
    }
    no_csv(table.format)?;
    let heaps = parse_heaps(heaps)?;
    let most = heaps.iter().copied().max().unwrap_or(0);
    // The normal-play table reaches the largest heap: refuse it as a heap, not as the
    // `--upto` the table would be built with (which this command does not take).
    if !misere && most > octal::max_upto(&code) {
        let refusal = fact!(
            "cli-heaps-past-limit",
            heap = most.to_string(),
            max = octal::max_upto(&code).to_string(),
            code = code.to_string()
        );
        return Err(Usage(words().fact(&refusal)).into());
    }
    let (value, moves) = if misere {
        answer(&MisereOctal::new(code, most).map_err(Usage::from)?, &heaps)
    } else {
        answer(&Octal::new(code, most.max(1)).map_err(Usage::from)?, &heaps)
    };
    outcome(out, table.format, "octal", value, &moves, true)
}

/// A sum's value (`None` past the game's reach) and its winning moves, written.
fn answer<G>(game: &G, heaps: &Vec<u64>) -> (Option<u64>, Vec<String>)
where
    G: Impartial<State = Vec<u64>> + Notation,
{
    let moves = game
        .winning_moves(heaps)
        .iter()
        .map(|m| game.write_move(m))
        .collect();
    (game.grundy(heaps), moves)
}

/// The misère outcome of each heap 0..=upto: 1 won, 0 lost (docs/design.md's misère values),
/// with the quotient's order and P-portion in JSON.
pub fn misere_table(out: &mut impl Write, code: Code, table: &Table) -> Result<(), Failure> {
    if table.period {
        return Err(Usage(words().fact(&fact!("cli-misere-no-period"))).into());
    }
    let upto = table
        .upto
        .ok_or_else(|| Usage(words().fact(&fact!("cli-give-upto-or-heaps"))))?;
    let game = MisereOctal::new(code.clone(), upto).map_err(Usage::from)?;
    let q = game.quotient();
    let values: Vec<u64> = q
        .heap_outcomes()
        .iter()
        .map(|&lost| u64::from(!lost))
        .collect();
    let fields = format!(
        "\"game\":\"octal\",\"code\":\"{code}\",\"misere\":true,\"quotient\":{{\"order\":{},\"p_portion\":{}}}",
        q.order(),
        q.p_portion()
    );
    print_table(out, table, &fields, &values, None, upto)
}
