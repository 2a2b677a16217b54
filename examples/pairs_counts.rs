use movelab::pairs::count::count_report;
use movelab::pairs::Pairs;
fn main() {
    let a: Vec<u64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().unwrap())
        .collect();
    for n in a[0]..=a[1] {
        let t = std::time::Instant::now();
        println!(
            "{n} {:?} {:?}",
            count_report(Pairs::new(n).unwrap(), a[2] as usize),
            t.elapsed()
        );
    }
}
