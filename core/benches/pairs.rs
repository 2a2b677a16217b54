//! Criterion benchmarks of the pairs core: the construction into a buffer against a plain
//! fill of the same buffer, the O(1) formula per step at n = 10³ and 10¹⁵, and the counter
//! of optimal solutions for each n of docs/pairs-counts.md up to 16 (seconds an iteration),
//! the structural count (window sets, `pairs::structure`) at n = 16, 20, 40, 100, 200, and
//! `--all`'s listing per solution across n (the graph of optimal paths built once).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use movelab::pairs::count::count_report;
use movelab::pairs::search::{AllOptimal, OptimalPaths};
use movelab::pairs::structure::count_by_structure;
use movelab::pairs::{move_at, Pairs, PairsSolution, MAX_N};
use std::time::Duration;

const BIG: u64 = 1_000_000;

fn construction(c: &mut Criterion) {
    let mut g = c.benchmark_group("pairs_construction");
    g.throughput(Throughput::Elements(BIG));
    let pairs = Pairs::new(BIG).unwrap();
    let mut buf: Vec<u64> = Vec::with_capacity(BIG as usize);
    g.bench_function("construction_1e6_into_buffer", |b| {
        b.iter(|| {
            buf.clear();
            buf.extend(PairsSolution::new(black_box(pairs)).moves());
            black_box(buf.len())
        })
    });
    // for_each goes through Construction::fold, which emits the levels in tight loops.
    g.bench_function("construction_1e6_for_each_push", |b| {
        b.iter(|| {
            buf.clear();
            PairsSolution::new(black_box(pairs))
                .moves()
                .for_each(|x| buf.push(x));
            black_box(buf.len())
        })
    });
    // write_into fills a preallocated slice, writing each level's two moves in a tight loop.
    let mut slice = vec![0u64; BIG as usize];
    g.bench_function("construction_1e6_write_into", |b| {
        b.iter(|| {
            let mut moves = PairsSolution::new(black_box(pairs)).moves();
            black_box(moves.write_into(&mut slice, |s| s))
        })
    });
    g.bench_function("plain_fill_1e6_same_buffer", |b| {
        b.iter(|| {
            buf.clear();
            buf.extend(0..black_box(BIG));
            black_box(buf.len())
        })
    });
    g.finish();
}

fn formula(c: &mut Criterion) {
    let mut g = c.benchmark_group("pairs_formula");
    let small = Pairs::new(1000).unwrap();
    g.throughput(Throughput::Elements(1000));
    g.bench_function("formula_n1e3_all_1000_steps", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for i in 1..=1000 {
                acc = acc.wrapping_add(move_at(black_box(small), i));
            }
            acc
        })
    });
    let huge = Pairs::new(MAX_N).unwrap();
    let stride = MAX_N / 1000;
    g.bench_function("formula_n1e15_1000_spread_steps", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            for i in 0..1000 {
                acc = acc.wrapping_add(move_at(black_box(huge), 1 + i * stride));
            }
            acc
        })
    });
    g.finish();
}

fn counter(c: &mut Criterion) {
    let mut g = c.benchmark_group("pairs_count");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(5));
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    for n in 8..=16u64 {
        let pairs = Pairs::new(n).unwrap();
        g.bench_with_input(BenchmarkId::from_parameter(n), &pairs, |b, &p| {
            b.iter(|| count_report(p, threads).unwrap().count)
        });
    }
    g.finish();
}

/// The structural count: one scan over the squares, polynomial in n.
fn structure(c: &mut Criterion) {
    let mut g = c.benchmark_group("pairs_structure");
    g.sample_size(20);
    for n in [16u64, 20, 40, 100, 200] {
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| count_by_structure(black_box(n)).unwrap().count)
        });
    }
    g.finish();
}

/// The listing walks the graph of optimal paths built once: the time per solution divided
/// by n should stay flat as n grows if each solution costs O(n).
fn listing(c: &mut Criterion) {
    let mut g = c.benchmark_group("pairs_all_per_solution");
    g.sample_size(10);
    for n in 8..=15u64 {
        let paths = OptimalPaths::new(Pairs::new(n).unwrap());
        let solutions = AllOptimal::new(&paths).count() as u64;
        g.throughput(Throughput::Elements(solutions));
        g.bench_with_input(BenchmarkId::from_parameter(n), &paths, |b, paths| {
            b.iter(|| {
                AllOptimal::new(black_box(paths))
                    .map(|s| s.len())
                    .sum::<usize>()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, construction, formula, counter, structure, listing);
criterion_main!(benches);
