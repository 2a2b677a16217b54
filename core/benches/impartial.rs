//! Octal-game tables: the sparse-space method against the naive mex over all splits, for
//! 0.007 (K = 3 in a row), 0.07 (Dawson's Kayles) and 0.051 (sparse in the domain) at
//! several sizes in one run.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use movelab::impartial::octal_table::{naive, Code};
use movelab::impartial::sparse;
use std::hint::black_box;

fn tables(c: &mut Criterion) {
    for (text, sizes) in [
        ("0.007", [1usize << 12, 1 << 13, 1 << 14]),
        ("0.07", [1 << 12, 1 << 14, 1 << 16]),
        ("0.051", [1 << 12, 1 << 14, 1 << 16]),
    ] {
        compare(c, text, &sizes);
    }
}

/// Naive and sparse tables of one code at each size, in one group.
fn compare(c: &mut Criterion, text: &str, sizes: &[usize]) {
    let code = Code::parse(text).unwrap();
    let mut group = c.benchmark_group(text);
    group.sample_size(10);
    for &n in sizes {
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
