//! Every command-line parser fuzzed (issue 26, item 5): for every argument of every `movelab`
//! subcommand, hostile values (huge, 2^53, 2^64, negative, empty, long, unknown and non-ASCII)
//! and generated ones never panic; a refusal exits 2 (1 only where docs/design.md says) with one
//! line on stderr naming the value or the limit; a valid value succeeds. The subcommands and
//! their arguments are read from `movelab --help`, so one without a fuzz case fails the test.

use assert_cmd::Command;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::collections::BTreeMap;

// ---------------------------------------------------------------------------------------
// The command line as its help describes it.

fn help(path: &[&str]) -> String {
    let out = Command::cargo_bin("movelab")
        .unwrap()
        .args(path)
        .arg("--help")
        .output()
        .unwrap();
    assert!(out.status.success(), "{path:?} --help");
    String::from_utf8(out.stdout).unwrap()
}

/// The entries of one section of a help page (`Commands:`, `Arguments:`, `Options:`): the
/// first word of each line indented by exactly two spaces or six (an option without a short
/// name), `-h, --help` and `--version` left out.
fn section(help: &str, title: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut inside = false;
    for line in help.lines() {
        if !line.starts_with(' ') && !line.is_empty() {
            inside = line == title;
            continue;
        }
        let body = line.trim_start();
        let indent = line.len() - body.len();
        if !inside || body.is_empty() || !(indent == 2 || indent == 6) {
            continue;
        }
        let word = body
            .split([' ', '='])
            .next()
            .unwrap()
            .trim_end_matches(',')
            .to_string();
        if !["-h", "-V", "--help", "--version", "help"].contains(&word.as_str()) {
            names.push(word);
        }
    }
    names
}

/// Every leaf subcommand (`grundy octal`, `verify peg`, …) with its arguments: positionals
/// by name (`N`, `HEAPS`), options and flags as `--name`.
fn leaves() -> BTreeMap<String, Vec<String>> {
    fn walk(path: Vec<&str>, out: &mut BTreeMap<String, Vec<String>>) {
        let text = help(&path);
        let commands = section(&text, "Commands:");
        if commands.is_empty() {
            let mut args: Vec<String> = section(&text, "Arguments:")
                .iter()
                .map(|a| a.trim_matches(['<', '>', '[', ']', '.']).to_string())
                .collect();
            args.extend(section(&text, "Options:"));
            out.insert(path.join(" "), args);
            return;
        }
        for c in &commands {
            let mut next = path.clone();
            next.push(c);
            walk(next, out);
        }
    }
    let mut out = BTreeMap::new();
    walk(vec![], &mut out);
    out
}

// ---------------------------------------------------------------------------------------
// The fuzz cases: for each subcommand a valid base command and one slot per argument.

/// Where a slot's value goes.
#[derive(Clone, Copy)]
enum Place {
    /// The positional at this index of the base's arguments (after the subcommand path).
    Positional(usize),
    /// An option given as `--name=VALUE`, replacing the base's own.
    Option,
    /// A flag without a value: only its presence and repetition are fuzzed.
    Flag,
    /// Text on stdin.
    Stdin,
    /// The contents of the file named by the positional at this index.
    FileAt(usize),
}

#[derive(Clone)]
struct Slot {
    /// The argument as the help names it (`N`, `--first`), or `stdin`, `FILE contents`.
    arg: &'static str,
    place: Place,
    /// Values that must succeed (exit 0, or 1 where the slot allows it).
    valid: BoxedStrategy<String>,
    /// Values near the limits, checked like the hostile ones.
    edges: Vec<String>,
    /// What a refusal may name instead of the value: the limits.
    limits: &'static [&'static str],
    /// A base other than the subcommand's (an option that needs another, like --window).
    base: Option<&'static [&'static str]>,
}

struct Case {
    path: &'static str,
    /// Valid arguments after the path.
    base: &'static [&'static str],
    stdin: &'static str,
    /// Exit 1 is an answer here (verify's verdict, unsolvable, no period, unreachable).
    exit_one: bool,
    slots: Vec<Slot>,
}

fn slot(arg: &'static str, place: Place, valid: BoxedStrategy<String>) -> Slot {
    Slot {
        arg,
        place,
        valid,
        edges: vec![],
        limits: &[],
        base: None,
    }
}

impl Slot {
    fn edges(mut self, edges: &[&str]) -> Slot {
        self.edges = edges.iter().map(|e| e.to_string()).collect();
        self
    }
    fn limits(mut self, limits: &'static [&'static str]) -> Slot {
        self.limits = limits;
        self
    }
    fn base(mut self, base: &'static [&'static str]) -> Slot {
        self.base = Some(base);
        self
    }
}

fn one_of(values: &[&str]) -> BoxedStrategy<String> {
    let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    proptest::sample::select(values).boxed()
}

fn number(range: std::ops::RangeInclusive<u64>) -> BoxedStrategy<String> {
    range.prop_map(|v| v.to_string()).boxed()
}

fn pattern(regex: &str) -> BoxedStrategy<String> {
    proptest::string::string_regex(regex).unwrap().boxed()
}

fn flag(arg: &'static str) -> Slot {
    slot(arg, Place::Flag, Just(String::new()).boxed())
}

fn option(arg: &'static str, valid: BoxedStrategy<String>) -> Slot {
    slot(arg, Place::Option, valid)
}

fn positional(arg: &'static str, index: usize, valid: BoxedStrategy<String>) -> Slot {
    slot(arg, Place::Positional(index), valid)
}

fn format(formats: &[&str]) -> Slot {
    option("--format", one_of(formats))
}

/// The `--step`, `--at`, `--window`, `--count`, `--all` and `--format` of the checker rows.
fn row_query(length: u64, window_base: &'static [&'static str]) -> Vec<Slot> {
    vec![
        format(&["text", "json", "csv"]),
        option("--step", number(1..=length)).edges(&["0", "1", &length.to_string()]),
        option("--at", number(0..=length)).edges(&["0", &(length + 1).to_string()]),
        option("--window", pattern("[0-2]:[3-6]"))
            .base(window_base)
            .edges(&["0:0", "3:2", "0:10001", "0:18446744073709551616"]),
        flag("--count"),
        flag("--all"),
    ]
}

/// A hole of the 15-hole triangle: row 1 to 5, a letter up to the row's length.
fn triangle5_hole() -> BoxedStrategy<String> {
    (1u8..=5)
        .prop_flat_map(|row| (0..row).prop_map(move |c| format!("{}{row}", (b'a' + c) as char)))
        .boxed()
}

/// `peg --on-disk`'s directory for the fuzz cases, made empty once per run of the tests.
fn on_disk_dir() -> String {
    static DIR: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("movelab-fuzz-on-disk-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.to_string_lossy().into_owned()
    })
    .clone()
}

static ON_DISK_BASE: std::sync::OnceLock<&'static [&'static str]> = std::sync::OnceLock::new();

const SHIFT_3_2: &str = "2 4 5 3 1 0 2 4 3 1 2";
const PAIRS_3: &str = "0 2 5 0";
const TRIANGLE5: &str =
    "a3-a1 c3-a3 a1-c3 a4-a2 d4-b2 b5-b3 d5-b5 a5-c5 c5-c3 b2-d4 e5-c3 c3-a3 a3-a1";
const CANDY: &str = r#"{"travel":[[0,2],[2,0]],"boxes":[[0,1,3],[2,2,5],[3,1,1]]}"#;

/// Every subcommand's fuzz case. Valid values are kept small where a large one is slow in
/// a debug build (knights' table, K in a row, misère quotients); their limits are still
/// fuzzed by the edges one past them.
fn cases() -> Vec<Case> {
    let code = || pattern("[048]?\\.[0-7]{1,4}[1-7]");
    vec![
        Case {
            path: "shift",
            base: &["3", "2"],
            stdin: "",
            exit_one: false,
            slots: [
                vec![
                    positional("N", 0, number(1..=40))
                        .edges(&["1", "1000000000", "1000000001"])
                        .limits(&["1000000000", "100000000"]),
                    positional("M", 1, number(1..=40))
                        .edges(&["1", "1000000000", "1000000001"])
                        .limits(&["1000000000", "100000000"]),
                    option("--first", one_of(&["right", "left"])),
                ],
                row_query(11, &["3", "2", "--at", "4"]),
            ]
            .concat(),
        },
        Case {
            path: "pairs",
            base: &["5"],
            stdin: "",
            exit_one: false,
            slots: [
                vec![positional("N", 0, number(3..=60))
                    .edges(&["1", "2", "3", "1000000000000000", "1000000000000001"])
                    .limits(&["1000000000000000", "no solution", "at least 1"])],
                row_query(5, &["5", "--at", "4"]),
            ]
            .concat(),
        },
        Case {
            path: "catalog",
            base: &[],
            stdin: "",
            exit_one: false,
            slots: vec![option("--format", one_of(&["text", "json"]))],
        },
        Case {
            path: "grundy subtraction",
            base: &["1,3,4", "--upto", "20"],
            stdin: "",
            exit_one: true,
            slots: vec![
                positional("SET", 0, pattern("[1-9][0-9]{0,2}(,[1-9][0-9]{0,2}){0,4}"))
                    .edges(&["0", "10000", "10001", ",", "1,,2"])
                    .limits(&["10000"]),
                option("--upto", number(0..=300)).edges(&["10000001"]),
                option("--at", number(0..=1_000_000_000_000_000_000))
                    .base(&["1,3,4", "--at", "5"])
                    .edges(&["1000000000000000000", "1000000000000000001"])
                    .limits(&["10^18"]),
                flag("--period"),
                flag("--misere"),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "grundy octal",
            base: &["0.07", "--upto", "20"],
            stdin: "",
            exit_one: true,
            slots: vec![
                positional("CODE", 0, code())
                    .edges(&["0.0", "1.07", "0.012345670123456701234567012345670", "0.3F"])
                    .limits(&["32"]),
                option("--upto", number(0..=300)).edges(&["268435457"]),
                option("--at", number(0..=1_000_000_000_000_000_000))
                    .base(&["0.07", "--at", "5"])
                    .edges(&["1000000000000000001"])
                    .limits(&["10^18"]),
                flag("--period"),
                flag("--misere").base(&["0.07", "--upto", "6"]),
                option("--heaps", pattern("[0-9]{1,2}(,[0-9]{1,2}){0,3}"))
                    .base(&["0.07", "--heaps", "3,4"])
                    .edges(&["268435457", "1,,2"])
                    .limits(&["268435456", "1000"]),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "grundy grundys",
            base: &["--upto", "20"],
            stdin: "",
            exit_one: true,
            slots: vec![
                option("--upto", number(0..=300))
                    .edges(&["268435457"])
                    .limits(&["268435456"]),
                option("--at", number(0..=300))
                    .base(&["--at", "5"])
                    .edges(&["268435457", "1000000000000000001"])
                    .limits(&["268435456", "10^18"]),
                flag("--period"),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "nim",
            base: &["3", "4", "5"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional("HEAPS", 0, number(0..=(1 << 62)))
                    .edges(&["4611686018427387904", "4611686018427387905"])
                    .limits(&["4611686018427387904"]),
                flag("--misere"),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "knights",
            base: &["--size", "8", "--at", "3,3", "--at", "5,5"],
            stdin: "",
            exit_one: false,
            slots: vec![
                option("--size", number(5..=40))
                    .edges(&["0", "1", "2001"])
                    .limits(&["2000", "off the"]),
                option("--at", pattern("[1-8],[1-8]"))
                    .edges(&["9,1", "0,0", "4294967296,1"])
                    .limits(&["2000", "8×8"]),
                option("--variant", one_of(&["one", "any", "proper", "all"])),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "kinrow",
            base: &["10", "--k", "3"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional("N", 0, number(1..=300)).edges(&["0", "1048577"]),
                option("--k", number(1..=50)).edges(&["0", "1000", "1001"]),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "parity",
            base: &["10", "--k", "3"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional("N", 0, number(1..=2000)).edges(&["0", "10000001"]),
                option("--k", number(1..=2000)).edges(&["0", "10000001"]),
                flag("--odd"),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "automaton",
            base: &["0110100", "--steps", "3"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional("CELLS", 0, pattern("[01]{1,80}"))
                    .edges(&["0", "1"])
                    .limits(&["empty"]),
                option("--steps", number(0..=1_000_000_000_000_000_000))
                    .edges(&["1000000000000000000", "1000000000000000001"])
                    .limits(&["10^18"]),
                flag("--stable").base(&["0110100"]),
                slot("stdin", Place::Stdin, pattern("[01]{1,80}\n?"))
                    .base(&["-", "--stable"])
                    .edges(&["", "\n", "01\n01"])
                    .limits(&["empty"]),
            ],
        },
        Case {
            path: "candy",
            base: &["FILE"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional("FILE", 0, Just("FILE".to_string()).boxed()),
                slot(
                    "FILE contents",
                    Place::FileAt(0),
                    Just(CANDY.to_string()).boxed(),
                )
                .edges(&[
                    r#"{"travel":[[0]],"boxes":[]}"#,
                    r#"{"x":[0,18446744073709551615],"boxes":[[0,1,1]]}"#,
                    r#"{"x":[0,3],"boxes":[[0,3,1]]}"#,
                    r#"{"x":[-1],"boxes":[]}"#,
                    r#"{"travel":[[0,1]],"boxes":[]}"#,
                    r#"{"travel":[],"boxes":[]}"#,
                    r#"{"x":[0],"travel":[[0]],"boxes":[]}"#,
                    r#"{"x":[0],"boxes":[[1000000000001,1,1]]}"#,
                    r#"{"x":[0],"boxes":[[0,1]]}"#,
                ])
                .limits(&["1000000000000", "500"]),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "push",
            base: &[".#.##..", "--k", "3"],
            stdin: "",
            exit_one: true,
            slots: vec![
                positional("BOARD", 0, pattern("\\.[.#]{0,20}"))
                    .edges(&["#", ".", &".".repeat(64), &".".repeat(65)])
                    .limits(&["64", "square 1"]),
                option("--k", number(2..=64))
                    .edges(&["1", "65"])
                    .limits(&["64"]),
                option("--walk", number(0..=1_000_000_000)).edges(&["1000000001"]),
                option("--jump", number(0..=1_000_000_000)).edges(&["1000000001"]),
                option("--push", number(0..=1_000_000_000)).edges(&["1000000001"]),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "peg",
            base: &["--board", "triangle5"],
            stdin: "",
            exit_one: true,
            slots: vec![
                option(
                    "--board",
                    one_of(&["triangle4", "triangle5", "triangle6", "english"]),
                )
                .limits(&["english, french"]),
                option("--empty", triangle5_hole())
                    .edges(&["a1,a1", "a1,", "f6", "a0", "d-2147483648", "a1,b2,c3"])
                    .limits(&["triangle5"]),
                option(
                    "--finish",
                    prop_oneof![Just("any".to_string()), triangle5_hole()].boxed(),
                )
                .edges(&["a6", "d+4", "ANY"]),
                format(&["text", "json"]),
                flag("--fewest-moves"),
                flag("--count"),
                flag("--solvable"),
                flag("--atlas"),
                option("--max-positions", number(1..=100_000_000)).edges(&[
                    "0",
                    "many",
                    "-5",
                    "99999999999999999999999",
                ]),
                // One directory of the search on disk, made here; any other value names a
                // directory that is not there (or not empty), which is refused before a file
                // is written.
                option("--on-disk", one_of(&[&on_disk_dir()])).base(&[
                    "--board",
                    "triangle5",
                    "--empty",
                    "a1",
                    "--finish",
                    "a1",
                ]),
                option("--memory", one_of(&["0.01", "1", "4"])).base(ON_DISK_BASE.get_or_init(
                    || {
                        let dir: &'static str = Box::leak(on_disk_dir().into_boxed_str());
                        let base = ["--board", "triangle5", "--empty", "a1", "--finish", "a1"];
                        Box::leak(Box::new([&base[..], &["--on-disk", dir]].concat()))
                    },
                )),
            ],
        },
        Case {
            path: "run",
            base: &["subtraction", "memo", "heap=10"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional("GAME", 0, one_of(&["subtraction"])).edges(&["shift", "nope"]),
                positional("RUN", 1, one_of(&["memo", "recursion"]))
                    .edges(&["table", "everything"])
                    .limits(&["recursion or memo"]),
                positional(
                    "SETTINGS",
                    2,
                    pattern("heap=[0-9]{1,2}|set=[1-9](,[1-9]){0,3}|misere=[01]"),
                )
                .edges(&[
                    "heap=10000000",
                    "heap=10000001",
                    "heap=-1",
                    "heap",
                    "x=1",
                    "set=0",
                    "misere=2",
                ])
                .limits(&["10000000", "100,000", "10,000"]),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "tictactoe",
            base: &["xo.......", "--order", "centre"],
            stdin: "",
            exit_one: false,
            slots: vec![
                positional(
                    "BOARD",
                    0,
                    one_of(&["xo.......", "xoxo.....", "xxxoo....", "x........"]),
                )
                .edges(&[
                    "xxxxxxxxx",
                    "ooo......",
                    "xxx.ooo..",
                    "xo",
                    "xo........",
                ]),
                option("--order", one_of(&["natural", "centre", "center", "best"])),
                format(&["text", "json"]),
            ],
        },
        Case {
            path: "verify shift",
            base: &["3", "2"],
            stdin: SHIFT_3_2,
            exit_one: true,
            slots: vec![
                positional("N", 0, Just("3".to_string()).boxed())
                    .edges(&["1000000001"])
                    .limits(&["1000000000"]),
                positional("M", 1, Just("2".to_string()).boxed())
                    .edges(&["1000000001"])
                    .limits(&["1000000000"]),
                slot("stdin", Place::Stdin, Just(SHIFT_3_2.to_string()).boxed()).edges(&[
                    "[2,4,5,3,1,0,2,4,3,1,2]",
                    "[2,4",
                    "[-1]",
                    "[1e400]",
                    "2 99",
                    "2,4",
                ]),
            ],
        },
        Case {
            path: "verify pairs",
            base: &["3"],
            stdin: PAIRS_3,
            exit_one: true,
            slots: vec![
                positional("N", 0, Just("3".to_string()).boxed())
                    .edges(&["1", "1000000000000001"])
                    .limits(&["1000000000000000", "at least 1", "no solution"]),
                slot("stdin", Place::Stdin, Just(PAIRS_3.to_string()).boxed()).edges(&[
                    "[0,2,5,0]",
                    "[0.5]",
                    "0 2 5 0 0",
                    "{}",
                ]),
            ],
        },
        Case {
            path: "verify peg",
            base: &["--board", "triangle5"],
            stdin: TRIANGLE5,
            exit_one: true,
            slots: vec![
                option("--board", Just("triangle5".to_string()).boxed()),
                option("--empty", Just("a1".to_string()).boxed()).edges(&["a1,a1", "a0"]),
                option("--finish", one_of(&["a1", "any"])).edges(&["z9"]),
                slot("stdin", Place::Stdin, Just(TRIANGLE5.to_string()).boxed()).edges(&[
                    r#"{"jumps":["a3-a1"]}"#,
                    r#"{"jumps":5}"#,
                    r#"["a3-a1",1]"#,
                    "a3-a1-a1",
                    "a3--a1",
                    "d-2147483648-a1",
                ]),
            ],
        },
    ]
}

// ---------------------------------------------------------------------------------------
// Running one value and judging the answer.

/// Values no parser may panic on, for every slot (a few are valid for some).
fn hostile() -> Vec<String> {
    let mut values: Vec<String> = [
        "",
        " ",
        "0",
        "-1",
        "-0",
        "+3",
        "1.5",
        "1e3",
        "0x10",
        "9007199254740992",
        "9007199254740993",
        "9223372036854775808",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775809",
        "99999999999999999999999999999999",
        "é",
        "日本語",
        "٣",
        "x,y",
        ":",
        ",",
        "-",
        "\t\n",
        "💥",
    ]
    .iter()
    .map(|v| v.to_string())
    .collect();
    values.push("9".repeat(5000));
    values.push("é".repeat(3000));
    values.push("a1,".repeat(1000));
    values
}

/// Generated values: short tokens of the characters the parsers read, and anything else.
fn garbage() -> BoxedStrategy<String> {
    prop_oneof![
        pattern("[0-9a-h.,:#xo\\-+ ]{0,12}"),
        pattern("[0-9]{19,25}"),
        pattern("-[0-9]{1,20}"),
        any::<String>().prop_filter("no NUL in an argument", |s| !s.contains('\0')),
    ]
    .boxed()
}

/// Longer than any run here takes in a debug build: a slow value fails instead of hanging.
const SLOW: std::time::Duration = std::time::Duration::from_secs(20);

struct Run {
    status: Option<i32>,
    stderr: String,
}

fn run(case: &Case, slot: &Slot, value: &str, dir: &std::path::Path) -> (Vec<String>, Run) {
    let mut args: Vec<String> = case.path.split(' ').map(str::to_string).collect();
    let prefix = args.len();
    let base = slot.base.unwrap_or(case.base);
    args.extend(base.iter().map(|a| a.to_string()));
    let mut stdin = case.stdin.to_string();
    // A file argument names a file holding valid contents, unless the value replaces them;
    // one file a run, as the tests run in parallel.
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let file = dir.join(format!("movelab-fuzz-{}-{k}.json", std::process::id()));
    let mut contents = CANDY.to_string();
    match slot.place {
        Place::Positional(i) => args[prefix + i] = value.to_string(),
        Place::Option => {
            // Drop the base's own occurrences of the option (and their values), then add it.
            let mut kept = args[..prefix].to_vec();
            let mut rest = args[prefix..].iter().peekable();
            while let Some(a) = rest.next() {
                if a == slot.arg {
                    while rest.peek().is_some_and(|v| !v.starts_with("--")) {
                        rest.next();
                    }
                } else {
                    kept.push(a.clone());
                }
            }
            args = kept;
            args.push(format!("{}={value}", slot.arg));
        }
        Place::Flag => args.push(slot.arg.to_string()),
        Place::Stdin => stdin = value.to_string(),
        Place::FileAt(_) => contents = value.to_string(),
    }
    for a in args.iter_mut() {
        if a == "FILE" {
            *a = file.to_str().unwrap().to_string();
        }
    }
    std::fs::write(&file, contents).unwrap();
    let out = Command::cargo_bin("movelab")
        .unwrap()
        .args(&args)
        .write_stdin(stdin)
        .timeout(SLOW)
        .output()
        .unwrap();
    std::fs::remove_file(&file).unwrap();
    let run = Run {
        status: out.status.code(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    (args, run)
}

/// The answer to any value: no panic; exit 0, 2 or (where allowed) 1; a refusal on one line
/// that names the value, a limit, or (for an empty value) the argument.
fn judge(case: &Case, slot: &Slot, value: &str, args: &[String], run: &Run) -> Result<(), String> {
    let shown = || {
        format!(
            "movelab {args:?} (stdin/file: {value:?}): {:?} {}",
            run.status, run.stderr
        )
    };
    if run.stderr.contains("panicked") {
        return Err(format!("panic: {}", shown()));
    }
    match run.status {
        Some(0) => return Ok(()),
        Some(1) if case.exit_one => {}
        Some(2) => {}
        Some(GAVE_UP) if gave_up(run) => {}
        _ => return Err(format!("exit status: {}", shown())),
    }
    let line = run.stderr.trim_end_matches('\n');
    if line.lines().count() != 1 || !line.starts_with("movelab: ") {
        return Err(format!("not one line 'movelab: …': {}", shown()));
    }
    if run.status == Some(1) || run.status == Some(GAVE_UP) {
        return Ok(());
    }
    if let Place::FileAt(i) = slot.place {
        // A file's contents are named by the file and the line and column in it.
        let path = &args[case.path.split(' ').count() + i];
        return if line.contains(path.as_str()) {
            Ok(())
        } else {
            Err(format!("the refusal does not name the file: {}", shown()))
        };
    }
    if names(line, value) || slot.limits.iter().any(|l| line.contains(l)) || line.contains(slot.arg)
    {
        Ok(())
    } else {
        Err(format!(
            "the refusal names neither the value nor a limit: {}",
            shown()
        ))
    }
}

/// Whether a refusal names `value`: the value itself (control characters escaped, as the
/// command line writes them), or a part of it in quotes, like `square 3 is 'é'` or the
/// `'x'` of the list `1,x`. An empty value is named by `''` or a sentence about it.
fn names(line: &str, value: &str) -> bool {
    let escaped: String = value
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    if value.trim().is_empty() {
        return line.contains(&format!("'{escaped}'")) || line.contains("empty");
    }
    if line.contains(escaped.trim()) {
        return true;
    }
    let mut quoted = line.split('\'').skip(1).step_by(2);
    if quoted.any(|q| !q.is_empty() && escaped.contains(q)) {
        return true;
    }
    // An item of a list, as a word of its own: `x is not a hole` for `--empty x,y`.
    escaped
        .split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .any(|item| {
            line.starts_with(&format!("movelab: {item} ")) || line.contains(&format!(" {item} "))
        })
}

/// The exit status of a search stopped at its limit (peg's `--max-positions`): an answer
/// ("try again with more"), neither a refusal nor a crash.
const GAVE_UP: i32 = 3;

/// Whether `run` is a give-up: exit 3 and the one line that names the limit.
fn gave_up(run: &Run) -> bool {
    run.status == Some(GAVE_UP) && run.stderr.starts_with("movelab: gave up: ")
}

fn check(case: &Case, slot: &Slot, value: &str) -> Result<(), String> {
    let dir = std::env::temp_dir();
    let (args, run) = run(case, slot, value, &dir);
    judge(case, slot, value, &args, &run)
}

fn valued(slot: &Slot) -> bool {
    !matches!(slot.place, Place::Flag)
}

// ---------------------------------------------------------------------------------------
// The tests.

#[test]
fn every_subcommand_and_argument_has_a_fuzz_case() {
    let leaves = leaves();
    let cases = cases();
    assert!(
        leaves.len() >= 18,
        "subcommands read from --help: {leaves:?}"
    );
    let mut missing = Vec::new();
    for (path, args) in &leaves {
        let Some(case) = cases.iter().find(|c| c.path == path) else {
            missing.push(format!("movelab {path} (no case at all)"));
            continue;
        };
        for arg in args {
            if !case.slots.iter().any(|s| s.arg == arg) {
                missing.push(format!("movelab {path} {arg}"));
            }
        }
        for s in &case.slots {
            let extra = ["stdin", "FILE contents"].contains(&s.arg);
            assert!(
                extra || args.contains(&s.arg.to_string()),
                "movelab {path} has no {}",
                s.arg
            );
        }
    }
    for case in &cases {
        assert!(
            leaves.contains_key(case.path),
            "no subcommand '{}'",
            case.path
        );
    }
    assert!(
        missing.is_empty(),
        "arguments without a fuzz case: {missing:#?}"
    );
}

#[test]
fn hostile_and_edge_values_never_panic_and_are_refused_by_name() {
    let mut failures = Vec::new();
    for case in cases() {
        for slot in case.slots.iter().filter(|s| valued(s)) {
            for value in hostile().iter().chain(&slot.edges) {
                if let Err(e) = check(&case, slot, value) {
                    failures.push(e);
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn generated_values_never_panic_and_valid_ones_succeed() {
    let mut failures = Vec::new();
    for case in cases() {
        for slot in &case.slots {
            let mut runner = TestRunner::new(Config {
                cases: if valued(slot) { 6 } else { 1 },
                failure_persistence: None,
                ..Config::default()
            });
            // Valid values: exit 0 (1 where the case allows it, judged by `judge`).
            let valid = runner.run(&slot.valid, |value| {
                let dir = std::env::temp_dir();
                let (args, run) = run(&case, slot, &value, &dir);
                // A flag may be refused with the base (grundys --period): judged as any value.
                let ok = !valued(slot)
                    || run.status == Some(0)
                    || (case.exit_one && run.status == Some(1))
                    || gave_up(&run);
                if !ok {
                    return Err(TestCaseError::fail(format!(
                        "a valid value failed: movelab {args:?} (stdin/file {value:?}): {:?} {}",
                        run.status, run.stderr
                    )));
                }
                judge(&case, slot, &value, &args, &run).map_err(TestCaseError::fail)
            });
            if let Err(e) = valid {
                failures.push(format!("{} {}: {e}", case.path, slot.arg));
            }
            if !valued(slot) {
                continue;
            }
            let hostile = runner.run(&garbage(), |value| {
                check(&case, slot, &value).map_err(TestCaseError::fail)
            });
            if let Err(e) = hostile {
                failures.push(format!("{} {}: {e}", case.path, slot.arg));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn repeated_options_and_flags_are_refused_by_name() {
    let mut failures = Vec::new();
    for case in cases() {
        for slot in case.slots.iter().filter(|s| s.arg.starts_with("--")) {
            let value = match slot.place {
                Place::Flag => String::new(),
                _ => {
                    let mut runner = TestRunner::deterministic();
                    slot.valid.new_tree(&mut runner).unwrap().current()
                }
            };
            let written = match slot.place {
                Place::Flag => slot.arg.to_string(),
                _ => format!("{}={value}", slot.arg),
            };
            let mut args: Vec<&str> = case.path.split(' ').collect();
            args.extend(slot.base.unwrap_or(case.base));
            args.extend([written.as_str(), written.as_str()]);
            let file =
                std::env::temp_dir().join(format!("candy-repeat-{}.json", std::process::id()));
            std::fs::write(&file, CANDY).unwrap();
            let args: Vec<String> = args
                .iter()
                .map(|a| {
                    if *a == "FILE" {
                        file.to_str().unwrap().to_string()
                    } else {
                        a.to_string()
                    }
                })
                .collect();
            let out = Command::cargo_bin("movelab")
                .unwrap()
                .args(&args)
                .write_stdin(case.stdin)
                .timeout(SLOW)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            let code = out.status.code();
            // Repeating a list option (knights --at) adds to the list; any other is refused.
            let fine = match code {
                Some(0) => true,
                Some(1) => case.exit_one,
                Some(2) => err.lines().count() == 1 && err.contains(slot.arg),
                _ => false,
            };
            if !fine || err.contains("panicked") {
                failures.push(format!("movelab {args:?}: {code:?} {err}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The refusals this fuzzing found wrong, each as it is now: (arguments, stdin, what the
/// one line must say, what it must not).
#[test]
fn the_refusals_found_by_fuzzing_stay_fixed() {
    let cases: [(&[&str], &str, &str, &str); 8] = [
        // A panic (overflow of the row) in a debug build.
        (
            &["peg", "--finish", "d-2147483648"],
            "",
            "d-2147483648 is not a hole",
            "panicked",
        ),
        // A sign named d4.
        (
            &["peg", "--finish", "d+4"],
            "",
            "d+4 is not a hole",
            "panicked",
        ),
        // The side was clamped to u32 and the refusal named 4294967295.
        (
            &["knights", "--size", "1099511627776", "--at", "1,1"],
            "",
            "not 1099511627776",
            "4294967295",
        ),
        (
            &["knights", "--size", "3", "--at", "5000000000,1"],
            "",
            "a coordinate goes up to 2,000",
            "whole numbers",
        ),
        // Past 2^64 − 1 was "not a whole number".
        (
            &["nim", "18446744073709551616"],
            "",
            "more than 18,446,744,073,709,551,615",
            "not a whole number",
        ),
        // --heaps was refused as an --upto the command does not take.
        (
            &["grundy", "octal", "0.07", "--heaps", "1,268435457"],
            "",
            "heap 268435457 in --heaps",
            "--upto",
        ),
        // A value with a newline broke the one line.
        (
            &["tictactoe", "xo.\n....."],
            "",
            "the board 'xo.\\n.....' is refused",
            "\n.",
        ),
        (
            &["peg", "--empty", "a1,"],
            "",
            "--empty 'a1,' has an empty hole name",
            "panicked",
        ),
    ];
    for (args, stdin, says, not) in cases {
        let out = Command::cargo_bin("movelab")
            .unwrap()
            .args(args)
            .write_stdin(stdin)
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says) && !err.contains(not), "{args:?}: {err}");
    }
}

// ---------------------------------------------------------------------------------------
// In process: the core's parsers, which the command line and the page share, at proptest's
// full count of cases.

mod core_parsers {
    use super::garbage;
    use movelab::game::{Notation, Rules};
    use proptest::prelude::*;
    use std::fmt::Debug;

    /// Every legal move from `state` reads back as itself, and `text` never panics the
    /// move parser: a refusal is one non-empty line.
    fn notation<G>(game: &G, state: &G::State, text: &str) -> Result<(), TestCaseError>
    where
        G: Notation,
        G::Move: PartialEq + Debug,
    {
        for mv in game.legal_moves(state) {
            let written = game.write_move(&mv);
            let read = game.parse_move(&written);
            prop_assert_eq!(read.as_ref(), Ok(&mv), "{}", written);
        }
        if let Err(why) = game.parse_move(text) {
            prop_assert!(!why.is_empty() && why.lines().count() <= 1 + text.lines().count());
        }
        Ok(())
    }

    /// The ids of the English message files, each `id =` at the start of a line.
    fn english_ids() -> &'static std::collections::HashSet<String> {
        static IDS: std::sync::OnceLock<std::collections::HashSet<String>> =
            std::sync::OnceLock::new();
        IDS.get_or_init(|| {
            let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../locales/en");
            let mut ids = std::collections::HashSet::new();
            for file in std::fs::read_dir(dir).unwrap() {
                let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
                for line in text.lines() {
                    if let Some((id, _)) = line.split_once(" =") {
                        ids.insert(id.to_string());
                    }
                }
            }
            ids
        })
    }

    /// A refusal is a fact the message files word, nested facts too.
    fn fact<T>(answer: Result<T, movelab::message::Message>) -> Result<(), TestCaseError> {
        fn known(m: &movelab::message::Message) -> Result<(), TestCaseError> {
            prop_assert!(english_ids().contains(m.id), "{} has no message", m.id);
            for (_, arg) in &m.args {
                if let movelab::message::Arg::Message(inner) = arg {
                    known(inner)?;
                }
            }
            Ok(())
        }
        match answer {
            Err(m) => known(&m),
            Ok(_) => Ok(()),
        }
    }

    /// A refusal is a sentence: not empty.
    fn sentence<T>(answer: Result<T, String>) -> Result<(), TestCaseError> {
        if let Err(why) = answer {
            prop_assert!(!why.trim().is_empty());
        }
        Ok(())
    }

    proptest! {
        #[test]
        fn a_whole_number_is_read_exactly_when_it_is_one(text in garbage()) {
            // Independent: digits only, and no more than u64::MAX (compared as decimal text).
            let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
            let significant = text.trim_start_matches('0');
            let max = u64::MAX.to_string();
            let fits = significant.len() < max.len()
                || (significant.len() == max.len() && significant <= max.as_str());
            match movelab::text::whole(&text) {
                Ok(v) => {
                    let expected = if significant.is_empty() { "0" } else { significant };
                    prop_assert!(digits && fits && v.to_string() == expected, "{:?} read as {}", text, v);
                }
                Err(why) => prop_assert_eq!(why.id == "value-too-large", digits && !fits),
            }
        }

        #[test]
        fn the_games_text_parsers_never_panic(text in garbage(), n in any::<u64>(), k in any::<u64>()) {
            use movelab::{automaton, candy, kinrow, knights, pairs, parity, peg, push, shift, subtraction, tictactoe};
            fact(movelab::impartial::octal_table::Code::parse(&text))?;
            fact(subtraction::Subtraction::parse(&text, n % 2 == 0))?;
            fact(knights::parse_square(&text))?;
            fact(knights::session::parse_at(&text))?;
            fact(knights::board_side(n))?;
            sentence(candy::Game::parse(&text))?;
            // A fact: its id says what was refused.
            sentence(push::Push::new(&text, k % 70, n % 4, 1, 1).map_err(|m| m.to_string()))?;
            sentence(automaton::Automaton::read(&text).map_err(|m| m.to_string()))?;
            sentence(peg::Board::named(&text))?;
            // The setup's refusals as the command line words them.
            let setup = |r: Result<peg::Peg, _>| r.map_err(|e: peg::rules::Setup| e.to_string());
            sentence(setup(peg::Peg::new("english", &text.split(',').collect::<Vec<_>>(), "any")))?;
            sentence(setup(peg::Peg::new("triangle5", &["a1"], &text)))?;
            fact(tictactoe::Board::parse(&text))?;
            fact(tictactoe::Order::parse(&text))?;
            fact(movelab::impartial::versus_games::parse_heaps(&text))?;
            fact(movelab::impartial::versus_games::parse_heap(&text))?;
            fact(tictactoe::Player::from_name(&text))?;
            fact(movelab::text::wholes("heaps", &text))?;
            fact(shift::Shift::new(n, k))?;
            fact(pairs::Pairs::new(n))?;
            fact(kinrow::KInRow::new(n % 2000, k % 1100))?;
            fact(parity::Parity::new(n % 3000, k, k % 2 == 0))?;
            fact(movelab::nim::check_heaps(&[n, k]))?;
        }

        #[test]
        fn every_move_reads_back_and_garbage_moves_are_refused(text in garbage()) {
            use movelab::impartial::octal_table::Code;
            use movelab::{kinrow, knights, nim, octal, pairs, parity, peg, push, shift, subtraction, tictactoe};
            let shift = shift::Shift::new(3, 2).unwrap();
            notation(&shift, &shift.start(), &text)?;
            let pairs = pairs::Pairs::new(4).unwrap();
            notation(&pairs, &pairs.start(), &text)?;
            let peg = peg::Peg::new("english", &["d4"], "d4").unwrap();
            notation(&peg, &peg.start(), &text)?;
            let tri = peg::Peg::new("triangle5", &["a1"], "any").unwrap();
            notation(&tri, &tri.start(), &text)?;
            notation(&tictactoe::TicTacToe, &tictactoe::Board::parse("xo.......").unwrap(), &text)?;
            notation(&nim::Nim { misere: false }, &vec![3, 4, 5], &text)?;
            let sub = subtraction::Subtraction::parse("1,3,4", false).unwrap();
            notation(&sub, &20, &text)?;
            let kayles = octal::Octal::new(Code::parse("0.77").unwrap(), 20).unwrap();
            notation(&kayles, &vec![5, 7], &text)?;
            let row = kinrow::KInRow::new(12, 3).unwrap();
            notation(&row, &row.start(), &text)?;
            let parity = parity::Parity::new(15, 4, false).unwrap();
            notation(&parity, &parity.start(), &text)?;
            let board = knights::Knights::new(8, knights::Variant::Any).unwrap();
            notation(&board, &vec![(5, 5), (8, 3)], &text)?;
            let push = push::Push::new(".#.##..", 3, 1, 1, 1).unwrap();
            notation(&push, &push.start(), &text)?;
        }
    }
}
