//! Play mode for 1-D Push-*: the visitor's game is the core's [`Session`] over the board; this
//! file checks each written move, counts the energy and judges it against the least energy
//! (the exact search), from the start and from wherever the robot now stands. The page only
//! shows these answers.

use super::{read_move, Dir, Move, Push, State, MAX_STATES};
use crate::fact;
use crate::game::{Notation, Rules, Session};
use crate::message::Message;
use crate::search::cheapest::cheapest_path;
use crate::search::{Priced, TooLarge};

/// The least energy from the start and one cheapest line, `None` when the last square
/// cannot be reached: the board solved once (the search's size limit is its error).
pub type Cheapest = Option<(u64, Vec<Move>)>;

/// The legal moves from the session's position, written as the command line writes them;
/// none once the robot is on the last square.
pub fn legal(session: &Session<Push>) -> Vec<String> {
    let game = session.game();
    moves(session).iter().map(|m| game.write_move(m)).collect()
}

/// The moves the visitor may play: none once the robot is on the last square.
fn moves(session: &Session<Push>) -> Vec<Move> {
    match session.at_goal() {
        true => Vec::new(),
        false => session.game().legal_moves(session.state()),
    }
}

/// A move for people to read (messages `push-said-*`), beside its notation (`walk R`),
/// which the `move` events and command and the link keep.
pub fn said(mv: &Move) -> Message {
    let way = |d: &Dir| if *d == Dir::L { "left" } else { "right" };
    match mv {
        Move::Walk(d) => fact!("push-said-walk", dir = way(d)),
        Move::Push(d) => fact!("push-said-push", dir = way(d)),
        Move::Jump(d, q) => fact!("push-said-jump", dir = way(d), squares = *q),
    }
}

/// The legal moves from the session's position for people to read, in the order of
/// [`legal`].
pub fn legal_said(session: &Session<Push>) -> Vec<Message> {
    moves(session).iter().map(said).collect()
}

/// Makes the move written `text` (`walk R`, `push L`, `jump R 2`), or says why not (a fact,
/// messages `push-move-*` and `push-illegal-*`).
pub fn play(session: &mut Session<Push>, text: &str) -> Result<(), Message> {
    if session.at_goal() {
        return Err(fact!("push-illegal-at-goal"));
    }
    let mv = read_move(text)?;
    session.play(mv).map(|_| ())
}

/// The position after the first `step` moves of `line` and the energy they cost (the
/// line's end past its length), replayed through the session.
pub fn line_at(game: &Push, line: &[Move], step: usize) -> Result<(State, u64), String> {
    let moves = line.iter().take(step).copied();
    let replayed =
        Session::replayed(game.clone(), game.start(), moves).map_err(|e| e.to_string())?;
    Ok((*replayed.state(), replayed.spent()))
}

/// The search for the least energy under way, said while the page runs it in slices and
/// as the answer to a move made before it ends (message `push-searching`).
pub fn searching(positions: usize) -> Message {
    fact!("push-searching", positions = positions, max = MAX_STATES)
}

/// What a search from one position answers: the least energy to the last square and one
/// cheapest line, `None` when it cannot be reached, or the search's refusal past its limit.
/// The start's answer is the board's [`Cheapest`] (its refusal, the board's).
pub type Remaining = Result<Option<Priced<Move>>, TooLarge>;

/// The search from the session's position, whole: what [`verdict`] needs and the page asks of
/// a second thread (the search of a board near the limit takes seconds).
pub fn remaining(session: &Session<Push>) -> Remaining {
    cheapest_path(session.game(), *session.state(), MAX_STATES)
}

/// Whether the judgement needs the search from the session's position: not at the goal,
/// nor at the start (where the least energy left is the best itself), nor on a board whose
/// last square cannot be reached.
pub fn needs_remaining(session: &Session<Push>, best: Option<u64>) -> bool {
    best.is_some() && !session.at_goal() && *session.state() != session.game().start()
}

/// The judgement as one fact (messages `push-verdict-*`): at the goal, the energy against
/// the least (`best`); before it, the least energy still needed from here, searched whole.
pub fn verdict(session: &Session<Push>, best: Option<u64>) -> Message {
    let left = needs_remaining(session, best).then(|| remaining(session));
    judged(session, best, left.as_ref())
}

/// [`verdict`] with the search from the session's position already run (`left`, where
/// [`needs_remaining`]): `None` there says that it is still being searched for
/// (`push-verdict-searching`), so the page can ask it of a second thread.
pub fn judged(session: &Session<Push>, best: Option<u64>, left: Option<&Remaining>) -> Message {
    let Some(best) = best else {
        return fact!("push-verdict-unreachable");
    };
    let spent = session.spent();
    if session.at_goal() {
        return match spent.saturating_sub(best) {
            0 => fact!("push-verdict-least", spent = spent),
            more => fact!("push-verdict-more", spent = spent, more = more, best = best),
        };
    }
    // From the start the least energy left is the best itself: no second whole search.
    let left = match (needs_remaining(session, Some(best)), left) {
        (false, _) => Ok(Some(best)),
        (true, Some(found)) => found.as_ref().map(|f| f.as_ref().map(|(left, _)| *left)),
        (true, None) => return fact!("push-verdict-searching", spent = spent),
    };
    match left {
        Ok(Some(left)) if spent + left == best => fact!(
            "push-verdict-on-course",
            spent = spent,
            left = left,
            best = best
        ),
        Ok(Some(left)) => fact!(
            "push-verdict-off-course",
            spent = spent,
            left = left,
            total = spent + left,
            best = best
        ),
        Ok(None) => fact!("push-verdict-stuck", spent = spent),
        Err(_) => fact!("push-verdict-too-large", spent = spent, states = MAX_STATES),
    }
}

/// The board's search refused past its limit, as the page says it (message
/// `push-too-large`; the command line keeps the same English sentence).
pub fn too_large() -> Message {
    fact!("push-too-large", states = MAX_STATES)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(board: &str) -> (Session<Push>, Cheapest) {
        let game = Push::new(board, 2, 1, 1, 1).unwrap();
        let best = game.solve().unwrap();
        (Session::new(game), best)
    }

    #[test]
    fn each_move_is_said_as_a_fact_beside_its_notation() {
        let (p, _) = session("..#.#...");
        assert_eq!(legal(&p), ["walk R"]);
        assert_eq!(legal_said(&p), [fact!("push-said-walk", dir = "right")]);
        assert_eq!(
            said(&Move::Push(Dir::L)),
            fact!("push-said-push", dir = "left")
        );
        assert_eq!(
            said(&Move::Jump(Dir::R, 3)).flat(),
            "push-said-jump dir=right squares=3"
        );
        let (mut p, _) = session("........");
        for _ in 0..7 {
            play(&mut p, "walk R").unwrap();
        }
        assert!(p.at_goal() && legal_said(&p).is_empty());
    }

    #[test]
    fn plays_judges_and_undoes() {
        let (mut p, cheapest) = session("..#.#...");
        let (best, line) = cheapest.unwrap();
        let game = p.game().clone();
        assert_eq!(verdict(&p, Some(best)).id, "push-verdict-on-course");
        assert_eq!(
            play(&mut p, "walk L").unwrap_err(),
            fact!("push-illegal-off-board")
        );
        assert!(play(&mut p, "fly R").is_err());
        assert_eq!(p.moves_made(), 0, "refused moves change nothing");
        for (k, mv) in line.iter().map(|m| game.write_move(m)).enumerate() {
            assert!(legal(&p).contains(&mv), "{mv} legal at move {k}");
            play(&mut p, &mv).unwrap();
            assert_eq!(
                (*p.state(), p.spent()),
                line_at(&game, &line, k + 1).unwrap()
            );
        }
        assert!(p.at_goal() && legal(&p).is_empty());
        assert_eq!(p.spent(), best);
        assert_eq!(
            play(&mut p, "walk L").unwrap_err(),
            fact!("push-illegal-at-goal")
        );
        assert_eq!(
            verdict(&p, Some(best)),
            fact!("push-verdict-least", spent = best)
        );
        assert!(p.undo().is_some());
        assert!(!p.at_goal());
        p.restart();
        assert_eq!((p.moves_made(), p.spent()), (0, 0));
        assert!(p.undo().is_none());
    }

    #[test]
    fn the_search_from_here_can_come_from_elsewhere() {
        let (mut p, cheapest) = session("..#.#...");
        let best = cheapest.map(|c| c.0);
        // At the start the best is the answer: no search needed, none asked for.
        assert!(!needs_remaining(&p, best));
        assert_eq!(judged(&p, best, None), verdict(&p, best));
        play(&mut p, "walk R").unwrap();
        assert!(needs_remaining(&p, best));
        // Not searched yet: said as being searched for, with the energy spent.
        assert_eq!(
            judged(&p, best, None),
            fact!("push-verdict-searching", spent = 1u64)
        );
        // The search's answer, handed in, judges as the whole search here does.
        let left = remaining(&p);
        assert_eq!(judged(&p, best, Some(&left)), verdict(&p, best));
        assert_eq!(judged(&p, best, Some(&left)).id, "push-verdict-on-course");
        let refused = Err(TooLarge { limit: MAX_STATES });
        assert_eq!(
            judged(&p, best, Some(&refused)),
            fact!("push-verdict-too-large", spent = 1u64, states = MAX_STATES)
        );
        assert_eq!(judged(&p, best, Some(&Ok(None))).id, "push-verdict-stuck");
        // On a board with no way to the end nothing is searched from anywhere.
        let (mut stuck, none) = session(".#.##");
        play(&mut stuck, "walk R").ok();
        assert!(!needs_remaining(&stuck, none.map(|c| c.0)));
    }

    #[test]
    fn a_wasteful_line_and_a_dead_end_are_said() {
        // Walking right then back costs 2 more than going straight on an empty board.
        let (mut p, cheapest) = session("....");
        let best = cheapest.map(|c| c.0);
        for mv in ["walk R", "walk L", "walk R", "walk R", "walk R"] {
            play(&mut p, mv).unwrap();
        }
        assert!(p.at_goal());
        assert_eq!(
            verdict(&p, best),
            fact!("push-verdict-more", spent = 5u64, more = 3u64, best = 2u64)
        );
        // Pushing the only block to the wall leaves the last square covered.
        let (mut p, cheapest) = session("..#.");
        play(&mut p, "walk R").unwrap();
        play(&mut p, "push R").unwrap();
        assert_eq!(verdict(&p, cheapest.map(|c| c.0)).id, "push-verdict-stuck");
        let (stuck, none) = session(".##");
        assert_eq!(
            verdict(&stuck, none.map(|c| c.0)),
            fact!("push-verdict-unreachable")
        );
    }
}
