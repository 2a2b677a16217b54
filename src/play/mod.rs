//! Play mode's puzzle-neutral core: a visitor's game with undo and redo, the live judgement
//! (exact on small boards, a proven lower bound above), hints and practice. The page only
//! translates these; every verdict it shows is decided here and tested natively.

pub mod game;
pub mod hint;
pub mod judge;
pub mod practice;
pub mod table;

pub use game::{Game, Played};
pub use hint::{hint, Hint};
pub use judge::{judge, Distance, Judgement};
pub use practice::{Answer, Practice, PracticeError, Summary};
pub use table::{table_for, Listed, Table};
