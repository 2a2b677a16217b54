//! Why the solver refuses a problem or gives up, as a value: the command line writes it in
//! its own words ([`Display`], which its tests compare), the page as a fact for people
//! ([`Reason::fact`], worded from locales/*/peg.ftl with each term explained where it appears).

use crate::fact;
use crate::message::Message;
use std::fmt;

/// One pagoda function of a proof ([`Reason::Weighed`]): its nonzero weights by hole name,
/// its value at the start and its least weight on `finishes` (which is larger).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weighing {
    pub weights: Vec<(String, i32)>,
    pub start: i32,
    pub finish: i32,
    pub finishes: Vec<String>,
}

impl fmt::Display for Weighing {
    /// `e3: the start weighs 14, the finish 15 (weights e1 -1, d2 -1, …; 0 elsewhere)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let weights: Vec<String> = self
            .weights
            .iter()
            .map(|(h, w)| format!("{h} {w}"))
            .collect();
        write!(
            f,
            "{}: the start weighs {}, the finish at least {} (weights {}; 0 elsewhere)",
            self.finishes.join(" "),
            self.start,
            self.finish,
            weights.join(", ")
        )
    }
}

/// The proof that no line of jumps exists, or why the search stopped without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The start and the finish (a hole's name, or any single peg when `None`) are in
    /// different position classes (Conway's rule of three).
    Classes { finish: Option<String> },
    /// A pagoda function is lower at the start than at the finish.
    Pagoda,
    /// Pagoda functions found by linear programming: each is lower at the start than on
    /// every one of its finishes (one function for all of them, or one per finish when the
    /// last peg may stand on any hole, where `others` says that the holes not listed are
    /// in another position class).
    Weighed {
        functions: Vec<Weighing>,
        others: bool,
    },
    /// The last peg may stand on any hole, and each hole the classes allow is refused on
    /// its own (hole name, why); every other hole is in another position class.
    EveryFinish(Vec<(String, Reason)>),
    /// The exhaustive search met no winning position among `positions` (up to symmetry);
    /// with `backward`, nor one of the `(positions, pegs)` layer found back from the finish;
    /// `linear` pagoda functions found by linear programming cut it (0: only the fixed ones).
    Exhaustive {
        positions: usize,
        backward: Option<(usize, u32)>,
        linear: usize,
    },
    /// A search kept across a whole game (the page's judge) tried every position reachable
    /// from here, sharing what it proved for earlier positions, so it has no count of its
    /// own; with `backward`, as in `Exhaustive`.
    Tried { backward: Option<(usize, u32)> },
    /// The `positions` of `pegs` pegs found back from the finish do not include the start.
    Backwards { positions: usize, pegs: u32 },
    /// The search from both ends ([`super::meet`]): `forward` positions of `pegs` pegs
    /// reachable from the start and `backward` of one peg fewer that can still reach the
    /// finish, and no jump from one of the first to one of the second, `held` positions in
    /// all (up to symmetry, every other one refused by a pagoda function). With both 0, one
    /// side died out at `pegs` pegs.
    Meet {
        forward: usize,
        backward: usize,
        pegs: u32,
        held: usize,
    },
    /// The search from both ends with its layers on disk, run once for hours and recorded
    /// ([`super::decided`]): as [`Reason::Meet`], with the command that runs it again and the
    /// file of its layers' digests.
    Recorded(super::decided::Decided),
    /// The search expanded this many positions, its budget, without an answer.
    Budget(u64),
    /// The search remembered this many dead positions, its limit, without an answer.
    Capacity(usize),
    /// The search from both ends would have held more than `held` positions, its limit,
    /// and the depth-first search after it remembered `dead` dead positions, its limit,
    /// without an answer.
    Limits { held: usize, dead: usize },
}

impl fmt::Display for Reason {
    /// The command line's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Classes { finish: Some(hole) } => write!(
                f,
                "the start and {hole} are in different position classes (rule of three)"
            ),
            Reason::Classes { finish: None } => {
                f.write_str("no single peg is in the start's position class (rule of three)")
            }
            Reason::Pagoda => {
                f.write_str("a pagoda function is lower at the start than at the finish")
            }
            Reason::Weighed { functions, others } => {
                let each: Vec<String> = functions.iter().map(Weighing::to_string).collect();
                write!(
                    f,
                    "a pagoda function found by linear programming is lower at the start than at \
                     the finish (no jump increases it): {}{}",
                    each.join("; "),
                    if *others {
                        "; every other hole is in another position class (rule of three)"
                    } else {
                        ""
                    }
                )
            }
            Reason::EveryFinish(each) => {
                let each: Vec<String> = each.iter().map(|(h, why)| format!("{h}: {why}")).collect();
                write!(
                    f,
                    "no hole the last peg may stand on is reachable: {}; every other hole is in \
                     another position class (rule of three)",
                    each.join("; ")
                )
            }
            Reason::Exhaustive {
                positions,
                backward: Some((layer, meet)),
                linear,
            } => write!(
                f,
                "exhaustive search: none of {positions} positions (up to symmetry) reaches the \
                 finish or one of the {layer} positions of {meet} pegs found backwards from it{}",
                with_linear(*linear)
            ),
            Reason::Exhaustive {
                positions,
                backward: None,
                linear,
            } => write!(
                f,
                "exhaustive search: none of {positions} positions (up to symmetry) reaches the \
                 finish{}",
                with_linear(*linear)
            ),
            Reason::Tried {
                backward: Some((layer, meet)),
            } => write!(
                f,
                "exhaustive search: no position reachable from here reaches the finish or one of \
                 the {layer} positions of {meet} pegs found backwards from it"
            ),
            Reason::Tried { backward: None } => {
                f.write_str("exhaustive search: no position reachable from here reaches the finish")
            }
            Reason::Backwards { positions, pegs } => write!(
                f,
                "exhaustive search backwards: the {positions} positions of {pegs} pegs that reach \
                 the finish do not include this one"
            ),
            Reason::Meet {
                forward: 0,
                backward: 0,
                pegs,
                held,
            } => write!(
                f,
                "exhaustive search from both ends: no position of {pegs} pegs on a line from the \
                 start to the finish survives the pagoda functions ({held} positions in all, up \
                 to symmetry)"
            ),
            Reason::Meet {
                forward,
                backward,
                pegs,
                held,
            } => write!(
                f,
                "exhaustive search from both ends: {forward} positions of {pegs} pegs reachable \
                 from the start, {backward} of {} pegs that can still reach the finish, and no \
                 jump from one of the first to one of the second ({held} positions held, up to \
                 symmetry; the others refused by pagoda functions)",
                pegs - 1
            ),
            Reason::Recorded(d) => write!(
                f,
                "exhaustive search from both ends, run once with its layers on disk and \
                 recorded: {} positions of {} pegs reachable from the start, {} of {} pegs that \
                 can still reach the finish, and no jump from one of the first to one of the \
                 second (up to symmetry; {} runs it again, {} keeps each layer's digest)",
                d.forward,
                d.pegs,
                d.backward,
                d.pegs - 1,
                d.command,
                d.digests
            ),
            Reason::Budget(n) => write!(
                f,
                "the search expanded {n} positions, its budget, without an answer"
            ),
            Reason::Capacity(n) => write!(
                f,
                "the search remembered {n} dead positions, its limit, without an answer"
            ),
            Reason::Limits { held, dead } => {
                // In tenths of a GB: whole numbers, as the page's wasm has no float
                // formatting to spare.
                let tenths = held * super::solve::MEET_BYTES_PER_HELD / 100_000_000;
                write!(
                    f,
                    "the search from both ends would hold more than {held} positions (about \
                     {}.{} GB of memory), its limit, and the depth-first search remembered \
                     {dead} dead positions, its limit, without an answer",
                    tenths / 10,
                    tenths % 10
                )
            }
        }
    }
}

/// The command line's note on the pagoda functions found by linear programming that cut an
/// exhaustive search, if any did.
fn with_linear(linear: usize) -> String {
    match linear {
        0 => String::new(),
        1 => ", one position refused by a pagoda function found by linear programming".into(),
        n => format!(", {n} positions refused by pagoda functions found by linear programming"),
    }
}

/// Facts one after the other (`peg-why-and-then`: "first; more"), for a list of reasons.
fn chain(facts: impl DoubleEndedIterator<Item = Message>) -> Message {
    crate::message::chain(facts, |first, more, _| {
        fact!("peg-why-and-then", first = first, more = more)
    })
    .unwrap_or_else(|| fact!("peg-why-stopped"))
}

impl Reason {
    /// The page's fact (`peg-why-…`, locales/*/peg.ftl): counts as numbers for the shell to
    /// group, no internal limit named, each term explained in the message.
    pub fn fact(&self) -> Message {
        match self {
            Reason::Classes { finish: Some(hole) } => {
                fact!("peg-why-classes", hole = hole.as_str())
            }
            Reason::Classes { finish: None } => fact!("peg-why-classes-any"),
            Reason::Pagoda => fact!("peg-why-pagoda"),
            Reason::Weighed { functions, .. } => {
                let each = chain(functions.iter().map(|w| {
                    fact!(
                        "peg-why-weight",
                        start = i64::from(w.start),
                        finish = i64::from(w.finish),
                        holes = w.finishes.join(", ")
                    )
                }));
                fact!("peg-why-weighed", each = each)
            }
            Reason::EveryFinish(each) => {
                let each = chain(each.iter().map(|(h, why)| {
                    fact!("peg-why-finish-on", hole = h.as_str(), why = why.fact())
                }));
                fact!("peg-why-every-finish", each = each)
            }
            Reason::Exhaustive {
                positions,
                backward,
                linear: cut,
            } => fact!(
                "peg-why-tried",
                positions = *positions,
                cut = *cut,
                back = if backward.is_some() { "yes" } else { "no" },
                layer = backward.map_or(0, |(layer, _)| layer),
                pegs = backward.map_or(0, |(_, pegs)| pegs)
            ),
            Reason::Tried { backward } => fact!(
                "peg-why-tried-all",
                back = if backward.is_some() { "yes" } else { "no" },
                layer = backward.map_or(0, |(layer, _)| layer),
                pegs = backward.map_or(0, |(_, pegs)| pegs)
            ),
            Reason::Backwards { positions, pegs } => {
                fact!("peg-why-backwards", positions = *positions, pegs = *pegs)
            }
            Reason::Meet {
                forward: 0,
                backward: 0,
                pegs,
                held,
            } => fact!("peg-why-meet-none", positions = *held, pegs = *pegs),
            Reason::Meet {
                forward,
                backward,
                pegs,
                ..
            } => fact!(
                "peg-why-meet",
                forward = *forward,
                backward = *backward,
                pegs = *pegs,
                fewer = pegs - 1
            ),
            Reason::Recorded(d) => fact!(
                "peg-why-recorded",
                forward = d.forward,
                backward = d.backward,
                pegs = d.pegs,
                fewer = d.pegs - 1,
                command = d.command,
                digests = d.digests
            ),
            Reason::Budget(_) | Reason::Capacity(_) | Reason::Limits { .. } => {
                fact!("peg-why-stopped")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Arg;

    #[test]
    fn the_page_gets_facts_that_name_no_limit() {
        assert_eq!(Reason::Pagoda.fact(), fact!("peg-why-pagoda"));
        assert_eq!(
            Reason::Pagoda.to_string(),
            "a pagoda function is lower at the start than at the finish"
        );
        let stopped = Reason::Capacity(250_000);
        assert!(stopped.to_string().contains("250000"));
        assert_eq!(stopped.fact(), fact!("peg-why-stopped"));
        let tried = Reason::Exhaustive {
            positions: 1_234_567,
            backward: None,
            linear: 0,
        };
        assert_eq!(tried.fact().arg("positions"), Some(&Arg::Number(1_234_567)));
        assert_eq!(tried.fact().arg("back"), Some(&Arg::from("no")));
        assert!(tried.to_string().contains("1234567"));
    }
}
