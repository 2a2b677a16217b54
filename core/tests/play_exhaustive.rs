//! Play mode's judgement against an independent exhaustive search, on every position reachable
//! from the start of every small board: shifting checkers n, m <= 6 and pairs n <= 8. Pairs
//! n = 8 is optimised only: `cargo test --profile bench --test play_exhaustive -- --ignored`
//! (the bench profile is release with unwinding, which test harnesses need).

use movelab::pairs::Pairs;
use movelab::play::{hint, judge, Distance, Game, Hint, Table};
use movelab::row::board::Board;
use movelab::row::Puzzle;
use movelab::shift::Shift;
use std::collections::{HashMap, HashSet, VecDeque};

/// The state graph reachable from the start, searched with nothing but the rules: positions
/// in a HashMap, edges as the rules give them, and distances to the goal by a search along
/// reversed edges (so it does not assume that moves can be undone).
struct Graph {
    boards: Vec<Board>,
    index: HashMap<Board, usize>,
    /// (square, target) for every legal move.
    out: Vec<Vec<(u64, usize)>>,
    /// Moves from the start along one shortest path: (parent, square).
    parent: Vec<Option<(usize, u64)>>,
    from_start: Vec<u64>,
    to_goal: Vec<Option<u64>>,
}

impl Graph {
    fn explore(p: &dyn Puzzle) -> Graph {
        let mut g = Graph {
            boards: vec![p.start()],
            index: HashMap::from([(p.start(), 0)]),
            out: vec![],
            parent: vec![None],
            from_start: vec![0],
            to_goal: vec![],
        };
        let mut i = 0;
        while i < g.boards.len() {
            let board = g.boards[i].clone();
            let mut edges = vec![];
            for square in p.legal_moves(&board) {
                let mut next = board.clone();
                p.apply(&mut next, &square)
                    .expect("legal_moves gives legal moves");
                let j = *g.index.entry(next.clone()).or_insert_with(|| {
                    g.boards.push(next);
                    g.parent.push(Some((i, square)));
                    g.from_start.push(g.from_start[i] + 1);
                    g.boards.len() - 1
                });
                edges.push((square, j));
            }
            g.out.push(edges);
            i += 1;
        }
        let mut back: Vec<Vec<usize>> = vec![vec![]; g.boards.len()];
        for (i, edges) in g.out.iter().enumerate() {
            for &(_, j) in edges {
                back[j].push(i);
            }
        }
        g.to_goal = vec![None; g.boards.len()];
        if let Some(&goal) = g.index.get(&p.goal()) {
            g.to_goal[goal] = Some(0);
            let mut queue = VecDeque::from([goal]);
            while let Some(j) = queue.pop_front() {
                let d = g.to_goal[j].unwrap() + 1;
                for &i in &back[j] {
                    if g.to_goal[i].is_none() {
                        g.to_goal[i] = Some(d);
                        queue.push_back(i);
                    }
                }
            }
        }
        g
    }

    fn path(&self, mut i: usize) -> Vec<u64> {
        let mut moves = vec![];
        while let Some((parent, square)) = self.parent[i] {
            moves.push(square);
            i = parent;
        }
        moves.reverse();
        moves
    }

    fn optimum(&self) -> Option<u64> {
        self.to_goal[0]
    }
}

/// What the judgement must say of a line (start, positions after each move), from the graph.
struct Expected {
    on_path: bool,
    least: Distance,
    first_mistake: Option<u64>,
    dead_end: bool,
}

fn expected(g: &Graph, line: &[usize]) -> Expected {
    let l = g.optimum();
    let k = line.len() as u64 - 1;
    let on = |i: u64| matches!((l, g.to_goal[line[i as usize]]), (Some(l), Some(d)) if i + d == l);
    let here = *line.last().unwrap();
    let earlier: HashSet<usize> = line[..line.len() - 1].iter().copied().collect();
    let dead_end = match g.to_goal[here] {
        None => true,
        Some(0) => false,
        Some(d) => g.out[here]
            .iter()
            .filter(|&&(_, j)| g.to_goal[j] == Some(d - 1))
            .all(|&(_, j)| earlier.contains(&j)),
    };
    Expected {
        on_path: on(k),
        least: g.to_goal[here].map_or(Distance::Unreachable, Distance::Exact),
        first_mistake: l.and_then(|_| (1..=k).find(|&i| !on(i))),
        dead_end,
    }
}

/// Figures of one board's sweep, for the report.
#[derive(Default, Debug)]
struct Figures {
    positions: usize,
    bound_tight: usize,
    judged: usize,
}

/// Checks every reachable position of `p`, reached along a shortest path and then again after
/// a detour (one move and its reverse), against the graph.
fn sweep(p: &dyn Puzzle, make: &dyn Fn() -> Box<dyn Puzzle>) -> Figures {
    let g = Graph::explore(p);
    let table = Table::build(p).expect("small boards have a table");
    assert_eq!(table.start_distance(), g.optimum(), "{}", p.start());
    let mut game = Game::of(make());
    let mut figures = Figures {
        positions: g.boards.len(),
        ..Figures::default()
    };
    for i in 0..g.boards.len() {
        let board = &g.boards[i];
        // Every move can be undone by a move: the claim the table's search rests on.
        for &(_, j) in &g.out[i] {
            assert!(
                g.out[j].iter().any(|&(_, back)| back == i),
                "{board}: a move has no reverse"
            );
        }
        let bound = p.lower_bound(board).expect("rows are never lost");
        match g.to_goal[i] {
            Some(d) => {
                assert!(bound <= d, "{board}: bound {bound} > distance {d}");
                figures.bound_tight += usize::from(bound == d);
                assert_eq!(table.distance(board), Some(d), "{board}");
            }
            None => assert_eq!(table.distance(board), None, "{board}"),
        }

        game.restart();
        let path = g.path(i);
        let mut line = vec![0];
        for &square in &path {
            game.play(square).unwrap();
            line.push(g.index[game.board()]);
        }
        check(&g, &game, &line);
        // A detour: any move, then the move that takes it back.
        if let Some(&(square, j)) = g.out[i].first() {
            game.play(square).unwrap();
            let &(back, _) = g.out[j].iter().find(|&&(_, t)| t == i).unwrap();
            game.play(back).unwrap();
            line.extend([j, i]);
            check(&g, &game, &line);
        }
        figures.judged += 1;
    }
    figures
}

fn check(g: &Graph, game: &Game, line: &[usize]) {
    let board = game.board();
    let want = expected(g, line);
    let j = judge(game, None);
    assert!(j.exact);
    assert_eq!(j.moves_made, line.len() as u64 - 1);
    assert_eq!(j.optimum, g.optimum(), "{board}");
    assert_eq!(j.on_optimal_path, Some(want.on_path), "{board} {line:?}");
    assert_eq!(j.least_to_goal, want.least, "{board}");
    assert_eq!(j.first_mistake, want.first_mistake, "{board} {line:?}");
    assert_eq!(j.dead_end, Some(want.dead_end), "{board} {line:?}");
    assert_eq!(j.solved, *board == game.puzzle().goal());

    let here = *line.last().unwrap();
    match (hint(game, None), g.to_goal[here]) {
        (None, d) => assert!(d.is_none() || d == Some(0), "{board}: no hint"),
        (Some(Hint::Move { square }), Some(d)) => {
            assert!(want.on_path, "{board}: a move hint off the optimal path");
            let &(_, next) = g.out[here].iter().find(|&&(s, _)| s == square).unwrap();
            assert_eq!(g.to_goal[next], Some(d - 1), "{board}: hint {square}");
        }
        (
            Some(Hint::Undo {
                mistake_step,
                mistake_square,
                undos,
                quickest,
            }),
            Some(d),
        ) => {
            assert!(!want.on_path, "{board}: an undo hint on the optimal path");
            assert_eq!(Some(mistake_step), want.first_mistake);
            assert_eq!(game.moves()[mistake_step as usize - 1], mistake_square);
            assert_eq!(undos, line.len() as u64 - mistake_step);
            // Undoing that many lands on an optimal path again.
            let back_to = line[(mistake_step - 1) as usize];
            assert_eq!(
                mistake_step - 1 + g.to_goal[back_to].unwrap(),
                g.optimum().unwrap()
            );
            let square = quickest.unwrap();
            let &(_, next) = g.out[here].iter().find(|&&(s, _)| s == square).unwrap();
            assert_eq!(g.to_goal[next], Some(d - 1), "{board}: quickest {square}");
        }
        (h, d) => panic!("{board}: hint {h:?} at distance {d:?}"),
    }
}

#[test]
fn shift_judgement_agrees_with_search_up_to_6_by_6() {
    let mut total = Figures::default();
    for n in 1..=6 {
        for m in 1..=6 {
            let p = Shift::new(n, m).unwrap();
            let f = sweep(&p, &move || Box::new(Shift::new(n, m).unwrap()));
            assert_eq!(
                Table::build(&p).unwrap().start_distance(),
                Some(p.optimal_length()),
                "shift {n} {m}"
            );
            total.positions += f.positions;
            total.bound_tight += f.bound_tight;
            total.judged += f.judged;
        }
    }
    println!("shift n, m <= 6: {total:?}");
}

fn pairs_sweep(sizes: std::ops::RangeInclusive<u64>) {
    for n in sizes {
        let p = Pairs::any(n);
        let f = sweep(&p, &move || Box::new(Pairs::any(n)));
        let l = Table::build(&p).unwrap().start_distance();
        println!("pairs n = {n}: optimum {l:?}, {f:?}");
        match n {
            1 | 2 => assert_eq!(l, None),
            3 => assert!(l.is_some()),
            _ => assert_eq!(l, Some(p.optimal_length())),
        }
    }
}

#[test]
fn pairs_judgement_agrees_with_search_up_to_7() {
    pairs_sweep(1..=7);
}

#[test]
#[ignore = "about a minute in debug; run with --profile bench"]
fn pairs_judgement_agrees_with_search_at_8() {
    pairs_sweep(8..=8);
}
