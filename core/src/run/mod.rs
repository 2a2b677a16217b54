//! Recorded runs: an algorithm of the papers run once and kept as a line of steps over a
//! fixed structure (the nodes of a recursion tree or DAG, the cells of a table), so that the
//! page crosses the structure once and a step is only an index ([`Run`], a [`Timeline`]).
//! The recorders are written once over the contract (`recursion`, `table`); a game offers
//! its runs through its catalog entry ([`RunInfo`]).

pub mod backtrack;
pub mod optimal;
pub mod plane;
pub mod recursion;
pub mod stack;
pub mod table;

use crate::fact;
use crate::game::Timeline;
use crate::message::{Arg, Message};
use serde::Serialize;

/// Heaps as a node's label: `3,4,5`.
pub fn heaps_label(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The most steps a run records: the 10^5, which the browser builds quickly
/// (BENCHMARKS.md). A larger run is refused, with the limit ([`TooLong`]).
pub const MAX_STEPS: u64 = 100_000;

/// How a run's nodes are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shape {
    /// Each node has one parent (plain recursion, backtracking).
    Tree,
    /// A node is reached again by a lookup, drawn as an [`Edge`] (memoised recursion).
    Dag,
    /// Cells at fixed places, filled in an order (a dynamic programme).
    Table,
    /// Items taken in order and a stack of entries pushed and popped (`stack`), over a grid
    /// of cells: an item is drawn at its column, an entry while it is on the stack.
    Stack,
    /// Points at fixed places in the plane, each entered when its query runs: the query
    /// region of the point being entered is the quarter-plane below and left of it.
    Plane,
}

/// What a node is besides a visited position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// Entered and explored.
    Plain,
    /// Not explored: cut by a bound (no proven lower bound: peg's class argument).
    Cut,
    /// Not explored: already known dead (Merand and Varkevisser's set of infeasible positions).
    Dead,
}

/// No parent: the root of a tree, a cell of a table.
pub const NO_PARENT: u32 = u32::MAX;

/// One node of a run: a call of the recursion, a position of the search, a cell.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The node it was first entered from, or [`NO_PARENT`].
    pub parent: u32,
    /// The position in notation (`7`, `3,5`, `d2-d4`); empty for a search's start, which the
    /// shells word (`run-node-start`).
    pub label: String,
    /// The answer the algorithm gave it (a Grundy value; 1 won, 0 lost), known from `leave`.
    pub value: u64,
    /// The step it is entered at (it is drawn from then on) ...
    pub enter: u32,
    /// ... and the step its value is known (left); `enter <= leave`.
    pub leave: u32,
    /// The values of the options it looked at: the set whose mex is its Grundy value.
    pub options: Vec<u64>,
    /// Where it is drawn: a column and a row (a tree's depth; a table's cell).
    pub x: f32,
    pub y: f32,
    pub mark: Mark,
}

/// A lookup of a node already known (a memo hit, a table cell read), at `step`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: u32,
    pub to: u32,
    pub step: u32,
}

/// What one step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Act {
    Enter,
    Leave,
    /// A lookup: the node's value was already known.
    Look,
}

/// One step: what it did to which node (for a lookup, `node` is the one looked up and
/// `from` the one looking).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Event {
    pub act: Act,
    pub node: u32,
    pub from: u32,
}

/// A number that grows during the run (calls made, the dead set's size): the steps at
/// which it grows by one, so its value at step k is a binary search.
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    /// What it counts: a message with no arguments (`run-counter-calls`), its id stable
    /// for scripts.
    pub name: Message,
    pub steps: Vec<u32>,
}

impl Counter {
    pub fn at(&self, step: u64) -> u64 {
        self.steps.partition_point(|&s| u64::from(s) <= step) as u64
    }
}

/// What a node's value means, for the words of a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Meaning {
    /// A Grundy value, the mex of the options' values.
    Grundy,
    /// 1 won, 0 lost for the player to move.
    WinLose,
    /// 1 reaches the goal, 0 does not.
    Goal,
    /// A best total so far (candies collected on the best path to here).
    Total,
    /// Steps taken: an item's steps to its end (the automaton's ones), an entry's waits.
    Actions,
}

/// A recorded run.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub title: Message,
    pub shape: Shape,
    pub meaning: Meaning,
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    /// The live counts, each shown at the step drawn.
    pub counters: Vec<Counter>,
    /// The counts of the runs compared, side by side (`plain recursion`, `memoised`), the
    /// whole run's, each with its fact.
    pub totals: Vec<(Message, u64)>,
    /// The algorithm's own answer (the root's value), a fact.
    pub answer: Message,
    /// Step k (from 1) is `events[k - 1]`.
    pub events: Vec<Event>,
    /// What each step did, when the recorder says it itself (`stack`); else empty and
    /// [`Run::said`] tells it from the event.
    pub words: Vec<Message>,
    /// Cells drawn under the run, a byte each, `grid_width` to a row (the plain
    /// simulation's rows under the stack method); empty for most runs.
    pub grid: Vec<u8>,
    pub grid_width: u32,
}

/// The frame at one step: the step, what it did, each counter's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Frame {
    pub step: u64,
    pub event: Option<Event>,
    pub counts: Vec<u64>,
}

impl Timeline for Run {
    type Frame = Frame;
    fn length(&self) -> u64 {
        self.events.len() as u64
    }
    fn frame_at(&self, step: u64) -> Frame {
        let step = step.min(self.length());
        Frame {
            step,
            event: step.checked_sub(1).map(|k| self.events[k as usize]),
            counts: self.counters.iter().map(|c| c.at(step)).collect(),
        }
    }
}

/// One problem the page times (Merand and Varkevisser's Figures 2 and 3): `search` runs the
/// algorithm once and says what it searched; the page measures its wall time.
pub struct Trial {
    pub label: String,
    pub search: Box<dyn Fn() -> Searched>,
}

/// What one timed search did: the elements of the tree it searched, and the length of the
/// solution it found (`None`: there is none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Searched {
    pub searched: u64,
    pub length: Option<u64>,
}

/// A run that would take more than its limit of steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub limit: u64,
}

impl TooLong {
    /// The refusal as the shells word it.
    pub fn fact(self) -> Message {
        fact!("run-too-long", limit = self.limit)
    }
}

impl From<TooLong> for Message {
    fn from(e: TooLong) -> Message {
        e.fact()
    }
}

/// A run a game cannot record from these settings, and why: `why` is the game's own
/// refusal (a fact, or a sentence of a parser not yet turned into one).
pub fn refused(why: impl Into<Arg>) -> Message {
    fact!("run-refused", why = why)
}

/// Builds a run step by step and stops at its limit.
pub struct Recorder {
    pub run: Run,
    limit: u64,
}

impl Recorder {
    pub fn new(title: Message, shape: Shape, limit: u64) -> Recorder {
        Recorder {
            run: Run {
                title,
                shape,
                meaning: Meaning::Grundy,
                nodes: Vec::new(),
                edges: Vec::new(),
                counters: Vec::new(),
                totals: Vec::new(),
                answer: Message::new("run-no-answer"),
                events: Vec::new(),
                words: Vec::new(),
                grid: Vec::new(),
                grid_width: 0,
            },
            limit: limit.min(MAX_STEPS),
        }
    }

    /// The step the next event will be.
    pub fn next_step(&self) -> u32 {
        self.run.events.len() as u32 + 1
    }

    fn push(&mut self, event: Event) -> Result<u32, TooLong> {
        if self.run.events.len() as u64 >= self.limit {
            return Err(TooLong { limit: self.limit });
        }
        self.run.events.push(event);
        Ok(self.run.events.len() as u32)
    }

    /// A new node entered from `parent` (or [`NO_PARENT`]) at the next step.
    pub fn enter(&mut self, parent: u32, label: String, mark: Mark) -> Result<u32, TooLong> {
        let id = self.run.nodes.len() as u32;
        let step = self.push(Event {
            act: Act::Enter,
            node: id,
            from: parent,
        })?;
        self.run.nodes.push(Node {
            parent,
            label,
            value: 0,
            enter: step,
            leave: step,
            options: Vec::new(),
            x: 0.0,
            y: 0.0,
            mark,
        });
        Ok(id)
    }

    /// Node `id`, placed already (a point of a fixed picture), is entered at the next step.
    pub fn enter_placed(&mut self, id: u32) -> Result<(), TooLong> {
        let step = self.push(Event {
            act: Act::Enter,
            node: id,
            from: NO_PARENT,
        })?;
        let node = &mut self.run.nodes[id as usize];
        node.enter = step;
        node.leave = step;
        Ok(())
    }

    /// Node `id`'s value is known at the next step.
    pub fn leave(&mut self, id: u32, value: u64) -> Result<(), TooLong> {
        let step = self.push(Event {
            act: Act::Leave,
            node: id,
            from: id,
        })?;
        let node = &mut self.run.nodes[id as usize];
        node.value = value;
        node.leave = step;
        Ok(())
    }

    /// `from` looks up `to`, whose value is known, at the next step.
    pub fn look(&mut self, from: u32, to: u32) -> Result<(), TooLong> {
        let step = self.push(Event {
            act: Act::Look,
            node: to,
            from,
        })?;
        self.run.edges.push(Edge { from, to, step });
        Ok(())
    }

    /// A counter of what `name` says; [`Recorder::count`] adds one to it at the current step.
    pub fn counter(&mut self, name: Message) -> usize {
        self.run.counters.push(Counter {
            name,
            steps: Vec::new(),
        });
        self.run.counters.len() - 1
    }

    pub fn count(&mut self, counter: usize) {
        let step = self.run.events.len() as u32;
        self.run.counters[counter].steps.push(step);
    }
}

impl Run {
    /// Places a tree's nodes: a row per depth, leaves one column apart in the order they
    /// were entered, a parent centred over its first and last child (a tidy drawing in one
    /// pass, as the nodes are numbered in the order they were entered).
    pub fn lay_out_tree(&mut self) {
        let n = self.nodes.len();
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (i, node) in self.nodes.iter().enumerate() {
            if node.parent != NO_PARENT {
                children[node.parent as usize].push(i as u32);
            }
        }
        // Nodes are numbered in the order they were entered: a parent's row is known first.
        for i in 0..n {
            let parent = self.nodes[i].parent;
            self.nodes[i].y = if parent == NO_PARENT {
                0.0
            } else {
                self.nodes[parent as usize].y + 1.0
            };
        }
        let mut next_leaf = 0.0f32;
        // Columns go to the leaves in the order they were entered; a parent takes the middle of
        // its children, so it is placed after them: a post-order walk.
        let mut order: Vec<u32> = Vec::with_capacity(n);
        let mut stack: Vec<(u32, bool)> = (0..n as u32)
            .rev()
            .filter(|&i| self.nodes[i as usize].parent == NO_PARENT)
            .map(|i| (i, false))
            .collect();
        while let Some((i, done)) = stack.pop() {
            if done {
                order.push(i);
                continue;
            }
            stack.push((i, true));
            for &c in children[i as usize].iter().rev() {
                stack.push((c, false));
            }
        }
        // Every child is placed before its parent.
        for i in order {
            let kids = &children[i as usize];
            self.nodes[i as usize].x = match (kids.first(), kids.last()) {
                (Some(&a), Some(&b)) => (self.nodes[a as usize].x + self.nodes[b as usize].x) / 2.0,
                _ => {
                    next_leaf += 1.0;
                    next_leaf - 1.0
                }
            };
        }
    }

    /// Places a DAG's nodes: a row per depth at which each was first entered, nodes of a
    /// row side by side in the order they were entered.
    pub fn lay_out_by_depth(&mut self) {
        let mut per_row: Vec<f32> = Vec::new();
        for i in 0..self.nodes.len() {
            let parent = self.nodes[i].parent;
            let y = if parent == NO_PARENT {
                0.0
            } else {
                self.nodes[parent as usize].y + 1.0
            };
            let row = y as usize;
            if per_row.len() <= row {
                per_row.resize(row + 1, 0.0);
            }
            self.nodes[i].y = y;
            self.nodes[i].x = per_row[row];
            per_row[row] += 1.0;
        }
    }

    /// Each counter's value at the last step.
    pub fn frame_at_end(&self) -> Vec<u64> {
        self.frame_at(self.length()).counts
    }

    /// Node `node` as a message's argument: its label, or the search's start (no label).
    pub fn node_arg(&self, node: u32) -> Arg {
        match self.nodes[node as usize].label.as_str() {
            "" => fact!("run-node-start").into(),
            label => label.into(),
        }
    }

    /// A node's value as the run means it (`G = 2`, won, reaches the goal…).
    pub fn value_fact(&self, node: u32) -> Message {
        let meaning = match self.meaning {
            Meaning::Grundy => "grundy",
            Meaning::WinLose => "win-lose",
            Meaning::Goal => "goal",
            Meaning::Total => "total",
            Meaning::Actions => "actions",
        };
        fact!(
            "run-value",
            meaning = meaning,
            value = self.nodes[node as usize].value
        )
    }

    /// What step `step` did; at step 0, the run's title and how to start.
    pub fn said(&self, step: u64) -> Message {
        let Some(e) = self.frame_at(step).event else {
            return fact!("run-said-title", title = self.title.clone());
        };
        if let Some(words) = self.words.get(step as usize - 1) {
            return words.clone();
        }
        let node = &self.nodes[e.node as usize];
        let label = self.node_arg(e.node);
        // A set of values in notation, as the papers write it: {0, 1, 3}.
        let set = || {
            let values: Vec<String> = node.options.iter().map(u64::to_string).collect();
            format!("{{{}}}", values.join(", "))
        };
        match e.act {
            Act::Enter => match node.mark {
                Mark::Plain if node.parent == NO_PARENT => fact!("run-said-start", node = label),
                Mark::Plain => fact!(
                    "run-said-entered",
                    node = label,
                    parent = self.node_arg(node.parent)
                ),
                Mark::Cut if self.meaning == Meaning::Total => {
                    fact!("run-said-out-of-time", node = label)
                }
                Mark::Cut => fact!("run-said-cut", node = label),
                Mark::Dead => fact!("run-said-dead", node = label),
            },
            Act::Leave => match self.meaning {
                Meaning::Total => fact!(
                    "run-said-best",
                    node = label,
                    value = node.value,
                    options = set()
                ),
                Meaning::Grundy => fact!(
                    "run-said-mex",
                    node = label,
                    value = node.value,
                    options = set()
                ),
                _ => fact!(
                    "run-said-left",
                    node = label,
                    value = self.value_fact(e.node)
                ),
            },
            Act::Look => fact!(
                "run-said-looks-up",
                from = self.node_arg(e.from),
                node = label,
                value = self.value_fact(e.node)
            ),
        }
    }

    /// The values of the nodes at a step: `None` for a node not yet left.
    pub fn value_at(&self, node: u32, step: u64) -> Option<u64> {
        let n = &self.nodes[node as usize];
        (u64::from(n.leave) <= step).then_some(n.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_past_its_limit_is_refused_with_the_limit() {
        let mut r = Recorder::new(fact!("run-title-optimal"), Shape::Tree, 3);
        let a = r.enter(NO_PARENT, "a".into(), Mark::Plain).unwrap();
        r.enter(a, "b".into(), Mark::Plain).unwrap();
        r.leave(a, 0).unwrap();
        let err = r.leave(a, 0).unwrap_err();
        assert_eq!(err, TooLong { limit: 3 });
        let long = TooLong { limit: MAX_STEPS }.fact();
        assert_eq!(long, fact!("run-too-long", limit = 100_000u64));
    }

    #[test]
    fn counters_and_frames_follow_the_steps() {
        let mut r = Recorder::new(fact!("run-title-optimal"), Shape::Tree, 10);
        let calls = r.counter(fact!("run-counter-calls"));
        let a = r.enter(NO_PARENT, "a".into(), Mark::Plain).unwrap();
        r.count(calls);
        let b = r.enter(a, "b".into(), Mark::Plain).unwrap();
        r.count(calls);
        r.leave(b, 0).unwrap();
        r.leave(a, 1).unwrap();
        let run = r.run;
        assert_eq!(run.length(), 4);
        assert_eq!(run.frame_at(0).counts, [0]);
        assert_eq!(run.frame_at(1).counts, [1]);
        assert_eq!(run.frame_at(2).counts, [2]);
        assert_eq!(run.frame_at(9).step, 4);
        assert_eq!(run.frame_at(3).event.map(|e| e.act), Some(Act::Leave));
        assert_eq!(run.value_at(a, 3), None);
        assert_eq!(run.value_at(a, 4), Some(1));
        assert_eq!(
            run.said(0),
            fact!("run-said-title", title = fact!("run-title-optimal"))
        );
        assert_eq!(run.said(1), fact!("run-said-start", node = "a"));
        assert_eq!(
            run.said(2),
            fact!("run-said-entered", node = "b", parent = "a")
        );
        let mut wide = run.clone();
        wide.nodes.push(Node {
            parent: a,
            ..wide.nodes[1].clone()
        });
        wide.lay_out_tree();
        // Two leaves in columns 0 and 1, their parent between them a row above.
        let places: Vec<(f32, f32)> = wide.nodes.iter().map(|n| (n.x, n.y)).collect();
        assert_eq!(places, [(0.5, 0.0), (0.0, 1.0), (1.0, 1.0)]);
        assert_eq!(
            run.said(3),
            fact!("run-said-mex", node = "b", value = 0u64, options = "{}")
        );
        let mut won = run.clone();
        won.meaning = Meaning::WinLose;
        won.nodes[0].label.clear();
        assert_eq!(
            won.said(4),
            fact!(
                "run-said-left",
                node = fact!("run-node-start"),
                value = fact!("run-value", meaning = "win-lose", value = 1u64)
            )
        );
    }
}
