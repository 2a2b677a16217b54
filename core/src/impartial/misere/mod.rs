//! Misère octal games through their misère quotients (Plambeck and Siegel, "Misère quotients
//! for impartial games", 2008): the commutative monoid of the sums of heaps up to a bound,
//! two sums identified when no third sum tells them apart, with its P-portion (the images of
//! the misère P-positions). The outcome of any sum is then a product in a finite table.
//!
//! Construction: a finite cover, proved, then reduced. The cover counts heaps by groups of
//! sizes that act alike (and drops sizes that act as no heap), each count folded by
//! k^(i+2) = k^i; its P-portion comes from the misère recursion on its own positions, and
//! `quotient::Cover::proves` checks, element by element, that every sum of heaps gets its true
//! outcome (the induction is written there). The Moore partition of a proved cover (x ~ y
//! iff xz and yz are P together for every z, the paper's indistinguishability) is the
//! quotient. Heaps are added one at a time; the Moore classes of the proved cover then
//! decide which sizes share a group, and a grouping that stops holding (the smaller heaps'
//! classes split when a heap is added) is split again. The cover has (i + 2)^g elements for
//! g groups, at most [`MAX_BOX`]: that, not [`MAX_UPTO`], is what limits most games.
//! Siegel's MisereSolver, which reaches far larger heaps, is not written here.
//!
//! - [`quotient`]: the quotient itself, its cover, its proof and its Moore partition;
//! - [`game`]: [`MisereOctal`], a misère octal game played and explained through it.

pub mod game;
pub mod quotient;

pub use game::MisereOctal;
pub use quotient::{Quotient, MAX_BOX, MAX_UPTO};
