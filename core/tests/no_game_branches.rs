//! Issue 27's rule, checked on the sources: adding a game never means editing a branch on
//! game names elsewhere. A game's id written as a branch (`== "pairs"`, `"peg" =>`,
//! `case 'nim':`, `=== 'octal'`) may appear only in that game's own files: its folder
//! (`core/src/<id>/`, or its family's, `core/src/row/` for the checker rows), its view's
//! controller (`www/views/<view>*.js`) and its view's wasm glue (`web/src/<id>.rs`; for the
//! row view, the modules of the `rows` feature). Everything else (the core, the command
//! line, the web shell and the page) reads the catalog.

use movelab::catalog::CATALOG;
use std::fs;
use std::path::{Path, PathBuf};

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// The modules of the row view's wasm feature, read from web/src/lib.rs's declarations.
fn row_glue(root: &Path) -> Vec<String> {
    let module = fs::read_to_string(root.join("web/src/lib.rs")).unwrap();
    let lines: Vec<&str> = module.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0].trim() == "#[cfg(feature = \"rows\")]")
        .filter_map(|w| w[1].trim().strip_prefix("pub mod "))
        .map(|name| format!("web/src/{}.rs", name.trim_end_matches(';')))
        .collect()
}

/// The file name (without `.js`) of the controller of each kind of view, read from
/// www/views/index.js's `VIEWS`: `grid` → `grid`, `tree` → `tictactoe`.
fn controller(root: &Path, view: &str) -> String {
    let index = fs::read_to_string(root.join("www/views/index.js")).unwrap();
    let line = index
        .lines()
        .find(|l| {
            let key = l.trim_start().split(':').next().unwrap_or("");
            key.trim_matches('\'') == view
        })
        .unwrap_or_else(|| panic!("www/views/index.js names no controller for {view}"));
    let path = line
        .split("import('./")
        .nth(1)
        .expect("an import of a literal path");
    path.split(".js").next().unwrap().to_string()
}

/// The ways a name is branched on, for the id `id`.
fn branches(id: &str) -> Vec<String> {
    let mut forms = Vec::new();
    for q in ['"', '\''] {
        let lit = format!("{q}{id}{q}");
        for op in ["==", "!=", "===", "!=="] {
            forms.push(format!("{op} {lit}"));
            forms.push(format!("{lit} {op}"));
        }
        forms.push(format!("{lit} =>"));
        forms.push(format!("{lit} |"));
        forms.push(format!("case {lit}:"));
    }
    forms
}

#[test]
fn no_branch_on_a_game_name_outside_its_own_files() {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let mut sources = Vec::new();
    for crate_sources in ["core/src", "cli/src", "web/src"] {
        files(&root.join(crate_sources), "rs", &mut sources);
    }
    files(&root.join("www"), "js", &mut sources);
    assert!(sources.len() > 50, "the scan found the sources");
    let glue = row_glue(root);
    assert!(
        glue.contains(&"web/src/row_view.rs".to_string()),
        "{glue:?}"
    );
    let mut found = Vec::new();
    for game in CATALOG.games {
        let view = serde_json::to_value(game.view).unwrap();
        let view = view.as_str().unwrap();
        let family = if view == "row" { "row" } else { game.id };
        let views = format!("www/views/{}", controller(root, view));
        let own = |rel: &str| {
            rel.starts_with(&format!("core/src/{}/", game.id))
                || rel.starts_with(&format!("core/src/{family}/"))
                || rel == format!("web/src/{}.rs", game.id)
                || (view == "row" && glue.iter().any(|g| g == rel))
                || rel.starts_with(&views)
        };
        let forms = branches(game.id);
        for path in &sources {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .to_string();
            if own(&rel) {
                continue;
            }
            let text = fs::read_to_string(path).unwrap();
            for (n, line) in text.lines().enumerate() {
                if forms.iter().any(|f| line.contains(f.as_str())) {
                    found.push(format!("{rel}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "branches on a game's name outside its own files:\n{}",
        found.join("\n")
    );
}

/// The check itself can fail: a branch on a name is seen in the forms the scan knows.
#[test]
fn the_scan_sees_a_branch() {
    let forms = branches("nim");
    for line in [
        r#"if puzzle == "nim" {"#,
        r#"    "nim" => open(),"#,
        "  case 'nim':",
        "if (s.puzzle === 'nim') {",
    ] {
        assert!(forms.iter().any(|f| line.contains(f.as_str())), "{line}");
    }
    assert!(!forms.iter().any(|f| "let nim = 3;".contains(f.as_str())));
}
