//! The two-player impartial games' commands (docs/design.md): `grundy subtraction|octal`, `nim`,
//! `knights`, `kinrow`, `parity`. Each prints an outcome (`first` or `second`) and winning
//! moves, or a table of values; every value is checked here before the core sees it.

use crate::words::{english, words};
use crate::{Failure, Format, Usage};
use clap::{Args, Subcommand, ValueEnum};
use movelab::fact;
use movelab::game::{Impartial, Notation, Outcome, Rules};
use movelab::grundys::{self, Grundys};
use movelab::impartial::octal_table::Code;
use movelab::impartial::{AtError, HeapValue, Period, Place};
use movelab::kinrow::KInRow;
use movelab::knights::{self, Knights, Square, Variant};
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
    /// an octal or hexadecimal game in Winning Ways' notation, like 0.07, 4.07 or 0.3F
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
    /// Grundy's game: a move splits one heap into two unequal heaps
    Grundys {
        #[command(flatten)]
        table: Table,
    },
}

#[derive(Args)]
pub(crate) struct Table {
    /// the largest heap (subtraction: up to 10^7, octal: up to 2^28, set by memory)
    #[arg(long, value_name = "N", value_parser = crate::whole, allow_negative_numbers = true)]
    pub(crate) upto: Option<u64>,
    /// print the certified period instead of the values
    #[arg(long, conflicts_with = "at")]
    pub(crate) period: bool,
    /// the value of heap N (0 to 10^18) through the certified period; --upto bounds the
    /// tables that look for it
    #[arg(long, value_name = "N", value_parser = heap_at, allow_negative_numbers = true)]
    pub(crate) at: Option<u64>,
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
    All,
}

#[derive(Args)]
pub struct KinrowArgs {
    #[arg(value_parser = crate::whole, allow_negative_numbers = true)]
    n: u64,
    #[arg(long, value_parser = crate::whole, allow_negative_numbers = true)]
    k: u64,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Args)]
pub struct ParityArgs {
    #[arg(value_parser = crate::whole, allow_negative_numbers = true)]
    n: u64,
    #[arg(long, value_parser = crate::whole, allow_negative_numbers = true)]
    k: u64,
    /// the first player wins with an odd total (default: even)
    #[arg(long)]
    odd: bool,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// The largest heap `--at` takes.
const MAX_AT: u64 = 1_000_000_000_000_000_000;

fn heap_at(s: &str) -> Result<u64, String> {
    crate::whole_at_most(s, MAX_AT, || {
        words().fact(&fact!("cli-heap-past-limit", heap = s))
    })
}

fn square(s: &str) -> Result<Square, String> {
    knights::parse_square(s).map_err(|why| words().fact(&why))
}

pub(crate) fn no_csv(format: Format) -> Result<(), Failure> {
    match format {
        Format::Csv => Err(Usage(words().fact(&fact!("cli-csv-rows-only"))).into()),
        _ => Ok(()),
    }
}

/// The outcome and winning moves, as text lines or docs/design.md's JSON object.
pub(crate) fn outcome(
    out: &mut impl Write,
    format: Format,
    game: &str,
    grundy: Option<u64>,
    winning: &[String],
    quote: bool,
) -> Result<(), Failure> {
    no_csv(format)?;
    let unknown = || Failure::Rejected(words().fact(&movelab::fact!("cli-value-unknown")));
    let grundy = grundy.ok_or_else(unknown)?;
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
            let game = Subtraction::parse(&set, misere).map_err(Usage::from)?;
            let fields = format!(
                "\"game\":\"subtraction\",\"set\":{:?},\"misere\":{misere}",
                game.amounts()
            );
            if let Some(n) = table.at {
                let upto = table.upto.unwrap_or(subtraction::DEFAULT_PERIOD_UPTO);
                return print_at(out, &table, &fields, game.at(n, upto));
            }
            let default = if table.period {
                subtraction::DEFAULT_PERIOD_UPTO
            } else {
                0
            };
            let upto = table.upto.unwrap_or(default);
            if !table.period && table.upto.is_none() {
                return Err(Usage(words().fact(&fact!("cli-give-upto-at-period"))).into());
            }
            let values = game.table(upto).map_err(Usage::from)?;
            let period = table.period.then(|| game.period(&values));
            print_table(out, &table, &fields, &values, period, upto)
        }
        GrundyGame::Octal {
            code,
            table,
            misere,
            heaps,
        } => {
            let code = Code::parse(&code).map_err(Usage::from)?;
            if let Some(heaps) = heaps {
                return crate::octal_sum::sum(out, code, &heaps, misere, &table);
            }
            if misere {
                return crate::octal_sum::misere_table(out, code, &table);
            }
            let fields = format!("\"game\":\"octal\",\"code\":\"{code}\"");
            // A code with three-heap moves looks for its period in its smaller tables.
            let period_upto = if code.three_heaps() {
                octal::MAX_THREE_HEAPS_UPTO
            } else {
                octal::DEFAULT_PERIOD_UPTO
            };
            if let Some(n) = table.at {
                let upto = table.upto.unwrap_or(period_upto);
                return print_at(out, &table, &fields, Octal::at(code, n, upto));
            }
            let default = if table.period { period_upto } else { 0 };
            if !table.period && table.upto.is_none() {
                return Err(Usage(words().fact(&fact!("cli-give-upto-at-period"))).into());
            }
            let upto = table.upto.unwrap_or(default);
            if table.period {
                let (game, period) = Octal::with_period(code, upto).map_err(Usage::from)?;
                if period.is_none() {
                    if let Some(why) = game.arithmetic_refusal() {
                        // Say how far it looked and which hypothesis of the arithmetic test
                        // failed last (README: a refusal names what was asked).
                        let none = fact!(
                            "cli-no-arithmetic-period",
                            upto = upto.to_string(),
                            why = why
                        );
                        return Err(Failure::Rejected(words().fact(&none)));
                    }
                }
                return print_table(out, &table, &fields, &game.values(), Some(period), upto);
            }
            let game = Octal::new(code, upto).map_err(Usage::from)?;
            print_table(out, &table, &fields, &game.values(), None, upto)
        }
        GrundyGame::Grundys { table } => grundys(out, &table),
    }
}

/// Grundy's game: values by the sparse-space engine; no periodicity theorem is used (none is known
/// to hold: its values are computed far past any table here without a period).
fn grundys(out: &mut impl Write, table: &Table) -> Result<(), Failure> {
    if table.period {
        return Err(Usage(words().fact(&fact!("cli-grundys-no-period"))).into());
    }
    let most = grundys::MAX_UPTO;
    let upto = match (table.upto, table.at) {
        (Some(upto), _) => upto,
        (None, Some(n)) if n > most => {
            // Past the largest table no value is known: say so at once.
            let none = fact!(
                "cli-grundys-past-table",
                heap = n.to_string(),
                most = most.to_string()
            );
            return Err(Failure::Rejected(words().fact(&none)));
        }
        (None, Some(n)) => n,
        (None, None) => return Err(Usage(words().fact(&fact!("cli-give-upto-at"))).into()),
    };
    // Past the largest table, the core's refusal names its limit.
    let values = Grundys::new(upto).map_err(Usage::from)?.values();
    let fields = "\"game\":\"grundys\"";
    match table.at {
        Some(n) => print_at(out, table, fields, HeapValue::read(&values, None, n)),
        None => print_table(out, table, fields, &values, None, upto),
    }
}

/// `--at N`: the value first, then the period it was read through and the heap's place in
/// it (docs/design.md); exit 1 when no period is certified and N is past the table.
fn print_at(
    out: &mut impl Write,
    table: &Table,
    fields: &str,
    answer: Result<HeapValue, AtError>,
) -> Result<(), Failure> {
    no_csv(table.format)?;
    let at = match answer {
        Ok(at) => at,
        Err(AtError::Refused(reason)) => return Err(Usage::from(reason).into()),
        Err(AtError::NoPeriod(none)) => {
            let why = fact!(
                "cli-no-period-heap",
                upto = none.looked.to_string(),
                heap = none.heap.to_string()
            );
            return Err(Failure::Rejected(words().fact(&why)));
        }
    };
    let (n, v) = (at.heap, at.value);
    if table.format == Format::Json {
        let period = match (at.period, at.place()) {
            (Some(p), Some(place)) => {
                let (cycle, offset) = match place {
                    Place::Preperiod => ("null".to_string(), "null".to_string()),
                    Place::Period { cycle, offset } => (cycle.to_string(), offset.to_string()),
                };
                format!(
                    ",\"preperiod\":{},\"period\":{}{},\"cycle\":{cycle},\"offset\":{offset},\"same_as\":{},\"certificate\":\"{}\"",
                    p.preperiod,
                    p.period,
                    saltus_field(&p),
                    p.representative(n),
                    english().fact(&p.sentence())
                )
            }
            _ => ",\"preperiod\":null,\"period\":null".to_string(),
        };
        writeln!(out, "{{{fields},\"heap\":{n},\"value\":{v}{period}}}")?;
        return Ok(());
    }
    writeln!(out, "{v}")?;
    if let Some(p) = at.period {
        writeln!(out, "{}", period_line(&p))?;
        // The numbers of an equation are notation: written whole, never grouped.
        let place = match p.place(n) {
            Place::Preperiod => fact!("cli-heap-in-preperiod", heap = n.to_string()),
            Place::Period { cycle, offset } => {
                let id = if p.saltus > 0 {
                    "cli-heap-in-period-saltus"
                } else {
                    "cli-heap-in-period"
                };
                fact!(
                    id,
                    heap = n.to_string(),
                    preperiod = p.preperiod.to_string(),
                    cycle = cycle.to_string(),
                    period = p.period.to_string(),
                    offset = offset.to_string(),
                    same = p.representative(n).to_string(),
                    saltus = p.saltus.to_string()
                )
            }
        };
        writeln!(out, "{}", words().fact(&place))?;
    }
    Ok(())
}

/// `preperiod 71 period 12` (and `saltus s` for an arithmetic period) in the reader's
/// language, its numbers as they are.
fn period_line(p: &Period) -> String {
    let fact = if p.saltus > 0 {
        fact!(
            "cli-period-saltus",
            preperiod = p.preperiod.to_string(),
            period = p.period.to_string(),
            saltus = p.saltus.to_string()
        )
    } else {
        fact!(
            "cli-period",
            preperiod = p.preperiod.to_string(),
            period = p.period.to_string()
        )
    };
    words().fact(&fact)
}

/// `,"saltus":s` for an arithmetic period, nothing for a periodic one (whose JSON predates
/// the field).
fn saltus_field(p: &Period) -> String {
    if p.saltus > 0 {
        format!(",\"saltus\":{}", p.saltus)
    } else {
        String::new()
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
        Some(None) => Err(Failure::Rejected(
            words().fact(&fact!("cli-no-period", upto = upto.to_string())),
        )),
        Some(Some(p)) if json => {
            writeln!(
                out,
                "{{{fields},\"preperiod\":{},\"period\":{}{},\"checked_to\":{},\"certificate\":\"{}\"}}",
                p.preperiod,
                p.period,
                saltus_field(&p),
                p.window_end + p.period - 1,
                english().fact(&p.sentence())
            )?;
            Ok(())
        }
        Some(Some(p)) if p.saltus > 0 => {
            writeln!(out, "{}", period_line(&p))?;
            let certified = fact!(
                "cli-arithmetic-periodic",
                period = p.period.to_string(),
                saltus = p.saltus.to_string(),
                preperiod = p.preperiod.to_string(),
                last = (p.window_end + p.period - 1).to_string()
            );
            Ok(writeln!(out, "{}", words().fact(&certified))?)
        }
        Some(Some(p)) => Ok(writeln!(out, "{}", period_line(&p))?),
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
    nim::check_heaps(&args.heaps).map_err(Usage::from)?;
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
    let size = knights::board_side(args.size).map_err(Usage::from)?;
    let game = Knights::new(size, variant).map_err(Usage::from)?;
    game.check(&args.at).map_err(Usage::from)?;
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
    let game = KInRow::new(args.n, args.k).map_err(Usage::from)?;
    let row = game.start();
    let moves: Vec<String> = game
        .winning_moves(&row)
        .iter()
        .map(|m| game.write_move(m))
        .collect();
    outcome(out, args.format, "kinrow", game.grundy(&row), &moves, false)
}

pub fn parity(out: &mut impl Write, args: ParityArgs) -> Result<(), Failure> {
    let game = Parity::new(args.n, args.k, args.odd).map_err(Usage::from)?;
    let takes: Vec<String> = game.winning_takes().iter().map(|c| c.to_string()).collect();
    let g = game.grundy(&game.start());
    outcome(out, args.format, "parity", g, &takes, false)
}
