//! Octal games against the computer on the page: how a position looks as heaps, the
//! explorer's table, and the game opened with the page's settings (its catalog entry's
//! `versus`).

use super::{Octal, PeriodSearch, Take};
use crate::fact;
use crate::game::Settings;
use crate::impartial::conjunctive::EveryHeap;
use crate::impartial::every_heap::{misere_and_all, AllHeaps};
use crate::impartial::misere::quotient::Building;
use crate::impartial::misere::MisereOctal;
use crate::impartial::octal_table::Code;
use crate::impartial::versus::{
    on_heap, take_leave, Choice, HeapTable, HeapVersus, Heaps, Opened, Opening, Play, Span,
};
use crate::impartial::versus_games::{
    check_drawn, octal_table, octal_table_of, parse_heaps, PAGE_MAX_HEAP, PAGE_PERIOD_UPTO,
    PAGE_THREE_HEAPS_UPTO,
};
use crate::impartial::Period;
use crate::message::Message;
use crate::text::grouped;

/// The largest heap of a misère game on the page: its misère quotient is built for the
/// largest heap when the game opens, quickly up to 12 counters for every code measured, but
/// far too slowly for Kayles at 16 (BENCHMARKS.md; the command line goes further).
pub const PAGE_MISERE_MAX_HEAP: u64 = 12;

/// The largest cover the page tries for a misère quotient (the command line's is
/// `misere::MAX_BOX`, 2^21): every code measured up to heap 10 and the short ones up to 12
/// (Kayles, 0.07, 0.137, 4.37) are proved within it, and a long code at 12 (0.777…7, 32
/// digits) is refused in 0.5 s of native time instead of proved in 6 to 7 s (BENCHMARKS.md).
pub const PAGE_MISERE_MAX_BOX: usize = 1 << 16;

/// The game with the page's settings, ready to play or, in misère play, still being worked
/// out; `you_first` when the visitor starts.
pub fn open(settings: &Settings, you_first: bool) -> Result<Opened, Message> {
    let code = Code::parse(&settings.text(&super::INFO, "code"))?;
    let heaps = parse_heaps(&settings.text(&super::INFO, "heaps"))?;
    let most = heaps.iter().copied().max().unwrap_or(0).max(1);
    let upto = settings.whole(&super::INFO, "upto");
    // The rules say in plain words what this code allows, whatever the variant.
    let words = super::plain::moves(&code);
    // A hexadecimal code whose moves may leave three heaps: its table is cubic, so the page
    // keeps it to a size that builds at once, and plays heaps it draws (a heap read through
    // a period would need its three-part splits reduced, not written).
    if code.three_heaps() {
        if upto > PAGE_THREE_HEAPS_UPTO {
            return Err(fact!(
                "octal-three-heaps-upto",
                code = code.to_string(),
                most = PAGE_THREE_HEAPS_UPTO,
                upto = upto
            ));
        }
        if most > PAGE_MAX_HEAP {
            return Err(fact!(
                "octal-three-heaps-heap",
                code = code.to_string(),
                most = PAGE_MAX_HEAP,
                heap = most
            ));
        }
    }
    // Every heap moving: the conjunctive compound, played by remoteness.
    if settings.text(&super::INFO, "variant") == "all" {
        if settings.flag("misere") {
            return Err(misere_and_all());
        }
        // The heaps drawn come first: they also bound the table.
        check_drawn(&heaps)?;
        let octal = Octal::new(code, most)?;
        let table = EveryHeap::octal(&octal, most)?;
        let game = AllHeaps::new("octal", &heaps, table)?;
        return Ok(Opened::Ready(versus(game, heaps, you_first, upto, words)));
    }
    // Misère play by the game's misère quotient (Plambeck–Siegel), built for the largest heap
    // on the board; its reach (a few dozen counters) is said in words when a heap is past it.
    if settings.flag("misere") {
        if most > PAGE_MISERE_MAX_HEAP {
            return Err(fact!(
                "octal-misere-heap",
                most = PAGE_MISERE_MAX_HEAP,
                heap = most
            ));
        }
        let building = Building::new(code, most, PAGE_MISERE_MAX_BOX)?;
        return Ok(Opened::Working(Box::new(MisereOpening {
            building,
            heaps,
            you_first,
            upto,
            words,
        })));
    }
    if most <= PAGE_MAX_HEAP {
        let game = Octal::new(code, most)?;
        return Ok(Opened::Ready(versus(game, heaps, you_first, upto, words)));
    }
    // A heap too large for counters is read through the period the explorer's search
    // certifies (Guy–Smith), searched a slice at a time: a long code's takes a few tables
    // of thousands of heaps.
    Ok(Opened::Working(Box::new(PeriodOpening {
        search: PeriodSearch::new(code, PAGE_PERIOD_UPTO)?,
        heaps,
        you_first,
        upto,
        words,
    })))
}

/// The game to play, with its moves in plain words.
fn versus<G>(game: G, heaps: Vec<u64>, you_first: bool, upto: u64, words: Message) -> Box<dyn Play>
where
    G: Heaps<State = Vec<u64>> + 'static,
{
    Box::new(HeapVersus::new(game, heaps, you_first, upto).with_moves_in_words(words))
}

/// A misère game whose quotient is still being built ([`Building`]): the game once it is.
struct MisereOpening {
    building: Building,
    heaps: Vec<u64>,
    you_first: bool,
    upto: u64,
    words: Message,
}

impl Opening for MisereOpening {
    fn advance(&mut self, work: usize) -> Option<Result<Box<dyn Play>, Message>> {
        let built = self.building.advance(work)?;
        let game = built.and_then(MisereOctal::of);
        Some(game.map(|game| {
            let heaps = self.heaps.clone();
            versus(game, heaps, self.you_first, self.upto, self.words.clone())
        }))
    }
    fn progress(&self) -> Message {
        fact!(
            "octal-misere-working",
            heap = self.building.heap(),
            upto = self.building.upto()
        )
    }
}

/// A game with a heap too large for counters whose period is still being searched
/// ([`PeriodSearch`]): the game once one is certified.
struct PeriodOpening {
    search: PeriodSearch,
    heaps: Vec<u64>,
    you_first: bool,
    upto: u64,
    words: Message,
}

impl Opening for PeriodOpening {
    fn advance(&mut self, work: usize) -> Option<Result<Box<dyn Play>, Message>> {
        let (game, period) = self.search.advance(work)?;
        Some(match period {
            Some(_) => {
                let heaps = self.heaps.clone();
                Ok(versus(
                    game,
                    heaps,
                    self.you_first,
                    self.upto,
                    self.words.clone(),
                ))
            }
            // No period: say how far the page looked.
            None => Err(fact!(
                "octal-no-period-for-heap",
                heap = self.heaps.iter().copied().max().unwrap_or(0),
                most = PAGE_MAX_HEAP,
                code = game.code().to_string(),
                looked = PAGE_PERIOD_UPTO
            )),
        })
    }
    fn progress(&self) -> Message {
        fact!(
            "octal-period-working",
            heap = self.search.reached() as u64,
            upto = self.search.upto() as u64
        )
    }
}

impl Heaps for Octal {
    fn id(&self) -> &'static str {
        "octal"
    }
    /// As every game's, without listing every option ([`Octal::nth_move`]).
    fn chosen(&self, heaps: &Vec<u64>, choice: &[usize]) -> Result<Take, Message> {
        match choice {
            [index] => self
                .nth_move(heaps, *index)
                .map_err(|legal| fact!("heaps-no-option", option = index + 1, legal = legal)),
            _ => Err(fact!("heaps-one-option", count = choice.len())),
        }
    }
    /// As every game's, without listing every option ([`Octal::index_of`]).
    fn choice_of(&self, heaps: &Vec<u64>, mv: &Take) -> Option<Choice> {
        Some(vec![self.index_of(heaps, mv)?])
    }
    fn heaps(&self, heaps: &Vec<u64>) -> Vec<u64> {
        heaps.clone()
    }
    fn span(&self, _: &Vec<u64>, mv: &Take) -> Span {
        let (big, small) = mv.left;
        // Without a split the counters go from the top (or, mirrored, the bottom); a split
        // in three is drawn with its smallest part below the gap (mirrored, above it).
        let (from, alt) = match (small, mv.third) {
            (0, _) => (big, 0),
            (_, 0) => (small, big),
            (_, c) => (c, big + small),
        };
        Span {
            heap: mv.heap,
            from,
            alt,
            take: mv.take,
        }
    }
    fn label(&self, _: &Vec<u64>, mv: &Take) -> String {
        let leave = match mv.left {
            (0, _) => "leave none".to_string(),
            (a, 0) => format!("leave {}", grouped(a)),
            (a, b) if mv.third == 0 => format!("leave {} and {}", grouped(a), grouped(b)),
            (a, b) => format!(
                "leave {}, {} and {}",
                grouped(a),
                grouped(b),
                grouped(mv.third)
            ),
        };
        format!("heap {}: take {}, {leave}", mv.heap + 1, mv.take)
    }
    fn said(&self, _: &Vec<u64>, mv: &Take) -> Message {
        on_heap(mv.heap, take_leave(mv.take, &mv.parts()))
    }
    fn heap_values(&self, heaps: &Vec<u64>) -> Option<Vec<u64>> {
        heaps.iter().map(|&n| self.heap_value(n)).collect()
    }
    /// The core appends a move's second part, 0 when there is none: the page drops it.
    fn tidy(&self, heaps: &mut Vec<u64>) {
        if heaps.len() > 1 && heaps.last() == Some(&0) {
            heaps.pop();
        }
    }
    fn period(&self) -> Option<Period> {
        self.certified()
    }
    fn table(&self, upto: u64) -> Result<HeapTable, Message> {
        // A game read through its period made the explorer's search when it opened (the
        // same search, to the same limit: a code of three-heap moves is not read so).
        match self.certified() {
            Some(period) => octal_table_of(self, Some(period), upto, None),
            None => octal_table(self.code(), upto, None),
        }
    }
}
