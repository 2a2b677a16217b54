//! Criterion benchmarks of the position at step k without replay: `shift::position::at`
//! for n = m = 10³ and 10⁹ and `pairs::position::at` for n = 10³ and 10¹⁵, each over 1000
//! steps spread across the whole solution (throughput = layouts per second).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use movelab::pairs::{self, Pairs, MAX_N};
use movelab::shift::{self, Direction, Shift};

const STEPS: u64 = 1000;

fn shift_layouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("shift_position");
    g.throughput(Throughput::Elements(STEPS));
    for side in [1_000u64, 1_000_000_000] {
        let puzzle = Shift::new(side, side).unwrap();
        let stride = puzzle.length() / STEPS;
        for first in [Direction::Right, Direction::Left] {
            g.bench_function(format!("n=m={side}_{first}_1000_spread_steps"), |b| {
                b.iter(|| {
                    let mut acc = 0u64;
                    for i in 0..STEPS {
                        let l = shift::position::at(black_box(puzzle), first, i * stride + 1);
                        acc = acc.wrapping_add(l.runs().len() as u64);
                    }
                    acc
                })
            });
        }
    }
    g.finish();
}

fn pairs_layouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("pairs_position");
    g.throughput(Throughput::Elements(STEPS));
    for n in [1_000u64, MAX_N] {
        let puzzle = Pairs::new(n).unwrap();
        let stride = n / STEPS;
        g.bench_function(format!("n={n}_1000_spread_steps"), |b| {
            b.iter(|| {
                let mut acc = 0u64;
                for i in 0..STEPS {
                    let l = pairs::position::at(black_box(puzzle), i * stride + 1);
                    acc = acc.wrapping_add(l.runs().len() as u64);
                }
                acc
            })
        });
    }
    g.finish();
}

/// A window of 2000 cells around the hole at n = m = 10⁹: what a page draws per frame.
fn window(c: &mut Criterion) {
    let puzzle = Shift::new(1_000_000_000, 1_000_000_000).unwrap();
    let step = puzzle.length() / 3;
    let mut buf = vec![movelab::row::board::Cell::Hole; 2000];
    c.bench_function("shift_position/window_2000_cells_n=m=1e9", |b| {
        b.iter(|| {
            let l = shift::position::at(black_box(puzzle), Direction::Right, step);
            let hole = l.hole().unwrap_or(0);
            l.write_window(hole.saturating_sub(1000), &mut buf);
            buf[1000]
        })
    });
}

criterion_group!(benches, shift_layouts, pairs_layouts, window);
criterion_main!(benches);
