//! Shifting checkers: construction vs a plain fill, the O(1) formula per step at two sizes,
//! replay/validation throughput, the count, and play mode's bound. Run: cargo bench --bench shift
//!
//! Times are the benchmark thread's CPU time (Linux /proc/thread-self/schedstat), not wall
//! time: the build machines are shared and heavily loaded, and wall time then mostly
//! measures the other jobs. Set MOVELAB_WALL_TIME=1 for criterion's usual wall clock.

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use std::time::Instant;

/// CPU time of the current thread in ns, from the scheduler's own accounting.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Criterion measurement of thread CPU time (falls back to wall time where /proc is missing).
struct CpuTime {
    wall: WallTime,
    cpu: bool,
}

impl CpuTime {
    fn new() -> CpuTime {
        let wall_wanted = std::env::var_os("MOVELAB_WALL_TIME").is_some();
        CpuTime {
            wall: WallTime,
            cpu: !wall_wanted && thread_cpu_ns().is_some(),
        }
    }
}

impl Measurement for CpuTime {
    type Intermediate = (Instant, u64);
    type Value = u64;

    fn start(&self) -> (Instant, u64) {
        (Instant::now(), thread_cpu_ns().unwrap_or(0))
    }
    fn end(&self, (wall, cpu): (Instant, u64)) -> u64 {
        if self.cpu {
            thread_cpu_ns().unwrap_or(0).saturating_sub(cpu)
        } else {
            wall.elapsed().as_nanos() as u64
        }
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, value: &u64) -> f64 {
        *value as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        self.wall.formatter()
    }
}
use movelab::game::replay::replay;
use movelab::shift::{move_at, Direction, Shift, ShiftSolution};

fn construction(c: &mut Criterion<CpuTime>) {
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
    group.bench_function("construction into Vec<u64> by write_into", |b| {
        b.iter(|| {
            let written = black_box(sol).moves().write_into(&mut buf64, |s| s);
            assert_eq!(written, len);
            black_box(&buf64);
        })
    });
    let mut buf32 = vec![0u32; len];
    group.bench_function("construction into Vec<u32> by write_into", |b| {
        b.iter(|| {
            let written = black_box(sol).moves().write_into(&mut buf32, |s| s as u32);
            assert_eq!(written, len);
            black_box(&buf32);
        })
    });
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

/// 65,536 steps spread over the whole solution (all stages, so every branch of the formula
/// is measured in proportion to its share of the steps), 16 passes an iteration: ~10^6
/// calls, long enough for the CPU-time clock's resolution.
fn formula(c: &mut Criterion<CpuTime>) {
    const STEPS: u64 = 1 << 16;
    const PASSES: u64 = 16;
    let mut group = c.benchmark_group("formula");
    group.throughput(Throughput::Elements(STEPS * PASSES));
    group.sample_size(20);
    for side in [1_000u64, 1_000_000_000] {
        for (n, m) in [(side, side), (side, side / 2)] {
            let shift = Shift::new(n, m).unwrap();
            let len = shift.length();
            // A scrambled order, so that branch prediction cannot learn the stages.
            let steps: Vec<u64> = (0..STEPS)
                .map(|k| 1 + (k.wrapping_mul(2_654_435_761) % STEPS) * (len / STEPS) + k % 7)
                .map(|s| s.min(len))
                .collect();
            group.bench_function(format!("move_at n={n} m={m}"), |b| {
                b.iter(|| {
                    let mut acc = 0u64;
                    for _ in 0..PASSES {
                        for &s in &steps {
                            acc = acc.wrapping_add(move_at(
                                black_box(shift),
                                Direction::Right,
                                black_box(s),
                            ));
                        }
                    }
                    acc
                })
            });
        }
    }
    group.finish();
}

fn validation(c: &mut Criterion<CpuTime>) {
    let shift = Shift::new(3000, 3000).unwrap();
    let moves: Vec<u64> = ShiftSolution::new(shift, Direction::Left).moves().collect();
    let mut group = c.benchmark_group("validation n=m=3000");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.sample_size(10);
    group.bench_function("replay::replay", |b| {
        b.iter(|| {
            let v = replay(&shift, black_box(&moves).iter().copied()).unwrap();
            assert!(v.optimal == Some(true));
        })
    });
    group.finish();
}

/// The count at the size limit (n = 1, m = FIBONACCI_LIMIT = 4·10^6: F(4,000,002), about
/// 836,000 digits), with and without printing it in decimal.
fn count(c: &mut Criterion<CpuTime>) {
    let shift = Shift::new(1, movelab::shift::count::FIBONACCI_LIMIT).unwrap();
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    group.bench_function("count n=1 m=4000000", |b| {
        b.iter(|| movelab::shift::count(black_box(shift)).unwrap())
    });
    group.bench_function("count n=1 m=4000000 to decimal", |b| {
        b.iter(|| {
            movelab::shift::count(black_box(shift))
                .unwrap()
                .to_string()
                .len()
        })
    });
    group.finish();
}

/// Play mode's proven bound on a board too big for a table (n = m = 10^6, the page's play
/// limit), as the judge computes it after a move off the solution: the whole bound, and the
/// potential's slide count alone (what the bound costs beyond its older counts).
fn bound(c: &mut Criterion<CpuTime>) {
    use movelab::game::Rules;
    let shift = Shift::new(1_000_000, 1_000_000).unwrap();
    let mut board = shift.start();
    // One move off the solution: a black jumps a black.
    shift.apply(&mut board, &999_998).unwrap();
    let mut group = c.benchmark_group("bound n=m=1000000");
    group.sample_size(20);
    group.bench_function("shift_bound", |b| {
        b.iter(|| movelab::shift::bound::shift_bound(black_box(&board)))
    });
    group.bench_function("potential::slide_bound", |b| {
        b.iter(|| movelab::shift::potential::slide_bound(black_box(&board)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().with_measurement(CpuTime::new());
    targets = construction, formula, validation, count, bound
}
criterion_main!(benches);
