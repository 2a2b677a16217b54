//! The heaviest chain of points under dominance by a quarter-plane query (Andreica and Tapus's
//! Candy Collector after its 45° rotation): a point may follow every point p with p.u ≤ u and
//! p.v ≤ v. Swept by u, the query "the best total in the quarter-plane below and left" is a
//! prefix maximum over the points' ranked v, kept in a Fenwick tree: O(M log M) (the seed
//! names 2D range trees, O(log² M) a query; sweeping by u leaves one dimension to query).

use super::{Mark, Meaning, Recorder, Run, Shape, TooLong, NO_PARENT};
use crate::fact;
use crate::message::Message;

/// One point: its place after the rotation, its weight, its label, and whether it may be
/// taken at all (a point out of reach is drawn, cut, and never queried).
#[derive(Clone, Debug)]
pub struct Point {
    pub u: i64,
    pub v: i64,
    pub weight: u64,
    pub label: String,
    pub live: bool,
}

/// Records the sweep over `points`: each live point, in order of (u, v), is entered, looks
/// up the best point of its quarter-plane (if any holds one) and is left with that total plus
/// its weight. Node i is point i; drawn at (u − least u, greatest v − v), so that its
/// quarter-plane lies below and left of it.
pub fn heaviest_chain(title: Message, points: &[Point], limit: u64) -> Result<Run, TooLong> {
    let mut r = Recorder::new(title, Shape::Plane, limit);
    r.run.meaning = Meaning::Total;
    let done = r.counter(fact!("run-counter-points-queried"));
    let reads = r.counter(fact!("run-counter-fenwick-read"));
    let writes = r.counter(fact!("run-counter-fenwick-written"));
    let least_u = points.iter().map(|p| p.u).min().unwrap_or(0);
    let most_v = points.iter().map(|p| p.v).max().unwrap_or(0);
    // Nodes numbered as the points, placed once; each entered when its query runs.
    r.run.nodes = points
        .iter()
        .map(|p| super::Node {
            parent: NO_PARENT,
            label: p.label.clone(),
            value: 0,
            enter: 0,
            leave: 0,
            options: Vec::new(),
            x: (p.u - least_u) as f32,
            y: (most_v - p.v) as f32,
            mark: if p.live { Mark::Plain } else { Mark::Cut },
        })
        .collect();
    // The points out of reach first, as the sweep leaves them out.
    for (k, p) in points.iter().enumerate() {
        if !p.live {
            r.enter_placed(k as u32)?;
            r.leave(k as u32, 0)?;
        }
    }
    let mut order: Vec<usize> = (0..points.len()).filter(|&k| points[k].live).collect();
    order.sort_unstable_by_key(|&k| (points[k].u, points[k].v, k));
    let mut vs: Vec<i64> = order.iter().map(|&k| points[k].v).collect();
    vs.sort_unstable();
    vs.dedup();
    // Fenwick tree of prefix maxima over ranked v: (best total, its point).
    let mut tree: Vec<Option<(u64, usize)>> = vec![None; vs.len() + 1];
    for &k in &order {
        let node = k as u32;
        r.enter_placed(node)?;
        let rank = vs.partition_point(|&w| w < points[k].v) + 1;
        let mut best: Option<(u64, usize)> = None;
        let mut at = rank;
        while at > 0 {
            best = best.max(tree[at]);
            r.count(reads);
            at &= at - 1;
        }
        if let Some((total, from)) = best {
            r.look(node, from as u32)?;
            r.run.nodes[k].options.push(total);
        }
        let total = best.map_or(0, |b| b.0) + points[k].weight;
        r.leave(node, total)?;
        r.count(done);
        let mut at = rank;
        while at < tree.len() {
            tree[at] = tree[at].max(Some((total, k)));
            r.count(writes);
            at += at & at.wrapping_neg();
        }
    }
    Ok(r.run)
}
