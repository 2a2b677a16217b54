//! The player's seek through the position formula: after any seek the board, the step and
//! the tally of move kinds equal what stepping move by move gives, in both directions.

use movelab::pairs::{Pairs, PairsSolution};
use movelab::player::Player;
use movelab::puzzle::Solution;
use movelab::shift::{Direction, Shift, ShiftSolution};

/// Every step by forward moves, then seeks far and near from everywhere to everywhere.
fn agrees(solution: impl Solution + Clone + 'static) {
    let mut walker = Player::new(Box::new(solution.clone()));
    let mut seen = vec![(walker.board().clone(), walker.tally())];
    while walker.forward().is_some() {
        seen.push((walker.board().clone(), walker.tally()));
        let step = walker.step();
        assert_eq!(solution.tally_at(step), Some(walker.tally()), "step {step}");
    }
    let length = walker.length();
    let mut seeker = Player::new(Box::new(solution));
    for from in (0..=length).step_by(3) {
        for to in 0..=length {
            seeker.seek(from);
            seeker.seek(to);
            assert_eq!(seeker.step(), to);
            assert_eq!(
                (seeker.board(), seeker.tally()),
                (&seen[to as usize].0, seen[to as usize].1),
                "seek {from} -> {to}"
            );
        }
    }
    seeker.seek(u64::MAX);
    assert!(seeker.at_goal());
}

#[test]
fn shift_seeks_match_stepping() {
    for n in 1..=9 {
        for m in 1..=9 {
            for first in [Direction::Right, Direction::Left] {
                agrees(ShiftSolution::new(Shift::new(n, m).unwrap(), first));
            }
        }
    }
}

#[test]
fn pairs_seeks_match_stepping() {
    for n in 3..=40 {
        agrees(PairsSolution::new(Pairs::new(n).unwrap()));
    }
}

#[test]
fn a_far_seek_on_a_big_board_is_the_formula() {
    // 2·10^6 + 1 squares, 10^12 + 2·10^6 moves: replay could not get there.
    let shift = Shift::new(1_000_000, 1_000_000).unwrap();
    let solution = ShiftSolution::new(shift, Direction::Left);
    let mut p = Player::new(Box::new(solution));
    let step = 999_999_000_000;
    p.seek(step);
    assert_eq!(p.step(), step);
    let hole = p.board().hole() as u64;
    assert_eq!(hole, solution.move_at(step));
    let t = p.tally();
    assert_eq!(t.slides + t.jumps, step);
    // One more move and one back leave it where it was.
    let before = p.board().clone();
    p.forward();
    p.back();
    assert_eq!(p.board(), &before);
}
