//! Play mode as a visitor uses it: undo, redo and restart; solving by hints; the big-board
//! judgement (bounds and a known solution) against the exact one; practice and its score.

use movelab::fact;
use movelab::message::Arg;
use movelab::pairs::Pairs;
use movelab::play::{
    hint, judge, Answer, Distance, Game, Hint, Listed, Practice, PracticeError, Table,
};
use movelab::row::{Illegal, Puzzle, Solution};
use movelab::shift::Shift;

fn small_puzzles() -> Vec<Box<dyn Fn() -> Box<dyn Puzzle>>> {
    let mut out: Vec<Box<dyn Fn() -> Box<dyn Puzzle>>> = vec![];
    for n in 1..=4 {
        for m in 1..=4 {
            out.push(Box::new(move || Box::new(Shift::new(n, m).unwrap())));
        }
    }
    for n in 3..=6 {
        out.push(Box::new(move || Box::new(Pairs::new(n).unwrap())));
    }
    out
}

/// A small deterministic generator, so that failures replay.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below
    }
}

#[test]
fn undo_redo_and_restart_follow_a_simple_model() {
    let mut rng = Lcg(7);
    for make in small_puzzles() {
        let mut game = Game::of(make());
        let puzzle = make();
        let (mut line, mut redo): (Vec<u64>, Vec<u64>) = (vec![], vec![]);
        for _ in 0..300 {
            match rng.next(10) {
                0..=4 => {
                    let movable = game.movable();
                    let square = movable[rng.next(movable.len() as u64) as usize];
                    game.play(square).unwrap();
                    line.push(square);
                    redo.clear();
                }
                5..=6 => {
                    assert_eq!(game.undo().is_some(), !line.is_empty());
                    if let Some(s) = line.pop() {
                        redo.push(s);
                    }
                }
                7..=8 => {
                    assert_eq!(game.redo().is_some(), !redo.is_empty());
                    if let Some(s) = redo.pop() {
                        line.push(s);
                    }
                }
                _ => {
                    game.restart();
                    redo.extend(line.drain(..).rev());
                }
            }
            let mut board = puzzle.start();
            for &s in &line {
                puzzle.apply(&mut board, &s).unwrap();
            }
            assert_eq!(*game.board(), board);
            assert_eq!(game.moves(), line);
            assert_eq!(game.can_redo(), !redo.is_empty());
        }
    }
}

#[test]
fn undo_then_redo_round_trips_and_a_new_move_drops_the_redo() {
    let mut game = Game::of(Box::new(Shift::new(3, 2).unwrap()));
    for s in [2, 4, 5, 3] {
        game.play(s).unwrap();
    }
    let after = game.board().clone();
    let undone: Vec<_> = (0..4).map(|_| game.undo().unwrap()).collect();
    assert_eq!(*game.board(), *game.start());
    assert!(game.undo().is_none());
    let redone: Vec<_> = (0..4).map(|_| game.redo().unwrap()).collect();
    assert_eq!(undone.into_iter().rev().collect::<Vec<_>>(), redone);
    assert_eq!(*game.board(), after);
    assert!(game.redo().is_none());
    game.restart();
    assert_eq!(game.moves_made(), 0);
    game.redo().unwrap();
    game.play(game.movable()[0]).unwrap();
    assert!(!game.can_redo());
}

#[test]
fn every_small_board_solves_in_exactly_l_moves_by_hints() {
    for make in small_puzzles() {
        let mut game = Game::of(make());
        let l = game.table().unwrap().start_distance().unwrap();
        while let Some(h) = hint(&game, None) {
            let Hint::Move { square } = h else {
                panic!("{}: {h:?} on an optimal path", game.board())
            };
            game.play(square).unwrap();
            assert!(game.moves_made() <= l);
        }
        let j = judge(&game, None);
        assert!(j.solved && j.solved_optimally(), "{}", game.board());
        assert_eq!(j.fact(), fact!("play-solved-optimal", moves = l));
        assert_eq!(game.moves_made(), l);
    }
}

#[test]
fn a_wrong_move_changes_the_judgement_and_undo_restores_it() {
    let mut game = Game::of(Box::new(Shift::new(3, 3).unwrap()));
    let fresh = judge(&game, None);
    assert_eq!(fresh.optimum, Some(15));
    assert_eq!(fresh.least_to_goal, Distance::Exact(15));
    assert_eq!(fresh.on_optimal_path, Some(true));
    // Jumping a black over a black at the start leaves every optimal solution.
    game.play(1).unwrap();
    let j = judge(&game, None);
    assert_eq!(j.on_optimal_path, Some(false));
    assert_eq!(j.first_mistake, Some(1));
    let Distance::Exact(d) = j.least_to_goal else {
        panic!()
    };
    assert!(1 + d > 15);
    assert!(matches!(
        hint(&game, None),
        Some(Hint::Undo {
            mistake_step: 1,
            mistake_square: 1,
            undos: 1,
            ..
        })
    ));
    assert_eq!(
        j.fact(),
        fact!(
            "play-progress",
            moves = 1u64,
            path = fact!("play-path-off-since", step = 1u64),
            left = fact!("play-left-exact", more = d)
        )
    );
    game.undo();
    assert_eq!(judge(&game, None), fresh);
    assert_eq!(
        fresh.fact(),
        fact!(
            "play-progress",
            moves = 0u64,
            path = fact!("play-path-on"),
            left = fact!("play-left-exact", more = 15u64)
        )
    );
}

#[test]
fn illegal_moves_are_refused_with_the_cores_reason() {
    let mut game = Game::of(Box::new(Shift::new(3, 2).unwrap()));
    assert_eq!(game.play(3), Err(Illegal::IsHole { square: 3 }));
    assert_eq!(
        game.play(0).unwrap_err().to_string(),
        "square 0 is not next to the hole"
    );
    let mut game = Game::of(Box::new(Pairs::new(3).unwrap()));
    assert_eq!(
        game.play(5).unwrap_err().to_string(),
        "squares 5 and 6 are not two checkers"
    );
    assert_eq!(game.moves_made(), 0);
}

/// On small boards, the big-board judgement (no search: bounds, and a known solution) must
/// never claim more than the exact one knows.
#[test]
fn the_judgement_without_search_never_contradicts_the_exact_one() {
    for make in small_puzzles() {
        let solution = Listed::optimal(make()).unwrap();
        let l = solution.length();
        let mut exact = Game::of(make());
        let mut bounded = Game::without_search(make());
        for k in 0..=l {
            let (e, b) = (judge(&exact, None), judge(&bounded, Some(&solution)));
            assert!(!b.exact);
            assert_eq!(b.least_to_goal, Distance::Exact(l - k));
            assert_eq!(e.least_to_goal, Distance::Exact(l - k));
            assert_eq!(b.on_optimal_path, Some(true));
            if k == l {
                assert!(b.solved_optimally());
                break;
            }
            let next = solution.move_at(k + 1);
            assert_eq!(
                hint(&bounded, Some(&solution)),
                Some(Hint::Move { square: next })
            );
            assert_eq!(
                hint(&exact, Some(&solution)),
                Some(Hint::Move { square: next })
            );
            for square in exact.movable() {
                exact.play(square).unwrap();
                bounded.play(square).unwrap();
                let (e, b) = (judge(&exact, None), judge(&bounded, Some(&solution)));
                let Distance::Exact(d) = e.least_to_goal else {
                    panic!()
                };
                match b.least_to_goal {
                    Distance::Exact(x) => assert_eq!(x, d, "{square}"),
                    Distance::AtLeast(x) => assert!(x <= d),
                    Distance::Unreachable => panic!(),
                }
                if let Some(on) = b.on_optimal_path {
                    assert_eq!(Some(on), e.on_optimal_path);
                }
                if square != next {
                    assert_eq!(
                        hint(&bounded, Some(&solution)),
                        Some(Hint::BackToSolution {
                            left_at_step: k + 1,
                            undos: 1
                        })
                    );
                }
                // A detour back again: exact once more, and off the optimal path.
                let back = exact
                    .movable()
                    .into_iter()
                    .find(|&s| {
                        let mut b = exact.board().clone();
                        exact.puzzle().apply(&mut b, &s).is_ok()
                            && b == bounded.positions()[k as usize]
                    })
                    .unwrap();
                exact.play(back).unwrap();
                bounded.play(back).unwrap();
                let b = judge(&bounded, Some(&solution));
                assert_eq!(b.least_to_goal, Distance::Exact(l - k));
                assert_eq!(b.on_optimal_path, Some(false));
                assert_eq!(judge(&exact, None).on_optimal_path, Some(false));
                for _ in 0..2 {
                    exact.undo();
                    bounded.undo();
                }
            }
            exact.play(next).unwrap();
            bounded.play(next).unwrap();
        }
    }
}

#[test]
fn big_boards_are_judged_by_bounds_without_panicking() {
    let mut game = Game::of(Box::new(Shift::new(40, 40).unwrap()));
    assert!(game.table().is_none());
    let j = judge(&game, None);
    assert_eq!(j.optimum, Some(1680));
    // The potential I + L is exact at the start (docs/shift-optimality.md).
    assert_eq!(j.least_to_goal, Distance::AtLeast(1680));
    assert_eq!(j.on_optimal_path, None);
    assert_eq!(j.dead_end, None);
    assert_eq!(hint(&game, None), None);
    // A black jumping a black changes neither I nor L: one move spent, none gained, so the
    // bound alone proves the line off every optimal solution.
    game.play(38).unwrap();
    let j = judge(&game, None);
    assert_eq!(j.least_to_goal, Distance::AtLeast(1680));
    assert_eq!(j.on_optimal_path, Some(false));
    game.undo();
    for _ in 0..50 {
        let s = game.movable()[0];
        game.play(s).unwrap();
    }
    assert!(game.play(u64::MAX).is_err());
    let j = judge(&game, None);
    assert!(matches!(j.least_to_goal, Distance::AtLeast(_)));
    assert_eq!(
        j.fact().arg("left"),
        Some(&Arg::Message(Box::new(fact!(
            "play-left-at-least",
            more = match j.least_to_goal {
                Distance::AtLeast(d) => d,
                _ => unreachable!(),
            }
        ))))
    );

    let mut game = Game::of(Box::new(Pairs::new(1000).unwrap()));
    assert_eq!(judge(&game, None).least_to_goal, Distance::AtLeast(1000));
    game.play(1998).unwrap();
    assert!(game.play(u64::MAX).is_err());
    assert!(matches!(
        judge(&game, None).least_to_goal,
        Distance::AtLeast(_)
    ));
}

#[test]
fn unsolvable_pairs_are_named_dead_ends() {
    for n in [1, 2] {
        let game = Game::of(Box::new(Pairs::any(n)));
        let j = judge(&game, None);
        assert_eq!(j.optimum, None);
        assert_eq!(j.least_to_goal, Distance::Unreachable);
        assert_eq!(j.dead_end, Some(true));
        assert_eq!(j.on_optimal_path, Some(false));
        assert_eq!(hint(&game, None), None);
    }
}

fn shift_practice() -> Practice {
    Practice::new(Box::new(
        Listed::optimal(Box::new(Shift::new(3, 2).unwrap())).unwrap(),
    ))
}

#[test]
fn practice_with_one_wrong_answer_scores_one_wrong() {
    let mut p = shift_practice();
    let l = p.length();
    // Step 1 of shift 3×2: the optimal moves slide a black or a white into the hole; the
    // jump of the black on square 1 over its neighbour is legal but not optimal.
    assert_eq!(
        p.answer(1),
        Ok(Answer::Wrong {
            expected: p.player().solution().move_at(1)
        })
    );
    while let Some(expected) = p.expected() {
        assert_eq!(p.answer(expected), Ok(Answer::Right));
    }
    assert_eq!(p.answer(0), Err(PracticeError::Finished));
    let s = p.summary();
    assert_eq!(
        (s.right, s.wrong, s.watched, s.finished),
        (l - 1, 1, 0, true)
    );
}

#[test]
fn any_optimal_move_counts_as_right_and_illegal_ones_do_not_count() {
    let mut p = shift_practice();
    let table = Table::build(&Shift::new(3, 2).unwrap()).unwrap();
    let puzzle = Shift::new(3, 2).unwrap();
    let mut other_optimal = 0;
    while let Some(expected) = p.expected() {
        assert!(matches!(p.answer(u64::MAX), Err(PracticeError::Illegal(_))));
        let optimal = table.lowering_moves(&puzzle, p.board());
        let pick = *optimal
            .iter()
            .find(|&&s| s != expected)
            .unwrap_or(&expected);
        other_optimal += u64::from(pick != expected);
        assert_eq!(p.answer(pick), Ok(Answer::Right));
    }
    assert!(
        other_optimal > 0,
        "shift 3×2 has more than one optimal solution"
    );
    assert_eq!(p.summary().wrong, 0);
}

#[test]
fn watching_and_practising_mix_at_any_step() {
    let mut p = shift_practice();
    p.seek(4);
    assert_eq!(p.step(), 4);
    let e = p.expected().unwrap();
    assert_eq!(p.answer(e), Ok(Answer::Right));
    // Going back to retry a step does not change its score.
    p.back();
    let wrong = *p
        .player()
        .solution()
        .puzzle()
        .legal_moves(p.board())
        .iter()
        .find(|&&s| {
            let mut q = shift_practice();
            q.seek(4);
            matches!(q.answer(s), Ok(Answer::Wrong { .. }))
        })
        .unwrap();
    assert!(matches!(p.answer(wrong), Ok(Answer::Wrong { .. })));
    assert_eq!(p.answered(5), Some(true));
    p.seek(p.length());
    let s = p.summary();
    assert_eq!(
        (s.right, s.wrong, s.watched, s.finished),
        (1, 0, p.length() - 1, true)
    );
    p.seek(0);
    assert!(!p.summary().finished);
}
