//! Arithmetic periodicity of hexadecimal games, G(n + p) = G(n) + s for every n >= n0 (Howse
//! and Nowakowski, "Periodicity and arithmetic-periodicity in hexadecimal games", TCS 313, 2004:
//! Andreica and Tapus's reference [4]), certified from a finite table by [`certify`]: the
//! power-of-two test here, else the general test of [`super::saltus`] (both proved in this
//! project).

use super::octal_table::Code;
use super::Period;
use crate::fact;
use crate::message::Message;

/// The most kinds of part (heaps below n0, and the p offsets of the period) the test
/// enumerates: it lists every multiset of three kinds, so its cost grows as the cube.
pub const MAX_KINDS: usize = 192;
/// The largest saltus tried: the test keeps one entry per offset and low part.
pub const MAX_SALTUS: u64 = 1 << 12;

/// The arithmetic period certified from `values` (G(0), G(1), …) of `code`, or why none was.
///
/// For each period p from 1 up, the candidate is the longest tail of the table on which
/// G(n + p) − G(n) is one constant s, from the least such n0 (taken at least 1). The least p
/// whose candidate passes [`test`] or the general test of [`super::saltus::test`] is
/// returned; the error is a fact (`arith-tried`): the least period's candidate and the
/// hypothesis each test failed, or (`arith-no-tail`) that none had a constant positive
/// difference.
pub fn certify(values: &[u32], code: &Code) -> Result<Period, Message> {
    let mut why = None;
    for p in 1..values.len() / 2 {
        let Some((n0, s)) = constant_tail(values, p) else {
            continue;
        };
        // The power-of-two test first (cheaper on many kinds), then the general one.
        match test(values, code, n0, p, s) {
            Ok(period) => return Ok(period),
            Err(reason) => match super::saltus::test(values, code, n0, p, s) {
                Ok(period) => return Ok(period),
                Err(general) => {
                    why.get_or_insert_with(|| {
                        fact!(
                            "arith-tried",
                            period = p,
                            saltus = s,
                            start = n0,
                            power = reason,
                            general = general
                        )
                    });
                }
            },
        }
    }
    Err(why.unwrap_or_else(|| fact!("arith-no-tail")))
}

/// The least n0 >= 1 with G(n + p) − G(n) = s for every n0 <= n in the table, s > 0 the
/// difference at the table's end; `None` when s <= 0 or the tail is shorter than two periods.
fn constant_tail(values: &[u32], p: usize) -> Option<(usize, u64)> {
    let last = values.len() - 1;
    let s = i64::from(values[last]) - i64::from(values[last - p]);
    if s <= 0 {
        return None;
    }
    let rises = |n: usize| i64::from(values[n + p]) - i64::from(values[n]) == s;
    let mut n0 = last - p;
    while n0 > 1 && rises(n0 - 1) {
        n0 -= 1;
    }
    (last - n0 >= 2 * p).then_some((n0, s as u64))
}

/// The arithmetic-periodicity test, proved here (the statement of Howse and Nowakowski's
/// theorem could not be read in this project's sources, so this is a test in their setting,
/// with its own proof, not a transcription of theirs). Hypotheses, each checked:
///
/// 1. s = 2^m, n0 >= 1, and G(n) < s for every n < n0 + p (the *block*).
/// 2. The table holds G(n) = G(n − p) + s for n0 + p <= n < n0 + (c* + L)·p, with c* and L
///    below.
/// 3. *Bottom cover*: for every offset t < p and every low part l < s, the moves that leave
///    three heaps of size >= n0 reach l with shifts e of both parities (defined below).
///
/// Then G(n + p) = G(n) + s for every n >= n0.
///
/// Proof. Write a heap x >= n0 as x = n0 + c·p + t (0 <= t < p); the claim is G(x) =
/// c·s + r_t with r_t = G(n0 + t) < s, so G(x) = (c << m) | r_t. A heap below n0 is *small*,
/// G(x) < s. An option of a heap N leaves parts: small ones and *big* ones (>= n0), and its
/// value, by xor, is (c_1 ^ c_2 ^ …) << m | l, l the xor of the parts' low parts. Fix the
/// take j, the small parts and the big parts' offsets t_i (a *shape*): the big parts' cycles
/// c_i >= 0 may be any numbers with sum K = c + e, where N = n0 + c·p + t and the shift e
/// depends on the shape only. The high parts reached are then, for b big parts,
/// H_1(K) = {K}; H_2(K) = {h <= K : K − h even, ((K − h)/2) & h = 0} (x + y = (x ^ y) +
/// 2·(x & y), and x = a | h, y = a realise any such h with a = (K − h)/2); H_3(K) = every
/// h <= K of K's parity (x = h, y = z = (K − h)/2). Let D = −(least shift) >= 0 (every shift
/// is <= 0: the big parts hold at least n0 + t_i counters each). For c >= c* every shape
/// is possible, and:
/// * below h = c − D, hypothesis 3 covers every (h, l): H_3(c + e) holds every h <= c + e of
///   one parity, and both parities occur for each l;
/// * at h = c − d, 0 <= d <= D (nothing is reached above c + 0), whether (h, l) is reached
///   depends on d alone for one or three big parts, and for two on u & (c − d) with
///   u = (e + d)/2 <= D/2, hence on c mod L, L = 2^(bit length of D/2) (L = 1 without
///   two-big-part shapes).
///
/// So mex − c·s, the value's place above c·s, depends only on t and c mod L once c >= c*,
/// provided every heap below N has the claimed form. Induction on N: heaps with c < c* + L
/// are in the table (hypothesis 2); a heap with c >= c* + L has the same t and c mod L as a
/// heap N' of the table with c* <= c' < c* + L, whose option values are given by the same
/// shapes, so G(N) − c·s = G(N') − c'·s = r_t. c* also keeps N past every move that leaves no
/// big part (N > k + 3·n0, k the last digit's position), so such moves never count.
pub fn test(values: &[u32], code: &Code, n0: usize, p: usize, s: u64) -> Result<Period, Message> {
    if !s.is_power_of_two() {
        return Err(fact!("arith-not-power-of-two", saltus = s));
    }
    if s > MAX_SALTUS {
        return Err(fact!(
            "arith-saltus-too-large",
            saltus = s,
            most = MAX_SALTUS
        ));
    }
    if n0 == 0 || p == 0 {
        return Err(fact!("arith-needs-positive"));
    }
    if n0 + p > values.len() {
        return Err(fact!("arith-block-past-table", heap = n0 + p));
    }
    if let Some(n) = (0..n0 + p).find(|&n| u64::from(values[n]) >= s) {
        return Err(fact!(
            "arith-block-value",
            heap = n,
            value = values[n],
            saltus = s,
            before = n0 + p
        ));
    }
    let shapes = Shapes::of(values, code, n0, p, s as usize)?;
    let s_us = s as usize;
    for t in 0..p {
        for l in 0..s_us {
            let parities = shapes.three_big[t * s_us + l];
            if parities != 0b11 {
                return Err(fact!("arith-low-part", start = n0, low = l, offset = t));
            }
        }
    }
    let d = shapes.least_shift.unsigned_abs() as usize;
    let cycles = if shapes.two_big {
        (d / 2 + 1).next_power_of_two()
    } else {
        1
    };
    let c_star = d.max((code.last() + 2 * n0) / p + 1);
    let table_end = n0 + (c_star + cycles) * p;
    if table_end > values.len() {
        return Err(fact!(
            "arith-window",
            needed = table_end - 1,
            end = values.len() - 1
        ));
    }
    // Hypothesis 2, checked here rather than trusted to the caller.
    if let Some(n) =
        (n0 + p..table_end).find(|&n| u64::from(values[n]) != u64::from(values[n - p]) + s)
    {
        return Err(not_continued(n, p, s));
    }
    Ok(Period {
        preperiod: n0,
        period: p,
        saltus: s,
        window_end: table_end - p,
    })
}

/// What the test needs of the shapes of a candidate: the least shift, whether a shape has
/// two big parts, and for each offset t and low part l the parities of the shifts of the
/// shapes with three big parts (bit 0: even, bit 1: odd).
struct Shapes {
    least_shift: i64,
    two_big: bool,
    three_big: Vec<u8>,
}

impl Shapes {
    fn of(values: &[u32], code: &Code, n0: usize, p: usize, s: usize) -> Result<Shapes, Message> {
        // A kind of part: its least size, its low part, and whether it is big (>= n0).
        let mut kinds: Vec<(usize, usize, bool)> =
            (1..n0).map(|x| (x, values[x] as usize, false)).collect();
        kinds.extend((0..p).map(|t| (n0 + t, values[n0 + t] as usize, true)));
        if kinds.len() > MAX_KINDS {
            return Err(too_many_kinds(kinds.len(), MAX_KINDS));
        }
        let mut shapes = Shapes {
            least_shift: 0,
            two_big: false,
            three_big: vec![0; p * s],
        };
        let mut add = |j: usize, parts: &[usize]| {
            let big = parts.iter().filter(|&&i| kinds[i].2).count();
            if big == 0 {
                return;
            }
            let size = j + parts.iter().map(|&i| kinds[i].0).sum::<usize>();
            let low = parts.iter().fold(0, |a, &i| a ^ kinds[i].1);
            // N = n0 + c·p + t with t ≡ size − n0: the big parts' cycles sum to c + e.
            let t = (size - n0) % p;
            let e = -(((size - n0 - t) / p) as i64);
            shapes.least_shift = shapes.least_shift.min(e);
            shapes.two_big |= big == 2;
            if big == 3 {
                shapes.three_big[t * s + low] |= 1 << (e & 1);
            }
        };
        let kinds_n = kinds.len();
        for (j, &digit) in code.digits().iter().enumerate() {
            // Bit 2: one heap left (a take of j >= 1); bit 4: two; bit 8: three.
            if digit & 2 != 0 && j > 0 {
                for a in 0..kinds_n {
                    add(j, &[a]);
                }
            }
            if digit & 4 != 0 {
                for a in 0..kinds_n {
                    for b in a..kinds_n {
                        add(j, &[a, b]);
                    }
                }
            }
            if digit & 8 != 0 {
                for a in 0..kinds_n {
                    for b in a..kinds_n {
                        for c in b..kinds_n {
                            add(j, &[a, b, c]);
                        }
                    }
                }
            }
        }
        Ok(shapes)
    }
}

/// Hypothesis 2 (or the general test's (T)) fails at heap `n`: G(n) is not G(n − p) + s.
pub(super) fn not_continued(n: usize, p: usize, s: u64) -> Message {
    fact!("arith-not-continued", heap = n, earlier = n - p, saltus = s)
}

/// n0 + p − 1 = `kinds` kinds of part, more than the `most` a test enumerates.
pub(super) fn too_many_kinds(kinds: usize, most: usize) -> Message {
    fact!("arith-kinds", kinds = kinds, most = most)
}
