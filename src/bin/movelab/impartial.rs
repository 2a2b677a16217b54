//! The two-player impartial games' commands (DESIGN.md): `grundy subtraction|octal`, `nim`,
//! `knights`, `kinrow`, `parity`. Each prints an outcome (`first` or `second`) and winning
//! moves, or a table of values; every value is checked here before the core sees it.

use crate::{Failure, Format, Usage};
use clap::{Args, Subcommand, ValueEnum};
use movelab::game::{Impartial, Notation, Outcome, Rules};
use movelab::impartial::octal_table::Code;
use movelab::impartial::Period;
use movelab::kinrow::KInRow;
use movelab::knights::{Knights, Square, Variant};
use movelab::nim::{self, Nim};
use movelab::octal::{self, Octal};
use movelab::parity::Parity;
use movelab::subtraction::{self, Subtraction};
use std::io::Write;

#[derive(Args)]
pub struct GrundyArgs {
    #[command(subcommand)]
    game: GrundyGame,
}

#[derive(Subcommand)]
enum GrundyGame {
    /// a subtraction game: SET like 1,3,4 (amounts 1 to 10000)
    Subtraction {
        set: String,
        #[command(flatten)]
        table: Table,
        /// misère play: print 1 (win) or 0 (lose)
        #[arg(long)]
        misere: bool,
    },
    /// an octal game in Winning Ways' notation, like 0.07 or 4.07
    Octal {
        code: String,
        #[command(flatten)]
        table: Table,
        /// misère play, by the misère quotient: 1 (win) or 0 (lose) per heap
        #[arg(long)]
        misere: bool,
        /// a sum of heaps like 3,4,5: its outcome and every winning move
        #[arg(long, value_name = "H,H,…")]
        heaps: Option<String>,
    },
}

#[derive(Args)]
pub(crate) struct Table {
    /// the largest heap (subtraction: up to 10^7, octal: up to 2^20)
    #[arg(long, value_name = "N", value_parser = crate::whole, allow_negative_numbers = true)]
    pub(crate) upto: Option<u64>,
    /// print the certified period instead of the values
    #[arg(long)]
    pub(crate) period: bool,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
}

#[derive(Args)]
pub struct NimArgs {
    /// the heaps (1 to 1000 of them, each up to 2^62)
    #[arg(required = true, value_parser = crate::whole, allow_negative_numbers = true)]
    heaps: Vec<u64>,
    #[arg(long)]
    misere: bool,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Args)]
pub struct KnightsArgs {
    /// the board side N (1 to 2000)
    #[arg(long, value_parser = crate::whole, allow_negative_numbers = true)]
    size: u64,
    /// the knights' squares X,Y (1 to N each)
    #[arg(long, required = true, num_args = 1.., value_parser = square)]
    at: Vec<Square>,
    #[arg(long, value_enum, default_value_t = KnightsVariant::One)]
    variant: KnightsVariant,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Clone, Copy, ValueEnum)]
enum KnightsVariant {
    One,
    Any,
    Proper,
    /// every knight moves; who cannot move them all loses
    All,
}

#[derive(Args)]
pub struct KinrowArgs {
    /// the empty squares N (1 to 2^20)
    #[arg(value_parser = crate::whole, allow_negative_numbers = true)]
    n: u64,
    /// squares a move occupies (1 to 1000)
    #[arg(long, value_parser = crate::whole, allow_negative_numbers = true)]
    k: u64,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Args)]
pub struct ParityArgs {
    /// the objects N (1 to 10^7)
    #[arg(value_parser = crate::whole, allow_negative_numbers = true)]
    n: u64,
    /// the most a move takes (1 to 10^7)
    #[arg(long, value_parser = crate::whole, allow_negative_numbers = true)]
    k: u64,
    /// the first player wins with an odd total (default: even)
    #[arg(long)]
    odd: bool,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

fn square(s: &str) -> Result<Square, String> {
    let (x, y) = s
        .split_once(',')
        .ok_or_else(|| format!("'{s}' is not a square X,Y"))?;
    let coord = |t: &str| {
        t.parse::<u32>()
            .map_err(|_| format!("'{s}' is not a square X,Y of whole numbers"))
    };
    Ok((coord(x)?, coord(y)?))
}

pub(crate) fn no_csv(format: Format) -> Result<(), Failure> {
    match format {
        Format::Csv => {
            Err(Usage("--format csv is for the checker rows; use text or json".into()).into())
        }
        _ => Ok(()),
    }
}

/// The outcome and winning moves, as text lines or DESIGN.md's JSON object.
pub(crate) fn outcome(
    out: &mut impl Write,
    format: Format,
    game: &str,
    grundy: u64,
    winning: &[String],
    quote: bool,
) -> Result<(), Failure> {
    no_csv(format)?;
    let result = if grundy == 0 {
        Outcome::Second
    } else {
        Outcome::First
    };
    if format == Format::Json {
        let items: Vec<String> = winning
            .iter()
            .map(|w| if quote { format!("\"{w}\"") } else { w.clone() })
            .collect();
        writeln!(
            out,
            "{{\"game\":\"{game}\",\"outcome\":\"{result}\",\"grundy\":{grundy},\"winning\":[{}]}}",
            items.join(",")
        )?;
    } else {
        writeln!(out, "{result}")?;
        for w in winning {
            writeln!(out, "{w}")?;
        }
    }
    Ok(())
}

pub fn grundy(out: &mut impl Write, args: GrundyArgs) -> Result<(), Failure> {
    match args.game {
        GrundyGame::Subtraction { set, table, misere } => {
            let game = Subtraction::parse(&set, misere).map_err(Usage)?;
            let default = if table.period {
                subtraction::DEFAULT_PERIOD_UPTO
            } else {
                0
            };
            let upto = table.upto.unwrap_or(default);
            if !table.period && table.upto.is_none() {
                return Err(Usage("give --upto N (or --period)".into()).into());
            }
            let values = game.table(upto).map_err(Usage)?;
            let period = table.period.then(|| game.period(&values));
            let fields = format!(
                "\"game\":\"subtraction\",\"set\":{:?},\"misere\":{misere}",
                game.amounts()
            );
            print_table(out, &table, &fields, &values, period, upto)
        }
        GrundyGame::Octal {
            code,
            table,
            misere,
            heaps,
        } => {
            let code = Code::parse(&code).map_err(Usage)?;
            if let Some(heaps) = heaps {
                return crate::octal_sum::sum(out, code, &heaps, misere, &table);
            }
            if misere {
                return crate::octal_sum::misere_table(out, code, &table);
            }
            let default = if table.period {
                octal::DEFAULT_PERIOD_UPTO
            } else {
                0
            };
            if !table.period && table.upto.is_none() {
                return Err(Usage("give --upto N (or --period)".into()).into());
            }
            let upto = table.upto.unwrap_or(default);
            let fields = format!("\"game\":\"octal\",\"code\":\"{code}\"");
            if table.period {
                let (game, period) = Octal::with_period(code, upto).map_err(Usage)?;
                return print_table(out, &table, &fields, &game.values(), Some(period), upto);
            }
            let game = Octal::new(code, upto).map_err(Usage)?;
            print_table(out, &table, &fields, &game.values(), None, upto)
        }
    }
}

/// Values one a line, or with `--period` the certified period (exit 1 when none fits).
pub(crate) fn print_table(
    out: &mut impl Write,
    table: &Table,
    fields: &str,
    values: &[u64],
    period: Option<Option<Period>>,
    upto: u64,
) -> Result<(), Failure> {
    no_csv(table.format)?;
    let json = table.format == Format::Json;
    match period {
        Some(None) => Err(Failure::Rejected(format!("no period up to {upto}"))),
        Some(Some(p)) if json => {
            writeln!(
                out,
                "{{{fields},\"preperiod\":{},\"period\":{},\"checked_to\":{},\"certificate\":\"{}\"}}",
                p.preperiod,
                p.period,
                p.window_end + p.period - 1,
                p.sentence()
            )?;
            Ok(())
        }
        Some(Some(p)) => Ok(writeln!(out, "{p}")?),
        None if json => {
            let list: Vec<String> = values.iter().map(u64::to_string).collect();
            Ok(writeln!(
                out,
                "{{{fields},\"values\":[{}]}}",
                list.join(",")
            )?)
        }
        None => {
            for v in values {
                writeln!(out, "{v}")?;
            }
            Ok(())
        }
    }
}

pub fn nim(out: &mut impl Write, args: NimArgs) -> Result<(), Failure> {
    nim::check_heaps(&args.heaps).map_err(Usage)?;
    let game = Nim {
        misere: args.misere,
    };
    let moves: Vec<String> = game
        .all_winning(&args.heaps)
        .iter()
        .map(|m| game.describe(&args.heaps, m))
        .collect();
    outcome(
        out,
        args.format,
        "nim",
        game.grundy(&args.heaps),
        &moves,
        true,
    )
}

pub fn knights(out: &mut impl Write, args: KnightsArgs) -> Result<(), Failure> {
    let variant = match args.variant {
        KnightsVariant::One => Variant::One,
        KnightsVariant::Any => Variant::Any,
        KnightsVariant::Proper => Variant::Proper,
        KnightsVariant::All => Variant::All,
    };
    let size = u32::try_from(args.size).unwrap_or(u32::MAX);
    let game = Knights::new(size, variant).map_err(Usage)?;
    game.check(&args.at).map_err(Usage)?;
    let moves: Vec<String> = game
        .winning_move(&args.at)
        .unwrap_or_default()
        .iter()
        .map(|&(i, (x, y))| {
            let (fx, fy) = args.at[i];
            format!("knight {}: {fx},{fy} -> {x},{y}", i + 1)
        })
        .collect();
    outcome(
        out,
        args.format,
        "knights",
        game.grundy(&args.at),
        &moves,
        true,
    )
}

pub fn kinrow(out: &mut impl Write, args: KinrowArgs) -> Result<(), Failure> {
    let game = KInRow::new(args.n, args.k).map_err(Usage)?;
    let row = game.start();
    let moves: Vec<String> = game
        .winning_moves(&row)
        .iter()
        .map(|m| game.write_move(m))
        .collect();
    outcome(out, args.format, "kinrow", game.grundy(&row), &moves, false)
}

pub fn parity(out: &mut impl Write, args: ParityArgs) -> Result<(), Failure> {
    let game = Parity::new(args.n, args.k, args.odd).map_err(Usage)?;
    let takes: Vec<String> = game.winning_takes().iter().map(|c| c.to_string()).collect();
    let g = game.grundy(&game.start());
    outcome(out, args.format, "parity", g, &takes, false)
}
