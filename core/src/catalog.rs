//! The one catalog of the games. Each game declares its [`GameInfo`] once, in its own
//! folder (`INFO` in its `mod.rs`): plain data that the command line, the page's form and URL
//! checking, the custom element and the worksheet all read, so no limit, title or rule
//! sentence is written twice. What a game can run (a heap game's play against the computer,
//! the recorded runs of its algorithms) is not in that data: each shell lists the engines it
//! carries in an [`Engines`] of its own, so a wasm module links only what it registers.

use crate::fact;
use crate::message::{typed, Message};
use serde::Serialize;

/// The kind of view that shows a game on the page; one controller per kind under `www/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum View {
    /// A row of squares with the checker puzzles' player (shift, pairs).
    Row,
    /// A robot's track: a row of squares and blocks with a controller of its own (Push-*:
    /// moves that cost energy, not the checker player's slides and jumps).
    Track,
    /// A 2-D board of holes or squares (peg solitaire, the knights game).
    Grid,
    /// Heaps of counters (Nim, subtraction and octal games, K in a row, the even/odd game).
    Heaps,
    /// Time downward, a row of cells per step (the swap automaton).
    SpaceTime,
    /// Points in a (position, time) plane (Candy Collector on a line).
    Plane,
    /// A small board against perfect play, and the game tree of minimax and alpha-beta on a
    /// canvas that pans and zooms (tic-tac-toe).
    Tree,
}

/// What values a parameter takes. Limits are the core's; `page_max` is the page's where
/// it draws less than the core solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Kind {
    /// A whole number from `min` to `max`.
    Whole {
        min: u64,
        max: u64,
        page_max: u64,
        default: u64,
    },
    /// One of a few words.
    Choice {
        options: &'static [&'static str],
        default: &'static str,
    },
    /// Text checked by the game itself (a set like `1,3,4`, an octal code, a row of cells),
    /// at most `max_len` characters.
    Text {
        max_len: usize,
        default: &'static str,
    },
    /// On or off.
    Flag,
}

/// One parameter of a game: its name in the URL and on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Param {
    /// Its name in the URL and on the command line; its label in words is the message
    /// `<game>-param-<name>` of the message files (locales/).
    pub name: &'static str,
    pub kind: Kind,
}

/// Everything the shells need to know about one game before asking it anything. Its words
/// are in the message files (locales/<lang>/<id>.ftl), under the game's id: `<id>-title`,
/// `-tagline`, `-intro`, `-rules` and `-heading` (with the settings as `$name`, `$name-or`
/// and `$name-key`), `-param-<name>`, `-run-<name>` and `-task-<kind>`.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct GameInfo {
    /// The id of docs/design.md: `puzzle=` on the page, the subcommand on the command line.
    pub id: &'static str,
    pub view: View,
    /// 0 (an automaton), 1 (a puzzle) or 2 (a two-player game).
    pub players: u8,
    /// The paper or tutorial it comes from ([`sources`]); docs/glossary.md cites each in
    /// full.
    pub source: Source,
    pub params: &'static [Param],
    /// A small position of the game for its picture on the home page: the JSON text of a
    /// [`Preview`], handed to the page as text so that no wasm module carries a serializer
    /// for thirteen kinds of position.
    pub preview: &'static str,
    /// The recorded runs of the game's algorithms the page shows step by step (`show=`):
    /// empty for a game with none.
    pub runs: &'static [RunName],
    /// The tasks a teacher can set on the game (`task=`), each with its sentence; empty for
    /// a game with none yet.
    pub tasks: &'static [crate::task::Task],
}

/// What a game's source is: a research paper, or a tutorial written to teach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SourceKind {
    Paper,
    Tutorial,
}

/// A paper or tutorial the games come from, as a card cites it: authors (empty where our
/// copy names none), the title in its own language, and where it appeared (may be empty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Source {
    pub kind: SourceKind,
    /// The authors' names, which each shell joins as its language lists names.
    pub authors: &'static [&'static str],
    pub title: &'static str,
    pub venue: &'static str,
}

/// The five documents of docs/glossary.md's "The four papers and the tutorial".
pub mod sources {
    use super::{Source, SourceKind};

    pub const SHIFTING_CHECKERS: Source = Source {
        kind: SourceKind::Paper,
        authors: &[],
        title: "Complete Solutions for a Combinatorial Puzzle in Linear Time",
        venue: "",
    };
    pub const ZHU_WANG: Source = Source {
        kind: SourceKind::Paper,
        authors: &["Zhu", "Wang"],
        title: "An Optimal Algorithm for a Strategy Game",
        venue: "",
    };
    pub const MERAND_VARKEVISSER: Source = Source {
        kind: SourceKind::Paper,
        authors: &["Merand", "Varkevisser"],
        title: "Peg Solitaire",
        venue: "2017",
    };
    pub const ALGORITHM_GAMES: Source = Source {
        kind: SourceKind::Tutorial,
        authors: &["rasto6sk"],
        title: "Algorithm Games",
        venue: "TopCoder",
    };
    pub const ANDREICA_TAPUS: Source = Source {
        kind: SourceKind::Paper,
        authors: &["Andreica", "Tapus"],
        title: "Intelligent Strategies for Several Zero-, One- and Two-Player Games",
        venue: "ICCP 2008",
    };
}

/// How a recorded run is made from the page's settings: in the game's folder (`runs.rs`),
/// calling a recorder of `crate::run` written once over the contract.
/// A refusal is a fact (`crate::run::refused` wraps a game's own reason).
pub type RunMaker = fn(&crate::game::Settings) -> Result<crate::run::Run, crate::message::Message>;

/// One recorded run a game offers (`show=<name>` on the page), as the catalog lists it: the
/// page checks `show=` against the names and links each run from the game's page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RunName {
    /// `show=<name>`; what the run shows is the message `<game>-run-<name>`.
    pub name: &'static str,
}

/// One recorded run with its engine: how it is made, and the problems its page times.
#[derive(Clone, Copy, Debug)]
pub struct RunInfo {
    pub name: &'static str,
    pub make: RunMaker,
    /// The problems the page times to plot the run's algorithm's running time (Merand and
    /// Varkevisser's Figures 2 and 3), if it offers them.
    pub trials: Option<TrialsMaker>,
}

/// The problems a run's page times: see [`crate::run::Trial`].
pub type TrialsMaker = fn() -> Vec<crate::run::Trial>;

impl RunInfo {
    /// Run `name`, made by `make`.
    pub const fn new(name: &'static str, make: RunMaker) -> RunInfo {
        RunInfo {
            name,
            make,
            trials: None,
        }
    }

    /// The same run, offering `trials` to time.
    pub const fn with_trials(self, trials: TrialsMaker) -> RunInfo {
        RunInfo {
            trials: Some(trials),
            ..self
        }
    }
}

/// The catalog's list of `runs` (`runs: &listed(runs::RUNS)` in a game's `INFO`): their
/// names, evaluated at compile time, so the catalog holds no pointer that would
/// keep a recorder in every build that reads it.
pub const fn listed<const N: usize>(runs: [RunInfo; N]) -> [RunName; N] {
    let mut names = [RunName { name: "" }; N];
    let mut i = 0;
    while i < N {
        names[i] = RunName { name: runs[i].name };
        i += 1;
    }
    names
}

/// The engines one shell carries beyond the catalog's descriptions: the heap games it opens
/// for play against the computer and the games whose runs it records. The command line
/// carries [`ALL_ENGINES`]; each of the page's wasm modules registers only the ones it draws,
/// so the linker leaves the rest out of it.
#[derive(Clone, Copy, Debug)]
pub struct Engines {
    pub versus: &'static [(&'static GameInfo, crate::impartial::versus_games::Opener)],
    pub runs: &'static [(&'static GameInfo, &'static [RunInfo])],
}

impl Engines {
    /// How the heap game `id` opens for play; `None` when these engines have no opener for
    /// it (no such game, or not a heap game, or another module's).
    pub fn opener(&self, id: &str) -> Option<crate::impartial::versus_games::Opener> {
        self.versus
            .iter()
            .find(|(g, _)| g.id == id)
            .map(|&(_, open)| open)
    }

    /// The recorded run `name` of `info` with its maker: the catalog's fact naming the runs
    /// the game has when it has no such run.
    pub fn run(&self, info: &GameInfo, name: &str) -> Result<&'static RunInfo, Message> {
        info.run(name)?;
        self.runs
            .iter()
            .filter(|(g, _)| g.id == info.id)
            .flat_map(|(_, runs)| runs.iter())
            .find(|r| r.name == name)
            .ok_or_else(|| fact!("run-not-in-module", game = info.id))
    }

    /// Records run `name` of `info` with the page's `settings`: the maker's refusal (a
    /// position too large, with the limit) as a fact.
    pub fn record(
        &self,
        info: &GameInfo,
        name: &str,
        settings: &crate::game::Settings,
    ) -> Result<crate::run::Run, crate::message::Message> {
        let run = self.run(info, name).map_err(crate::run::refused)?;
        (run.make)(settings)
    }
}

/// Every game's engines, for the command line and the tests: one line a game that has some.
pub const ALL_ENGINES: Engines = Engines {
    versus: &[
        (&crate::subtraction::INFO, crate::subtraction::versus::open),
        (&crate::octal::INFO, crate::octal::versus::open),
        (&crate::nim::INFO, crate::nim::versus::open),
        (&crate::grundys::INFO, crate::grundys::versus::open),
        (&crate::kinrow::INFO, crate::kinrow::versus::open),
        (&crate::parity::INFO, crate::parity::versus::open),
    ],
    runs: &[
        (&crate::shift::INFO, &crate::shift::runs::RUNS),
        (&crate::pairs::INFO, &crate::pairs::runs::RUNS),
        (&crate::peg::INFO, &crate::peg::runs::RUNS),
        (&crate::subtraction::INFO, &crate::subtraction::runs::RUNS),
        (&crate::octal::INFO, &crate::octal::runs::RUNS),
        (&crate::nim::INFO, &crate::nim::runs::RUNS),
        (&crate::knights::INFO, &crate::knights::runs::RUNS),
        (&crate::kinrow::INFO, &crate::kinrow::runs::RUNS),
        (&crate::automaton::INFO, &crate::automaton::runs::RUNS),
        (&crate::candy::INFO, &crate::candy::runs::RUNS),
    ],
};

/// A small position of a game, as its own view's renderer takes it, for the picture on its
/// card in the home page's gallery (www/home.js). The home page loads no wasm module, so
/// every game carries its picture in its `INFO` (as JSON text, [`GameInfo::preview`])
/// rather than asking its engine; each game's preview is checked against that engine in
/// core/tests/catalog_previews.rs.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Preview {
    /// A checker row at `step` of its solution: `cells`, one `B`, `W` or `_` a square.
    Row {
        n: u64,
        m: u64,
        first: String,
        step: u64,
        cells: String,
    },
    /// Heaps of counters.
    Heaps { heaps: Vec<u32> },
    /// One pile and what each player (the visitor, then the computer) has collected.
    Pile { pile: u32, totals: [u32; 2] },
    /// A row of squares, `x` occupied and `.` empty.
    Squares { row: String },
    /// A peg board, one text per row of its square: `o` a peg, `.` an empty hole, a space
    /// where the square has no hole.
    Pegs { rows: Vec<String> },
    /// A board of squares, one text per row from the top: `.` none, a digit that many pieces.
    Pieces { rows: Vec<String> },
    /// The automaton's first rows, one text of `0` and `1` per step.
    Frames { rows: Vec<String> },
    /// Boxes on a line over time: the start, each box, and an optimal route (box numbers).
    Plane {
        start: i64,
        boxes: Vec<PreviewBox>,
        route: Vec<u32>,
    },
    /// A robot's track: `#` a block, `.` a free square; the robot on square `robot` (from 1).
    Track { board: String, robot: u32 },
    /// A 3 × 3 board, `x`, `o` or `.` per square, row by row.
    Board { board: String },
}

/// One box of a [`Preview::Plane`], written as `[position, time, candies, reachable]`.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreviewBox {
    pub position: i64,
    pub time: u64,
    pub candies: u64,
    pub reachable: bool,
}

impl GameInfo {
    pub fn param(&self, name: &str) -> Option<&'static Param> {
        self.params.iter().find(|p| p.name == name)
    }

    /// The recorded run `name` of this game, or a fact naming the ones it has (the game by
    /// its id and the runs by their names, as `show=` and `movelab run` take them).
    pub fn run(&self, name: &str) -> Result<&'static RunName, Message> {
        if let Some(run) = self.runs.iter().find(|r| r.name == name) {
            return Ok(run);
        }
        let names: Vec<&str> = self.runs.iter().map(|r| r.name).collect();
        Err(match names.split_last() {
            None => fact!("run-none", game = self.id, name = typed(name)),
            Some((last, [])) => fact!(
                "run-must-be-one",
                last = *last,
                game = self.id,
                name = typed(name)
            ),
            Some((last, rest)) => fact!(
                "run-must-be",
                first = rest.join(", "),
                last = *last,
                game = self.id,
                name = typed(name)
            ),
        })
    }

    /// The home page's position of the game ([`GameInfo::preview`] read), or why its JSON
    /// is not a [`Preview`].
    #[cfg(not(target_arch = "wasm32"))]
    pub fn preview_position(&self) -> Result<Preview, String> {
        serde_json::from_str(self.preview).map_err(|e| format!("{}'s preview: {e}", self.id))
    }
}

/// Every game, in the order the home view lists them.
pub const GAMES: &[&GameInfo] = &[
    &crate::shift::INFO,
    &crate::pairs::INFO,
    &crate::peg::INFO,
    &crate::subtraction::INFO,
    &crate::octal::INFO,
    &crate::nim::INFO,
    &crate::grundys::INFO,
    &crate::knights::INFO,
    &crate::kinrow::INFO,
    &crate::parity::INFO,
    &crate::automaton::INFO,
    &crate::candy::INFO,
    &crate::push::INFO,
    &crate::tictactoe::INFO,
];

/// The page's playback speed in moves a second: the one range the stage, the URL check and
/// the form all use (the page reads it with the catalog).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Speed {
    pub min: f64,
    pub max: f64,
    pub default: f64,
}

pub const SPEED: Speed = Speed {
    min: 0.25,
    max: 5000.0,
    default: 2.0,
};

/// What the page and `movelab catalog` hand out: the games and the speed range.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Catalog {
    pub games: &'static [&'static GameInfo],
    pub speed: Speed,
}

pub const CATALOG: Catalog = Catalog {
    games: GAMES,
    speed: SPEED,
};

/// The game with this id.
pub fn game(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().copied().find(|g| g.id == id)
}

/// The ids as a sentence's list, for messages such as "puzzle must be shift, pairs or peg".
pub fn ids_in_words() -> String {
    let ids: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
    match ids.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => ids.join(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_every_default_is_in_range() {
        for (k, g) in GAMES.iter().enumerate() {
            assert!(GAMES[..k].iter().all(|h| h.id != g.id), "{} twice", g.id);
            assert_eq!(game(g.id).map(|found| found.id), Some(g.id));
            for p in g.params {
                match p.kind {
                    Kind::Whole {
                        min,
                        max,
                        page_max,
                        default,
                    } => {
                        assert!(
                            min <= default && default <= page_max && page_max <= max,
                            "{}.{}",
                            g.id,
                            p.name
                        )
                    }
                    Kind::Choice { options, default } => assert!(options.contains(&default)),
                    Kind::Text { max_len, default } => assert!(default.len() <= max_len),
                    Kind::Flag => {}
                }
            }
        }
        assert!(game("nope").is_none());
    }

    #[test]
    fn lists_the_ids() {
        assert!(ids_in_words().starts_with("shift"));
    }

    /// A run the game does not have is a fact naming the game and the runs it has, the
    /// name as typed; a module without the game's makers says which game.
    #[test]
    fn an_unknown_run_is_a_fact() {
        let push = game("push").unwrap();
        assert_eq!(
            push.run("memo").unwrap_err(),
            fact!("run-none", game = "push", name = typed("memo"))
        );
        let subtraction = game("subtraction").unwrap();
        assert_eq!(
            subtraction.run("tree").unwrap_err(),
            fact!(
                "run-must-be",
                first = "recursion",
                last = "memo",
                game = "subtraction",
                name = typed("tree")
            )
        );
        assert!(subtraction.run("memo").is_ok());
        let no_makers = Engines {
            versus: &[],
            runs: &[],
        };
        assert_eq!(
            no_makers.run(subtraction, "memo").unwrap_err(),
            fact!("run-not-in-module", game = "subtraction")
        );
        let err = no_makers
            .record(subtraction, "tree", &Default::default())
            .unwrap_err();
        assert_eq!(err.id, "run-refused");
    }
}
