//! The `movelab` command line against docs/design.md: every subcommand, every format, every bad
//! input (exit 2 with one line), and `verify`'s verdicts; solutions are checked by the
//! independent checker in `common`.

#[path = "../../core/tests/common/mod.rs"]
mod common;

use assert_cmd::Command;
use common::{solves_pairs, solves_shift};
use std::collections::HashSet;

fn movelab(args: &[&str]) -> assert_cmd::assert::Assert {
    Command::cargo_bin("movelab").unwrap().args(args).assert()
}

fn stdout(args: &[&str]) -> String {
    let out = movelab(args).success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

fn squares(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(args)).unwrap()
}

/// Exit status 2 with exactly one line on stderr that contains `reason`.
fn refused(args: &[&str], reason: &str) {
    let out = movelab(args).code(2).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.contains(reason),
        "{args:?}: expected '{reason}' in {err}"
    );
}

fn verify(args: &[&str], stdin: &str) -> assert_cmd::assert::Assert {
    Command::cargo_bin("movelab")
        .unwrap()
        .args(args)
        .write_stdin(stdin)
        .assert()
}

#[test]
fn shift_text_solution_is_optimal_and_starts_as_asked() {
    for (n, m) in [(1, 1), (3, 2), (2, 5), (6, 6), (9, 4)] {
        let (ns, ms) = (n.to_string(), m.to_string());
        let right = squares(&stdout(&["shift", &ns, &ms]));
        let left = squares(&stdout(&["shift", &ns, &ms, "--first", "left"]));
        assert!(solves_shift(n, m, &right), "{n} {m} right");
        assert!(solves_shift(n, m, &left), "{n} {m} left");
        assert_eq!(right[0], n as u64 - 1, "right slides the black on n-1");
        assert_eq!(left[0], n as u64 + 1, "left slides the white on n+1");
    }
}

#[test]
fn shift_json_and_csv_follow_design() {
    let v = json(&["shift", "3", "2", "--format", "json"]);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    for key in ["puzzle", "n", "m", "first", "length", "moves"] {
        assert!(keys.contains(&key), "{key} missing from {v}");
    }
    assert_eq!(v["puzzle"], "shift");
    assert_eq!((v["n"].as_u64(), v["m"].as_u64()), (Some(3), Some(2)));
    assert_eq!(v["first"], "right");
    assert_eq!(v["length"], 11);
    let moves: Vec<u64> = serde_json::from_value(v["moves"].clone()).unwrap();
    assert!(solves_shift(3, 2, &moves));

    let csv = stdout(&["shift", "3", "2", "--format", "csv", "--first", "left"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("step,square"));
    let rows: Vec<(u64, u64)> = lines
        .map(|l| {
            let (a, b) = l.split_once(',').unwrap();
            (a.parse().unwrap(), b.parse().unwrap())
        })
        .collect();
    assert_eq!(rows.len(), 11);
    assert!(rows.iter().enumerate().all(|(k, r)| r.0 == k as u64 + 1));
    let moves: Vec<u64> = rows.iter().map(|r| r.1).collect();
    assert!(solves_shift(3, 2, &moves));
}

#[test]
fn shift_step_equals_the_listing() {
    for first in ["right", "left"] {
        let listing = squares(&stdout(&["shift", "4", "3", "--first", first]));
        for (k, &square) in listing.iter().enumerate() {
            let step = (k + 1).to_string();
            let one = stdout(&["shift", "4", "3", "--first", first, "--step", &step]);
            assert_eq!(one.trim().parse::<u64>().unwrap(), square, "{first} {step}");
        }
    }
    let v = json(&["shift", "4", "3", "--step", "5", "--format", "json"]);
    assert_eq!(v["step"], 5);
    assert!(v["move"].is_u64());
}

#[test]
fn shift_step_works_at_the_largest_size() {
    let l = (1_000_000_000u64 * 1_000_000_000 + 2_000_000_000).to_string();
    for step in ["1", "500000000000000000", l.as_str()] {
        let out = stdout(&["shift", "1000000000", "1000000000", "--step", step]);
        let square: u64 = out.trim().parse().unwrap();
        assert!(square <= 2_000_000_000);
    }
    refused(
        &["shift", "1000000000", "1000000000"],
        "more than the 100000000 that can be listed",
    );
}

#[test]
fn shift_counts_agree_with_all_and_every_solution_is_distinct_and_optimal() {
    assert_eq!(stdout(&["shift", "1", "1", "--count"]).trim(), "2");
    for (n, m) in [(1, 1), (2, 1), (2, 2), (3, 3), (4, 2), (4, 4)] {
        let (ns, ms) = (n.to_string(), m.to_string());
        let count: u64 = stdout(&["shift", &ns, &ms, "--count"])
            .trim()
            .parse()
            .unwrap();
        let v = json(&["shift", &ns, &ms, "--all", "--format", "json"]);
        assert_eq!(v["count"].as_u64(), Some(count));
        assert!(v.get("first").is_none());
        let all: Vec<Vec<u64>> = serde_json::from_value(v["solutions"].clone()).unwrap();
        assert_eq!(all.len() as u64, count, "{n} {m}");
        assert!(all.iter().all(|s| solves_shift(n, m, s)));
        assert_eq!(all.iter().collect::<HashSet<_>>().len(), all.len());
        let text = stdout(&["shift", &ns, &ms, "--all"]);
        assert_eq!(text.lines().count() as u64, count);
    }
}

#[test]
fn shift_bad_arguments_exit_2_with_one_line() {
    refused(&["shift", "0", "2"], "outside 1 to 1000000000");
    refused(&["shift", "-1", "2"], "'-1' is not a whole number");
    refused(&["shift", "three", "2"], "'three' is not a whole number");
    refused(&["shift", "3", "1000000001"], "outside 1 to 1000000000");
    refused(&["shift", "3", "2", "--first", "up"], "up");
    refused(&["shift", "3"], "M");
    refused(
        &["shift", "3", "2", "--step", "0"],
        "step must be from 1 to 11, not 0",
    );
    refused(
        &["shift", "3", "2", "--step", "12"],
        "step must be from 1 to 11, not 12",
    );
    refused(
        &["shift", "3", "2", "--step", "-4"],
        "'-4' is not a whole number",
    );
    refused(&["shift", "3", "2", "--format", "xml"], "xml");
    refused(&["shift", "3", "2", "--all", "--format", "csv"], "not csv");
    refused(
        &["shift", "3", "2", "--count", "--first", "left"],
        "--first",
    );
    refused(&["shift", "3", "2", "--count", "--all"], "--all");
    refused(
        &["shift", "3000", "3000", "--all"],
        "more than the 10000000 numbers",
    );
    refused(&["bogus"], "bogus");
}

#[test]
fn help_and_version_succeed() {
    movelab(&["--help"]).success();
    movelab(&["--version"]).success();
}

#[test]
fn verify_accepts_every_input_form_and_judges_optimality() {
    let list = stdout(&["shift", "3", "2"]);
    let json_list = stdout(&["shift", "3", "2", "--format", "json"]);
    let moves = squares(&list);
    let array = format!("{moves:?}");
    for input in [list.as_str(), json_list.as_str(), array.as_str()] {
        verify(&["verify", "shift", "3", "2"], input)
            .success()
            .stdout(predicates::str::contains(
                "solved in 11 moves, which is optimal",
            ));
    }
    // A detour: slide a black right and back first.
    let detour = format!("2 3 {list}");
    verify(&["verify", "shift", "3", "2"], &detour)
        .success()
        .stdout(predicates::str::contains(
            "solved in 13 moves; the optimum is 11",
        ));
}

#[test]
fn verify_names_the_first_bad_step() {
    verify(&["verify", "shift", "3", "2"], "2 4 4")
        .code(1)
        .stderr(predicates::str::contains("step 3: square 4 is the hole"));
    verify(&["verify", "shift", "3", "2"], "2 5")
        .code(1)
        .stderr(predicates::str::contains(
            "step 2: square 5 is not next to the hole",
        ));
    verify(&["verify", "shift", "3", "2"], "2 4")
        .code(1)
        .stderr(predicates::str::contains("do not end at the goal"));
    verify(&["verify", "pairs", "4"], "1 4 3 0")
        .code(1)
        .stderr(predicates::str::contains(
            "step 3: squares 3 and 4 are not two checkers",
        ));
    verify(&["verify", "shift", "3", "2"], "2 x 3")
        .code(2)
        .stderr(predicates::str::contains(
            "move 2 on stdin: 'x' is not a square number",
        ));
    verify(&["verify", "shift", "3", "2"], "[2, -1]").code(2);
    verify(&["verify", "shift", "100000000", "100000000"], "1")
        .code(2)
        .stderr(predicates::str::contains("at most 100000000 squares"));
}

#[test]
fn pairs_solutions_are_optimal_in_every_format() {
    assert_eq!(squares(&stdout(&["pairs", "4"])), vec![1, 4, 7, 0]);
    for n in 3..=40usize {
        let ns = n.to_string();
        let moves = squares(&stdout(&["pairs", &ns]));
        assert!(solves_pairs(n, &moves), "pairs {n}");
        if n >= 4 {
            assert_eq!(moves.len(), n, "Theorem 1: n moves for n >= 4");
        }
        let v = json(&["pairs", &ns, "--format", "json"]);
        assert_eq!(v["puzzle"], "pairs");
        assert!(v.get("m").is_none() && v.get("first").is_none());
        assert_eq!(v["length"].as_u64(), Some(moves.len() as u64));
        for (k, &square) in moves.iter().enumerate() {
            let step = (k + 1).to_string();
            let one = stdout(&["pairs", &ns, "--step", &step]);
            assert_eq!(one.trim().parse::<u64>().unwrap(), square);
        }
        verify(&["verify", "pairs", &ns], &format!("{moves:?}")).success();
    }
}

#[test]
fn pairs_counts_match_the_paper_and_all() {
    // The paper's backtracking found 1, 1, 1, 2, 16, 32 optimal solutions for n = 4..9.
    for (n, count) in [(4, 1), (5, 1), (6, 1), (7, 2), (8, 16), (9, 32)] {
        let ns = n.to_string();
        assert_eq!(stdout(&["pairs", &ns, "--count"]).trim(), count.to_string());
        let v = json(&["pairs", &ns, "--all", "--format", "json"]);
        let all: Vec<Vec<u64>> = serde_json::from_value(v["solutions"].clone()).unwrap();
        assert_eq!(all.len(), count);
        assert!(all.iter().all(|s| s.len() == n && solves_pairs(n, s)));
        assert_eq!(all.iter().collect::<HashSet<_>>().len(), count);
    }
}

#[test]
fn pairs_count_beyond_the_exhaustive_counter() {
    // The structural count (Hypothesis W, docs/pairs-counts.md) far past n = 20.
    assert_eq!(
        stdout(&["pairs", "40", "--count"]).trim(),
        "843076698227011171123200000000"
    );
    // The caveat goes with every count past the exhaustive counter's reach, and only there.
    movelab(&["pairs", "40", "--count"])
        .success()
        .stderr(predicates::str::contains("assumes Hypothesis W"));
    movelab(&["pairs", "20", "--count"])
        .success()
        .stderr(predicates::str::is_empty());
    refused(&["pairs", "201", "--count"], "200");
}

#[test]
fn pairs_without_a_solution_or_bad_input_exit_2() {
    refused(&["pairs", "1"], "no solution");
    refused(&["pairs", "2"], "no solution");
    refused(
        &["pairs", "0"],
        "n must be from 3 to 1000000000000000, not 0",
    );
    refused(
        &["pairs", "4", "--step", "5"],
        "step must be from 1 to 4, not 5",
    );
    refused(&["pairs", "x"], "'x' is not a whole number");
    refused(&["verify", "pairs", "2"], "no solution");
    let big = stdout(&["pairs", "1000000000000000", "--step", "999999999999999"]);
    assert!(big.trim().parse::<u64>().unwrap() < 2_000_000_000_000_002);
}

#[test]
fn at_prints_the_row_the_independent_checker_replays() {
    for first in ["right", "left"] {
        let moves = squares(&stdout(&["shift", "4", "3", "--first", first]));
        for k in 0..=moves.len() {
            let at = k.to_string();
            let row = stdout(&["shift", "4", "3", "--first", first, "--at", &at]);
            let expected = common::replay_shift(4, 3, &moves[..k]).unwrap();
            assert_eq!(row.trim_end(), expected, "{first} --at {k}");
        }
    }
    let moves = squares(&stdout(&["pairs", "9"]));
    for k in 0..=moves.len() {
        let row = stdout(&["pairs", "9", "--at", &k.to_string()]);
        assert_eq!(
            row.trim_end(),
            common::replay_pairs(9, &moves[..k]).unwrap()
        );
    }
}

#[test]
fn at_json_window_and_runs_follow_the_contract() {
    let moves = squares(&stdout(&["shift", "30", "20", "--first", "left"]));
    let expected = common::replay_shift(30, 20, &moves[..400]).unwrap();
    let v = json(&[
        "shift", "30", "20", "--first", "left", "--at", "400", "--window", "10:30", "--format",
        "json",
    ]);
    assert_eq!(v["puzzle"], "shift");
    assert_eq!((v["n"].as_u64(), v["m"].as_u64()), (Some(30), Some(20)));
    assert_eq!(v["first"], "left");
    assert_eq!(
        (v["step"].as_u64(), v["squares"].as_u64()),
        (Some(400), Some(51))
    );
    assert_eq!(v["window"]["start"], 10);
    assert_eq!(v["window"]["cells"], &expected[10..30]);
    // The runs spell out the same row.
    let mut row = String::new();
    for run in v["runs"].as_array().unwrap() {
        assert_eq!(run["start"].as_u64(), Some(row.len() as u64));
        let pattern = run["pattern"].as_str().unwrap();
        let len = run["len"].as_u64().unwrap() as usize;
        row.extend(pattern.chars().cycle().take(len));
    }
    assert_eq!(row, expected);

    // Above 10,000 squares without a window: one line per run; with one: the cells.
    let pairs_moves = squares(&stdout(&["pairs", "100000"]));
    let expected = common::replay_pairs(100_000, &pairs_moves[..3]).unwrap();
    let big = stdout(&["pairs", "100000", "--at", "3"]);
    let mut row = String::new();
    for line in big.lines() {
        let (range, pattern) = line.split_once(' ').unwrap();
        let (a, b) = range.split_once("..").unwrap();
        let (a, b): (usize, usize) = (a.parse().unwrap(), b.parse().unwrap());
        assert_eq!(a, row.len(), "{line}");
        row.extend(pattern.chars().cycle().take(b - a));
    }
    assert!(big.lines().count() <= 18);
    assert_eq!(row, expected);
    let cells = stdout(&["pairs", "100000", "--at", "3", "--window", "0:8"]);
    assert_eq!(cells.trim_end(), &expected[..8]);
    let v = json(&[
        "shift",
        "1000000000",
        "1000000000",
        "--at",
        "0",
        "--format",
        "json",
    ]);
    assert!(v.get("window").is_none());
    assert_eq!(v["runs"].as_array().unwrap().len(), 3);
}

#[test]
fn at_refuses_bad_steps_and_windows_with_one_line() {
    refused(&["shift", "3", "2", "--at", "12"], "from 0 to 11, not 12");
    refused(&["shift", "3", "2", "--at", "-1"], "not a whole number");
    refused(&["pairs", "5", "--at", "6"], "from 0 to 5, not 6");
    refused(
        &["shift", "3", "2", "--at", "1", "--window", "4:2"],
        "A < B <= 6",
    );
    refused(
        &["shift", "3", "2", "--at", "1", "--window", "0:7"],
        "A < B <= 6",
    );
    refused(
        &["shift", "3", "2", "--at", "1", "--window", "3"],
        "not a window A:B",
    );
    refused(
        &["pairs", "100000", "--at", "1", "--window", "0:10001"],
        "more than the 10000 printed",
    );
    refused(&["shift", "3", "2", "--window", "0:2"], "--at");
    refused(
        &["shift", "3", "2", "--at", "1", "--step", "1"],
        "cannot be used",
    );
    refused(
        &["shift", "3", "2", "--at", "1", "--format", "csv"],
        "text or json",
    );
}
