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
        .stderr(contains("limit of 10000000 cells"));
}
