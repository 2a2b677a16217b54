use movelab::pairs::{all_optimal, Pairs};
use movelab::puzzle::Puzzle;
fn main() {
    let n: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let k: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let p = Pairs::new(n).unwrap();
    for sol in all_optimal(p).step_by(k).take(4) {
        println!("{sol:?}");
        let mut b = p.start();
        println!("   {b}");
        for m in sol {
            p.apply(&mut b, m).unwrap();
            println!("{m:2} {b}");
        }
    }
}
