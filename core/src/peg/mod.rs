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
    title: "Peg solitaire",
    heading: "Peg solitaire on the {board:english=English board;french=French board;wiegleb=Wiegleb board;diamond=diamond board;triangle4=triangle of side 4;triangle5=triangle of side 5;triangle6=triangle of side 6;triangle7=triangle of side 7;triangle8=triangle of side 8}, starting with {empty:=no hole;*={empty}} empty, the last peg {finish:any=anywhere;*=on {finish}}",
    tagline: "Jump pegs until one is left, on four classic boards and five triangles",
    view: View::Grid,
    players: 1,
    source: crate::catalog::sources::MERAND_VARKEVISSER,
    params: &[
        Param {
            name: "board",
            label: "Board",
            kind: Kind::Choice {
                options: &boards::BOARD_NAMES,
                default: "english",
            },
        },
        Param {
            name: "empty",
            label: "Empty holes at the start",
            kind: Kind::Text {
                max_len: 300,
                default: "d4",
            },
        },
        Param {
            name: "finish",
            label: "Last peg on (a hole or any)",
            kind: Kind::Text {
                max_len: 3,
                default: "d4",
            },
        },
    ],
    rules: "A peg jumps over an adjacent peg into the empty hole beyond, along a row or a \
            column (on a triangle, along any of its three lines), and the \
            jumped peg is removed. Starting with every hole filled except {empty}, jump until a \
            single peg is left on {finish}.",
    preview: r#"{"kind":"pegs","rows":["  ooo  ","  o.o  ","o.ooooo","oo.oooo","oo.oooo","  ooo  ","  ooo  "]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[
        Task {
            id: TaskKind::Solve,
            sentence: "Jump until a single peg is left, on the hole asked for.",
        },
        Task {
            id: TaskKind::Optimal,
            sentence: "Leave a single peg on the hole asked for in the fewest moves: a peg's chain of jumps is one move.",
        },
    ],
};
