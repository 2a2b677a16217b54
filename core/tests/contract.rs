//! Every catalog game on the contract, checked against the generic searches on small sizes:
//! its rules (apply, undo and `after` agree on every reachable position), a one-player game's
//! optimum, own solver and lower bounds against breadth-first and least-cost search, an
//! impartial game's Grundy values, outcomes and winning moves against the plain recursion,
//! and tic-tac-toe's table against minimax. The games come from `catalog::GAMES`: a game
//! added there without a case here fails `every_catalog_game_is_checked`.

use movelab::catalog::GAMES;
use movelab::game::{replay, Impartial, OnePlayer, Outcome, Rules, ZeroSum};
use movelab::grundys::Grundys;
use movelab::impartial::misere::MisereOctal;
use movelab::impartial::octal_table::Code;
use movelab::kinrow::KInRow;
use movelab::knights::{Knights, Variant};
use movelab::nim::Nim;
use movelab::octal::Octal;
use movelab::pairs::Pairs;
use movelab::parity::{Parity, Pile};
use movelab::peg::solve::{solve, Answer};
use movelab::peg::{Board, Finish, Peg};
use movelab::push::Push;
use movelab::search::bfs::{distances, shortest_path};
use movelab::search::cheapest::cheapest_path;
use movelab::search::grundy::{by_recursion, misere_by_recursion};
use movelab::search::minimax;
use movelab::shift::Shift;
use movelab::subtraction::Subtraction;
use movelab::tictactoe::{Solved, TicTacToe};
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// The most positions a check visits from one root: the sizes here stay far below it.
const LIMIT: usize = 2_000_000;

/// How far a sweep goes: `Small` in every `cargo test`, `Large` in `make test-exhaustive`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Sizes {
    Small,
    Large,
}

/// Every position reachable from `roots`, by the generic breadth-first search.
fn reachable<G>(game: &G, roots: &[G::State]) -> Vec<G::State>
where
    G: Rules,
    G::State: Eq + Hash,
{
    let mut all = HashSet::new();
    for root in roots {
        all.extend(distances(game, root.clone(), LIMIT).unwrap().into_keys());
    }
    all.into_iter().collect()
}

/// The rules' layer: every legal move applies, `after` gives what `apply` made and leaves the
/// position alone, and `undo` restores it.
fn check_rules<G>(game: &G, positions: &[G::State])
where
    G: Rules,
    G::State: Eq,
{
    for state in positions {
        for mv in game.legal_moves(state) {
            let mut s = state.clone();
            let undo = game
                .apply(&mut s, &mv)
                .unwrap_or_else(|e| panic!("{state:?}: legal move {mv:?} refused: {e}"));
            assert_eq!(game.after(state, &mv).ok().as_ref(), Some(&s), "{mv:?}");
            game.undo(&mut s, &mv, undo);
            assert_eq!(&s, state, "undoing {mv:?}");
        }
    }
}

/// A one-player game from its start: the least cost by Dijkstra (and, where every move costs
/// one, by breadth-first search) equals the game's optimum when it states one and `own`, the
/// game's own solver's answer; the cheapest line replays to a goal at that cost; the lower
/// bound is below the cost left at every position of that line; and a position whose bound
/// is `None` (provably lost) has no path to a goal by the generic search.
fn check_one_player<G>(game: &G, own: Option<u64>, unit_cost: bool) -> bool
where
    G: OnePlayer,
    G::State: Eq + Hash + Ord,
{
    let start = game.start();
    let found = cheapest_path(game, start.clone(), LIMIT).unwrap();
    let least = found.as_ref().map(|(cost, _)| *cost);
    assert_eq!(
        least, own,
        "{start:?}: the game's own solver against Dijkstra"
    );
    if let Some(optimum) = game.optimum() {
        assert_eq!(least, Some(optimum), "the stated optimum against Dijkstra");
    }
    if unit_cost {
        let bfs = shortest_path(game, start.clone(), LIMIT).unwrap();
        assert_eq!(
            bfs.map(|line| line.len() as u64),
            least,
            "BFS against Dijkstra"
        );
    }
    if let Some((cost, line)) = &found {
        assert!(replay(game, line.iter().cloned()).unwrap().reached_goal);
        let mut state = start.clone();
        let mut left = *cost;
        for mv in line {
            let bound = game.lower_bound(&state);
            assert!(
                bound.is_some_and(|b| b <= left),
                "{state:?}: {bound:?} > {left}"
            );
            left -= game.cost(&state, mv);
            game.apply(&mut state, mv).unwrap();
        }
        assert_eq!(left, 0);
    }
    let mut near = vec![start.clone()];
    near.extend(
        game.legal_moves(&start)
            .iter()
            .filter_map(|mv| game.after(&start, mv).ok()),
    );
    for state in near {
        if game.lower_bound(&state).is_none() {
            let path = cheapest_path(game, state.clone(), LIMIT).unwrap();
            assert_eq!(path, None, "{state:?}: bound None but a goal is reachable");
        }
    }
    found.is_some()
}

/// How an impartial game's `grundy` answers, and so what the recursion checks it against.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Play {
    /// Normal play, a sum of games: the true Grundy value.
    Grundy,
    /// Normal play, not a sum: 0 lost, 1 won.
    NormalOutcome,
    /// Misère play: 0 lost, 1 won.
    Misere,
    /// An end rule of the game's own (not "no move loses"): only that the outcomes of
    /// positions with moves follow from their options'.
    OwnEnd,
}

/// An impartial game on every position reachable from `roots`: values and outcomes against
/// the plain recursion over the rules, and the winning moves exactly the moves to lost
/// positions (or, where the game lists only one, one of them).
fn check_impartial<G>(game: &G, roots: &[G::State], play: Play, one_winning_move: bool)
where
    G: Impartial,
    G::State: Eq + Hash,
{
    let positions = reachable(game, roots);
    check_rules(game, &positions);
    let (mut values, mut misere) = (HashMap::new(), HashMap::new());
    let mut known = 0;
    for state in &positions {
        let Some(g) = game.grundy(state) else {
            continue;
        };
        known += 1;
        let outcome = game.outcome(state).unwrap();
        assert_eq!(outcome == Outcome::First, g != 0, "{state:?}");
        let expected = match play {
            Play::Grundy => {
                assert_eq!(g, by_recursion(game, state, &mut values), "{state:?}");
                Some(outcome)
            }
            Play::NormalOutcome => Some(if by_recursion(game, state, &mut values) == 0 {
                Outcome::Second
            } else {
                Outcome::First
            }),
            Play::Misere => Some(misere_by_recursion(game, state, &mut misere)),
            Play::OwnEnd => None,
        };
        if let Some(expected) = expected {
            assert_eq!(outcome, expected, "{state:?}");
        }
        let options: Vec<(G::Move, Option<Outcome>)> = game
            .legal_moves(state)
            .into_iter()
            .map(|mv| {
                let next = game.after(state, &mv).unwrap();
                (mv, game.outcome(&next))
            })
            .collect();
        if !options.is_empty() && options.iter().all(|(_, o)| o.is_some()) {
            let can_win = options.iter().any(|(_, o)| *o == Some(Outcome::Second));
            assert_eq!(outcome == Outcome::First, can_win, "{state:?}");
        }
        let winning = game.winning_moves(state);
        let to_lost: Vec<G::Move> = options
            .iter()
            .filter(|(_, o)| *o == Some(Outcome::Second))
            .map(|(mv, _)| mv.clone())
            .collect();
        if one_winning_move {
            assert_eq!(winning.len(), usize::from(!to_lost.is_empty()), "{state:?}");
            assert!(winning.iter().all(|mv| to_lost.contains(mv)), "{state:?}");
        } else {
            assert_eq!(winning, to_lost, "{state:?}");
        }
    }
    assert!(known * 2 >= positions.len(), "too few values known");
}

fn shift(sizes: Sizes) {
    let most = if sizes == Sizes::Large { 5 } else { 3 };
    for n in 1..=most {
        for m in 1..=most {
            let game = Shift::new(n, m).unwrap();
            check_rules(&game, &reachable(&game, &[game.start()]));
            assert!(check_one_player(&game, Some(game.length()), true));
        }
    }
}

fn pairs(sizes: Sizes) {
    let most = if sizes == Sizes::Large { 6 } else { 4 };
    for n in 1..=most {
        let game = Pairs::any(n);
        check_rules(&game, &reachable(&game, &[game.start()]));
        // The closed form for n ≥ 3; below, no solution (the whole graph is searched).
        let own = (n >= 3).then(|| movelab::pairs::optimum(n));
        check_one_player(&game, own, true);
    }
}

/// Small boards (the catalog's are too large for a plain search), every single vacancy,
/// finishing anywhere or where the vacancy was.
fn peg(sizes: Sizes) {
    let mut boards = vec![Board::from_shape("rect3x4", 4, |r, _| r < 3)];
    if sizes == Sizes::Large {
        boards.push(Board::from_shape("plus5", 5, |r, c| {
            (1..4).contains(&r) || (1..4).contains(&c)
        }));
    }
    let mut solved = 0;
    for board in boards {
        for v in 0..board.holes() as u8 {
            for finish in [Finish::Any, Finish::Hole(v)] {
                let game = Peg {
                    board: board.clone(),
                    start: board.full() & !(1 << v),
                    finish,
                };
                let own = match solve(&game) {
                    Answer::Solved(line) => Some(line.len() as u64),
                    Answer::Unsolvable(_) => None,
                    Answer::GaveUp(why) => panic!("{}: {why}", board.name),
                };
                solved += usize::from(check_one_player(&game, own, true));
            }
        }
        let game = Peg {
            board: board.clone(),
            start: board.full() & !1,
            finish: Finish::Any,
        };
        check_rules(&game, &reachable(&game, &[game.start]));
    }
    assert!(
        solved > 5,
        "only {solved} problems solvable: the check proves little"
    );
}

/// Push-*'s exact answer (`solve`) against Dijkstra over the rules, and the paper's dynamic
/// programme, which follows legal lines only, never below it (it is above on some boards:
/// tests/push.rs).
fn push(sizes: Sizes) {
    let mut boards = vec!["....", ".#..", "..#.#.", ".##..#.."];
    if sizes == Sizes::Large {
        boards.extend(["...##.#..#", ".#.##...#.#."]);
    }
    for board in boards {
        for k in 2..=3 {
            for (walk, jump, push) in [(1, 1, 1), (1, 3, 2), (2, 1, 5)] {
                let game = Push::new(board, k, walk, jump, push).unwrap();
                let own = game.solve().unwrap().map(|(cost, _)| cost);
                check_one_player(&game, own, false);
                let dp = game.solve_dp().unwrap().map(|(cost, _)| cost);
                assert!(
                    own.is_none() || dp.is_none() || dp >= own,
                    "{board}: DP below"
                );
                assert!(own.is_some() || dp.is_none(), "{board}: DP without a line");
            }
        }
        let game = Push::new(board, 2, 1, 1, 1).unwrap();
        check_rules(&game, &reachable(&game, &[game.start()]));
    }
}

fn subtraction(sizes: Sizes) {
    let top = if sizes == Sizes::Large { 200 } else { 30 };
    for set in [vec![1, 2], vec![1, 3, 4], vec![2, 5, 6], vec![1, 4, 9]] {
        let heaps: Vec<u64> = (0..=top).collect();
        for misere in [false, true] {
            let game = Subtraction::new(set.clone(), misere).unwrap();
            let play = if misere { Play::Misere } else { Play::Grundy };
            check_impartial(&game, &heaps, play, false);
        }
    }
}

fn octal(sizes: Sizes) {
    let (top, roots, misere_roots): (u64, Vec<Vec<u64>>, Vec<Vec<u64>>) = match sizes {
        Sizes::Small => (8, vec![vec![8], vec![3, 4]], vec![vec![6], vec![2, 3]]),
        Sizes::Large => (
            12,
            vec![vec![12], vec![7, 5], vec![3, 4, 5]],
            vec![vec![9], vec![4, 5], vec![2, 3, 3]],
        ),
    };
    for text in ["0.07", "0.137", "0.77", "4.07", "0.6"] {
        let code = Code::parse(text).unwrap();
        let game = Octal::new(code.clone(), top).unwrap();
        check_impartial(&game, &roots, Play::Grundy, false);
        let misere = MisereOctal::new(code, top).unwrap();
        check_impartial(&misere, &misere_roots, Play::Misere, false);
    }
}

fn grundys(sizes: Sizes) {
    let (top, roots) = match sizes {
        Sizes::Small => (9, vec![vec![9], vec![4, 5]]),
        Sizes::Large => (14, vec![vec![14], vec![7, 6], vec![3, 4, 5]]),
    };
    let game = Grundys::new(top).unwrap();
    check_impartial(&game, &roots, Play::Grundy, false);
}

fn nim(sizes: Sizes) {
    for misere in [false, true] {
        let game = Nim { misere };
        let mut roots = vec![vec![3, 4, 5], vec![1, 1, 2, 6]];
        if sizes == Sizes::Large {
            roots.push(vec![2, 5, 6, 7]);
        }
        let play = if misere { Play::Misere } else { Play::Grundy };
        check_impartial(&game, &roots, play, false);
    }
}

fn knights(sizes: Sizes) {
    for variant in [Variant::One, Variant::Any, Variant::Proper] {
        let game = Knights::new(5, variant).unwrap();
        let mut roots = vec![vec![(5, 5)], vec![(5, 4), (3, 5)]];
        if sizes == Sizes::Large {
            roots.push(vec![(4, 4), (5, 3), (2, 5)]);
        }
        let (play, one) = match variant {
            Variant::One => (Play::Grundy, false),
            _ => (Play::NormalOutcome, true),
        };
        check_impartial(&game, &roots, play, one);
    }
}

fn kinrow(sizes: Sizes) {
    let n = if sizes == Sizes::Large { 13 } else { 9 };
    for k in 1..=3 {
        let game = KInRow::new(n, k).unwrap();
        check_impartial(&game, &[game.start()], Play::Grundy, false);
    }
}

fn parity(sizes: Sizes) {
    let n = if sizes == Sizes::Large { 60 } else { 15 };
    for k in 1..=4 {
        for odd in [false, true] {
            let game = Parity::new(n, k, odd).unwrap();
            let roots: Vec<Pile> = (0..=n)
                .flat_map(|left| [0, 1].map(|need| Pile { left, need }))
                .collect();
            check_impartial(&game, &roots, Play::OwnEnd, false);
        }
    }
}

/// Tic-tac-toe's table of values against plain minimax on every position that can arise.
fn tictactoe(_: Sizes) {
    let game = TicTacToe;
    let solved = Solved::new();
    let positions = reachable(&game, &[game.start()]);
    check_rules(&game, &positions);
    let mut memo = HashMap::new();
    for board in &positions {
        assert_eq!(
            game.legal_moves(board).is_empty(),
            game.final_value(board).is_some()
        );
        let want = minimax::value_memoised(&game, board, &mut memo);
        assert_eq!(solved.value(board), want, "{board:?}");
    }
}

/// Runs every catalog game's check at `sizes`; a game with no case here fails.
fn check_catalog(sizes: Sizes) {
    for info in GAMES {
        let check: fn(Sizes) = match info.id {
            "shift" => shift,
            "pairs" => pairs,
            "peg" => peg,
            "push" => push,
            "subtraction" => subtraction,
            "octal" => octal,
            "nim" => nim,
            "grundys" => grundys,
            "knights" => knights,
            "kinrow" => kinrow,
            "parity" => parity,
            "tictactoe" => tictactoe,
            // No moves: the automaton has no player, Candy Collector's answer is a sweep
            // over a given plane (tests/automaton.rs, tests/candy.rs check them).
            "automaton" | "candy" => continue,
            id => panic!("{id} is in the catalog but not in the contract test: add its check"),
        };
        check(sizes);
    }
}

#[test]
fn every_catalog_game_is_checked() {
    check_catalog(Sizes::Small);
}

/// Larger sizes: the plus-shaped peg board, three-heap octal positions and longer rows
/// (optimised: make test-exhaustive).
#[test]
#[ignore]
fn every_catalog_game_is_checked_on_larger_sizes() {
    check_catalog(Sizes::Large);
}
