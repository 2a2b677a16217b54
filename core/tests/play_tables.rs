//! The exact tables at the sizes the caps allow: how long the search takes, and the lower
//! bounds against it on every position. Release only:
//! `cargo test --profile bench --test play_tables -- --ignored --nocapture` (release with
//! unwinding, which test harnesses need).

use movelab::pairs::Pairs;
use movelab::play::Table;
use movelab::row::Puzzle;
use movelab::shift::Shift;
use std::time::Instant;

fn report(name: &str, p: &dyn Puzzle) -> Table {
    let clock = Instant::now();
    let table = Table::build(p).expect("within the caps");
    println!(
        "{name}: {} positions, {} reach the goal, optimum {:?}, farthest {}, searched in {:.2?}",
        table.states(),
        table.reachable(),
        table.start_distance(),
        table.eccentricity(),
        clock.elapsed()
    );
    table
}

/// Every position with a distance: the bound never exceeds it. Prints how often it is tight.
fn bounds_hold(name: &str, p: &dyn Puzzle, table: &Table) {
    let (mut positions, mut tight, mut slack) = (0u64, 0u64, 0u64);
    table.for_each(|board, d| {
        if let Some(d) = d {
            let bound = p.lower_bound(board).expect("rows are never lost");
            assert!(bound <= d, "{name} {board}: bound {bound} > {d}");
            positions += 1;
            tight += u64::from(bound == d);
            slack += d - bound;
        }
    });
    println!(
        "{name}: bound tight on {tight} of {positions}, mean slack {:.2}",
        slack as f64 / positions as f64
    );
}

#[test]
#[ignore = "the biggest searches the caps allow; run with --profile bench"]
fn the_largest_tables_search_quickly_and_bounds_hold() {
    for (n, m) in [
        (7, 7),
        (8, 8),
        (9, 8),
        (9, 9),
        (1, 1000),
        (1, 2000),
        (2, 60),
    ] {
        let p = Shift::new(n, m).unwrap();
        if Table::size(&p).is_none() {
            println!("shift {n} {m}: above the caps");
            continue;
        }
        let t = report(&format!("shift {n} {m}"), &p);
        assert_eq!(t.start_distance(), Some(p.optimal_length()));
        bounds_hold(&format!("shift {n} {m}"), &p, &t);
    }
    for n in [8, 9, 10] {
        let p = Pairs::new(n).unwrap();
        if Table::size(&p).is_none() {
            println!("pairs {n}: above the caps");
            continue;
        }
        let t = report(&format!("pairs {n}"), &p);
        assert_eq!(t.start_distance(), Some(p.optimal_length()));
        bounds_hold(&format!("pairs {n}"), &p, &t);
    }
}
