//! Play mode's puzzle-neutral core: the one-player judge of any game session (exact where a
//! search made exact distances, a proven lower bound above), hints, the checker rows' game
//! (`game::Session` over the row and its distance table) and practice. The page only
//! translates these; every verdict it shows is decided here and tested natively.

pub mod game;
pub mod hint;
pub mod judge;
pub mod practice;
pub mod table;

pub use game::{Game, RowGame};
pub use hint::{hint, hint_session, Hint};
pub use judge::{judge, judge_session, Distance, Distances, Judgement, OptimalLine};
pub use practice::{Answer, Practice, PracticeError, Summary};
pub use table::{table_for, Listed, Table};
