//! The three exact methods. All share one order of the boxes: by time, and at equal times
//! a vertex that reaches more vertices in zero time first, so that any collectable set can
//! be collected in this order (at one time a route follows zero-time legs; a zero leg a→b
//! makes a's zero-reach a superset of b's, strictly unless b also reaches a at zero).

use super::{Game, Route, Travel};

/// (best total ending with this box, previous box) for each box; None: unreachable.
type Table = Vec<Option<(u64, Option<usize>)>>;

pub(crate) fn order(game: &Game) -> Vec<usize> {
    let n = game.vertices();
    let reach: Vec<usize> = (0..n)
        .map(|a| (0..n).filter(|&b| game.dist(a, b) == 0).count())
        .collect();
    let mut ord: Vec<usize> = (0..game.boxes.len()).collect();
    ord.sort_unstable_by_key(|&k| {
        let b = game.boxes[k];
        (b.time, usize::MAX - reach[b.vertex], b.vertex, k)
    });
    ord
}

/// The best route from a table: the largest total, followed back through `previous`.
fn route(table: &Table) -> Route {
    let best = (0..table.len())
        .filter_map(|k| table[k].map(|(v, _)| (v, k)))
        .max();
    let Some((candies, mut at)) = best else {
        return Route {
            candies: 0,
            boxes: vec![],
        };
    };
    let mut boxes = vec![at];
    while let Some((_, Some(prev))) = table[at] {
        boxes.push(prev);
        at = prev;
    }
    boxes.reverse();
    Route { candies, boxes }
}

fn from_start(game: &Game, k: usize) -> bool {
    game.reachable(k)
}

/// The plain O(M²) DP: each box after the best earlier box it can be reached from.
pub fn quadratic(game: &Game) -> Route {
    let ord = order(game);
    let mut table: Table = vec![None; game.boxes.len()];
    for (p, &j) in ord.iter().enumerate() {
        let bj = game.boxes[j];
        let mut best = from_start(game, j).then_some((0, None));
        for &i in &ord[..p] {
            let bi = game.boxes[i];
            if let Some((v, _)) = table[i] {
                let fits = bi.time + game.dist(bi.vertex, bj.vertex) <= bj.time;
                if fits && best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, Some(i)));
                }
            }
        }
        table[j] = best.map(|(v, prev)| (v + bj.candies, prev));
    }
    route(&table)
}

/// O(M·N·log M): per vertex, the boxes done so far in time order with prefix maxima; a box
/// asks each vertex v for the best box there no later than its time minus d(v, w).
pub fn by_vertex(game: &Game) -> Route {
    let n = game.vertices();
    // Per vertex: (time, best total of the prefix, the box giving it).
    let mut done: Vec<Vec<(u64, u64, usize)>> = vec![Vec::new(); n];
    let mut table: Table = vec![None; game.boxes.len()];
    for j in order(game) {
        let bj = game.boxes[j];
        let mut best = from_start(game, j).then_some((0, None));
        for (v, list) in done.iter().enumerate() {
            let Some(latest) = bj.time.checked_sub(game.dist(v, bj.vertex)) else {
                continue;
            };
            let k = list.partition_point(|&(t, _, _)| t <= latest);
            if k > 0 {
                let (_, total, i) = list[k - 1];
                if best.is_none_or(|(b, _)| total > b) {
                    best = Some((total, Some(i)));
                }
            }
        }
        table[j] = best.map(|(v, prev)| (v + bj.candies, prev));
        if let Some((total, _)) = table[j] {
            let list = &mut done[bj.vertex];
            let entry = match list.last() {
                Some(&(_, b, i)) if b >= total => (bj.time, b, i),
                _ => (bj.time, total, j),
            };
            list.push(entry);
        }
    }
    route(&table)
}

/// Vertices on a line, O(M log M): with u = x + t and v = t − x, box j can follow box i
/// iff u_i ≤ u_j and v_i ≤ v_j (t_j − t_i ≥ |x_j − x_i|), so the best route is a heaviest
/// chain under dominance: sweep by u, a Fenwick tree of prefix maxima over ranked v.
pub fn line_sweep(game: &Game) -> Route {
    let Travel::Line(x) = &game.travel else {
        return by_vertex(game);
    };
    // (u, v, box) of every box reachable from the start, sorted once; flat arrays keep
    // the sweep cache-friendly at 10^6 boxes.
    let mut live: Vec<(i64, i64, usize)> = game
        .boxes
        .iter()
        .enumerate()
        .filter(|&(k, _)| from_start(game, k))
        .map(|(k, b)| {
            let (p, t) = (x[b.vertex], b.time as i64);
            (p + t, t - p, k)
        })
        .collect();
    live.sort_unstable();
    let mut vs: Vec<i64> = live.iter().map(|e| e.1).collect();
    vs.sort_unstable();
    vs.dedup();
    let mut tree: Vec<Option<(u64, usize)>> = vec![None; vs.len() + 1];
    let mut table: Table = vec![None; game.boxes.len()];
    for &(_, v, j) in &live {
        let rank = vs.partition_point(|&w| w < v) + 1;
        let mut best: Option<(u64, usize)> = None;
        let mut r = rank;
        while r > 0 {
            best = best.max(tree[r]);
            r &= r - 1;
        }
        let total = best.map_or(0, |b| b.0) + game.boxes[j].candies;
        table[j] = Some((total, best.map(|b| b.1)));
        let mut r = rank;
        while r < tree.len() {
            tree[r] = tree[r].max(Some((total, j)));
            r += r & r.wrapping_neg();
        }
    }
    route(&table)
}
