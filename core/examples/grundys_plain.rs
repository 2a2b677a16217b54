//! Grundy's game by the plain mex (O(n²)), printed one value a line as `movelab grundy
//! grundys --upto N` prints the sparse-space engine's table: the reference side of the
//! timings in BENCHMARKS.md (`cargo run --release --example grundys_plain -- N`), and a diff.

use movelab::grundys::MAX_UPTO;
use movelab::impartial::octal_table::grundys_game;
use std::io::{BufWriter, Write};

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_default();
    let upto = match arg.parse::<u64>() {
        Ok(n) if n <= MAX_UPTO => n as usize,
        Ok(n) => refuse(&format!(
            "{n} is more than the table limit of {MAX_UPTO} heaps"
        )),
        Err(_) => refuse(&format!("'{arg}' is not a heap (usage: grundys_plain N)")),
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    for v in grundys_game(upto) {
        writeln!(out, "{v}").expect("stdout");
    }
}

fn refuse(reason: &str) -> ! {
    eprintln!("grundys_plain: {reason}");
    std::process::exit(2);
}
