//! Checks on `Layout`s shared by the position tests: the row as text, and a complete
//! comparison of two layouts outside a window that reads only O(runs) cells.
#![allow(dead_code)]

use movelab::row::board::Cell;
use movelab::row::runs::Layout;

pub fn text(l: &Layout) -> String {
    l.window(0, l.squares())
        .iter()
        .map(|c| c.symbol())
        .collect()
}

pub fn window_text(l: &Layout, a: u64, b: u64) -> String {
    l.window(a, b).iter().map(|c| c.symbol()).collect()
}

/// True when `a` and `b` hold the same cells on every square outside `lo..hi`. Between
/// consecutive run boundaries of either layout both repeat a pattern whose period divides
/// 4, so the first four squares of each such stretch decide it.
pub fn same_outside(a: &Layout, b: &Layout, lo: u64, hi: u64) -> bool {
    if a.squares() != b.squares() {
        return false;
    }
    let mut cuts: Vec<u64> = vec![0, a.squares(), lo.min(a.squares()), hi.min(a.squares())];
    for r in a.runs().iter().chain(b.runs()) {
        cuts.extend([r.start, r.end()]);
    }
    cuts.sort_unstable();
    cuts.dedup();
    cuts.windows(2).all(|w| {
        (w[0]..w[1].min(w[0] + 4))
            .filter(|&s| s < lo || s >= hi)
            .all(|s| a.cell(s) == b.cell(s))
    })
}

/// The checkers of `cell` on the whole row, counted run by run.
pub fn count(l: &Layout, cell: Cell) -> u64 {
    l.runs()
        .iter()
        .map(|r| {
            let p = r.pattern.period();
            let per = (0..p).filter(|&o| r.pattern.at(o) == cell).count() as u64;
            let rest = (0..r.len % p).filter(|&o| r.pattern.at(o) == cell).count() as u64;
            r.len / p * per + rest
        })
        .sum()
}
