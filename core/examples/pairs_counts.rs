//! Reproduces the table of docs/pairs-counts.md: the number of optimal solutions of
//! moving checkers in pairs for each n in a range, with the time and work each took.
//!
//! `cargo run --release --example pairs_counts -- 4 18 [threads]`

use movelab::pairs::count::{conjectured_count, count_report};
use movelab::pairs::Pairs;
use std::time::Instant;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap_or(0))
        .collect();
    if args.len() < 2 || args[0] < 3 || args[1] < args[0] {
        eprintln!("usage: pairs_counts FROM TO [THREADS]   (3 <= FROM <= TO)");
        std::process::exit(2);
    }
    let threads = args.get(2).map_or_else(
        || std::thread::available_parallelism().map_or(1, |t| t.get()),
        |&t| t.max(1) as usize,
    );
    println!("| n | optimal solutions | 2^(n-4) | conjecture | positions stored | time |");
    println!("|---|---|---|---|---|---|");
    for n in args[0]..=args[1] {
        let pairs = match Pairs::new(n) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        };
        let t = Instant::now();
        match count_report(pairs, threads) {
            Ok(r) => {
                let guess = if n >= 4 {
                    format!("{}", 1u128 << (n - 4))
                } else {
                    "-".into()
                };
                let conj = match conjectured_count(n) {
                    Some(c) if c == r.count => "equal".to_string(),
                    Some(c) => format!("DIFFERS ({c})"),
                    None => "-".to_string(),
                };
                println!(
                    "| {n} | {} | {guess} | {conj} | {} | {:.3} s |",
                    r.count,
                    r.positions,
                    t.elapsed().as_secs_f64()
                );
            }
            Err(e) => {
                eprintln!("n = {n}: {e}");
                std::process::exit(1);
            }
        }
    }
}
