//! Why the solver refuses a problem or gives up, as a value: the command line writes it in
//! its own words ([`Display`], which its tests compare), the page in words for people
//! ([`Reason::for_people`]), with each term explained where it appears.

use crate::text::grouped;
use std::fmt;

/// The explanation that goes with "pagoda function" wherever the page uses the term.
pub const PAGODA_MEANS: &str = "a weighting of the holes that no jump can increase";

/// The proof that no line of jumps exists, or why the search stopped without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The start and the finish (a hole's name, or any single peg when `None`) are in
    /// different position classes (Conway's rule of three).
    Classes { finish: Option<String> },
    /// A pagoda function is lower at the start than at the finish.
    Pagoda,
    /// The exhaustive search met no winning position among `positions` (up to symmetry);
    /// with `backward`, nor one of the `(positions, pegs)` layer found back from the finish.
    Exhaustive {
        positions: usize,
        backward: Option<(usize, u32)>,
    },
    /// A search kept across a whole game (the page's judge) tried every position reachable
    /// from here, sharing what it proved for earlier positions, so it has no count of its
    /// own; with `backward`, as in `Exhaustive`.
    Tried { backward: Option<(usize, u32)> },
    /// The `positions` of `pegs` pegs found back from the finish do not include the start.
    Backwards { positions: usize, pegs: u32 },
    /// The search expanded this many positions, its budget, without an answer.
    Budget(u64),
    /// The search remembered this many dead positions, its limit, without an answer.
    Capacity(usize),
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
            Reason::Exhaustive {
                positions,
                backward: Some((layer, meet)),
            } => write!(
                f,
                "exhaustive search: none of {positions} positions (up to symmetry) reaches the \
                 finish or one of the {layer} positions of {meet} pegs found backwards from it"
            ),
            Reason::Exhaustive {
                positions,
                backward: None,
            } => write!(
                f,
                "exhaustive search: none of {positions} positions (up to symmetry) reaches the finish"
            ),
            Reason::Tried {
                backward: Some((layer, meet)),
            } => write!(
                f,
                "exhaustive search: no position reachable from here reaches the finish or one of \
                 the {layer} positions of {meet} pegs found backwards from it"
            ),
            Reason::Tried { backward: None } => f.write_str(
                "exhaustive search: no position reachable from here reaches the finish",
            ),
            Reason::Backwards { positions, pegs } => write!(
                f,
                "exhaustive search backwards: the {positions} positions of {pegs} pegs that reach \
                 the finish do not include this one"
            ),
            Reason::Budget(n) => write!(
                f,
                "the search expanded {n} positions, its budget, without an answer"
            ),
            Reason::Capacity(n) => write!(
                f,
                "the search remembered {n} dead positions, its limit, without an answer"
            ),
        }
    }
}

impl Reason {
    /// The page's words: no internal limit, numbers grouped, each term explained.
    pub fn for_people(&self) -> String {
        const CLASSES: &str = "no jump changes a position's class (Conway's rule of three)";
        match self {
            Reason::Classes { finish: Some(hole) } => format!(
                "the start and a last peg on {hole} are in different position classes, and {CLASSES}"
            ),
            Reason::Classes { finish: None } => format!(
                "no single peg is in the start's position class, and {CLASSES}"
            ),
            Reason::Pagoda => format!(
                "a pagoda function ({PAGODA_MEANS}) weighs the start less than the finish, so no \
                 line of jumps gets there"
            ),
            Reason::Exhaustive {
                positions,
                backward: Some((layer, meet)),
            } => format!(
                "every position reachable from here was tried ({} of them, mirror images counted \
                 once); none reaches the finish or one of the {} positions of {meet} pegs that \
                 lead to it",
                grouped(*positions as u64),
                grouped(*layer as u64)
            ),
            Reason::Exhaustive {
                positions,
                backward: None,
            } => format!(
                "every position reachable from here was tried ({} of them, mirror images counted \
                 once) and none reaches the finish",
                grouped(*positions as u64)
            ),
            Reason::Tried {
                backward: Some((layer, meet)),
            } => format!(
                "every position reachable from here was tried (mirror images counted once); none \
                 reaches the finish or one of the {} positions of {meet} pegs that lead to it",
                grouped(*layer as u64)
            ),
            Reason::Tried { backward: None } => "every position reachable from here was tried \
                 (mirror images counted once) and none reaches the finish"
                .to_string(),
            Reason::Backwards { positions, pegs } => format!(
                "working back from the finish, the {} positions of {pegs} pegs that lead to it do \
                 not include this one",
                grouped(*positions as u64)
            ),
            Reason::Budget(_) | Reason::Capacity(_) => "the page's search stopped before it found \
                 an answer, to keep the page quick; try a position with fewer pegs"
                .to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_explains_the_pagoda_and_names_no_limit() {
        assert!(Reason::Pagoda.for_people().contains(PAGODA_MEANS));
        assert_eq!(
            Reason::Pagoda.to_string(),
            "a pagoda function is lower at the start than at the finish"
        );
        let stopped = Reason::Capacity(250_000);
        assert!(stopped.to_string().contains("250000"));
        assert!(!stopped.for_people().chars().any(|c| c.is_ascii_digit()));
        let tried = Reason::Exhaustive {
            positions: 1_234_567,
            backward: None,
        };
        assert!(tried.for_people().contains("1,234,567"));
        assert!(tried.to_string().contains("1234567"));
    }
}
