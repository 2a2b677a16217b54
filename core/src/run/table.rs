//! A table of Grundy values filled in a given order (Algorithm Games' knights table, by
//! increasing x + y; Andreica and Tapus's K in a row by run length): each cell is entered, reads
//! the cells its moves reach (filled before it, which the order must ensure) and is left with
//! the mex of its options' values, an option's value the xor of the cells it leaves (a
//! move that splits a run leaves a sum of two games).

use super::{Mark, Recorder, Run, Shape, NO_PARENT};
use crate::fact;
use crate::message::Message;
use crate::search::grundy::mex;
use std::collections::HashMap;
use std::hash::Hash;

/// Records the fill of `cells` in their order; `place` says where a cell is drawn,
/// `options` what each move leaves (a list of cells, a sum). A cell whose option comes
/// later in the order is a wrong order, refused as `run-wrong-order`.
pub fn fill<C>(
    title: Message,
    cells: &[C],
    place: impl Fn(C) -> (f32, f32),
    label: impl Fn(C) -> String,
    options: impl Fn(C) -> Vec<Vec<C>>,
    limit: u64,
) -> Result<Run, Message>
where
    C: Copy + Eq + Hash + std::fmt::Debug,
{
    let mut r = Recorder::new(title, Shape::Table, limit);
    let filled = r.counter(fact!("run-counter-cells-filled"));
    let mut node_of: HashMap<C, u32> = HashMap::new();
    for &cell in cells {
        let node = r.enter(NO_PARENT, label(cell), Mark::Plain)?;
        let (x, y) = place(cell);
        r.run.nodes[node as usize].x = x;
        r.run.nodes[node as usize].y = y;
        for option in options(cell) {
            let mut value = 0;
            for part in option {
                let Some(&seen) = node_of.get(&part) else {
                    return Err(fact!(
                        "run-wrong-order",
                        cell = label(cell),
                        later = label(part)
                    ));
                };
                r.look(node, seen)?;
                value ^= r.run.nodes[seen as usize].value;
            }
            r.run.nodes[node as usize].options.push(value);
        }
        let value = mex(r.run.nodes[node as usize].options.iter().copied());
        r.leave(node, value)?;
        r.count(filled);
        node_of.insert(cell, node);
    }
    Ok(r.run)
}

/// Records a dynamic programme for the best total along a path (Candy Collector's O(M²) DP,
/// Andreica and Tapus): `cells` in their order, each the best of the cells before it that `follows`
/// says it may come after, or a start where `starts` says so, plus its `weight`. A cell
/// reached neither way is marked cut (it cannot be collected).
#[allow(clippy::too_many_arguments)]
pub fn best_path<C>(
    title: Message,
    cells: &[C],
    place: impl Fn(C) -> (f32, f32),
    label: impl Fn(C) -> String,
    weight: impl Fn(C) -> u64,
    starts: impl Fn(C) -> bool,
    follows: impl Fn(C, C) -> bool,
    limit: u64,
) -> Result<Run, Message>
where
    C: Copy + Eq + Hash + std::fmt::Debug,
{
    let mut r = Recorder::new(title, Shape::Table, limit);
    r.run.meaning = super::Meaning::Total;
    let filled = r.counter(fact!("run-counter-cells-filled"));
    let mut done: Vec<(C, u32, bool)> = Vec::with_capacity(cells.len());
    for &cell in cells {
        let node = r.enter(NO_PARENT, label(cell), Mark::Plain)?;
        let (x, y) = place(cell);
        r.run.nodes[node as usize].x = x;
        r.run.nodes[node as usize].y = y;
        let mut best = starts(cell).then_some(0u64);
        for &(before, seen, reached) in &done {
            if !reached || !follows(before, cell) {
                continue;
            }
            r.look(node, seen)?;
            let v = r.run.nodes[seen as usize].value;
            r.run.nodes[node as usize].options.push(v);
            best = Some(best.map_or(v, |b| b.max(v)));
        }
        if best.is_none() {
            r.run.nodes[node as usize].mark = Mark::Cut;
        }
        let value = best.map_or(0, |b| b + weight(cell));
        r.leave(node, value)?;
        r.count(filled);
        done.push((cell, node, best.is_some()));
    }
    Ok(r.run)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Timeline;

    #[test]
    fn a_subtraction_table_fills_to_algorithm_games_values() {
        let cells: Vec<u64> = (0..14).collect();
        let run = fill(
            fact!("run-title-grundy-memo"),
            &cells,
            |n| (n as f32, 0.0),
            |n| n.to_string(),
            |n| {
                [1, 3, 4]
                    .iter()
                    .filter(|&&s| s <= n)
                    .map(|&s| vec![n - s])
                    .collect()
            },
            1000,
        )
        .unwrap();
        let values: Vec<u64> = run.nodes.iter().map(|n| n.value).collect();
        assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        assert_eq!(run.frame_at(run.length()).counts, [14]);
    }

    #[test]
    fn a_wrong_order_is_refused_with_both_cells() {
        let err = fill(
            fact!("run-title-grundy-memo"),
            &[1u64, 0],
            |n| (n as f32, 0.0),
            |n| format!("cell {n}"),
            |n| if n == 1 { vec![vec![0]] } else { vec![] },
            1000,
        )
        .unwrap_err();
        assert_eq!(
            err,
            fact!("run-wrong-order", cell = "cell 1", later = "cell 0")
        );
    }
}
