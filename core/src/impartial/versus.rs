//! Playing a heap game against the computer: the core's two-player session (`game::Versus`)
//! over the game, the computer's move from [`best_move_by`], and each [`Position`] with every
//! option, its value and why it wins or not, in words. The games plug in through [`Heaps`],
//! each in its own folder's `versus.rs` (subtraction, octal, nim, kinrow and parity).

use super::{best_move_by, Period};
use crate::fact;
use crate::game::{self, Impartial, Outcome, Rules, Versus};
use crate::message::Message;
use crate::text::typeset;
use std::cmp::Reverse;

/// The most moves for which the computer, in a lost position, looks one move ahead.
const LOOK_AHEAD: usize = 400;

/// Where a move takes counters: heap `heap` (from 0) loses `take` counters from counter
/// `from` up (from 0, the bottom); `alt` is the same for the mirrored drawing of a split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub heap: usize,
    pub from: u64,
    pub alt: u64,
    pub take: u64,
}

/// What the heaps view needs of a game beyond its rules: how its positions look as heaps.
pub trait Heaps: Impartial {
    fn id(&self) -> &'static str;
    /// The heaps drawn, counters per heap (K in a row: the runs of empty squares).
    fn heaps(&self, state: &Self::State) -> Vec<u64>;
    fn span(&self, state: &Self::State, mv: &Self::Move) -> Span;
    /// The move in notation: what the `move` events and command, and the records, write.
    fn label(&self, state: &Self::State, mv: &Self::Move) -> String;
    /// The same move as a fact for people to read ([`on_heap`], [`take_leave`], …), which
    /// each shell words in its language.
    fn said(&self, state: &Self::State, mv: &Self::Move) -> Message;
    /// Each heap's own Grundy value, where positions are sums of heaps.
    fn heap_values(&self, _state: &Self::State) -> Option<Vec<u64>> {
        None
    }
    /// The heaps drawn as counters go up to this many; a larger heap is shown as a number
    /// with its place in [`Heaps::period`] ([`Position::places`]).
    fn counters_max(&self) -> u64 {
        super::versus_games::PAGE_MAX_HEAP
    }
    /// The certified period a heap past the game's table is read through, if any.
    fn period(&self) -> Option<Period> {
        None
    }
    /// K in a row: the squares, `.` empty and `x` occupied.
    fn row(&self, _state: &Self::State) -> Option<String> {
        None
    }
    /// Whether `grundy` is a Grundy value (values add by xor); false when it is 1 for a
    /// won and 0 for a lost position (misère, the even/odd game).
    fn sum_values(&self) -> bool {
        true
    }
    /// Whether players keep what they take (the even/odd game shows their totals).
    fn keeps(&self) -> bool {
        false
    }
    /// The computer's move where perfect play is not by the values alone (every heap
    /// moving: by remoteness, the quickest win or the longest loss); `None` leaves it to the
    /// shared rule ([`best_move_by`]).
    fn perfect_move(&self, _state: &Self::State) -> Option<Self::Move> {
        None
    }
    /// Puts a position in its shown form (octal: no empty second part).
    fn tidy(&self, _state: &mut Self::State) {}
    /// Where every heap moves at each turn (the conjunctive compound): each heap's own
    /// options, heap by heap, of which a turn takes one per heap; empty when some heap
    /// cannot move. `None`, the default: a turn is one option of `legal_moves`. (The
    /// options of all heaps together would be a product, too many to list past a few
    /// counters.)
    fn parts(&self, _state: &Self::State) -> Option<Vec<Part<Self::Move>>> {
        None
    }
    /// The move the visitor's `choice` names at `state`, or why it names none: by default
    /// one option of `legal_moves`; where every heap moves, one of [`Heaps::parts`] per heap.
    fn chosen(&self, state: &Self::State, choice: &[usize]) -> Result<Self::Move, Message> {
        let legal = self.legal_moves(state);
        match choice {
            [index] => legal
                .get(*index)
                .cloned()
                .ok_or_else(|| fact!("heaps-no-option", option = index + 1, legal = legal.len())),
            _ => Err(fact!("heaps-one-option", count = choice.len())),
        }
    }
    /// The choice that names `mv` at `state` (the inverse of [`Heaps::chosen`]).
    fn choice_of(&self, state: &Self::State, mv: &Self::Move) -> Option<Choice> {
        Some(vec![self
            .legal_moves(state)
            .iter()
            .position(|m| m == mv)?])
    }
    /// The explorer's table for n = 0..=upto.
    fn table(&self, upto: u64) -> Result<HeapTable, Message>;
}

/// One heap's own option where every heap moves ([`Heaps::parts`]): the move of that heap
/// alone, the heaps it leaves, its value there, and whether the computer's strategy plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct Part<M> {
    pub mv: M,
    pub left: Vec<u64>,
    pub value: u64,
    pub winning: bool,
    pub why: Message,
}

/// A turn as the visitor chose it: one option of the position's `moves`, or where every
/// heap moves ([`Position::every_heap`]) one option of each heap (indices from 0).
pub type Choice = Vec<usize>;

/// Who plays a move: the visitor or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    You,
    Computer,
}

/// One option of a position: the move in notation, where it takes counters, the heaps it
/// leaves, their value, and whether it wins.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveOption {
    /// Its place among the position's options, which a [`Choice`] names.
    pub index: usize,
    pub label: String,
    /// The move for people to read ([`Heaps::said`]).
    pub said: Message,
    pub span: Span,
    /// The heaps after the move; `None` when the move cannot be made.
    pub after: Option<Vec<u64>>,
    /// The value of the position after the move (Grundy, or 1 won / 0 lost); `None` when
    /// it is not known.
    pub value: Option<u64>,
    /// A winning move (to a position of value 0).
    pub winning: bool,
    /// Why it wins or not.
    pub why: Message,
}

/// A position of the game in play: the heaps and their values, whose turn it is, every
/// option, and what the values say, in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Position {
    /// The game's catalog id.
    pub game: &'static str,
    pub heaps: Vec<u64>,
    /// For each heap too large for counters ([`Heaps::counters_max`]), where it stands in
    /// the certified period; `None` for a heap drawn as counters.
    pub places: Vec<Option<Message>>,
    pub heap_values: Option<Vec<u64>>,
    /// K in a row: the squares, `.` empty and `x` occupied.
    pub row: Option<String>,
    /// The even/odd game: what the visitor and the computer have collected, in that order.
    pub totals: Option<[u64; 2]>,
    pub to_move: Player,
    /// Moves made since the start.
    pub step: usize,
    /// `None` when the position's value is not known.
    pub outcome: Option<Outcome>,
    /// The position's value; `None` when it is not known.
    pub value: Option<u64>,
    /// Whether values are Grundy values (they add by xor); false when a value is 1 for a
    /// won and 0 for a lost position ([`Heaps::sum_values`]).
    pub sum_values: bool,
    /// Every heap moves at each turn: `moves` are the heaps' own options, and a turn takes
    /// one of each heap ([`Choice`]).
    pub every_heap: bool,
    /// The options the [`Listing`] asked for, in the options' order.
    pub moves: Vec<MoveOption>,
    /// How many options the listing matched, listed or not (all the position's by default).
    pub matching: usize,
    /// No move is left.
    pub finished: bool,
    pub winner: Option<Player>,
    /// Whose turn or who won; and what the values say of the position.
    pub status: Message,
    pub insight: Message,
    /// What a move may do, in the game's own words where its settings alone do not say it
    /// (an octal code's digits: `octal::plain`), for the rules' `$moves`; `None` otherwise.
    pub moves_in_words: Option<Message>,
}

/// The explorer's table: rows of values for n = 0..=upto, the certified period if there
/// is one and its certificate; a note on what the values say, if any.
#[derive(Debug, Clone, PartialEq)]
pub struct HeapTable {
    pub rows: Vec<TableRow>,
    pub preperiod: Option<usize>,
    pub period: Option<usize>,
    pub certificate: Option<Message>,
    pub note: Option<Message>,
}

/// One row of the explorer's table: its label and a value for each n.
#[derive(Debug, Clone, PartialEq)]
pub struct TableRow {
    pub label: Message,
    pub values: Vec<u64>,
}

/// The most options a position lists on the page at once. A position may have half a
/// million (twelve octal heaps of 10^18 under a 32-digit code) and a visitor reads a screen
/// of buttons: the rest are counted ([`Position::matching`]) and listed by heap or counter.
pub const PAGE_LISTED: usize = 300;

/// Which of a position's options [`Play::listed`] lists; the default, every option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// Only the options of this heap (from 0).
    pub heap: Option<usize>,
    /// With `heap`, only the options that take from this counter (from 0, the bottom):
    /// those whose counters taken start there or, when none does, those that cover it.
    pub counter: Option<u64>,
    /// Only the winning options.
    pub winning: bool,
    /// At most this many, the first in the options' order; where every heap moves, each
    /// heap listed gets its share, so that no heap is off the list. `None`: every option.
    pub most: Option<usize>,
}

impl Listing {
    /// The indices of the options it lists, of those with `spans` (the options' order) and
    /// `winning(k)`, asked of those left by the heap and counter only; and how many matched.
    fn select(
        &self,
        spans: &[Span],
        winning: impl Fn(usize) -> bool,
        every_heap: bool,
    ) -> (Vec<usize>, usize) {
        let on_heap = |k: &usize| self.heap.is_none_or(|h| spans[*k].heap == h);
        let mut chosen: Vec<usize> = (0..spans.len()).filter(on_heap).collect();
        if let Some(c) = self.counter {
            let starts = |s: &Span| s.from == c || s.alt == c;
            let covers = |s: &Span| {
                (s.from..s.from + s.take).contains(&c) || (s.alt..s.alt + s.take).contains(&c)
            };
            let there = |k: &usize| starts(&spans[*k]);
            chosen = match chosen.iter().any(there) {
                true => chosen.into_iter().filter(there).collect(),
                false => chosen.into_iter().filter(|k| covers(&spans[*k])).collect(),
            };
        }
        if self.winning {
            chosen.retain(|&k| winning(k));
        }
        let matching = chosen.len();
        let Some(most) = self.most else {
            return (chosen, matching);
        };
        if !every_heap {
            chosen.truncate(most);
            return (chosen, matching);
        }
        let heaps: std::collections::BTreeSet<usize> =
            chosen.iter().map(|&k| spans[k].heap).collect();
        let share = (most / heaps.len().max(1)).max(1);
        let mut listed = vec![0; spans.iter().map(|s| s.heap + 1).max().unwrap_or(0)];
        chosen.retain(|&k| {
            listed[spans[k].heap] += 1;
            listed[spans[k].heap] <= share
        });
        (chosen, matching)
    }
}

/// A game in play against the computer, whatever the game (a shell holds a `Box<dyn Play>`).
pub trait Play {
    /// The current position with the options `listing` asks for.
    fn listed(&self, listing: &Listing) -> Position;
    /// The current position with every option.
    fn position(&self) -> Position {
        self.listed(&Listing::default())
    }
    /// The options the visitor's `choice` names in the current position (refused as
    /// [`Play::play`] would refuse it).
    fn options_of(&self, choice: &[usize]) -> Result<Vec<MoveOption>, Message>;
    /// The option written `label` in notation as the page sets it ([`crate::text::typeset`]).
    fn find(&self, label: &str) -> Option<MoveOption>;
    /// Plays the visitor's choice from the current position; returns the move's notation.
    fn play(&mut self, choice: &[usize]) -> Result<String, Message>;
    /// The choice the computer plays: a winning one if any (`None`: no move left).
    fn best(&self) -> Option<Choice>;
    /// Takes back the visitor's last move and whatever followed; false if none.
    fn undo(&mut self) -> bool;
    fn table(&self, upto: Option<u64>) -> Result<HeapTable, Message>;
    fn you_to_move(&self) -> bool;
    /// The choices the visitor made so far, in order.
    fn yours(&self) -> Vec<Choice>;

    /// Plays the visitor's `choices` again from the current position, the computer
    /// answering each with its own (deterministic) choice, so a game comes back from its
    /// record. Stops at the first choice that is not legal, keeping the moves before it,
    /// and says which it was.
    fn replay(&mut self, choices: &[Choice]) -> Result<(), Message>;
}

/// A game whose opening takes longer than one of the page's tasks (a misère quotient at
/// the page's largest heap), worked in slices: the page works one a task and stays
/// answering, the command line and the tests all at once ([`Opened::finish`]).
pub trait Opening {
    /// Works about `work` units: the game once it is open, or why it cannot be; `None`
    /// while the work goes on.
    fn advance(&mut self, work: usize) -> Option<Result<Box<dyn Play>, Message>>;
    /// What is being worked out, as a fact the shells word.
    fn progress(&self) -> Message;
}

/// A heap game as its opener gives it: ready to play, or still being worked out.
pub enum Opened {
    Ready(Box<dyn Play>),
    Working(Box<dyn Opening>),
}

impl Opened {
    /// The game, its opening worked to the end at once.
    pub fn finish(self) -> Result<Box<dyn Play>, Message> {
        match self {
            Opened::Ready(game) => Ok(game),
            Opened::Working(mut opening) => loop {
                if let Some(done) = opening.advance(usize::MAX) {
                    return done;
                }
            },
        }
    }
}

/// The most moves of the visitor a record may hold ([`parse_record`]).
pub const RECORD_MAX_MOVES: usize = 4096;

/// The most options one turn of a record may join (every heap moving, heaps split).
pub const RECORD_MAX_PARTS: usize = 1024;

/// A record as the page writes it: the visitor's choices, options numbered from 1, turns
/// joined by dots (`3.1.7`), one turn's options (every heap moving) by dashes (`1-4.2-3`);
/// empty before the first move.
pub fn format_record(choices: &[Choice]) -> String {
    let turn = |c: &Choice| {
        c.iter()
            .map(|o| (o + 1).to_string())
            .collect::<Vec<_>>()
            .join("-")
    };
    choices.iter().map(turn).collect::<Vec<_>>().join(".")
}

/// Reads a record written by [`format_record`]; at most [`RECORD_MAX_MOVES`] turns of at
/// most [`RECORD_MAX_PARTS`] options.
pub fn parse_record(text: &str) -> Result<Vec<Choice>, Message> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let turns: Vec<&str> = text.split('.').collect();
    if turns.len() > RECORD_MAX_MOVES {
        return Err(fact!(
            "heaps-record-too-long",
            most = RECORD_MAX_MOVES,
            count = turns.len()
        ));
    }
    let option = |p: &str| match p.parse::<usize>() {
        Ok(o) if o >= 1 && p.len() <= 9 && p.bytes().all(|b| b.is_ascii_digit()) => Ok(o - 1),
        _ => Err(fact!("heaps-record-bad-move", text = p)),
    };
    turns
        .iter()
        .map(|turn| {
            let parts: Vec<&str> = turn.split('-').collect();
            if parts.len() > RECORD_MAX_PARTS {
                return Err(fact!(
                    "heaps-record-turn-too-long",
                    most = RECORD_MAX_PARTS,
                    count = parts.len()
                ));
            }
            parts.into_iter().map(option).collect()
        })
        .collect()
}

/// A heap game as it is shown: each move's position tidied ([`Heaps::tidy`]), so the
/// session's line holds the positions drawn; a move's undo is the position before it.
pub struct Shown<G>(pub G);

impl<G: Heaps> Rules for Shown<G> {
    type State = G::State;
    type Move = G::Move;
    type Undo = G::State;
    type Illegal = G::Illegal;

    fn start(&self) -> G::State {
        self.0.start()
    }
    fn legal_moves(&self, state: &G::State) -> Vec<G::Move> {
        self.0.legal_moves(state)
    }
    fn apply(&self, state: &mut G::State, mv: &G::Move) -> Result<G::State, G::Illegal> {
        let before = state.clone();
        self.0.apply(state, mv)?;
        self.0.tidy(state);
        Ok(before)
    }
    fn undo(&self, state: &mut G::State, _: &G::Move, before: G::State) {
        *state = before;
    }
}

/// One heap game against the computer: the two-player session and the explorer's size.
pub struct HeapVersus<G: Heaps> {
    versus: Versus<Shown<G>>,
    /// The explorer's size unless another is asked for.
    upto: u64,
    /// [`Position::moves_in_words`], the same for every position.
    moves_in_words: Option<Message>,
}

/// Heaps as `3,4,5`.
pub fn list(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// A move on heap `heap` (from 0) as people read it: `what` it does there
/// (`heap 2: take 1, leave 3`).
pub fn on_heap(heap: usize, what: Message) -> Message {
    fact!("heaps-move-heap", heap = heap + 1, what = what)
}

/// Taking `take` counters (one heap, or the even/odd game's pile).
pub fn take(take: u64) -> Message {
    fact!("heaps-move-take", take = take)
}

/// Taking `take` counters and leaving the heaps `left` (none to three).
pub fn take_leave(take: u64, left: &[u64]) -> Message {
    with_heaps(fact!("heaps-move-take-leave", take = take), left)
}

/// A heap of `from` counters made into the heaps `left` (one to three; an empty heap stays).
pub fn to_heaps(from: u64, left: &[u64]) -> Message {
    with_heaps(fact!("heaps-move-to", from = from), left)
}

/// Heaps a move leaves, as arguments a message selects on: `count`, then `a`, `b`, `c` (0
/// past the count). A move leaves at most three heaps (a hexadecimal code's digit 8).
fn with_heaps(m: Message, left: &[u64]) -> Message {
    let at = |k: usize| left.get(k).copied().unwrap_or(0);
    m.with("count", left.len())
        .with("a", at(0))
        .with("b", at(1))
        .with("c", at(2))
}

/// Why an option wins or not: `sums` when values are Grundy values (else 1 won, 0 lost).
pub fn why(winning: bool, value: Option<u64>, sums: bool) -> Message {
    let Some(value) = value else {
        return fact!("heaps-why-unknown");
    };
    match (winning, sums) {
        (true, true) => fact!("heaps-why-wins"),
        (false, true) => fact!("heaps-why-does-not-win", value = value),
        (true, false) => fact!("heaps-why-wins-lost"),
        (false, false) => fact!("heaps-why-does-not-win-won"),
    }
}

/// Whose turn it is, or who won.
pub fn status(you: bool, winner: Option<Player>) -> Message {
    match winner {
        Some(Player::You) => fact!("heaps-status-you-win"),
        Some(Player::Computer) => fact!("heaps-status-computer-wins"),
        None if you => fact!("heaps-status-your-move"),
        None => fact!("heaps-status-thinking"),
    }
}

/// What the position's value says, for the player to move (`you` or the computer).
pub fn insight(
    you: bool,
    outcome: Option<Outcome>,
    value: Option<u64>,
    sums: bool,
    finished: bool,
) -> Message {
    let (Some(outcome), Some(value)) = (outcome, value) else {
        return fact!("heaps-insight-unknown");
    };
    let who = if you { "you" } else { "computer" };
    // Grundy values (`sum`), or 1 won and 0 lost (`won`, `lost`).
    let kind = match (sums, value) {
        (true, _) => "sum",
        (false, 0) => "lost",
        (false, _) => "won",
    };
    match (finished, outcome) {
        (true, _) if sums => fact!("heaps-insight-over-value", value = value),
        // Won or lost "for the player to move" reads wrong once nobody is to move (the
        // even/odd game ends with its objects, and the winner is said by the status).
        (true, _) => fact!("heaps-insight-over"),
        (false, Outcome::First) => fact!(
            "heaps-insight-can-win",
            kind = kind,
            value = value,
            who = who
        ),
        (false, Outcome::Second) => {
            fact!("heaps-insight-loses", kind = kind, value = value, who = who)
        }
    }
}

impl<G: Heaps> HeapVersus<G> {
    pub fn new(game: G, start: G::State, you_first: bool, upto: u64) -> HeapVersus<G> {
        let session = game::Session::from_position(Shown(game), start);
        HeapVersus {
            versus: Versus::new(session, you_first),
            upto,
            moves_in_words: None,
        }
    }

    /// The same game, its rules saying what a move may do by `fact` ([`Position::moves_in_words`]).
    pub fn with_moves_in_words(mut self, fact: Message) -> HeapVersus<G> {
        self.moves_in_words = Some(fact);
        self
    }

    fn game(&self) -> &G {
        &self.versus.game().0
    }

    fn state(&self) -> &G::State {
        self.versus.state()
    }

    /// The heaps `mv` leaves and their value; `None`s when it cannot be made.
    fn after(&self, mv: &G::Move) -> (Option<Vec<u64>>, Option<u64>) {
        let game = self.game();
        match game.after(self.state(), mv) {
            Ok(mut a) => {
                game.tidy(&mut a);
                (Some(game.heaps(&a)), game.grundy(&a))
            }
            Err(_) => (None, None),
        }
    }

    /// Option `index`, `mv`: it wins when it leaves a position of value 0, which is what
    /// every game's `winning_moves` lists.
    fn option(&self, index: usize, mv: &G::Move) -> MoveOption {
        let s = self.state();
        let game = self.game();
        let (after, value) = self.after(mv);
        let win = value == Some(0);
        MoveOption {
            index,
            label: game.label(s, mv),
            said: game.said(s, mv),
            span: game.span(s, mv),
            after,
            value,
            winning: win,
            why: why(win, value, game.sum_values()),
        }
    }

    /// One heap's own option where every heap moves, `index` among every heap's.
    fn part_option(&self, index: usize, part: &Part<G::Move>) -> MoveOption {
        let (s, game) = (self.state(), self.game());
        MoveOption {
            index,
            label: game.label(s, &part.mv),
            said: game.said(s, &part.mv),
            span: game.span(s, &part.mv),
            after: Some(part.left.clone()),
            value: Some(part.value),
            winning: part.winning,
            why: part.why.clone(),
        }
    }

    /// Where heap `n` stands when it is too large for counters: through the period, or
    /// (within the game's table) by its own value.
    fn place(&self, n: u64) -> Option<Message> {
        let game = self.game();
        if n <= game.counters_max() {
            return None;
        }
        Some(match game.period() {
            Some(p) => p.place_fact(n),
            None => fact!("heaps-place-table", n = n),
        })
    }

    /// What the visitor and the computer have taken (the even/odd game's totals).
    fn totals(&self) -> Option<[u64; 2]> {
        let game = self.game();
        game.keeps().then(|| {
            let mut t = [0; 2];
            let session = self.versus.session();
            let line = session.positions().into_iter().zip(session.moves());
            for (j, (state, mv)) in line.enumerate() {
                t[usize::from(!self.versus.by_you(j as u64))] += game.span(&state, &mv).take;
            }
            t
        })
    }

    /// A winning move; in a lost position the move that takes fewest counters, and of
    /// those (when there are few enough moves to look ahead) the one that leaves the most
    /// moves, so the game lasts.
    fn reply(game: &G, s: &G::State) -> Option<G::Move> {
        if let Some(mv) = game.perfect_move(s) {
            return Some(mv);
        }
        // Asked only where no move wins, once: a won position lists its options for the
        // winning ones alone.
        let ahead = std::cell::OnceCell::new();
        best_move_by(game, s, |mv| {
            let left = match *ahead.get_or_init(|| game.legal_moves(s).len() <= LOOK_AHEAD) {
                true => game.after(s, mv).map_or(0, |a| game.legal_moves(&a).len()),
                false => 0,
            };
            (game.span(s, mv).take, Reverse(left))
        })
    }
}

fn who(you: bool) -> Player {
    if you {
        Player::You
    } else {
        Player::Computer
    }
}

impl<G: Heaps> Play for HeapVersus<G> {
    fn listed(&self, listing: &Listing) -> Position {
        let game = self.game();
        let s = self.state();
        let parts = game.parts(s);
        // The options are spans first (a few words each): only those listed are valued,
        // worded and labelled, and only those the heap and counter leave are valued to
        // ask whether they win.
        let (moves, matching, finished) = match &parts {
            Some(parts) => {
                let spans: Vec<Span> = parts.iter().map(|p| game.span(s, &p.mv)).collect();
                let (listed, matching) = listing.select(&spans, |k| parts[k].winning, true);
                let moves = listed.iter().map(|&k| self.part_option(k, &parts[k]));
                (moves.collect(), matching, parts.is_empty())
            }
            None => {
                let legal = game.legal_moves(s);
                let spans: Vec<Span> = legal.iter().map(|mv| game.span(s, mv)).collect();
                let wins = |k: usize| self.after(&legal[k]).1 == Some(0);
                let (listed, matching) = listing.select(&spans, wins, false);
                let moves = listed.iter().map(|&k| self.option(k, &legal[k]));
                (moves.collect(), matching, legal.is_empty())
            }
        };
        let you = self.you_to_move();
        let outcome = game.outcome(s);
        // At the end the core's outcome still says whether the player to move has won
        // (normal play: never; misère and the even/odd game: it depends).
        let winner = finished.then(|| who(you == (outcome == Some(Outcome::First))));
        let value = game.grundy(s);
        let sums = game.sum_values();
        let heaps = game.heaps(s);
        let places = heaps.iter().map(|&n| self.place(n)).collect();
        Position {
            game: game.id(),
            heaps,
            places,
            heap_values: game.heap_values(s),
            row: game.row(s),
            totals: self.totals(),
            to_move: who(you),
            step: self.versus.session().moves_made() as usize,
            outcome,
            value,
            sum_values: sums,
            every_heap: parts.is_some(),
            moves,
            matching,
            finished,
            winner,
            status: status(you, winner),
            insight: insight(you, outcome, value, sums, finished),
            moves_in_words: self.moves_in_words.clone(),
        }
    }

    fn options_of(&self, choice: &[usize]) -> Result<Vec<MoveOption>, Message> {
        let (game, s) = (self.game(), self.state());
        // `chosen` refuses a choice that names no option (one index, or one a heap).
        let mv = game.chosen(s, choice)?;
        match game.parts(s) {
            // Where every heap moves, `chosen` joins the parts in one move: each is listed.
            Some(parts) => Ok(choice
                .iter()
                .filter_map(|&k| Some(self.part_option(k, parts.get(k)?)))
                .collect()),
            None => Ok(vec![self.option(choice[0], &mv)]),
        }
    }

    fn find(&self, label: &str) -> Option<MoveOption> {
        let (game, s) = (self.game(), self.state());
        let named = |mv: &G::Move| typeset(&game.label(s, mv)) == label;
        match game.parts(s) {
            Some(parts) => parts
                .iter()
                .position(|p| named(&p.mv))
                .map(|k| self.part_option(k, &parts[k])),
            None => {
                let legal = game.legal_moves(s);
                let k = legal.iter().position(named)?;
                Some(self.option(k, &legal[k]))
            }
        }
    }

    fn play(&mut self, choice: &[usize]) -> Result<String, Message> {
        let s = self.state();
        let mv = self.game().chosen(s, choice)?;
        let label = self.game().label(s, &mv);
        // `chosen` gives legal moves only: a refusal here is the game's own check, in notation.
        self.versus.play(mv).map_err(|e| {
            fact!(
                "heaps-move-illegal",
                notation = label.as_str(),
                why = e.to_string()
            )
        })?;
        Ok(label)
    }

    fn best(&self) -> Option<Choice> {
        let (game, s) = (self.game(), self.state());
        game.choice_of(s, &Self::reply(game, s)?)
    }

    fn undo(&mut self) -> bool {
        self.versus.undo_turn()
    }

    fn table(&self, upto: Option<u64>) -> Result<HeapTable, Message> {
        self.game().table(upto.unwrap_or(self.upto))
    }

    fn you_to_move(&self) -> bool {
        self.versus.you_to_move()
    }

    fn yours(&self) -> Vec<Choice> {
        let game = self.game();
        let yours = self.versus.yours().into_iter();
        yours
            .filter_map(|(s, mv)| game.choice_of(&s, &mv))
            .collect()
    }

    fn replay(&mut self, choices: &[Choice]) -> Result<(), Message> {
        for (k, choice) in choices.iter().enumerate() {
            let k = k + 1;
            if !self.versus.you_to_move() {
                // The computer's own choice is legal: a refusal would be a bug, said as such.
                self.versus
                    .reply(|shown, s| Self::reply(&shown.0, s))
                    .map_err(|e| fact!("heaps-replay-illegal", turn = k, why = e.to_string()))?;
            }
            // A choice no option answers: the game is over there (`reply` is none exactly
            // then, a best move being a legal one, but it values every option), or the
            // choice is not one of them. Asked only then: long records open quickly.
            let (game, s) = (self.game(), self.state());
            let mv = game.chosen(s, choice).map_err(|e| {
                match game.perfect_move(s).is_none() && game.legal_moves(s).is_empty() {
                    true => fact!("heaps-replay-over", turn = k),
                    false => fact!("heaps-replay-refused", turn = k, why = e),
                }
            })?;
            self.versus
                .play(mv)
                .map_err(|e| fact!("heaps-replay-illegal", turn = k, why = e.to_string()))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_for_each_player_and_kind_of_value() {
        let lost = insight(true, Some(Outcome::Second), Some(0), true, false);
        assert_eq!(
            lost,
            fact!(
                "heaps-insight-loses",
                kind = "sum",
                value = 0u64,
                who = "you"
            )
        );
        let won = insight(false, Some(Outcome::First), Some(6), true, false);
        assert_eq!(
            won,
            fact!(
                "heaps-insight-can-win",
                kind = "sum",
                value = 6u64,
                who = "computer"
            )
        );
        // The even/odd game at its end: no "won for the player to move" once nobody moves.
        let over = insight(true, Some(Outcome::First), Some(1), false, true);
        assert_eq!(over, fact!("heaps-insight-over"));
        let parity = insight(false, Some(Outcome::Second), Some(0), false, false);
        assert_eq!(parity.arg("kind"), Some(&crate::message::Arg::from("lost")));
        assert_eq!(why(true, Some(0), true), fact!("heaps-why-wins"));
        assert_eq!(
            why(false, Some(3), true),
            fact!("heaps-why-does-not-win", value = 3u64)
        );
        assert_eq!(why(false, None, true), fact!("heaps-why-unknown"));
        assert_eq!(
            insight(true, None, None, true, false),
            fact!("heaps-insight-unknown")
        );
        assert_eq!(
            status(true, Some(Player::You)),
            fact!("heaps-status-you-win")
        );
    }

    #[test]
    fn records_refused_as_facts() {
        assert_eq!(parse_record("3.1-2").unwrap(), vec![vec![2], vec![0, 1]]);
        assert_eq!(
            parse_record("3.x").unwrap_err(),
            fact!("heaps-record-bad-move", text = "x")
        );
    }

    /// A listed option wins exactly when the game's own `winning_moves` lists its move (the
    /// games' faster ways to find them: nim's xor, K in a row's runs, the misère quotient).
    fn winning_as_the_game_says<G: Heaps>(game: G, start: G::State) {
        let mut v = HeapVersus::new(game, start, true, 30);
        for _ in 0..6 {
            let (legal, wins) = (
                v.game().legal_moves(v.state()),
                v.game().winning_moves(v.state()),
            );
            let p = v.position();
            assert_eq!(p.moves.len(), legal.len());
            for m in &p.moves {
                assert_eq!(m.winning, wins.contains(&legal[m.index]), "{}", m.label);
            }
            if p.finished {
                return;
            }
            v.play(&[p.moves.len() / 2]).unwrap();
        }
    }

    #[test]
    fn an_option_wins_as_the_games_winning_moves_say() {
        use crate::impartial::misere::game::MisereOctal;
        use crate::impartial::octal_table::Code;
        use crate::octal::Octal;
        let kayles = || Code::parse("0.77").unwrap();
        winning_as_the_game_says(Octal::new(kayles(), 30).unwrap(), vec![3, 4, 5]);
        winning_as_the_game_says(
            Octal::new(Code::parse("4.37").unwrap(), 30).unwrap(),
            vec![9, 6],
        );
        let hex = Octal::new(Code::parse("0.3F").unwrap(), 30).unwrap();
        winning_as_the_game_says(hex, vec![9, 4, 11]);
        winning_as_the_game_says(MisereOctal::new(kayles(), 6).unwrap(), vec![3, 4, 5]);
        for misere in [false, true] {
            winning_as_the_game_says(crate::nim::Nim { misere }, vec![3, 4, 5, 7]);
        }
        let kinrow = crate::kinrow::KInRow::new(11, 2).unwrap();
        winning_as_the_game_says(kinrow.clone(), kinrow.start());
        let parity = crate::parity::Parity::new(9, 2, false).unwrap();
        winning_as_the_game_says(parity.clone(), parity.start());
        let sub = crate::subtraction::Subtraction::new(vec![1, 3, 4], false).unwrap();
        winning_as_the_game_says(sub.clone(), sub.start());
        let grundys = crate::grundys::Grundys::new(30).unwrap();
        winning_as_the_game_says(grundys.clone(), vec![12, 9]);
    }
}
