//! The engines this wasm module carries: the heap games it opens for play and the games
//! whose runs it records, one line a game. Each line is compiled only into the module whose
//! feature it names (Cargo.toml), so the linker leaves every other game's engine out of it;
//! the core's catalog, which every module reads, holds no pointer to any engine.

use movelab::catalog::Engines;
#[allow(unused_imports)]
use movelab::{
    automaton, candy, grundys, kinrow, knights, nim, octal, pairs, parity, peg, shift, subtraction,
};

pub const ENGINES: Engines = Engines {
    versus: &[
        #[cfg(feature = "lab-heaps")]
        (&subtraction::INFO, subtraction::versus::open),
        #[cfg(feature = "lab-heaps")]
        (&octal::INFO, octal::versus::open),
        #[cfg(feature = "lab-heaps")]
        (&nim::INFO, nim::versus::open),
        #[cfg(feature = "lab-heaps")]
        (&grundys::INFO, grundys::versus::open),
        #[cfg(feature = "lab-heaps")]
        (&kinrow::INFO, kinrow::versus::open),
        #[cfg(feature = "lab-heaps")]
        (&parity::INFO, parity::versus::open),
    ],
    runs: &[
        #[cfg(feature = "lab-runs-heaps")]
        (&subtraction::INFO, &subtraction::runs::RUNS),
        #[cfg(feature = "lab-runs-heaps")]
        (&octal::INFO, &octal::runs::RUNS),
        #[cfg(feature = "lab-runs-heaps")]
        (&nim::INFO, &nim::runs::RUNS),
        #[cfg(feature = "lab-runs-heaps")]
        (&kinrow::INFO, &kinrow::runs::RUNS),
        #[cfg(feature = "lab-runs")]
        (&shift::INFO, &shift::runs::RUNS),
        #[cfg(feature = "lab-runs")]
        (&pairs::INFO, &pairs::runs::RUNS),
        #[cfg(feature = "lab-runs")]
        (&peg::INFO, &peg::runs::RUNS),
        #[cfg(feature = "lab-runs")]
        (&knights::INFO, &knights::runs::RUNS),
        #[cfg(feature = "lab-runs")]
        (&automaton::INFO, &automaton::runs::RUNS),
        #[cfg(feature = "lab-runs")]
        (&candy::INFO, &candy::runs::RUNS),
    ],
};
