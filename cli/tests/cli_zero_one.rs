//! The `automaton` subcommand end to end: answers, stdin, and one-line refusals (exit 2).

use assert_cmd::Command;
use predicates::str::contains;

fn movelab() -> Command {
    Command::cargo_bin("movelab").unwrap()
}

#[test]
fn automaton_steps_and_stable() {
    movelab()
        .args(["automaton", "0110100", "--steps", "2"])
        .assert()
        .success()
        .stdout("1101000\n");
    movelab()
        .args(["automaton", "0110100", "--stable"])
        .assert()
        .success()
        .stdout("3\n1110000\n");
    movelab()
        .args(["automaton", "-", "--steps", "1000000000000000000"])
        .write_stdin("0101\n")
        .assert()
        .success()
        .stdout("1100\n");
}

#[test]
fn automaton_refusals() {
    for (args, reason) in [
        (vec!["automaton", "01x"], "--steps"),
        (vec!["automaton", "01x", "--steps", "1"], "cell 3 is 'x'"),
        (vec!["automaton", "", "--stable"], "empty"),
        (
            vec!["automaton", "01", "--steps", "1000000000000000001"],
            "10^18",
        ),
        (
            vec!["automaton", "01", "--steps", "1", "--stable"],
            "cannot be used",
        ),
    ] {
        movelab()
            .args(&args)
            .assert()
            .code(2)
            .stderr(contains(reason));
    }
    movelab()
        .args(["automaton", "-", "--stable"])
        .write_stdin("0".repeat(10_000_001))
        .assert()
        .code(2)
        .stderr(contains("limit of 10,000,000 cells"));
}

#[test]
fn candy_text_json_and_refusals() {
    let dir = std::env::temp_dir();
    let good = dir.join("movelab_candy_good.json");
    // Passing through vertex 2 takes 2, the direct time 10: the box at vertex 3 is reachable.
    std::fs::write(
        &good,
        r#"{"travel":[[0,1,10],[1,0,1],[10,1,0]],"boxes":[[2,3,5],[1,1,1]]}"#,
    )
    .unwrap();
    movelab()
        .args(["candy", good.to_str().unwrap()])
        .assert()
        .success()
        .stdout("5\nbox 1: time 2 vertex 3 candies 5\n");
    movelab()
        .args(["candy", good.to_str().unwrap(), "--format", "json"])
        .assert()
        .success()
        .stdout("{\"boxes\":[1],\"candies\":5}\n");
    let bad = dir.join("movelab_candy_bad.json");
    std::fs::write(&bad, r#"{"x":[0,1],"boxes":[[1,3,1]]}"#).unwrap();
    movelab()
        .args(["candy", bad.to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(contains("vertex 3 is outside 1 to 2"));
    movelab()
        .args(["candy", "/nonexistent/candy.json"])
        .assert()
        .code(2)
        .stderr(contains("cannot read"));
}

#[test]
fn push_text_json_unreachable_and_refusals() {
    movelab()
        .args(["push", "..#..#..", "--k", "2"])
        .assert()
        .success()
        .stdout("5\nwalk R\njump R 2\nwalk R\njump R 2\nwalk R\n");
    movelab()
        .args([
            "push", "..#.#...", "--k", "3", "--walk", "2", "--format", "json",
        ])
        .assert()
        .success()
        .stdout(contains("\"energy\":14"));
    movelab()
        .args(["push", ".##", "--k", "2"])
        .assert()
        .code(1)
        .stderr(contains("cannot reach the last square"));
    for (args, reason) in [
        (vec!["push", "#..", "--k", "2"], "square 1 holds a block"),
        (vec!["push", "...", "--k", "1"], "2 to 64"),
        (vec!["push", ".x.", "--k", "2"], "square 2 is 'x'"),
        (
            vec!["push", "...", "--k", "2", "--walk", "-1"],
            "not a whole number",
        ),
    ] {
        movelab()
            .args(&args)
            .assert()
            .code(2)
            .stderr(contains(reason));
    }
}
