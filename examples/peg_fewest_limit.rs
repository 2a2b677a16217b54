//! The pruned fewest-moves search under one limit of moves, for measuring the larger boards:
//! `cargo run --release --example peg_fewest_limit -- BOARD EMPTY FINISH LIMIT [MAX_HELD]`.
//! A line found is the fewest moves, proved (every line of at most LIMIT moves is kept on
//! both sides); none found proves that a line needs more than LIMIT moves.

use movelab::peg::fewest::{bounded, moves_of, MAX_HELD};
use movelab::peg::Peg;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: peg_fewest_limit BOARD EMPTY FINISH LIMIT [MAX_HELD]");
        std::process::exit(2);
    }
    let game = Peg::new(&args[0], &[args[1].as_str()], &args[2]).expect("a problem");
    let limit: u32 = args[3].parse().expect("a limit");
    let held = args
        .get(4)
        .map_or(MAX_HELD, |h| h.parse().expect("a number"));
    let started = std::time::Instant::now();
    let result = bounded(&game, held, limit);
    let seconds = started.elapsed().as_secs_f64();
    match result {
        Ok(Some((moves, line))) => {
            assert_eq!(moves_of(&line), moves);
            let jumps: Vec<String> = line
                .iter()
                .map(|j| {
                    format!(
                        "{}-{}",
                        game.board.name_of(j.from),
                        game.board.name_of(j.to)
                    )
                })
                .collect();
            println!("{moves} moves ({seconds:.1} s): {}", jumps.join(" "));
        }
        Ok(None) => println!("no line ({seconds:.1} s)"),
        Err(why) => println!("{why} ({seconds:.1} s)"),
    }
}
