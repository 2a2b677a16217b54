//! 1-D Push-*: the rules written again here from docs/design.md on strings (sharing no code with
//! the crate). Every printed sequence is replayed and its energy recomputed, and the least
//! energy is checked against a label-correcting search over these independent rules, for
//! every board of N ≤ 7 (10 in the ignored sweep) with K = 2..4 and several cost triples.
//! The paper's DP and its claim (never back to an earlier interval) are checked against the
//! exact search on every board of N ≤ 7 here and N ≤ 12 in the ignored sweep.

use movelab::fact;
use movelab::game::Notation;
use movelab::push::Push;
use std::collections::{HashMap, VecDeque};

type St = (Vec<u8>, usize, i64, u64); // board, robot, direction of the walk streak, its length

/// Every legal move from a state: (text, next state, cost).
fn moves(s: &St, k: u64) -> Vec<(String, St)> {
    let (board, r, dir, streak) = s;
    let n = board.len() as i64;
    let mut out = Vec::new();
    for (d, name) in [(-1i64, "L"), (1, "R")] {
        let next = *r as i64 + d;
        if (0..n).contains(&next) {
            let nx = next as usize;
            if board[nx] == b'.' {
                let st = if *dir == d {
                    (streak + 1).min(k - 1)
                } else {
                    1
                };
                out.push((format!("walk {name}"), (board.clone(), nx, d, st)));
            } else {
                let mut e = next;
                while (0..n).contains(&e) && board[e as usize] == b'#' {
                    e += d;
                }
                if (0..n).contains(&e) {
                    let mut b = board.clone();
                    b[nx] = b'.';
                    b[e as usize] = b'#';
                    out.push((format!("push {name}"), (b, nx, 0, 0)));
                }
            }
        }
        if *dir == d && *streak == k - 1 {
            for q in 1..=k as i64 {
                let to = *r as i64 + d * q;
                if (0..n).contains(&to) && board[to as usize] == b'.' {
                    out.push((
                        format!("jump {name} {q}"),
                        (board.clone(), to as usize, 0, 0),
                    ));
                }
            }
        }
    }
    out
}

fn cost_of(text: &str, (a, b, c): (u64, u64, u64)) -> u64 {
    match &text[..4] {
        "walk" => a,
        "jump" => b,
        _ => c,
    }
}

/// Replays `seq` from the start; Ok(energy) when it ends on the last square.
fn replay(board: &str, k: u64, costs: (u64, u64, u64), seq: &[String]) -> Result<u64, String> {
    let mut s: St = (board.as_bytes().to_vec(), 0, 0, 0);
    let mut energy = 0;
    for (i, mv) in seq.iter().enumerate() {
        let next = moves(&s, k).into_iter().find(|(t, _)| t == mv);
        let (_, st) = next.ok_or(format!("move {}: '{mv}' is illegal", i + 1))?;
        energy += cost_of(mv, costs);
        s = st;
    }
    if s.1 + 1 != board.len() {
        return Err("the robot did not reach the last square".into());
    }
    Ok(energy)
}

/// Least energy by label correcting (Bellman–Ford over a queue) on the independent rules.
fn least(board: &str, k: u64, costs: (u64, u64, u64)) -> Option<u64> {
    let start: St = (board.as_bytes().to_vec(), 0, 0, 0);
    let mut best: HashMap<St, u64> = HashMap::from([(start.clone(), 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(s) = queue.pop_front() {
        let e = best[&s];
        for (text, t) in moves(&s, k) {
            let f = e + cost_of(&text, costs);
            if best.get(&t).is_none_or(|&g| f < g) {
                best.insert(t.clone(), f);
                queue.push_back(t);
            }
        }
    }
    best.iter()
        .filter(|(s, _)| s.1 + 1 == board.len())
        .map(|(_, &e)| e)
        .min()
}

fn sweep(max_n: usize) {
    let triples = [(1, 1, 1), (1, 3, 2), (3, 1, 5), (2, 5, 1)];
    for n in 1..=max_n {
        for bits in 0u32..1 << (n - 1) {
            let board: String = (0..n)
                .map(|i| {
                    if i > 0 && bits >> (i - 1) & 1 == 1 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect();
            for k in 2..=4 {
                for &(a, b, c) in &triples {
                    let game = Push::new(&board, k, a, b, c).unwrap();
                    let found = game.solve().unwrap();
                    let expected = least(&board, k, (a, b, c));
                    assert_eq!(
                        found.as_ref().map(|f| f.0),
                        expected,
                        "{board} K={k} {a},{b},{c}"
                    );
                    if let Some((energy, seq)) = found {
                        let seq: Vec<String> = seq.iter().map(|m| game.write_move(m)).collect();
                        assert_eq!(
                            replay(&board, k, (a, b, c), &seq),
                            Ok(energy),
                            "{board} {seq:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_board_up_to_7_squares() {
    sweep(7);
}

#[test]
#[ignore]
fn every_board_up_to_10_squares() {
    sweep(10);
}

#[test]
fn refuses_bad_boards() {
    assert_eq!(
        Push::new("#..", 2, 1, 1, 1).unwrap_err(),
        fact!("push-board-starts-blocked")
    );
    assert_eq!(
        Push::new(".x.", 2, 1, 1, 1).unwrap_err(),
        fact!("push-board-square", square = 2usize, found = "x")
    );
    assert_eq!(Push::new("...", 1, 1, 1, 1).unwrap_err().id, "push-board-k");
    assert_eq!(
        Push::new(&".".repeat(65), 2, 1, 1, 1).unwrap_err(),
        fact!("push-board-size", max = 64usize, squares = 65usize)
    );
    assert_eq!(Push::new(".##", 2, 1, 1, 1).unwrap().solve(), Ok(None));
}

/// The board of `n` squares whose squares 2..n hold blocks where `bits` has ones.
fn board_of(n: usize, bits: u32) -> String {
    (0..n)
        .map(|i| {
            if i > 0 && bits >> (i - 1) & 1 == 1 {
                '#'
            } else {
                '.'
            }
        })
        .collect()
}

/// Checks a restricted solver's answer: its line replays to its energy, never beats the exact
/// optimum, and equals it unless the board is reported. Returns whether they differ.
fn restricted_matches(
    game: &Push,
    board: &str,
    k: u64,
    costs: (u64, u64, u64),
    exact: Option<u64>,
    found: Option<(u64, Vec<movelab::push::Move>)>,
) -> bool {
    let Some((energy, seq)) = found else {
        return exact.is_none();
    };
    let seq: Vec<String> = seq.iter().map(|m| game.write_move(m)).collect();
    assert_eq!(replay(board, k, costs, &seq), Ok(energy), "{board} {seq:?}");
    assert!(exact.is_some_and(|e| e <= energy), "{board} K={k}");
    exact == Some(energy)
}

/// (boards where the paper's DP is above the optimum, boards where the claim fails).
fn dp_sweep(max_n: usize, triples: &[(u64, u64, u64)]) -> (usize, usize) {
    let (mut dp_off, mut claim_off) = (0, 0);
    for n in 1..=max_n {
        for bits in 0u32..1 << (n - 1) {
            let board = board_of(n, bits);
            for k in 2..=4 {
                for &(a, b, c) in triples {
                    let game = Push::new(&board, k, a, b, c).unwrap();
                    let exact = game.solve().unwrap().map(|f| f.0);
                    let dp = game.solve_dp().unwrap();
                    dp_off += !restricted_matches(&game, &board, k, (a, b, c), exact, dp) as usize;
                    let fw = game.solve_forward().unwrap();
                    claim_off +=
                        !restricted_matches(&game, &board, k, (a, b, c), exact, fw) as usize;
                }
            }
        }
    }
    (dp_off, claim_off)
}

#[test]
fn paper_dp_and_claim_against_exact_up_to_7_squares() {
    let (dp_off, claim_off) = dp_sweep(7, &[(1, 1, 1), (3, 1, 5)]);
    // Both fail somewhere by 7 squares (the smallest cases are the two tests below).
    assert!(dp_off > 0 && claim_off > 0, "{dp_off} {claim_off}");
}

#[test]
#[ignore]
fn paper_dp_and_claim_against_exact_up_to_12_squares() {
    let (dp_off, claim_off) = dp_sweep(12, &[(1, 1, 1), (1, 3, 2), (3, 1, 5), (2, 5, 1)]);
    eprintln!("N <= 12: DP above the optimum {dp_off} times, claim fails {claim_off} times");
}

/// The smallest board where the paper's claim fails: the robot must push the block two squares
/// on, then walk back onto square 1 (the first interval) to gather K − 1 = 2 walks for a jump.
#[test]
fn claim_fails_on_five_squares() {
    let game = Push::new(".#...", 3, 1, 1, 1).unwrap();
    let (energy, seq) = game.solve().unwrap().unwrap();
    let seq: Vec<String> = seq.iter().map(|m| game.write_move(m)).collect();
    assert_eq!(energy, 7);
    assert_eq!(replay(".#...", 3, (1, 1, 1), &seq), Ok(7));
    assert_eq!(game.solve_forward().unwrap(), None);
    for n in 1..5 {
        for bits in 0u32..1 << (n - 1) {
            let board = board_of(n, bits);
            for k in 2..=4 {
                let game = Push::new(&board, k, 1, 1, 1).unwrap();
                let exact = game.solve().unwrap().map(|f| f.0);
                assert_eq!(game.solve_forward().unwrap().map(|f| f.0), exact, "{board}");
            }
        }
    }
}

/// The smallest boards where the DP over (square, empty squares to the left) misses the
/// optimum: the robot jumps over a block, then pushes it back left into the first interval.
#[test]
fn dp_misses_on_six_squares() {
    let game = Push::new("..#.#.", 2, 1, 1, 1).unwrap();
    let (energy, seq) = game.solve().unwrap().unwrap();
    let seq: Vec<String> = seq.iter().map(|m| game.write_move(m)).collect();
    assert_eq!(energy, 5);
    assert_eq!(replay("..#.#.", 2, (1, 1, 1), &seq), Ok(5));
    assert_eq!(game.solve_dp().unwrap(), None);
    assert_eq!(
        dp_sweep(5, &[(1, 1, 1), (1, 3, 2), (3, 1, 5), (2, 5, 1)]).0,
        0
    );
}

/// The page searches in slices (`Push::solving`); the answer is `solve`'s on every board of
/// up to 7 squares and K = 2, 3, slices of one position and of ten.
#[test]
fn a_sliced_search_answers_as_solve() {
    use movelab::search::cheapest::Step;
    for n in 1..=7 {
        for bits in 0..1u32 << (n - 1) {
            let board = board_of(n, bits);
            for k in [2, 3] {
                let Ok(game) = Push::new(&board, k, 1, 2, 3) else {
                    continue;
                };
                let whole = game.solve();
                for budget in [1, 10] {
                    let mut search = game.solving();
                    let sliced = loop {
                        if let Step::Done(found) = search.step(&game, budget) {
                            break found.map_err(|e| e.to_string());
                        }
                    };
                    assert_eq!(sliced, whole, "{board} K={k}, slices of {budget}");
                }
            }
        }
    }
}
