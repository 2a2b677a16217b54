//! The heap games' page settings and how one opens for play against the computer
//! ([`open`]): through its catalog entry's `versus`, written in the game's own folder
//! (`versus.rs`, with how its positions look as heaps and its explorer table). What the
//! games' tables share (the first values, an octal code's certified period) is here.

use super::octal_table::Code;
use super::versus::{Play, Table, TableRow};
use crate::catalog::{self, GameInfo, Kind};
use crate::octal::{self, Octal};
use crate::text::grouped;

/// The heaps view draws every counter: at most this many heaps (nim, octal) ...
pub const PAGE_MAX_HEAPS: usize = 12;
/// ... of at most this many counters each.
pub const PAGE_MAX_HEAP: u64 = 100;

/// The largest table the page's explorer searches for an octal period (the command line's
/// `--period` goes to `octal::DEFAULT_PERIOD_UPTO`): codes with many digits take seconds
/// beyond it in the browser.
pub const PAGE_PERIOD_UPTO: u64 = 4096;

/// How a heap game opens for play with the page's settings: its catalog entry's `versus`,
/// written in the game's own folder (`versus.rs`) with its [`Heaps`] picture.
pub type Opener = fn(&Settings, bool) -> Result<Box<dyn Play>, String>;

/// One page setting, already checked for its kind and range by the caller.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    Whole(u64),
    Text(String),
    Flag(bool),
}

/// The page's settings of one game by parameter name; a missing one is the catalog's default.
#[derive(Clone, Debug, Default)]
pub struct Settings(pub Vec<(String, Setting)>);

impl Settings {
    pub fn get(&self, name: &str) -> Option<&Setting> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }

    pub fn whole(&self, info: &GameInfo, name: &str) -> u64 {
        match (self.get(name), info.param(name).map(|p| p.kind)) {
            (Some(Setting::Whole(v)), _) => *v,
            (_, Some(Kind::Whole { default, .. })) => default,
            _ => 0,
        }
    }

    pub fn text(&self, info: &GameInfo, name: &str) -> String {
        match (self.get(name), info.param(name).map(|p| p.kind)) {
            (Some(Setting::Text(t)), _) => t.clone(),
            (_, Some(Kind::Text { default, .. } | Kind::Choice { default, .. })) => {
                default.to_string()
            }
            _ => String::new(),
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Setting::Flag(true)))
    }
}

/// Heaps written `3,4,5`, within the page's drawing limits.
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, String> {
    let heaps = text
        .split(',')
        .map(|s| {
            crate::text::whole(s.trim()).map_err(|why| format!("'{s}' in the heaps '{text}' {why}"))
        })
        .collect::<Result<Vec<u64>, String>>()?;
    if heaps.len() > PAGE_MAX_HEAPS {
        return Err(format!(
            "the page shows at most {PAGE_MAX_HEAPS} heaps, not {}",
            heaps.len()
        ));
    }
    match heaps.iter().find(|&&h| h > PAGE_MAX_HEAP) {
        Some(h) => Err(format!(
            "the page draws heaps of at most {PAGE_MAX_HEAP} counters, not {h}"
        )),
        None => Ok(heaps),
    }
}

/// The game `id` with the page's settings, ready to play; who moves first is `first`
/// (`you` or `computer`). Errors are the game's own sentences.
pub fn open(id: &str, settings: &Settings) -> Result<Box<dyn Play>, String> {
    let info = catalog::game(id).ok_or_else(|| format!("there is no game '{id}'"))?;
    let open = info
        .versus
        .ok_or_else(|| format!("{id} is not a heap game"))?;
    let you_first = match settings.text(info, "first").as_str() {
        "you" => true,
        "computer" => false,
        other => return Err(format!("first must be you or computer, not '{other}'")),
    };
    open(settings, you_first)
}

/// A table's first `upto + 1` values.
pub(crate) fn first(values: &[u64], upto: u64) -> Vec<u64> {
    values[..values.len().min(upto as usize + 1)].to_vec()
}

pub(crate) fn one_row(label: &str, values: Vec<u64>) -> Vec<TableRow> {
    vec![TableRow {
        label: label.into(),
        values,
    }]
}

/// G(0..=upto) of an octal code and its Guy–Smith period, `intro` before the certificate.
pub(crate) fn octal_table(code: &Code, upto: u64, intro: &str) -> Result<Table, String> {
    let (game, period) = Octal::with_period(code.clone(), PAGE_PERIOD_UPTO)?;
    let mut values = game.values();
    if values.len() <= upto as usize {
        values = Octal::new(code.clone(), upto)?.values();
    }
    Ok(Table {
        rows: one_row("G(n)", first(&values, upto)),
        preperiod: period.map(|p| p.preperiod),
        period: period.map(|p| p.period),
        certificate: period.map(|p| format!("{intro}{}", game.certificate(&p))),
        note: match period {
            Some(_) => String::new(),
            None => format!(
                "{intro}No period is certified by the Guy–Smith theorem up to n = {}; the \
                 command line searches further, up to n = {}.",
                grouped(PAGE_PERIOD_UPTO),
                grouped(octal::DEFAULT_PERIOD_UPTO)
            ),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(pairs: &[(&str, Setting)]) -> Settings {
        Settings(
            pairs
                .iter()
                .map(|(n, s)| (n.to_string(), s.clone()))
                .collect(),
        )
    }

    pub fn text(t: &str) -> Setting {
        Setting::Text(t.into())
    }

    /// Plays to the end: the visitor picks with `pick` from the snapshot's options, the
    /// computer its best move. Returns the winner and the moves made.
    fn play_out(
        game: &mut dyn Play,
        pick: impl Fn(&[super::super::versus::MoveRecord]) -> usize,
    ) -> (&'static str, usize) {
        for _ in 0..10_000 {
            let snap = game.snapshot();
            if snap.finished {
                return (snap.winner.unwrap(), snap.step);
            }
            let i = if game.you_to_move() {
                pick(&snap.moves)
            } else {
                game.best().unwrap()
            };
            game.play(i).unwrap();
        }
        panic!("no end");
    }

    fn winning(moves: &[super::super::versus::MoveRecord]) -> usize {
        moves.iter().position(|m| m.winning).unwrap_or(0)
    }

    #[test]
    fn a_visitor_in_a_lost_position_loses_whatever_they_play() {
        for pick in [|_: &[_]| 0, |m: &[_]| m.len() - 1, winning] {
            let mut nim = open("nim", &settings(&[("heaps", text("1,2,3"))])).unwrap();
            assert_eq!(nim.snapshot().outcome, "second");
            assert_eq!(play_out(nim.as_mut(), pick).0, "computer");
        }
    }

    #[test]
    fn a_visitor_who_follows_the_values_wins() {
        let cases = [
            ("nim", vec![("heaps", text("3,4,5"))]),
            (
                "subtraction",
                vec![("set", text("1,3,4")), ("heap", Setting::Whole(10))],
            ),
            (
                "octal",
                vec![("code", text("0.77")), ("heaps", text("7,5"))],
            ),
            ("octal", vec![("code", text("0.07")), ("heaps", text("10"))]),
            (
                "kinrow",
                vec![("n", Setting::Whole(20)), ("k", Setting::Whole(3))],
            ),
            (
                "nim",
                vec![("heaps", text("2,1")), ("misere", Setting::Flag(true))],
            ),
            (
                "parity",
                vec![("n", Setting::Whole(7)), ("k", Setting::Whole(2))],
            ),
        ];
        for (id, s) in cases {
            let mut game = open(id, &settings(&s)).unwrap();
            let snap = game.snapshot();
            assert_eq!(snap.outcome, "first", "{id}");
            assert!(
                snap.moves.iter().any(|m| m.winning && m.grundy == Some(0)),
                "{id}"
            );
            assert_eq!(play_out(game.as_mut(), winning).0, "you", "{id} {s:?}");
        }
    }

    #[test]
    fn the_computer_starts_when_asked_and_undo_takes_back_the_visitors_move() {
        let s = settings(&[("heaps", text("3,4,5")), ("first", text("computer"))]);
        let mut nim = open("nim", &s).unwrap();
        assert!(!nim.you_to_move() && !nim.undo());
        assert_eq!(nim.snapshot().to_move, "computer");
        nim.play(nim.best().unwrap()).unwrap();
        assert_eq!(nim.snapshot().heaps, [1, 4, 5]);
        assert_eq!(nim.snapshot().outcome, "second");
        nim.play(0).unwrap();
        nim.play(nim.best().unwrap()).unwrap();
        assert_eq!(nim.snapshot().step, 3);
        assert!(nim.undo());
        assert_eq!(nim.snapshot().heaps, [1, 4, 5]);
        assert!(nim.play(999).unwrap_err().contains("no option 1000"));
        // Lost, the computer takes a single counter.
        let s = settings(&[("heaps", text("1,2,3")), ("first", text("computer"))]);
        let mut nim = open("nim", &s).unwrap();
        nim.play(nim.best().unwrap()).unwrap();
        assert_eq!(nim.snapshot().heaps.iter().sum::<u64>(), 5);
    }

    #[test]
    fn octal_splits_show_two_heaps_and_no_empty_part() {
        let s = settings(&[("code", text("0.77")), ("heaps", text("7,5"))]);
        let mut kayles = open("octal", &s).unwrap();
        let snap = kayles.snapshot();
        // G(7) xor G(5) = 2 xor 4 (Kayles).
        assert_eq!((snap.heap_values, snap.grundy), (Some(vec![2, 4]), Some(6)));
        let i = snap
            .moves
            .iter()
            .position(|m| m.label == "heap 1: take 1, leave 3 and 3")
            .unwrap();
        assert_eq!(snap.moves[i].result, "3,5,3");
        kayles.play(i).unwrap();
        let j = kayles
            .snapshot()
            .moves
            .iter()
            .position(|m| m.label == "heap 2: take 2, leave 3")
            .unwrap();
        kayles.play(j).unwrap();
        assert_eq!(kayles.snapshot().heaps, [3, 3, 3]);
    }

    #[test]
    fn misere_octal_plays_by_its_quotient_and_the_computer_keeps_a_won_game() {
        use crate::impartial::misere::Quotient;
        let quotient = Quotient::new(Code::parse("0.77").unwrap(), 6).unwrap();
        // Every start of up to two heaps of 1 to 6: the page's outcome is the quotient's, and
        // from a won start the computer, moving first, wins whatever the visitor plays.
        for a in 1..=6u64 {
            for b in 0..=a {
                let heaps: Vec<u64> = [a, b].into_iter().filter(|&h| h > 0).collect();
                let text_heaps = heaps
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(",");
                let s = settings(&[
                    ("code", text("0.77")),
                    ("heaps", text(&text_heaps)),
                    ("misere", Setting::Flag(true)),
                    ("first", text("computer")),
                ]);
                let mut game = open("octal", &s).unwrap();
                let lost = quotient.lost(&heaps).unwrap();
                let snap = game.snapshot();
                assert_eq!(
                    snap.outcome,
                    if lost { "second" } else { "first" },
                    "{heaps:?}"
                );
                if !lost {
                    assert_eq!(play_out(&mut *game, |_| 0).0, "computer", "{heaps:?}");
                }
            }
        }
    }

    #[test]
    fn tables_and_certificates() {
        let sub = open("subtraction", &settings(&[("upto", Setting::Whole(9))])).unwrap();
        let t = sub.table(None).unwrap();
        assert_eq!(t.rows[0].values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
        assert_eq!((t.preperiod, t.period), (Some(0), Some(7)));
        assert!(t.certificate.unwrap().starts_with("The window rule"));
        let kayles = open("octal", &Settings::default()).unwrap();
        let t = kayles.table(Some(100)).unwrap();
        assert_eq!(
            (t.preperiod, t.period, t.rows[0].values.len()),
            (Some(71), Some(12), 101)
        );
        assert!(t.certificate.unwrap().starts_with("Guy–Smith"));
        let row = open("kinrow", &settings(&[("n", Setting::Whole(10))])).unwrap();
        // K = 2 is Dawson's Kayles, 0.07.
        let t = row.table(None).unwrap();
        assert_eq!(t.rows[0].values, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
        assert!(t
            .certificate
            .unwrap()
            .starts_with("K in a row is the octal game 0.07"));
        let parity = open("parity", &Settings::default()).unwrap();
        assert_eq!(parity.table(None).unwrap().rows.len(), 2);
    }

    #[test]
    fn parity_totals_add_up_and_the_winner_has_the_parity() {
        let mut g = open(
            "parity",
            &settings(&[("n", Setting::Whole(9)), ("k", Setting::Whole(3))]),
        )
        .unwrap();
        let (winner, _) = play_out(g.as_mut(), |_| 0);
        let snap = g.snapshot();
        let [you, computer] = snap.totals.unwrap();
        assert_eq!(you + computer, 9);
        // The first player (you) wins iff their total is even.
        assert_eq!(winner == "you", you % 2 == 0);
    }

    #[test]
    fn bad_settings_get_the_games_own_sentence() {
        let e = |id: &str, s: Settings| open(id, &s).err().unwrap();
        assert!(e("subtraction", settings(&[("set", text("1,x"))])).contains("'x' in the set"));
        assert!(e("octal", settings(&[("code", text("0.8"))])).len() > 5);
        assert!(e("nim", settings(&[("heaps", text("3,101"))])).contains("at most 100 counters"));
        assert!(e("nim", settings(&[("first", text("me"))])).contains("you or computer"));
        assert!(e("kinrow", settings(&[("k", Setting::Whole(0))])).contains("K must be"));
        assert_eq!(e("shift", Settings::default()), "shift is not a heap game");
        assert_eq!(
            e("knights", Settings::default()),
            "knights is not a heap game"
        );
    }

    /// A game comes back from its record: the same position, the same record, whoever
    /// moved first; a bad record keeps the moves before the bad one and names it.
    #[test]
    fn a_game_comes_back_from_its_record() {
        use super::super::versus::{format_record, parse_record, RECORD_MAX_MOVES};
        for first in ["you", "computer"] {
            let setup = [("heaps", text("3,4,5,7")), ("first", text(first))];
            let mut game = open("nim", &settings(&setup)).unwrap();
            // The visitor always takes the last option; the computer answers.
            let mut yours = 0;
            while yours < 4 && !game.snapshot().finished {
                if game.you_to_move() {
                    game.play(game.snapshot().moves.len() - 1).unwrap();
                    yours += 1;
                } else {
                    game.play(game.best().unwrap()).unwrap();
                }
            }
            let record = format_record(&game.yours());
            assert_eq!(record.split('.').count(), 4, "{record}");
            let mut again = open("nim", &settings(&setup)).unwrap();
            again.replay(&parse_record(&record).unwrap()).unwrap();
            if !again.you_to_move() && game.you_to_move() {
                // The live game had the computer's answer to the last move already.
                again.play(again.best().unwrap()).unwrap();
            }
            let (a, b) = (game.snapshot(), again.snapshot());
            assert_eq!((a.heaps, a.step), (b.heaps, b.step), "{first}");
            assert_eq!(format_record(&again.yours()), record);
        }
        let mut game = open("nim", &settings(&[("heaps", text("9,9,9"))])).unwrap();
        let err = game.replay(&[0, 40]).unwrap_err();
        assert!(err.starts_with("your move 2 cannot be played"), "{err}");
        assert_eq!(game.yours(), vec![0]);
        assert!(parse_record("2.x")
            .unwrap_err()
            .contains("'x' is not a move number"));
        assert!(parse_record("0").is_err() && parse_record("+3").is_err());
        assert_eq!(parse_record("").unwrap(), Vec::<usize>::new());
        let long = vec!["1"; RECORD_MAX_MOVES + 1].join(".");
        assert!(parse_record(&long).unwrap_err().contains("at most 4096"));
    }
}
