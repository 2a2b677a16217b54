//! `movelab tictactoe` end to end: docs/design.md's text and JSON, the answers the core gives
//! (checked against independent counts in core/tests/tictactoe.rs), and one-line refusals.

use assert_cmd::Command;
use movelab::search::minimax;
use movelab::tictactoe::{Board, Order, Solved, TicTacToe};
use predicates::str::contains;

fn movelab() -> Command {
    Command::cargo_bin("movelab").unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = movelab()
        .args(args)
        .arg("--format")
        .arg("json")
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_empty_board_in_text_and_json() {
    movelab()
        .arg("tictactoe")
        .assert()
        .success()
        .stdout(contains(
            "draw\nbest for x: 1 2 3 4 5 6 7 8 9\nminimax: 549946 positions\nalphabeta: ",
        ));
    let v = json(&["tictactoe"]);
    let out = movelab()
        .args(["tictactoe", "--format", "json"])
        .output()
        .unwrap();
    // docs/design.md's fields in its order, on one line.
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(r#"{"game":"tictactoe","board":".........","to_move":"x","value":"draw","best":[1,2,3,4,5,6,7,8,9],"nodes":{"minimax":549946,"alphabeta":"#), "{text}");
    let solved = Solved::new();
    let ab = minimax::alphabeta(&TicTacToe, &Board::EMPTY, |s, m| {
        solved.sort(Order::Natural, s, m)
    });
    assert_eq!(v["nodes"]["alphabeta"], ab.nodes);
}

#[test]
fn positions_under_way_and_finished() {
    // x on 1, o on 2: x wins, by 4, 5 or 7.
    let v = json(&["tictactoe", "xo......."]);
    assert_eq!(
        (v["to_move"].as_str(), v["value"].as_str()),
        (Some("x"), Some("x wins"))
    );
    assert_eq!(v["best"], serde_json::json!([4, 5, 7]));
    // o to move against x's fork (4 and 5): lost whatever it does, so every move is "best".
    let v = json(&["tictactoe", "xox...x.o"]);
    assert_eq!(
        (v["to_move"].as_str(), v["value"].as_str()),
        (Some("o"), Some("x wins"))
    );
    assert_eq!(v["best"], serde_json::json!([4, 5, 6, 8]));
    // Finished: the board itself is the one position visited.
    let v = json(&["tictactoe", "xxxoo...."]);
    assert_eq!(v["value"], "x wins");
    assert_eq!(v["best"], serde_json::json!([]));
    assert_eq!(
        v["nodes"],
        serde_json::json!({"minimax": 1, "alphabeta": 1})
    );
    let v = json(&["tictactoe", "xoxxoooxx"]);
    assert_eq!(v["value"], "draw");
    movelab()
        .args(["tictactoe", "oooxx.xx."])
        .assert()
        .failure()
        .code(2);
    movelab()
        .args(["tictactoe", "ooo.xx.x."])
        .assert()
        .success()
        .stdout(contains(
            "o wins\nbest: none (the game is over)\nminimax: 1 position\n",
        ));
}

#[test]
fn the_order_changes_alphabeta_only() {
    let natural = json(&["tictactoe", "--order", "natural"]);
    let centre = json(&["tictactoe", "--order", "centre"]);
    let best = json(&["tictactoe", "--order", "best"]);
    for v in [&centre, &best] {
        assert_eq!(v["nodes"]["minimax"], natural["nodes"]["minimax"]);
        assert_eq!(v["value"], natural["value"]);
    }
    let ab = |v: &serde_json::Value| v["nodes"]["alphabeta"].as_u64().unwrap();
    assert!(ab(&best) < ab(&centre) && ab(&centre) < ab(&natural));
}

#[test]
fn bad_boards_are_refused_with_a_reason() {
    for (board, reason) in [
        ("xo", "nine squares"),
        ("xoxoxoxoxo", "not 10"),
        ("xoX......", "square 3 is 'X'"),
        ("xx.......", "x has 2 marks and o 0"),
        ("o........", "x has 0 marks and o 1"),
        ("xxxooo...", "both x and o"),
        ("xxxoo.o..", "o moved after it"),
        ("oooxx.xx.", "x moved after it"),
    ] {
        let out = movelab().args(["tictactoe", board]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{board}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(reason), "{board}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(out.stdout.is_empty());
    }
    movelab()
        .args(["tictactoe", "--order", "random"])
        .assert()
        .code(2)
        .stderr(contains("natural, centre or best"));
    movelab()
        .args(["tictactoe", "--format", "csv"])
        .assert()
        .code(2)
        .stderr(contains("text or json"));
}
