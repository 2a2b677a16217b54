//! The command line of issue 24's compounds and misère octal games: `knights --variant all`
//! and `grundy octal … --misere | --heaps`, each answer replayed by the independent rules of
//! core/tests/impartial_common, and bad input refused with exit 2 and one line naming the value.

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

fn fails(args: &[&str], reason: &str) {
    let out = movelab(args).code(2).get_output().clone();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.contains(reason),
        "{args:?}: expected '{reason}' in {err}"
    );
}

/// Misère play of an octal sum by brute force (no move: the player to move wins).
fn misere_wins(digits: &[u8], heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any = false;
    let mut wins = false;
    for i in 0..key.len() {
        for left in oracle::octal_heap_results(digits, key[i]) {
            any = true;
            let mut next = key.clone();
            next.remove(i);
            next.extend(left);
            wins |= !misere_wins(digits, &next, memo);
        }
    }
    let w = !any || wins;
    memo.insert(key, w);
    w
}

#[test]
fn every_knight_moves_on_the_command_line() {
    // Replays the printed move by the independent rules: every knight moves, and the
    // position left is lost for the opponent.
    let mut memo = BTreeMap::new();
    for at in [
        vec!["8,8", "5,5", "3,7"],
        vec!["3,1", "4,4"],
        vec!["6,6"],
        vec!["1,1", "8,8"],
    ] {
        let mut args = vec!["knights", "--size", "8", "--variant", "all", "--at"];
        args.extend(&at);
        let text = stdout(&args);
        let mut lines = text.lines();
        let first = lines.next().unwrap();
        let knights: Vec<(i64, i64)> = at
            .iter()
            .map(|s| {
                let (x, y) = s.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        let wins = oracle::knights_win(8, "all", &knights, &mut memo);
        assert_eq!(first, if wins { "first" } else { "second" }, "{at:?}");
        let moves: Vec<&str> = lines.collect();
        if wins {
            assert_eq!(moves.len(), knights.len(), "{text}");
            let mut next = knights.clone();
            for line in moves {
                // knight I: X,Y -> A,B
                let (head, to) = line.split_once(" -> ").unwrap();
                let i: usize = head["knight ".len()..head.find(':').unwrap()]
                    .parse()
                    .unwrap();
                let (a, b) = to.split_once(',').unwrap();
                let to = (a.parse().unwrap(), b.parse().unwrap());
                assert!(oracle::knight_steps(8, next[i - 1]).contains(&to), "{line}");
                next[i - 1] = to;
            }
            assert!(!oracle::knights_win(8, "all", &next, &mut memo), "{at:?}");
        } else {
            assert!(moves.is_empty());
        }
    }
    let json = stdout(&[
        "knights",
        "--size",
        "8",
        "--at",
        "8,8",
        "--variant",
        "all",
        "--format",
        "json",
    ]);
    assert_eq!(
        json.trim(),
        r#"{"game":"knights","outcome":"second","grundy":0,"winning":[]}"#
    );
    fails(
        &["knights", "--size", "8", "--at", "9,1", "--variant", "all"],
        "9,1",
    );
}

#[test]
fn misere_octal_tables_and_sums() {
    for code in ["0.77", "0.07", "0.137"] {
        let mut memo = HashMap::new();
        let digits: Vec<u8> = code[2..].bytes().map(|b| b - b'0').collect();
        let digits: Vec<u8> = std::iter::once(0).chain(digits).collect();
        let values: Vec<u64> = stdout(&["grundy", "octal", code, "--misere", "--upto", "8"])
            .lines()
            .map(|l| l.parse().unwrap())
            .collect();
        assert_eq!(values.len(), 9);
        for (n, &v) in values.iter().enumerate() {
            assert_eq!(
                v,
                u64::from(misere_wins(&digits, &[n as u64], &mut memo)),
                "{code} {n}"
            );
        }
        for heaps in [vec![3, 4, 5], vec![1, 1], vec![2, 6, 7, 8], vec![5, 5]] {
            let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let list = list.join(",");
            let text = stdout(&["grundy", "octal", code, "--heaps", &list, "--misere"]);
            let mut lines = text.lines();
            let wins = misere_wins(&digits, &heaps, &mut memo);
            assert_eq!(lines.next().unwrap(), if wins { "first" } else { "second" });
            for line in lines {
                // heap I: take J leave A,B — the position left is a misère loss.
                let w: Vec<&str> = line.split_whitespace().collect();
                let i: usize = w[1].trim_end_matches(':').parse().unwrap();
                let (a, b) = w[5].split_once(',').unwrap();
                let mut next = heaps.clone();
                next.remove(i - 1);
                next.extend([a.parse::<u64>().unwrap(), b.parse().unwrap()]);
                assert!(
                    !misere_wins(&digits, &next, &mut memo),
                    "{code} {heaps:?} {line}"
                );
            }
        }
    }
    let json = stdout(&[
        "grundy", "octal", "0.77", "--misere", "--upto", "4", "--format", "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["misere"], true);
    assert_eq!(v["values"], serde_json::json!([1, 0, 1, 1, 0]));
    // Normal play sums: the xor of the heaps' values.
    assert_eq!(
        stdout(&["grundy", "octal", "0.77", "--heaps", "1,2,3"]),
        "second\n"
    );
    fails(
        &["grundy", "octal", "0.77", "--heaps", "1,x", "--misere"],
        "'x'",
    );
    fails(
        &["grundy", "octal", "0.77", "--misere", "--upto", "41"],
        "41",
    );
    fails(
        &["grundy", "octal", "0.77", "--heaps", "41", "--misere"],
        "41",
    );
    fails(
        &["grundy", "octal", "0.77", "--misere", "--period"],
        "--period",
    );
    fails(
        &["grundy", "octal", "0.77", "--heaps", "3", "--upto", "5"],
        "--heaps",
    );
}
