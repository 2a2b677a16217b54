//! Peg solitaire: the English central game and a corner vacancy to any finish solved from
//! scratch (dead set, symmetries and pagoda cuts), and an impossible problem refused by the
//! position classes; every single-vacancy problem of the English board classified; and the
//! central game's fewest moves.

use criterion::{criterion_group, criterion_main, Criterion};
use movelab::peg::classify::single_vacancy;
use movelab::peg::fewest::fewest;
use movelab::peg::solve::{solve, Answer};
use movelab::peg::{Board, Peg};
use std::hint::black_box;

fn solved(game: &Peg) -> bool {
    matches!(solve(black_box(game)), Answer::Solved(_))
}

fn english(c: &mut Criterion) {
    let mut group = c.benchmark_group("peg_english");
    group.sample_size(20);
    let central = Peg::new("english", &["d4"], "d4").unwrap();
    group.bench_function("central_game", |b| b.iter(|| assert!(solved(&central))));
    let corner = Peg::new("english", &["c1"], "any").unwrap();
    group.sample_size(10);
    group.bench_function("c1_to_any", |b| b.iter(|| assert!(solved(&corner))));
    let french = Peg::new("french", &["d4"], "d4").unwrap();
    group.bench_function("french_central_refused", |b| {
        b.iter(|| assert!(!solved(&french)))
    });
    group.finish();
}

/// Every single-vacancy problem of the English board (33 × 33) classified and each
/// solvable one solved (issue 11: under 10 s).
fn classify_english(c: &mut Criterion) {
    let mut group = c.benchmark_group("peg_classify");
    group.sample_size(10);
    let board = Board::named("english").unwrap();
    group.bench_function("english_single_vacancy", |b| {
        b.iter(|| single_vacancy(black_box(&board)).len())
    });
    // Fewest moves, found and proved by the search meeting in the middle: the central game
    // (18) and d4 to d1 (17; the reference search, `fewest::layered`, gave up on it).
    for (name, finish, least) in [
        ("english_central_fewest_moves", "d4", 18),
        ("english_d4_to_d1_fewest_moves", "d1", 17),
    ] {
        let game = Peg::new("english", &["d4"], finish).unwrap();
        group.bench_function(name, |b| {
            b.iter(|| assert_eq!(fewest(black_box(&game)).unwrap().unwrap().0, least))
        });
    }
    group.finish();
}

/// Issue 23: the problems that gave up with the depth-first search alone (BENCHMARKS.md),
/// now met by beams and the backward layers; a triangle's classic; the French atlas.
fn decide(c: &mut Criterion) {
    let mut group = c.benchmark_group("peg_decide");
    group.sample_size(10);
    for (name, board, empty, finish) in [
        ("french_d3_to_d5", "french", "d3", "d5"),
        ("wiegleb_central_game", "wiegleb", "e5", "e5"),
        ("diamond_e3_to_any", "diamond", "e3", "any"),
        ("triangle8_a1_to_a1", "triangle8", "a1", "a1"),
    ] {
        let game = Peg::new(board, &[empty], finish).unwrap();
        group.bench_function(name, |b| b.iter(|| assert!(solved(&game))));
    }
    let french = Board::named("french").unwrap();
    group.bench_function("french_atlas", |b| {
        b.iter(|| single_vacancy(black_box(&french)).len())
    });
    group.finish();
}

criterion_group!(benches, english, classify_english, decide);
criterion_main!(benches);
