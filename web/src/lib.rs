//! movelab's web shell: the page's wasm modules (wasm-bindgen exports and the canvas
//! renderer) over the core, which knows nothing of the browser.
//!
//! It translates and draws; the core decides. Numbers and typed arrays cross the boundary
//! (a move list is a `Uint32Array`, a board a `Uint8Array` of `Cell` codes), small records
//! go through serde-wasm-bindgen, and every error is a JS `Error` carrying the core's
//! message. Every number from JavaScript is checked here before the core sees it.
//!
//! - [`api`]: free functions (the move at a step, counts, solving, validation);
//! - [`export`]: the move list as text, CSV or JSON, the command line's formats;
//! - [`handle`]: `PuzzlePlayer`, a player of one optimal solution;
//! - [`game`]: `PlayGame`, play mode (the visitor moves, the core judges);
//! - [`practice`]: `Practice`, practice in watch mode (the visitor chooses each move);
//! - [`stage`]: `Stage`, a row drawn on a canvas, one frame at a time from the timeline player;
//! - [`camera`]: where the row sits in the canvas and which squares are in view;
//! - [`hooks`]: the test hooks on the canvas (`data-step`, `data-board`, `data-window`…);
//! - [`render`]: drawing one frame (web-sys canvas 2D);
//! - [`narrate`]: a move in words;
//! - [`impartial`]: `ImpartialGame`, a heap game (subtraction, octal, nim, kinrow, parity)
//!   against the computer, for the heaps view;
//! - [`automaton`]: `SpaceTime`, the swap automaton's space-time diagram window by window;
//! - [`candy`]: `CandyLine`, a random Candy Collector on a line, solved, answering `act`;
//! - [`push`]: `PushTrack`, 1-D Push-*'s cheapest line and play mode against it;
//! - [`peg`]: `PegView`, peg solitaire on the grid view (setup, solution, play, verdicts);
//! - [`knights`]: `KnightsView`, the knights game on the grid view against the computer;
//! - [`runs`]: `RunView`, a recorded run of an algorithm (`show=`) stepped through by the
//!   page's timeline;
//! - [`tictactoe`]: `TicTacToeView`, tic-tac-toe against perfect play and the recorded tree
//!   of minimax and alpha-beta, for the tree view.

//! - [`engines`]: the heap games and recorded runs this module registers;
//! - [`task`]: a teacher's task judged (in every module).

// The page's wasm comes in six modules (docs/architecture.md, "The wasm modules"): `rows`,
// the checker rows and the catalog, loaded with the page, and five of the lab, fetched the
// first time a game of their views opens: `lab-heaps` (the heaps view), `lab-grid` (the
// grid view), `lab-boards` (the space-time, plane, track and tree views), and the recorded
// runs of `show=`, `lab-runs-heaps` (the heap games') and `lab-runs` (every other game's).
#[cfg(any(
    feature = "rows",
    feature = "lab-heaps",
    feature = "lab-grid",
    feature = "lab-boards",
    feature = "lab-runs",
    feature = "lab-runs-heaps"
))]
pub mod action;
#[cfg(feature = "rows")]
pub mod api;
#[cfg(feature = "rows")]
pub mod camera;
#[cfg(any(
    feature = "lab-heaps",
    feature = "lab-runs",
    feature = "lab-runs-heaps"
))]
pub mod engines;
#[cfg(feature = "rows")]
pub mod export;
#[cfg(feature = "rows")]
pub mod game;
#[cfg(feature = "rows")]
pub mod handle;
#[cfg(feature = "rows")]
pub mod hooks;
#[cfg(feature = "rows")]
pub mod narrate;
#[cfg(feature = "rows")]
pub mod practice;
#[cfg(feature = "rows")]
pub mod render;
#[cfg(feature = "rows")]
pub mod row_view;
#[cfg(feature = "rows")]
pub mod rows;
#[cfg(feature = "rows")]
pub mod stage;

#[cfg(feature = "lab-boards")]
pub mod automaton;
#[cfg(feature = "lab-boards")]
pub mod candy;
#[cfg(feature = "lab-heaps")]
pub mod impartial;
#[cfg(feature = "lab-grid")]
pub mod knights;
#[cfg(feature = "lab-grid")]
pub mod peg;
#[cfg(feature = "lab-boards")]
pub mod push;
#[cfg(any(feature = "lab-runs", feature = "lab-runs-heaps"))]
pub mod runs;
#[cfg(any(
    feature = "lab-heaps",
    feature = "lab-runs",
    feature = "lab-runs-heaps"
))]
pub mod settings;
#[cfg(any(
    feature = "rows",
    feature = "lab-heaps",
    feature = "lab-grid",
    feature = "lab-boards",
    feature = "lab-runs",
    feature = "lab-runs-heaps"
))]
pub mod task;
#[cfg(feature = "lab-boards")]
pub mod tictactoe;

use movelab::catalog::{GameInfo, Kind};
use wasm_bindgen::prelude::*;

/// A whole parameter of `game` from JavaScript, within the page's range in the catalog
/// (`min..=page_max`; the core goes beyond, the page draws less), or the refusal as a fact
/// ([`whole`]'s `boards-value-*`, values.ftl, which every view has). At shift's page limit
/// n = m = 10^9 a solution has 10^18 + 2·10^9 moves, past 2^53: steps then cross as BigInt.
/// `name` is the URL's name of the parameter, shown as it is.
pub fn page_whole(
    game: &GameInfo,
    name: &str,
    value: f64,
) -> Result<u64, movelab::message::Message> {
    match game.param(name).map(|p| p.kind) {
        Some(Kind::Whole { min, page_max, .. }) => whole(name, value, min, page_max),
        _ => Err(movelab::fact!("boards-no-parameter", name = name)),
    }
}

/// Runs once when the module is instantiated: panics print a readable message and stack
/// to the console instead of `unreachable executed`.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// A JavaScript number as JavaScript writes it (`1.5`, `NaN`, `1e+300`): Rust's own float
/// formatting would add about 17 KB to the bundle for the few messages that show one.
pub fn number(value: f64) -> String {
    js_sys::Number::from(value)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_else(|_| "that number".to_string())
}

/// A whole number from JavaScript in `lo..=hi`, or the refusal as a fact
/// (`boards-value-not-whole`, `boards-value-range`: values.ftl, which every view has; the
/// shell groups the limits as its language writes numbers). JavaScript numbers are
/// doubles: NaN, infinities and fractions are refused, so no `as` cast can silently turn a
/// bad value into a good one. `name` is notation (a link's name) or the page's own word
/// for the field, shown as it is.
pub fn whole(name: &str, value: f64, lo: u64, hi: u64) -> Result<u64, movelab::message::Message> {
    use movelab::fact;
    let id = if !value.is_finite() || value.fract() != 0.0 {
        "boards-value-not-whole"
    } else if value < lo as f64 || value > hi as f64 {
        "boards-value-range"
    } else {
        return Ok(value as u64);
    };
    Err(fact!(
        id,
        name = name,
        lo = lo,
        hi = hi,
        value = number(value)
    ))
}

/// The largest integer a JavaScript number holds exactly (2^53 - 1): steps above it
/// cannot cross the boundary as numbers.
pub const MAX_SAFE: u64 = (1 << 53) - 1;

/// A count for JavaScript in a record (serde `serialize_with`): a number up to
/// [`MAX_SAFE`], where numbers are exact, else its decimal digits as a string (`BigInt(x)`
/// and `Intl.NumberFormat` read both exactly). Steps of the checker rows and heaps of the
/// heap games reach 10^18.
pub fn exact<S: serde::Serializer>(value: &u64, s: S) -> Result<S::Ok, S::Error> {
    if *value <= MAX_SAFE {
        s.serialize_f64(*value as f64)
    } else {
        s.serialize_str(&value.to_string())
    }
}

/// [`exact`] for each of a list.
pub fn exact_each<S: serde::Serializer>(values: &[u64], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    let mut seq = s.serialize_seq(Some(values.len()))?;
    for v in values {
        seq.serialize_element(&Exact(*v))?;
    }
    seq.end()
}

/// One count serialized by [`exact`].
struct Exact(u64);

impl serde::Serialize for Exact {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        exact(&self.0, s)
    }
}

pub fn js_err(message: impl AsRef<str>) -> JsError {
    JsError::new(message.as_ref())
}

/// A record for JavaScript (serde-wasm-bindgen) as JSON would give it, the one serializer of
/// every handle: maps as plain objects, so that a fact of the core inside it reads
/// `{ id, args }` as `wordFact` (www/i18n.js) expects, and a missing value as `null`, which
/// the views test for (the grid views' snapshots); a field a view tests for absence is left
/// out by its record (`skip_serializing_if`).
pub fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_err(e.to_string()))
}

/// A refusal as a fact: a JS `Error` whose message is the fact in JSON
/// (`{"id":…,"args":{…}}`), which the page words (www/i18n.js `wordError`); a worker posts
/// it on as it is.
pub fn fact_err(fact: &movelab::message::Message) -> JsError {
    JsError::new(&fact.json())
}
