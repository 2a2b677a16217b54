//! Tic-tac-toe from the empty board: plain minimax (549,946 positions) against alpha-beta in
//! each move order, solving every position once (the computer's table), and recording the
//! tree the page draws (both searches in one walk, 18,730 positions kept).

use criterion::{criterion_group, criterion_main, Criterion};
use movelab::search::minimax;
use movelab::tictactoe::{tree, Board, Order, Solved, TicTacToe};
use std::hint::black_box;

fn searches(c: &mut Criterion) {
    let solved = Solved::new();
    let mut group = c.benchmark_group("tictactoe_empty_board");
    group.sample_size(10);
    group.bench_function("minimax", |b| {
        b.iter(|| black_box(minimax::minimax(&TicTacToe, black_box(&Board::EMPTY))))
    });
    for order in [Order::Natural, Order::Centre, Order::Best] {
        group.bench_function(format!("alphabeta_{}", order.name()), |b| {
            b.iter(|| {
                black_box(minimax::alphabeta(
                    &TicTacToe,
                    black_box(&Board::EMPTY),
                    |s, m| solved.sort(order, s, m),
                ))
            })
        });
    }
    group.bench_function("solve_every_position", |b| {
        b.iter(|| black_box(Solved::new()))
    });
    group.bench_function("record_tree_natural", |b| {
        b.iter(|| black_box(tree(black_box(&Board::EMPTY), Order::Natural, &solved)))
    });
    group.finish();
}

criterion_group!(benches, searches);
criterion_main!(benches);
