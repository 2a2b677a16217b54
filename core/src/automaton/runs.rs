//! The automaton's recorded run (`show=stack`): Andreica and Tapus's stack method (`stack.rs`)
//! taking the ones left to right, each push and pop a step, drawn over the plain simulation's rows
//! (`step`, every cell every step), which the picture shows each one's path landing on.

use super::stack::{Action, Entry, StackMethod, Step};
use super::{random_row, step, to_text, Automaton};
use crate::catalog::RunInfo;
use crate::game::Settings;
use crate::run::stack::StackRecorder;
use crate::run::{Run, MAX_STEPS};
use crate::text::{counted, grouped, moves};

pub const RUNS: [RunInfo; 1] = [RunInfo::new("stack", stack_run)];

/// The most cells the stack run takes: the picture holds the simulation's every row.
pub const STACK_CELLS: usize = 400;

/// The page's start row: the random row when `random` is set, else the typed cells.
pub fn start_row(settings: &Settings) -> Result<Vec<u8>, String> {
    let random = settings.whole(&super::INFO, "random") as usize;
    let row = if random > 0 {
        random_row(random, settings.whole(&super::INFO, "seed"))
    } else {
        let text = settings.text(&super::INFO, "cells");
        // Checked (and refused in words) by the core's parser first.
        Automaton::parse(&text)?;
        text.trim().bytes().map(|b| b - b'0').collect()
    };
    if row.len() > STACK_CELLS {
        return Err(format!(
            "the stack method's run takes rows of at most {STACK_CELLS} cells (it draws the plain \
             simulation's every row under it), not {}",
            grouped(row.len() as u64)
        ));
    }
    Ok(row)
}

/// The plain simulation: the rows from the start until one step changes nothing, the last
/// row the stable one.
pub fn simulated(row: &[u8]) -> Vec<Vec<u8>> {
    let mut rows = vec![row.to_vec()];
    loop {
        let mut next = rows[rows.len() - 1].clone();
        step(&mut next);
        if &next == rows.last().expect("the start row") {
            return rows;
        }
        rows.push(next);
    }
}

fn entry_words(e: &Entry) -> String {
    match e.action {
        Action::Wait => "a wait".into(),
        Action::Moves(k) => moves(u64::from(k)),
    }
}

fn entry_label(e: &Entry) -> String {
    match e.action {
        Action::Wait => "W".into(),
        Action::Moves(k) => format!("M×{k}"),
    }
}

/// Steps as words: `1–3, 5`.
fn steps_words(runs: &[(u32, u32)]) -> String {
    runs.iter()
        .map(|&(first, len)| match len {
            1 => first.to_string(),
            _ => format!("{first}–{}", first + len - 1),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn stack_run(settings: &Settings) -> Result<Run, String> {
    let row = start_row(settings)?;
    record(&row)
}

/// Records the stack method on `row`, the simulation's rows under it.
pub fn record(row: &[u8]) -> Result<Run, String> {
    let too_long = |e: crate::run::TooLong| e.to_string();
    let mut rec = StackRecorder::new(
        "Andreica and Tapus's stack method: each 1's actions from the one before's",
        MAX_STEPS,
    );
    let mut method = StackMethod::new();
    let mut stable = 0u32;
    let (mut pushes, mut pops) = (0u64, 0u64);
    for (one, cell) in row
        .iter()
        .enumerate()
        .filter(|(_, &b)| b != 0)
        .map(|(c, _)| c as u32)
        .enumerate()
    {
        // The method's parts, gathered, then recorded with the stack as each leaves it.
        let still = method.entries().is_empty();
        let mut parts: Vec<Step> = Vec::new();
        method.take(cell, &mut |s| parts.push(s))?;
        let mut item = 0;
        for part in parts {
            match part {
                Step::Take { gap, waits, .. } => {
                    let words = if one == 0 {
                        format!("The first 1, at cell {cell}: nothing on its left to wait for")
                    } else if still {
                        format!(
                            "The 1 at cell {cell}: the ones before never move, so it moves \
                             straight home"
                        )
                    } else if waits < gap {
                        format!(
                            "The 1 at cell {cell}: {} to the one before, which waits {} in all \
                             (totalWaits), so it never catches it up",
                            counted(u64::from(gap), "free cell", "free cells"),
                            counted(u64::from(waits), "time", "times")
                        )
                    } else if gap == 0 {
                        format!(
                            "The 1 at cell {cell}: right behind the one before, so it waits once, \
                             then does as it did"
                        )
                    } else {
                        format!(
                            "The 1 at cell {cell}: {} to the one before, which waits {} in all: \
                             it catches it up at that one's wait number {gap} from the top \
                             (nextWait, wait to wait)",
                            counted(u64::from(gap), "free cell", "free cells"),
                            counted(u64::from(waits), "time", "times")
                        )
                    };
                    item = rec
                        .take(format!("cell {cell}"), cell as f32, words)
                        .map_err(too_long)?;
                }
                Step::Pop(e) => {
                    pops += 1;
                    rec.pop(format!(
                        "Pop {} (totalWaits {})",
                        entry_words(&e),
                        e.total_waits
                    ))
                    .map_err(too_long)?;
                }
                Step::Push(e) => {
                    pushes += 1;
                    let next = e.next_wait.map_or(0, |w| u64::from(w) + 1);
                    let words = format!(
                        "Push {}: totalWaits {}, nextWait {}",
                        entry_words(&e),
                        e.total_waits,
                        e.next_wait
                            .map_or("none".to_string(), |w| format!("entry {}", w + 1))
                    );
                    rec.push(
                        entry_label(&e),
                        u64::from(e.total_waits),
                        vec![u64::from(e.height), next],
                        words,
                    )
                    .map_err(too_long)?;
                }
                Step::Done { steps, .. } => {
                    stable = stable.max(steps);
                    let waits = method.wait_runs();
                    let mut options = vec![one as u64];
                    for &(first, len) in &waits {
                        options.extend([u64::from(first), u64::from(len)]);
                    }
                    let words = format!(
                        "The 1 from cell {cell} is home at cell {one} after {steps} steps{}",
                        if waits.is_empty() {
                            String::new()
                        } else {
                            let many = waits.len() > 1 || waits[0].1 > 1;
                            format!(
                                ", waiting at step{} {}",
                                if many { "s" } else { "" },
                                steps_words(&waits)
                            )
                        }
                    );
                    rec.done(item, u64::from(steps), options, words)
                        .map_err(too_long)?;
                }
            }
        }
    }
    let rows = simulated(row);
    let steps = rows.len() as u64 - 1;
    let width = row.len() as u64;
    let last = to_text(rows.last().expect("the start row"));
    let mut run = rec.finish(rows.concat(), row.len() as u32);
    run.answer = format!("the row is stable after {stable} steps: {last}");
    run.totals = vec![
        (
            format!(
                "plain simulation: {} steps over {} cells, {} cells visited",
                grouped(steps),
                grouped(width),
                grouped(steps * width)
            ),
            steps * width,
        ),
        (
            format!(
                "stack method: {} and {}",
                counted(pushes, "push", "pushes"),
                counted(pops, "pop", "pops")
            ),
            pushes + pops,
        ),
    ];
    Ok(run)
}
