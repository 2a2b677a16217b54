//! Candy Collector's recorded runs (`show=dp`, and `show=quarter` below): the order in which
//! Andreica and Tapus's O(M²) DP fills its table, box by box in time order, each after the best
//! earlier box it can be reached from, recorded by `run::table::best_path`. Drawn with a column per
//! position on the line and a row per time, by rank.

use super::{methods, random_line, Game, Travel};
use crate::catalog::RunInfo;
use crate::fact;
use crate::game::Settings;
use crate::message::Message;
use crate::run::plane::{self, Point};
use crate::run::{refused, table, Run, MAX_STEPS};

pub const RUNS: [RunInfo; 2] = [RunInfo::new("dp", fill), RunInfo::new("quarter", quarter)];

/// The page's random instance of `settings` and its boxes' positions on the line.
fn page_line(settings: &Settings) -> Result<(Game, Vec<i64>), Message> {
    let game = random_line(
        settings.whole(&super::INFO, "m") as usize,
        settings.whole(&super::INFO, "seed"),
        settings.whole(&super::INFO, "span"),
    )
    .map_err(refused)?;
    // The page's instances are on a line by construction (`random_line`).
    let Travel::Line(x) = &game.travel else {
        unreachable!("random_line builds a line");
    };
    let x = x.clone();
    Ok((game, x))
}

pub fn fill(settings: &Settings) -> Result<Run, Message> {
    let (game, x) = page_line(settings)?;
    let x = &x;
    let rank = |values: Vec<i64>| {
        let mut sorted = values.clone();
        sorted.sort_unstable();
        sorted.dedup();
        move |v: i64| sorted.binary_search(&v).unwrap_or(0) as f32
    };
    let column = rank(game.boxes.iter().map(|b| x[b.vertex]).collect());
    let row = rank(game.boxes.iter().map(|b| b.time as i64).collect());
    let mut run = table::best_path(
        fact!("candy-run-title-dp"),
        &methods::order(&game),
        |k| {
            let b = game.boxes[k];
            (column(x[b.vertex]), row(b.time as i64))
        },
        |k| {
            let b = game.boxes[k];
            format!("x {} t {}", x[b.vertex], b.time)
        },
        |k| game.boxes[k].candies,
        |k| game.reachable(k),
        |i, j| {
            let (bi, bj) = (game.boxes[i], game.boxes[j]);
            bi.time + game.dist(bi.vertex, bj.vertex) <= bj.time
        },
        MAX_STEPS,
    )?;
    let best = run.nodes.iter().map(|n| n.value).max().unwrap_or(0);
    run.answer = fact!("candy-run-answer", best = best);
    Ok(run)
}

/// Andreica and Tapus's quarter-plane query after the 45° rotation (`show=quarter`): each box a
/// point (u, v) = (x + t, t − x), a box following every box of its quarter-plane u' ≤ u, v' ≤ v
/// (t − t' ≥ |x − x'|); a box out of reach of the start is drawn cut.
pub fn quarter(settings: &Settings) -> Result<Run, Message> {
    let (game, x) = page_line(settings)?;
    let x = &x;
    let points: Vec<Point> = game
        .boxes
        .iter()
        .enumerate()
        .map(|(k, b)| {
            let (p, t) = (x[b.vertex], b.time as i64);
            Point {
                u: p + t,
                v: t - p,
                weight: b.candies,
                label: format!("x {p} t {t}"),
                live: game.reachable(k),
            }
        })
        .collect();
    let mut run = plane::heaviest_chain(fact!("candy-run-title-quarter"), &points, MAX_STEPS)?;
    let best = run.nodes.iter().map(|n| n.value).max().unwrap_or(0);
    run.answer = fact!("candy-run-answer", best = best);
    let m = game.boxes.len() as u64;
    let end = run.frame_at_end();
    let pairs = m * m.saturating_sub(1) / 2;
    run.totals = vec![
        (fact!("candy-run-total-dp", pairs = pairs), pairs),
        (
            fact!("candy-run-total-sweep", read = end[1], written = end[2]),
            end[1] + end[2],
        ),
    ];
    Ok(run)
}
