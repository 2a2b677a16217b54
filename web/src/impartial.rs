//! `ImpartialGame`: the heaps view's handle for the heap games (subtraction, octal, grundys,
//! nim, kinrow, parity), played against the computer. The core's
//! `impartial::versus` keeps the line of positions and decides every value, winning move
//! and the computer's move; this file reads the page's settings (checked against the
//! catalog), and hands out one [`HeapSnapshot`] record per change (serde-wasm-bindgen), its
//! sentences as facts (`{id, args}`) that the page words in its language.

use super::action::{answer, bad_call, Action};
use super::settings::settings;
use super::{fact_err, to_js, whole};
use movelab::fact;
use movelab::game::Outcome;
use movelab::impartial::versus::{
    self, HeapTable, Listing, MoveOption, Opened, Opening, Play, Player, Position,
};
use movelab::impartial::versus_games;
use movelab::message::Message;
use movelab::text::typeset;
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

crate::actions! {
    /// The actions the heaps view's handle answers (`act({ type, … })`).
    HeapAction {
        Snapshot = "snapshot",
        Play = "play",
        Computer = "computer",
        Undo = "undo",
        Replay = "replay",
        Table = "table",
        Find = "find",
    }
}

/// One option of the position, as the page reads it.
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct MoveRecord {
    /// Its place among the position's options: what `play` takes as `index` or `parts`.
    pub index: usize,
    /// The move in notation, as the `move` events and command write it.
    pub label: String,
    /// The move for people to read, a fact the page words in its language.
    pub said: Message,
    pub heap_index: usize,
    /// Counts past 2^53 cross as decimal strings ([`crate::exact`]): heaps go to 10^18.
    #[serde(serialize_with = "crate::exact")]
    pub from: u64,
    #[serde(serialize_with = "crate::exact")]
    pub alt: u64,
    #[serde(serialize_with = "crate::exact")]
    pub take: u64,
    /// The heaps after the move, as `1,4,5`.
    pub result: String,
    /// The value of the position after the move (Grundy, or 1 won / 0 lost); null when it
    /// is not known.
    pub grundy: Option<u64>,
    /// A winning move (to a position of value 0).
    pub winning: bool,
    /// Why it wins or not.
    pub why: Message,
}

/// Everything the page shows of a position, one record per change.
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HeapSnapshot {
    pub game: &'static str,
    /// Numbers while exact, decimal strings past 2^53 (heaps go to 10^18).
    #[serde(serialize_with = "crate::exact_each")]
    pub heaps: Vec<u64>,
    /// For each heap too large for counters, where it stands in the certified period; null
    /// for a heap drawn as counters.
    pub places: Vec<Option<Message>>,
    pub heap_values: Option<Vec<u64>>,
    pub row: Option<String>,
    /// The even/odd game: what the visitor and the computer have collected.
    pub totals: Option<[u64; 2]>,
    /// `you` or `computer`.
    pub to_move: &'static str,
    pub step: usize,
    /// `first` (the player to move wins), `second`, or `unknown` (no value known).
    pub outcome: String,
    /// Null when the value is not known.
    pub grundy: Option<u64>,
    /// `grundy` (values add by xor) or `outcome` (1 won, 0 lost).
    pub value_kind: &'static str,
    /// Every heap moves at each turn: `moves` are the heaps' own options, and a turn takes
    /// one of each heap.
    pub every_heap: bool,
    /// The options listed (at most [`versus::PAGE_LISTED`]): the first ones, or those the
    /// action's `heap`, `counter` and `winning` asked for.
    pub moves: Vec<MoveRecord>,
    /// How many options match, listed or not.
    pub matching: usize,
    pub finished: bool,
    /// `you` or `computer`.
    pub winner: Option<&'static str>,
    /// Whose turn or who won; and what the values say of the position.
    pub status: Message,
    pub insight: Message,
    /// What a move may do, a fact for the rules' `$moves` (www/params.js `rulesFor`), where
    /// the game gives one (an octal code's moves in plain words); null otherwise.
    pub moves_in_words: Option<Message>,
}

/// The explorer's table as the page reads it: rows of values for n = 0..=upto, the
/// certified period if there is one, its certificate and a note (facts).
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct TableRecord {
    pub rows: Vec<TableRowRecord>,
    pub preperiod: Option<usize>,
    pub period: Option<usize>,
    pub certificate: Option<Message>,
    pub note: Option<Message>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct TableRowRecord {
    pub label: Message,
    pub values: Vec<u64>,
}

fn player(p: Player) -> &'static str {
    match p {
        Player::You => "you",
        Player::Computer => "computer",
    }
}

fn move_record(m: MoveOption) -> MoveRecord {
    MoveRecord {
        index: m.index,
        label: typeset(&m.label),
        said: m.said,
        heap_index: m.span.heap,
        from: m.span.from,
        alt: m.span.alt,
        take: m.span.take,
        result: m.after.as_deref().map_or(String::new(), versus::list),
        grundy: m.value,
        winning: m.winning,
        why: m.why,
    }
}

/// The page's record of a position, its move labels set as the page writes them ([`typeset`]).
pub fn heap_snapshot(p: Position) -> HeapSnapshot {
    HeapSnapshot {
        game: p.game,
        heaps: p.heaps,
        places: p.places,
        heap_values: p.heap_values,
        row: p.row,
        totals: p.totals,
        to_move: player(p.to_move),
        step: p.step,
        outcome: p
            .outcome
            .map_or("unknown".into(), |o: Outcome| o.to_string()),
        grundy: p.value,
        value_kind: if p.sum_values { "grundy" } else { "outcome" },
        every_heap: p.every_heap,
        moves: p.moves.into_iter().map(move_record).collect(),
        matching: p.matching,
        finished: p.finished,
        winner: p.winner.map(player),
        status: p.status,
        insight: p.insight,
        moves_in_words: p.moves_in_words,
    }
}

/// The page's record of the explorer's table.
pub fn table_record(t: HeapTable) -> TableRecord {
    TableRecord {
        rows: t
            .rows
            .into_iter()
            .map(|r| TableRowRecord {
                label: r.label,
                values: r.values,
            })
            .collect(),
        preperiod: t.preperiod,
        period: t.period,
        certificate: t.certificate,
        note: t.note,
    }
}

/// How long one [`ImpartialGame::work`] call works on a game's opening, in ms: with the
/// page's own work in the same task, each task stays well under 200 ms.
const WORK_SLICE_MS: f64 = 40.0;

/// The units of work ([`Opening::advance`]) between two looks at the clock: a few ms.
const WORK_UNITS: usize = 2048;

/// An action asked of a game whose opening `work()` has not ended.
fn not_open() -> JsError {
    bad_call("act", &JsValue::from_str("before work() opened the game"))
}

/// One heap game against the computer: `new ImpartialGame(id, params)`, then `work()` until
/// it is open.
#[wasm_bindgen]
pub struct ImpartialGame {
    /// The game, or its opening while that is worked out.
    game: Result<Box<dyn Play>, Box<dyn Opening>>,
    /// The last snapshot made with the first options listed, until the position changes:
    /// the page asks for the same position two or three times when it opens (`replay`,
    /// `table`, `snapshot`); made once, each answer is a shallow copy of it.
    shown: RefCell<Option<JsValue>>,
}

#[wasm_bindgen]
impl ImpartialGame {
    /// The game `id` with the page's settings (`params.set`, `heap`, `misere`, `code`,
    /// `heaps`, `n`, `k`, `odd`, `first`, `upto`, as its catalog entry lists them). The
    /// error's `fact` says why the game refused them (a bad set or code, heaps past the
    /// page's limits).
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, params: JsValue) -> Result<ImpartialGame, JsValue> {
        let s = settings(id, &params).map_err(|m| fact_err(&m))?;
        let opened =
            versus_games::start(&crate::engines::ENGINES, id, &s).map_err(|e| fact_err(&e))?;
        let game = match opened {
            Opened::Ready(game) => Ok(game),
            Opened::Working(opening) => Err(opening),
        };
        Ok(ImpartialGame {
            game,
            shown: RefCell::new(None),
        })
    }

    /// Works on the game's opening for a slice of time (a misère quotient at the page's
    /// largest heaps takes several): `undefined` once the game is open, else what is being
    /// worked out, as a fact. A game that cannot open (no quotient proved within the page's
    /// box) is an error with its `fact`. No other action is taken until the game is open.
    pub fn work(&mut self) -> Result<JsValue, JsValue> {
        let Err(opening) = &mut self.game else {
            return Ok(JsValue::UNDEFINED);
        };
        let until = js_sys::Date::now() + WORK_SLICE_MS;
        while js_sys::Date::now() < until {
            if let Some(done) = opening.advance(WORK_UNITS) {
                self.game = Ok(done.map_err(|e| fact_err(&e))?);
                return Ok(JsValue::UNDEFINED);
            }
        }
        Ok(to_js(&opening.progress())?)
    }

    /// Does one visitor action (`{ type, … }`) and answers with the snapshot after it (with
    /// `record`, the visitor's moves as the link keeps them), its `reply` what the action
    /// said: `play` (`index`, the option; or where every heap moves `parts`, one option of
    /// each heap) and `computer` reply with the move in notation, `undo` with whether there
    /// was one, `table` with the explorer's values, `find` (`label`) with the option written
    /// so (undefined if none); `replay` (`record`) and `snapshot` change or read nothing
    /// else. After `play` and `computer` the snapshot's `played` are the options played, as
    /// the snapshot before listed them (the page words and fades them).
    /// Any action may ask which options its snapshot lists: those of `heap`, of its
    /// `counter`, the `winning` ones; else the first ones.
    /// A refusal (a bad record) is an error with its `fact`.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsValue> {
        let a = Action::read(action)?;
        let listing = listing(&a)?;
        let mut played = None;
        let reply = match HeapAction::read(&a)? {
            HeapAction::Snapshot => JsValue::UNDEFINED,
            HeapAction::Play => {
                let choice = match a.get("parts").is_undefined() {
                    true => vec![a.number("index")?],
                    false => a.numbers("parts")?,
                };
                let (label, options) = self.play(&choice)?;
                played = Some(options);
                label.into()
            }
            HeapAction::Computer => {
                let (label, options) = self.computer_move()?;
                played = Some(options);
                label.into()
            }
            HeapAction::Undo => self.undo()?.into(),
            HeapAction::Replay => {
                self.replay(&a.text("record")?)?;
                JsValue::UNDEFINED
            }
            HeapAction::Table => self.table()?,
            HeapAction::Find => match self.game()?.find(&a.text("label")?) {
                Some(option) => to_js(&move_record(option))?,
                None => JsValue::UNDEFINED,
            },
        };
        let snapshot = self.snapshot(&listing)?;
        let _ = js_sys::Reflect::set(&snapshot, &"record".into(), &self.record()?.into());
        if let Some(played) = played {
            let played: Vec<MoveRecord> = played.into_iter().map(move_record).collect();
            let _ = js_sys::Reflect::set(&snapshot, &"played".into(), &to_js(&played)?);
        }
        Ok(answer(snapshot, reply))
    }
}

/// The options an action asks its snapshot to list ([`Listing`]), at most
/// [`versus::PAGE_LISTED`]: its `heap` and `counter` (whole numbers from 0) and `winning`.
fn listing(a: &Action) -> Result<Listing, JsError> {
    let at = |name| match a.get(name).is_undefined() {
        true => Ok(None),
        false => a.whole(name, 0, u32::MAX as u64).map(Some),
    };
    Ok(Listing {
        heap: at("heap")?.map(|h| h as usize),
        counter: at("counter")?,
        winning: a.flag("winning"),
        most: Some(versus::PAGE_LISTED),
    })
}

impl ImpartialGame {
    /// The game, once open; an action before that is the page's mistake.
    fn game(&self) -> Result<&dyn Play, JsError> {
        self.game.as_deref().map_err(|_| not_open())
    }

    fn game_mut(&mut self) -> Result<&mut (dyn Play + 'static), JsError> {
        self.game.as_deref_mut().map_err(|_| not_open())
    }

    /// The current position, the options `listing` asks for with their values, and the
    /// words (one record), the moves' labels set as the page writes them ([`typeset`]).
    /// Each call answers with an object of its own (the action writes its `record`, `reply`
    /// and `played` into it); the first options' listing shares its array with a kept copy.
    pub fn snapshot(&self, listing: &Listing) -> Result<JsValue, JsError> {
        let first = Listing {
            most: listing.most,
            ..Listing::default()
        };
        if *listing != first {
            return to_js(&heap_snapshot(self.game()?.listed(listing)));
        }
        let mut shown = self.shown.borrow_mut();
        let kept = match shown.as_ref() {
            Some(kept) => kept.clone(),
            None => shown
                .insert(to_js(&heap_snapshot(self.game()?.listed(listing)))?)
                .clone(),
        };
        Ok(js_sys::Object::assign(&js_sys::Object::new(), kept.unchecked_ref()).into())
    }

    /// The visitor plays options of the position (one, or one of each heap where every
    /// heap moves); returns the move in notation and the options played.
    pub fn play(&mut self, choice: &[f64]) -> Result<(String, Vec<MoveOption>), JsValue> {
        if !self.game()?.you_to_move() {
            // The page lets no option be picked then (view-heaps.ftl's words for the
            // `move` command's same refusal).
            return Err(fact_err(&fact!("heaps-computer-turn")).into());
        }
        if choice.len() > versus::RECORD_MAX_PARTS {
            // The page joins one option a heap, far fewer.
            return Err(bad_call("play.parts", &JsValue::from(choice.len() as f64)).into());
        }
        let choice = choice
            .iter()
            .map(|&i| whole("index", i, 0, u32::MAX as u64).map(|i| i as usize))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|m| fact_err(&m))?;
        self.play_choice(&choice)
    }

    /// The computer plays the core's best move (a winning one when there is one) and
    /// returns it in notation, with the options it played.
    pub fn computer_move(&mut self) -> Result<(String, Vec<MoveOption>), JsValue> {
        if self.game()?.you_to_move() {
            // The page asks for the computer's move on its turn only.
            return Err(bad_call("act", &JsValue::from_str("computer")).into());
        }
        let choice = self
            .game()?
            .best()
            .ok_or_else(|| bad_call("act", &JsValue::from_str("computer")))?;
        self.play_choice(&choice)
    }

    /// Plays `choice` (a legal one), the move in notation and the options played.
    fn play_choice(&mut self, choice: &[usize]) -> Result<(String, Vec<MoveOption>), JsValue> {
        let options = self.game()?.options_of(choice).map_err(|e| fact_err(&e))?;
        self.shown.replace(None);
        let label = self.game_mut()?.play(choice).map_err(|e| fact_err(&e))?;
        Ok((typeset(&label), options))
    }

    /// Takes back the visitor's last move and the computer's reply; false if none.
    pub fn undo(&mut self) -> Result<bool, JsError> {
        self.shown.replace(None);
        Ok(self.game_mut()?.undo())
    }

    /// The visitor's moves so far as the page's `moves=` record (`3.1.7`, options from 1;
    /// `1-4.2-3` where every heap moves).
    pub fn record(&self) -> Result<String, JsError> {
        Ok(versus::format_record(&self.game()?.yours()))
    }

    /// Plays a `moves=` record again from the start of a new game, the computer answering
    /// as it would. On a bad record the moves before the bad one stay played and the error
    /// says which move it was.
    pub fn replay(&mut self, record: &str) -> Result<(), JsValue> {
        // A refused record keeps the moves before the bad one: the position may change.
        self.shown.replace(None);
        let choices = versus::parse_record(record).map_err(|e| fact_err(&e))?;
        let game = self.game_mut()?;
        game.replay(&choices).map_err(|e| fact_err(&e).into())
    }

    /// G(0..=upto) for the explorer (the page's `upto`, or the game's own size where it
    /// has no `upto`), with the certified period and its certificate in words.
    pub fn table(&self) -> Result<JsValue, JsValue> {
        let table = table_record(self.game()?.table(None).map_err(|e| fact_err(&e))?);
        Ok(to_js(&table)?)
    }
}
