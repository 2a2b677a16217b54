//! The breadth-first searches the games run on the generic `search::bfs` (closures and a
//! store): the play tables (a dense store indexed by rank), the rows' exhaustive searches
//! (hash stores of packed positions) and peg solitaire's fewest moves on a small board.
//! Run: cargo bench --bench search -- --warm-up-time 1 --measurement-time 3 --noplot

use criterion::{criterion_group, criterion_main, Criterion};
use movelab::pairs::search::census;
use movelab::pairs::Pairs;
use movelab::peg::fewest::fewest;
use movelab::peg::{Board, Finish, Peg};
use movelab::play::table::Table;
use movelab::shift::search::{shortest_paths, Moves};
use movelab::shift::Shift;
use std::hint::black_box;

fn tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("search_table");
    group.sample_size(10);
    let shift = Shift::new(8, 7).unwrap();
    group.bench_function("shift_8x7", |b| {
        b.iter(|| Table::build(black_box(&shift)).unwrap())
    });
    let pairs = Pairs::any(7);
    group.bench_function("pairs_7", |b| {
        b.iter(|| Table::build(black_box(&pairs)).unwrap())
    });
    group.finish();
}

fn rows(c: &mut Criterion) {
    let mut group = c.benchmark_group("search_rows");
    group.sample_size(10);
    let shift = Shift::new(7, 7).unwrap();
    group.bench_function("shift_paths_7x7", |b| {
        b.iter(|| shortest_paths(black_box(shift), Moves::All).unwrap())
    });
    group.bench_function("pairs_census_8", |b| {
        b.iter(|| census(black_box(Pairs::any(8))).unwrap())
    });
    group.finish();
}

fn peg(c: &mut Criterion) {
    let mut group = c.benchmark_group("search_peg");
    group.sample_size(10);
    let board = Board::from_shape("plus5", 5, |r, c| {
        (1..4).contains(&r) || (1..4).contains(&c)
    });
    let game = Peg {
        board: board.clone(),
        start: board.full() & !1,
        finish: Finish::Any,
    };
    group.bench_function("fewest_plus5", |b| {
        b.iter(|| fewest(black_box(&game)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, tables, rows, peg);
criterion_main!(benches);
