//! The core's game session on the real games, each through the contract only: random lines of
//! moves, undos, redos and restarts against a model of two plain lists, every position checked
//! by the test's own replay of the model's line with the game's rules; a record replayed
//! into a new session is the same game; a refused move changes nothing and says why.

use movelab::game::{Rules, Session, Versus};
use movelab::impartial::versus::Shown;
use movelab::knights::{Knights, Variant};
use movelab::nim::Nim;
use movelab::pairs::Pairs;
use movelab::peg::Peg;
use movelab::push::Push;
use movelab::shift::Shift;
use movelab::subtraction::Subtraction;
use movelab::tictactoe::TicTacToe;
use proptest::prelude::*;

/// What the visitor does: a move (an index into the legal moves, or into another
/// position's when `stray`), undo, redo or restart.
#[derive(Clone, Debug)]
enum Act {
    Move { pick: usize, stray: bool },
    Undo,
    Redo,
    Restart,
}

fn acts() -> impl Strategy<Value = Vec<Act>> {
    let act = prop_oneof![
        4 => (0usize..64, proptest::bool::weighted(0.2))
            .prop_map(|(pick, stray)| Act::Move { pick, stray }),
        2 => Just(Act::Undo),
        2 => Just(Act::Redo),
        1 => Just(Act::Restart),
    ];
    proptest::collection::vec(act, 0..60)
}

/// The position after `line` from `start`, by the rules alone (the test's own replay).
fn replayed<G: Rules>(game: &G, start: &G::State, line: &[G::Move]) -> G::State {
    let mut state = start.clone();
    for mv in line {
        game.apply(&mut state, mv)
            .expect("the model's line is legal");
    }
    state
}

/// Plays `acts` on a session of `make()` from `start` and checks it against the model.
fn check<G: Rules>(make: impl Fn() -> G, start: G::State, acts: &[Act]) -> Result<(), TestCaseError>
where
    G::State: PartialEq,
{
    let game = make();
    let mut s = Session::from_position(make(), start.clone());
    let (mut line, mut redo): (Vec<G::Move>, Vec<G::Move>) = (vec![], vec![]);
    // A position the line passed through, whose moves may be illegal here: stray moves.
    let mut elsewhere = start.clone();
    for act in acts {
        match act {
            Act::Move { pick, stray } => {
                let from = if *stray { &elsewhere } else { s.state() };
                let legal = game.legal_moves(from);
                if legal.is_empty() {
                    continue;
                }
                let mv = legal[pick % legal.len()].clone();
                let here = s.state().clone();
                match s.play(mv.clone()) {
                    Ok(()) => {
                        prop_assert!(game.after(&here, &mv).is_ok());
                        line.push(mv);
                        redo.clear();
                    }
                    Err(why) => {
                        // Refused in words, and nothing changed: position, line, redo.
                        prop_assert!(!why.to_string().trim().is_empty());
                        prop_assert!(game.after(&here, &mv).is_err());
                        prop_assert!(*s.state() == here);
                        prop_assert_eq!(s.moves(), line.clone());
                        prop_assert_eq!(s.can_redo(), !redo.is_empty());
                    }
                }
                if *pick % 3 == 0 {
                    elsewhere = s.state().clone();
                }
            }
            Act::Undo => {
                let undone = s.undo();
                prop_assert_eq!(undone.clone(), line.pop());
                redo.extend(undone);
            }
            Act::Redo => {
                let again = s.redo();
                prop_assert_eq!(again.clone(), redo.pop());
                line.extend(again);
            }
            Act::Restart => {
                s.restart();
                redo.extend(line.drain(..).rev());
            }
        }
        prop_assert_eq!(s.moves(), line.clone());
        prop_assert_eq!(s.moves_made(), line.len() as u64);
        prop_assert_eq!(s.can_redo(), !redo.is_empty());
        prop_assert!(*s.state() == replayed(&game, &start, &line));
    }
    // The record replayed into a new session is the same game, position by position.
    let again = Session::replayed(make(), start.clone(), s.moves());
    let again = again.map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    prop_assert!(*again.state() == *s.state());
    prop_assert!(again.positions() == s.positions());
    for (k, position) in s.positions().iter().enumerate() {
        prop_assert!(*position == replayed(&game, &start, &line[..k]));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn checker_rows(acts in acts()) {
        check(|| Shift::new(3, 2).unwrap(), Shift::new(3, 2).unwrap().start(), &acts)?;
        check(|| Pairs::new(4).unwrap(), Pairs::new(4).unwrap().start(), &acts)?;
    }

    #[test]
    fn peg_solitaire(acts in acts()) {
        let make = || Peg::new("english", &["d4"], "d4").unwrap();
        check(make, make().start(), &acts)?;
    }

    #[test]
    fn knights_and_push(acts in acts()) {
        let knights = || Knights::new(8, Variant::Any).unwrap();
        check(knights, vec![(8, 8), (5, 5), (3, 7)], &acts)?;
        let push = || Push::new("..#.#...", 2, 1, 1, 1).unwrap();
        check(push, push().start(), &acts)?;
    }

    #[test]
    fn heap_games_and_tic_tac_toe(acts in acts()) {
        check(|| Nim { misere: false }, vec![3, 4, 5], &acts)?;
        let subtraction = || Shown(Subtraction::new(vec![1, 3, 4], false).unwrap());
        check(subtraction, 30, &acts)?;
        check(|| TicTacToe, TicTacToe.start(), &acts)?;
    }
}

/// Two players: undo takes back the visitor's move and the reply, and the visitor's moves
/// replayed with the same replies give the same game (tic-tac-toe against the first legal
/// move, the computer moving first).
#[test]
fn a_versus_record_comes_back_with_the_computers_replies() {
    let first = |g: &TicTacToe, b: &_| g.legal_moves(b).first().copied();
    let mut v = Versus::new(Session::new(TicTacToe), false);
    v.reply(first).unwrap();
    // x on 1, 2, 3 wins against o on 9, 8: five moves.
    for _ in 0..2 {
        let mv = *TicTacToe.legal_moves(v.state()).last().unwrap();
        v.play(mv).unwrap();
        v.reply(first).unwrap();
    }
    let yours: Vec<u8> = v.yours().into_iter().map(|(_, mv)| mv).collect();
    let mut again = Versus::new(Session::new(TicTacToe), false);
    again
        .replay_yours(yours, first, |_, _, _, mv| Ok(mv))
        .unwrap();
    again.reply(first).unwrap();
    assert_eq!(again.session().moves(), v.session().moves());
    assert_eq!(v.session().moves(), vec![0, 8, 1, 7, 2]);
    assert!(TicTacToe.legal_moves(v.state()).is_empty());
    let made = v.session().moves_made();
    assert!(v.undo_turn());
    assert_eq!(v.session().moves_made(), made - 2);
    assert!(v.you_to_move());
}
