//! The structural count (`movelab::pairs::structure`) for a range of n, beside the
//! conjectured closed form: `cargo run --release --example pairs_structure -- 4 40`.

use movelab::pairs::count::conjectured_count_big;
use movelab::pairs::structure::count_by_structure;
use std::time::Instant;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap_or(0))
        .collect();
    if args.len() < 2 || args[0] < 4 || args[1] < args[0] {
        eprintln!("usage: pairs_structure FROM TO   (4 <= FROM <= TO)");
        std::process::exit(2);
    }
    println!("| n | optimal solutions | conjecture | window sets | scan states (max) | time |");
    println!("|---|---|---|---|---|---|");
    for n in args[0]..=args[1] {
        let t = Instant::now();
        match count_by_structure(n) {
            Ok(r) => {
                let conj = match conjectured_count_big(n) {
                    Some(c) if r.count == c => "equal".to_string(),
                    Some(c) => format!("DIFFERS ({c})"),
                    None => "-".to_string(),
                };
                println!(
                    "| {n} | {} | {conj} | {} | {} | {:.3} s |",
                    r.count,
                    r.window_sets,
                    r.max_states,
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
