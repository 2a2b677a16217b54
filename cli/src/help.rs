//! The command line's help and usage errors in the user's language: clap's command tree is
//! walked once and every text looked up in `locales/<lang>/cli.ftl` by the command's path and
//! the argument's name (`cli-peg-about`, `cli-peg-board`), so no command is named here.

use crate::words::Words;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command, Error};
use fluent_bundle::FluentValue;
use movelab::catalog::{Kind, GAMES};

/// The id of the words of argument `arg` of the command at `path` (`cli-grundy-octal`): its
/// own message, else its nearest parent command's (`cli-grundy-at`, shared by the three
/// `grundy` games), else the top command's of the same name (`verify peg`'s `--board` is
/// `cli-peg-board`), else the one shared by every argument of that name (`cli-arg-format`).
pub fn arg_id(w: &Words, path: &str, arg: &str) -> String {
    let arg = arg.replace('_', "-");
    let mut candidates = Vec::new();
    let mut prefix = path;
    while prefix != "cli" {
        candidates.push(format!("{prefix}-{arg}"));
        prefix = prefix.rsplit_once('-').map_or("cli", |(parent, _)| parent);
    }
    if let Some((_, name)) = path.rsplit_once('-') {
        candidates.push(format!("cli-{name}-{arg}"));
    }
    candidates
        .into_iter()
        .find(|id| w.maybe(id, &[]).is_some())
        .unwrap_or_else(|| format!("cli-arg-{arg}"))
}

/// `cmd` and its subcommands worded in `w`'s language, with the help and version flags and
/// the `help` subcommand that clap adds.
pub fn worded(cmd: Command, w: &Words) -> Command {
    let mut cmd = word(cmd, "cli", w);
    // clap adds --help, --version and the help subcommand while it builds the tree.
    cmd.build();
    word_built(cmd, w)
}

/// clap's own help template, with its "Usage:" heading worded.
fn template(w: &Words) -> String {
    let usage = w.get("cli-heading-usage", &[]);
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    )
}

/// `cmd`, at `path` (`cli-grundy-octal`), and its subcommands worded: about texts, closing
/// notes, each argument's help and heading.
fn word(cmd: Command, path: &str, w: &Words) -> Command {
    // A subcommand named as a game of the catalog gives its arguments' ranges ($min, $max).
    let game = GAMES.iter().find(|g| g.id == cmd.get_name());
    let mut cmd = cmd
        .about(w.get(&format!("{path}-about"), &[]))
        .long_about(None)
        .help_template(template(w))
        .subcommand_help_heading(w.get("cli-heading-commands", &[]));
    if let Some(note) = w.maybe(&format!("{path}-after-help"), &[]) {
        cmd = cmd.after_help(note);
    }
    // Under a heading of its own clap sorts by display order, then by name: keep the order
    // of declaration (`<N> <M>`, not `<M> <N>`).
    let mut order = 0;
    let cmd = cmd.mut_args(|arg| {
        order += 1;
        let arg = arg.display_order(order);
        let name = arg.get_id().as_str().to_string();
        let range: Vec<(&str, FluentValue)> = match game.and_then(|g| g.param(&name)) {
            Some(p) => match p.kind {
                Kind::Whole { min, max, .. } => vec![
                    ("min", FluentValue::from(min as f64)),
                    ("max", FluentValue::from(max as f64)),
                ],
                _ => Vec::new(),
            },
            None => Vec::new(),
        };
        let help = w.get(&arg_id(w, path, &name), &range);
        let arg = heading(arg, w).help(help).long_help(None);
        if !arg.get_action().takes_values() {
            return arg;
        }
        // clap's "[default: …]" and "[possible values: …]" are English: worded here instead.
        let mut help = arg.get_help().map(ToString::to_string).unwrap_or_default();
        let possible: Vec<String> = arg
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_string())
            .collect();
        if !possible.is_empty() {
            let values = FluentValue::from(possible.join(", "));
            help += &format!(" {}", w.get("cli-possible-values", &[("values", values)]));
        }
        let default: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if !default.is_empty() {
            let value = FluentValue::from(default.join(", "));
            help += &format!(" {}", w.get("cli-default-value", &[("value", value)]));
        }
        arg.help(help)
            .hide_possible_values(true)
            .hide_default_value(true)
    });
    cmd.mut_subcommands(|sub| {
        let path = format!("{path}-{}", sub.get_name());
        word(sub, &path, w)
    })
}

/// An argument under the worded heading of its kind (clap's own headings are English).
fn heading(arg: Arg, w: &Words) -> Arg {
    let id = if arg.is_positional() {
        "cli-heading-arguments"
    } else {
        "cli-heading-options"
    };
    let text = w.get(id, &[]);
    arg.help_heading(text)
}

/// `cmd`'s usage line as clap writes it from its arguments, with clap's English
/// placeholders (`[OPTIONS]`, `<COMMAND>`) worded; the names of values (`<N>`) are notation.
fn word_usage(cmd: Command, w: &Words) -> Command {
    // The command is built, so its usage names it from the top (`movelab grundy octal`).
    let written = cmd.clone().render_usage().to_string();
    let usage = written.strip_prefix("Usage: ").unwrap_or(&written);
    let options = w.get("cli-usage-options", &[]);
    let command = w.get("cli-usage-command", &[]);
    let usage = usage
        .replace("[OPTIONS]", &format!("[{options}]"))
        .replace("<COMMAND>", &format!("<{command}>"))
        .replace("[COMMAND]", &format!("[{command}]"));
    cmd.override_usage(usage)
}

/// The flags and the subcommand clap adds while building, worded, and the usage line.
fn word_built(cmd: Command, w: &Words) -> Command {
    let cmd = word_usage(cmd, w);
    let cmd = cmd.mut_args(|arg| match arg.get_id().as_str() {
        "help" | "version" => {
            let text = w.get(&format!("cli-arg-{}", arg.get_id()), &[]);
            heading(arg, w).help(text.clone()).long_help(text)
        }
        _ => arg,
    });
    cmd.mut_subcommands(|sub| {
        if sub.get_name() == "help" {
            // `movelab help shift`: its own subcommands only name the commands.
            let sub = sub
                .about(w.get("cli-help-about", &[]))
                .help_template(template(w))
                .subcommand_help_heading(w.get("cli-heading-commands", &[]));
            word_built(sub, w)
        } else {
            word_built(sub, w)
        }
    })
}

/// A value of clap's error context as text: a list joined by the language's comma.
fn context(e: &Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        ContextValue::Bool(b) => Some(b.to_string()),
        ContextValue::None => None,
        _ => None,
    }
}

/// A usage error of clap in one line of `w`'s language, with clap's "did you mean" kept.
pub fn usage_error(e: &Error, w: &Words) -> String {
    let get = |kind| context(e, kind).unwrap_or_default();
    let arg = get(ContextKind::InvalidArg);
    let value = get(ContextKind::InvalidValue);
    let text = |id: &str, args: &[(&str, String)]| {
        let args: Vec<(&str, FluentValue)> = args
            .iter()
            .map(|(name, v)| (*name, FluentValue::from(v.clone())))
            .collect();
        w.get(id, &args)
    };
    let number = |kind| match e.get(kind) {
        Some(ContextValue::Number(n)) => *n as f64,
        _ => 0.0,
    };
    let line = match e.kind() {
        ErrorKind::UnknownArgument => text("cli-error-unknown-argument", &[("arg", arg)]),
        ErrorKind::InvalidSubcommand => text(
            "cli-error-unknown-subcommand",
            &[("name", get(ContextKind::InvalidSubcommand))],
        ),
        ErrorKind::InvalidValue if value.is_empty() => {
            text("cli-error-missing-value", &[("arg", arg)])
        }
        ErrorKind::InvalidValue => text(
            "cli-error-invalid-value",
            &[
                ("arg", arg),
                ("value", value),
                ("possible", get(ContextKind::ValidValue)),
            ],
        ),
        ErrorKind::ValueValidation => {
            // The reason is the project's own (a value parser of main.rs), already worded.
            let reason = std::error::Error::source(e)
                .map(ToString::to_string)
                .unwrap_or_default();
            text(
                "cli-error-bad-value",
                &[("arg", arg), ("value", value), ("reason", reason)],
            )
        }
        ErrorKind::MissingRequiredArgument => text("cli-error-missing-argument", &[("args", arg)]),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let possible = get(ContextKind::ValidSubcommand);
            if possible.is_empty() {
                text("cli-error-no-command", &[])
            } else {
                text("cli-error-missing-subcommand", &[("possible", possible)])
            }
        }
        ErrorKind::ArgumentConflict => {
            let prior = get(ContextKind::PriorArg);
            if prior == arg || prior.is_empty() {
                text("cli-error-repeated", &[("arg", arg)])
            } else {
                text("cli-error-conflict", &[("arg", arg), ("prior", prior)])
            }
        }
        ErrorKind::TooManyValues => text(
            "cli-error-too-many-values",
            &[("arg", arg), ("value", value)],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = match e.get(ContextKind::MinValues) {
                Some(_) => number(ContextKind::MinValues),
                None => number(ContextKind::ExpectedNumValues),
            };
            let args = [
                ("arg", FluentValue::from(arg)),
                ("expected", FluentValue::from(expected)),
                (
                    "given",
                    FluentValue::from(number(ContextKind::ActualNumValues)),
                ),
            ];
            w.get("cli-error-number-of-values", &args)
        }
        ErrorKind::NoEquals => text("cli-error-no-equals", &[("arg", arg)]),
        ErrorKind::InvalidUtf8 => text("cli-error-not-utf8", &[]),
        // --help, --version and clap's own faults (a closed terminal) are not usage errors.
        _ => text("cli-error-other", &[("reason", e.kind().to_string())]),
    };
    let suggestion = [
        ContextKind::SuggestedArg,
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .find_map(|kind| context(e, kind));
    match suggestion {
        Some(suggestion) => text(
            "cli-error-did-you-mean",
            &[("error", line), ("suggestion", suggestion)],
        ),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every id the help of `cmd` (at `path`) asks for, with the argument's id shared or own.
    fn ids(cmd: &Command, path: &str, w: &Words, out: &mut Vec<String>) {
        out.push(format!("{path}-about"));
        for arg in cmd.get_arguments() {
            out.push(arg_id(w, path, arg.get_id().as_str()));
        }
        for sub in cmd.get_subcommands() {
            ids(sub, &format!("{path}-{}", sub.get_name()), w, out);
        }
    }

    /// The ids `usage_error` words clap's errors with.
    const ERRORS: &[&str] = &[
        "cli-error-unknown-argument",
        "cli-error-unknown-subcommand",
        "cli-error-missing-value",
        "cli-error-invalid-value",
        "cli-error-bad-value",
        "cli-error-missing-argument",
        "cli-error-missing-subcommand",
        "cli-error-no-command",
        "cli-error-conflict",
        "cli-error-repeated",
        "cli-error-too-many-values",
        "cli-error-number-of-values",
        "cli-error-no-equals",
        "cli-error-not-utf8",
        "cli-error-other",
        "cli-error-did-you-mean",
    ];

    #[test]
    fn every_command_and_argument_has_its_words_in_every_language() {
        for lang in ["en", "fr", "es", "de"] {
            let w = Words::new(lang);
            let mut wanted = vec![
                "cli-arg-help",
                "cli-arg-version",
                "cli-help-about",
                "cli-heading-usage",
                "cli-usage-options",
                "cli-usage-command",
                "cli-heading-commands",
                "cli-heading-arguments",
                "cli-heading-options",
                "cli-possible-values",
                "cli-default-value",
            ]
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>();
            wanted.extend(ERRORS.iter().map(|id| id.to_string()));
            ids(&crate::Cli::command(), "cli", &w, &mut wanted);
            // Building the worded tree runs clap's own checks of it (debug builds).
            worded(crate::Cli::command(), &w);
            let missing: Vec<&String> = wanted
                .iter()
                .filter(|id| w.maybe(id, &[]).is_none())
                .collect();
            assert!(missing.is_empty(), "{lang}: no words for {missing:?}");
        }
    }
}
