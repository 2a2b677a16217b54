//! Andreica and Tapus §2's O(n) method with a stack of actions: the ones are taken left to right,
//! and the stack holding the actions (move, wait) of the one before is turned into this one's.
//! The paper numbers the zeros and moves them left; here 01 becomes 10, so its zeros are our
//! ones. `crate::automaton`'s closed form and `simulate` are what the tests check it against.
//!
//! # The method (Andreica and Tapus, §2)
//! The i-th one starts at cell c(i) and ends at cell i; each step it moves left (the cell on
//! its left held a 0) or waits. Its actions are a stack, the first action on top. With d =
//! c(i) − c(i−1) − 1 free cells between it and the one before, it moves d times at least:
//! - if the one before waits fewer than d times in all, the i-th never catches it up and
//!   its actions are c(i) − i moves;
//! - else it catches it up at the step t of the one before's d-th wait (each of its waits
//!   closes the gap by one), waits once, then repeats the one before's actions after step t:
//!   pop the stack down to and including that wait (t actions), push a wait and t moves.
//!   With d = 0 (side by side) t = 0: push one wait.
//!
//! `totalWaits` (the waits at and below an entry) says at once whether the d-th wait exists,
//! and `nextWait` (the topmost wait at or below an entry) jumps from wait to wait, so
//! finding it costs the d waits popped. Every wait is pushed once and popped at most once,
//! hence O(n) in all. One departure from the paper's arrays of single actions: t moves are
//! pushed as one entry, since writing them one by one would cost Σ t, which reaches n²/9
//! on the rows 0 1^k (01)^k (n = 3k + 1) about n²/18. The cell after m steps reads `totalWaits` at
//! the entry holding the first m actions' end, found by binary search over the entries' heights.

/// What an entry of the stack holds: one wait, or a run of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Wait,
    Moves(u32),
}

/// One entry of the stack, index 0 at the bottom (the last actions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub action: Action,
    /// The actions in this entry and every entry below it.
    pub height: u32,
    /// The paper's totalWaits: the waits in this entry and every entry below it.
    pub total_waits: u32,
    /// The paper's nextWait: the topmost entry at or below this one that is a wait.
    pub next_wait: Option<u32>,
}

/// What one part of the method did, for a recorder to watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The `one`-th one (from 0), at `cell`, `gap` free cells from the one before; the one
    /// before waits `waits` times in all.
    Take {
        one: usize,
        cell: u32,
        gap: u32,
        waits: u32,
    },
    /// The top entry popped.
    Pop(Entry),
    /// An entry pushed.
    Push(Entry),
    /// The one taken is home at cell `one` after `steps` steps (its actions, the stack).
    Done { one: usize, steps: u32 },
}

/// The method part way: the stack of the last one taken.
#[derive(Clone, Debug, Default)]
pub struct StackMethod {
    entries: Vec<Entry>,
    taken: usize,
    last_cell: Option<u32>,
}

impl StackMethod {
    pub fn new() -> StackMethod {
        StackMethod::default()
    }

    /// The stack: the actions of the last one taken, its first action on top.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The steps the last one taken needs to get home (the paper's na(i)).
    pub fn steps(&self) -> u32 {
        self.entries.last().map_or(0, |e| e.height)
    }

    fn total_waits(&self) -> u32 {
        self.entries.last().map_or(0, |e| e.total_waits)
    }

    fn push(&mut self, action: Action, seen: &mut impl FnMut(Step)) {
        let below = self.entries.last().copied();
        let index = self.entries.len() as u32;
        let (count, waits) = match action {
            Action::Wait => (1, 1),
            Action::Moves(k) => (k, 0),
        };
        let entry = Entry {
            action,
            height: below.map_or(0, |e| e.height) + count,
            total_waits: below.map_or(0, |e| e.total_waits) + waits,
            next_wait: if waits == 1 {
                Some(index)
            } else {
                below.and_then(|e| e.next_wait)
            },
        };
        self.entries.push(entry);
        seen(Step::Push(entry));
    }

    fn pop(&mut self, seen: &mut impl FnMut(Step)) {
        if let Some(e) = self.entries.pop() {
            seen(Step::Pop(e));
        }
    }

    /// Takes the next one, at `cell` (right of the last one taken): turns the stack into its
    /// actions, telling `seen` each part. A cell not right of the last is refused.
    pub fn take(&mut self, cell: u32, seen: &mut impl FnMut(Step)) -> Result<(), String> {
        let one = self.taken;
        let gap = match self.last_cell {
            None => cell,
            Some(last) if cell > last => cell - last - 1,
            Some(last) => return Err(format!("the one at cell {cell} is not right of {last}")),
        };
        let waits = self.total_waits();
        seen(Step::Take {
            one,
            cell,
            gap,
            waits,
        });
        if self.entries.is_empty() || waits < gap {
            // Never catches the one before up (or it never moves): moves only, straight home.
            while !self.entries.is_empty() {
                self.pop(seen);
            }
            let moves = cell - one as u32;
            if moves > 0 {
                self.push(Action::Moves(moves), seen);
            }
        } else {
            // The gap-th wait from the top, by nextWait from wait to wait (gap = 0: none).
            let mut at = self.entries.len();
            for _ in 0..gap {
                let top = self.entries[at - 1].next_wait;
                at = top.expect("totalWaits ≥ gap promises this wait") as usize;
            }
            let na = self.steps();
            let t = if gap == 0 {
                0
            } else {
                na - self.entries[at].height + 1
            };
            while self.entries.len() > at {
                self.pop(seen);
            }
            self.push(Action::Wait, seen);
            if t > 0 {
                self.push(Action::Moves(t), seen);
            }
        }
        self.taken += 1;
        self.last_cell = Some(cell);
        seen(Step::Done {
            one,
            steps: self.steps(),
        });
        Ok(())
    }

    /// The cell of the last one taken (the `one`-th, from `cell`) after `m` steps: home once
    /// its actions are done, else its cell less the moves among its first m actions, which
    /// totalWaits gives at the entry holding the (na − m)-th action from the bottom.
    pub fn cell_after(&self, cell: u32, one: u32, m: u64) -> u32 {
        let na = u64::from(self.steps());
        if m >= na {
            return one;
        }
        let below = (na - m) as u32; // the actions after the first m
        let k = self.entries.partition_point(|e| e.height < below);
        let waits_below = if below == 0 {
            0
        } else {
            self.entries[k].total_waits
        };
        let waits_first = self.total_waits() - waits_below;
        cell - (m as u32 - waits_first)
    }

    /// The steps at which the last one taken waits, as runs `(first step, length)` in time
    /// order: for a picture of its path (O(entries), not part of the method's count).
    pub fn wait_runs(&self) -> Vec<(u32, u32)> {
        let na = self.steps();
        let mut runs: Vec<(u32, u32)> = Vec::new();
        for e in self.entries.iter().rev() {
            if e.action == Action::Wait {
                let step = na - e.height + 1;
                match runs.last_mut() {
                    Some((first, len)) if *first + *len == step => *len += 1,
                    _ => runs.push((step, 1)),
                }
            }
        }
        runs
    }
}

/// The row after `m` steps by the stack method: each one's cell as it is taken.
pub fn row_after(row: &[u8], m: u64) -> Vec<u8> {
    let mut method = StackMethod::new();
    let mut out = vec![0u8; row.len()];
    for (one, (cell, _)) in row.iter().enumerate().filter(|(_, &b)| b != 0).enumerate() {
        method
            .take(cell as u32, &mut |_| {})
            .expect("cells taken left to right");
        out[method.cell_after(cell as u32, one as u32, m) as usize] = 1;
    }
    out
}

/// Each one's steps to get home (the paper's na(i)), left to right: their largest is the
/// step T from which the row no longer changes.
pub fn steps_home(row: &[u8]) -> Vec<u32> {
    let mut method = StackMethod::new();
    row.iter()
        .enumerate()
        .filter(|(_, &b)| b != 0)
        .map(|(cell, _)| {
            method
                .take(cell as u32, &mut |_| {})
                .expect("cells taken left to right");
            method.steps()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::automaton::{simulate, Automaton};

    fn bits(text: &str) -> Vec<u8> {
        text.bytes().map(|b| b - b'0').collect()
    }

    #[test]
    fn the_worked_example_and_a_jam() {
        let row = bits("0110100");
        for m in 0..5 {
            assert_eq!(row_after(&row, m), simulate(&row, m), "m = {m}");
        }
        assert_eq!(steps_home(&row), [1, 2, 3]);
        // 0 1 1 1: the j-th one waits j times, then moves once.
        let mut method = StackMethod::new();
        for cell in 1..4 {
            method.take(cell, &mut |_| {}).unwrap();
        }
        assert_eq!(method.wait_runs(), [(1, 2)]);
        assert_eq!(method.steps(), 3);
        assert!(method.take(2, &mut |_| {}).is_err());
    }

    #[test]
    fn every_row_of_up_to_ten_cells_equals_the_simulation() {
        for n in 0..=10 {
            for code in 0u32..1 << n {
                let row: Vec<u8> = (0..n).map(|k| (code >> k & 1) as u8).collect();
                let t = Automaton::new(&row).stable_step();
                assert_eq!(
                    u64::from(steps_home(&row).into_iter().max().unwrap_or(0)),
                    t
                );
                for m in 0..=t + 1 {
                    assert_eq!(row_after(&row, m), simulate(&row, m), "{row:?} m = {m}");
                }
            }
        }
    }

    /// The reason the moves are pushed as one entry: on 0 1^k (01)^k the moves pushed add
    /// up to about n²/18 (as single actions, that many writes), while pops stay below n.
    #[test]
    fn pushed_moves_grow_as_n_squared_while_pops_stay_linear() {
        for k in [10usize, 50, 100] {
            let mut row = vec![0u8];
            row.extend(std::iter::repeat_n(1, k));
            for _ in 0..k {
                row.extend([0, 1]);
            }
            let n = row.len() as u64;
            let (mut moves, mut pops) = (0u64, 0u64);
            let mut method = StackMethod::new();
            for (c, _) in row.iter().enumerate().filter(|(_, &b)| b != 0) {
                method
                    .take(c as u32, &mut |s| match s {
                        Step::Push(Entry {
                            action: Action::Moves(t),
                            ..
                        }) => moves += u64::from(t),
                        Step::Pop(_) => pops += 1,
                        _ => {}
                    })
                    .unwrap();
            }
            assert!(
                moves >= n * n / 20 && pops < n,
                "k {k}: {moves} moves, {pops} pops"
            );
        }
    }
}
