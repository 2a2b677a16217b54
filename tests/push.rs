//! 1-D Push-*: the rules written again here from DESIGN.md on strings (sharing no code with
//! the crate). Every printed sequence is replayed and its energy recomputed, and the least
//! energy is checked against a label-correcting search over these independent rules, for
//! every board of N ≤ 7 (10 in the ignored sweep) with K = 2..4 and several cost triples.

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
    assert!(Push::new("#..", 2, 1, 1, 1)
        .unwrap_err()
        .contains("square 1"));
    assert!(Push::new(".x.", 2, 1, 1, 1)
        .unwrap_err()
        .contains("square 2 is 'x'"));
    assert!(Push::new("...", 1, 1, 1, 1).unwrap_err().contains("2 to"));
    assert!(Push::new(&".".repeat(65), 2, 1, 1, 1)
        .unwrap_err()
        .contains("64"));
    assert_eq!(Push::new(".##", 2, 1, 1, 1).unwrap().solve(), Ok(None));
}
