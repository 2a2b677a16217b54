//! A game of knights between a visitor and the computer, for any shell: the knights are
//! placed square by square before the start, the visitor chooses who moves first, and the
//! core's two-player session (`game::Versus`) keeps the game: every move is checked by the
//! rules, and the computer plays the core's winning move when there is one (else the first
//! knight that can move steps once).

use super::{off_board, parse_square, Jumps, Knights, Square, Variant, MAX_KNIGHTS};
use crate::fact;
use crate::game::{self, Versus};
use crate::impartial::versus::RECORD_MAX_MOVES;
use crate::message::Message;

/// `3,5;7,7`: the page's `at` parameter, knights as X,Y separated by `;` (possibly none),
/// or the refusal of the first that is not a square ([`parse_square`]).
pub fn parse_at(text: &str) -> Result<Vec<Square>, Message> {
    text.split(';')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(parse_square)
        .collect()
}

/// The knights as the `at` parameter writes them.
pub fn format_at(knights: &[Square]) -> String {
    let parts: Vec<String> = knights.iter().map(|(x, y)| format!("{x},{y}")).collect();
    parts.join(";")
}

/// One move of a [`KnightsGame::record`]: jumps `I-X-Y` joined by `_`.
fn parse_jumps(token: &str) -> Result<Jumps, Message> {
    token
        .split('_')
        .map(|jump| {
            let bad = || fact!("knights-not-jump", jump = jump);
            let numbers: Vec<u32> = jump
                .split('-')
                .map(|t| match t.bytes().all(|b| b.is_ascii_digit()) {
                    true => t.parse().map_err(|_| bad()),
                    false => Err(bad()),
                })
                .collect::<Result<_, _>>()?;
            match numbers[..] {
                [i, x, y] if i >= 1 => Ok((i as usize - 1, (x, y))),
                _ => Err(bad()),
            }
        })
        .collect()
}

/// The variant named as on the command line: `one`, `any`, `proper` or `all`.
pub fn variant(name: &str) -> Result<Variant, Message> {
    match name {
        "one" => Ok(Variant::One),
        "any" => Ok(Variant::Any),
        "proper" => Ok(Variant::Proper),
        "all" => Ok(Variant::All),
        other => Err(fact!("knights-variant-unknown", variant = other)),
    }
}

/// A move's jumps as a fact: `knights-jump` for each knight (its number from 1 and the
/// square it reaches), several chained by `knights-jumps`.
pub fn jumps_fact(jumps: &Jumps) -> Message {
    let jump = |&(i, (x, y)): &(usize, Square)| {
        fact!("knights-jump", knight = i + 1, square = format!("{x},{y}"))
    };
    let mut parts = jumps.iter().rev().map(jump);
    let last = parts.next().unwrap_or_else(|| fact!("knights-no-jump"));
    parts.fold(last, |more, jump| {
        fact!("knights-jumps", jump = jump, more = more)
    })
}

/// One square a knight can jump to alone, its value there ([`KnightsGame::values`]), and
/// whether moving that knight alone there wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoneJump {
    pub to: Square,
    pub value: u32,
    pub wins: bool,
}

/// A game of knights: the knights placed before the start, then the core's two-player
/// session from them.
pub struct KnightsGame {
    game: Knights,
    variant: Variant,
    /// The game from the knights placed; before the start, its position is the placing.
    versus: Versus<Knights>,
    started: bool,
    /// The last move as a fact, with who made it; none after an undo.
    last: Option<Message>,
}

impl KnightsGame {
    pub fn new(size: u32, variant_name: &str, at: &str) -> Result<KnightsGame, Message> {
        let variant = variant(variant_name)?;
        let size = super::board_side(u64::from(size))?;
        let game = Knights::new(size, variant)
            .expect("a side within board_side's range and a known variant make a game");
        let knights = parse_at(at)?;
        if knights.len() > MAX_KNIGHTS {
            return Err(fact!("knights-at-most", most = MAX_KNIGHTS));
        }
        if let Some(&sq) = knights.iter().find(|&&s| !game.on_board(s)) {
            return Err(off_board(sq, size));
        }
        Ok(KnightsGame {
            versus: Versus::new(game::Session::from_position(game.clone(), knights), true),
            game,
            variant,
            started: false,
            last: None,
        })
    }

    pub fn game(&self) -> &Knights {
        &self.game
    }

    pub fn knights(&self) -> &[Square] {
        self.versus.state()
    }

    /// Before the start: adds a knight on `sq`, or takes one away when one stands there.
    pub fn place(&mut self, sq: Square) -> Result<(), Message> {
        if self.started {
            return Err(fact!("knights-placed-before-start"));
        }
        if !self.game.on_board(sq) {
            return Err(off_board(sq, self.game.size()));
        }
        let mut knights = self.knights().to_vec();
        match knights.iter().position(|&k| k == sq) {
            Some(i) => {
                knights.remove(i);
            }
            None if knights.len() >= MAX_KNIGHTS => {
                return Err(fact!("knights-at-most", most = MAX_KNIGHTS))
            }
            None => knights.push(sq),
        }
        self.versus = Versus::new(
            game::Session::from_position(self.game.clone(), knights),
            true,
        );
        Ok(())
    }

    /// Starts the game with the visitor or the computer to move first.
    pub fn start(&mut self, visitor_first: bool) -> Result<(), Message> {
        let knights = self.knights().to_vec();
        // The knights on the board are placed one by one within it, at most MAX_KNIGHTS.
        if knights.is_empty() {
            return Err(fact!("knights-none-placed"));
        }
        self.versus = Versus::new(
            game::Session::from_position(self.game.clone(), knights),
            visitor_first,
        );
        self.started = true;
        Ok(())
    }

    /// Whether the player to move has any move.
    pub fn has_move(&self) -> bool {
        self.game.has_move(self.knights())
    }

    /// Whether the visitor is to move (before the start: whether they would move first).
    pub fn visitor_to_move(&self) -> bool {
        self.versus.you_to_move()
    }

    /// Whether the game has started (the knights can no longer be placed).
    pub fn started(&self) -> bool {
        self.started
    }

    /// Moves made since the start.
    pub fn step(&self) -> usize {
        self.versus.session().moves_made() as usize
    }

    /// The game has started and the player to move has no move left: they have lost.
    pub fn over(&self) -> bool {
        self.started && !self.has_move()
    }

    /// Whether the player to move loses against perfect play (with no knight, they cannot
    /// move at all).
    pub fn lost(&self) -> bool {
        let knights = self.knights();
        knights.is_empty() || self.game.lost(knights)
    }

    /// The last move as a fact, with who made it; none after an undo.
    pub fn last(&self) -> Option<&Message> {
        self.last.as_ref()
    }

    /// The last move made, with who made it (`you` or `computer`): `knights-last`.
    fn said_last(&self) -> Option<Message> {
        let made = self.versus.session().moves_made();
        let mv = self.versus.session().last_move()?;
        let who = match self.versus.by_you(made - 1) {
            true => "you",
            false => "computer",
        };
        Some(fact!("knights-last", who = who, jumps = jumps_fact(mv)))
    }

    /// The visitor's move (each listed knight, by index from 0, to its square).
    pub fn visitor_move(&mut self, jumps: &Jumps) -> Result<(), Message> {
        if !self.started {
            return Err(fact!("knights-not-started"));
        }
        if !self.visitor_to_move() {
            return Err(fact!("knights-computer-turn"));
        }
        self.versus
            .play(jumps.clone())
            .map_err(|illegal| illegal.fact())?;
        self.last = self.said_last();
        Ok(())
    }

    /// The computer's move: the core's winning move, or one knight one step when the
    /// position is lost. `None` when it has no move (it has lost).
    pub fn computer_move(&mut self) -> Result<Option<Jumps>, Message> {
        if !self.started || self.visitor_to_move() {
            return Err(fact!("knights-not-computer-turn"));
        }
        let made = self
            .versus
            .reply(|game, knights| game.best_move(knights))
            .map_err(|illegal| illegal.fact())?;
        if made.is_some() {
            self.last = self.said_last();
        }
        Ok(made)
    }

    /// Takes back moves until it is the visitor's turn again with fewer moves made (the
    /// visitor's last move and the computer's reply, or the computer's opening move);
    /// false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if !self.versus.session().can_undo() {
            return false;
        }
        if !self.versus.undo_turn() {
            self.versus.restart();
        }
        self.last = None;
        true
    }

    /// The game so far as the page's `moves=` record: who moved first (`you` or
    /// `computer`), then each of the visitor's moves as its jumps `I-X-Y` (knight I from 1
    /// to X,Y) joined by `_`, all joined by dots: `you.1-3-5.2-4-4_1-5-7`. Empty before the
    /// start (the knights' places are the `at` parameter).
    pub fn record(&self) -> String {
        if !self.started {
            return String::new();
        }
        let first = if self.versus.you_first() {
            "you"
        } else {
            "computer"
        };
        let moves = self.versus.yours().into_iter().map(|(_, jumps)| {
            let parts: Vec<String> = jumps
                .iter()
                .map(|&(i, (x, y))| format!("{}-{x}-{y}", i + 1))
                .collect();
            parts.join("_")
        });
        std::iter::once(first.to_string())
            .chain(moves)
            .collect::<Vec<_>>()
            .join(".")
    }

    /// Starts the game of a [`KnightsGame::record`] and plays it again, the computer answering
    /// each move as it would (its move depends on the position alone). Stops at the first
    /// move that cannot be played, keeping those before it, and says which it was.
    pub fn replay(&mut self, record: &str) -> Result<(), Message> {
        if record.is_empty() {
            return Ok(());
        }
        let mut tokens = record.split('.');
        let count = record.split('.').count();
        if count > RECORD_MAX_MOVES + 1 {
            return Err(fact!(
                "knights-record-too-long",
                most = RECORD_MAX_MOVES,
                moves = count - 1
            ));
        }
        let visitor_first = match tokens.next() {
            Some("you") => true,
            Some("computer") => false,
            Some(other) => return Err(fact!("knights-record-first", first = other)),
            None => unreachable!("split yields at least one part"),
        };
        self.start(visitor_first)?;
        let played = self.replay_yours(tokens);
        self.last = self.said_last();
        played
    }

    /// The visitor's moves of a record played again, the computer answering each as it
    /// would (as `Versus::replay_yours`, with its refusals as facts).
    fn replay_yours<'a>(&mut self, yours: impl Iterator<Item = &'a str>) -> Result<(), Message> {
        let best = |game: &Knights, knights: &Vec<Square>| game.best_move(knights);
        for (k, token) in (1usize..).zip(yours) {
            if !self.versus.you_to_move() {
                self.versus.reply(best).map_err(|illegal| illegal.fact())?;
            }
            if self.game.best_move(self.knights()).is_none() {
                return Err(fact!("knights-record-over", k = k));
            }
            let jumps = parse_jumps(token)
                .map_err(|why| fact!("knights-record-not-move", k = k, why = why))?;
            self.versus.play(jumps).map_err(|illegal| {
                fact!("knights-record-cannot-play", k = k, why = illegal.fact())
            })?;
        }
        Ok(())
    }

    /// Each square's value in the board string's order: its Grundy value, or when every
    /// knight moves (`all`) its remoteness, which decides that game (Smith: the least
    /// remoteness of the knights, odd for a win of the player to move).
    pub fn values(&self) -> Vec<u32> {
        let n = self.game.size();
        (1..=n)
            .rev()
            .flat_map(|y| (1..=n).map(move |x| (x, y)))
            .map(|s| self.square_value(s))
            .collect()
    }

    /// The value shown on a square ([`KnightsGame::values`]).
    fn square_value(&self, s: Square) -> u32 {
        match self.variant {
            Variant::All => self.game.remoteness(s),
            _ => self.game.value(s),
        }
    }

    /// Each knight's lone jumps with their values and whether they win (none when one
    /// knight may not move alone).
    pub fn options(&self) -> Vec<Vec<LoneJump>> {
        let knights = self.knights();
        let alone = self.variant != Variant::Proper || knights.len() >= 2;
        (0..knights.len())
            .map(|i| {
                let steps = if alone {
                    self.game.steps(knights[i])
                } else {
                    vec![]
                };
                steps
                    .into_iter()
                    .map(|to| {
                        let mut after = knights.to_vec();
                        after[i] = to;
                        // Every knight moving: a jump is this knight's part of the winning
                        // move when the game is won and it lowers the knight's remoteness
                        // by one, as Smith's strategy does for every knight at once.
                        let wins = match self.variant {
                            Variant::All => {
                                self.game.compound_remoteness(knights) % 2 == 1
                                    && self.game.remoteness(to) + 1
                                        == self.game.remoteness(knights[i])
                            }
                            _ => self.game.lost(&after),
                        };
                        LoneJump {
                            to,
                            value: self.square_value(to),
                            wins,
                        }
                    })
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Arg;

    /// Who is to move while the game runs: `Some(true)` the visitor, `Some(false)` the
    /// computer; `None` before the start and once it is over.
    fn to_move(s: &KnightsGame) -> Option<bool> {
        (s.started() && !s.over()).then(|| s.visitor_to_move())
    }

    /// Whether the computer has won: the game is over with the visitor to move.
    fn computer_won(s: &KnightsGame) -> bool {
        s.over() && s.visitor_to_move()
    }

    /// Everything a shell shows of the game.
    #[allow(clippy::type_complexity)]
    fn shown(
        s: &KnightsGame,
    ) -> (
        Vec<Square>,
        usize,
        bool,
        bool,
        bool,
        bool,
        Option<Message>,
        Vec<Vec<LoneJump>>,
    ) {
        (
            s.knights().to_vec(),
            s.step(),
            s.started(),
            s.visitor_to_move(),
            s.lost(),
            s.over(),
            s.last().cloned(),
            s.options(),
        )
    }

    #[test]
    fn parses_and_writes_the_at_parameter() {
        assert_eq!(parse_at("3,5; 7,7"), Ok(vec![(3, 5), (7, 7)]));
        assert_eq!(parse_at(""), Ok(vec![]));
        assert_eq!(
            parse_at("3,5;3;5"),
            Err(fact!("knights-not-square", text = "3"))
        );
        assert_eq!(format_at(&[(3, 5), (7, 7)]), "3,5;7,7");
        assert!(KnightsGame::new(8, "one", "9,1").is_err());
        assert!(KnightsGame::new(8, "some", "").is_err());
    }

    #[test]
    fn the_computer_wins_from_a_winning_position_in_every_variant() {
        for name in ["one", "any", "proper"] {
            for at in ["8,8", "8,8;5,5;3,7", "6,6;6,7", "4,1;1,4;7,7"] {
                let mut s = KnightsGame::new(8, name, at).unwrap();
                s.start(s.lost()).unwrap();
                // The visitor plays the first knight that can move, one step; the
                // computer answers until someone has no move.
                while !s.over() {
                    if to_move(&s) == Some(false) {
                        s.computer_move().unwrap().unwrap();
                        continue;
                    }
                    let i = (0..s.knights().len())
                        .find(|&i| !s.game().steps(s.knights()[i]).is_empty())
                        .unwrap();
                    let to = s.game().steps(s.knights()[i])[0];
                    s.visitor_move(&vec![(i, to)]).unwrap();
                }
                assert!(computer_won(&s), "{name} {at}: {:?}", shown(&s));
            }
        }
    }

    #[test]
    fn placing_moves_and_undo_follow_the_rules() {
        let mut s = KnightsGame::new(8, "one", "").unwrap();
        assert!(s.start(true).is_err());
        s.place((3, 1)).unwrap();
        s.place((5, 5)).unwrap();
        s.place((5, 5)).unwrap();
        assert_eq!(format_at(s.knights()), "3,1");
        assert_eq!(s.knights(), [(3, 1)]);
        assert!(!s.lost());
        s.start(true).unwrap();
        assert!(s.place((1, 1)).is_err());
        assert!(s.computer_move().is_err());
        assert_eq!(
            s.visitor_move(&vec![(0, (1, 1))]),
            Err(fact!(
                "knights-cannot-jump",
                knight = 1usize,
                square = "1,1"
            ))
        );
        s.visitor_move(&vec![(0, (1, 2))]).unwrap();
        assert!(s.over() && !computer_won(&s));
        let jump = fact!("knights-jump", knight = 1usize, square = "1,2");
        assert_eq!(
            s.last(),
            Some(&fact!("knights-last", who = "you", jumps = jump))
        );
        assert!(s.undo());
        assert_eq!(s.knights(), [(3, 1)]);
        assert!(!s.undo());
        assert_eq!(s.values().len(), 64);
        assert_eq!(s.values()[56], 0);
    }

    #[test]
    fn each_option_wins_exactly_when_it_leaves_a_zero_sum() {
        let s = KnightsGame::new(8, "one", "8,8;5,5;3,1;6,2").unwrap();
        let values: Vec<u32> = s.knights().iter().map(|&k| s.game().value(k)).collect();
        let total = values.iter().fold(0, |a, v| a ^ v);
        let mut winning = 0;
        for (i, options) in s.options().iter().enumerate() {
            assert_eq!(options.len(), s.game().steps(s.knights()[i]).len());
            for o in options {
                assert_eq!(o.value, s.game().value(o.to));
                assert_eq!(o.wins, total ^ values[i] ^ o.value == 0, "{i} {o:?}");
                winning += usize::from(o.wins);
            }
        }
        assert_eq!(winning > 0, !s.lost());
        let lone = KnightsGame::new(8, "proper", "8,8").unwrap();
        assert!(lone.options()[0].is_empty());
    }
    #[test]
    fn a_game_comes_back_from_its_record() {
        for (name, at, first) in [("one", "8,8;5,5", true), ("any", "8,8;5,5;3,7", false)] {
            let mut s = KnightsGame::new(8, name, at).unwrap();
            assert_eq!(s.record(), "");
            s.start(first).unwrap();
            for _ in 0..6 {
                if s.over() {
                    break;
                }
                if to_move(&s) == Some(false) {
                    s.computer_move().unwrap();
                    continue;
                }
                let i = (0..s.knights().len())
                    .find(|&i| !s.game().steps(s.knights()[i]).is_empty())
                    .unwrap();
                let to = *s.game().steps(s.knights()[i]).last().unwrap();
                s.visitor_move(&vec![(i, to)]).unwrap();
            }
            let record = s.record();
            assert!(
                record.starts_with(if first { "you." } else { "computer." }),
                "{record}"
            );
            let mut again = KnightsGame::new(8, name, at).unwrap();
            again.replay(&record).unwrap();
            if to_move(&again) == Some(false) && to_move(&s) != to_move(&again) {
                again.computer_move().unwrap();
            }
            assert_eq!(shown(&again), shown(&s), "{name}: {record}");
            assert_eq!(again.record(), record);
            s.undo();
            assert_eq!(record.split('.').count(), s.record().split('.').count() + 1);
        }
        let mut s = KnightsGame::new(8, "one", "8,8;5,5").unwrap();
        let err = s.replay("you.1-6-7.1-1-1").unwrap_err();
        assert_eq!(err.id, "knights-record-cannot-play", "{err:?}");
        assert_eq!(err.arg("k"), Some(&Arg::Number(2)));
        assert_eq!(s.record(), "you.1-6-7");
        let mut s = KnightsGame::new(8, "one", "8,8").unwrap();
        assert_eq!(
            s.replay("me.1-6-7").unwrap_err(),
            fact!("knights-record-first", first = "me")
        );
        let mut s = KnightsGame::new(8, "one", "8,8").unwrap();
        let not_jump = fact!("knights-not-jump", jump = "1-6");
        assert_eq!(
            s.replay("you.1-6").unwrap_err(),
            fact!("knights-record-not-move", k = 1usize, why = not_jump)
        );
        let mut s = KnightsGame::new(8, "one", "8,8").unwrap();
        let long = format!("you{}", ".1-6-7".repeat(RECORD_MAX_MOVES + 1));
        assert_eq!(s.replay(&long).unwrap_err().id, "knights-record-too-long");
    }

    /// Every knight moving on the page: the values are remoteness, one knight alone is
    /// refused, and the computer moving first from a won position wins against any play.
    #[test]
    fn every_knight_moves_on_the_page() {
        let mut s = KnightsGame::new(8, "all", "5,5;6,3").unwrap();
        let values = s.values();
        // (1, 1) is a corner with no jump; (3, 2) jumps only to (1, 1): remoteness 1.
        assert_eq!(values[56], 0);
        assert_eq!(values[6 * 8 + 2], 1);
        assert!(!s.lost());
        s.start(true).unwrap();
        assert!(s.visitor_move(&vec![(0, (3, 6))]).is_err());
        let mut s = KnightsGame::new(8, "all", "5,5;6,3").unwrap();
        s.start(false).unwrap();
        for _ in 0..50 {
            if s.over() {
                break;
            }
            s.computer_move().unwrap();
            if s.over() {
                break;
            }
            // The visitor moves each knight to its first jump.
            let jumps: Vec<_> = s
                .knights()
                .iter()
                .enumerate()
                .map(|(i, &k)| (i, s.game().steps(k)[0]))
                .collect();
            s.visitor_move(&jumps).unwrap();
        }
        assert!(computer_won(&s));
        assert_eq!(
            variant("every").unwrap_err(),
            fact!("knights-variant-unknown", variant = "every")
        );
    }
}
