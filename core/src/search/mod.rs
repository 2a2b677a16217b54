//! Searches written once over the game contract (`crate::game`): breadth-first distances
//! and shortest paths, least-cost paths, depth-first search with a set of dead positions,
//! Grundy values by recursion (the reference every game's fast engine is checked against),
//! and minimax with alpha-beta for two-player zero-sum games.

pub mod bfs;
pub mod cheapest;
pub mod dfs;
pub mod grundy;
pub mod minimax;
pub mod sorted;
pub mod store;
pub mod table;

/// A least cost and a line of moves with that cost.
pub type Priced<M> = (u64, Vec<M>);

/// A search that stopped because it would hold more positions than it was allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The most positions the caller allowed.
    pub limit: usize,
}

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the search would visit more than {} positions",
            crate::text::grouped(self.limit as u64)
        )
    }
}

impl std::error::Error for TooLarge {}
