//! The puzzle-neutral player driving a shifting-checkers solution through its O(1) formula.

use movelab::game::Rules;
use movelab::row::board::Cell;
use movelab::row::player::Player;
use movelab::row::{MoveKind, Puzzle};
use movelab::shift::{Direction, Shift, ShiftSolution};

fn player(n: u64, m: u64, first: Direction) -> (Shift, Player) {
    let shift = Shift::new(n, m).unwrap();
    (
        shift,
        Player::new(Box::new(ShiftSolution::new(shift, first))),
    )
}

#[test]
fn forward_to_the_goal_and_back_to_the_start() {
    for (n, m) in [(1, 1), (3, 2), (2, 5), (4, 4)] {
        for first in [Direction::Right, Direction::Left] {
            let (shift, mut p) = player(n, m, first);
            let construction: Vec<u64> = ShiftSolution::new(shift, first).moves().collect();
            let mut boards = vec![p.board().clone()];
            for &square in &construction {
                let motion = p.forward().expect("not at the goal yet");
                // The move leaves the checker's square as the hole.
                assert_eq!(motion.from as u64, square);
                assert_eq!(p.board().hole() as u64, square);
                boards.push(p.board().clone());
            }
            assert!(p.at_goal());
            assert_eq!(p.board(), &shift.goal());
            assert_eq!(p.forward(), None);
            let tally = p.tally();
            assert_eq!((tally.jumps, tally.slides, tally.pairs), (n * m, n + m, 0));
            for k in (0..construction.len()).rev() {
                assert!(p.back().is_some());
                assert_eq!(p.board(), &boards[k], "back to step {k}");
            }
            assert_eq!(p.step(), 0);
            assert_eq!(p.board(), &shift.start());
            assert_eq!(p.back(), None);
            assert_eq!(p.tally(), Default::default());
        }
    }
}

#[test]
fn seek_both_ways_lands_on_the_same_positions() {
    let (shift, mut p) = player(5, 3, Direction::Left);
    let mut reference = Vec::new();
    let mut board = shift.start();
    reference.push(board.clone());
    for square in ShiftSolution::new(shift, Direction::Left).moves() {
        shift.apply(&mut board, &square).unwrap();
        reference.push(board.clone());
    }
    for target in [23u64, 4, 17, 0, 23, 11, 10, 12, 1000] {
        p.seek(target);
        let expect = target.min(shift.length());
        assert_eq!(p.step(), expect);
        assert_eq!(p.board(), &reference[expect as usize], "seek {target}");
        let t = p.tally();
        assert_eq!(t.jumps + t.slides, expect);
    }
}

#[test]
fn sprites_start_and_end_on_the_squares_of_the_move() {
    let (_, mut p) = player(3, 3, Direction::Right);
    while !p.at_goal() {
        let motion = p.next_motion().unwrap();
        let moving = p.board().cells()[motion.from];
        assert!(moving.is_checker());
        let at0 = p.sprites(0.0);
        let at1 = p.sprites(1.0);
        assert_eq!(at0.len(), 1);
        assert_eq!((at0[0].x, at0[0].lift), (motion.from as f64, 0.0));
        assert_eq!(at1[0].x, motion.to as f64);
        assert!(at1[0].lift.abs() < 1e-9);
        assert_eq!(at0[0].cell, moving);
        if motion.kind == MoveKind::Jump {
            assert!(p.sprites(0.5)[0].lift > 0.0);
        }
        p.forward();
        assert_eq!(p.board().cells()[motion.to], moving);
        assert_eq!(p.board().cells()[motion.from], Cell::Hole);
    }
    assert!(p.sprites(0.5).is_empty());
}
