//! Candy Collector: every method against a brute force written here (its own shortest
//! paths and an exact search over (set of boxes taken, last box)) for M ≤ 10 (12 in the
//! ignored sweep), the fast methods against the O(M²) DP for larger M, and every route
//! replayed by an independent checker (each leg feasible in time).

use movelab::candy::{by_vertex, line_sweep, quadratic, Game, Route};
use proptest::prelude::*;

/// An instance as the tests see it: raw travel times (or positions) and boxes, vertices
/// from 0.
#[derive(Clone, Debug)]
struct Raw {
    travel: Vec<Vec<u64>>,
    line: Option<Vec<i64>>,
    boxes: Vec<(u64, usize, u64)>,
}

impl Raw {
    fn json(&self) -> String {
        let boxes: Vec<[u64; 3]> = self
            .boxes
            .iter()
            .map(|&(t, v, c)| [t, v as u64 + 1, c])
            .collect();
        match &self.line {
            Some(x) => serde_json::json!({"x": x, "boxes": boxes}).to_string(),
            None => serde_json::json!({"travel": self.travel, "boxes": boxes}).to_string(),
        }
    }

    /// Shortest times, computed here by repeated relaxation (Bellman–Ford style).
    fn shortest(&self) -> Vec<Vec<u64>> {
        let n = self.travel.len();
        let mut d = self.travel.clone();
        if let Some(x) = &self.line {
            d = (0..n)
                .map(|a| (0..n).map(|b| x[a].abs_diff(x[b])).collect())
                .collect();
        }
        for (a, row) in d.iter_mut().enumerate() {
            row[a] = 0;
        }
        loop {
            let mut changed = false;
            for a in 0..n {
                for b in 0..n {
                    for c in 0..n {
                        if d[a][c] + d[c][b] < d[a][b] {
                            d[a][b] = d[a][c] + d[c][b];
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return d;
            }
        }
    }
}

/// The most candies by exact search over (boxes taken, last box).
fn brute(raw: &Raw) -> u64 {
    let d = raw.shortest();
    let m = raw.boxes.len();
    let mut best = vec![vec![None::<u64>; m]; 1 << m];
    let mut answer = 0;
    for j in 0..m {
        let (t, v, c) = raw.boxes[j];
        if d[0][v] <= t {
            best[1 << j][j] = Some(c);
        }
    }
    for mask in 1usize..1 << m {
        for last in 0..m {
            let Some(total) = best[mask][last] else {
                continue;
            };
            answer = answer.max(total);
            let (t, v, _) = raw.boxes[last];
            for next in 0..m {
                let (tn, vn, cn) = raw.boxes[next];
                if mask >> next & 1 == 0 && t + d[v][vn] <= tn {
                    let slot = &mut best[mask | 1 << next][next];
                    *slot = (*slot).max(Some(total + cn));
                }
            }
        }
    }
    answer
}

/// Replays a route: distinct boxes, each leg feasible, the total as claimed.
fn replay(raw: &Raw, route: &Route) -> Result<(), String> {
    let d = raw.shortest();
    let (mut at, mut now, mut total) = (0usize, 0u64, 0u64);
    for (k, &b) in route.boxes.iter().enumerate() {
        if route.boxes[..k].contains(&b) {
            return Err(format!("box {b} twice"));
        }
        let (t, v, c) = *raw.boxes.get(b).ok_or("no such box")?;
        if now + d[at][v] > t {
            return Err(format!("box {b} at time {t} cannot be reached"));
        }
        (at, now, total) = (v, t, total + c);
    }
    if total != route.candies {
        return Err(format!("route gives {total}, claims {}", route.candies));
    }
    Ok(())
}

fn check(raw: &Raw, exact: Option<u64>) {
    let game = Game::parse(&raw.json()).unwrap();
    let q = quadratic(&game);
    let mut routes = vec![q.clone(), by_vertex(&game)];
    if raw.line.is_some() {
        routes.push(line_sweep(&game));
    }
    for r in &routes {
        replay(raw, r).unwrap_or_else(|e| panic!("{e} in {raw:?}"));
        assert_eq!(r.candies, exact.unwrap_or(q.candies), "{raw:?}");
    }
}

fn matrix_game(m: std::ops::Range<usize>) -> impl Strategy<Value = Raw> {
    (1usize..6).prop_flat_map(move |n| {
        (
            prop::collection::vec(prop::collection::vec(0u64..6, n), n),
            prop::collection::vec((0u64..12, 0..n, 0u64..5), m.clone()),
        )
            .prop_map(|(travel, boxes)| Raw {
                travel,
                line: None,
                boxes,
            })
    })
}

fn line_game(m: std::ops::Range<usize>, span: i64, times: u64) -> impl Strategy<Value = Raw> {
    (1usize..8).prop_flat_map(move |n| {
        (
            prop::collection::vec(-span..=span, n),
            prop::collection::vec((0u64..times, 0..n, 0u64..9), m.clone()),
        )
            .prop_map(|(x, boxes)| Raw {
                travel: vec![vec![0; x.len()]; x.len()],
                line: Some(x),
                boxes,
            })
    })
}

#[test]
fn passing_through_beats_the_direct_time() {
    // Direct 1→3 takes 10, through 2 it takes 2: the box at vertex 3, time 2, is reachable.
    let raw = Raw {
        travel: vec![vec![0, 1, 10], vec![1, 0, 1], vec![10, 1, 0]],
        line: None,
        boxes: vec![(2, 2, 5), (1, 0, 1)],
    };
    assert_eq!(brute(&raw), 5);
    check(&raw, Some(5));
    let game = Game::parse(&raw.json()).unwrap();
    assert_eq!(game.dist(0, 2), 2);
    assert_eq!(quadratic(&game).boxes, vec![0]);
}

#[test]
fn refuses_bad_files() {
    for (text, reason) in [
        (r#"{"travel":[[0,1],[1]],"boxes":[]}"#, "row 2 has 1"),
        (
            r#"{"travel":[[0]],"boxes":[[1,2,3]]}"#,
            "vertex 2 is outside 1 to 1",
        ),
        (r#"{"x":[0],"travel":[[0]],"boxes":[]}"#, "exactly one"),
        (r#"{"x":[],"boxes":[]}"#, "1 to"),
        (r#"{"x":[0],"boxes":[[1,1,-3]]}"#, "bad candy file"),
        (r#"{"x":[0],"boxes":[[10000000000000,1,1]]}"#, "limit"),
    ] {
        let e = Game::parse(text).unwrap_err();
        assert!(e.contains(reason), "{e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn matrix_methods_equal_brute_force(raw in matrix_game(0..9)) {
        check(&raw, Some(brute(&raw)));
    }

    #[test]
    fn line_methods_equal_brute_force(raw in line_game(0..9, 5, 12)) {
        check(&raw, Some(brute(&raw)));
    }
}

/// The page's judge of a planned route (`Game::judge`) against the replay above: the same
/// verdict on any list of boxes, and the candies of the feasible start; no plan beats the
/// optimum, and the optimal route is judged feasible with its candies.
fn judge_agrees(raw: &Raw, plan: &[usize]) {
    let game = Game::parse(&raw.json()).unwrap();
    let (candies, problem) = game.judge(plan);
    // The longest start of the plan that the replay accepts (a start of a legal plan is legal).
    let legal = |n: usize| {
        let boxes = plan[..n].to_vec();
        let candies = boxes.iter().map(|&b| raw.boxes[b].2).sum();
        replay(raw, &Route { candies, boxes }).is_ok()
    };
    let valid = (0..=plan.len()).rev().find(|&n| legal(n)).unwrap();
    assert_eq!(
        problem.is_none(),
        valid == plan.len(),
        "{plan:?} in {raw:?}: {problem:?}"
    );
    let expected: u64 = plan[..valid].iter().map(|&b| raw.boxes[b].2).sum();
    assert_eq!(candies, expected, "{plan:?} in {raw:?}");
    assert!(candies <= brute(raw));
    let best = quadratic(&game);
    assert_eq!(game.judge(&best.boxes), (best.candies, None));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_planned_route_is_judged_as_the_replay_judges_it(
        raw in matrix_game(1..8),
        picks in prop::collection::vec(0usize..10, 0..6),
    ) {
        let plan: Vec<usize> = picks.into_iter().map(|p| p % raw.boxes.len()).collect();
        judge_agrees(&raw, &plan);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn fast_methods_equal_the_quadratic_dp(raw in line_game(500..1500, 1000, 20_000)) {
        check(&raw, None);
    }
}

#[test]
#[ignore]
fn sweep_up_to_12_boxes_and_10000() {
    let mut runner = proptest::test_runner::TestRunner::default();
    for m in [10..13, 0..13] {
        runner
            .run(&matrix_game(m.clone()), |raw| {
                check(&raw, Some(brute(&raw)));
                Ok(())
            })
            .unwrap();
        runner
            .run(&line_game(m, 6, 15), |raw| {
                check(&raw, Some(brute(&raw)));
                Ok(())
            })
            .unwrap();
    }
    let mut big =
        proptest::test_runner::TestRunner::new(proptest::test_runner::Config::with_cases(4));
    big.run(&line_game(9_000..10_001, 100_000, 200_000), |raw| {
        check(&raw, None);
        Ok(())
    })
    .unwrap();
}
