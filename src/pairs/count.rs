//! Counting optimal solutions (the paper's first open problem).
use super::packed::{BuildKeyHasher, Packed};
use super::search::bound;
use super::Pairs;
use std::collections::HashMap;

pub fn count(pairs: Pairs) -> Result<u128, String> {
    let n = pairs.n() as u32;
    let goal = Packed::goal(n);
    let total = super::optimum(pairs.n()) as u32;
    let mut layer: HashMap<Packed, u128, BuildKeyHasher> = HashMap::default();
    layer.insert(Packed::start(n), 1);
    for t in 1..=total {
        let left = u64::from(total - t);
        let mut next: HashMap<Packed, u128, BuildKeyHasher> = HashMap::default();
        for (&s, &w) in &layer {
            for p in s.moves(n) {
                let c = s.apply(p);
                if bound(n, c, goal) <= left {
                    *next.entry(c).or_insert(0) += w;
                }
            }
        }
        eprintln!("n={n} t={t} layer={}", next.len());
        layer = next;
    }
    Ok(layer.get(&goal).copied().unwrap_or(0))
}
