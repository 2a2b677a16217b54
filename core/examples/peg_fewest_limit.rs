//! The pruned fewest-moves search under one limit of moves, for measuring the larger boards:
//! `cargo run --release --example peg_fewest_limit -- BOARD EMPTY FINISH LIMIT [MAX_HELD]`.
//! A line found is the fewest moves, proved (every line of at most LIMIT moves is kept on
//! both sides); none found proves that a line needs more than LIMIT moves.

use movelab::peg::fewest::{climbing, moves_of, MAX_HELD};
use movelab::peg::Peg;

/// The problem, the limit and the positions held, from the command line, or why not.
fn read(args: &[String]) -> Result<(Peg, u32, usize), String> {
    let [board, empty, finish, limit, rest @ ..] = args else {
        return Err("usage: peg_fewest_limit BOARD EMPTY FINISH LIMIT [MAX_HELD]".to_string());
    };
    let game = Peg::new(board, &[empty.as_str()], finish).map_err(|why| why.to_string())?;
    let limit = limit
        .parse()
        .map_err(|_| format!("LIMIT must be a whole number of moves, not '{limit}'"))?;
    let held = match rest {
        [] => MAX_HELD,
        [h] => h
            .parse()
            .map_err(|_| format!("MAX_HELD must be a whole number, not '{h}'"))?,
        _ => return Err("at most five arguments: BOARD EMPTY FINISH LIMIT [MAX_HELD]".into()),
    };
    Ok((game, limit, held))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, limit, held) = read(&args).unwrap_or_else(|why| {
        eprintln!("peg_fewest_limit: {why}");
        std::process::exit(2);
    });
    let started = std::time::Instant::now();
    let result = climbing(&game, held, limit);
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
