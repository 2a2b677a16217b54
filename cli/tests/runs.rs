//! The recorded runs (`crate::run`, `show=` on the page) against independent counts: the
//! plain recursion's calls by a recursion written again here, the memoised DAG's positions
//! by the generic breadth-first search's reachable set, the answers by each game's own
//! engine, and every run's steps replayed for consistency.

use movelab::catalog::{self, ALL_ENGINES, GAMES};
use movelab::fact;
use movelab::game::{Impartial, Rules, Timeline};
use movelab::game::{Setting, Settings};
use movelab::message::{typed, Arg, Message};
use movelab::run::stack::ON_STACK;
use movelab::run::{Act, Run, Shape, MAX_STEPS, NO_PARENT};
use movelab::search::{bfs, grundy};
use std::collections::HashMap;
use std::hash::Hash;

/// The refusal of any run past the limit of steps.
fn too_long() -> Message {
    fact!("run-too-long", limit = MAX_STEPS)
}

fn settings(pairs: &[(&str, Setting)]) -> Settings {
    Settings(
        pairs
            .iter()
            .map(|(n, s)| (n.to_string(), s.clone()))
            .collect(),
    )
}

/// The value and the number of calls of Algorithm Games' plain recursion, written again:
/// grundyNumber (mex of every option) or, under misère, the WL-algorithm that returns at
/// its first lost option, a terminal position won.
fn plain<G: Rules>(game: &G, s: &G::State, misere: bool) -> (u64, u64) {
    let mut calls = 1;
    let mut seen = Vec::new();
    let moves = game.legal_moves(s);
    for mv in &moves {
        let (v, c) = plain(game, &game.after(s, mv).unwrap(), misere);
        calls += c;
        seen.push(v);
        if misere && v == 0 {
            return (1, calls);
        }
    }
    let value = if misere {
        u64::from(moves.is_empty())
    } else {
        (0..).find(|g| !seen.contains(g)).unwrap()
    };
    (value, calls)
}

/// The positions the memoised WL-algorithm visits (it returns at its first lost option, so
/// some reachable positions are never asked), written again.
fn wl_visited<G>(game: &G, s: &G::State, known: &mut HashMap<G::State, u64>) -> u64
where
    G: Rules,
    G::State: Eq + Hash,
{
    if let Some(&v) = known.get(s) {
        return v;
    }
    let moves = game.legal_moves(s);
    let mut value = u64::from(moves.is_empty());
    for mv in &moves {
        if wl_visited(game, &game.after(s, mv).unwrap(), known) == 0 {
            value = 1;
            break;
        }
    }
    known.insert(s.clone(), value);
    value
}

/// What every run keeps: each node entered once and left once after, a child entered after
/// its parent and left before it, lookups only of nodes already left, and the counters at
/// the last step equal to what they count.
fn replays(run: &Run) {
    let mut entered = vec![0u32; run.nodes.len()];
    let mut left = vec![0u32; run.nodes.len()];
    for k in 1..=run.length() {
        let e = run.frame_at(k).event.unwrap();
        let step = k as u32;
        match e.act {
            Act::Enter => {
                entered[e.node as usize] += 1;
                assert_eq!(run.nodes[e.node as usize].enter, step);
            }
            Act::Leave => {
                left[e.node as usize] += 1;
                assert_eq!(run.nodes[e.node as usize].leave, step);
            }
            Act::Look => assert!(run.nodes[e.node as usize].leave < step, "{}", run.title),
        }
    }
    // Every node is entered once and left once; only a stack's entry may stay on the stack.
    for (node, (&e, &l)) in run.nodes.iter().zip(entered.iter().zip(&left)) {
        let kept = run.shape == Shape::Stack && node.leave == ON_STACK;
        assert_eq!((e, l), (1, u32::from(!kept)), "{}", run.title);
    }
    for n in &run.nodes {
        assert!(n.enter <= n.leave);
        if n.parent != NO_PARENT {
            let p = &run.nodes[n.parent as usize];
            assert!(p.enter < n.enter && n.leave < p.leave, "{}", run.title);
        }
    }
    let last = run.frame_at(run.length());
    if run.counters[0].name.id == "run-counter-calls" {
        assert_eq!(last.counts[0], run.nodes.len() as u64, "calls");
    }
    if run.shape == Shape::Dag {
        assert_eq!(last.counts[1], run.edges.len() as u64, "lookups");
    }
    assert!(run.length() <= MAX_STEPS);
}

/// Checks the two heap runs of game `id` with `s` against `game` from `start`.
fn check_heap_runs<G>(id: &str, s: &Settings, game: &G, start: G::State, misere: bool)
where
    G: Impartial,
    G::State: Eq + Hash,
{
    let info = catalog::game(id).unwrap();
    let (value, calls) = plain(game, &start, misere);
    // Every reachable position for grundyNumber (the generic BFS's set); the WL-algorithm's
    // own visits under misère.
    let positions = if misere {
        let mut known = HashMap::new();
        wl_visited(game, &start, &mut known);
        known.len() as u64
    } else {
        bfs::distances(game, start.clone(), 1 << 20).unwrap().len() as u64
    };
    assert_eq!(
        Some(value),
        game.grundy(&start)
            .map(|g| g.min(if misere { 1 } else { g }))
    );
    let memo = ALL_ENGINES.record(info, "memo", s).unwrap();
    replays(&memo);
    assert_eq!(memo.nodes.len() as u64, positions, "{id} {start:?}");
    assert_eq!(memo.nodes[0].value, value, "{id} {start:?}");
    assert_eq!(
        memo.totals.iter().map(|t| t.1).collect::<Vec<_>>(),
        [calls, positions]
    );
    match ALL_ENGINES.record(info, "recursion", s) {
        Ok(tree) => {
            replays(&tree);
            assert_eq!(tree.nodes.len() as u64, calls, "{id} {start:?}");
            assert_eq!(tree.nodes[0].value, value);
            assert_eq!(tree.totals, memo.totals);
            assert!(tree.edges.is_empty());
        }
        Err(why) => {
            // Refused exactly when the tree's two steps a call pass the limit.
            assert!(2 * calls > MAX_STEPS, "{id} {start:?}: {why}");
            assert_eq!(why, too_long(), "{why}");
        }
    }
}

#[test]
fn subtraction_runs_count_as_the_recursion_and_the_reachable_set() {
    for set in ["1,3,4", "1,2", "2,5,7"] {
        for misere in [false, true] {
            for heap in [0u64, 1, 5, 10, 17, 30] {
                let s = settings(&[
                    ("set", Setting::Text(set.into())),
                    ("heap", Setting::Text(heap.to_string())),
                    ("misere", Setting::Flag(misere)),
                ]);
                let game = movelab::subtraction::Subtraction::parse(set, misere).unwrap();
                check_heap_runs("subtraction", &s, &game, heap, misere);
            }
        }
    }
}

#[test]
fn nim_and_octal_runs_count_as_the_recursion_and_the_reachable_set() {
    for heaps in ["1,2", "3,1,2", "2,2,2", "4,4"] {
        for misere in [false, true] {
            let s = settings(&[
                ("heaps", Setting::Text(heaps.into())),
                ("misere", Setting::Flag(misere)),
            ]);
            let start: Vec<u64> = heaps.split(',').map(|h| h.parse().unwrap()).collect();
            let game = movelab::nim::Nim { misere };
            check_heap_runs("nim", &s, &game, start, misere);
        }
    }
    for (code, heaps) in [("0.77", "4,3"), ("0.137", "6"), ("4.7", "5,2")] {
        let s = settings(&[
            ("code", Setting::Text(code.into())),
            ("heaps", Setting::Text(heaps.into())),
        ]);
        let start: Vec<u64> = heaps.split(',').map(|h| h.parse().unwrap()).collect();
        let code = movelab::impartial::octal_table::Code::parse(code).unwrap();
        let game = movelab::octal::Octal::new(code, 6).unwrap();
        check_heap_runs("octal", &s, &game, start, false);
    }
}

#[test]
fn the_knights_table_fills_by_x_plus_y_to_the_recursions_values() {
    let info = catalog::game("knights").unwrap();
    for size in [1u64, 3, 8] {
        let s = settings(&[
            ("size", Setting::Whole(size)),
            ("at", Setting::Text("3,2".into())),
        ]);
        let run = ALL_ENGINES.record(info, "table", &s).unwrap();
        replays(&run);
        assert_eq!(run.nodes.len() as u64, size * size);
        let game =
            movelab::knights::Knights::new(size as u32, movelab::knights::Variant::One).unwrap();
        let mut memo = HashMap::new();
        let mut last_sum = 0;
        for n in &run.nodes {
            let (x, y) = n.label.split_once(',').unwrap();
            let sq: (u32, u32) = (x.parse().unwrap(), y.parse().unwrap());
            assert!(sq.0 + sq.1 >= last_sum, "filled in order of x + y");
            last_sum = sq.0 + sq.1;
            assert_eq!(n.value, grundy::by_recursion(&game, &vec![sq], &mut memo));
        }
        if size >= 3 {
            let memo_run = ALL_ENGINES.record(info, "memo", &s).unwrap();
            replays(&memo_run);
            assert_eq!(memo_run.nodes[0].value, u64::from(game.value((3, 2))));
        }
    }
}

#[test]
fn every_catalog_run_records_its_default_or_says_why_and_bad_names_are_refused() {
    for info in GAMES {
        for r in info.runs {
            match ALL_ENGINES.record(info, r.name, &Settings::default()) {
                Ok(run) => replays(&run),
                Err(why) => assert_eq!(why, too_long(), "{} {}: {why}", info.id, r.name),
            }
        }
        let err = ALL_ENGINES
            .record(info, "nope", &Settings::default())
            .unwrap_err();
        // The catalog's refusal of the name, carried as the run's refusal.
        assert_eq!(err.id, "run-refused", "{err}");
        let Some(Arg::Message(why)) = err.arg("why") else {
            panic!("{err}")
        };
        assert!(why.id.starts_with("run-"), "{err}");
        assert_eq!(why.arg("game"), Some(&Arg::Text(info.id.into())), "{err}");
        assert_eq!(why.arg("name"), Some(&typed("nope")), "{err}");
    }
    let err = catalog::game("subtraction")
        .unwrap()
        .run("tree")
        .unwrap_err();
    assert_eq!(
        err,
        movelab::fact!(
            "run-must-be",
            first = "recursion",
            last = "memo",
            game = "subtraction",
            name = typed("tree")
        )
    );
}

#[test]
fn peg_runs_count_as_the_generic_depth_first_search() {
    use movelab::search::dfs;
    let info = catalog::game("peg").unwrap();
    let mut recorded = Vec::new();
    for (board, empty, finish) in [
        ("triangle4", "a2", "b2"),
        ("triangle5", "a1", "a1"),
        ("triangle5", "c3", "any"),
        ("triangle4", "a1", "a1"),
    ] {
        let s = settings(&[
            ("board", Setting::Text(board.into())),
            ("empty", Setting::Text(empty.into())),
            ("finish", Setting::Text(finish.into())),
        ]);
        let game = movelab::peg::Peg::new(board, &[empty], finish).unwrap();
        let class = symmetry_class(&game);
        for (name, capacity) in [("backtrack", 0), ("dead-set", usize::MAX)] {
            let found = dfs::solve(&game, game.start(), &class, capacity);
            match ALL_ENGINES.record(info, name, &s) {
                Ok(run) => {
                    replays_tree(&run);
                    let end = run.frame_at(run.length()).counts;
                    assert_eq!(end[0], found.expanded, "{board} {empty} {name}");
                    assert_eq!(end[1] as usize, found.dead, "{board} {empty} {name}");
                    assert_eq!(run.nodes[0].value, u64::from(found.solution.is_some()));
                    recorded.push((board, empty, name, end));
                }
                Err(why) => assert_eq!(why, too_long(), "{why}"),
            }
        }
    }
    eprintln!("{recorded:?}");
    // The small triangles finish within the limit under both algorithms.
    assert!(recorded.len() >= 6, "{recorded:?}");
}

/// A peg position's symmetry class, written again: the least image, hole by hole, under the
/// board's symmetries that leave the finish where it is (every one for any finish).
fn symmetry_class(game: &movelab::peg::Peg) -> impl Fn(&u64) -> u64 + '_ {
    use movelab::peg::rules::Finish;
    move |&pegs| {
        game.board
            .symmetries
            .iter()
            .filter(|s| match game.finish {
                Finish::Hole(h) => s[h as usize] == h,
                Finish::Any => true,
            })
            .map(|s| {
                (0..64)
                    .filter(|&k| pegs >> k & 1 == 1)
                    .fold(0u64, |image, k| image | 1 << s[k])
            })
            .min()
            .unwrap_or(pegs)
    }
}

/// A search tree's own consistency (its counters count expansions, not calls).
fn replays_tree(run: &Run) {
    for n in &run.nodes {
        if n.parent != NO_PARENT {
            let p = &run.nodes[n.parent as usize];
            assert!(p.enter < n.enter && n.leave < p.leave, "{}", run.title);
        }
    }
    assert_eq!(run.length(), 2 * run.nodes.len() as u64);
}

#[test]
fn the_command_line_prints_the_counts_the_catalog_records() {
    let bin = env!("CARGO_BIN_EXE_movelab");
    let out = std::process::Command::new(bin)
        .args(["run", "nim", "memo", "heaps=3,4,5", "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let game = movelab::nim::Nim { misere: false };
    let positions = bfs::distances(&game, vec![3, 4, 5], 1 << 20).unwrap().len();
    assert_eq!(json["nodes"], positions);
    assert_eq!(
        json["totals"][0]["count"],
        plain(&game, &vec![3, 4, 5], false).1
    );
    let refused = std::process::Command::new(bin)
        .args(["run", "nim", "recursion", "heaps=3,4,5"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("more than 100,000 steps"), "{said}");
}

/// Theorem 4 of *Complete Solutions for a Combinatorial Puzzle in Linear Time* as the README states
/// it: 2 optimal solutions when min(n, m) ≥ 2, the Fibonacci number F(k + 2) when min(n, m) = 1 and
/// max(n, m) = k.
fn shift_solutions(n: u64, m: u64) -> u64 {
    if n.min(m) >= 2 {
        return 2;
    }
    let (mut a, mut b) = (0u64, 1u64); // F(0), F(1)
    for _ in 0..n.max(m) + 2 {
        (a, b) = (b, a + b);
    }
    a
}

#[test]
fn the_checker_rows_backtracking_finds_every_optimal_solution() {
    let shift = catalog::game("shift").unwrap();
    let mut shown = 0;
    for n in 1..=4u64 {
        for m in 1..=4u64 {
            let s = settings(&[("n", Setting::Whole(n)), ("m", Setting::Whole(m))]);
            let Ok(run) = ALL_ENGINES.record(shift, "backtrack", &s) else {
                continue;
            };
            let game = movelab::shift::Shift::new(n, m).unwrap();
            let reached = bfs::distances(&game, game.start(), 1 << 20).unwrap();
            let goal = movelab::row::Puzzle::goal(&game);
            assert_eq!(run.totals[0].1, shift_solutions(n, m), "n = {n}, m = {m}");
            assert_eq!(run.totals[0].1, reached[&goal].paths, "n = {n}, m = {m}");
            assert_eq!(run.nodes[0].value, 1);
            replays_tree(&run);
            shown += 1;
        }
    }
    assert!(shown >= 12, "most small rows fit in a run: {shown}");
    // Pairs: the counts of docs/pairs-counts.md, and the BFS's shortest paths.
    let pairs = catalog::game("pairs").unwrap();
    for (n, want) in [(3u64, 2u64), (4, 1), (5, 1), (6, 1)] {
        let s = settings(&[("n", Setting::Whole(n))]);
        let run = ALL_ENGINES.record(pairs, "backtrack", &s).unwrap();
        let game = movelab::pairs::Pairs::new(n).unwrap();
        let reached = bfs::distances(&game, game.start(), 1 << 22).unwrap();
        let goal = movelab::row::Puzzle::goal(&game);
        assert_eq!(run.totals[0].1, want, "n = {n}");
        assert_eq!(run.totals[0].1, reached[&goal].paths, "n = {n}");
    }
}

#[test]
fn a_row_whose_optimum_is_past_the_limit_is_refused_before_its_row_is_built() {
    // Pairs at n = 10^9 built its row of 2·10^9 + 2 squares first and ran the page out of
    // memory; the optimum alone proves the run too long (a line of `optimum` moves enters
    // that many positions), so it is refused at once, as any run too long is.
    for (id, values) in [
        ("pairs", vec![("n", 1_000_000_000u64)]),
        ("shift", vec![("n", 1_000_000_000), ("m", 1_000_000_000)]),
        ("shift", vec![("n", 1000), ("m", 1000)]),
    ] {
        let info = catalog::game(id).unwrap();
        let s = settings(
            &values
                .iter()
                .map(|&(k, v)| (k, Setting::Whole(v)))
                .collect::<Vec<_>>(),
        );
        let refused = ALL_ENGINES.record(info, "backtrack", &s).unwrap_err();
        assert_eq!(refused, too_long(), "{id} {values:?}: {refused}");
    }
    // The early refusal says what the search would find: with the optimum just past the
    // limit, the full search takes more steps than the limit too.
    let game = movelab::pairs::Pairs::new(5).unwrap();
    let whole = movelab::run::optimal::record(&game, || game.start(), 5, MAX_STEPS).unwrap();
    assert!(whole.events.len() > 4, "{} steps", whole.events.len());
    assert!(movelab::run::optimal::record(&game, || game.start(), 5, 4).is_err());
}

#[test]
fn the_k_in_a_row_table_fills_to_the_sparse_engines_values() {
    let info = catalog::game("kinrow").unwrap();
    for (n, k) in [(30u64, 1u64), (40, 2), (50, 3), (200, 10)] {
        let s = settings(&[("n", Setting::Whole(n)), ("k", Setting::Whole(k))]);
        let run = ALL_ENGINES.record(info, "table", &s).unwrap();
        replays(&run);
        let game = movelab::kinrow::KInRow::new(n, k).unwrap();
        let values: Vec<u64> = run.nodes.iter().map(|c| c.value).collect();
        let engine: Vec<u64> = game.run_values()[..=n as usize]
            .iter()
            .map(|&v| u64::from(v))
            .collect();
        assert_eq!(values, engine, "n = {n}, k = {k}");
        // Each cell read two runs per placement of K squares: r − K + 1 placements.
        let reads: u64 = (0..=n).map(|r| 2 * (r + 1).saturating_sub(k)).sum();
        assert_eq!(run.edges.len() as u64, reads);
    }
}

#[test]
fn candy_collectors_dp_fill_ends_at_the_line_sweeps_optimum() {
    use movelab::candy;
    let info = catalog::game("candy").unwrap();
    for (m, seed, span) in [(1u64, 1u64, 5u64), (30, 1, 20), (60, 7, 10), (200, 3, 50)] {
        let s = settings(&[
            ("m", Setting::Whole(m)),
            ("seed", Setting::Whole(seed)),
            ("span", Setting::Whole(span)),
        ]);
        let run = ALL_ENGINES.record(info, "dp", &s).unwrap();
        replays(&run);
        let game = candy::random_line(m as usize, seed, span).unwrap();
        let best = run.nodes.iter().map(|n| n.value).max().unwrap();
        // The 45° line sweep, an independent method, and the quadratic DP the run follows.
        assert_eq!(best, candy::solve(&game).candies, "m = {m}, seed {seed}");
        assert_eq!(best, candy::quadratic(&game).candies);
        // A box is cut exactly when neither the start nor a box before it reaches it in
        // time; every other box is worth at least its own candies (1 to 8).
        for n in &run.nodes {
            assert_eq!(
                n.mark == movelab::run::Mark::Cut,
                n.value == 0,
                "{}",
                n.label
            );
        }
    }
}

/// The stack run of `row` against the plain simulation: every one's path, as the run
/// draws it (its start, home, steps and waits), lands on the simulated rows at every step;
/// a pop takes the entry pushed last still on the stack; the grid is the simulation.
fn check_stack_run(row: &[u8]) {
    use movelab::automaton::{runs, simulate};
    let run = runs::record(row).unwrap();
    replays(&run);
    let stable = movelab::automaton::Automaton::new(row).stable_step();
    let width = row.len();
    assert_eq!(run.grid.len(), width * (stable as usize + 1), "{row:?}");
    let items: Vec<_> = run.nodes.iter().filter(|n| n.y == 0.0).collect();
    assert_eq!(items.len(), row.iter().filter(|&&b| b == 1).count());
    for m in 0..=stable + 1 {
        let want = simulate(row, m);
        let mut got = vec![0u8; width];
        for item in &items {
            let (home, waits) = (item.options[0], &item.options[1..]);
            let waited: u64 = waits
                .chunks(2)
                .map(|w| (m + 1).saturating_sub(w[0]).min(w[1]))
                .sum();
            let cell = if m >= item.value {
                home
            } else {
                item.x as u64 - (m - waited)
            };
            got[cell as usize] = 1;
        }
        assert_eq!(got, want, "{row:?} m = {m}");
        if m <= stable {
            assert_eq!(&run.grid[m as usize * width..][..width], &want[..]);
        }
    }
    let mut stack: Vec<u32> = Vec::new();
    for k in 1..=run.length() {
        let e = run.frame_at(k).event.unwrap();
        if run.nodes[e.node as usize].y != 1.0 {
            continue;
        }
        match e.act {
            Act::Enter => stack.push(e.node),
            Act::Leave => assert_eq!(stack.pop(), Some(e.node)),
            Act::Look => panic!("the stack method looks nothing up"),
        }
    }
    assert!(stack
        .iter()
        .all(|&n| run.nodes[n as usize].leave == ON_STACK));
    assert_eq!(run.answer.id, "automaton-run-answer");
    assert_eq!(
        run.answer.arg("steps"),
        Some(&Arg::from(stable)),
        "{}",
        run.answer
    );
}

#[test]
fn the_automatons_stack_run_lands_on_the_simulation_for_every_row_up_to_12_cells() {
    for n in 1..=12 {
        for code in 0u32..1 << n {
            let row: Vec<u8> = (0..n).map(|k| (code >> k & 1) as u8).collect();
            check_stack_run(&row);
        }
    }
}

#[test]
fn the_automatons_stack_run_takes_the_pages_row_and_refuses_a_long_one() {
    let info = catalog::game("automaton").unwrap();
    let run = ALL_ENGINES
        .record(info, "stack", &Settings::default())
        .unwrap();
    assert_eq!(
        run.answer,
        fact!("automaton-run-answer", steps = 3u32, row = "1110000")
    );
    let s = settings(&[("random", Setting::Whole(400)), ("seed", Setting::Whole(9))]);
    let run = ALL_ENGINES.record(info, "stack", &s).unwrap();
    check_stack_run(&movelab::automaton::random_row(400, 9));
    // The stack method's pushes and pops stay within a few per one (O(n)), the simulation's
    // cell visits are n·T.
    let ones = run.nodes.iter().filter(|n| n.y == 0.0).count() as u64;
    assert!(run.totals[1].1 <= 4 * ones, "{:?}", run.totals);
    let s = settings(&[("random", Setting::Whole(401))]);
    let err = ALL_ENGINES.record(info, "stack", &s).unwrap_err();
    assert_eq!(
        err,
        fact!("automaton-run-too-wide", most = 400usize, cells = 401usize)
    );
    let s = settings(&[("cells", Setting::Text("0120".into()))]);
    assert_eq!(
        ALL_ENGINES.record(info, "stack", &s).unwrap_err(),
        movelab::run::refused(fact!("automaton-row-cell", cell = 3usize, found = "2"))
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    /// Larger rows: the stack method's row after m steps against the simulation (up to 300
    /// cells) and the closed form (up to 5,000), and the recorded run against both.
    #[test]
    fn the_stack_method_equals_the_simulation_on_larger_rows(
        row in proptest::collection::vec(0u8..2, 13..300),
        big in proptest::collection::vec(0u8..2, 300..5000),
        m in 0u64..700,
    ) {
        use movelab::automaton::{stack, simulate, Automaton};
        proptest::prop_assert_eq!(stack::row_after(&row, m), simulate(&row, m));
        proptest::prop_assert_eq!(stack::row_after(&big, m), Automaton::new(&big).row_at(m));
        let t = stack::steps_home(&big).into_iter().max().unwrap_or(0);
        proptest::prop_assert_eq!(u64::from(t), Automaton::new(&big).stable_step());
        check_stack_run(&row);
    }
}

#[test]
fn candy_collectors_quarter_plane_sweep_gives_every_box_the_dps_total() {
    use movelab::candy;
    let info = catalog::game("candy").unwrap();
    for (m, seed, span) in [
        (1u64, 1u64, 5u64),
        (30, 1, 20),
        (60, 7, 10),
        (200, 3, 50),
        (500, 4, 30),
    ] {
        let s = settings(&[
            ("m", Setting::Whole(m)),
            ("seed", Setting::Whole(seed)),
            ("span", Setting::Whole(span)),
        ]);
        let run = ALL_ENGINES.record(info, "quarter", &s).unwrap();
        replays(&run);
        assert_eq!(run.shape, Shape::Plane);
        // Box by box, the same totals as the O(M²) DP's fill (pairs compared one by one),
        // as multisets of (label, total): the two runs number the boxes differently.
        let dp = ALL_ENGINES.record(info, "dp", &s).unwrap();
        let totals = |r: &Run| {
            let mut v: Vec<(String, u64)> =
                r.nodes.iter().map(|n| (n.label.clone(), n.value)).collect();
            v.sort();
            v
        };
        assert_eq!(totals(&run), totals(&dp), "m = {m}, seed {seed}");
        let game = candy::random_line(m as usize, seed, span).unwrap();
        let best = run.nodes.iter().map(|n| n.value).max().unwrap();
        assert_eq!(best, candy::solve(&game).candies);
        // Each lookup is of a box inside the quarter-plane of the box asking (drawn below
        // and left of it), and the box it names is the best there among those done.
        for e in &run.edges {
            let (from, to) = (&run.nodes[e.from as usize], &run.nodes[e.to as usize]);
            assert!(
                to.x <= from.x && to.y >= from.y,
                "{} reads {}",
                from.label,
                to.label
            );
            let best_done = run
                .nodes
                .iter()
                .filter(|n| n.leave < e.step && n.x <= from.x && n.y >= from.y)
                .map(|n| n.value)
                .max();
            assert_eq!(Some(to.value), best_done, "{}", from.label);
        }
    }
}

#[test]
fn peg_figures_time_algorithm_2_on_problems_whose_solutions_replay() {
    use movelab::game::replay::replay;
    use movelab::peg::figures;
    use movelab::peg::rules::Peg;
    use movelab::search::dfs;
    let info = catalog::game("peg").unwrap();
    let make = ALL_ENGINES.run(info, "dead-set").unwrap().trials.unwrap();
    assert!(ALL_ENGINES.run(info, "backtrack").unwrap().trials.is_none());
    let trials = make();
    assert!(trials.len() > 600, "{}", trials.len());
    let mut lengths = std::collections::BTreeSet::new();
    for t in &trials {
        let s = (t.search)();
        assert!(s.searched >= s.length.unwrap_or(1), "{}", t.label);
        if let Some(l) = s.length {
            lengths.insert(l);
        }
    }
    // Solutions of every length from 1 to 31 (the central game's 31 moves).
    assert_eq!(lengths, (1..=31).collect());
    // The first problem is the one `show=dead-set` records on triangle5 from a1 to any
    // finish: the recorded run's expansions, and its solution replays to a goal.
    let game = Peg::new("triangle5", &["a1"], "any").unwrap();
    let start = movelab::game::Rules::start(&game);
    let found = dfs::solve(&game, start, symmetry_class(&game), usize::MAX);
    let verdict = replay(&game, found.solution.clone().unwrap()).unwrap();
    assert!(verdict.reached_goal && verdict.moves == 13);
    let s = (trials[0].search)();
    assert_eq!(
        (s.searched, s.length),
        (found.expanded, found.solution.map(|l| l.len() as u64))
    );
    let run = ALL_ENGINES
        .record(
            info,
            "dead-set",
            &settings(&[
                ("board", Setting::Text("triangle5".into())),
                ("empty", Setting::Text("a1".into())),
                ("finish", Setting::Text("any".into())),
            ]),
        )
        .unwrap();
    assert_eq!(run.frame_at_end()[0], s.searched);
    let symmetries = movelab::peg::solve::finish_symmetries(&game);
    assert_eq!(figures::algorithm_2(&game, &symmetries, start), s);
}

/// The catalog lists each game's runs from the same array the engines hold: every listed
/// run has its maker among `ALL_ENGINES`, and no engine records a run the catalog omits.
#[test]
fn every_listed_run_has_an_engine_and_every_engine_is_listed() {
    for info in GAMES {
        for r in info.runs {
            let run = ALL_ENGINES.run(info, r.name).unwrap();
            assert_eq!(run.name, r.name);
        }
    }
    for (info, runs) in ALL_ENGINES.runs {
        assert_eq!(runs.len(), info.runs.len(), "{}", info.id);
    }
    for (info, _) in ALL_ENGINES.versus {
        assert_eq!(info.view, catalog::View::Heaps, "{}", info.id);
    }
}
