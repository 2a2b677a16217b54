//! The five heap games as [`Heaps`] for play against the computer ([`open`]): how each
//! position looks as heaps, its explorer table, and the page's settings read with each
//! game's own parser.

use super::octal_table::Code;
use super::versus::{Heaps, Play, Session, Span, Table, TableRow};
use crate::catalog::{self, GameInfo, Kind};
use crate::game::{Impartial, Notation};
use crate::kinrow::KInRow;
use crate::nim::{self, Nim, Reduce};
use crate::octal::{self, Octal, Take};
use crate::parity::{Parity, Pile};
use crate::subtraction::{self, Subtraction};

/// The heaps view draws every counter: at most this many heaps (nim, octal) ...
pub const PAGE_MAX_HEAPS: usize = 12;
/// ... of at most this many counters each.
pub const PAGE_MAX_HEAP: u64 = 100;

/// The largest table the page's explorer searches for an octal period (the command line's
/// `--period` goes to `octal::DEFAULT_PERIOD_UPTO`): codes with many digits take seconds
/// beyond it in the browser.
pub const PAGE_PERIOD_UPTO: u64 = 4096;

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
    fn get(&self, name: &str) -> Option<&Setting> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }

    fn whole(&self, info: &GameInfo, name: &str) -> u64 {
        match (self.get(name), info.param(name).map(|p| p.kind)) {
            (Some(Setting::Whole(v)), _) => *v,
            (_, Some(Kind::Whole { default, .. })) => default,
            _ => 0,
        }
    }

    fn text(&self, info: &GameInfo, name: &str) -> String {
        match (self.get(name), info.param(name).map(|p| p.kind)) {
            (Some(Setting::Text(t)), _) => t.clone(),
            (_, Some(Kind::Text { default, .. } | Kind::Choice { default, .. })) => {
                default.to_string()
            }
            _ => String::new(),
        }
    }

    fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Setting::Flag(true)))
    }
}

/// Heaps written `3,4,5`, within the page's drawing limits.
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, String> {
    let heaps = text
        .split(',')
        .map(|s| {
            s.trim()
                .parse::<u64>()
                .map_err(|_| format!("'{s}' in the heaps '{text}' is not a whole number"))
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
    if info.view != crate::catalog::View::Heaps {
        return Err(format!("{id} is not a heap game"));
    }
    let you_first = match settings.text(info, "first").as_str() {
        "you" => true,
        "computer" => false,
        other => return Err(format!("first must be you or computer, not '{other}'")),
    };
    let (text, whole) = (|n| settings.text(info, n), |n| settings.whole(info, n));
    Ok(match id {
        "subtraction" => {
            let game = Subtraction::parse(&text("set"), settings.flag("misere"))?;
            let upto = whole("upto");
            Box::new(Session::new(game, whole("heap"), you_first, upto))
        }
        "octal" => {
            let code = Code::parse(&text("code"))?;
            let heaps = parse_heaps(&text("heaps"))?;
            let most = heaps.iter().copied().max().unwrap_or(0).max(1);
            let game = Octal::new(code, most)?;
            Box::new(Session::new(game, heaps, you_first, whole("upto")))
        }
        "nim" => {
            let heaps = parse_heaps(&text("heaps"))?;
            nim::check_heaps(&heaps)?;
            let game = Nim {
                misere: settings.flag("misere"),
            };
            Box::new(Session::new(game, heaps, you_first, PAGE_MAX_HEAP))
        }
        "kinrow" => {
            let (n, k) = (whole("n"), whole("k"));
            let game = KInRow::new(n, k)?;
            Box::new(Session::new(game, vec![false; n as usize], you_first, n))
        }
        "parity" => {
            let game = Parity::new(whole("n"), whole("k"), settings.flag("odd"))?;
            let start = crate::game::Rules::start(&game);
            let n = game.n();
            Box::new(Session::new(game, start, you_first, n))
        }
        other => return Err(format!("{other} is not a heap game")),
    })
}

/// A table's first `upto + 1` values.
fn first(values: &[u64], upto: u64) -> Vec<u64> {
    values[..values.len().min(upto as usize + 1)].to_vec()
}

fn one_row(label: &str, values: Vec<u64>) -> Vec<TableRow> {
    vec![TableRow {
        label: label.into(),
        values,
    }]
}

impl Heaps for Subtraction {
    fn id(&self) -> &'static str {
        "subtraction"
    }
    fn heaps(&self, heap: &u64) -> Vec<u64> {
        vec![*heap]
    }
    fn span(&self, heap: &u64, take: &u64) -> Span {
        let from = heap.saturating_sub(*take);
        Span {
            heap: 0,
            from,
            alt: from,
            take: *take,
        }
    }
    fn label(&self, _: &u64, take: &u64) -> String {
        self.write_move(take)
    }
    fn heap_values(&self, heap: &u64) -> Option<Vec<u64>> {
        self.sum_values().then(|| vec![self.grundy(heap)])
    }
    fn sum_values(&self) -> bool {
        !self.misere()
    }
    fn table(&self, upto: u64) -> Result<Table, String> {
        let values = self.table(upto.max(subtraction::DEFAULT_PERIOD_UPTO))?;
        let period = self.period(&values);
        let label = if self.misere() {
            "misère: 1 won, 0 lost"
        } else {
            "G(n)"
        };
        Ok(Table {
            rows: one_row(label, first(&values, upto)),
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            certificate: period.map(|p| self.certificate(&p)),
            note: match period {
                Some(_) => String::new(),
                None => format!(
                    "No period is certified by the window rule up to n = {}.",
                    values.len() - 1
                ),
            },
        })
    }
}

impl Heaps for Octal {
    fn id(&self) -> &'static str {
        "octal"
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    fn span(&self, _: &Vec<u64>, mv: &Take) -> Span {
        let (big, small) = mv.left;
        // Without a split the counters go from the top (or, mirrored, the bottom).
        let (from, alt) = if small == 0 { (big, 0) } else { (small, big) };
        Span {
            heap: mv.heap,
            from,
            alt,
            take: mv.take,
        }
    }
    fn label(&self, _: &Vec<u64>, mv: &Take) -> String {
        let leave = match mv.left {
            (0, _) => "leave none".to_string(),
            (a, 0) => format!("leave {a}"),
            (a, b) => format!("leave {a} and {b}"),
        };
        format!("heap {}: take {}, {leave}", mv.heap + 1, mv.take)
    }
    fn heap_values(&self, heaps: &Vec<u64>) -> Option<Vec<u64>> {
        heaps.iter().map(|&n| self.heap_value(n)).collect()
    }
    /// The core appends a move's second part, 0 when there is none: the page drops it.
    fn tidy(&self, heaps: &mut Vec<u64>) {
        if heaps.len() > 1 && heaps.last() == Some(&0) {
            heaps.pop();
        }
    }
    fn table(&self, upto: u64) -> Result<Table, String> {
        octal_table(self.code(), upto, "")
    }
}

/// G(0..=upto) of an octal code and its Guy–Smith period, `intro` before the certificate.
fn octal_table(code: &Code, upto: u64, intro: &str) -> Result<Table, String> {
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
                "{intro}No period is certified by the Guy–Smith theorem up to n = \
                 {PAGE_PERIOD_UPTO} (the command line's --period searches to {}).",
                octal::DEFAULT_PERIOD_UPTO
            ),
        },
    })
}

impl Heaps for Nim {
    fn id(&self) -> &'static str {
        "nim"
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    fn span(&self, heaps: &Vec<u64>, mv: &Reduce) -> Span {
        Span {
            heap: mv.heap,
            from: mv.to,
            alt: mv.to,
            take: heaps[mv.heap] - mv.to,
        }
    }
    fn label(&self, heaps: &Vec<u64>, mv: &Reduce) -> String {
        self.describe(heaps, mv)
    }
    fn heap_values(&self, heaps: &Vec<u64>) -> Option<Vec<u64>> {
        let one = |h: u64| self.grundy(&vec![h]);
        self.sum_values()
            .then(|| heaps.iter().map(|&h| one(h)).collect())
    }
    fn sum_values(&self) -> bool {
        !self.misere
    }
    fn table(&self, upto: u64) -> Result<Table, String> {
        let values = (0..=upto).map(|n| self.grundy(&vec![n])).collect();
        let (label, note) = if self.misere {
            ("misère, one heap: 1 won, 0 lost", "Misère Nim: play as in normal Nim until the move would leave only heaps of 0 or 1, then leave an odd number of 1s (Bouton).")
        } else {
            (
                "G(n)",
                "A heap of n is worth n; a position's value is the xor of its heaps (Bouton).",
            )
        };
        Ok(Table {
            rows: one_row(label, values),
            preperiod: None,
            period: None,
            certificate: None,
            note: note.into(),
        })
    }
}

impl Heaps for KInRow {
    fn id(&self) -> &'static str {
        "kinrow"
    }
    fn heaps(&self, row: &Vec<bool>) -> Vec<u64> {
        KInRow::runs_of(row)
            .filter(|&len| len > 0)
            .map(|len| len as u64)
            .collect()
    }
    fn span(&self, _: &Vec<bool>, first: &u64) -> Span {
        let from = first.saturating_sub(1);
        Span {
            heap: 0,
            from,
            alt: from,
            take: self.k(),
        }
    }
    fn label(&self, _: &Vec<bool>, first: &u64) -> String {
        match self.k() {
            1 => format!("square {first}"),
            k => format!("squares {first}–{}", first + k - 1),
        }
    }
    fn heap_values(&self, row: &Vec<bool>) -> Option<Vec<u64>> {
        let runs = self.run_values();
        Some(
            self.heaps(row)
                .iter()
                .map(|&len| u64::from(runs[len as usize]))
                .collect(),
        )
    }
    fn row(&self, row: &Vec<bool>) -> Option<String> {
        Some(row.iter().map(|&o| if o { 'x' } else { '.' }).collect())
    }
    fn table(&self, upto: u64) -> Result<Table, String> {
        let code = Code::k_in_a_row(self.k() as usize);
        let intro = format!("K in a row is the octal game {code}. ");
        octal_table(&code, upto, &intro)
    }
}

impl Heaps for Parity {
    fn id(&self) -> &'static str {
        "parity"
    }
    fn heaps(&self, p: &Pile) -> Vec<u64> {
        vec![p.left]
    }
    fn span(&self, p: &Pile, c: &u64) -> Span {
        let from = p.left.saturating_sub(*c);
        Span {
            heap: 0,
            from,
            alt: from,
            take: *c,
        }
    }
    fn label(&self, _: &Pile, c: &u64) -> String {
        self.write_move(c)
    }
    fn sum_values(&self) -> bool {
        false
    }
    fn keeps(&self) -> bool {
        true
    }
    fn table(&self, upto: u64) -> Result<Table, String> {
        let upto = upto.min(self.n());
        let row = |x: usize| (0..=upto).map(|i| u64::from(self.wins(x, i))).collect();
        Ok(Table {
            rows: vec![
                TableRow {
                    label: "needs even".into(),
                    values: row(0),
                },
                TableRow {
                    label: "needs odd".into(),
                    values: row(1),
                },
            ],
            preperiod: None,
            period: None,
            certificate: None,
            note: "1: the player to move wins with n objects left when they still need to \
                   collect a total of that parity from the pile; 0: they lose (the paper's DP)."
                .into(),
        })
    }
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

    fn text(t: &str) -> Setting {
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
                snap.moves.iter().any(|m| m.winning && m.grundy == 0),
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
        assert_eq!((snap.heap_values, snap.grundy), (Some(vec![2, 4]), 6));
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
}
