//! `movelab run GAME RUN [NAME=VALUE …]`: a recorded run of a game's algorithm, as the
//! page's `show=RUN` records it, from the game's catalog entry (its runs and parameters):
//! the answer, the length in steps, each counter at the end and the counts compared, worded
//! in the reader's language; `--format json` gives the core's facts (`{ id, args }`) instead.

use super::words::words;
use super::Failure;
use clap::{Args, ValueEnum};
use movelab::catalog::{self, Kind};
use movelab::fact;
use movelab::game::Timeline;
use movelab::game::{Setting, Settings};
use movelab::message::{typed, Message};
use std::io::Write;

#[derive(Args)]
pub struct RunArgs {
    /// the game's id (movelab catalog lists them)
    game: String,
    /// the run's name, as the page's show= takes it (e.g. recursion, memo, table, dead-set)
    run: String,
    /// the game's parameters as the page names them, e.g. heap=10 set=1,3,4 misere=1
    settings: Vec<String>,
    #[arg(long, value_enum, default_value_t = RunFormat::Text)]
    format: RunFormat,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RunFormat {
    Text,
    Json,
}

/// `NAME=VALUE` pairs read against the game's parameters in the catalog; a refusal is a
/// fact, worded by the caller.
fn settings(info: &catalog::GameInfo, pairs: &[String]) -> Result<Settings, Message> {
    let mut out = Settings::default();
    for pair in pairs {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| fact!("cli-run-not-pair", pair = typed(pair.as_str())))?;
        let p = info.param(name).ok_or_else(|| {
            let names: Vec<&str> = info.params.iter().map(|p| p.name).collect();
            fact!(
                "cli-run-no-param",
                game = info.id,
                name = typed(name),
                params = names.join(", ")
            )
        })?;
        let setting = match p.kind {
            Kind::Whole { min, max, .. } => {
                let v = movelab::text::whole(value).map_err(|why| {
                    fact!("cli-run-bad-value", name = name, value = value, why = why)
                })?;
                if !(min..=max).contains(&v) {
                    return Err(fact!(
                        "cli-run-out-of-range",
                        name = name,
                        min = min,
                        max = max,
                        value = v
                    ));
                }
                Setting::Whole(v)
            }
            Kind::Flag => match value {
                "1" => Setting::Flag(true),
                "0" => Setting::Flag(false),
                _ => return Err(fact!("cli-run-not-flag", name = name, value = typed(value))),
            },
            Kind::Text { .. } | Kind::Choice { .. } => Setting::Text(value.to_string()),
        };
        out.0.push((name.to_string(), setting));
    }
    Ok(out)
}

pub fn run(out: &mut impl Write, args: RunArgs) -> Result<(), Failure> {
    let info = catalog::game(&args.game).ok_or_else(|| {
        let ids: Vec<&str> = catalog::GAMES.iter().map(|g| g.id).collect();
        let (last, rest) = ids.split_last().expect("the catalog has games");
        let none = fact!(
            "cli-run-no-game",
            game = typed(args.game.as_str()),
            first = rest.join(", "),
            last = *last
        );
        Failure::Usage(words().fact(&none))
    })?;
    let s = settings(info, &args.settings).map_err(|why| Failure::Usage(words().fact(&why)))?;
    let run = catalog::ALL_ENGINES
        .record(info, &args.run, &s)
        .map_err(|why| Failure::Usage(words().fact(&why)))?;
    let end = run.frame_at(run.length()).counts;
    if args.format == RunFormat::Json {
        let counters: serde_json::Map<String, serde_json::Value> = run
            .counters
            .iter()
            .zip(&end)
            .map(|(c, v)| (c.name.id.to_string(), (*v).into()))
            .collect();
        let totals: Vec<serde_json::Value> = run
            .totals
            .iter()
            .map(|(fact, n)| serde_json::json!({ "text": fact, "count": n }))
            .collect();
        let json = serde_json::json!({
            "game": info.id,
            "run": args.run,
            "title": run.title,
            "answer": run.answer,
            "length": run.length(),
            "nodes": run.nodes.len(),
            "edges": run.edges.len(),
            "counters": counters,
            "totals": totals,
        });
        writeln!(out, "{json}")?;
        return Ok(());
    }
    let w = words();
    writeln!(out, "{}", w.fact(&run.title))?;
    writeln!(out, "{}", w.fact(&run.answer))?;
    let size = movelab::fact!("run-size", steps = run.length(), nodes = run.nodes.len());
    writeln!(out, "{}", w.fact(&size))?;
    for (c, v) in run.counters.iter().zip(&end) {
        writeln!(out, "{}", w.fact(&c.name.clone().with("count", *v)))?;
    }
    for (fact, _) in &run.totals {
        writeln!(out, "{}", w.fact(fact))?;
    }
    Ok(())
}
