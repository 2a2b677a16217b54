//! Shifting checkers: construction vs a plain fill, the O(1) formula per step at two sizes,
//! and replay/validation throughput. Run: cargo bench --bench shift

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use movelab::replay::replay;
use movelab::shift::{move_at, verify, Direction, Shift, ShiftSolution};

fn construction(c: &mut Criterion) {
    let shift = Shift::new(3000, 3000).unwrap();
    let len = shift.length() as usize; // 9,006,000
    let sol = ShiftSolution::new(shift, Direction::Right);
    let mut group = c.benchmark_group("construction n=m=3000");
    group.throughput(Throughput::Elements(len as u64));
    group.sample_size(20);
    let mut buf64 = vec![0u64; len];
    // Collected by push into the preallocated Vec (the iterator's fold, run by run).
    group.bench_function("construction into Vec<u64>", |b| {
        b.iter(|| {
            buf64.clear();
            black_box(sol).moves().for_each(|square| buf64.push(square));
            black_box(&buf64);
        })
    });
    // The same through next() one move at a time.
    group.bench_function("construction into Vec<u64> by next()", |b| {
        b.iter(|| {
            for (slot, square) in buf64.iter_mut().zip(black_box(sol).moves()) {
                *slot = square;
            }
            black_box(&buf64);
        })
    });
    group.bench_function("plain fill of Vec<u64>", |b| {
        b.iter(|| {
            buf64.fill(black_box(7));
            black_box(&buf64);
        })
    });
    let mut buf32 = vec![0u32; len];
    group.bench_function("construction into Vec<u32>", |b| {
        b.iter(|| {
            buf32.clear();
            black_box(sol)
                .moves()
                .for_each(|square| buf32.push(square as u32));
            black_box(&buf32);
        })
    });
    group.bench_function("plain fill of Vec<u32>", |b| {
        b.iter(|| {
            buf32.fill(black_box(7));
            black_box(&buf32);
        })
    });
    group.finish();
}

/// 4096 steps spread over the whole solution (all stages), so that every branch of the
/// formula is measured in proportion to its share of the steps.
fn formula(c: &mut Criterion) {
    const STEPS: u64 = 4096;
    let mut group = c.benchmark_group("formula");
    group.throughput(Throughput::Elements(STEPS));
    for side in [1_000u64, 1_000_000_000] {
        for (n, m) in [(side, side), (side, side / 2)] {
            let shift = Shift::new(n, m).unwrap();
            let len = shift.length();
            let steps: Vec<u64> = (0..STEPS)
                .map(|k| 1 + (k * 2_654_435_761 % STEPS) * (len / STEPS) + k % 7)
                .collect();
            group.bench_function(format!("move_at n={n} m={m}"), |b| {
                b.iter(|| {
                    let mut acc = 0u64;
                    for &s in &steps {
                        acc = acc.wrapping_add(move_at(
                            black_box(shift),
                            Direction::Right,
                            black_box(s),
                        ));
                    }
                    acc
                })
            });
        }
    }
    group.finish();
}

fn validation(c: &mut Criterion) {
    let shift = Shift::new(3000, 3000).unwrap();
    let moves: Vec<u64> = ShiftSolution::new(shift, Direction::Left).moves().collect();
    let mut group = c.benchmark_group("validation n=m=3000");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.sample_size(10);
    group.bench_function("shift::verify (fast path)", |b| {
        b.iter(|| {
            let v = verify(shift, black_box(&moves).iter().copied()).unwrap();
            assert!(v.optimal);
        })
    });
    group.bench_function("replay::replay (generic)", |b| {
        b.iter(|| {
            let v = replay(&shift, black_box(&moves).iter().copied()).unwrap();
            assert!(v.optimal);
        })
    });
    group.finish();
}

criterion_group!(benches, construction, formula, validation);
criterion_main!(benches);
