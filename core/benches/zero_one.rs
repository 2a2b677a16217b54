//! The swap automaton at n = 10^7 cells: the O(n) row after m steps (any m) against one
//! step of the naive simulation, whose time per step the ratio is taken to; Candy Collector
//! on a line, the O(M log M) sweep at M = 10^6 and against the O(M·N·log M) DP at M = 2·10^4.

use criterion::{criterion_group, criterion_main, Criterion};
use movelab::automaton::{step, Automaton};
use movelab::candy::{by_vertex, line_sweep, Candy, Game, Travel};
use std::hint::black_box;

/// A random-looking row of `n` cells, about half ones (xorshift, fixed seed).
fn row(n: usize) -> Vec<u8> {
    let mut s = 0x9E37_79B9_7F4A_7C15u64;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 63) as u8
        })
        .collect()
}

fn automaton(c: &mut Criterion) {
    let n = 10_000_000;
    let cells = row(n);
    let a = Automaton::new(&cells);
    let mut group = c.benchmark_group("automaton_1e7");
    group.sample_size(10);
    for m in [1_000u64, 1_000_000, 1_000_000_000_000_000_000] {
        group.bench_function(format!("row_at_m={m}"), |b| {
            b.iter(|| black_box(a.row_at(black_box(m))))
        });
    }
    group.bench_function("simulate_one_step", |b| {
        let mut r = cells.clone();
        b.iter(|| step(black_box(&mut r)))
    });
    group.bench_function("new_and_stable_step", |b| {
        b.iter(|| black_box(Automaton::new(black_box(&cells)).stable_step()))
    });
    group.finish();
}

/// `m` boxes on `n` positions of a line, random times up to 4m, positions up to ±n.
fn candy_line(m: usize, n: usize) -> Game {
    let mut s = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |bound: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % bound
    };
    let x: Vec<i64> = (0..n)
        .map(|_| next(2 * n as u64 + 1) as i64 - n as i64)
        .collect();
    let boxes = (0..m)
        .map(|_| Candy {
            time: next(4 * m as u64),
            vertex: next(n as u64) as usize,
            candies: next(100),
        })
        .collect();
    Game {
        travel: Travel::Line(x),
        boxes,
    }
}

fn candy(c: &mut Criterion) {
    let mut group = c.benchmark_group("candy_line");
    group.sample_size(10);
    let big = candy_line(1_000_000, 1_000);
    group.bench_function("line_sweep_m=1e6", |b| {
        b.iter(|| black_box(line_sweep(&big)))
    });
    let small = candy_line(20_000, 100);
    group.bench_function("line_sweep_m=2e4", |b| {
        b.iter(|| black_box(line_sweep(&small)))
    });
    group.bench_function("by_vertex_m=2e4", |b| {
        b.iter(|| black_box(by_vertex(&small)))
    });
    group.finish();
}

criterion_group!(benches, automaton, candy);
criterion_main!(benches);
