//! `movelab peg` and `movelab verify peg` against docs/design.md: the solution printed is accepted
//! by the verifier and ends on the finish, the French central game is refused with the class
//! argument, and bad holes or boards get one line and exit 2.

use assert_cmd::Command;

fn movelab(args: &[&str], stdin: &str) -> assert_cmd::assert::Assert {
    Command::cargo_bin("movelab")
        .unwrap()
        .args(args)
        .write_stdin(stdin)
        .assert()
}

fn stdout(args: &[&str]) -> String {
    let out = movelab(args, "").success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

/// Exit status `code` with exactly one line on stderr that contains `reason`.
fn fails(code: i32, args: &[&str], reason: &str) {
    let out = movelab(args, "").code(code).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(reason), "{args:?}: {err}");
}

#[test]
fn the_central_game_is_solved_and_verified() {
    let text = stdout(&["peg"]);
    assert_eq!(text.lines().count(), 31, "{text}");
    let verdict = movelab(&["verify", "peg"], &text)
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(String::from_utf8(verdict)
        .unwrap()
        .contains("solved in 31 jumps"));
    // One jump changed: the verifier refuses the line.
    let broken = text.replacen("d2-d4", "d3-d5", 1);
    movelab(&["verify", "peg"], &broken).failure();
}

#[test]
fn json_names_the_problem_and_counts_moves() {
    let v: serde_json::Value = serde_json::from_str(&stdout(&["peg", "--format", "json"])).unwrap();
    assert_eq!(v["puzzle"], "peg");
    assert_eq!(v["board"], "english");
    assert_eq!(v["jumps"].as_array().unwrap().len(), 31);
    assert!(v["moves"].as_u64().unwrap() < 31);
}

#[test]
fn impossible_problems_and_bad_input_say_why() {
    fails(
        1,
        &["peg", "--board", "french", "--empty", "d4"],
        "position classes",
    );
    assert_eq!(
        stdout(&["peg", "--board", "french", "--empty", "d4", "--solvable"]),
        "unsolvable\n"
    );
    fails(2, &["peg", "--board", "triangle9"], "triangle4");
    fails(
        2,
        &["peg", "--board", "triangle5", "--empty", "b1"],
        "b1 is not a hole of the triangle5 board",
    );
    fails(
        2,
        &["peg", "--empty", "z9"],
        "z9 is not a hole of the english board",
    );
    fails(2, &["peg", "--board", "moon"], "moon");
    fails(2, &["peg", "--format", "csv"], "not csv");
}

#[test]
fn a_triangle_opens_on_its_classic_problem_and_its_line_is_verified() {
    // triangle5: the corner a1 back to a1; three jump directions, a1-c3 a diagonal one.
    let text = stdout(&["peg", "--board", "triangle5"]);
    assert_eq!(text.lines().count(), 13, "{text}");
    let verdict = movelab(&["verify", "peg", "--board", "triangle5"], &text)
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(String::from_utf8(verdict)
        .unwrap()
        .starts_with("solved in 13 jumps"));
    movelab(&["verify", "peg", "--board", "triangle5"], "a3-a1 c3-a1").code(1);
}

#[test]
fn the_atlas_lists_each_vacancys_finishes_and_proves_the_rest() {
    // triangle5 (Bell): the vacancy b3 reaches only c5; each vacancy has a line; the
    // in-class problems that fail say why.
    let text = stdout(&["peg", "--board", "triangle5", "--atlas"]);
    assert_eq!(
        text.lines()
            .filter(|l| l.contains(": ") && l.len() < 40)
            .count(),
        15
    );
    assert!(text.lines().any(|l| l == "b3: c5"), "{text}");
    assert!(
        text.contains("b3 -> b3: unsolvable: every position reachable from here was tried"),
        "{text}"
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&[
        "peg",
        "--board",
        "triangle4",
        "--atlas",
        "--format",
        "json",
    ]))
    .unwrap();
    let problems = v["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 100);
    // Every line in the JSON atlas passes the verifier.
    for p in problems.iter().filter(|p| p["verdict"] == "solvable") {
        let jumps: Vec<&str> = p["jumps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|j| j.as_str().unwrap())
            .collect();
        let (empty, finish) = (p["empty"].as_str().unwrap(), p["finish"].as_str().unwrap());
        movelab(
            &[
                "verify",
                "peg",
                "--board",
                "triangle4",
                "--empty",
                empty,
                "--finish",
                finish,
            ],
            &jumps.join(" "),
        )
        .success();
    }
    fails(2, &["peg", "--atlas", "--empty", "c1"], "cannot be used");
}

/// The exit statuses, a give-up's 3 apart from a bad argument's 2, are in `--help` (as in
/// docs/design.md), for the whole program and for `peg`.
#[test]
fn the_help_names_the_exit_statuses() {
    for args in [&["--help"][..], &["peg", "--help"]] {
        let text = stdout(args);
        let at = text
            .find("Exit status:")
            .unwrap_or_else(|| panic!("{args:?}: {text}"));
        let tail = text[at..].split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(tail.contains("2 a bad argument"), "{args:?}: {tail}");
        assert!(
            tail.contains("3 a search gave up") || tail.contains("3 gave up"),
            "{tail}"
        );
    }
}

/// A search stopped at its limit exits 3, which a script can tell from "unsolvable" (1) and
/// from a bad argument (2), and says which limit in words. `--max-positions` lowers each
/// search's limit so that the give-up is reached at once: the same problem is decided
/// without it.
#[test]
fn a_search_stopped_at_its_limit_exits_3_and_names_the_limit() {
    let b3_a1 = [
        "peg",
        "--board",
        "triangle5",
        "--empty",
        "b3",
        "--finish",
        "a1",
    ];
    fails(
        1,
        &b3_a1,
        "unsolvable: every position reachable from here was tried",
    );
    let capped = [&b3_a1[..], &["--max-positions", "50"]].concat();
    fails(
        3,
        &capped,
        "gave up: the search remembered 50 dead positions, its limit",
    );
    // The count and the fewest moves stop at the same flag.
    let french = [
        "peg", "--board", "french", "--empty", "d4", "--finish", "any",
    ];
    let count = [&french[..], &["--count", "--max-positions", "1000"]].concat();
    fails(
        3,
        &count,
        "counting would hold more than 1000 positions, the limit",
    );
    let d3_d5 = [
        "peg", "--board", "french", "--empty", "d3", "--finish", "d5",
    ];
    let fewest = [&d3_d5[..], &["--fewest-moves", "--max-positions", "1000"]].concat();
    fails(3, &fewest, "held 1000 positions, its limit");
    // A limit the search never reaches changes nothing: the English central game.
    let text = stdout(&["peg", "--max-positions", "1000"]);
    assert_eq!(text.lines().count(), 31, "{text}");
    // A bad limit is a bad argument.
    fails(2, &["peg", "--max-positions", "0"], "at least one position");
    fails(
        2,
        &["peg", "--max-positions", "many"],
        "'many' is not a whole number",
    );
    fails(
        2,
        &["peg", "--atlas", "--max-positions", "9"],
        "cannot be used with",
    );
}

/// `--on-disk DIR`: a line the verifier accepts; an impossible problem exits 1 with each
/// layer's digest on stdout and the proof on stderr; a problem the search does not take and
/// a bad `--memory` are bad arguments (2).
#[test]
fn the_search_on_disk_answers_and_refuses() {
    let dir = std::env::temp_dir().join(format!("movelab-cli-peg-disk-{}", std::process::id()));
    let dir_text = dir.to_str().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let a1 = [
        "peg",
        "--board",
        "triangle5",
        "--empty",
        "a1",
        "--finish",
        "a1",
    ];
    // Only an empty directory, or one a search left.
    let missing = [&a1[..], &["--on-disk", dir_text]].concat();
    fails(2, &missing, "is neither an empty directory");
    std::fs::create_dir(&dir).unwrap();
    let on_disk = [&a1[..], &["--on-disk", dir_text, "--memory", "0.001"]].concat();
    let line = stdout(&on_disk);
    movelab(
        &[
            "verify",
            "peg",
            "--board",
            "triangle5",
            "--empty",
            "a1",
            "--finish",
            "a1",
        ],
        &line,
    )
    .success();
    // Again: every layer found complete, the same line.
    assert_eq!(stdout(&on_disk), line);
    // Another problem is not resumed from that directory.
    let b3 = [
        "peg",
        "--board",
        "triangle5",
        "--empty",
        "b3",
        "--finish",
        "b3",
    ];
    let b3_there = [&b3[..], &["--on-disk", dir_text]].concat();
    movelab(&b3_there, "").code(2);
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::create_dir(&dir).unwrap();
    let out = movelab(&b3_there, "").code(1).get_output().clone();
    let digests = String::from_utf8(out.stdout).unwrap();
    assert_eq!(digests.lines().count(), 7, "{digests}");
    assert!(
        digests.starts_with("layer 0 positions 1 fnv1a64 "),
        "{digests}"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.lines()
            .last()
            .unwrap()
            .contains("unsolvable: exhaustive search from both ends"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::create_dir(&dir).unwrap();
    fails(
        2,
        &[
            "peg",
            "--board",
            "triangle5",
            "--empty",
            "a1",
            "--finish",
            "c3",
            "--on-disk",
            dir_text,
        ],
        "--on-disk takes one empty hole",
    );
    fails(
        2,
        &[&on_disk[..7], &["--on-disk", dir_text, "--memory", "0"]].concat(),
        "GB",
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    std::fs::remove_dir(&dir).unwrap();
}

/// Wiegleb e1 → e1 was decided once by the search on disk (hours): the command line answers
/// it and its images at once from the record, with how it was found and how to run it again,
/// for a line and for the fewest moves alike.
#[test]
fn a_problem_decided_on_disk_is_answered_from_its_record() {
    for (hole, more) in [
        ("e1", &[][..]),
        ("i5", &[][..]),
        ("a5", &["--fewest-moves"][..]),
    ] {
        let args = [
            &[
                "peg", "--board", "wiegleb", "--empty", hole, "--finish", hole,
            ][..],
            more,
        ]
        .concat();
        fails(
            1,
            &args,
            "1,950,472,786 positions of 23 pegs come from the start",
        );
        fails(1, &args, "make peg-on-disk runs it again");
    }
    // Another finish from e1 is not what was decided.
    let other = stdout(&[
        "peg", "--board", "wiegleb", "--empty", "e1", "--finish", "e7",
    ]);
    assert!(other.lines().count() > 40, "{other}");
}
