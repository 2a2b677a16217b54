//! The impartial games' commands against docs/design.md: outputs in text and JSON, the winning
//! moves replayed by the independent rules of core/tests/impartial_common, limits refused with
//! exit 2 and one line, and "no period" with exit 1.

#[path = "../../core/tests/impartial_common/mod.rs"]
mod impartial_common;

use assert_cmd::Command;
use impartial_common as oracle;
use std::collections::{BTreeMap, HashMap};

fn movelab(args: &[&str]) -> assert_cmd::assert::Assert {
    Command::cargo_bin("movelab").unwrap().args(args).assert()
}

fn stdout(args: &[&str]) -> String {
    let out = movelab(args).success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(args)).unwrap()
}

/// Exit status `code` with exactly one line on stderr that contains `reason`.
fn fails(code: i32, args: &[&str], reason: &str) {
    let out = movelab(args).code(code).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.contains(reason),
        "{args:?}: expected '{reason}' in {err}"
    );
}

#[test]
fn grundy_tables_and_periods() {
    assert_eq!(
        stdout(&["grundy", "subtraction", "1,3,4", "--upto", "9"]),
        "0\n1\n0\n1\n2\n3\n2\n0\n1\n0\n"
    );
    let mis = stdout(&["grundy", "subtraction", "1,3,4", "--upto", "30", "--misere"]);
    let mut memo = HashMap::new();
    for (n, line) in mis.lines().enumerate() {
        let want = oracle::subtraction_wins(&[1, 3, 4], n as u64, true, &mut memo);
        assert_eq!(line, if want { "1" } else { "0" }, "heap {n}");
    }
    let v = json(&[
        "grundy", "octal", "0.07", "--upto", "11", "--format", "json",
    ]);
    assert_eq!(
        v["values"],
        serde_json::json!([0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3])
    );
    assert_eq!(
        stdout(&["grundy", "octal", "0.77", "--period"]),
        "preperiod 71 period 12\n"
    );
    assert_eq!(
        stdout(&["grundy", "octal", "0.07", "--period"]),
        "preperiod 53 period 34\n"
    );
    let p = json(&["grundy", "octal", "0.07", "--period", "--format", "json"]);
    assert_eq!(
        (p["preperiod"].as_u64(), p["period"].as_u64()),
        (Some(53), Some(34))
    );
    fails(
        1,
        &["grundy", "octal", "0.07", "--period", "--upto", "150"],
        "no period up to 150",
    );
}

#[test]
fn nim_lists_every_winning_move() {
    assert_eq!(stdout(&["nim", "3", "4", "5"]), "first\nheap 1: 3 -> 1\n");
    assert_eq!(stdout(&["nim", "1", "2", "3"]), "second\n");
    assert_eq!(stdout(&["nim", "1", "1", "1", "--misere"]), "second\n");
    let v = json(&["nim", "2", "1", "--misere", "--format", "json"]);
    assert_eq!(v["outcome"], "first");
    assert_eq!(v["winning"], serde_json::json!(["heap 1: 2 -> 0"]));
    let mut memo = HashMap::new();
    for line in stdout(&["nim", "7", "9", "12", "5"]).lines().skip(1) {
        let (i, rest) = line
            .strip_prefix("heap ")
            .unwrap()
            .split_once(": ")
            .unwrap();
        let (_, to) = rest.split_once(" -> ").unwrap();
        let mut heaps = vec![7, 9, 12, 5];
        heaps[i.parse::<usize>().unwrap() - 1] = to.parse().unwrap();
        assert!(!oracle::nim_wins(&heaps, false, &mut memo), "{line}");
    }
}

#[test]
fn knights_moves_replay_to_lost_positions() {
    for variant in ["one", "any", "proper"] {
        let args = [
            "knights",
            "--size",
            "5",
            "--at",
            "5,5",
            "4,2",
            "3,3",
            "--variant",
            variant,
        ];
        let out = stdout(&args);
        let mut knights = vec![(5, 5), (4, 2), (3, 3)];
        let mut memo = BTreeMap::new();
        let first = oracle::knights_win(5, variant, &knights, &mut memo);
        let mut lines = out.lines();
        assert_eq!(lines.next(), Some(if first { "first" } else { "second" }));
        for line in lines {
            // knight I: X,Y -> X',Y'
            let (i, rest) = line
                .strip_prefix("knight ")
                .unwrap()
                .split_once(": ")
                .unwrap();
            let (_, to) = rest.split_once(" -> ").unwrap();
            let (x, y) = to.split_once(',').unwrap();
            let i: usize = i.parse().unwrap();
            let to = (x.parse().unwrap(), y.parse().unwrap());
            assert!(oracle::knight_steps(5, knights[i - 1]).contains(&to));
            knights[i - 1] = to;
        }
        if first {
            assert!(
                !oracle::knights_win(5, variant, &knights, &mut memo),
                "{variant}: {out}"
            );
        }
    }
}

#[test]
fn kinrow_and_parity() {
    let v = json(&["kinrow", "10", "--k", "2", "--format", "json"]);
    assert_eq!(
        (v["outcome"].as_str(), v["grundy"].as_u64()),
        (Some("first"), Some(3))
    );
    assert_eq!(stdout(&["kinrow", "5", "--k", "2"]), "second\n");
    assert_eq!(
        stdout(&["kinrow", "7", "--k", "1"]),
        "first\n1\n2\n3\n4\n5\n6\n7\n"
    );
    // Odd K = 3, N = 9: N mod 8 = 1, so the player to move loses the even game.
    assert_eq!(stdout(&["parity", "9", "--k", "3"]), "second\n");
    let out = stdout(&["parity", "7", "--k", "2"]);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("first"));
    for c in lines {
        let c: u64 = c.parse().unwrap();
        assert!(oracle::parity_first_wins(
            7 - c,
            2,
            (c, 0),
            false,
            0,
            &mut HashMap::new()
        ));
    }
}

#[test]
fn bad_input_is_refused_with_the_limit() {
    // The table limit is memory's (2^28 heaps), named with the value asked, also when a
    // period search would double past it.
    fails(
        2,
        &["grundy", "octal", "0.07", "--upto", "300000000"],
        "a table of an octal game goes up to heap 268,435,456 (a table takes 4 bytes a heap, 1 GiB at the limit), not 300000000",
    );
    fails(
        2,
        &[
            "grundy",
            "octal",
            "0.354",
            "--period",
            "--upto",
            "300000000",
        ],
        "a table of an octal game goes up to heap 268,435,456 (a table takes 4 bytes a heap, 1 GiB at the limit), not 300000000",
    );
    fails(
        2,
        &["grundy", "octal", "0.9G", "--upto", "5"],
        "'G' is not a digit of a code",
    );
    fails(
        2,
        &["grundy", "subtraction", "0,2", "--upto", "5"],
        "from 1 to 10,000",
    );
    fails(
        2,
        &["grundy", "subtraction", "1,2", "--upto", "20000000"],
        "goes up to heap 10,000,000, not 20000000",
    );
    fails(2, &["grundy", "subtraction", "1,2"], "--upto");
    fails(2, &["nim", "-3"], "not a whole number");
    fails(
        2,
        &["knights", "--size", "3", "--at", "4,1"],
        "off the 3×3 board",
    );
    fails(
        2,
        &["knights", "--size", "3000", "--at", "1,1"],
        "from 1 to 2,000, not 3000",
    );
    fails(
        2,
        &["kinrow", "2000000", "--k", "2"],
        "N must be from 1 to 1,048,576, not 2000000",
    );
    fails(2, &["kinrow", "5", "--k", "0"], "K must be");
    fails(2, &["parity", "0", "--k", "2"], "N must be");
    fails(2, &["parity", "100000000", "--k", "2"], "10000000");
}

#[test]
fn grundy_at_any_heap() {
    // Subtraction {1,3,4}: period 7 from 0 (Algorithm Games); 10^18 = 7·142857142857142857 + 1.
    assert_eq!(
        stdout(&[
            "grundy",
            "subtraction",
            "1,3,4",
            "--at",
            "1000000000000000000"
        ]),
        "1\npreperiod 0 period 7\nheap 1000000000000000000 = 0 + 142857142857142857 × 7 + 1: \
         the value of heap 1\n"
    );
    let mut memo = HashMap::new();
    let misere = stdout(&[
        "grundy",
        "subtraction",
        "1,3,4",
        "--at",
        "999999999999999999",
        "--misere",
    ]);
    let want = oracle::subtraction_wins(&[1, 3, 4], 999_999_999_999_999_999 % 7, true, &mut memo);
    assert_eq!(misere.lines().next(), Some(if want { "1" } else { "0" }));
    // Kayles: the value first, then the place (Winning Ways: preperiod 71, period 12).
    let v = json(&[
        "grundy",
        "octal",
        "0.77",
        "--at",
        "123456789012345",
        "--format",
        "json",
    ]);
    let kayles = kayles_values(82);
    let r = 71 + (123_456_789_012_345 - 71) % 12;
    assert_eq!(v["value"].as_u64(), Some(kayles[r as usize]));
    assert_eq!(
        (v["preperiod"].as_u64(), v["period"].as_u64()),
        (Some(71), Some(12))
    );
    assert_eq!(v["same_as"].as_u64(), Some(r));
    assert_eq!(
        stdout(&["grundy", "octal", "0.77", "--at", "50"]),
        format!(
            "{}\npreperiod 71 period 12\nheap 50 is in the preperiod\n",
            kayles[50]
        )
    );
    fails(
        1,
        &[
            "grundy",
            "octal",
            "0.007",
            "--at",
            "123456789",
            "--upto",
            "2000",
        ],
        "no period certified up to 2000, and heap 123456789 is past it",
    );
    fails(
        2,
        &["grundy", "octal", "0.77", "--at", "1000000000000000001"],
        "1000000000000000001",
    );
    fails(2, &["grundy", "subtraction", "1,3,4", "--at", "-5"], "'-5'");
    fails(2, &["grundy", "octal", "0.77", "--at", "x"], "'x'");
    fails(
        2,
        &["grundy", "octal", "0.77", "--at", "5", "--period"],
        "cannot be used with",
    );
}

/// Kayles (0.77) heap by heap, written again here: take 1 or 2 pins, leaving 0, 1 or 2 rows;
/// a position of two rows is worth the xor of theirs (Sprague–Grundy).
fn kayles_values(upto: usize) -> Vec<u64> {
    let mut g = vec![0u64; upto + 1];
    for n in 1..=upto {
        let mut options = Vec::new();
        for take in [1, 2].into_iter().filter(|&t| t <= n) {
            for a in 0..=(n - take) / 2 {
                options.push(g[a] ^ g[n - take - a]);
            }
        }
        g[n] = oracle::mex(&options);
    }
    g
}

#[test]
fn hexadecimal_codes_and_grundys_game() {
    // 0.3F: take 1 or 2 leaving one heap, or 2 leaving 0 to 3 heaps; values from the CLI
    // equal its table (checked against recursion in core/tests/impartial_hex.rs).
    let v = json(&[
        "grundy", "octal", "0.3f", "--upto", "11", "--format", "json",
    ]);
    assert_eq!(v["code"], "0.3F");
    assert_eq!(
        stdout(&["grundy", "grundys", "--upto", "20"]),
        "0\n0\n0\n1\n0\n2\n1\n0\n2\n1\n0\n2\n1\n3\n2\n1\n3\n2\n4\n3\n0\n"
    );
    assert_eq!(stdout(&["grundy", "grundys", "--at", "20"]), "0\n");
    assert_eq!(
        stdout(&["grundy", "octal", "0.F", "--period"]),
        "preperiod 0 period 2\n"
    );
    fails(
        1,
        &["grundy", "grundys", "--at", "1000000000"],
        "heap 1000000000 is past the largest table (268435456)",
    );
    fails(
        2,
        &["grundy", "grundys", "--period"],
        "no periodicity theorem",
    );
    fails(
        2,
        &["grundy", "grundys", "--upto", "300000000"],
        "a table of Grundy's game goes up to heap 268,435,456 (a table takes 4 bytes a heap, 1 GiB at the limit), not 300000000",
    );
    fails(
        2,
        &["grundy", "octal", "0.3F", "--upto", "9000"],
        "0.3F may leave three heaps, whose table takes cubic time: its table goes up to heap 5,000, not 9000",
    );
    fails(
        2,
        &["grundy", "octal", "0.3G", "--upto", "9"],
        "'G' is not a digit",
    );
    fails(
        2,
        &["grundy", "octal", "2.3", "--upto", "9"],
        "0, 4, 8 or C",
    );
}

/// Arithmetic periods on the command line: `--period` names the saltus and the test, `--at`
/// reads G(r) + cycle · s (checked against the table of 2000), and a table that holds only a
/// naive run (0.3C to 267) is refused with exit 1, naming the least period tried.
#[test]
fn arithmetic_periods_on_the_command_line() {
    let text = stdout(&["grundy", "octal", "0.28", "--period", "--upto", "600"]);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("preperiod 1 period 53 saltus 16"));
    assert!(lines
        .next()
        .unwrap()
        .starts_with("arithmetic-periodic: G(n + 53) = G(n) + 16"));
    let table = stdout(&["grundy", "octal", "0.28", "--upto", "2000"]);
    let last: u64 = table.lines().last().unwrap().parse().unwrap();
    let at = json(&[
        "grundy", "octal", "0.28", "--at", "2000", "--format", "json",
    ]);
    assert_eq!(at["value"], last);
    assert_eq!(
        (at["saltus"].as_u64(), at["cycle"].as_u64()),
        (Some(16), Some(37))
    );
    let far = json(&[
        "grundy",
        "octal",
        "0.28",
        "--at",
        "1000000000000000000",
        "--format",
        "json",
    ]);
    let same: u64 = far["same_as"].as_u64().unwrap();
    let base = json(&[
        "grundy",
        "octal",
        "0.28",
        "--at",
        &same.to_string(),
        "--format",
        "json",
    ]);
    assert_eq!(
        far["value"].as_u64().unwrap(),
        base["value"].as_u64().unwrap() + 16 * far["cycle"].as_u64().unwrap()
    );
    fails(
        1,
        &["grundy", "octal", "0.3C", "--period", "--upto", "267"],
        "period 7, saltus 4 from 190",
    );
}

/// The general arithmetic test on the command line: 0.3F (saltus 3) is certified by
/// `--period`, and `--at` reads a heap of 10^18 through it, G(n) = 3·⌊n/6⌋ + n mod 3; a
/// table too short for it says which hypothesis each test failed (exit 1).
#[test]
fn general_arithmetic_periods_on_the_command_line() {
    let text = stdout(&["grundy", "octal", "0.3F", "--period"]);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("preperiod 1 period 6 saltus 3"));
    assert!(lines
        .next()
        .unwrap()
        .starts_with("arithmetic-periodic: G(n + 6) = G(n) + 3 for every n >= 1"));
    let n = 999_999_999_999_999_999u64;
    let at = json(&[
        "grundy",
        "octal",
        "0.3F",
        "--at",
        &n.to_string(),
        "--format",
        "json",
    ]);
    assert_eq!(at["value"].as_u64(), Some(3 * (n / 6) + n % 3));
    assert_eq!(
        (at["period"].as_u64(), at["saltus"].as_u64()),
        (Some(6), Some(3))
    );
    fails(
        1,
        &["grundy", "octal", "0.BF", "--period", "--upto", "6"],
        "general test: the table (to 6) is too short: the general test needs G up to 14",
    );
}
