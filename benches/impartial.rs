//! Octal-game tables: the sparse-space method against the naive mex over all splits, for
//! 0.007 (K = 3 in a row) at several sizes in one run.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use movelab::impartial::octal_table::{naive, Code};
use movelab::impartial::sparse;
use std::hint::black_box;

fn tables(c: &mut Criterion) {
    let code = Code::parse("0.007").unwrap();
    let mut group = c.benchmark_group("0.007");
    group.sample_size(10);
    for n in [1usize << 11, 1 << 12, 1 << 13, 1 << 14] {
        group.bench_with_input(BenchmarkId::new("naive", n), &n, |b, &n| {
            b.iter(|| naive(black_box(&code), n))
        });
        group.bench_with_input(BenchmarkId::new("sparse", n), &n, |b, &n| {
            b.iter(|| sparse::table(black_box(&code), n))
        });
    }
    group.finish();
}

criterion_group!(benches, tables);
criterion_main!(benches);
