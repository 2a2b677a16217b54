//! Every single-vacancy problem of the English board, classified by the solver and each
//! answer proved here: a solution replayed by a jump checker written in this file from the
//! rules (sharing no code with the crate), or the solver's exhaustive search; and the
//! classification compared with the rule of three (position classes, computed here too).

use movelab::peg::classify::{single_vacancy, Verdict};
use movelab::peg::fewest::{fewest, moves_of};
use movelab::peg::{Board, Finish, Jump, Peg};
use std::collections::{HashSet, VecDeque};
use std::sync::OnceLock;

const ENGLISH: [&str; 7] = [
    "  ooo  ", "  ooo  ", "ooooooo", "ooooooo", "ooooooo", "  ooo  ", "  ooo  ",
];

/// The French board of 37 holes, drawn here from its shape (the English board and the four
/// holes next to its inner corners).
const FRENCH: [&str; 7] = [
    "  ooo  ", " ooooo ", "ooooooo", "ooooooo", "ooooooo", " ooooo ", "  ooo  ",
];

fn on_shape(shape: &[&str; 7], r: i32, c: i32) -> bool {
    (0..7).contains(&r) && (0..7).contains(&c) && shape[r as usize].as_bytes()[c as usize] == b'o'
}

/// (row, column) from a hole name such as `d4`.
fn square(name: &str) -> (i32, i32) {
    let b = name.as_bytes();
    let c = i32::from(b[0] - b'a');
    let r: i32 = name[1..].parse().unwrap();
    (r - 1, c)
}

/// Replays `jumps` (written `d2-d4`) on a grid of booleans; the squares left with a peg.
fn replay_independently(empty: (i32, i32), jumps: &[String]) -> Vec<(i32, i32)> {
    replay_on(&ENGLISH, empty, jumps)
}

/// [`replay_independently`] on the board drawn by `shape`.
fn replay_on(shape: &[&str; 7], empty: (i32, i32), jumps: &[String]) -> Vec<(i32, i32)> {
    let on_board = |r, c| on_shape(shape, r, c);
    let mut peg = [[false; 7]; 7];
    for (r, row) in peg.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = on_board(r as i32, c as i32);
        }
    }
    peg[empty.0 as usize][empty.1 as usize] = false;
    for text in jumps {
        let (from, to) = text.split_once('-').unwrap();
        let ((r1, c1), (r2, c2)) = (square(from), square(to));
        let (dr, dc) = (r2 - r1, c2 - c1);
        assert!(
            (dr.abs() == 2 && dc == 0) || (dc.abs() == 2 && dr == 0),
            "{text}"
        );
        let (ro, co) = (r1 + dr / 2, c1 + dc / 2);
        assert!(on_board(r1, c1) && on_board(r2, c2), "{text}");
        let at = |p: &[[bool; 7]; 7], r: i32, c: i32| p[r as usize][c as usize];
        assert!(
            at(&peg, r1, c1) && at(&peg, ro, co) && !at(&peg, r2, c2),
            "{text}"
        );
        peg[r1 as usize][c1 as usize] = false;
        peg[ro as usize][co as usize] = false;
        peg[r2 as usize][c2 as usize] = true;
    }
    let mut left = Vec::new();
    for r in 0..7 {
        for c in 0..7 {
            if peg[r as usize][c as usize] {
                left.push((r, c));
            }
        }
    }
    left
}

/// Conway's classes, written again: peg-count parities on the diagonals (r + c) mod 3 and
/// (r − c) mod 3, as differences.
fn class(pegs: &[(i32, i32)]) -> [u8; 4] {
    let (mut a, mut b) = ([0u8; 3], [0u8; 3]);
    for &(r, c) in pegs {
        a[((r + c) % 3) as usize] ^= 1;
        b[((r - c).rem_euclid(3)) as usize] ^= 1;
    }
    [a[0] ^ a[1], a[1] ^ a[2], b[0] ^ b[1], b[1] ^ b[2]]
}

fn all_squares() -> Vec<(i32, i32)> {
    squares_of(&ENGLISH)
}

/// The squares of the board drawn by `shape`.
fn squares_of(shape: &[&str; 7]) -> Vec<(i32, i32)> {
    (0..7)
        .flat_map(|r| (0..7).map(move |c| (r, c)))
        .filter(|&(r, c)| on_shape(shape, r, c))
        .collect()
}

/// Checks the core's verdicts for vacancy `v` and every finish in `finishes`: each line is
/// replayed by the checker above to one peg on the finish, and the verdicts agree with the
/// rule of three. Returns how many are solved.
fn check_vacancy(
    table: &[Vec<Verdict>],
    board: &Board,
    v: (i32, i32),
    finishes: &[(i32, i32)],
) -> usize {
    let squares = all_squares();
    let start: Vec<(i32, i32)> = squares.iter().copied().filter(|&s| s != v).collect();
    let hole = |sq: (i32, i32)| board.hole_at(sq.0, sq.1).unwrap() as usize;
    let mut solved = 0;
    for &f in finishes {
        let theory = class(&start) == class(&[f]);
        match &table[hole(v)][hole(f)] {
            Verdict::Solved(line) => {
                let texts: Vec<String> = line.iter().map(|j| write(board, j)).collect();
                assert_eq!(replay_independently(v, &texts), vec![f], "{v:?} -> {f:?}");
                solved += 1;
                // Beasley: on the English board the rule of three is also sufficient.
                assert!(theory, "{v:?} -> {f:?} solved against the classes");
            }
            Verdict::Unsolvable(why) => assert!(!theory, "{v:?} -> {f:?}: {why}"),
            Verdict::Undecided(why) => panic!("{v:?} -> {f:?}: {why}"),
        }
    }
    solved
}

/// The English board's verdicts, computed once for the tests that read them.
fn english_verdicts() -> &'static (Board, Vec<Vec<Verdict>>) {
    static TABLE: OnceLock<(Board, Vec<Vec<Verdict>>)> = OnceLock::new();
    TABLE.get_or_init(|| {
        let board = Board::named("english").unwrap();
        let table = single_vacancy(&board);
        (board, table)
    })
}

fn write(board: &Board, j: &Jump) -> String {
    format!("{}-{}", board.name_of(j.from), board.name_of(j.to))
}

#[test]
#[ignore = "two minutes in a debug build: run in make test-exhaustive"]
fn the_central_vacancy_reaches_the_five_holes_of_its_class() {
    let (board, table) = english_verdicts();
    let squares = all_squares();
    assert_eq!(squares.len(), 33);
    assert_eq!(check_vacancy(table, board, (3, 3), &squares), 5);
}

#[test]
#[ignore = "two minutes in a debug build: run in make test-exhaustive"]
fn every_single_vacancy_problem_is_classified_and_proved() {
    let (board, table) = english_verdicts();
    let squares = all_squares();
    let mut solved = 0;
    for &v in &squares {
        let row = check_vacancy(table, board, v, &squares);
        solved += row;
        // And with any finish: solvable exactly when some single peg shares the class.
        let start: Vec<_> = squares.iter().copied().filter(|&s| s != v).collect();
        let theory = squares.iter().any(|&f| class(&[f]) == class(&start));
        assert_eq!(row > 0, theory, "{v:?} to any");
    }
    // Every vacancy has a finish in its class on this board; count what was proved.
    assert!(solved >= 33, "{solved}");
    eprintln!("{solved} of 1089 single-vacancy to single-peg problems are solvable");
}

/// Plain BFS over moves (a move: one peg's chain of jumps), written here on bitsets of a
/// small board's hole list, for the fewest-moves check.
fn bfs_moves(board: &Board, start: u64, goal: impl Fn(u64) -> bool) -> Option<u64> {
    let mut seen = HashSet::from([start]);
    let mut queue = VecDeque::from([(start, 0u64)]);
    while let Some((pegs, d)) = queue.pop_front() {
        if goal(pegs) {
            return Some(d);
        }
        for k in 0..board.holes() as u8 {
            if pegs >> k & 1 == 1 {
                for next in chains(board, pegs, k) {
                    if seen.insert(next) {
                        queue.push_back((next, d + 1));
                    }
                }
            }
        }
    }
    None
}

/// Every position after one move of the peg on `at` (one jump or more).
fn chains(board: &Board, pegs: u64, at: u8) -> Vec<u64> {
    let mut out = Vec::new();
    let (r, c) = board.cells[at as usize];
    for (dr, dc) in [(0i32, 1i32), (1, 0), (0, -1), (-1, 0)] {
        let over = board.hole_at(r as i32 + dr, c as i32 + dc);
        let to = board.hole_at(r as i32 + 2 * dr, c as i32 + 2 * dc);
        if let (Some(o), Some(t)) = (over, to) {
            if pegs >> o & 1 == 1 && pegs >> t & 1 == 0 {
                let next = pegs & !(1 << at) & !(1 << o) | 1 << t;
                out.push(next);
                out.extend(chains(board, next, t));
            }
        }
    }
    out
}

#[test]
fn fewest_moves_agree_with_bfs_over_moves_on_small_boards() {
    let boards = [
        Board::from_shape("rect3x4", 4, |r, _| r < 3),
        Board::from_shape("plus5", 5, |r, c| {
            (1..4).contains(&r) || (1..4).contains(&c)
        }),
    ];
    let mut solved = 0;
    for board in boards {
        for v in 0..board.holes() as u8 {
            for finish in [Finish::Any, Finish::Hole(v)] {
                let game = Peg {
                    board: board.clone(),
                    start: board.full() & !(1 << v),
                    finish,
                };
                let ours = fewest(&game).unwrap();
                let theirs = bfs_moves(&board, game.start, |p| game.accepts(p));
                assert_eq!(ours.as_ref().map(|s| s.0), theirs, "{} {v}", board.name);
                if let Some((m, line)) = ours {
                    assert_eq!(moves_of(&line), m);
                    let verdict = movelab::game::replay(&game, line).unwrap();
                    assert!(verdict.reached_goal);
                    solved += 1;
                }
            }
        }
    }
    assert!(solved > 5, "{solved}");
}

/// The number of moves in jumps written `d2-d4`, counted here: a jump starts a new move
/// unless it starts on the square where the previous one landed.
fn moves_independently(jumps: &[String]) -> usize {
    let mut last = "";
    let mut moves = 0;
    for text in jumps {
        let (from, to) = text.split_once('-').unwrap();
        moves += usize::from(from != last);
        last = to;
    }
    moves
}

#[test]
#[ignore = "a few seconds optimised: run in make test-exhaustive"]
fn the_central_game_takes_eighteen_moves_at_fewest() {
    // Bergholt's 18 (1912), proved minimal by Beasley; and d4 to d1 in 17 (Dudeney's
    // problem, Beasley ch. 5). The search proves each minimum as it finds it; here the line
    // is replayed and its moves counted independently.
    for (finish, at, least) in [("d4", (3, 3), 18), ("d1", (0, 3), 17)] {
        let game = Peg::new("english", &["d4"], finish).unwrap();
        let (moves, line) = fewest(&game).unwrap().expect("the problem is solvable");
        assert_eq!(moves, least, "d4 to {finish}");
        let texts: Vec<String> = line.iter().map(|j| write(&game.board, j)).collect();
        assert_eq!(texts.len(), 31);
        assert_eq!(moves_independently(&texts), least as usize);
        assert_eq!(replay_independently((3, 3), &texts), vec![at]);
    }
}

#[test]
#[ignore = "a few seconds optimised: run in make test-exhaustive"]
fn the_large_boards_are_solved_and_replayed() {
    // Each gave up at 60 million dead positions with the depth-first search alone (issue
    // 23); the beams meeting the backward layers solve them. Each line is
    // replayed by the crate's replay (the boards are not the English one this file's own
    // checker draws).
    for (board, empty, finish) in [
        ("french", "d3", "d5"),
        ("wiegleb", "e5", "e5"),
        ("diamond", "e3", "any"),
        ("wiegleb", "d1", "any"),
        ("diamond", "e3", "e7"),
        ("triangle8", "a1", "a1"),
        ("triangle7", "a3", "a2"),
    ] {
        let game = Peg::new(board, &[empty], finish).unwrap();
        match movelab::peg::solve::solve(&game) {
            movelab::peg::solve::Answer::Solved(line) => {
                assert!(movelab::game::replay(&game, line).unwrap().reached_goal)
            }
            other => panic!("{board} {empty} {finish}: {other:?}"),
        }
    }
}

/// The headings of docs/peg.md's fewest-moves tables.
const ENGLISH_TABLE: &str = "### The English board's fewest moves";
const FRENCH_TABLE: &str = "### The French board's fewest moves";

/// A row of a fewest-moves table of docs/peg.md: (vacancy, finish, moves or `None` for no
/// line, the problems of the orbit as "v→f").
type DocsRow = (String, String, Option<u64>, Vec<String>);

/// The rows of docs/peg.md's fewest-moves table under `heading`.
fn docs_fewest_table(heading: &str) -> Vec<DocsRow> {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/peg.md"))
        .expect("docs/peg.md");
    let section = docs.split(heading).nth(1).expect("the table's heading");
    section
        .lines()
        .skip_while(|l| !l.starts_with("| vacancy"))
        .skip(2)
        .take_while(|l| l.starts_with("| "))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            let orbit = cells[3].split_whitespace().map(String::from).collect();
            (
                cells[0].to_string(),
                cells[1].to_string(),
                match cells[2] {
                    "none" => None,
                    moves => Some(moves.parse().expect("a number of moves")),
                },
                orbit,
            )
        })
        .collect()
}

/// The 8 symmetries of the square about the centre (3, 3), written here.
fn images(sq: (i32, i32)) -> Vec<(i32, i32)> {
    let (r, c) = (sq.0 - 3, sq.1 - 3);
    [
        (r, c),
        (c, -r),
        (-r, -c),
        (-c, r),
        (r, -c),
        (-c, -r),
        (-r, c),
        (c, r),
    ]
    .iter()
    .map(|&(r, c)| (r + 3, c + 3))
    .collect()
}

fn name_of(sq: (i32, i32)) -> String {
    format!("{}{}", (b'a' + sq.1 as u8) as char, sq.0 + 1)
}

/// `name`'s fewest-moves table as `single_vacancy_table` computes it, against the table of
/// docs/peg.md under `heading`: the same rows, every line replayed on `shape` by this file's
/// checker and its moves counted here, each row's orbit the images of its problem under this
/// file's symmetries, and the orbits together every problem the rule of three allows, once.
fn table_is_the_one_in_the_docs(name: &str, shape: &[&str; 7], heading: &str) -> Vec<DocsRow> {
    let board = Board::named(name).unwrap();
    let rows = movelab::peg::fewest::single_vacancy_table(&board, |_| {}).unwrap();
    let docs = docs_fewest_table(heading);
    let ours: Vec<(String, String, Option<u64>)> = rows
        .iter()
        .map(|r| {
            let moves = r.fewest.as_ref().map(|f| f.0);
            (board.name_of(r.vacancy), board.name_of(r.finish), moves)
        })
        .collect();
    let written: Vec<(String, String, Option<u64>)> = docs
        .iter()
        .map(|(v, f, m, _)| (v.clone(), f.clone(), *m))
        .collect();
    assert_eq!(
        ours, written,
        "docs/peg.md's {name} table differs from the search"
    );
    // Every line replayed here, its moves counted here.
    for row in &rows {
        let Some((moves, line)) = row.fewest.as_ref() else {
            continue;
        };
        let texts: Vec<String> = line.iter().map(|j| write(&board, j)).collect();
        let (v, f) = (
            board.cells[row.vacancy as usize],
            board.cells[row.finish as usize],
        );
        let (v, f) = ((v.0 as i32, v.1 as i32), (f.0 as i32, f.1 as i32));
        assert_eq!(replay_on(shape, v, &texts), vec![f]);
        assert_eq!(moves_independently(&texts) as u64, *moves);
    }
    // The orbits, by this file's own symmetries and classes: each row's orbit is the images
    // of its problem, and together they are every problem the rule of three allows, once.
    let squares = squares_of(shape);
    let mut covered = Vec::new();
    for (row, (.., orbit)) in rows.iter().zip(&docs) {
        let (v, f) = (
            board.cells[row.vacancy as usize],
            board.cells[row.finish as usize],
        );
        let (v, f) = ((v.0 as i32, v.1 as i32), (f.0 as i32, f.1 as i32));
        let mut expected: Vec<String> = images(v)
            .into_iter()
            .zip(images(f))
            .map(|(a, b)| format!("{}→{}", name_of(a), name_of(b)))
            .collect();
        expected.sort();
        expected.dedup();
        let mut listed = orbit.clone();
        listed.sort();
        assert_eq!(listed, expected, "the orbit of {v:?} → {f:?}");
        covered.extend(expected);
    }
    let mut allowed = Vec::new();
    for &v in &squares {
        let start: Vec<(i32, i32)> = squares.iter().copied().filter(|&s| s != v).collect();
        for &f in &squares {
            if class(&start) == class(&[f]) {
                allowed.push(format!("{}→{}", name_of(v), name_of(f)));
            }
        }
    }
    covered.sort();
    allowed.sort();
    assert_eq!(covered, allowed);
    docs
}

#[test]
#[ignore = "about three minutes optimised: run in make test-long"]
fn the_english_fewest_moves_table_is_the_one_in_the_docs() {
    let docs = table_is_the_one_in_the_docs("english", &ENGLISH, ENGLISH_TABLE);
    // The central game's row against the reference search (the others take it minutes).
    let central = Peg::new("english", &["d4"], "d4").unwrap();
    let reference = movelab::peg::fewest::layered(&central).unwrap().unwrap().0;
    let row = docs.iter().find(|r| r.0 == "d4" && r.1 == "d4").unwrap();
    assert_eq!(row.2, Some(reference));
}

#[test]
#[ignore = "a few minutes optimised: run in make test-long"]
fn the_pruned_search_gives_the_english_fewest_moves_table() {
    // `fewest` answers the English problems with the meeting search alone; here the search
    // pruned by the Merson-region bound (from the start's bound up, no head start) gives
    // every row of docs/peg.md again, each line replayed and its moves counted here.
    let board = Board::named("english").unwrap();
    for (v, f, moves, _) in docs_fewest_table(ENGLISH_TABLE) {
        let moves = moves.expect("every English row is solvable");
        let game = Peg::new("english", &[v.as_str()], &f).unwrap();
        let (m, line) = movelab::peg::fewest::bounded(&game, movelab::peg::fewest::MAX_HELD, 0)
            .unwrap()
            .expect("every row is solvable");
        assert_eq!(m, moves, "{v} → {f}");
        let texts: Vec<String> = line.iter().map(|j| write(&board, j)).collect();
        assert_eq!(moves_independently(&texts) as u64, moves, "{v} → {f}");
        assert_eq!(replay_independently(square(&v), &texts), vec![square(&f)]);
    }
}

#[test]
#[ignore = "about 15 minutes of CPU optimised: run in make test-long"]
fn the_french_fewest_moves_table_is_the_one_in_the_docs() {
    table_is_the_one_in_the_docs("french", &FRENCH, FRENCH_TABLE);
}

#[test]
#[ignore = "under 2 minutes of CPU and 1 GB optimised: run in make test-long"]
fn french_d3_to_d5_takes_21_moves() {
    // The quick line has 21 moves, and the search pruned by the Merson-region bound under
    // limit 20 keeps every line of at most 20 moves on both sides and meets none: 21 is the
    // fewest, proved. The line is replayed by this file's own checker on the French board's
    // shape.
    let game = Peg::new("french", &["d3"], "d5").unwrap();
    let (moves, line) = movelab::peg::fewest::bounded(&game, movelab::peg::fewest::MAX_HELD, 0)
        .unwrap()
        .expect("a line of 21 moves");
    assert_eq!(moves, 21);
    let texts: Vec<String> = line.iter().map(|j| write(&game.board, j)).collect();
    assert_eq!(moves_independently(&texts), 21);
    assert_eq!(replay_on(&FRENCH, square("d3"), &texts), vec![square("d5")]);
}
