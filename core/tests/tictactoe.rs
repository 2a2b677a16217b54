//! Tic-tac-toe's answers against checkers written again here, on a board of its own (an array
//! of characters, lines listed by hand): which boards arise in play, the values, the node
//! counts of plain minimax and of alpha-beta, the best moves and the recorded tree.

use movelab::game::{Rules, ZeroSum};
use movelab::search::minimax::{self, Pruning};
use movelab::tictactoe::{analyse, tree, Board, Order, Solved, TicTacToe, TREE_LIMIT};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

/// The test's own board: nine characters.
type Cells = [u8; 9];

const ROWS: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn wins(c: &Cells, p: u8) -> bool {
    ROWS.iter().any(|r| r.iter().all(|&k| c[k] == p))
}

fn over(c: &Cells) -> bool {
    wins(c, b'x') || wins(c, b'o') || !c.contains(&b'.')
}

fn mover(c: &Cells) -> u8 {
    let xs = c.iter().filter(|&&v| v == b'x').count();
    let os = c.iter().filter(|&&v| v == b'o').count();
    if xs == os {
        b'x'
    } else {
        b'o'
    }
}

fn text(c: &Cells) -> String {
    c.iter().map(|&b| b as char).collect()
}

fn board(c: &Cells) -> Board {
    Board::parse(&text(c)).unwrap()
}

/// Every board reached by play from the empty one, by a walk of the test's own.
fn reachable() -> HashSet<Cells> {
    fn walk(c: &mut Cells, seen: &mut HashSet<Cells>) {
        if !seen.insert(*c) || over(c) {
            return;
        }
        let p = mover(c);
        for k in 0..9 {
            if c[k] == b'.' {
                c[k] = p;
                walk(c, seen);
                c[k] = b'.';
            }
        }
    }
    let mut seen = HashSet::new();
    walk(&mut [b'.'; 9], &mut seen);
    seen
}

/// The game tree's size below `c` (itself included), stopping at won or full boards:
/// the positions plain minimax visits, counted by memoised recursion on the test's board.
fn tree_size(c: &mut Cells, memo: &mut HashMap<Cells, u64>) -> u64 {
    if let Some(&n) = memo.get(c) {
        return n;
    }
    let mut n = 1;
    if !over(c) {
        let p = mover(c);
        for k in 0..9 {
            if c[k] == b'.' {
                c[k] = p;
                n += tree_size(c, memo);
                c[k] = b'.';
            }
        }
    }
    memo.insert(*c, n);
    n
}

/// Brute force: the value from x's side (1, 0, −1), trying every move, memoised.
fn brute(c: &mut Cells, memo: &mut HashMap<Cells, i32>) -> i32 {
    if let Some(&v) = memo.get(c) {
        return v;
    }
    let v = if wins(c, b'x') {
        1
    } else if wins(c, b'o') {
        -1
    } else if !c.contains(&b'.') {
        0
    } else {
        let p = mover(c);
        let mut values = Vec::new();
        for k in 0..9 {
            if c[k] == b'.' {
                c[k] = p;
                values.push(brute(c, memo));
                c[k] = b'.';
            }
        }
        if p == b'x' {
            *values.iter().max().unwrap()
        } else {
            *values.iter().min().unwrap()
        }
    };
    memo.insert(*c, v);
    v
}

/// Alpha-beta written again (min/max form, cut at α ≥ β), trying the squares in `order`;
/// counts the positions it enters in `nodes`.
fn alphabeta_again(
    c: &mut Cells,
    mut a: i32,
    mut b: i32,
    order: &[usize; 9],
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    if wins(c, b'x') {
        return 1;
    }
    if wins(c, b'o') {
        return -1;
    }
    if !c.contains(&b'.') {
        return 0;
    }
    let p = mover(c);
    let mut best = if p == b'x' { -2 } else { 2 };
    for &k in order {
        if c[k] != b'.' {
            continue;
        }
        c[k] = p;
        let v = alphabeta_again(c, a, b, order, nodes);
        c[k] = b'.';
        if p == b'x' {
            best = best.max(v);
            a = a.max(v);
        } else {
            best = best.min(v);
            b = b.min(v);
        }
        if a >= b {
            break;
        }
    }
    best
}

const NATURAL: [usize; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const CENTRE: [usize; 9] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

#[test]
fn the_boards_accepted_are_exactly_those_reached_in_play() {
    let reached = reachable();
    assert_eq!(reached.len(), 5478);
    let mut accepted = 0;
    for code in 0..3usize.pow(9) {
        let mut c = [b'.'; 9];
        let mut rest = code;
        for cell in &mut c {
            *cell = b".xo"[rest % 3];
            rest /= 3;
        }
        match Board::parse(&text(&c)) {
            Ok(b) => {
                accepted += 1;
                assert!(reached.contains(&c), "{} accepted", text(&c));
                assert_eq!(b.text(), text(&c));
            }
            Err(reason) => {
                assert!(!reached.contains(&c), "{} refused: {reason}", text(&c));
                // Only the rules of play refuse a board of nine marks, never its length or
                // a character.
                let why = reason
                    .arg("why")
                    .map(|w| format!("{w:?}"))
                    .unwrap_or_default();
                assert!(
                    why.contains("tictactoe-board-turns")
                        || why.contains("tictactoe-board-two-lines")
                        || why.contains("tictactoe-board-after-line"),
                    "{reason}"
                );
            }
        }
    }
    assert_eq!(accepted, 5478);
}

#[test]
fn minimax_visits_the_whole_game_tree_from_every_position() {
    let mut sizes = HashMap::new();
    // The figure quoted for the full game tree, counted here by the test's own recursion.
    assert_eq!(tree_size(&mut [b'.'; 9], &mut sizes), 549_946);
    assert_eq!(minimax::minimax(&TicTacToe, &Board::EMPTY).nodes, 549_946);
    let by_depth = minimax::nodes_by_depth(&TicTacToe, &Board::EMPTY);
    assert_eq!(by_depth.iter().sum::<u64>(), 549_946);
    // Levels 0..=4 have no finished board: 1, 9, 9·8, 9·8·7, 9·8·7·6 positions.
    assert_eq!(by_depth[..5], [1, 9, 72, 504, 3024]);
    // Every position with at least four marks (the smaller trees: plain minimax over all
    // 5,478 is 2.3 million visits from the first levels alone, too slow in a debug build),
    // and every position of the first two levels besides.
    for c in reachable() {
        let marks = c.iter().filter(|&&v| v != b'.').count();
        if marks >= 4 || marks <= 1 {
            let want = tree_size(&mut c.clone(), &mut sizes);
            assert_eq!(
                minimax::minimax(&TicTacToe, &board(&c)).nodes,
                want,
                "{}",
                text(&c)
            );
        }
    }
}

#[test]
fn values_best_moves_and_alphabeta_agree_with_brute_force_on_every_position() {
    let solved = Solved::new();
    assert_eq!(solved.len(), 5478);
    let mut memo = HashMap::new();
    for mut c in reachable() {
        let b = board(&c);
        let want = brute(&mut c, &mut memo);
        assert_eq!(solved.value(&b), want, "{}", text(&c));
        for (order, squares) in [(Order::Natural, NATURAL), (Order::Centre, CENTRE)] {
            let got = minimax::alphabeta(&TicTacToe, &b, |s, m| solved.sort(order, s, m));
            let mut nodes = 0;
            let again = alphabeta_again(&mut c, -2, 2, &squares, &mut nodes);
            assert_eq!(
                (got.value, got.nodes),
                (want, nodes),
                "{} {order:?}",
                text(&c)
            );
            assert_eq!(again, want);
        }
        let best = minimax::alphabeta(&TicTacToe, &b, |s, m| solved.sort(Order::Best, s, m));
        assert_eq!(best.value, want, "{}", text(&c));
        // The best moves: exactly the moves to a position of the same value.
        let chosen = solved.best_moves(&b);
        assert_eq!(chosen.is_empty(), over(&c));
        let p = mover(&c);
        for k in 0..9 {
            if c[k] != b'.' || over(&c) {
                continue;
            }
            c[k] = p;
            let v = brute(&mut c, &mut memo);
            c[k] = b'.';
            assert_eq!(
                chosen.contains(&(k as u8)),
                v == want,
                "{} square {}",
                text(&c),
                k + 1
            );
        }
    }
}

#[test]
fn the_command_lines_answer_from_the_empty_board() {
    let solved = Solved::new();
    let a = analyse(Board::EMPTY, Order::Natural, &solved);
    assert_eq!(a.value, 0);
    assert_eq!(a.best, (0..9).collect::<Vec<u8>>());
    assert_eq!(a.minimax, 549_946);
    let mut nodes = 0;
    alphabeta_again(&mut [b'.'; 9], -2, 2, &NATURAL, &mut nodes);
    assert_eq!(a.alphabeta, nodes);
    // The order changes alpha-beta's cuts, not its value.
    let by = |order| minimax::alphabeta(&TicTacToe, &Board::EMPTY, |s, m| solved.sort(order, s, m));
    let (centre, best) = (by(Order::Centre), by(Order::Best));
    assert!(best.nodes < centre.nodes && centre.nodes < a.alphabeta);
    assert_eq!((centre.value, best.value), (0, 0));
}

/// The recorded tree against the counts and values it claims.
fn check_tree(b: &Board, order: Order, solved: &Solved) {
    let t = tree(b, order, solved).unwrap();
    assert!(t.nodes.len() <= TREE_LIMIT);
    let mm = minimax::minimax(&TicTacToe, b);
    let ab = minimax::alphabeta(&TicTacToe, b, |s, m| solved.sort(order, s, m));
    assert_eq!((t.minimax_nodes, t.alphabeta_nodes), (mm.nodes, ab.nodes));
    // Recorded positions plus folded ones make both counts.
    let recorded_ab = t
        .nodes
        .iter()
        .filter(|n| n.pruning == Pruning::Visited)
        .count() as u64;
    let folded: (u64, u64) = t
        .nodes
        .iter()
        .fold((0, 0), |acc, n| (acc.0 + n.folded.0, acc.1 + n.folded.1));
    assert_eq!(t.nodes.len() as u64 + folded.0, mm.nodes);
    assert_eq!(recorded_ab + folded.1, ab.nodes);
    assert_eq!(t.complete, folded.0 == 0);
    // Each node: its position replays from the root by the moves on its path, its value is
    // the solved one, a cut node's parent was visited, and nothing below a cut was.
    let mut states = vec![*b];
    for (i, n) in t.nodes.iter().enumerate() {
        let state = match (n.parent, n.mv) {
            (Some(p), Some(mv)) => {
                let p = p as usize;
                assert!(p < i);
                assert_eq!(n.depth, t.nodes[p].depth + 1);
                let parent = &t.nodes[p];
                match n.pruning {
                    Pruning::Visited => assert_eq!(parent.pruning, Pruning::Visited),
                    Pruning::Cut => assert_eq!(parent.pruning, Pruning::Visited),
                    Pruning::BelowCut => assert_ne!(parent.pruning, Pruning::Visited),
                }
                TicTacToe.after(&states[p], &mv).unwrap()
            }
            _ => {
                assert_eq!(i, 0);
                *b
            }
        };
        if i > 0 {
            states.push(state);
        }
        assert_eq!(n.value, solved.value(&state));
        assert_eq!(n.max_to_move, TicTacToe.max_to_move(&state));
        assert!(n.depth <= t.depth_shown);
        if n.depth < t.depth_shown {
            assert_eq!(n.folded, (0, 0));
        }
    }
}

#[test]
fn recorded_trees_match_both_searches() {
    let solved = Solved::new();
    check_tree(&Board::EMPTY, Order::Natural, &solved);
    for order in [Order::Natural, Order::Centre, Order::Best] {
        check_tree(&Board::parse("x...o....").unwrap(), order, &solved);
        check_tree(&Board::parse("xo..x....").unwrap(), order, &solved);
    }
    let t = tree(&Board::EMPTY, Order::Natural, &solved).unwrap();
    // Five moves deep fits the limit (1 + 9 + 72 + 504 + 3,024 + 15,120), six do not.
    assert_eq!(
        (t.depth_shown, t.nodes.len(), t.complete),
        (5, 18_730, false)
    );
}

/// A board reached by playing the squares `picks` chooses among the empty ones.
fn played(picks: &[u8]) -> Board {
    let mut b = Board::EMPTY;
    for &p in picks {
        let moves = TicTacToe.legal_moves(&b);
        if moves.is_empty() {
            break;
        }
        b = TicTacToe
            .after(&b, &moves[usize::from(p) % moves.len()])
            .unwrap();
    }
    b
}

proptest! {
    // Each case searches a whole subtree several times: 64 keep the debug build fast.
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn random_boards(picks in proptest::collection::vec(0u8..9, 2..9), order in 0usize..3) {
        let solved = Solved::new();
        let b = played(&picks);
        prop_assert_eq!(Board::parse(&b.text()), Ok(b));
        let order = [Order::Natural, Order::Centre, Order::Best][order];
        let mm = minimax::minimax(&TicTacToe, &b);
        let ab = minimax::alphabeta(&TicTacToe, &b, |s, m| solved.sort(order, s, m));
        prop_assert_eq!(mm.value, ab.value);
        prop_assert!(ab.nodes <= mm.nodes);
        let mut c = [b'.'; 9];
        for (k, ch) in b.text().bytes().enumerate() {
            c[k] = ch;
        }
        prop_assert_eq!(mm.nodes, tree_size(&mut c, &mut HashMap::new()));
        prop_assert_eq!(mm.value, brute(&mut c, &mut HashMap::new()));
        for mv in solved.best_moves(&b) {
            let next = TicTacToe.after(&b, &mv).unwrap();
            prop_assert_eq!(minimax::minimax(&TicTacToe, &next).value, mm.value);
        }
        check_tree(&b, order, &solved);
    }
}
