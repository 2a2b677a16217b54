//! The player's seek through the position formula: after any seek the board, the step and
//! the tally of move kinds equal what stepping move by move gives, in both directions.

use movelab::pairs::{Pairs, PairsSolution};
use movelab::row::player::Player;
use movelab::row::Solution;
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

/// `span_after` names the same move as the player's `next_motion` on the laid-out board.
#[test]
fn spans_match_the_players_motions() {
    let solutions: Vec<Box<dyn Solution>> = vec![
        Box::new(ShiftSolution::new(
            Shift::new(5, 3).unwrap(),
            Direction::Right,
        )),
        Box::new(ShiftSolution::new(
            Shift::new(2, 6).unwrap(),
            Direction::Left,
        )),
        Box::new(PairsSolution::new(Pairs::new(13).unwrap())),
        Box::new(PairsSolution::new(Pairs::new(3).unwrap())),
    ];
    for solution in solutions {
        let length = solution.length();
        let spans: Vec<_> = (0..=length).map(|k| solution.span_after(k)).collect();
        let mut p = Player::new(solution);
        for span in spans {
            let motion = p.next_motion();
            assert_eq!(
                span.map(|s| (s.kind, s.from as usize, s.to as usize)),
                motion.map(|m| (m.kind, m.from, m.to)),
                "step {}",
                p.step()
            );
            p.forward();
        }
    }
}
