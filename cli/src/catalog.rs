//! `movelab catalog`: the games' catalog as the page reads it (ids, parameters with their
//! limits and defaults, the runs, the tasks, the playback speed range), so scripts and the
//! page's node tests (tests/e2e/params.test.mjs) share its one source of truth. The JSON holds
//! no words; the text form words each game from the message files (src/words.rs).

use clap::ValueEnum;
use movelab::catalog::{Kind, CATALOG};
use movelab::fact;
use std::io::{self, Write};

use crate::words::words;

/// `text`: one game a line; `json`: the whole catalog, exactly what the page's `catalog()` gives.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CatalogFormat {
    Text,
    Json,
}

pub fn print(out: &mut impl Write, format: CatalogFormat) -> io::Result<()> {
    if format == CatalogFormat::Json {
        let json = serde_json::to_string_pretty(&CATALOG).map_err(io::Error::other)?;
        return writeln!(out, "{json}");
    }
    for game in CATALOG.games {
        let params: Vec<String> = game
            .params
            .iter()
            .map(|p| describe(p.name, p.kind))
            .collect();
        let id = game.id;
        let say = |key: &str| words().get(&format!("{id}-{key}"), &[]);
        writeln!(out, "{id}: {} ({})", say("title"), params.join(", "))?;
        writeln!(out, "  {}", say("tagline"))?;
        for run in game.runs {
            writeln!(
                out,
                "  show={}: {}",
                run.name,
                say(&format!("run-{}", run.name))
            )?;
        }
        for task in game.tasks {
            let kind = task.id.id();
            writeln!(out, "  task={kind}: {}", say(&format!("task-{kind}")))?;
        }
    }
    let s = CATALOG.speed;
    let speed = fact!(
        "cli-catalog-speed",
        min = s.min,
        max = s.max,
        default = s.default
    );
    writeln!(out, "{}", words().fact(&speed))
}

/// A parameter and its range in words, e.g. `n from 1 to 1,000,000,000 (page: to
/// 1,000,000)`; a choice's options and a flag are notation.
fn describe(name: &str, kind: Kind) -> String {
    let fact = match kind {
        Kind::Whole {
            min, max, page_max, ..
        } => fact!(
            "cli-catalog-whole",
            name = name,
            min = min,
            max = max,
            page = page_max
        ),
        Kind::Choice { options, .. } => return format!("{name} {}", options.join("|")),
        Kind::Text { max_len, .. } => fact!("cli-catalog-text", name = name, most = max_len),
        Kind::Flag => return format!("--{name}"),
    };
    words().fact(&fact)
}
