//! The swap automaton of Andreica and Tapus, *Intelligent Strategies for Several Zero-, One- and
//! Two-Player Games* §2, a zero-player game: at each step every adjacent pair
//! `01` becomes `10`, all at once. The row after any number of steps and the step at which
//! it stops changing come in O(n) from a closed form for each 1 (below); `simulate` is the
//! naive reference the tests compare it with.
//!
//! # Why the closed form holds
//! Two pairs `01` never overlap (a `1` ending one would have to be the `0` starting the
//! next), so in one step each 1 with a 0 on its left moves one cell left and nothing else
//! moves. Ones never pass each other. Number the ones j = 0, 1, … from the left, let p_j be
//! the start cell of the j-th and x_j(t) its cell after t steps, with a wall x_{-1}(t) = -1.
//! The j-th 1 moves exactly when the cell on its left is free, that is
//!     x_j(t) = max(x_j(t-1) - 1, x_{j-1}(t-1) + 1).                            (1)
//! Unrolling (1) gives x_j(t) = max(p_j - t, max_{s=1..t} x_{j-1}(t-s) + 2 - s); since a 1
//! moves at most one cell per step, x_{j-1}(t-s) ≤ x_{j-1}(t-1) + s - 1 and the s = 1 term
//! dominates: x_j(t) = max(p_j - t, x_{j-1}(t-1) + 1). Following that chain down j, j-1, …
//! for as long as the time stays ≥ 0 (the term reached at time 0 is p_i + (j - i), which
//! is the i = j - t term of the family below) and adding the wall (which can only give j,
//! a bound that always holds as j ones lie to the left):
//!     x_j(t) = max(j, 2j - t + max{ p_i - 2i : max(0, j - t) ≤ i ≤ j }).           (2)
//! The window [j - t, j] slides right with j, so a sliding-window maximum gives every x_j in O(n).
//! Stabilisation: the j-th 1 is home (cell j) for good from step τ_j, where τ_j = 0 when
//! p_j = j and otherwise τ_j = max(p_j - j, τ_{j-1} + 1): it needs p_j - j moves, and it
//! cannot arrive before the step after the (j-1)-th arrives, since until then the cell it
//! arrives in is occupied or would be; T = max τ_j. The tests check (2) and T against the
//! simulation for every row of up to 16 cells and random rows up to 10^5 cells.

pub mod runs;
pub mod stack;

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::fact;
use crate::game::Timeline;
use crate::message::Message;
use crate::random::{SplitMix, MAX_SEED};
use crate::task::{Task, TaskKind};

/// The most cells the core accepts (a `u32` cell index, and 10^7 bytes of row).
pub const MAX_CELLS: usize = 10_000_000;

/// The most cells the page's space-time view takes (typed or random): it scrolls and zooms
/// a row of 10^5 cells and computes only the rows in view.
pub const PAGE_CELLS: usize = 100_000;

/// The most cells of a row typed on the page (`cells=`): its link then stays under 2,000
/// characters, which every web server takes (many refuse links past 8 KB, and the page's
/// own static server past 64 KiB). Longer rows come from `random=` and `seed=`.
pub const LINK_CELLS: usize = 1_800;

/// The most bytes one call of [`Automaton::sample`] returns (a window of the diagram).
pub const MAX_SAMPLE: usize = 4_000_000;

pub const INFO: GameInfo = GameInfo {
    id: "automaton",
    view: View::SpaceTime,
    players: 0,
    source: crate::catalog::sources::ANDREICA_TAPUS,
    // The page's step is the general `step` parameter (0 to 2^53 − 1, the top row in view);
    // the command line's --steps goes to 10^18.
    params: &[
        Param {
            name: "cells",
            kind: Kind::Text {
                max_len: LINK_CELLS,
                default: "0110100",
            },
        },
        Param {
            name: "random",
            kind: Kind::Whole {
                min: 0,
                max: MAX_CELLS as u64,
                page_max: PAGE_CELLS as u64,
                default: 0,
            },
        },
        Param {
            name: "seed",
            kind: Kind::Whole {
                min: 0,
                max: MAX_SEED,
                page_max: MAX_SEED,
                default: 1,
            },
        },
    ],
    preview: r#"{"kind":"frames","rows":["01011001","10101010","11010100","11101000","11110000","11110000"]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[Task {
        id: TaskKind::Predict,
    }],
};

/// A start row and what follows from it: a [`Timeline`] whose frame at step m is the row
/// after m steps (cells as 0/1 bytes), with `length()` the stabilisation step T.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Automaton {
    cells: usize,
    /// Start cells of the ones, left to right.
    ones: Vec<u32>,
    /// τ_j, the step from which the j-th 1 is home (cell j) for good: 0 for the ones home
    /// from the start (a prefix), then strictly increasing, so the ones home at a step are
    /// a prefix found by a binary search.
    settle: Vec<u32>,
    stable: u64,
}

impl Automaton {
    /// Reads a row of `0` and `1` (surrounding whitespace ignored); refuses anything else,
    /// an empty row, or one longer than [`MAX_CELLS`], with a fact for people (messages
    /// `automaton-row-*`).
    pub fn read(text: &str) -> Result<Automaton, Message> {
        let text = text.trim();
        if text.is_empty() {
            return Err(fact!("automaton-row-empty"));
        }
        if text.len() > MAX_CELLS {
            return Err(fact!(
                "automaton-row-too-long",
                length = text.len(),
                max = MAX_CELLS
            ));
        }
        if let Some((k, c)) = text.char_indices().find(|&(_, c)| c != '0' && c != '1') {
            return Err(fact!(
                "automaton-row-cell",
                cell = text[..k].chars().count() + 1,
                found = c.to_string()
            ));
        }
        let bits: Vec<u8> = text.bytes().map(|b| b - b'0').collect();
        Ok(Automaton::new(&bits))
    }

    /// A row given as 0/1 values; at most [`MAX_CELLS`] cells (checked by `read`).
    pub fn new(bits: &[u8]) -> Automaton {
        assert!(bits.len() <= MAX_CELLS, "more than {MAX_CELLS} cells");
        let ones: Vec<u32> = (0..bits.len() as u32)
            .filter(|&c| bits[c as usize] != 0)
            .collect();
        let settle = settle_steps(&ones);
        let stable = settle.last().map_or(0, |&t| t as u64);
        Automaton {
            cells: bits.len(),
            ones,
            settle,
            stable,
        }
    }

    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The number of ones in the row (it never changes).
    pub fn ones(&self) -> usize {
        self.ones.len()
    }

    /// How many ones are home (the j-th in cell j) after `steps` steps: a prefix of them.
    fn home_at(&self, steps: u64) -> usize {
        self.settle.partition_point(|&t| t as u64 <= steps)
    }

    /// The step T from which the row no longer changes (0 if it never changes).
    pub fn stable_step(&self) -> u64 {
        self.stable
    }

    /// The row after `steps` steps, as 0/1 bytes, in O(n) by formula (2).
    pub fn row_at(&self, steps: u64) -> Vec<u8> {
        let mut row = vec![0u8; self.cells];
        for x in self.positions_at(steps) {
            row[x as usize] = 1;
        }
        row
    }

    /// Cells `from..from + len` (clipped to the row) after `steps` steps: a page's view of
    /// a window. O(n) still, as every 1 left of the window may matter.
    pub fn window_at(&self, steps: u64, from: usize, len: usize) -> Vec<u8> {
        let from = from.min(self.cells);
        let to = from.saturating_add(len).min(self.cells);
        let mut window = vec![0u8; to - from];
        for x in self.positions_at(steps) {
            if (from..to).contains(&(x as usize)) {
                window[x as usize - from] = 1;
            }
        }
        window
    }

    /// A window of the space-time diagram, for a page that draws only what is in view:
    /// `rows` rows at steps `from_step`, `from_step + stride`, …, each cut to `cols` buckets
    /// of `per` cells starting at cell `from_cell`. A byte is the share of ones in its
    /// bucket, 0 (none) to 255 (all): with `per = 1`, 0 or 255 for each cell. Row by row
    /// `rows × cols` bytes, at most [`MAX_SAMPLE`].
    ///
    /// The first row comes from the start by formula (2), each next one from the row above
    /// by (2) again over `stride` steps (any row is a start row), and only for the ones that
    /// matter: not the prefix already home (its cells are counted as a block), nor the ones
    /// so far right that they cannot reach the window in the steps shown (no 1 is moved by
    /// a 1 on its right). So a row costs the ones still travelling left of the window's
    /// right edge, and a row past T costs only its buckets.
    pub fn sample(&self, window: &Window) -> Result<Vec<u8>, String> {
        let Window {
            from_step,
            rows,
            stride,
            from_cell,
            cols,
            per,
        } = *window;
        if stride == 0 || per == 0 {
            return Err("a window needs a stride and a bucket of at least 1".into());
        }
        let bytes = rows.checked_mul(cols).filter(|&b| b <= MAX_SAMPLE);
        let Some(bytes) = bytes else {
            return Err(format!("a window is at most {MAX_SAMPLE} cells"));
        };
        let mut out = vec![0u8; bytes];
        if bytes == 0 {
            return Ok(out);
        }
        let end = from_cell.saturating_add(cols.saturating_mul(per));
        // Steps from the first row to the last, capped at T (nothing moves past it).
        let span = stride.saturating_mul(rows as u64 - 1).min(self.stable);
        let first = from_step.min(self.stable);
        // A 1 moves at most a cell a step: one starting at or past `reach` is right of the
        // window in every row shown, and moves none of the ones on its left.
        let reach = (end as u64).saturating_add(first).saturating_add(span);
        let hi = self.ones.partition_point(|&p| (p as u64) < reach);
        let mut now = vec![0u32; hi];
        let mut next = vec![0u32; hi];
        let mut scratch = Scratch::default();
        let start_home = self.home_at(0);
        let mut home = self.home_at(first);
        jump(
            &self.ones[..hi],
            start_home,
            home,
            first,
            &mut now,
            &mut scratch,
        );
        let mut count = vec![0u32; cols];
        for r in 0..rows {
            let step = from_step.saturating_add(stride.saturating_mul(r as u64));
            if r > 0 && home < hi {
                let was_home = home;
                home = self.home_at(step);
                jump(
                    &now,
                    was_home,
                    home,
                    stride.min(self.stable),
                    &mut next,
                    &mut scratch,
                );
                std::mem::swap(&mut now, &mut next);
            } else if r > 0 {
                home = self.home_at(step);
            }
            count.fill(0);
            // The ones home fill cells 0..home.
            for (b, c) in count.iter_mut().enumerate() {
                let lo = from_cell + b * per;
                if lo >= home {
                    break;
                }
                *c = ((lo + per).min(home) - lo) as u32;
            }
            let moving = &now[home.min(hi)..];
            let (from_cell32, end32) = (from_cell as u32, end.min(u32::MAX as usize) as u32);
            let mut k = moving.partition_point(|&x| x < from_cell32);
            while k < moving.len() && moving[k] < end32 {
                count[(moving[k] - from_cell32) as usize / per] += 1;
                k += 1;
            }
            for (byte, &c) in out[r * cols..(r + 1) * cols].iter_mut().zip(&count) {
                *byte = ((c as usize * 255 + per / 2) / per) as u8;
            }
        }
        Ok(out)
    }

    /// The cell of every 1 after `steps` steps, left to right: formula (2) ([`jump`]).
    pub fn positions_at(&self, steps: u64) -> Vec<u32> {
        let n = self.ones.len();
        let mut out = vec![0u32; n];
        let home = self.home_at(steps);
        jump(
            &self.ones,
            self.home_at(0),
            home,
            steps.min(self.stable),
            &mut out,
            &mut Scratch::default(),
        );
        for (j, x) in out[..home].iter_mut().enumerate() {
            *x = j as u32;
        }
        out
    }
}

/// Formula (2) from the row whose j-th 1 is at `old[j]` (for j ≥ `old_home`; the ones below
/// are home, at cell j): writes the cell of the j-th 1 after `t` steps into `new[j]` for
/// every j from `lo` (≥ `old_home`) to the end of `old`.
///
/// The window's maximum of k_i = old_i − 2i over i in [j − t, j] comes branch-free by van
/// Herk and Gil-Werman's blocks of t + 1 keys from `old_home` on: the maximum of a block's
/// prefix up to j and of the previous block's suffix from j − t, which a window of t + 1
/// always spans (a monotone deque, the obvious way, costs an unpredictable branch a key).
/// The home part [j − t, old_home) adds −max(0, j − t), its largest key.
fn jump(old: &[u32], old_home: usize, lo: usize, t: u64, new: &mut [u32], scratch: &mut Scratch) {
    let n = old.len();
    if lo >= n {
        return;
    }
    // Plain loops and comparisons: the page's wasm is built for size (opt-level "z"), which
    // leaves iterator adapters and `max` as calls, three times slower in this loop.
    let w = t as usize + 1;
    // The blocks start at old_home; the first one needed holds lo − t (or old_home).
    let first = old_home + (lo.saturating_sub(t as usize).max(old_home) - old_home) / w * w;
    let len = n - first;
    let Scratch { prefix, suffix } = scratch;
    prefix.resize(len, 0);
    suffix.resize(len, 0);
    let mut i = 0;
    while i < len {
        let end = if len - i > w { i + w } else { len };
        let mut run = i32::MIN;
        for k in i..end {
            let key = old[first + k] as i32 - 2 * (first + k) as i32;
            if key > run {
                run = key;
            }
            prefix[k] = run;
        }
        run = i32::MIN;
        for k in (i..end).rev() {
            let key = old[first + k] as i32 - 2 * (first + k) as i32;
            if key > run {
                run = key;
            }
            suffix[k] = run;
        }
        i = end;
    }
    // Every figure within ±6·10^7: 2n, T ≤ 2n and the cells are at most 2·10^7.
    let t = t as i32;
    let home = old_home as i32;
    for j in lo..n {
        let oldest = j as i32 - t;
        let mut best = prefix[j - first];
        let other = if oldest >= home {
            suffix[oldest as usize - first]
        } else if oldest > 0 {
            -oldest
        } else {
            0
        };
        if other > best {
            best = other;
        }
        let x = 2 * j as i32 - t + best;
        new[j] = if x > j as i32 { x } else { j as i32 } as u32;
    }
}

/// The two rows of keys [`jump`] works in, kept from row to row of a window.
#[derive(Default)]
struct Scratch {
    prefix: Vec<i32>,
    suffix: Vec<i32>,
}

/// Which part of the space-time diagram [`Automaton::sample`] returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub from_step: u64,
    pub rows: usize,
    pub stride: u64,
    pub from_cell: usize,
    pub cols: usize,
    pub per: usize,
}

/// A random start row of `cells` cells (each 1 with probability 1/2), the same for the
/// same seed everywhere; at most [`MAX_CELLS`] cells.
pub fn random_row(cells: usize, seed: u64) -> Vec<u8> {
    let cells = cells.min(MAX_CELLS);
    let mut rng = SplitMix::new(seed);
    let mut row = Vec::with_capacity(cells);
    while row.len() < cells {
        let bits = rng.next_u64();
        let take = (cells - row.len()).min(64);
        row.extend((0..take).map(|k| (bits >> k & 1) as u8));
    }
    row
}

/// One step of formula (1) on the cells of the ones: x_j ← max(x_j − 1, old x_{j−1} + 1),
/// with a wall at −1. O(number of ones), the row itself never built.
pub fn advance(positions: &mut [u32]) {
    let mut left_old: i64 = -1;
    for x in positions.iter_mut() {
        let old = *x as i64;
        *x = (old - 1).max(left_old + 1) as u32;
        left_old = old;
    }
}

/// τ_j = 0 when the j-th 1 starts home, else max(p_j - j, τ_{j-1} + 1); T = max τ_j, the
/// last (a 1 starting home has only ones home on its left, so τ never falls after 0s).
fn settle_steps(ones: &[u32]) -> Vec<u32> {
    let mut last = 0u32;
    ones.iter()
        .enumerate()
        .map(|(j, &p)| {
            let away = p - j as u32;
            last = if away == 0 { 0 } else { away.max(last + 1) };
            last
        })
        .collect()
}

impl Timeline for Automaton {
    type Frame = Vec<u8>;
    fn length(&self) -> u64 {
        self.stable
    }
    fn frame_at(&self, step: u64) -> Vec<u8> {
        self.row_at(step)
    }
}

/// The naive reference: one step of the rule over the whole row.
pub fn step(row: &mut [u8]) {
    let mut k = 0;
    while k + 1 < row.len() {
        if row[k] == 0 && row[k + 1] == 1 {
            row.swap(k, k + 1);
            k += 2;
        } else {
            k += 1;
        }
    }
}

/// The naive reference: `steps` steps one at a time.
pub fn simulate(row: &[u8], steps: u64) -> Vec<u8> {
    let mut row = row.to_vec();
    for _ in 0..steps {
        step(&mut row);
    }
    row
}

/// The row as text of `0` and `1`.
pub fn to_text(row: &[u8]) -> String {
    row.iter()
        .map(|&b| if b == 0 { '0' } else { '1' })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_row_is_refused_with_a_fact() {
        assert_eq!(
            Automaton::read(" ").unwrap_err(),
            fact!("automaton-row-empty")
        );
        assert_eq!(
            Automaton::read("01a1").unwrap_err(),
            fact!("automaton-row-cell", cell = 3usize, found = "a")
        );
    }

    #[test]
    fn worked_example() {
        let a = Automaton::read("0110100").unwrap();
        assert_eq!(to_text(&a.row_at(1)), "1011000");
        assert_eq!(to_text(&a.row_at(2)), "1101000");
        assert_eq!(to_text(&a.row_at(3)), "1110000");
        assert_eq!(a.stable_step(), 3);
        assert_eq!(to_text(&a.frame_at(u64::MAX)), "1110000");
        assert_eq!(a.window_at(1, 2, 3), vec![1, 1, 0]);
    }

    /// The naive window: simulate, then bucket, for comparison with `sample`.
    fn naive(start: &[u8], w: &Window) -> Vec<u8> {
        let mut out = Vec::new();
        for r in 0..w.rows {
            let row = simulate(start, w.from_step + w.stride * r as u64);
            for c in 0..w.cols {
                let lo = w.from_cell + c * w.per;
                let ones: usize = (lo..lo + w.per)
                    .filter(|&k| k < row.len() && row[k] == 1)
                    .count();
                out.push(((ones * 255 + w.per / 2) / w.per) as u8);
            }
        }
        out
    }

    #[test]
    fn windows_equal_the_simulation() {
        let mut rng = SplitMix::new(42);
        for trial in 0..300 {
            let n = rng.range(1, 40) as usize;
            let start = random_row(n, trial);
            let a = Automaton::new(&start);
            let w = Window {
                from_step: rng.range(0, 50),
                rows: rng.range(0, 12) as usize,
                stride: rng.range(1, 4),
                from_cell: rng.range(0, n as u64 + 2) as usize,
                cols: rng.range(0, 20) as usize,
                per: rng.range(1, 3) as usize,
            };
            assert_eq!(
                a.sample(&w).unwrap(),
                naive(&start, &w),
                "{w:?} {}",
                to_text(&start)
            );
        }
    }

    /// Longer rows and strides, so that rows jump many steps from the row above, a prefix
    /// of ones is home, and the window's right edge cuts off ones that never reach it: each
    /// row against the simulation carried from row to row.
    #[test]
    fn long_windows_equal_the_simulation() {
        let mut rng = SplitMix::new(7);
        for trial in 0..40 {
            let n = rng.range(50, 700) as usize;
            let mut start = random_row(n, 100 + trial);
            // Some rows start with a run of ones home, some with a long run of zeros.
            if trial % 3 == 1 {
                start[..n / 5].fill(1);
            } else if trial % 3 == 2 {
                start[..n / 3].fill(0);
            }
            let a = Automaton::new(&start);
            let w = Window {
                from_step: rng.range(0, n as u64),
                rows: rng.range(1, 30) as usize,
                stride: rng.range(1, n as u64 / 4),
                from_cell: rng.range(0, n as u64) as usize,
                cols: rng.range(1, 60) as usize,
                per: rng.range(1, 8) as usize,
            };
            let mut row = simulate(&start, w.from_step);
            let mut want = Vec::new();
            for r in 0..w.rows {
                if r > 0 {
                    for _ in 0..w.stride {
                        step(&mut row);
                    }
                }
                for c in 0..w.cols {
                    let lo = w.from_cell + c * w.per;
                    let ones = (lo..lo + w.per).filter(|&k| k < n && row[k] == 1).count();
                    want.push(((ones * 255 + w.per / 2) / w.per) as u8);
                }
            }
            assert_eq!(a.sample(&w).unwrap(), want, "trial {trial}: {w:?}");
            assert_eq!(a.row_at(w.from_step), simulate(&start, w.from_step));
        }
    }

    #[test]
    fn advance_is_one_step_and_windows_refuse_nonsense() {
        let start = random_row(1000, 5);
        let a = Automaton::new(&start);
        let mut p = a.positions_at(0);
        for m in 1..=40 {
            advance(&mut p);
            assert_eq!(p, a.positions_at(m), "step {m}");
        }
        let w = Window {
            from_step: 0,
            rows: 3000,
            stride: 1,
            from_cell: 0,
            cols: 3000,
            per: 1,
        };
        assert!(a.sample(&w).unwrap_err().contains("at most"));
        let w = Window {
            stride: 0,
            rows: 1,
            cols: 1,
            ..w
        };
        assert!(a.sample(&w).is_err());
        let huge = Window {
            from_step: u64::MAX,
            rows: 2,
            stride: u64::MAX,
            ..w
        };
        let huge = Window { stride: 1, ..huge };
        assert_eq!(a.sample(&huge).unwrap().len(), 2);
    }

    #[test]
    fn random_rows_are_fixed_by_the_seed() {
        assert_eq!(random_row(130, 9), random_row(130, 9));
        assert_ne!(random_row(130, 9), random_row(130, 10));
        assert_eq!(random_row(130, 9)[..70], random_row(70, 9)[..]);
        let ones = random_row(100_000, 1).iter().filter(|&&b| b == 1).count();
        assert!((49_000..51_000).contains(&ones), "{ones}");
        assert!(random_row(5, 3).iter().all(|&b| b <= 1));
    }

    #[test]
    fn a_row_past_the_limit_is_refused_with_its_length() {
        let long = "0".repeat(MAX_CELLS + 1);
        assert_eq!(
            Automaton::read(&long).unwrap_err(),
            fact!(
                "automaton-row-too-long",
                length = MAX_CELLS + 1,
                max = MAX_CELLS
            )
        );
    }
}
