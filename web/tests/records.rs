//! The records the page's scripts read, which the web shell builds from the core's facts:
//! their JSON keys (camelCase, as `www/views/` writes them) and values on a few positions,
//! checked natively: a key renamed in the shell fails here, before any browser test.
#![cfg(all(not(target_arch = "wasm32"), feature = "lab"))]

use movelab::game::{Setting, Settings};
use movelab::impartial::versus_games::open;
use movelab_web::impartial::{heap_snapshot, table_record};
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
            "moves",
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
        keys(winning),
        [
            "alt",
            "from",
            "grundy",
            "heapIndex",
            "label",
            "result",
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
    assert!(snap["places"][0].as_str().unwrap().starts_with("1,000,000"));

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
}
