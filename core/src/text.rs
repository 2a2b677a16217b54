//! Numbers and signs in the sentences people read (the page's narration and play mode's
//! judgement): one place for how a count is written and how the page sets the command
//! line's ASCII arrows and minus signs.

use crate::fact;
use crate::message::{typed, Message};

/// 1002000 -> "1,002,000": step counts of large boards, readable at a glance.
pub fn grouped(v: u64) -> String {
    let digits = v.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// "1 move", "2 moves", "1,000,002 moves".
pub fn moves(n: u64) -> String {
    counted(n, "move", "moves")
}

/// A count and its noun: "1 pop", "2 pops", "1,000 pops".
pub fn counted(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {many}", grouped(n))
    }
}

/// A whole number as typed (`3`, not `-3`, `3.5` or ``), or the refusal naming it:
/// `value-not-whole`, or `value-too-large` past 2^64 − 1 (too large, not malformed).
pub fn whole(text: &str) -> Result<u64, Message> {
    // Digits only: Rust's own parse would take a leading `+` too.
    let not_whole = || fact!("value-not-whole", value = typed(text));
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(not_whole());
    }
    text.parse::<u64>().map_err(|e| match e.kind() {
        std::num::IntErrorKind::PosOverflow => {
            fact!("value-too-large", value = typed(text), most = u64::MAX)
        }
        _ => not_whole(),
    })
}

/// Whole numbers written `3,4,5` (setting `name`: `heaps`, `set`), each read by [`whole`];
/// a refused one is named within the list (`value-in-list`), unless it is the whole text.
pub fn wholes(name: &'static str, text: &str) -> Result<Vec<u64>, Message> {
    text.split(',')
        .map(|s| {
            whole(s.trim()).map_err(|why| match s == text && s.trim() == s {
                true => why,
                false => fact!("value-in-list", name = name, list = typed(text), why = why),
            })
        })
        .collect()
}

/// A line the core writes for the command line (`heap 1: 5 -> 3`, `value -2`) as the page
/// shows it: each `->` becomes `→`, and a hyphen-minus before a digit at the start of a
/// word becomes the minus sign `−`. Hyphens inside a word (`d2-d4`, `1-D`) stay.
pub fn typeset(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut chars = line.chars().peekable();
    let mut word_start = true;
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('-', Some('>')) => {
                chars.next();
                out.push('→');
            }
            ('-', Some(d)) if word_start && d.is_ascii_digit() => out.push('−'),
            _ => out.push(c),
        }
        word_start = c.is_whitespace() || "([=:,;".contains(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_000_002_000_000), "1,000,002,000,000");
        assert_eq!(moves(1), "1 move");
        assert_eq!(moves(1002), "1,002 moves");
    }

    #[test]
    fn a_whole_number_past_u64_is_too_large_not_malformed() {
        assert_eq!(whole("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            whole("18446744073709551616"),
            Err(fact!(
                "value-too-large",
                value = typed("18446744073709551616"),
                most = u64::MAX
            ))
        );
        for bad in ["", "-3", "+0", "+3", "3.5", "x", "é"] {
            assert_eq!(
                whole(bad),
                Err(fact!("value-not-whole", value = typed(bad))),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_list_names_the_refused_number_within_it() {
        assert_eq!(wholes("heaps", "3, 4,5"), Ok(vec![3, 4, 5]));
        assert_eq!(
            wholes("heaps", "3,x,5"),
            Err(fact!(
                "value-in-list",
                name = "heaps",
                list = typed("3,x,5"),
                why = fact!("value-not-whole", value = typed("x"))
            ))
        );
        // One value: the list is the value, named once.
        assert_eq!(
            wholes("set", "?!"),
            Err(fact!("value-not-whole", value = typed("?!")))
        );
        assert_eq!(
            wholes("set", ""),
            Err(fact!("value-not-whole", value = typed("")))
        );
        // Spaces are read around a number, so the refusal shows them in the whole text.
        assert_eq!(
            wholes("set", " "),
            Err(fact!(
                "value-in-list",
                name = "set",
                list = typed(" "),
                why = fact!("value-not-whole", value = typed(""))
            ))
        );
    }

    #[test]
    fn typeset_sets_arrows_and_minus_signs_and_keeps_hyphens() {
        assert_eq!(typeset("heap 1: 5 -> 3"), "heap 1: 5 → 3");
        assert_eq!(typeset("knight 1 -> 1,2"), "knight 1 → 1,2");
        assert_eq!(typeset("-2 and value (-13)"), "−2 and value (−13)");
        assert_eq!(typeset("d2-d4, 1-D Push-*, 3-5"), "d2-d4, 1-D Push-*, 3-5");
    }
}
