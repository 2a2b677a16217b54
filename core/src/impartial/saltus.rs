//! Arithmetic periodicity G(n + p) = G(n) + s of hexadecimal games for any saltus s, early
//! values of any size: exclusion decided exactly by a carry automaton over the binary digits,
//! coverage by witnesses that move with the period ([`test`], theorem and proof there).

use super::arithmetic::{not_continued, too_many_kinds};
use super::octal_table::Code;
use super::Period;
use crate::fact;
use crate::message::Message;
use std::collections::HashMap;

/// The most kinds of part (heaps 1..n0 and the p offsets) the test enumerates (cubic).
pub const MAX_KINDS: usize = 64;
/// The largest saltus tried: an automaton state holds four carries below s + 2.
pub const MAX_SALTUS: u64 = 64;
/// The most automaton states the test visits in all before it gives up (time, not truth).
pub const MAX_STATES: usize = 2_000_000;

/// The general arithmetic-periodicity test (proved here; not Howse and Nowakowski's theorem,
/// whose statement could not be read in this project's sources). Let `values` = G(0..len) of
/// `code` (k its last digit's position), and f the arithmetic-periodic continuation of the
/// table: f(x) = G(x) for x < n0 + p, f(n0 + c·p + t) = c·s + r_t with r_t = G(n0 + t)
/// (any size: r_t >= s is allowed), for c >= 0, 0 <= t < p. Hypotheses, each checked:
///
/// * **(T) table**: n0 >= 1, len > k + 3·n0, and G(x) = f(x) for every x < len.
/// * **(E) exclusion**: for every heap N >= len and every move from N that leaves at least
///   one part >= n0 (a *big* part), the xor of f over the parts differs from f(N). This is a
///   statement about all N, checked exactly, not on a window: fix the move's *shape* (the
///   take j, the parts below n0, and each big part's offset t_i, so a big part is n0 +
///   c_i·p + t_i). Then N's offset t is fixed, N = n0 + c·p + t, and Σ c_i = c + e with e
///   fixed by the shape; with c = C + c' (C so that n0 + C·p + t <= len for every t), the
///   question is whether nonnegative integers c_1.., c' satisfy Σ c_i = c' + C + e and
///   (s·c_1 + r_1) ^ … ^ L = s·c' + (s·C + r_t), L the xor of the small parts' values.
///   Read least significant bit first, each side is a finite-state transducer: multiplying
///   by s and adding a constant keeps a carry below s + 2, the linear sum a signed carry in
///   [−2, 3], and the xor compares one bit of each side. A solution exists iff the product
///   automaton reaches, from all carries zero at bit 0, a state past the constants' bits with
///   all carries zero (then every higher bit is 0 on both sides; conversely a solution's
///   carries vanish past its highest bit). So (E) is decided by a breadth-first search over
///   finitely many states, per shape ([`solvable`]).
/// * **(C) coverage**. A *translatable* option of N is a move leaving a *lead* part x >= n0
///   and *fixed* parts (none, one, or two) whose values xor to L < 2^z, z the number of
///   trailing zero bits of s; its value is G(x) ^ L. (Then (f(x) + s) ^ L = (f(x) ^ L) + s:
///   adding s changes no bit below z, and L has none above.) A *growing* option is
///   (y, a, a) (digit bit 8; value G(y)) or (a, a) (bit 4; value 0), y, a >= 1. Let V1 = 1 +
///   the largest G(x), x < n0. Checked: (C1) for len − p <= N < len, every v with V1 <= v <
///   G(N) is the value of a translatable option of N (one heap N − j; (x, a, a); (x, y) with
///   G(y) < 2^z; (x, y1, y2) with y1, y2 <= 48); (C2) for each parity π, every v < V1 + s is
///   the value of a growing option of the largest heap of parity π in the table.
///
/// Then G(n + p) = G(n) + s for every n >= n0.
///
/// Proof. (i) For every N >= len − p, every v with V1 <= v < f(N) is the value of a
/// translatable option of N, computing with f: by induction on N. For N < len it is (C1).
/// Let N >= len. If v < V1 + s: a growing option of (C2) at N'' < len, N'' ≡ N (mod 2),
/// stays an option of N with a grown by (N − N'')/2, of the same value v; as v >= V1 it is
/// (y, a, a) with G(y) = v, so y >= n0: it is translatable (lead y, fixed pair a, a). If v >=
/// V1 + s: V1 <= v − s < f(N) − s = f(N − p), so v − s is the value of a translatable option
/// of N − p; its lead plus p is a translatable option of N of value (f(x) + s) ^ L = v, as
/// f(x + p) = f(x) + s for x >= n0. (ii) For N >= len every v < V1 + s, v < f(N), is the value
/// of a growing option of N, as in (i).
///
/// (iii) G(N) = f(N) for every N, by induction: below len it is (T). For N >= len with G = f
/// below N, an option of N has only parts < N, so its value is the xor of f over them. A move
/// with no big part leaves parts < n0 adding up to N − j >= len − k > 3·(n0 − 1), which three
/// such parts cannot: every option has a big part, so by (E) none has the value f(N); by (i)
/// and (ii) every smaller value is an option's. So G(N) = mex = f(N). ∎
///
/// The test is exact for (E) and (T) (a solution of (E) is a heap whose option would have
/// the value f(N): the continuation is false), and sufficient for (C): a game
/// arithmetic-periodic with this continuation can fail only (C) or the limits on kinds,
/// saltus and states.
pub fn test(values: &[u32], code: &Code, n0: usize, p: usize, s: u64) -> Result<Period, Message> {
    let len = values.len();
    let k = code.last();
    if n0 == 0 || p == 0 || s == 0 {
        return Err(fact!("arith-needs-positive"));
    }
    if s > MAX_SALTUS {
        return Err(fact!(
            "arith-saltus-too-large",
            saltus = s,
            most = MAX_SALTUS
        ));
    }
    // len > k + 3·n0 (moves leaving only parts below n0 have ended), a period of heaps
    // N >= n0 + k for (C1), two periods for (E)'s cycles.
    let needed = (k + 3 * n0 + 1).max(n0 + k + p).max(n0 + 2 * p);
    if len < needed {
        return Err(fact!(
            "arith-general-short",
            end = len - 1,
            needed = needed - 1
        ));
    }
    let kinds = n0 - 1 + p;
    if kinds > MAX_KINDS {
        return Err(too_many_kinds(kinds, MAX_KINDS));
    }
    // (T): the table is the arithmetic continuation of its first n0 + p values.
    if let Some(n) = (n0 + p..len).find(|&n| u64::from(values[n]) != u64::from(values[n - p]) + s) {
        return Err(not_continued(n, p, s));
    }
    // Exclusion first: when it fails it names a heap where the continuation is false.
    exclusion(values, code, n0, p, s)?;
    coverage(values, code, n0, p, s)?;
    Ok(Period {
        preperiod: n0,
        period: p,
        saltus: s,
        window_end: len - p,
    })
}

/// The digits whose bit `bit` is set, as takes j (bit 2 needs j >= 1: taking nothing and
/// leaving the heap is no move).
fn takes(code: &Code, bit: u8) -> Vec<usize> {
    code.digits()
        .iter()
        .enumerate()
        .filter(|&(j, &d)| d & bit != 0 && (bit != 2 || j > 0))
        .map(|(j, _)| j)
        .collect()
}

/// How large the fixed parts (y1, y2) of a three-heap witness of (C1) may be: any bound is
/// sound (fewer witnesses), this one keeps the check linear in the heap.
const FIXED_PAIR: usize = 48;

/// Hypothesis (C) of [`test`]: (C1) on the table's last period, (C2) for both parities.
fn coverage(values: &[u32], code: &Code, n0: usize, p: usize, s: u64) -> Result<(), Message> {
    let len = values.len();
    let (one, two, three) = (takes(code, 2), takes(code, 4), takes(code, 8));
    let v1 = values[..n0].iter().max().map_or(0, |&m| m as usize + 1);
    // Fixed parts may xor to L < 2^z only: then (f(x) + s) ^ L = (f(x) ^ L) + s.
    let fixed_below = 1u32 << s.trailing_zeros();
    // (C1): every value in [V1, G(N)) is a translatable option's, for len − p <= N < len.
    for n in len - p..len {
        let want = values[n] as usize;
        let mut seen = vec![false; want];
        let mut mark = |v: u32| {
            if let Some(slot) = seen.get_mut(v as usize) {
                *slot = true;
            }
        };
        for &j in &one {
            mark(values[n - j]);
        }
        for &j in &two {
            // (x, y): the lead x >= n0, the fixed y with G(y) < 2^z.
            for y in 1..=(n - j).saturating_sub(n0) {
                if values[y] < fixed_below {
                    mark(values[n - j - y] ^ values[y]);
                }
            }
        }
        for &j in &three {
            // (x, a, a), the lead x >= n0: x = n − j − 2a.
            let mut a = 1;
            while n >= j + 2 * a + n0 {
                mark(values[n - j - 2 * a]);
                a += 1;
            }
            // (x, y1, y2) with small fixed parts whose values xor below 2^z.
            for y1 in 1..=FIXED_PAIR {
                for y2 in y1..=FIXED_PAIR {
                    if n < j + y1 + y2 + n0 {
                        break;
                    }
                    let fixed = values[y1] ^ values[y2];
                    if fixed < fixed_below {
                        mark(values[n - j - y1 - y2] ^ fixed);
                    }
                }
            }
        }
        if let Some(v) = (v1..want).find(|&v| !seen[v]) {
            return Err(fact!(
                "arith-coverage-lead",
                heap = n,
                value = v,
                g = want,
                least = v1,
                start = n0,
                below = fixed_below
            ));
        }
    }
    // (C2): the small values, by options (y, a, a) or (a, a) that stay options as the heap
    // grows by 2, at the largest heap of each parity in the table.
    for top in [len - 1, len - 2] {
        let mut seen = vec![false; v1 + s as usize];
        for &j in &two {
            if j + 2 <= top && (top - j) % 2 == 0 {
                seen[0] = true;
            }
        }
        for &j in &three {
            if j + 3 > top {
                continue;
            }
            let mut y = top - j - 2;
            loop {
                if let Some(slot) = seen.get_mut(values[y] as usize) {
                    *slot = true;
                }
                if y < 3 {
                    break;
                }
                y -= 2;
            }
        }
        if let Some(v) = seen.iter().position(|&hit| !hit) {
            return Err(fact!(
                "arith-coverage-growing",
                value = v,
                below = v1 as u64 + s,
                heap = top
            ));
        }
    }
    Ok(())
}

/// Hypothesis (E) of [`test`]: every shape with a big part, by [`solvable`].
fn exclusion(values: &[u32], code: &Code, n0: usize, p: usize, s: u64) -> Result<(), Message> {
    let len = values.len();
    // A kind of part: its least size, its value (r_t for a big one) and whether it is big.
    let mut kinds: Vec<(usize, u64, bool)> =
        (1..n0).map(|x| (x, u64::from(values[x]), false)).collect();
    kinds.extend((0..p).map(|t| (n0 + t, u64::from(values[n0 + t]), true)));
    // Every heap N >= len has N = n0 + c·p + t with c >= C.
    let c_low = (len - n0) / p - 1;
    let mut memo: HashMap<(Vec<u64>, u64, i64, u64), Found> = HashMap::new();
    let mut budget = MAX_STATES;
    let nk = kinds.len();
    let mut parts_list: Vec<Vec<usize>> = Vec::new();
    for (j, &digit) in code.digits().iter().enumerate() {
        parts_list.clear();
        if digit & 2 != 0 && j > 0 {
            parts_list.extend((0..nk).map(|a| vec![a]));
        }
        if digit & 4 != 0 {
            for a in 0..nk {
                parts_list.extend((a..nk).map(|b| vec![a, b]));
            }
        }
        if digit & 8 != 0 {
            for a in 0..nk {
                for b in a..nk {
                    parts_list.extend((b..nk).map(|c| vec![a, b, c]));
                }
            }
        }
        for parts in &parts_list {
            // The big parts as (value r_t, least size), and the small parts' sizes and xor.
            let mut big: Vec<(u64, usize)> = Vec::new();
            let (mut small, mut low) = (Vec::new(), 0u64);
            for &i in parts {
                let (size, value, is_big) = kinds[i];
                if is_big {
                    big.push((value, size));
                } else {
                    small.push(size);
                    low ^= value;
                }
            }
            if big.is_empty() {
                continue;
            }
            big.sort_unstable();
            // N − j = small parts + Σ (n0 + c_i·p + t_i): N's offset t and the shift e.
            let least = j + small.iter().sum::<usize>() + big.iter().map(|b| b.1).sum::<usize>();
            let t = (least - n0) % p;
            let e = -(((least - n0 - t) / p) as i64);
            let target = s * c_low as u64 + u64::from(values[n0 + t]);
            let total = c_low as i64 + e;
            let rs: Vec<u64> = big.iter().map(|b| b.0).collect();
            // xor <= sum: if the parts' values add up to less than f(N), no solution.
            let most = (s as i64) * total + rs.iter().sum::<u64>() as i64 + low as i64;
            if most < target as i64 {
                continue;
            }
            let key = (rs.clone(), low, total, target);
            let found = match memo.get(&key) {
                Some(found) => found.clone(),
                None => {
                    let found = solvable(s, &rs, low, total, target, &mut budget)?;
                    memo.insert(key, found.clone());
                    found
                }
            };
            let Some(solution) = found else {
                continue;
            };
            // A heap whose option has the value f(N): the continuation is not the game's
            // (were G = f below N, G(N) would not be f(N)).
            // The heap, its parts and its value in numbers, unless one passes 2^64.
            let named = |(cycles, own): (Vec<u64>, u64)| -> Option<Message> {
                let cycle = (c_low as u64).checked_add(own)?;
                let heap = past_period(n0 + t, cycle, p)?;
                let mut sizes: Vec<u64> = small.iter().map(|&x| x as u64).collect();
                for (&(_, least), &c) in big.iter().zip(&cycles) {
                    sizes.push(past_period(least, c, p)?);
                }
                sizes.sort_unstable_by(|a, b| b.cmp(a));
                let value = s
                    .checked_mul(cycle)?
                    .checked_add(u64::from(values[n0 + t]))?;
                Some(fact!(
                    "arith-exclusion",
                    heap = heap,
                    take = j,
                    left = parts_left(&sizes),
                    value = value
                ))
            };
            let far = || fact!("arith-exclusion-far", offset = t, take = j);
            return Err(solution.and_then(named).unwrap_or_else(far));
        }
    }
    Ok(())
}

/// The size `least + cycles·p`, unless it passes 2^64 (a solution may name 63-bit counts).
fn past_period(least: usize, cycles: u64, p: usize) -> Option<u64> {
    cycles.checked_mul(p as u64)?.checked_add(least as u64)
}

/// The parts a move leaves (one to three sizes, largest first) as a fact: each language
/// joins them with its own "and".
fn parts_left(sizes: &[u64]) -> Message {
    match *sizes {
        [a] => fact!("arith-left-one", a = a),
        [a, b] => fact!("arith-left-two", a = a, b = b),
        [a, b, c, ..] => fact!("arith-left-three", a = a, b = b, c = c),
        [] => unreachable!("a shape with a big part leaves a part"),
    }
}

/// A solution of [`solvable`]: the cycles c_1, …, c_b of the big parts and c'.
type Solution = (Vec<u64>, u64);
/// What [`solvable`] answers: no solution, or one (`None` inside: past 2^64).
type Found = Option<Option<Solution>>;
/// A state of the automaton: the bit position (capped at the constants' length), the
/// carries of the b parts' s·c_i + r_i (slots 0..b) and of s·c' + target (slot 3), and the
/// signed carry of Σ c_i − c' − total.
type State = (u32, [u64; 4], i64);

/// A state in one word, for the search's tables: 7 bits for the position and for each carry
/// (carries stay below s + 2 <= 66, positions at most 64), 3 for the sum's carry plus 2.
fn pack((pos, carry, sigma): State) -> u64 {
    let carries = carry.iter().fold(0u64, |w, &c| w << 7 | c);
    (u64::from(pos) << 31) | (carries << 3) | (sigma + 2) as u64
}

fn unpack(word: u64) -> State {
    let mut carry = [0u64; 4];
    for (i, c) in carry.iter_mut().enumerate() {
        *c = word >> (3 + 7 * (3 - i)) & 0x7f;
    }
    ((word >> 31) as u32, carry, (word & 7) as i64 - 2)
}

/// Whether nonnegative c_1, …, c_b, c' exist with Σ c_i = c' + `total` and
/// (s·c_1 + r_1) ^ … ^ (s·c_b + r_b) ^ `low` = s·c' + `target` (`big` = r_1..r_b, b <= 3):
/// the carry automaton of [`test`]'s hypothesis (E), searched breadth-first, with the least
/// solution read back from the path (`None` for a solution past 2^64). `Err` when the
/// states visited pass `budget`.
fn solvable(
    s: u64,
    big: &[u64],
    low: u64,
    total: i64,
    target: u64,
    budget: &mut usize,
) -> Result<Found, Message> {
    let b = big.len();
    let magnitude = total.unsigned_abs();
    let bits = [low, magnitude, target]
        .iter()
        .chain(big)
        .map(|&x| 64 - x.leading_zeros())
        .max()
        .unwrap_or(0);
    let start = pack((0, [0; 4], 0));
    // Each state reached, with the state and choice it was first reached from.
    let mut parent: HashMap<u64, (u64, u8)> = HashMap::from([(start, (start, 0))]);
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(word) = queue.pop_front() {
        let (pos, carry, sigma) = unpack(word);
        if pos == bits && carry.iter().all(|&c| c == 0) && sigma == 0 {
            *budget -= parent.len().min(*budget);
            return Ok(Some(read_back(&parent, start, word, b)));
        }
        let bit = |x: u64| if pos < 64 { (x >> pos) & 1 } else { 0 };
        for choice in 0..(1u32 << (b + 1)) {
            let mut next = [0u64; 4];
            let mut xor = bit(low);
            let mut ones = 0i64;
            for (i, &r) in big.iter().enumerate() {
                let x = u64::from(choice >> i & 1);
                ones += x as i64;
                let tot = carry[i] + s * x + bit(r);
                xor ^= tot & 1;
                next[i] = tot >> 1;
            }
            let xn = u64::from(choice >> b & 1);
            let tot = carry[3] + s * xn + bit(target);
            if tot & 1 != xor {
                continue;
            }
            next[3] = tot >> 1;
            let e = bit(magnitude) as i64;
            let sum = if total >= 0 {
                sigma + ones - xn as i64 - e
            } else {
                sigma + ones + e - xn as i64
            };
            if sum & 1 != 0 {
                continue;
            }
            let to = ((pos + 1).min(bits), next, sum >> 1);
            let to = pack(to);
            if let std::collections::hash_map::Entry::Vacant(slot) = parent.entry(to) {
                slot.insert((word, choice as u8));
                if parent.len() > *budget {
                    return Err(fact!("arith-states", most = MAX_STATES));
                }
                queue.push_back(to);
            }
        }
    }
    *budget -= parent.len().min(*budget);
    Ok(None)
}

/// The numbers spelled by the choices on the path from `start` to `end`, bit 0 first.
fn read_back(parent: &HashMap<u64, (u64, u8)>, start: u64, end: u64, b: usize) -> Option<Solution> {
    let mut choices = Vec::new();
    let mut at = end;
    while at != start {
        let (from, choice) = parent[&at];
        choices.push(choice);
        at = from;
    }
    choices.reverse();
    if choices.len() > 63 {
        return None;
    }
    let mut cycles = vec![0u64; b];
    let mut own = 0u64;
    for (m, &choice) in choices.iter().enumerate() {
        for (i, c) in cycles.iter_mut().enumerate() {
            *c |= u64::from(choice >> i & 1) << m;
        }
        own |= u64::from(choice >> b & 1) << m;
    }
    Some((cycles, own))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether c's below `most` solve the equation of [`solvable`], by brute force.
    fn brute(s: u64, big: &[u64], low: u64, total: i64, target: u64, most: i64) -> bool {
        (0..most).any(|own| {
            let sum = own + total;
            let rhs = s * own as u64 + target;
            let f = |c: i64, r: u64| s * c as u64 + r;
            sum >= 0
                && match big.len() {
                    1 => f(sum, big[0]) ^ low == rhs,
                    2 => (0..=sum).any(|a| f(a, big[0]) ^ f(sum - a, big[1]) ^ low == rhs),
                    _ => (0..=sum).any(|a| {
                        (0..=sum - a).any(|b| {
                            f(a, big[0]) ^ f(b, big[1]) ^ f(sum - a - b, big[2]) ^ low == rhs
                        })
                    }),
                }
        })
    }

    /// The automaton's solutions solve the equation, and when it finds none, brute force
    /// finds none among small c's either.
    #[test]
    fn solvable_agrees_with_brute_force() {
        let mut budget = usize::MAX;
        let (mut yes, mut no) = (0, 0);
        for s in [1u64, 2, 3, 5, 6] {
            for big in [vec![0u64], vec![1, 2], vec![0, 4, 7], vec![3, 3]] {
                for low in [0u64, 1, 5] {
                    for total in [-2i64, 0, 1, 3, 7] {
                        for target in [0u64, 2, 9, 20] {
                            let got = solvable(s, &big, low, total, target, &mut budget);
                            match got.unwrap() {
                                Some(Some((cycles, own))) => {
                                    yes += 1;
                                    let sum: u64 = cycles.iter().sum();
                                    assert_eq!(sum as i64, own as i64 + total);
                                    let xor = cycles
                                        .iter()
                                        .zip(&big)
                                        .fold(low, |x, (&c, &r)| x ^ (s * c + r));
                                    assert_eq!(xor, s * own + target);
                                }
                                Some(None) => panic!("a solution past 2^64"),
                                None => {
                                    no += 1;
                                    assert!(
                                        !brute(s, &big, low, total, target, 24),
                                        "{s} {big:?} {low} {total} {target}"
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(yes > 100 && no > 100, "{yes} {no}");
    }

    /// A size past 2^64 is none (a solution's 63-bit counts), not a wrapped number.
    #[test]
    fn sizes_past_the_period_stop_at_2_to_the_64() {
        assert_eq!(past_period(7, 3, 10), Some(37));
        assert_eq!(past_period(7, 1 << 62, 4), None);
        assert_eq!(past_period(usize::MAX, 1, 1), None);
    }
}
