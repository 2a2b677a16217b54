//! The heap games' page settings and how one opens for play against the computer
//! ([`open`]): through its catalog entry's `versus`, written in the game's own folder
//! (`versus.rs`, with how its positions look as heaps and its explorer table). What the
//! games' tables share (the first values, an octal code's certified period) is here.

use super::octal_table::Code;
use super::versus::{HeapTable, Opened, Play, TableRow};
use super::Period;
use crate::catalog;
use crate::fact;
use crate::game::Settings;
use crate::message::Message;
use crate::octal::{self, Octal};

/// The heaps view shows at most this many heaps (nim, octal) ...
pub const PAGE_MAX_HEAPS: usize = 12;
/// ... and draws a heap's counters up to this many (nim's heaps stop there; a larger heap
/// of a game read through its certified period is shown as a number, [`PAGE_MAX_AT`]).
pub const PAGE_MAX_HEAP: u64 = 100;
/// The largest heap the page plays through a certified period: 10^18, as the command
/// line's `--at`.
pub const PAGE_MAX_AT: u64 = 1_000_000_000_000_000_000;

/// The largest table the page's explorer searches for an octal period (the command line's
/// `--period` goes to `octal::DEFAULT_PERIOD_UPTO`): codes with many digits take seconds
/// beyond it in the browser.
pub const PAGE_PERIOD_UPTO: u64 = 4096;

/// The largest table the page makes for a hexadecimal code whose moves may leave three
/// heaps: its plain mex is cubic (no sparse space), and this size builds in well under a
/// second in the browser for every digit (0.FF measured, docs/heaps-page.md).
pub const PAGE_THREE_HEAPS_UPTO: u64 = 500;

/// How far the page's explorer looks for `code`'s period.
pub fn page_period_upto(code: &Code) -> u64 {
    if code.three_heaps() {
        PAGE_THREE_HEAPS_UPTO
    } else {
        PAGE_PERIOD_UPTO
    }
}

/// How a heap game opens for play with the page's settings: written in the game's own
/// folder (`versus.rs`) with its [`Heaps`] picture, and registered in an `Engines` list
/// (`catalog::ALL_ENGINES`, each wasm module's `engines.rs`).
pub type Opener = fn(&Settings, bool) -> Result<Opened, Message>;

/// Heaps written `3,4,5`: at most [`PAGE_MAX_HEAPS`] heaps of at most [`PAGE_MAX_AT`]
/// counters (the game checks what it can draw or read, [`check_drawn`]).
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, Message> {
    let heaps = crate::text::wholes("heaps", text)?;
    if heaps.len() > PAGE_MAX_HEAPS {
        return Err(fact!(
            "value-heaps-too-many",
            most = PAGE_MAX_HEAPS,
            count = heaps.len()
        ));
    }
    match heaps.iter().find(|&&h| h > PAGE_MAX_AT) {
        Some(&h) => Err(too_large(h)),
        None => Ok(heaps),
    }
}

/// A heap past what the page plays ([`PAGE_MAX_AT`]).
fn too_large(heap: u64) -> Message {
    fact!("value-heap-too-large", heap = heap, most = PAGE_MAX_AT)
}

/// Refuses a heap past the counters the page draws ([`PAGE_MAX_HEAP`]), for a game that
/// shows every counter.
pub fn check_drawn(heaps: &[u64]) -> Result<(), Message> {
    match heaps.iter().find(|&&h| h > PAGE_MAX_HEAP) {
        Some(&h) => Err(fact!("heaps-not-drawn", most = PAGE_MAX_HEAP, heap = h)),
        None => Ok(()),
    }
}

/// One heap from the page's text (`heap=123456789012345`): a whole number of at most
/// [`PAGE_MAX_AT`] counters, or the refusal naming it or the limit.
pub fn parse_heap(text: &str) -> Result<u64, Message> {
    let heap = crate::text::whole(text.trim())?;
    if heap > PAGE_MAX_AT {
        return Err(too_large(heap));
    }
    Ok(heap)
}

/// The heap game `id` with the page's settings, ready to play, its opening worked to the
/// end at once ([`start`]).
pub fn open(
    engines: &catalog::Engines,
    id: &str,
    settings: &Settings,
) -> Result<Box<dyn Play>, Message> {
    start(engines, id, settings)?.finish()
}

/// The heap game `id` with the page's settings from the engines a shell carries, ready to
/// play or still being worked out ([`Opened`]); who moves first is `first` (`you` or
/// `computer`). Errors are facts.
pub fn start(engines: &catalog::Engines, id: &str, settings: &Settings) -> Result<Opened, Message> {
    let info = catalog::game(id).ok_or_else(|| fact!("heaps-no-game", game = id))?;
    // A game of the catalog with no opener here is one the heaps view does not show (each
    // module registers the openers of its view's games).
    let open = engines
        .opener(id)
        .ok_or_else(|| fact!("heaps-not-a-heap-game", game = id))?;
    let you_first = match settings.text(info, "first").as_str() {
        "you" => true,
        "computer" => false,
        other => return Err(fact!("heaps-bad-first", value = other)),
    };
    open(settings, you_first)
}

/// A table's first `upto + 1` values.
pub(crate) fn first(values: &[u64], upto: u64) -> Vec<u64> {
    values[..values.len().min(upto as usize + 1)].to_vec()
}

/// How far the explorer's table goes: to `upto`, or through the preperiod and one whole
/// period when that is further (n = 0 to n0 + p: Kayles' 84 values), within the page's
/// longest table ([`super::PAGE_TABLE_MAX`]), so the period shown can be seen whole.
pub(crate) fn long_enough(upto: u64, period: Option<&Period>) -> u64 {
    let whole = period.map_or(0, |p| (p.preperiod + p.period) as u64);
    if whole <= super::PAGE_TABLE_MAX {
        upto.max(whole)
    } else {
        upto
    }
}

pub(crate) fn one_row(label: Message, values: Vec<u64>) -> Vec<TableRow> {
    vec![TableRow { label, values }]
}

/// G(0..=upto) of an octal code and its Guy–Smith period; `game` names the game the code
/// plays, when it is not the octal game itself (K in a row).
pub(crate) fn octal_table(
    code: &Code,
    upto: u64,
    game_of: Option<&'static str>,
) -> Result<HeapTable, Message> {
    let (game, period) = Octal::with_period(code.clone(), page_period_upto(code))?;
    octal_table_of(&game, period, upto, game_of)
}

/// The explorer's table from `game`, whose tables up to the page's limit certified
/// `period` (or none): [`octal_table`] once the search is made.
pub(crate) fn octal_table_of(
    game: &Octal,
    period: Option<Period>,
    upto: u64,
    game_of: Option<&'static str>,
) -> Result<HeapTable, Message> {
    let code = game.code();
    let upto = long_enough(upto, period.as_ref());
    let mut values = game.values();
    if values.len() <= upto as usize {
        values = Octal::new(code.clone(), upto)?.values();
    }
    let code_words = code.to_string();
    let intro = |m: Message| match game_of {
        Some(id) => fact!(
            "heaps-code-of",
            game = id,
            code = code_words.as_str(),
            then = m
        ),
        None => m,
    };
    Ok(HeapTable {
        rows: one_row(fact!("heaps-row-g"), first(&values, upto)),
        preperiod: period.map(|p| p.preperiod),
        period: period.map(|p| p.period),
        certificate: period.map(|p| intro(game.certificate(&p))),
        note: match period {
            Some(_) => None,
            None => Some(intro(fact!(
                "octal-no-period",
                theorem = if code.three_heaps() {
                    "three"
                } else {
                    "guy-smith"
                },
                upto = page_period_upto(code),
                further = octal::DEFAULT_PERIOD_UPTO
            ))),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::super::versus::{MoveOption, Player};
    use super::*;
    use crate::game::{Outcome, Setting};
    use std::collections::HashMap;

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

    #[test]
    fn heaps_are_refused_as_facts_naming_the_value_or_the_limit() {
        use crate::message::typed;
        assert_eq!(parse_heaps(" 3,4 , 5"), Ok(vec![3, 4, 5]));
        assert_eq!(
            parse_heaps("3,-4"),
            Err(fact!(
                "value-in-list",
                name = "heaps",
                list = typed("3,-4"),
                why = fact!("value-not-whole", value = typed("-4"))
            ))
        );
        assert_eq!(
            parse_heaps(&"1,".repeat(13)[..25]),
            Err(fact!(
                "value-heaps-too-many",
                most = 12usize,
                count = 13usize
            ))
        );
        let big = PAGE_MAX_AT + 1;
        let too_large = fact!("value-heap-too-large", heap = big, most = PAGE_MAX_AT);
        assert_eq!(parse_heaps(&format!("1,{big}")), Err(too_large.clone()));
        assert_eq!(parse_heap(&big.to_string()), Err(too_large));
        assert_eq!(parse_heap(" 1000000000000000000 "), Ok(PAGE_MAX_AT));
        assert_eq!(
            parse_heap("ten"),
            Err(fact!("value-not-whole", value = typed("ten")))
        );
    }

    /// Plays to the end: the visitor picks with `pick` from the position's options, the
    /// computer its best move. Returns the winner and the moves made.
    fn play_out(game: &mut dyn Play, pick: impl Fn(&[MoveOption]) -> usize) -> (Player, usize) {
        for _ in 0..10_000 {
            let snap = game.position();
            if snap.finished {
                return (snap.winner.unwrap(), snap.step);
            }
            let i = if game.you_to_move() && snap.every_heap {
                each_heap(&snap.moves, &pick)
            } else if game.you_to_move() {
                vec![pick(&snap.moves)]
            } else {
                game.best().unwrap()
            };
            game.play(&i).unwrap();
        }
        panic!("no end");
    }

    /// Where every heap moves: `pick` among each heap's own options, heap by heap.
    fn each_heap(moves: &[MoveOption], pick: impl Fn(&[MoveOption]) -> usize) -> Vec<usize> {
        let heaps = moves.iter().map(|m| m.span.heap + 1).max().unwrap_or(0);
        (0..heaps)
            .map(|h| {
                let first = moves.iter().position(|m| m.span.heap == h).unwrap();
                let own = moves[first..].iter().take_while(|m| m.span.heap == h);
                first + pick(&own.cloned().collect::<Vec<_>>())
            })
            .collect()
    }

    fn winning(moves: &[MoveOption]) -> usize {
        moves.iter().position(|m| m.winning).unwrap_or(0)
    }

    #[test]
    fn a_visitor_in_a_lost_position_loses_whatever_they_play() {
        for pick in [|_: &[_]| 0, |m: &[_]| m.len() - 1, winning] {
            let mut nim = open(
                &crate::catalog::ALL_ENGINES,
                "nim",
                &settings(&[("heaps", text("1,2,3"))]),
            )
            .unwrap();
            assert_eq!(nim.position().outcome, Some(Outcome::Second));
            assert_eq!(play_out(nim.as_mut(), pick).0, Player::Computer);
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
            let mut game = open(&crate::catalog::ALL_ENGINES, id, &settings(&s)).unwrap();
            let snap = game.position();
            assert_eq!(snap.outcome, Some(Outcome::First), "{id}");
            assert!(
                snap.moves.iter().any(|m| m.winning && m.value == Some(0)),
                "{id}"
            );
            assert_eq!(
                play_out(game.as_mut(), winning).0,
                Player::You,
                "{id} {s:?}"
            );
        }
    }

    #[test]
    fn the_computer_starts_when_asked_and_undo_takes_back_the_visitors_move() {
        let s = settings(&[("heaps", text("3,4,5")), ("first", text("computer"))]);
        let mut nim = open(&crate::catalog::ALL_ENGINES, "nim", &s).unwrap();
        assert!(!nim.you_to_move() && !nim.undo());
        assert_eq!(nim.position().to_move, Player::Computer);
        nim.play(&nim.best().unwrap()).unwrap();
        assert_eq!(nim.position().heaps, [1, 4, 5]);
        assert_eq!(nim.position().outcome, Some(Outcome::Second));
        nim.play(&[0]).unwrap();
        nim.play(&nim.best().unwrap()).unwrap();
        assert_eq!(nim.position().step, 3);
        assert!(nim.undo());
        assert_eq!(nim.position().heaps, [1, 4, 5]);
        assert!(nim
            .play(&[999])
            .unwrap_err()
            .flat()
            .starts_with("heaps-no-option option=1000 legal="));
        // Lost, the computer takes a single counter.
        let s = settings(&[("heaps", text("1,2,3")), ("first", text("computer"))]);
        let mut nim = open(&crate::catalog::ALL_ENGINES, "nim", &s).unwrap();
        nim.play(&nim.best().unwrap()).unwrap();
        assert_eq!(nim.position().heaps.iter().sum::<u64>(), 5);
    }

    #[test]
    fn octal_splits_show_two_heaps_and_no_empty_part() {
        let s = settings(&[("code", text("0.77")), ("heaps", text("7,5"))]);
        let mut kayles = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
        let snap = kayles.position();
        // G(7) xor G(5) = 2 xor 4 (Kayles).
        assert_eq!((snap.heap_values, snap.value), (Some(vec![2, 4]), Some(6)));
        let i = snap
            .moves
            .iter()
            .position(|m| m.label == "heap 1: take 1, leave 3 and 3")
            .unwrap();
        assert_eq!(snap.moves[i].after, Some(vec![3, 5, 3]));
        kayles.play(&[i]).unwrap();
        let j = kayles
            .position()
            .moves
            .iter()
            .position(|m| m.label == "heap 2: take 2, leave 3")
            .unwrap();
        kayles.play(&[j]).unwrap();
        assert_eq!(kayles.position().heaps, [3, 3, 3]);
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
                let mut game = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
                let lost = quotient.lost(&heaps).unwrap();
                let snap = game.position();
                assert_eq!(
                    snap.outcome,
                    Some(if lost {
                        Outcome::Second
                    } else {
                        Outcome::First
                    }),
                    "{heaps:?}"
                );
                if !lost {
                    assert_eq!(play_out(&mut *game, |_| 0).0, Player::Computer, "{heaps:?}");
                }
            }
        }
    }

    /// The fact for people to read of the option written `label` (in notation) at the start
    /// of `id` with `pairs`, in one line.
    fn said(id: &str, pairs: &[(&str, Setting)], label: &str) -> String {
        let game = open(&crate::catalog::ALL_ENGINES, id, &settings(pairs)).unwrap();
        let moves = game.position().moves;
        let found = moves.iter().find(|m| m.label == label);
        let labels: Vec<&str> = moves.iter().map(|m| &m.label[..]).collect();
        found
            .unwrap_or_else(|| panic!("{id}: no {label} in {labels:?}"))
            .said
            .flat()
    }

    #[test]
    fn every_game_says_each_move_as_a_fact_beside_its_notation() {
        let heap = |h: u64, what: &str| format!("heaps-move-heap heap={h} what=({what})");
        let nim = [("heaps", text("3,4,5"))];
        let to = "heaps-move-to from=3 count=1 a=1 b=0 c=0";
        assert_eq!(said("nim", &nim, "heap 1: 3 -> 1"), heap(1, to));
        let kayles = [("code", text("0.77")), ("heaps", text("7,1"))];
        let two = "heaps-move-take-leave take=1 count=2 a=3 b=3 c=0";
        assert_eq!(
            said("octal", &kayles, "heap 1: take 1, leave 3 and 3"),
            heap(1, two)
        );
        let one = "heaps-move-take-leave take=2 count=1 a=5 b=0 c=0";
        assert_eq!(
            said("octal", &kayles, "heap 1: take 2, leave 5"),
            heap(1, one)
        );
        let none = "heaps-move-take-leave take=1 count=0 a=0 b=0 c=0";
        assert_eq!(
            said("octal", &kayles, "heap 2: take 1, leave none"),
            heap(2, none)
        );
        let hex = [("code", text("0.3F")), ("heaps", text("9,4,11"))];
        let three = "heaps-move-take-leave take=2 count=3 a=3 b=2 c=2";
        assert_eq!(
            said("octal", &hex, "heap 1: take 2, leave 3, 2 and 2"),
            heap(1, three)
        );
        // Misère play says its moves as the game it plays does.
        let misere = [
            ("code", text("0.77")),
            ("heaps", text("7,1")),
            ("misere", Setting::Flag(true)),
        ];
        assert_eq!(
            said("octal", &misere, "heap 1: take 1, leave 3 and 3"),
            heap(1, two)
        );
        let grundys = [("heaps", text("12,8"))];
        let split = "heaps-move-split a=7 b=5";
        assert_eq!(
            said("grundys", &grundys, "heap 1: split into 7 and 5"),
            heap(1, split)
        );
        assert_eq!(said("subtraction", &[], "take 1"), "heaps-move-take take=1");
        assert_eq!(said("parity", &[], "take 1"), "heaps-move-take take=1");
        let row = |k: u64| [("n", Setting::Whole(10)), ("k", Setting::Whole(k))];
        let squares = "heaps-move-squares k=2 first=3 last=4";
        assert_eq!(said("kinrow", &row(2), "squares 3–4"), squares);
        let square = "heaps-move-squares k=1 first=3 last=3";
        assert_eq!(said("kinrow", &row(1), "square 3"), square);
        // Every heap moving: each heap's own option, what is left of it kept as heaps.
        let all = |heaps: &str| {
            [
                ("code", text("0.77")),
                ("heaps", text(heaps)),
                ("variant", text("all")),
            ]
        };
        let part = "heaps-move-to from=5 count=2 a=2 b=2 c=0";
        assert_eq!(
            said("octal", &all("5,4"), "heap 1: 5 -> 2 and 2"),
            heap(1, part)
        );
        let nim_all = [("heaps", text("3,4")), ("variant", text("all"))];
        let empty = "heaps-move-to from=4 count=1 a=0 b=0 c=0";
        assert_eq!(said("nim", &nim_all, "heap 2: 4 -> 0"), heap(2, empty));
    }

    #[test]
    fn tables_and_certificates() {
        let sub = open(
            &crate::catalog::ALL_ENGINES,
            "subtraction",
            &settings(&[("upto", Setting::Whole(9))]),
        )
        .unwrap();
        let t = sub.table(None).unwrap();
        assert_eq!(t.rows[0].values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
        assert_eq!((t.preperiod, t.period), (Some(0), Some(7)));
        assert_eq!(t.certificate.unwrap().id, "subtraction-certificate");
        let kayles = open(&crate::catalog::ALL_ENGINES, "octal", &Settings::default()).unwrap();
        let t = kayles.table(Some(100)).unwrap();
        assert_eq!(
            (t.preperiod, t.period, t.rows[0].values.len()),
            (Some(71), Some(12), 101)
        );
        assert_eq!(t.certificate.unwrap().id, "octal-certificate-guy-smith");
        // Asked for fewer, the table still shows the preperiod and a whole period (n = 0 to
        // 71 + 12); a period too long for the page's table leaves it as asked.
        let t = kayles.table(Some(40)).unwrap();
        assert_eq!(t.rows[0].values.len(), 84);
        let long = Period {
            preperiod: 0,
            period: 149_459,
            saltus: 0,
            window_end: 0,
        };
        assert_eq!(long_enough(40, Some(&long)), 40);
        assert_eq!(long_enough(40, None), 40);
        let row = open(
            &crate::catalog::ALL_ENGINES,
            "kinrow",
            &settings(&[("n", Setting::Whole(10))]),
        )
        .unwrap();
        // K = 2 is Dawson's Kayles, 0.07: preperiod 53, period 34.
        let t = row.table(None).unwrap();
        assert_eq!(t.rows[0].values[..11], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
        assert_eq!(t.rows[0].values.len(), 53 + 34 + 1);
        let certificate = t.certificate.unwrap().flat();
        assert!(
            certificate.starts_with("heaps-code-of game=kinrow code=0.07"),
            "{certificate}"
        );
        let parity = open(&crate::catalog::ALL_ENGINES, "parity", &Settings::default()).unwrap();
        assert_eq!(parity.table(None).unwrap().rows.len(), 2);
    }

    #[test]
    fn parity_totals_add_up_and_the_winner_has_the_parity() {
        let mut g = open(
            &crate::catalog::ALL_ENGINES,
            "parity",
            &settings(&[("n", Setting::Whole(9)), ("k", Setting::Whole(3))]),
        )
        .unwrap();
        let (winner, _) = play_out(g.as_mut(), |_| 0);
        let snap = g.position();
        let [you, computer] = snap.totals.unwrap();
        assert_eq!(you + computer, 9);
        // The first player (you) wins iff their total is even.
        assert_eq!(winner == Player::You, you % 2 == 0);
    }

    #[test]
    fn bad_settings_get_the_games_own_sentence() {
        let e = |id: &str, s: Settings| {
            let e = open(&crate::catalog::ALL_ENGINES, id, &s).err().unwrap();
            e.flat()
        };
        assert_eq!(
            e("subtraction", settings(&[("set", text("1,x"))])),
            "value-in-list name=set list=1,x why=(value-not-whole value=x)"
        );
        assert_eq!(
            e("octal", settings(&[("code", text("0.G"))])),
            "octal-code-bad-digit value=0.G digit=G"
        );
        assert!(
            e("nim", settings(&[("heaps", text("3,101"))])).contains("heaps-not-drawn most=100")
        );
        assert!(e("nim", settings(&[("first", text("me"))])).contains("heaps-bad-first value=me"));
        assert!(e("kinrow", settings(&[("k", Setting::Whole(0))]))
            .contains("boards-value-range name=K lo=1"));
        assert_eq!(
            e("parity", settings(&[("n", Setting::Whole(0))])),
            "parity-range name=n most=10000000 value=0"
        );
        // A game another view shows has no opener among the heap games'.
        assert_eq!(
            e("shift", Settings::default()),
            "heaps-not-a-heap-game game=shift"
        );
        assert_eq!(
            e("knights", Settings::default()),
            "heaps-not-a-heap-game game=knights"
        );
        assert_eq!(e("chess", Settings::default()), "heaps-no-game game=chess");
    }

    /// A game comes back from its record: the same position, the same record, whoever
    /// moved first; a bad record keeps the moves before the bad one and names it.
    #[test]
    fn a_game_comes_back_from_its_record() {
        use super::super::versus::{format_record, parse_record, RECORD_MAX_MOVES};
        for first in ["you", "computer"] {
            let setup = [("heaps", text("3,4,5,7")), ("first", text(first))];
            let mut game = open(&crate::catalog::ALL_ENGINES, "nim", &settings(&setup)).unwrap();
            // The visitor always takes the last option; the computer answers.
            let mut yours = 0;
            while yours < 4 && !game.position().finished {
                if game.you_to_move() {
                    game.play(&[game.position().moves.len() - 1]).unwrap();
                    yours += 1;
                } else {
                    game.play(&game.best().unwrap()).unwrap();
                }
            }
            let record = format_record(&game.yours());
            assert_eq!(record.split('.').count(), 4, "{record}");
            let mut again = open(&crate::catalog::ALL_ENGINES, "nim", &settings(&setup)).unwrap();
            again.replay(&parse_record(&record).unwrap()).unwrap();
            if !again.you_to_move() && game.you_to_move() {
                // The live game had the computer's answer to the last move already.
                again.play(&again.best().unwrap()).unwrap();
            }
            let (a, b) = (game.position(), again.position());
            assert_eq!((a.heaps, a.step), (b.heaps, b.step), "{first}");
            assert_eq!(format_record(&again.yours()), record);
        }
        let mut game = open(
            &crate::catalog::ALL_ENGINES,
            "nim",
            &settings(&[("heaps", text("9,9,9"))]),
        )
        .unwrap();
        let err = game.replay(&[vec![0], vec![40]]).unwrap_err().flat();
        assert!(err.starts_with("heaps-replay-refused turn=2"), "{err}");
        assert_eq!(game.yours(), vec![vec![0]]);
        // Heaps 1 and 1: the visitor takes one, the computer the other, and a second move
        // of the record finds the game over.
        let pairs = [("heaps", text("1,1"))];
        let mut game = open(&crate::catalog::ALL_ENGINES, "nim", &settings(&pairs)).unwrap();
        let err = game.replay(&[vec![0], vec![0]]).unwrap_err();
        assert_eq!(err, fact!("heaps-replay-over", turn = 2usize));
        assert_eq!(
            parse_record("2.x").unwrap_err(),
            fact!("heaps-record-bad-move", text = "x")
        );
        assert!(parse_record("0").is_err() && parse_record("+3").is_err());
        assert_eq!(parse_record("").unwrap(), Vec::<Vec<usize>>::new());
        let long = vec!["1"; RECORD_MAX_MOVES + 1].join(".");
        assert!(parse_record(&long)
            .unwrap_err()
            .flat()
            .contains("most=4096"));
    }

    /// Kayles by a plain mex over its own moves (take 1 or 2, leaving up to two heaps),
    /// written here without the engine the page uses.
    fn kayles_by_hand(upto: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=upto {
            let mut seen = vec![false; 2 * upto + 2];
            for take in 1..=2.min(n) {
                let rest = n - take;
                for a in 0..=rest / 2 {
                    seen[(g[a] ^ g[rest - a]) as usize] = true;
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }

    /// A heap of any size through the period: the value shown is the hand-made table's at
    /// the heap's place (the hand table's own repeats, from 71 every 12, as Winning Ways
    /// says), and every move the page calls winning leaves value 0 by that table.
    #[test]
    fn a_huge_octal_heap_is_played_through_its_period() {
        let hand = kayles_by_hand(400);
        assert!((71..388).all(|n| hand[n] == hand[n + 12]) && hand[70] != hand[82]);
        let by_hand = |n: u64| {
            if n < 71 {
                hand[n as usize]
            } else {
                hand[71 + ((n - 71) % 12) as usize]
            }
        };
        let big = 123_456_789_012_345u64;
        let s = settings(&[("code", text("0.77")), ("heaps", text(&format!("{big},5")))]);
        let mut game = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
        let snap = game.position();
        assert_eq!(snap.heap_values, Some(vec![by_hand(big), by_hand(5)]));
        let place = snap.places[0].clone().unwrap().flat();
        assert!(place.contains("like=81"), "{place}");
        assert_eq!(snap.places[1], None);
        let winning: Vec<_> = snap.moves.iter().filter(|m| m.winning).collect();
        assert_eq!(snap.outcome, Some(Outcome::First));
        assert!(!winning.is_empty() && snap.moves.len() < 400);
        for m in &winning {
            let after = m.after.clone().unwrap();
            assert_eq!(
                after.iter().map(|&h| by_hand(h)).fold(0, |a, b| a ^ b),
                0,
                "{}",
                m.label
            );
        }
        // The computer, to move in a lost position after the visitor's winning move, moves;
        // the visitor can win again.
        let w = snap.moves.iter().position(|m| m.winning).unwrap();
        game.play(&[w]).unwrap();
        game.play(&game.best().unwrap()).unwrap();
        let again = game.position();
        assert_eq!(again.outcome, Some(Outcome::First));
        assert!(again.heaps.iter().sum::<u64>() < big + 5);
    }

    #[test]
    fn a_huge_subtraction_heap_and_the_refusals() {
        // {1, 3, 4}: G repeats 0 1 0 1 2 3 2 from 0 (Algorithm Games' table).
        let cycle = [0u64, 1, 0, 1, 2, 3, 2];
        let big = PAGE_MAX_AT;
        let s = settings(&[("set", text("1,3,4")), ("heap", text(&big.to_string()))]);
        let game = open(&crate::catalog::ALL_ENGINES, "subtraction", &s).unwrap();
        let snap = game.position();
        assert_eq!(snap.heap_values, Some(vec![cycle[(big % 7) as usize]]));
        assert!(snap.places[0]
            .as_ref()
            .unwrap()
            .flat()
            .starts_with("period-place n=1000000000000000000 start=0 "));
        let e = |id: &str, pairs: &[(&str, Setting)]| {
            open(&crate::catalog::ALL_ENGINES, id, &settings(pairs))
                .err()
                .unwrap()
                .flat()
        };
        let past = e("subtraction", &[("heap", text("1000000000000000001"))]);
        assert_eq!(
            past,
            "value-heap-too-large heap=1000000000000000001 most=1000000000000000000"
        );
        assert_eq!(
            e("subtraction", &[("heap", text("12x"))]),
            "value-not-whole value=12x"
        );
        // {2, 9999}: no period fits a table of 10,000 (the command line agrees: `--at 20000
        // --upto 10000` exits 1), so a heap past it is refused.
        let none = e(
            "subtraction",
            &[("set", text("2,9999")), ("heap", text("20000"))],
        );
        assert!(none.contains("looked=10000 heap=20000"), "{none}");
        // An octal code with no period up to the page's search (0.16's period starts far
        // past it) refuses a heap too large to draw, saying how far it looked.
        let none = e("octal", &[("code", text("0.16")), ("heaps", text("5000"))]);
        assert!(none.contains("looked=4096"), "{none}");
        let past = e("octal", &[("heaps", text("5,99999999999999999999"))]);
        assert!(past.contains("99999999999999999999"), "{past}");
        assert!(e("nim", &[("heaps", text("3,1000"))]).contains("heaps-not-drawn most=100"));
    }

    /// G(0..=upto) of a hexadecimal code by a plain mex over every way to leave none, one,
    /// two or three nonempty heaps (bits 1, 2, 4, 8 of digit j), written here on its own.
    fn hexadecimal_by_hand(digits: &[u8], upto: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=upto {
            let mut seen = std::collections::HashSet::new();
            for (j, &d) in digits.iter().enumerate().filter(|&(j, _)| j <= n) {
                let rest = n - j;
                if d & 1 != 0 && j > 0 && rest == 0 {
                    seen.insert(0);
                }
                if d & 2 != 0 && j > 0 && rest > 0 {
                    seen.insert(g[rest]);
                }
                for a in 1..rest {
                    if d & 4 != 0 && a <= rest - a {
                        seen.insert(g[a] ^ g[rest - a]);
                    }
                    for b in a..rest {
                        let c = rest as i64 - a as i64 - b as i64;
                        if d & 8 != 0 && c >= b as i64 {
                            seen.insert(g[a] ^ g[b] ^ g[c as usize]);
                        }
                    }
                }
            }
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }

    /// Hexadecimal codes on the page: the values shown are the hand-made table's, a split
    /// into three heaps is offered and played, and following the winning moves wins.
    #[test]
    fn hexadecimal_codes_play_with_three_heap_moves() {
        let hand = hexadecimal_by_hand(&[0, 3, 15], 40);
        let s = settings(&[("code", text("0.3F")), ("heaps", text("9,4,11"))]);
        let mut game = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
        let snap = game.position();
        assert_eq!(snap.heap_values, Some(vec![hand[9], hand[4], hand[11]]));
        let three = snap
            .moves
            .iter()
            .position(|m| m.label == "heap 1: take 2, leave 3, 2 and 2")
            .unwrap();
        assert_eq!(snap.moves[three].after, Some(vec![3, 4, 11, 2, 2]));
        assert_eq!(snap.moves[three].value, Some(hand[3] ^ hand[4] ^ hand[11]));
        game.play(&[three]).unwrap();
        assert_eq!(game.position().heaps, [3, 4, 11, 2, 2]);
        assert!(game.undo() || game.you_to_move());
        // From a won start the visitor who follows the values wins.
        let s = settings(&[("code", text("0.3F")), ("heaps", text("9,5"))]);
        let mut game = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
        assert_ne!(hand[9] ^ hand[5], 0);
        assert_eq!(play_out(game.as_mut(), winning).0, Player::You);
        // The page's limits for such codes, in words.
        let e = |pairs: &[(&str, Setting)]| {
            open(&crate::catalog::ALL_ENGINES, "octal", &settings(pairs))
                .err()
                .unwrap()
                .flat()
        };
        let big = e(&[("code", text("0.3F")), ("upto", Setting::Whole(600))]);
        assert!(big.contains("most=500 upto=600"), "{big}");
        let heap = e(&[("code", text("0.3F")), ("heaps", text("101"))]);
        assert!(heap.contains("most=100 heap=101"), "{heap}");
    }

    /// Every Kayles heap moving, by a brute force of the test's own: a player who cannot
    /// move some heap loses; else they win when some combination of one move per heap
    /// leaves a lost position (a heap taken to nothing stays as an empty heap).
    fn every_kayles_heap_wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let options = |n: u64| -> Vec<Vec<u64>> {
            let mut out = Vec::new();
            for take in 1..=2.min(n) {
                let rest = n - take;
                out.push(vec![rest]);
                for a in 1..=rest / 2 {
                    out.push(vec![rest - a, a]);
                }
            }
            out
        };
        let mut positions: Vec<Vec<u64>> = vec![Vec::new()];
        for &h in heaps {
            let opts = options(h);
            positions = positions
                .iter()
                .flat_map(|p| opts.iter().map(move |o| [p.clone(), o.clone()].concat()))
                .collect();
        }
        let wins = heaps.iter().all(|&h| h > 0)
            && positions.iter().any(|p| !every_kayles_heap_wins(p, memo));
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn every_heap_moves_agrees_with_a_brute_force_and_the_computer_keeps_a_won_game() {
        let mut memo = HashMap::new();
        for a in 1..=6u64 {
            for b in 1..=a {
                let s = settings(&[
                    ("code", text("0.77")),
                    ("heaps", text(&format!("{a},{b}"))),
                    ("variant", text("all")),
                    ("first", text("computer")),
                ]);
                let mut game = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
                let wins = every_kayles_heap_wins(&[a, b], &mut memo);
                let snap = game.position();
                assert_eq!(
                    snap.outcome,
                    Some(if wins {
                        Outcome::First
                    } else {
                        Outcome::Second
                    }),
                    "{a},{b}"
                );
                if wins {
                    assert_eq!(
                        play_out(game.as_mut(), |_| 0).0,
                        Player::Computer,
                        "{a},{b}"
                    );
                } else {
                    // The visitor, to move first, wins by the marked parts.
                    let s = settings(&[
                        ("code", text("0.77")),
                        ("heaps", text(&format!("{a},{b}"))),
                        ("variant", text("all")),
                    ]);
                    let mut game = open(&crate::catalog::ALL_ENGINES, "octal", &s).unwrap();
                    assert_eq!(
                        play_out(game.as_mut(), winning).0,
                        Player::Computer,
                        "{a},{b}"
                    );
                }
            }
        }
        // Nim: emptying every heap at once wins; each heap's part is listed on its own,
        // and a turn joins one of each.
        let s = settings(&[("heaps", text("3,4")), ("variant", text("all"))]);
        let mut nim = open(&crate::catalog::ALL_ENGINES, "nim", &s).unwrap();
        let snap = nim.position();
        assert!(snap.every_heap);
        assert_eq!(snap.moves.len(), 3 + 4);
        let wins: Vec<usize> = (0..7).filter(|&k| snap.moves[k].winning).collect();
        assert_eq!(
            wins.iter()
                .map(|&k| &snap.moves[k].label[..])
                .collect::<Vec<_>>(),
            ["heap 1: 3 -> 0", "heap 2: 4 -> 0"]
        );
        assert_eq!(
            nim.play(&[wins[0]]),
            Err(fact!("heaps-every-count", heaps = 2usize, moved = 1usize))
        );
        assert_eq!(
            nim.play(&[wins[0], 1]),
            Err(fact!("heaps-every-twice", heap = 1usize))
        );
        assert!(nim
            .play(&[0, 70])
            .unwrap_err()
            .flat()
            .contains("heaps-no-part option=71"));
        assert_eq!(nim.play(&wins).unwrap(), "heap 1: 3 -> 0; heap 2: 4 -> 0");
        assert_eq!(nim.position().winner, Some(Player::You));
        assert_eq!(super::super::versus::format_record(&nim.yours()), "1-4");
        // Twelve heaps of a hundred counters: 1,200 options listed, not 100^12 turns.
        let many = ["100"; 12].join(",");
        let s = settings(&[("heaps", text(&many)), ("variant", text("all"))]);
        let big = open(&crate::catalog::ALL_ENGINES, "nim", &s).unwrap();
        assert_eq!(big.position().moves.len(), 1200);
        let e = |id: &str, pairs: &[(&str, Setting)]| {
            open(&crate::catalog::ALL_ENGINES, id, &settings(pairs))
                .err()
                .unwrap()
                .flat()
        };
        let all = ("variant", text("all"));
        assert!(e("octal", &[("heaps", text("10,101")), all.clone()]).contains("heap=101"));
        assert!(e(
            "octal",
            &[
                ("heaps", text("3")),
                ("misere", Setting::Flag(true)),
                all.clone()
            ]
        )
        .contains("heaps-misere-and-all"));
    }

    /// The options of `all` (every option, in order) that the page's rule for a click on
    /// counter `c` of heap `h` picks: those whose counters taken start there, or when none
    /// does, those that cover it (written here as the page wrote it before the core listed).
    fn on_counter(all: &[MoveOption], h: usize, c: u64) -> Vec<MoveOption> {
        let on: Vec<&MoveOption> = all.iter().filter(|m| m.span.heap == h).collect();
        let starts: Vec<&MoveOption> = on
            .iter()
            .copied()
            .filter(|m| m.span.from == c || m.span.alt == c)
            .collect();
        let covers = |m: &&MoveOption| {
            let s = m.span;
            (c >= s.from && c < s.from + s.take) || (c >= s.alt && c < s.alt + s.take)
        };
        let hits = match starts.is_empty() {
            true => on.into_iter().filter(covers).collect(),
            false => starts,
        };
        hits.into_iter().cloned().collect()
    }

    /// Each listing lists what the page's rule picks from every option, the first
    /// `PAGE_LISTED` of them (each heap its share where every heap moves), and counts them
    /// all; an option named by its place or its label is the one the whole list has there.
    #[test]
    fn listings_pick_from_every_option() {
        use crate::impartial::versus::{Listing, PAGE_LISTED};
        let cases = [
            (
                "octal",
                vec![("code", text("0.77")), ("heaps", text("3,4,5"))],
            ),
            (
                "octal",
                vec![("code", text("0.3F")), ("heaps", text("9,4,11"))],
            ),
            (
                "octal",
                vec![("code", text("0.FF")), ("heaps", text("60,40"))],
            ),
            (
                "nim",
                vec![("heaps", text("3,4,5")), ("variant", text("all"))],
            ),
            ("grundys", vec![("heaps", text("12,8"))]),
            ("kinrow", vec![]),
            ("subtraction", vec![]),
        ];
        for (id, pairs) in cases {
            let game = open(&crate::catalog::ALL_ENGINES, id, &settings(&pairs)).unwrap();
            let whole = game.position();
            let all = whole.moves;
            assert_eq!(whole.matching, all.len());
            assert!(all.iter().enumerate().all(|(k, m)| m.index == k), "{id}");
            let paged = |most: usize, picked: &[MoveOption]| -> Vec<MoveOption> {
                if !whole.every_heap {
                    return picked.iter().take(most).cloned().collect();
                }
                let heaps: std::collections::BTreeSet<usize> =
                    picked.iter().map(|m| m.span.heap).collect();
                let share = (most / heaps.len().max(1)).max(1);
                let mut out = Vec::new();
                for h in heaps {
                    out.extend(
                        picked
                            .iter()
                            .filter(|m| m.span.heap == h)
                            .take(share)
                            .cloned(),
                    );
                }
                out.sort_by_key(|m| m.index);
                out
            };
            for most in [1, 2, 7, PAGE_LISTED] {
                let first = game.listed(&Listing {
                    most: Some(most),
                    ..Listing::default()
                });
                assert_eq!(first.moves, paged(most, &all), "{id} first {most}");
                assert_eq!(first.matching, all.len());
                let wins = Listing {
                    winning: true,
                    most: Some(most),
                    ..Listing::default()
                };
                let winning: Vec<MoveOption> = all.iter().filter(|m| m.winning).cloned().collect();
                let listed = game.listed(&wins);
                assert_eq!(
                    (listed.moves, listed.matching),
                    (paged(most, &winning), winning.len()),
                    "{id}"
                );
                for (h, &n) in whole.heaps.iter().enumerate() {
                    let heap = Listing {
                        heap: Some(h),
                        most: Some(most),
                        ..Listing::default()
                    };
                    let own: Vec<MoveOption> =
                        all.iter().filter(|m| m.span.heap == h).cloned().collect();
                    let listed = game.listed(&heap);
                    assert_eq!(
                        (listed.moves, listed.matching),
                        (paged(most, &own), own.len()),
                        "{id} heap {h}"
                    );
                    for c in 0..n {
                        let at = Listing {
                            counter: Some(c),
                            ..heap
                        };
                        let hits = on_counter(&all, h, c);
                        let listed = game.listed(&at);
                        assert_eq!(listed.matching, hits.len(), "{id} heap {h} counter {c}");
                        assert_eq!(
                            listed.moves,
                            paged(most, &hits),
                            "{id} heap {h} counter {c}"
                        );
                    }
                }
            }
            if whole.every_heap {
                // A turn is one option of each heap: the first of each here.
                let turn = each_heap(&all, |_| 0);
                let named: Vec<MoveOption> = turn.iter().map(|&k| all[k].clone()).collect();
                assert_eq!(game.options_of(&turn).unwrap(), named, "{id}");
            }
            for m in &all {
                if !whole.every_heap {
                    assert_eq!(
                        game.options_of(&[m.index]).unwrap(),
                        std::slice::from_ref(m),
                        "{id}"
                    );
                }
                let found = game.find(&crate::text::typeset(&m.label)).unwrap();
                assert_eq!(found.label, m.label, "{id}");
            }
            assert!(game.find("no such move").is_none());
            assert!(game.options_of(&[all.len()]).is_err());
        }
    }

    /// The page's misère quotient stops at its smaller cover: a long code at the page's
    /// largest heap is refused in words naming the cover's size (the command line's larger
    /// cover proves it, in seconds: not here).
    #[test]
    fn a_misere_quotient_past_the_pages_cover_is_refused_in_words() {
        use crate::octal::versus::{PAGE_MISERE_MAX_BOX, PAGE_MISERE_MAX_HEAP};
        let code = format!("0.{}", "7".repeat(32));
        let pairs = [
            ("code", text(&code)),
            ("heaps", text(&PAGE_MISERE_MAX_HEAP.to_string())),
            ("misere", Setting::Flag(true)),
        ];
        let refused = open(&crate::catalog::ALL_ENGINES, "octal", &settings(&pairs));
        let most = PAGE_MISERE_MAX_BOX as u64;
        // Built heap by heap, it is the cover of heaps up to 11 that does not fit.
        let fact = fact!(
            "octal-misere-not-proved",
            code = code.as_str(),
            heap = 11u64,
            most = most
        );
        assert_eq!(refused.err(), Some(fact));
    }

    /// Opens octal game `s` a slice of `work` at a time, as the page does: the heaps each
    /// slice told it had reached (fact `told` of `heap` and `upto`); the game once open
    /// plays as the one opened at once.
    fn heaps_told_opening(s: &Settings, work: usize, told: &'static str, upto: u64) -> Vec<u64> {
        use crate::impartial::versus::Opened;
        let Ok(Opened::Working(mut opening)) = start(&crate::catalog::ALL_ENGINES, "octal", s)
        else {
            panic!("{s:?} opens in slices");
        };
        let mut heaps = Vec::new();
        let game = loop {
            if let Some(done) = opening.advance(work) {
                break done.unwrap();
            }
            let progress = opening.progress();
            let heap = (0..=upto)
                .find(|&heap| progress == fact!(told, heap = heap, upto = upto))
                .unwrap_or_else(|| panic!("{progress:?}"));
            heaps.push(heap);
        };
        let at_once = open(&crate::catalog::ALL_ENGINES, "octal", s).unwrap();
        assert_eq!(game.position(), at_once.position());
        assert_eq!(game.best(), at_once.best());
        heaps
    }

    /// A misère game opens a slice at a time, saying which heap its quotient has reached,
    /// and once open plays as the game opened at once; a normal-play game is ready at once.
    #[test]
    fn a_misere_game_opens_in_slices_as_it_opens_at_once() {
        use crate::impartial::versus::Opened;
        let pairs = [("heaps", text("12,7,3")), ("misere", Setting::Flag(true))];
        let heaps_told = heaps_told_opening(&settings(&pairs), 4096, "octal-misere-working", 12);
        // Several slices, the heap told never going back, the last ones at heap 12.
        assert!(heaps_told.len() > 3, "{heaps_told:?}");
        assert!(
            heaps_told.windows(2).all(|w| w[0] <= w[1]),
            "{heaps_told:?}"
        );
        assert_eq!(heaps_told.last(), Some(&12));
        let normal = settings(&[("heaps", text("12,7,3"))]);
        assert!(matches!(
            start(&crate::catalog::ALL_ENGINES, "octal", &normal),
            Ok(Opened::Ready(_))
        ));
    }

    /// A heap too large for counters opens in slices, telling how far the period search
    /// got, and plays as the game opened at once; a code with no period to the page's
    /// limit is refused with how far it looked.
    #[test]
    fn a_game_read_through_its_period_opens_in_slices_as_it_opens_at_once() {
        let code = format!("0.{}", "7".repeat(32));
        let pairs = [
            ("code", text(&code)),
            ("heaps", text("1000000000000000000,5")),
        ];
        let reached = heaps_told_opening(
            &settings(&pairs),
            1 << 16,
            "octal-period-working",
            PAGE_PERIOD_UPTO,
        );
        assert!(reached.len() > 3, "{reached:?}");
        assert!(reached.windows(2).all(|w| w[0] < w[1]), "{reached:?}");
        let none = format!("0.{}", "6".repeat(32));
        let refused = open(
            &crate::catalog::ALL_ENGINES,
            "octal",
            &settings(&[
                ("code", text(&none)),
                ("heaps", text("1000000000000000000")),
            ]),
        )
        .err()
        .unwrap();
        assert_eq!(refused.id, "octal-no-period-for-heap");
    }

    /// A game read through its period gives the explorer the table a fresh search gives.
    #[test]
    fn a_game_read_through_its_period_tables_as_a_fresh_search() {
        for code in ["0.77", "0.07", "0.137", "4.37"] {
            let pairs = [
                ("code", text(code)),
                ("heaps", text("1000000000000000000,5")),
            ];
            let game = open(&crate::catalog::ALL_ENGINES, "octal", &settings(&pairs)).unwrap();
            let fresh = octal_table(&Code::parse(code).unwrap(), 200, None).unwrap();
            assert_eq!(game.table(Some(200)).unwrap(), fresh, "{code}");
            assert!(fresh.period.is_some(), "{code}");
        }
    }
}
