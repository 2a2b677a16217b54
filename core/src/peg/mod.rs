//! Peg solitaire (Merand and Varkevisser, *COMS3: Advanced Analysis of Algorithms Assignment*,
//! 2017): the four boards of docs/design.md, any start and finish, a solver with a dead set over
//! the board's symmetries and proven pruning (position classes, pagoda functions), and exact counts
//! of winning jump sequences.

pub mod backward;
pub mod beam;
pub mod boards;
pub mod bound;
pub mod classes;
pub mod classify;
pub mod count;
pub mod decided;
// Files and threads: the command line's, never the page's wasm.
#[cfg(not(target_arch = "wasm32"))]
pub mod disk;
pub mod fewest;
pub mod figures;
pub mod lp;
pub mod meet;
pub mod pagoda;
pub mod reason;
pub mod rules;
pub mod runs;
pub mod session;
pub mod solve;

pub use boards::Board;
pub use rules::{Finish, Jump, Peg};

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::task::{Task, TaskKind};

pub const INFO: GameInfo = GameInfo {
    id: "peg",
    view: View::Grid,
    players: 1,
    source: crate::catalog::sources::MERAND_VARKEVISSER,
    params: &[
        Param {
            name: "board",
            kind: Kind::Choice {
                options: &boards::BOARD_NAMES,
                default: "english",
            },
        },
        Param {
            name: "empty",
            kind: Kind::Text {
                max_len: 300,
                default: "d4",
            },
        },
        Param {
            name: "finish",
            kind: Kind::Text {
                max_len: 3,
                default: "d4",
            },
        },
    ],
    preview: r#"{"kind":"pegs","rows":["  ooo  ","  o.o  ","o.ooooo","oo.oooo","oo.oooo","  ooo  ","  ooo  "]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[
        Task {
            id: TaskKind::Solve,
        },
        Task {
            id: TaskKind::Optimal,
        },
    ],
};
