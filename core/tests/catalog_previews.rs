//! The home page's pictures (`GameInfo::preview`) are positions of their games: each is
//! checked here against that game's own engine, since the page draws them without asking it.

use movelab::automaton;
use movelab::candy::{self, File, Game};
use movelab::catalog::{self, GameInfo, Kind, Preview};
use movelab::knights::session::KnightsGame;
use movelab::pairs::construction::PairsSolution;
use movelab::pairs::Pairs;
use movelab::peg::Board;
use movelab::push::Push;
use movelab::row::solution::{Puzzle, Solution};
use movelab::shift::{Direction, Shift, ShiftSolution};
use movelab::tictactoe;

fn info(id: &str) -> &'static GameInfo {
    catalog::game(id).unwrap_or_else(|| panic!("{id} is in the catalog"))
}

/// The preview of game `id`, read.
fn preview(id: &str) -> Preview {
    info(id).preview_position().unwrap()
}

/// The catalog's default of a whole-number parameter.
fn whole_default(game: &GameInfo, name: &str) -> u64 {
    match game.param(name).map(|p| p.kind) {
        Some(Kind::Whole { default, .. }) => default,
        other => panic!("{}.{name} is not a whole number: {other:?}", game.id),
    }
}

/// The catalog's page range of a whole-number parameter.
fn page_range(game: &GameInfo, name: &str) -> std::ops::RangeInclusive<u64> {
    match game.param(name).map(|p| p.kind) {
        Some(Kind::Whole { min, page_max, .. }) => min..=page_max,
        other => panic!("{}.{name} is not a whole number: {other:?}", game.id),
    }
}

#[test]
fn every_game_has_a_preview_of_its_own_view() {
    use catalog::View;
    for g in catalog::GAMES {
        let fits = matches!(
            (g.view, g.preview_position().unwrap()),
            (View::Row, Preview::Row { .. })
                | (View::Track, Preview::Track { .. })
                | (
                    View::Heaps,
                    Preview::Heaps { .. } | Preview::Pile { .. } | Preview::Squares { .. }
                )
                | (View::Grid, Preview::Pegs { .. } | Preview::Pieces { .. })
                | (View::SpaceTime, Preview::Frames { .. })
                | (View::Plane, Preview::Plane { .. })
                | (View::Tree, Preview::Board { .. })
        );
        assert!(fits, "{}: {:?} for the {:?} view", g.id, g.preview, g.view);
    }
}

#[test]
fn a_misspelt_preview_is_refused_with_the_games_name() {
    for text in [
        r#"{"kind": "heaps", "heap": [3]}"#,
        r#"{"kind": "heap", "heaps": [3]}"#,
        r#"{"kind": "heaps", "heaps": [3], "extra": 1}"#,
    ] {
        let bad = GameInfo {
            preview: text,
            ..*info("nim")
        };
        let e = bad.preview_position().unwrap_err();
        assert!(e.starts_with("nim's preview"), "{text}: {e}");
    }
}

/// The row of `puzzle` after the first `step` moves of `solution`, one symbol a square.
fn row_after<P: Puzzle>(puzzle: &P, solution: &dyn Solution, step: u64) -> String {
    let mut board = puzzle.start();
    for k in 1..=step {
        puzzle.apply(&mut board, &solution.move_at(k)).unwrap();
    }
    board.cells().iter().map(|c| c.symbol()).collect()
}

#[test]
fn the_checker_rows_show_a_step_inside_their_solutions() {
    for g in [info("shift"), info("pairs")] {
        let Preview::Row {
            n,
            m,
            step,
            first,
            cells,
        } = g.preview_position().unwrap()
        else {
            panic!("{} previews a row", g.id)
        };
        assert!(page_range(g, "n").contains(&n), "{}: n = {n}", g.id);
        // The picture is the row after `step` moves of the constructed solution, replayed
        // here by the rules.
        let (length, board) = if g.id == "shift" {
            assert!(page_range(g, "m").contains(&m) && ["left", "right"].contains(&first.as_str()));
            let shift = Shift::new(n, m).unwrap();
            let direction = if first == "left" {
                Direction::Left
            } else {
                Direction::Right
            };
            let solution = ShiftSolution::new(shift, direction);
            (shift.optimal_length(), row_after(&shift, &solution, step))
        } else {
            let pairs = Pairs::new(n).unwrap();
            let solution = PairsSolution::new(pairs);
            (pairs.optimal_length(), row_after(&pairs, &solution, step))
        };
        assert_eq!(cells, board, "{}: the row after {step} moves", g.id);
        // Strictly inside: the picture shows the puzzle under way, not its start or goal.
        assert!(
            0 < step && step < length,
            "{}: step {step} of {length}",
            g.id
        );
    }
}

#[test]
fn the_heap_games_show_positions_within_their_pages_limits() {
    for id in ["nim", "subtraction", "octal", "grundys"] {
        let Preview::Heaps { heaps } = preview(id) else {
            panic!("{id} previews heaps")
        };
        assert!(
            !heaps.is_empty() && heaps.iter().all(|&h| (1..=12).contains(&h)),
            "{id}"
        );
    }
    // The four games of heaps differ by their number of heaps, as the pictures must.
    let counts: Vec<usize> = ["nim", "subtraction", "octal", "grundys"]
        .map(|id| match preview(id) {
            Preview::Heaps { heaps } => heaps.len(),
            _ => unreachable!(),
        })
        .to_vec();
    for (k, c) in counts.iter().enumerate() {
        assert!(!counts[..k].contains(c), "{counts:?}");
    }

    // The even/odd game: the pile and both totals make up a pile of the page's range, each
    // player having taken at most k counters a turn, the visitor first.
    let parity = info("parity");
    let Preview::Pile { pile, totals } = parity.preview_position().unwrap() else {
        panic!("parity previews a pile")
    };
    let n = u64::from(pile + totals[0] + totals[1]);
    assert!(page_range(parity, "n").contains(&n), "n = {n}");
    let k = whole_default(parity, "k") as u32;
    assert!(totals[0] >= totals[1].div_ceil(k) && totals[0] <= (totals[1] + 1) * k);

    // K in a row: every run of occupied squares is made of whole moves of the default K.
    let kinrow = info("kinrow");
    let Preview::Squares { row } = kinrow.preview_position().unwrap() else {
        panic!("kinrow previews a row of squares")
    };
    assert!(page_range(kinrow, "n").contains(&(row.len() as u64)));
    assert!(row.chars().all(|c| c == 'x' || c == '.'), "{row}");
    let k = whole_default(kinrow, "k") as usize;
    assert!(row.split('.').all(|run| run.len() % k == 0), "{row}");
    assert!(
        row.contains('x') && row.contains('.'),
        "{row}: a game under way"
    );
}

#[test]
fn the_peg_board_is_the_english_cross_with_some_pegs_jumped() {
    let Preview::Pegs { rows } = preview("peg") else {
        panic!("peg previews a board")
    };
    let board = Board::named("english").unwrap();
    let mut pegs = 0;
    for (r, line) in rows.iter().enumerate() {
        assert_eq!(line.chars().count(), rows.len(), "row {r} of a square");
        for (c, ch) in line.chars().enumerate() {
            let hole = board.hole_at(r as i32, c as i32);
            assert_eq!(hole.is_some(), ch != ' ', "({r}, {c}) is {ch:?}");
            pegs += usize::from(ch == 'o');
        }
    }
    // Each jump removes one peg: after a few from the full board less its centre.
    assert!(
        pegs < board.holes() - 1 && pegs > board.holes() / 2,
        "{pegs} pegs"
    );
}

#[test]
fn the_knights_stand_on_the_board_as_the_game_accepts_them() {
    let Preview::Pieces { rows } = preview("knights") else {
        panic!("knights previews pieces")
    };
    let size = rows.len();
    // x from 1 at the left, y from 1 at the bottom (the game's `at`).
    let mut at = Vec::new();
    for (r, line) in rows.iter().enumerate() {
        assert_eq!(line.len(), size);
        for (c, ch) in line.chars().enumerate() {
            let count = if ch == '.' {
                0
            } else {
                ch.to_digit(10).expect("a digit or '.'")
            };
            for _ in 0..count {
                at.push(format!("{},{}", c + 1, size - r));
            }
        }
    }
    assert!(!at.is_empty());
    KnightsGame::new(size as u32, "one", &at.join(";")).unwrap();
}

#[test]
fn the_automatons_rows_follow_its_rule_from_the_first() {
    let Preview::Frames { rows } = preview("automaton") else {
        panic!("the automaton previews its rows")
    };
    let first: Vec<u8> = rows[0].bytes().map(|b| b - b'0').collect();
    assert!(rows[0].bytes().all(|b| b == b'0' || b == b'1'));
    for (t, row) in rows.iter().enumerate() {
        assert_eq!(
            *row,
            automaton::to_text(&automaton::simulate(&first, t as u64)),
            "step {t}"
        );
    }
    // It ends stable, as the view's dashed line says.
    assert_eq!(rows[rows.len() - 1], rows[rows.len() - 2]);
}

#[test]
fn the_candy_route_is_the_optimum_and_reachability_the_cores() {
    let Preview::Plane {
        start,
        boxes,
        route,
    } = preview("candy")
    else {
        panic!("candy previews a plane")
    };
    let mut x = vec![start];
    x.extend(boxes.iter().map(|b| b.position));
    let game = Game::from_file(File {
        travel: None,
        x: Some(x),
        boxes: boxes
            .iter()
            .enumerate()
            .map(|(k, b)| [b.time, k as u64 + 2, b.candies])
            .collect(),
    })
    .unwrap();
    assert!(
        boxes.windows(2).all(|w| w[0].time <= w[1].time),
        "in time order, as numbered"
    );
    for (k, b) in boxes.iter().enumerate() {
        assert_eq!(b.reachable, game.reachable(k), "box {}", k + 1);
    }
    let best = candy::solve(&game);
    let shown: Vec<usize> = route.iter().map(|&n| n as usize - 1).collect();
    assert_eq!(game.judge(&shown), (best.candies, None), "route {route:?}");
    assert!(
        boxes.iter().any(|b| !b.reachable),
        "the cone leaves a box out"
    );
}

#[test]
fn the_track_and_the_board_are_positions_their_games_accept() {
    let push = info("push");
    let Preview::Track { board, robot } = push.preview_position().unwrap() else {
        panic!("push previews a track")
    };
    let cost = |name| whole_default(push, name);
    Push::new(&board, cost("k"), cost("walk"), cost("jump"), cost("push")).unwrap();
    assert!((1..=board.len() as u32).contains(&robot));
    assert_eq!(
        board.as_bytes()[robot as usize - 1],
        b'.',
        "the robot stands on a free square"
    );

    let Preview::Board { board } = preview("tictactoe") else {
        panic!("tic-tac-toe previews a board")
    };
    let b = tictactoe::Board::parse(&board).unwrap();
    // Drawn without lines: nobody has won yet.
    assert!(b.winning_lines().is_empty() && b.marks() > 0, "{board}");
}
