//! The fast counter: independent of the thread count, consistent with the listing, and the
//! conjectured closed form checked against it (a check of the conjecture, not a proof).

use movelab::pairs::count::{conjectured_count, count_report, COUNT_MAX_N};
use movelab::pairs::{count, Pairs};

#[test]
fn one_thread_and_three_threads_agree() {
    for n in 3..=11 {
        let p = Pairs::new(n).unwrap();
        let one = count_report(p, 1).unwrap();
        let three = count_report(p, 3).unwrap();
        assert_eq!(one.count, three.count, "n = {n}");
        assert_eq!(one.positions, three.positions);
        assert_eq!(
            one.depths.0 + one.depths.1,
            movelab::pairs::optimum(n) as u32
        );
    }
}

#[test]
fn counts_beyond_the_paper_break_the_power_of_two_guess() {
    // The paper found 16 and 32 for n = 8, 9 and guessed 2^(n-4); n = 10 already differs.
    let p = |n| count(Pairs::new(n).unwrap()).unwrap();
    assert_eq!(p(8), 16);
    assert_eq!(p(9), 32);
    assert_ne!(p(10), 1 << 6);
}

#[test]
fn conjectured_closed_form_matches_the_counter_up_to_13() {
    assert_eq!(conjectured_count(3), None);
    for n in 4..=13 {
        let c = count(Pairs::new(n).unwrap()).unwrap();
        assert_eq!(conjectured_count(n), Some(c), "n = {n}");
    }
}

/// Minutes in a release build:
/// `cargo test --release --test pairs_count -- --ignored`.
#[test]
#[ignore]
fn conjectured_closed_form_matches_the_counter_14_to_18() {
    for n in 14..=18 {
        let c = count(Pairs::new(n).unwrap()).unwrap();
        assert_eq!(conjectured_count(n), Some(c), "n = {n}");
    }
}

#[test]
fn too_large_n_is_refused_with_the_limit() {
    let e = count(Pairs::new(COUNT_MAX_N + 1).unwrap()).unwrap_err();
    assert_eq!(
        e,
        movelab::fact!("pairs-count-limit", most = COUNT_MAX_N, n = COUNT_MAX_N + 1)
    );
    assert!(count(Pairs::new(1_000_000).unwrap()).is_err());
}
