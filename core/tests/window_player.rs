//! The windowed player (`row::window::WindowPlayer`, the page's player above 2,000,002
//! squares) against the player that holds the whole row: at every step of every small size,
//! the cells of every window, the hole, the moves before and after, the tally, the measures
//! (from the move counts or the layout's runs, against the board's own scan) and the
//! checkers in flight agree, stepping forward, back and seeking.

use movelab::pairs::{Pairs, PairsSolution};
use movelab::row::board::Cell;
use movelab::row::player::Player;
use movelab::row::window::{for_page, Playback, WindowPlayer, WINDOWED_ABOVE};
use movelab::row::Solution;
use movelab::shift::{Direction, Shift, ShiftSolution};

fn same(w: &dyn Playback, held: &Player) {
    let p: &dyn Playback = held;
    let step = p.step();
    assert_eq!(w.step(), step);
    assert_eq!(w.squares(), p.squares());
    assert_eq!(w.hole(), p.hole(), "hole at step {step}");
    assert_eq!(w.tally(), p.tally(), "tally at step {step}");
    assert_eq!(w.measures(), p.measures(), "measures at step {step}");
    assert_eq!(w.next_span(), p.next_span(), "next move after step {step}");
    assert_eq!(w.last_span(), p.last_span(), "last move at step {step}");
    assert_eq!(w.at_goal(), p.at_goal());
    let squares = p.squares();
    for a in 0..squares {
        for len in [1, 3, squares - a, squares - a + 2] {
            let mut ww = vec![Cell::Hole; len as usize];
            let mut pw = ww.clone();
            w.write_window(a, &mut ww);
            p.write_window(a, &mut pw);
            assert_eq!(ww, pw, "window {a}+{len} at step {step}");
        }
        assert_eq!(w.cell(a), p.cell(a));
    }
    assert_eq!(w.cell(squares), None);
    for f in [0.0, 0.3, 0.5, 1.0] {
        // Against the held player's own path (its board and motion), not the shared one.
        assert_eq!(w.sprites(f), held.sprites(f), "sprites at step {step}");
        assert_eq!(p.sprites(f), held.sprites(f), "sprites at step {step}");
    }
}

fn agrees(solution: impl Solution + Clone + 'static) {
    let mut p = Player::new(Box::new(solution.clone()));
    let mut w = WindowPlayer::new(Box::new(solution.clone())).expect("a formula");
    assert!(w.board().is_none());
    same(&w, &p);
    while Playback::forward(&mut p) {
        assert!(Playback::forward(&mut w));
        same(&w, &p);
    }
    assert!(!Playback::forward(&mut w));
    let length = Playback::length(&p);
    for k in (0..=length).rev() {
        Playback::seek(&mut p, k);
        w.seek(k);
        same(&w, &p);
    }
    while Playback::back(&mut p) {}
    assert!(!Playback::back(&mut w));
    Playback::seek(&mut w, u64::MAX);
    assert!(w.at_goal());
    Playback::seek(&mut w, length / 2);
    assert!(w.back());
    assert_eq!(w.step(), length / 2 - 1);
}

#[test]
fn shift_windowed_agrees_with_the_board() {
    for n in 1..=6 {
        for m in 1..=6 {
            for first in [Direction::Right, Direction::Left] {
                agrees(ShiftSolution::new(Shift::new(n, m).unwrap(), first));
            }
        }
    }
}

#[test]
fn pairs_windowed_agrees_with_the_board() {
    for n in 3..=12 {
        agrees(PairsSolution::new(Pairs::new(n).unwrap()));
    }
}

#[test]
fn the_page_holds_rows_up_to_its_old_limit_and_windows_beyond() {
    let held = for_page(Box::new(ShiftSolution::new(
        Shift::new(1_000_000, 1_000_000).unwrap(),
        Direction::Right,
    )));
    assert!(held.board().is_some());
    let pairs = for_page(Box::new(PairsSolution::new(Pairs::new(1_000_000).unwrap())));
    assert_eq!(pairs.squares(), WINDOWED_ABOVE);
    assert!(pairs.board().is_some());
    let big = Shift::new(1_000_000_000, 1_000_000_000).unwrap();
    let mut w = for_page(Box::new(ShiftSolution::new(big, Direction::Right)));
    assert!(w.board().is_none());
    assert_eq!(w.squares(), 2_000_000_001);
    assert_eq!(w.length(), 1_000_000_002_000_000_000);
    w.seek(999_999_000_000);
    assert_eq!(w.tally().slides + w.tally().jumps, 999_999_000_000);
    let m = w.measures();
    assert_eq!(
        m[0].value + m[1].value,
        w.length() - 999_999_000_000,
        "the measures add up to the moves still to make"
    );
    w.seek(u64::MAX);
    assert!(w.at_goal());
    assert_eq!(w.hole(), 1_000_000_000);
    let pairs = for_page(Box::new(PairsSolution::new(
        Pairs::new(1_000_000_000).unwrap(),
    )));
    assert!(pairs.board().is_none());
    assert_eq!(pairs.squares(), 2_000_000_002);
}
