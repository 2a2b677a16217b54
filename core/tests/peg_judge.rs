//! The page's live verdict (`peg::session`'s judge: one search kept for a whole game, going
//! on in slices) against the reference searches, on positions a visitor reaches from the
//! English board's single-vacancy starts by random jumps (seeded): never unknown, and the
//! same verdict as Merand and Varkevisser's generic depth-first search (`search::dfs`) where that
//! is quick (few pegs) and as a fresh `peg::solve` elsewhere; every line it gives replays to the
//! finish.

use movelab::game::Rules;
use movelab::peg::session::{PegGame, Verdict};
use movelab::peg::solve::{solve, Answer};
use movelab::peg::Peg;
use movelab::random::SplitMix;

/// Plays `walks` games from random single vacancies of the English board (finish: the
/// vacancy itself or any hole), `quiet` random jumps without a verdict, then random jumps
/// judged one by one to the end. Positions of at most `dfs_pegs` pegs are checked against
/// `search::dfs`, the others against `peg::solve`. Returns the positions judged.
fn judge_random_games(seed: u64, walks: usize, quiet: u64, dfs_pegs: u32) -> usize {
    let mut rng = SplitMix::new(seed);
    let english = PegGame::new("english", "", "any").unwrap();
    let names = english.game().names(english.game().board.full());
    let mut judged = 0;
    for _ in 0..walks {
        let v = rng.range(0, names.len() as u64 - 1) as usize;
        let finish = match rng.range(0, 1) {
            0 => "any",
            _ => names[v].as_str(),
        };
        let mut s = PegGame::new("english", &names[v], finish).unwrap();
        let mut made = 0;
        loop {
            let moves = s.game().legal_moves(&s.pegs());
            if moves.is_empty() {
                break;
            }
            let jump = moves[rng.range(0, moves.len() as u64 - 1) as usize];
            s.apply(jump.from, jump.to).unwrap();
            made += 1;
            if made <= quiet {
                continue;
            }
            let snap = loop {
                let snap = s.judgement();
                if snap.verdict != Verdict::Searching {
                    break snap;
                }
            };
            let here = Peg {
                start: s.pegs(),
                ..s.game().clone()
            };
            let problem = format!(
                "{} → {finish}, after {made} jumps: pegs on {:?}",
                names[v],
                s.game().names(s.pegs())
            );
            let wins = match s.judge().cloned() {
                Some(Answer::Solved(line)) => {
                    let mut pegs = here.start;
                    for jump in &line {
                        pegs = here.after(&pegs, jump).expect("a legal jump");
                    }
                    assert!(here.accepts(pegs), "{problem}: the line misses the finish");
                    assert_eq!(snap.verdict, Verdict::Solvable, "{problem}");
                    true
                }
                Some(Answer::Unsolvable(_)) => {
                    assert_eq!(snap.verdict, Verdict::Unsolvable, "{problem}");
                    false
                }
                other => panic!("{problem}: the verdict is not decided: {other:?}"),
            };
            let reference = if here.start.count_ones() <= dfs_pegs {
                let found = movelab::search::dfs::solve(&here, here.start, |&p| p, usize::MAX);
                found.solution.is_some()
            } else {
                match solve(&here) {
                    Answer::Solved(_) => true,
                    Answer::Unsolvable(_) => false,
                    Answer::GaveUp(why) => panic!("{problem}: the reference gave up: {why}"),
                }
            };
            assert_eq!(wins, reference, "{problem}");
            judged += 1;
        }
    }
    judged
}

#[test]
fn the_live_verdict_on_late_positions_agrees_with_the_generic_search() {
    // From the twelfth jump on (at most 20 pegs): quick enough for a debug build.
    assert!(judge_random_games(1, 6, 11, 14) > 40);
}

#[test]
#[ignore = "minutes in a debug build: run in make test-exhaustive"]
fn the_live_verdict_is_exact_on_whole_random_games() {
    assert!(judge_random_games(2, 40, 0, 14) > 600);
}

#[test]
fn a_judge_whose_memory_is_full_hands_the_position_to_a_search_of_its_own() {
    // Random jumps of the central game until a fresh solver finds the position lost; a
    // game's judge of 1,000 dead positions fills up on it (it said `unknown` for the rest
    // of the game before), and the search of that position alone decides it.
    let mut rng = SplitMix::new(5);
    let mut s = PegGame::new("english", "d4", "d4")
        .unwrap()
        .with_judge_memory(1_000);
    loop {
        let moves = s.game().legal_moves(&s.pegs());
        let jump = moves[rng.range(0, moves.len() as u64 - 1) as usize];
        s.apply(jump.from, jump.to).unwrap();
        let here = Peg {
            start: s.pegs(),
            ..s.game().clone()
        };
        if let Answer::Unsolvable(_) = solve(&here) {
            break;
        }
    }
    let snap = loop {
        let snap = s.judgement();
        if snap.verdict != Verdict::Searching {
            break snap;
        }
    };
    assert_eq!(snap.verdict, Verdict::Unsolvable, "{:?}", snap.reason);
    assert!(snap.lost_since.is_some());
}

#[test]
#[ignore = "a minute in a debug build: run in make test-exhaustive"]
fn an_early_loss_that_once_filled_the_judges_memory_is_decided() {
    // d1 → d1 after d3-d1, b3-d3, e3-c3: lost. Without linear programs the game's judge
    // filled its 16 million dead positions on it and said `unknown`; the command line
    // proves it (`movelab peg --empty d2,b3,d3,e3 --finish d1`), and so must the page.
    let mut s = PegGame::new("english", "d1", "d1").unwrap();
    let names = s.game().names(s.game().board.full());
    let hole = |n: &str| names.iter().position(|m| m == n).unwrap() as u8;
    for (from, to) in [("d3", "d1"), ("b3", "d3"), ("e3", "c3")] {
        s.apply(hole(from), hole(to)).unwrap();
    }
    let snap = loop {
        let snap = s.judgement();
        if snap.verdict != Verdict::Searching {
            break snap;
        }
    };
    assert_eq!(snap.verdict, Verdict::Unsolvable, "{:?}", snap.reason);
    let here = Peg {
        start: s.pegs(),
        ..s.game().clone()
    };
    assert!(matches!(solve(&here), Answer::Unsolvable(_)));
    // The game goes on: undoing the last jump gives a position the beams win from.
    s.undo_jumps(1);
    let snap = loop {
        let snap = s.judgement();
        if snap.verdict != Verdict::Searching {
            break snap;
        }
    };
    assert_eq!(snap.verdict, Verdict::Solvable);
}
