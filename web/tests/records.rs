//! The records the page's scripts read, which the web shell builds from the core's facts:
//! their JSON keys (camelCase, as `www/views/` writes them) and values on a few positions,
//! checked natively: a key renamed in the shell fails here, before any browser test.
#![cfg(all(not(target_arch = "wasm32"), feature = "lab"))]

use movelab::game::{Setting, Settings};
use movelab::impartial::versus_games::open;
use movelab::knights::session::KnightsGame;
use movelab::peg::session::PegGame;
use movelab_web::impartial::{heap_snapshot, table_record};
use movelab_web::{knights, peg};
use serde_json::{json, Value};

fn settings(pairs: &[(&str, &str)]) -> Settings {
    let text = |(n, v): &(&str, &str)| (n.to_string(), Setting::Text(v.to_string()));
    Settings(pairs.iter().map(text).collect())
}

/// The record's keys, sorted.
fn keys(record: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = record.as_object().unwrap().keys().map(|k| &k[..]).collect();
    keys.sort_unstable();
    keys
}

#[test]
fn a_heap_position_crosses_with_the_pages_names_and_exact_counts() {
    let nim = open(
        &movelab::catalog::ALL_ENGINES,
        "nim",
        &settings(&[("heaps", "3,4,5")]),
    )
    .unwrap();
    let snap = serde_json::to_value(heap_snapshot(nim.position())).unwrap();
    assert_eq!(
        keys(&snap),
        [
            "everyHeap",
            "finished",
            "game",
            "grundy",
            "heapValues",
            "heaps",
            "insight",
            "matching",
            "moves",
            "movesInWords",
            "outcome",
            "places",
            "row",
            "status",
            "step",
            "toMove",
            "totals",
            "valueKind",
            "winner"
        ]
    );
    assert_eq!(
        (&snap["toMove"], &snap["outcome"], &snap["grundy"]),
        (&json!("you"), &json!("first"), &json!(2))
    );
    assert_eq!(
        (&snap["valueKind"], &snap["winner"]),
        (&json!("grundy"), &Value::Null)
    );
    let winning = &snap["moves"][1];
    assert_eq!(
        (&winning["index"], &snap["matching"]),
        (&json!(1), &json!(12))
    );
    assert_eq!(
        keys(winning),
        [
            "alt",
            "from",
            "grundy",
            "heapIndex",
            "index",
            "label",
            "result",
            "said",
            "take",
            "why",
            "winning"
        ]
    );
    // The label is typeset as the page writes it (`->` as an arrow).
    assert_eq!(
        (&winning["label"], &winning["result"], &winning["winning"]),
        (&json!("heap 1: 3 → 1"), &json!("1,4,5"), &json!(true))
    );
    // Sentences cross as facts, which the page words in its language.
    assert_eq!(winning["why"], json!({"id": "heaps-why-wins", "args": {}}));
    // The move for people to read is a fact too, beside its notation.
    assert_eq!(
        winning["said"],
        json!({"id": "heaps-move-heap", "args": {"heap": 1, "what":
            {"id": "heaps-move-to", "args": {"from": 3, "count": 1, "a": 1, "b": 0, "c": 0}}}})
    );
    assert_eq!(
        snap["status"],
        json!({"id": "heaps-status-your-move", "args": {}})
    );
    assert_eq!(
        snap["insight"],
        json!({"id": "heaps-insight-can-win", "args": {"kind": "sum", "value": 2, "who": "you"}})
    );
    // Nim's rules say its moves by its settings alone; an octal code's moves come as a fact
    // (core/src/octal/plain.rs) for the rules' `$moves`.
    assert_eq!(snap["movesInWords"], Value::Null);
    let kayles = open(
        &movelab::catalog::ALL_ENGINES,
        "octal",
        &settings(&[("code", "0.77")]),
    )
    .unwrap();
    let said =
        serde_json::to_value(heap_snapshot(kayles.position())).unwrap()["movesInWords"].clone();
    assert_eq!(
        (
            &said["id"],
            &said["args"]["whole"],
            &said["args"]["counters"]["args"]["most"]
        ),
        (&json!("octal-take"), &json!("yes"), &json!(2))
    );

    // Past 2^53 a count crosses as a decimal string.
    let big = open(
        &movelab::catalog::ALL_ENGINES,
        "subtraction",
        &settings(&[("set", "1,3,4"), ("heap", "1000000000000000000")]),
    )
    .unwrap();
    let snap = serde_json::to_value(heap_snapshot(big.position())).unwrap();
    assert_eq!(snap["heaps"], json!(["1000000000000000000"]));
    let take_one = &snap["moves"][0];
    assert_eq!(
        (&take_one["from"], &take_one["take"]),
        (&json!("999999999999999999"), &json!(1.0))
    );
    assert_eq!(snap["places"][0]["id"], json!("period-place"));
    assert_eq!(
        snap["places"][0]["args"]["n"],
        json!({"big": "1000000000000000000"})
    );

    // The even/odd game: values are won or lost, and the totals cross.
    let parity = open(
        &movelab::catalog::ALL_ENGINES,
        "parity",
        &Settings::default(),
    )
    .unwrap();
    let snap = serde_json::to_value(heap_snapshot(parity.position())).unwrap();
    assert_eq!(
        (&snap["valueKind"], &snap["totals"]),
        (&json!("outcome"), &json!([0, 0]))
    );
    let table = serde_json::to_value(table_record(parity.table(None).unwrap())).unwrap();
    assert_eq!(
        keys(&table),
        ["certificate", "note", "period", "preperiod", "rows"]
    );
    assert_eq!(keys(&table["rows"][0]), ["label", "values"]);
    assert_eq!(table["rows"][0]["label"]["id"], json!("parity-row-even"));
}

#[test]
fn a_peg_position_crosses_with_its_layout_last_jump_and_verdict() {
    let layout = peg::layout(&PegGame::new("wiegleb", " e5 ", "e5").unwrap());
    assert_eq!(
        (layout.side, layout.holes.len(), layout.names[0].as_str()),
        (9, 45, "d1")
    );
    assert_eq!((layout.grid, layout.points[0]), ("square", [3.0, 0.0]));
    let triangle = peg::layout(&PegGame::new("triangle5", "a1", "a1").unwrap());
    assert_eq!((triangle.grid, triangle.points.len()), ("triangle", 15));
    assert_eq!(triangle.points[0], [2.0, 0.0]);
    assert_eq!(triangle.finish, Some(0));
    let any = PegGame::new("english", "", "any").unwrap();
    assert_eq!(peg::layout(&any).finish, None);
    assert_eq!(
        keys(&serde_json::to_value(peg::layout(&any)).unwrap()),
        ["board", "finish", "grid", "holes", "names", "points", "side"]
    );

    // The central game solved: one peg on d4, and no verdict unless asked for.
    let mut s = PegGame::new("english", "d4", "d4").unwrap();
    let d4 = s.game().board.parse_hole("d4").unwrap() as usize;
    s.seek(31).unwrap();
    let snap = peg::snapshot(&mut s, false);
    assert_eq!(snap.board.len(), 33);
    assert_eq!(snap.board.matches('o').count(), 1);
    assert_eq!(&snap.board[d4..=d4], "o");
    assert!(snap.won && snap.finished && snap.verdict.is_none() && snap.settled);
    assert_eq!((snap.step, snap.pegs), (31, 1));

    // Pegs on b4, c4 and e4 only: c4-a4 loses the game since that jump.
    let names = any.game().names(any.game().board.full());
    let empty: Vec<&str> = names
        .iter()
        .map(|n| n.as_str())
        .filter(|n| !["b4", "c4", "e4"].contains(n))
        .collect();
    let mut s = PegGame::new("english", &empty.join(","), "any").unwrap();
    let hole = |n: &str| s.game().board.parse_hole(n).unwrap();
    let (c4, b4, a4) = (hole("c4"), hole("b4"), hole("a4"));
    s.apply(c4, a4).unwrap();
    let snap = serde_json::to_value(peg::snapshot(&mut s, true)).unwrap();
    assert_eq!(
        keys(&snap),
        [
            "board",
            "empty",
            "finished",
            "last",
            "lostSince",
            "moves",
            "pegs",
            "reason",
            "settled",
            "step",
            "verdict",
            "won"
        ]
    );
    assert_eq!(
        (&snap["verdict"], &snap["lostSince"], &snap["settled"]),
        (&json!("unsolvable"), &json!(1), &json!(true))
    );
    assert_eq!(snap["moves"], json!(1), "one jump is one move");
    assert_eq!(
        snap["last"],
        json!({"from": c4, "over": b4, "to": a4, "text": "c4-a4",
               "said": {"id": "peg-jump-said", "args": {"from": "c4", "over": "b4", "to": "a4"}}})
    );

    // The atlas of the central vacancy: a clock already run out leaves finishes unsearched.
    let mut c1 = PegGame::new("english", "c1", "c1").unwrap();
    let hole = c1.game().board.parse_hole("c1").unwrap();
    let atlas = |c1: &mut PegGame, more: bool| -> Vec<Value> {
        let reach = c1.atlas(hole, || more).unwrap();
        let records: Vec<_> = reach.into_iter().map(peg::reach_record).collect();
        serde_json::from_value(serde_json::to_value(records).unwrap()).unwrap()
    };
    let first = atlas(&mut c1, false);
    assert_eq!(keys(&first[0]), ["hole", "reason", "verdict"]);
    let count = |records: &[Value], verdict: &str| {
        records.iter().filter(|r| r["verdict"] == verdict).count()
    };
    assert_eq!(
        (count(&first, "unsearched"), count(&first, "solvable")),
        (4, 0)
    );
    let then = atlas(&mut c1, true);
    assert_eq!(
        (count(&then, "solvable"), count(&then, "unsearched")),
        (4, 0)
    );
    assert_eq!(count(&then, "unsolvable"), 33 - 4);
}

#[test]
fn a_knights_position_crosses_with_its_board_and_winner() {
    let mut s = KnightsGame::new(8, "one", "").unwrap();
    s.place((3, 1)).unwrap();
    let snap = knights::snapshot(&s);
    assert_eq!(snap.at, "3,1");
    assert_eq!(snap.board.len(), 64);
    assert_eq!(&snap.board[56..], "..1.....");
    assert_eq!((snap.outcome, snap.to_move), ("first", None));
    s.start(true).unwrap();
    assert_eq!(knights::snapshot(&s).to_move, Some("visitor"));
    s.visitor_move(&vec![(0, (1, 2))]).unwrap();
    let snap = serde_json::to_value(knights::snapshot(&s)).unwrap();
    assert_eq!(
        keys(&snap),
        [
            "at", "board", "knights", "last", "options", "outcome", "over", "started", "step",
            "toMove", "winner"
        ]
    );
    assert_eq!(
        (&snap["over"], &snap["winner"], &snap["toMove"]),
        (&json!(true), &json!("visitor"), &Value::Null)
    );
    // The last move as a fact the page words (knights-last, its jumps nested).
    assert_eq!(
        snap["last"],
        json!({"id": "knights-last", "args": {"who": "you", "jumps":
            {"id": "knights-jump", "args": {"knight": 1, "square": "1,2"}}}})
    );
    assert_eq!(snap["knights"], json!([[1, 2]]));
    let s = KnightsGame::new(8, "one", "8,8").unwrap();
    let snap = serde_json::to_value(knights::snapshot(&s)).unwrap();
    assert_eq!(keys(&snap["options"][0][0]), ["to", "value", "wins"]);
    assert_eq!(snap["options"][0].as_array().unwrap().len(), 2);
}
