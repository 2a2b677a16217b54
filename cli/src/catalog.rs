//! `movelab catalog`: the games' catalog as the page reads it (ids, titles, taglines,
//! parameters with their limits and defaults, rules, the tasks, the playback speed range), so scripts
//! and the page's node tests (tests/e2e/params.test.mjs) share its one source of truth.

use clap::ValueEnum;
use movelab::catalog::{Kind, CATALOG};
use std::io::{self, Write};

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
        writeln!(out, "{}: {} ({})", game.id, game.title, params.join(", "))?;
        writeln!(out, "  {}", game.tagline)?;
        for run in game.runs {
            writeln!(out, "  show={}: {}", run.name, run.title)?;
        }
        for task in game.tasks {
            writeln!(out, "  task={}: {}", task.id.id(), task.sentence)?;
        }
    }
    let s = CATALOG.speed;
    writeln!(
        out,
        "page speed: {} to {} moves a second, {} by default",
        s.min, s.max, s.default
    )
}

/// A parameter and its range, e.g. `n from 1 to 1000000000 (page: to 1000000)`.
fn describe(name: &str, kind: Kind) -> String {
    match kind {
        Kind::Whole {
            min, max, page_max, ..
        } => format!("{name} from {min} to {max} (page: to {page_max})"),
        Kind::Choice { options, .. } => format!("{name} {}", options.join("|")),
        Kind::Text { max_len, .. } => format!("{name} text of at most {max_len} characters"),
        Kind::Flag => format!("--{name}"),
    }
}
