//! The page's scripts send each wasm handle only the action types its typed list knows
//! (`crate::actions!`): a type renamed on one side and not the other fails here, natively,
//! before any browser test. Each script that sends actions constructs one kind of handle
//! (`new ….RowView(`), and every `act({ type: 'x' …` or `act('x' …` it writes must be one
//! of that handle's `NAMES`. It needs every page module (`make test-actions`), so a build
//! without them (`cargo test --workspace`) leaves it out.
#![cfg(all(not(target_arch = "wasm32"), feature = "rows", feature = "lab"))]

use movelab_web::automaton::SpaceTimeAction;
use movelab_web::candy::CandyAction;
use movelab_web::impartial::HeapAction;
use movelab_web::knights::KnightsAction;
use movelab_web::peg::PegAction;
use movelab_web::push::PushAction;
use movelab_web::row_view::RowAction;
use movelab_web::runs::RunAction;
use movelab_web::tictactoe::TreeAction;
use std::fs;
use std::path::{Path, PathBuf};

/// Each handle class as the scripts construct it, with the action types it answers.
const HANDLES: &[(&str, &[&str])] = &[
    ("RowView", RowAction::NAMES),
    ("SpaceTime", SpaceTimeAction::NAMES),
    ("CandyLine", CandyAction::NAMES),
    ("ImpartialGame", HeapAction::NAMES),
    ("KnightsView", KnightsAction::NAMES),
    ("PegView", PegAction::NAMES),
    ("PushTrack", PushAction::NAMES),
    ("RunView", RunAction::NAMES),
    ("TicTacToeView", TreeAction::NAMES),
];

fn scripts(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            scripts(&path, out);
        } else if path.extension().is_some_and(|e| e == "js") {
            out.push(path);
        }
    }
}

/// The action types `source` sends as literals: `act({ type: 'x'` and `act(st, 'x'` (a
/// view's own `act(st, type, fields)` helper), `act` standing as a word of its own.
fn sent(source: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in source.match_indices("act(") {
        let word_starts = source[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if !word_starts {
            continue;
        }
        let mut rest = source[at + 4..].trim_start();
        // A view's own helper takes its state first: `act(st, 'seek', …)`.
        if let Some(after) = rest.strip_prefix("st,") {
            rest = after.trim_start();
        }
        let rest = match rest.strip_prefix('{') {
            Some(object) => match object.trim_start().strip_prefix("type:") {
                Some(value) => value.trim_start(),
                None => continue,
            },
            None => rest,
        };
        if let Some(quoted) = rest.strip_prefix('\'') {
            if let Some(end) = quoted.find('\'') {
                names.push(quoted[..end].to_string());
            }
        }
    }
    names
}

/// The handle classes `source` constructs.
fn constructed(source: &str) -> Vec<&'static str> {
    HANDLES
        .iter()
        .map(|(class, _)| *class)
        .filter(|class| source.contains(&format!(".{class}(")))
        .collect()
}

#[test]
fn every_action_the_scripts_send_is_one_their_handle_knows() {
    let www = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../www"));
    let mut files = Vec::new();
    scripts(www, &mut files);
    let mut checked = 0;
    let mut seen = Vec::new();
    let mut wrong = Vec::new();
    for file in files {
        let source = fs::read_to_string(&file).unwrap();
        let names = sent(&source);
        if names.is_empty() {
            continue;
        }
        let classes = constructed(&source);
        assert_eq!(
            classes.len(),
            1,
            "{} sends actions and constructs {classes:?}: one handle a script",
            file.display()
        );
        let known = HANDLES.iter().find(|(c, _)| *c == classes[0]).unwrap().1;
        seen.push(classes[0]);
        for name in names {
            checked += 1;
            if !known.contains(&name.as_str()) {
                wrong.push(format!("{}: '{name}' to {}", file.display(), classes[0]));
            }
        }
    }
    // Every handle is reached by the scan: each kind of view sends its actions in one of the
    // two forms read above.
    for (class, _) in HANDLES {
        assert!(
            seen.contains(class),
            "no script was found sending {class} an action"
        );
    }
    assert!(checked > 90, "the scan found {checked} actions");
    assert!(
        wrong.is_empty(),
        "actions no handle knows:\n{}",
        wrong.join("\n")
    );
}

/// The scan itself can fail: it reads both ways of sending, not words that end in `act`.
#[test]
fn the_scan_reads_what_a_script_sends() {
    let script =
        "v.act({ type: 'fly', x: 1 }); act(st, 'seek', { step }); exact('no'); t.act(move);";
    assert_eq!(sent(script), ["fly", "seek"]);
    assert!(!RowAction::NAMES.contains(&"fly"));
    assert_eq!(constructed("new ctx.wasm.PegView(b)"), ["PegView"]);
}
