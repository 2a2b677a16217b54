//! Grundy values straight from the rules: the mex of the values of every position one move
//! away (Sprague–Grundy), memoised. Exponential in general, it is the plain reference that
//! every game's fast engine (periodic tables, octal codes, sparse space) is tested against.

use crate::game::{Outcome, Rules};
use std::collections::HashMap;
use std::hash::Hash;

/// The minimum excludant: the least natural number not among `values`.
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        let Ok(v) = usize::try_from(v) else { continue };
        if v >= seen.len() {
            if v > 1 << 20 {
                continue; // a value this large cannot be the mex of fewer values
            }
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64
}

/// The Grundy value of `state` under normal play (no move: value 0), by recursion over the
/// rules with `memo` shared between calls.
pub fn by_recursion<G>(game: &G, state: &G::State, memo: &mut HashMap<G::State, u64>) -> u64
where
    G: Rules + ?Sized,
    G::State: Eq + Hash,
{
    if let Some(&g) = memo.get(state) {
        return g;
    }
    let mut options = Vec::new();
    for mv in game.legal_moves(state) {
        if let Ok(next) = game.after(state, &mv) {
            options.push(by_recursion(game, &next, memo));
        }
    }
    let g = mex(options);
    memo.insert(state.clone(), g);
    g
}

/// Who wins `state` under misère play (the player who cannot move wins), by recursion.
pub fn misere_by_recursion<G>(
    game: &G,
    state: &G::State,
    memo: &mut HashMap<G::State, Outcome>,
) -> Outcome
where
    G: Rules + ?Sized,
    G::State: Eq + Hash,
{
    if let Some(&o) = memo.get(state) {
        return o;
    }
    let moves = game.legal_moves(state);
    // No move left: the player to move has won. Else they win by moving to a lost position.
    let wins = moves.is_empty()
        || moves.iter().any(|mv| {
            game.after(state, mv)
                .map(|next| misere_by_recursion(game, &next, memo) == Outcome::Second)
                .unwrap_or(false)
        });
    let outcome = if wins {
        Outcome::First
    } else {
        Outcome::Second
    };
    memo.insert(state.clone(), outcome);
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::toy::Take;

    #[test]
    fn mex_is_the_least_missing_value() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([2, 0, 1, 1]), 3);
        assert_eq!(mex([u64::MAX, 0]), 1);
    }

    #[test]
    fn subtraction_1_3_4_matches_algorithm_games() {
        // Algorithm Games' table for S = {1, 3, 4}: 0 1 0 1 2 3 2, then period 7.
        let game = Take {
            heap: 0,
            take: vec![1, 3, 4],
        };
        let mut memo = HashMap::new();
        let values: Vec<u64> = (0..14)
            .map(|h| by_recursion(&game, &h, &mut memo))
            .collect();
        assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
    }

    #[test]
    fn misere_take_one_loses_on_odd_heaps() {
        // Misère, take exactly 1: whoever takes the last counter loses.
        let game = Take {
            heap: 0,
            take: vec![1],
        };
        let mut memo = HashMap::new();
        for h in 0..10 {
            let want = if h % 2 == 1 {
                Outcome::Second
            } else {
                Outcome::First
            };
            assert_eq!(misere_by_recursion(&game, &h, &mut memo), want, "heap {h}");
        }
    }
}
