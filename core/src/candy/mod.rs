//! Candy Collector of Andreica and Tapus, *Intelligent Strategies for Several Zero-, One- and
//! Two-Player Games* §3.2, a one-player game: boxes (time, vertex, candies) appear; the player, at
//! vertex 1 at time 0, collects a box by being at its vertex at its time. Three exact methods over
//! one order of the boxes: the O(M²) DP, the O(M·N·log M) DP and, for vertices on a line, the 45°
//! rotation with a Fenwick tree (O(M log M)).

use crate::fact;
use crate::message::Message;
use serde::{Deserialize, Serialize};

/// Limits: vertices of a travel matrix (Floyd–Warshall is O(N³)), boxes of a matrix game
/// (the O(M²) DP), boxes on a line, and times/positions (so sums stay in i64/u64).
pub const MAX_VERTICES: usize = 500;
pub const MAX_BOXES: usize = 20_000;
pub const MAX_LINE_BOXES: usize = 2_000_000;
pub const MAX_VALUE: u64 = 1_000_000_000_000;

/// A box: it appears at `vertex` (from 0 here, from 1 in files) at `time`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candy {
    pub time: u64,
    pub vertex: usize,
    pub candies: u64,
}

/// An instance: shortest travel times (after Floyd–Warshall) or positions on a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub travel: Travel,
    pub boxes: Vec<Candy>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Travel {
    /// Shortest travel times, `dist[a][b]`.
    Matrix(Vec<Vec<u64>>),
    /// Positions on a line; travel time |x_a − x_b|.
    Line(Vec<i64>),
}

/// The most candies and the boxes collected (indices into `boxes`, in time order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub candies: u64,
    pub boxes: Vec<usize>,
}

/// A Candy Collector file as docs/design.md gives it (JSON on the command line; the page builds
/// one from its own form).
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct File {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub travel: Option<Vec<Vec<u64>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub x: Option<Vec<i64>>,
    pub boxes: Vec<[u64; 3]>,
}

fn check_value(what: &str, v: u64) -> Result<u64, String> {
    if v > MAX_VALUE {
        return Err(format!("{what} {v} is more than the limit of {MAX_VALUE}"));
    }
    Ok(v)
}

impl Game {
    /// Reads and fully validates a file as docs/design.md gives it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn parse(text: &str) -> Result<Game, String> {
        let file: File = serde_json::from_str(text).map_err(|e| format!("bad candy file: {e}"))?;
        Self::from_file(file)
    }

    /// Validates a file's travel times and boxes against the limits.
    pub fn from_file(file: File) -> Result<Game, String> {
        let travel = match (file.travel, file.x) {
            (Some(m), None) => Travel::Matrix(Self::matrix(m)?),
            (None, Some(x)) => Travel::Line(Self::line(x)?),
            _ => return Err("the file needs exactly one of \"travel\" and \"x\"".into()),
        };
        let (n, limit) = match &travel {
            Travel::Matrix(m) => (m.len(), MAX_BOXES),
            Travel::Line(x) => (x.len(), MAX_LINE_BOXES),
        };
        if file.boxes.len() > limit {
            return Err(format!(
                "{} boxes is more than the limit of {limit}",
                file.boxes.len()
            ));
        }
        let mut boxes = Vec::with_capacity(file.boxes.len());
        for (k, &[time, vertex, candies]) in file.boxes.iter().enumerate() {
            if vertex == 0 || vertex > n as u64 {
                return Err(format!(
                    "box {}: vertex {vertex} is outside 1 to {n}",
                    k + 1
                ));
            }
            boxes.push(Candy {
                time: check_value("time", time)?,
                vertex: vertex as usize - 1,
                candies: check_value("candies", candies)?,
            });
        }
        Ok(Game { travel, boxes })
    }

    fn matrix(m: Vec<Vec<u64>>) -> Result<Vec<Vec<u64>>, String> {
        let n = m.len();
        if n == 0 || n > MAX_VERTICES {
            return Err(format!(
                "the travel matrix needs 1 to {MAX_VERTICES} vertices, not {n}"
            ));
        }
        for (a, row) in m.iter().enumerate() {
            if row.len() != n {
                return Err(format!(
                    "travel row {} has {} entries, not {n}",
                    a + 1,
                    row.len()
                ));
            }
            for &v in row {
                check_value("travel time", v)?;
            }
        }
        Ok(shortest(m))
    }

    fn line(x: Vec<i64>) -> Result<Vec<i64>, String> {
        if x.is_empty() || x.len() > MAX_LINE_BOXES {
            return Err(format!(
                "x needs 1 to {MAX_LINE_BOXES} positions, not {}",
                x.len()
            ));
        }
        if let Some(v) = x.iter().find(|v| v.unsigned_abs() > MAX_VALUE) {
            return Err(format!("position {v} is beyond ±{MAX_VALUE}"));
        }
        Ok(x)
    }

    /// Shortest travel time between two vertices.
    pub fn dist(&self, a: usize, b: usize) -> u64 {
        match &self.travel {
            Travel::Matrix(d) => d[a][b],
            Travel::Line(x) => x[a].abs_diff(x[b]),
        }
    }

    /// Whether box `k` can be collected at all: the player reaches its vertex from vertex 1
    /// by its time (on a line, the box lies in the cone |x − x₁| ≤ t).
    pub fn reachable(&self, k: usize) -> bool {
        let b = self.boxes[k];
        self.dist(0, b.vertex) <= b.time
    }

    /// Judges a route the player plans: boxes (indices into `boxes`) in the order visited,
    /// from vertex 1 at time 0. Returns the candies of the longest feasible start of the
    /// route and, when it breaks off, why (the first box that cannot be collected), as a
    /// fact (messages `candy-route-*`).
    pub fn judge(&self, route: &[usize]) -> (u64, Option<Message>) {
        let (mut at, mut now, mut candies) = (0usize, 0u64, 0u64);
        for (i, &k) in route.iter().enumerate() {
            let number = k.saturating_add(1);
            let Some(b) = self.boxes.get(k) else {
                return (candies, Some(fact!("candy-route-no-box", number = number)));
            };
            if route[..i].contains(&k) {
                return (candies, Some(fact!("candy-route-twice", number = number)));
            }
            if b.time < now {
                return (
                    candies,
                    Some(fact!(
                        "candy-route-too-early",
                        number = number,
                        time = b.time,
                        now = now
                    )),
                );
            }
            let need = self.dist(at, b.vertex);
            if need > b.time - now {
                return (
                    candies,
                    Some(fact!(
                        "candy-route-too-far",
                        number = number,
                        need = need,
                        left = b.time - now
                    )),
                );
            }
            (at, now, candies) = (b.vertex, b.time, candies + b.candies);
        }
        (candies, None)
    }

    fn vertices(&self) -> usize {
        match &self.travel {
            Travel::Matrix(d) => d.len(),
            Travel::Line(x) => x.len(),
        }
    }
}

/// Floyd–Warshall: the player may pass through vertices, so the triangle inequality need
/// not hold in the file but holds after this.
pub fn shortest(mut d: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let n = d.len();
    for k in 0..n {
        for a in 0..n {
            for b in 0..n {
                let via = d[a][k] + d[k][b];
                if via < d[a][b] {
                    d[a][b] = via;
                }
            }
        }
    }
    for (a, row) in d.iter_mut().enumerate() {
        row[a] = 0;
    }
    d
}

mod generate;
mod methods;
pub mod runs;
pub use generate::{random_line, MAX_RANDOM_BOXES, MAX_SPAN};
pub use methods::{by_vertex, line_sweep, quadratic};

use crate::catalog::{GameInfo, Kind, Param, View};
use crate::random::MAX_SEED;
use crate::task::{Task, TaskKind};

pub const INFO: GameInfo = GameInfo {
    id: "candy",
    view: View::Plane,
    players: 1,
    source: crate::catalog::sources::ANDREICA_TAPUS,
    // The page draws a random instance on a line (generate.rs); files of any travel matrix
    // go to the command line.
    params: &[
        Param {
            name: "m",
            kind: Kind::Whole {
                min: 1,
                max: MAX_RANDOM_BOXES as u64,
                page_max: 2000,
                default: 30,
            },
        },
        Param {
            name: "seed",
            kind: Kind::Whole {
                min: 0,
                max: MAX_SEED,
                page_max: MAX_SEED,
                default: 1,
            },
        },
        Param {
            name: "span",
            kind: Kind::Whole {
                min: 1,
                max: MAX_SPAN,
                page_max: 1_000_000,
                default: 20,
            },
        },
    ],
    preview: r#"{"kind":"plane","start":0,"boxes":[[2,2,3,true],[5,3,2,false],[-2,4,2,true],[4,5,4,true],[-4,6,1,true],[1,8,3,true]],"route":[1,4,6]}"#,
    runs: &crate::catalog::listed(runs::RUNS),
    tasks: &[Task {
        id: TaskKind::Optimal,
    }],
};

/// The best route by the fastest method for the instance: the line sweep on a line, the
/// per-vertex DP otherwise.
pub fn solve(game: &Game) -> Route {
    match game.travel {
        Travel::Line(_) => line_sweep(game),
        Travel::Matrix(_) => by_vertex(game),
    }
}
