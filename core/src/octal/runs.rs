//! Octal games' recorded runs (`show=recursion`, `show=memo`): Algorithm Games' recursion from
//! the page's heaps, recorded by `run::recursion` over the game's rules (under misère the
//! same rules with the WL-algorithm's misère ending).

use super::Octal;
use crate::game::Settings;
use crate::impartial::octal_table::Code;
use crate::impartial::versus_games::parse_heaps;
use crate::message::Message;
use crate::run::{recursion, refused, Run};

pub const RUNS: [crate::catalog::RunInfo; 2] = recursion::heap_runs(plain, memo);

fn plain(settings: &Settings) -> Result<Run, Message> {
    record(settings, false)
}

fn memo(settings: &Settings) -> Result<Run, Message> {
    record(settings, true)
}

fn record(settings: &Settings, memoised: bool) -> Result<Run, Message> {
    let code = Code::parse(&settings.text(&super::INFO, "code")).map_err(refused)?;
    let heaps = parse_heaps(&settings.text(&super::INFO, "heaps")).map_err(refused)?;
    let most = heaps.iter().copied().max().unwrap_or(0).max(1);
    let game = Octal::new(code, most).map_err(refused)?;
    let misere = settings.flag("misere");
    recursion::algorithm_games(&game, heaps, misere, memoised, |h| {
        crate::run::heaps_label(h)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fact;
    use crate::game::Setting;

    /// A heap past the largest table is refused with the table's limit as a fact, which
    /// the page words in its language.
    #[test]
    fn a_heap_past_the_table_limit_is_refused_as_a_fact() {
        let heap = super::super::MAX_UPTO + 1;
        let s = Settings(
            [("heaps".to_string(), Setting::Text(heap.to_string()))]
                .into_iter()
                .collect(),
        );
        let limit = fact!(
            "octal-table-limit",
            most = super::super::MAX_UPTO,
            upto = heap.to_string()
        );
        assert_eq!(plain(&s).err(), Some(refused(limit)));
    }
}
