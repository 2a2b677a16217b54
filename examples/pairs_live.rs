use movelab::pairs::packed::Packed;
use std::collections::HashSet;
fn main() {
    let n: u32 = std::env::args().nth(1).unwrap().parse().unwrap();
    let t: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let l = movelab::pairs::search::live_layers(n);
    let live: HashSet<Packed> = l[t].iter().copied().collect();
    // forward pruned layers (inversion bound only)
    let mut layer: HashSet<Packed> = [Packed::start(n)].into();
    for d in 1..=t {
        let mut next = HashSet::new();
        for s in &layer {
            for p in s.moves(n) {
                let c = s.apply(p);
                let inv = c.inversions(n) as i64;
                let h = c.hole();
                let deficit = 2 * n as i64 - 1 - inv;
                let left = (n as usize - d) as i64;
                let lb = if c == Packed::goal(n) {
                    0
                } else if h == 0 || h == 2 * n {
                    deficit / 2 + 1
                } else {
                    ((deficit + 1) / 2).max(1)
                };
                if lb <= left {
                    next.insert(c);
                }
            }
        }
        layer = next;
    }
    println!("pruned {} live {}", layer.len(), live.len());
    let mut v: Vec<String> = layer
        .iter()
        .map(|s| {
            format!(
                "{} {} inv={} eq={:?}",
                if live.contains(s) { "LIVE" } else { "dead" },
                s.to_code(n),
                s.inversions(n),
                s.equal_links(n)
            )
        })
        .collect();
    v.sort();
    for s in v.iter().take(60) {
        println!("{s}");
    }
}
