//! Independent rules for the impartial games' tests, written again from docs/design.md and the
//! papers by plain game-tree recursion over whole positions (no xor, no tables, no code of
//! the crate), so that a bug in the core's engine cannot hide behind itself.
#![allow(dead_code)]

use std::collections::{BTreeMap, HashMap};

/// The mex, written again.
pub fn mex(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// Grundy value of a multiset of heaps in the octal game `digits` (digits[j] for take j),
/// by recursion over every move of every heap.
pub fn octal_position(digits: &[u8], heaps: Vec<u64>, memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    let mut heaps: Vec<u64> = heaps.into_iter().filter(|&h| h > 0).collect();
    heaps.sort_unstable();
    if let Some(&g) = memo.get(&heaps) {
        return g;
    }
    let mut options = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for (j, &d) in digits.iter().enumerate() {
            let j = j as u64;
            if j > h {
                continue;
            }
            let rest = h - j;
            let mut results: Vec<Vec<u64>> = Vec::new();
            if rest == 0 && j > 0 && d & 1 != 0 {
                results.push(vec![]);
            }
            if rest > 0 && j > 0 && d & 2 != 0 {
                results.push(vec![rest]);
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    results.push(vec![a, rest - a]);
                }
            }
            for r in results {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(r);
                options.push(octal_position(digits, next, memo));
            }
        }
    }
    let g = mex(&options);
    memo.insert(heaps, g);
    g
}

/// Whether the player to move wins a subtraction game heap (normal or misère).
pub fn subtraction_wins(
    set: &[u64],
    heap: u64,
    misere: bool,
    memo: &mut HashMap<u64, bool>,
) -> bool {
    if let Some(&w) = memo.get(&heap) {
        return w;
    }
    let moves: Vec<u64> = set.iter().copied().filter(|&s| s <= heap).collect();
    let w = if moves.is_empty() {
        misere
    } else {
        moves
            .iter()
            .any(|&s| !subtraction_wins(set, heap - s, misere, memo))
    };
    memo.insert(heap, w);
    w
}

/// Grundy value of a subtraction game heap by recursion.
pub fn subtraction_grundy(set: &[u64], heap: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&g) = memo.get(&heap) {
        return g;
    }
    let options: Vec<u64> = set
        .iter()
        .filter(|&&s| s <= heap)
        .map(|&s| subtraction_grundy(set, heap - s, memo))
        .collect();
    let g = mex(&options);
    memo.insert(heap, g);
    g
}

/// Whether the player to move wins Nim `heaps` (normal or misère), by brute force.
pub fn nim_wins(heaps: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut w = false;
    for i in 0..heaps.len() {
        for to in 0..heaps[i] {
            any_move = true;
            let mut next = heaps.to_vec();
            next[i] = to;
            if !nim_wins(&next, misere, memo) {
                w = true;
            }
        }
    }
    if !any_move {
        w = misere;
    }
    memo.insert(key, w);
    w
}

/// The knights' jumps on an n×n board (x + y decreases), written again.
pub fn knight_steps(n: i64, (x, y): (i64, i64)) -> Vec<(i64, i64)> {
    [
        (x - 2, y + 1),
        (x - 2, y - 1),
        (x + 1, y - 2),
        (x - 1, y - 2),
    ]
    .into_iter()
    .filter(|&(a, b)| a >= 1 && b >= 1 && a <= n && b <= n)
    .collect()
}

/// Which knights move together: "one", "any", "proper" or "all".
pub fn allowed(variant: &str, moved: usize, total: usize) -> bool {
    match variant {
        "one" => moved == 1,
        "any" => moved >= 1,
        "all" => moved == total && total >= 1,
        _ => moved >= 1 && moved < total,
    }
}

/// Every position one move from `knights`.
pub fn knight_options(n: i64, variant: &str, knights: &[(i64, i64)]) -> Vec<Vec<(i64, i64)>> {
    let mut partial: Vec<(Vec<(i64, i64)>, usize)> = vec![(Vec::new(), 0)];
    for &k in knights {
        let mut next = Vec::new();
        for (pos, moved) in &partial {
            let mut stay = pos.clone();
            stay.push(k);
            next.push((stay, *moved));
            for s in knight_steps(n, k) {
                let mut go = pos.clone();
                go.push(s);
                next.push((go, moved + 1));
            }
        }
        partial = next;
    }
    partial
        .into_iter()
        .filter(|(_, m)| allowed(variant, *m, knights.len()))
        .map(|(p, _)| p)
        .collect()
}

/// Whether the player to move wins the knights game, by brute force over sets of knights.
pub fn knights_win(
    n: i64,
    variant: &str,
    knights: &[(i64, i64)],
    memo: &mut BTreeMap<Vec<(i64, i64)>, bool>,
) -> bool {
    let mut key = knights.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let w = knight_options(n, variant, knights)
        .iter()
        .any(|next| !knights_win(n, variant, next, memo));
    memo.insert(key, w);
    w
}

/// The even/odd game from the rules: `left` objects, the totals' parities so far, whose
/// turn; the first player wins when their total's parity is `want` at the end.
pub fn parity_first_wins(
    left: u64,
    k: u64,
    totals: (u64, u64),
    first_to_move: bool,
    want: u64,
    memo: &mut HashMap<(u64, u64, u64, bool), bool>,
) -> bool {
    if left == 0 {
        return totals.0 % 2 == want;
    }
    let key = (left, totals.0 % 2, totals.1 % 2, first_to_move);
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let results = (1..=k.min(left)).map(|c| {
        let t = if first_to_move {
            (totals.0 + c, totals.1)
        } else {
            (totals.0, totals.1 + c)
        };
        parity_first_wins(left - c, k, t, !first_to_move, want, memo)
    });
    let w = if first_to_move {
        results.into_iter().any(|w| w)
    } else {
        results.into_iter().all(|w| w)
    };
    memo.insert(key, w);
    w
}

/// What one heap of `h` may leave in the octal game `digits`: each result as its heaps
/// (`[]` for none), written again from Winning Ways' rule.
pub fn octal_heap_results(digits: &[u8], h: u64) -> Vec<Vec<u64>> {
    let mut results = Vec::new();
    for (j, &d) in digits.iter().enumerate() {
        let j = j as u64;
        if j > h {
            continue;
        }
        let rest = h - j;
        if rest == 0 && j > 0 && d & 1 != 0 {
            results.push(vec![]);
        }
        if rest > 0 && j > 0 && d & 2 != 0 {
            results.push(vec![rest]);
        }
        if d & 4 != 0 {
            for a in 1..rest {
                if a <= rest - a {
                    results.push(vec![a, rest - a]);
                }
            }
        }
    }
    results
}

/// A position's remoteness from its options' (Winning Ways ch. 9), written again: none,
/// 0; an even option, one more than the least even; else one more than the largest.
pub fn remoteness_rule(options: &[u32]) -> u32 {
    let even = options.iter().filter(|&&r| r % 2 == 0).min();
    let odd = options.iter().filter(|&&r| r % 2 == 1).max();
    match (even, odd) {
        (Some(&e), _) => e + 1,
        (None, Some(&o)) => o + 1,
        (None, None) => 0,
    }
}

/// Every position one "every heap moves" move from `heaps`: each heap moves once, to one
/// of `results(h)` (empty for an emptied heap, which stays as a heap of 0).
pub fn every_heap_options(heaps: &[u64], results: &dyn Fn(u64) -> Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let mut partial: Vec<Vec<u64>> = vec![Vec::new()];
    for &h in heaps {
        let mut next = Vec::new();
        for r in results(h) {
            let r = if r.is_empty() { vec![0] } else { r };
            for p in &partial {
                let mut p = p.clone();
                p.extend(&r);
                next.push(p);
            }
        }
        partial = next;
    }
    if heaps.is_empty() {
        return Vec::new();
    }
    partial
}

/// The remoteness of a whole "every heap moves" position, by recursion over its tree.
pub fn every_heap_remoteness(
    heaps: &[u64],
    results: &dyn Fn(u64) -> Vec<Vec<u64>>,
    memo: &mut HashMap<Vec<u64>, u32>,
) -> u32 {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let options: Vec<u32> = every_heap_options(&key, results)
        .iter()
        .map(|next| every_heap_remoteness(next, results, memo))
        .collect();
    let r = remoteness_rule(&options);
    memo.insert(key, r);
    r
}

/// Every multiset of 1 to `most` heaps of sizes `from` to `upto`, each listed once (sizes
/// in ascending order).
#[allow(dead_code)] // not every test binary that includes this module counts multisets
pub fn multisets(from: u64, upto: u64, most: usize) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..most {
        let mut next = Vec::new();
        for m in &layer {
            for h in m.last().copied().unwrap_or(from)..=upto {
                let mut m = m.clone();
                m.push(h);
                next.push(m);
            }
        }
        out.extend(next.iter().cloned());
        layer = next;
    }
    out
}
