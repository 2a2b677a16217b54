//! `movelab candy FILE`: the most candies and the boxes collected, in time order (numbered
//! from 1 as in the file). The core validates the file; this reads and prints.

use crate::words::words;
use crate::{Failure, Format, Usage};
use movelab::candy::{solve, Game};
use movelab::fact;
use std::io::Write;

pub fn run(out: &mut impl Write, path: &str, format: Format) -> Result<(), Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        // The system's reason (no such file, permission) is the system's words.
        let refusal = fact!("cli-cannot-read", path = path, why = e.to_string());
        Usage(words().fact(&refusal))
    })?;
    // The file's own line and column are in the reason; the path says which file.
    let game = Game::parse(&text).map_err(|e| Usage(format!("{path}: {e}")))?;
    let route = solve(&game);
    let boxes: Vec<usize> = route.boxes.iter().map(|&k| k + 1).collect();
    match format {
        Format::Json => {
            let json = serde_json::json!({"candies": route.candies, "boxes": boxes});
            writeln!(out, "{json}")?;
        }
        Format::Text => {
            writeln!(out, "{}", route.candies)?;
            for k in boxes {
                let b = game.boxes[k - 1];
                writeln!(
                    out,
                    "box {k}: time {} vertex {} candies {}",
                    b.time,
                    b.vertex + 1,
                    b.candies
                )?;
            }
        }
        Format::Csv => return Err(Usage("candy prints text or json, not csv".into()).into()),
    }
    Ok(())
}
