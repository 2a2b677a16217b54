//! Prints the table of docs/peg.md: the fewest moves (a chain of jumps by one peg is one
//! move) of every single-vacancy → single-peg problem of a board that the position classes
//! allow, one row per orbit under the board's symmetries, with the time each search took.
//!
//! `cargo run --release --example peg_fewest_table -- english`

use movelab::peg::fewest::single_vacancy_table;
use movelab::peg::Board;
use std::time::Instant;

fn main() {
    let name = std::env::args().nth(1).unwrap_or_else(|| "english".into());
    let board = match Board::named(&name) {
        Ok(board) => board,
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(2);
        }
    };
    println!("| vacancy | finish | fewest moves | problems of the orbit | time |");
    println!("| --- | --- | ---: | --- | ---: |");
    let all = Instant::now();
    let mut last = Instant::now();
    let table = single_vacancy_table(&board, |row| {
        let moves = row
            .fewest
            .as_ref()
            .map_or("none".to_string(), |(m, _)| m.to_string());
        let orbit: Vec<String> = row
            .orbit
            .iter()
            .map(|&(v, f)| format!("{}→{}", board.name_of(v), board.name_of(f)))
            .collect();
        println!(
            "| {} | {} | {moves} | {} | {:.2} s |",
            board.name_of(row.vacancy),
            board.name_of(row.finish),
            orbit.join(" "),
            last.elapsed().as_secs_f64()
        );
        last = Instant::now();
    });
    match table {
        Ok(rows) => eprintln!(
            "{} orbits in {:.1} s",
            rows.len(),
            all.elapsed().as_secs_f64()
        ),
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(1);
        }
    }
}
