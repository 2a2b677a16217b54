//! The automaton's recorded run (`show=stack`): Andreica and Tapus's stack method (`stack.rs`)
//! taking the ones left to right, each push and pop a step, drawn over the plain simulation's rows
//! (`step`, every cell every step), which the picture shows each one's path landing on.

use super::stack::{Action, Entry, StackMethod, Step};
use super::{random_row, step, to_text, Automaton};
use crate::catalog::RunInfo;
use crate::fact;
use crate::game::Settings;
use crate::message::Message;
use crate::run::stack::StackRecorder;
use crate::run::{refused, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 1] = [RunInfo::new("stack", stack_run)];

/// The most cells the stack run takes: the picture holds the simulation's every row.
pub const STACK_CELLS: usize = 400;

/// The page's start row: the random row when `random` is set, else the typed cells.
pub fn start_row(settings: &Settings) -> Result<Vec<u8>, Message> {
    let random = settings.whole(&super::INFO, "random") as usize;
    let row = if random > 0 {
        random_row(random, settings.whole(&super::INFO, "seed"))
    } else {
        let text = settings.text(&super::INFO, "cells");
        // Checked (and refused with its reason) by the core's reader first.
        Automaton::read(&text).map_err(refused)?;
        text.trim().bytes().map(|b| b - b'0').collect()
    };
    if row.len() > STACK_CELLS {
        return Err(fact!(
            "automaton-run-too-wide",
            most = STACK_CELLS,
            cells = row.len()
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

/// A stack entry's actions: a wait, or a run of moves.
fn entry_fact(e: &Entry) -> Message {
    match e.action {
        Action::Wait => fact!("automaton-run-entry", kind = "wait", moves = 0u32),
        Action::Moves(k) => fact!("automaton-run-entry", kind = "moves", moves = k),
    }
}

fn entry_label(e: &Entry) -> String {
    match e.action {
        Action::Wait => "W".into(),
        Action::Moves(k) => format!("M×{k}"),
    }
}

/// Steps in notation: `1–3, 5`.
fn steps_text(runs: &[(u32, u32)]) -> String {
    runs.iter()
        .map(|&(first, len)| match len {
            1 => first.to_string(),
            _ => format!("{first}–{}", first + len - 1),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn stack_run(settings: &Settings) -> Result<Run, Message> {
    let row = start_row(settings)?;
    record(&row)
}

/// Records the stack method on `row`, the simulation's rows under it.
pub fn record(row: &[u8]) -> Result<Run, Message> {
    let mut rec = StackRecorder::new(fact!("automaton-run-title-stack"), MAX_STEPS);
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
        method.take(cell, &mut |s| parts.push(s)).map_err(refused)?;
        let mut item = 0;
        for part in parts {
            match part {
                Step::Take { gap, waits, .. } => {
                    let words = if one == 0 {
                        fact!("automaton-run-take-first", cell = cell)
                    } else if still {
                        fact!("automaton-run-take-straight", cell = cell)
                    } else if waits < gap {
                        fact!(
                            "automaton-run-take-never-catches",
                            cell = cell,
                            gap = gap,
                            waits = waits
                        )
                    } else if gap == 0 {
                        fact!("automaton-run-take-behind", cell = cell)
                    } else {
                        fact!(
                            "automaton-run-take-catches",
                            cell = cell,
                            gap = gap,
                            waits = waits
                        )
                    };
                    // The label is the cell's number (notation): the messages say "cell".
                    item = rec.take(cell.to_string(), cell as f32, words)?;
                }
                Step::Pop(e) => {
                    pops += 1;
                    rec.pop(fact!(
                        "automaton-run-pop",
                        entry = entry_fact(&e),
                        total = e.total_waits
                    ))?;
                }
                Step::Push(e) => {
                    pushes += 1;
                    let next = e.next_wait.map_or(0, |w| u64::from(w) + 1);
                    // nextWait as the entry's number from the bottom, 0 for none.
                    let words = fact!(
                        "automaton-run-push",
                        entry = entry_fact(&e),
                        total = e.total_waits,
                        next = next
                    );
                    rec.push(
                        entry_label(&e),
                        u64::from(e.total_waits),
                        vec![u64::from(e.height), next],
                        words,
                    )?;
                }
                Step::Done { steps, .. } => {
                    stable = stable.max(steps);
                    let waits = method.wait_runs();
                    let mut options = vec![one as u64];
                    for &(first, len) in &waits {
                        options.extend([u64::from(first), u64::from(len)]);
                    }
                    let several = match waits.as_slice() {
                        [] => "none",
                        [(_, 1)] => "one",
                        _ => "several",
                    };
                    let words = fact!(
                        "automaton-run-home",
                        cell = cell,
                        home = one,
                        steps = steps,
                        waits = several,
                        at = steps_text(&waits)
                    );
                    rec.done(item, u64::from(steps), options, words)?;
                }
            }
        }
    }
    let rows = simulated(row);
    let steps = rows.len() as u64 - 1;
    let width = row.len() as u64;
    let last = to_text(rows.last().expect("the start row"));
    let mut run = rec.finish(rows.concat(), row.len() as u32);
    run.answer = fact!("automaton-run-answer", steps = stable, row = last);
    run.totals = vec![
        (
            fact!(
                "automaton-run-total-plain",
                steps = steps,
                cells = width,
                visited = steps * width
            ),
            steps * width,
        ),
        (
            fact!("automaton-run-total-stack", pushes = pushes, pops = pops),
            pushes + pops,
        ),
    ];
    Ok(run)
}
