//! What an octal code allows, in plain words, for the rules paragraph (`$moves` of
//! `octal-rules`): the numbers of counters one digit governs grouped (`take 1 or 2
//! counters`, runs of three or more as ranges, `4 to 9`), each group with what may be left.

use crate::fact;
use crate::impartial::octal_table::Code;
use crate::message::{chain, typed, Message};

/// The moves `code` allows, as one fact of `octal-…` messages (locales/*/octal.ftl):
/// `octal-split` first when the digit before the point splits a heap without taking any
/// counters, then one `octal-take` for each distinct digit after the point, in the order of
/// the fewest counters it takes, joined by `octal-moves-or`.
pub fn moves(code: &Code) -> Message {
    let digits = code.digits();
    let mut groups = Vec::new();
    // Before the point only bits 4 and 8 mean anything: a move taking nothing leaves at
    // least two heaps (Code::parse refuses 1 and 2 there).
    let into = match digits[0] & 12 {
        4 => Some("two"),
        8 => Some("three"),
        12 => Some("both"),
        _ => None,
    };
    if let Some(into) = into {
        groups.push(fact!("octal-split", into = into));
    }
    let mut said: Vec<u8> = Vec::new();
    for (j, &d) in digits.iter().enumerate().skip(1) {
        if d == 0 || said.contains(&d) {
            continue;
        }
        said.push(d);
        let sizes: Vec<usize> = (j..digits.len()).filter(|&k| digits[k] == d).collect();
        groups.extend(take(&sizes, d));
    }
    chain(groups.into_iter(), |first, more, _| {
        fact!("octal-moves-or", first = first, more = more)
    })
    // Code::parse refuses a code that allows no move; said all the same, never a panic.
    .unwrap_or_else(|| fact!("octal-code-no-move", value = typed(code.to_string())))
}

/// A list in words: "a, b" joined by `octal-list`, the last two by `last` (`octal-list-or`
/// "a or b", or `octal-list-last` where the last item carries its own "or").
fn listed(items: impl DoubleEndedIterator<Item = Message>, last: &'static str) -> Option<Message> {
    chain(items, |first, more, is_last| {
        Message::new(if is_last { last } else { "octal-list" })
            .with("first", first)
            .with("more", more)
    })
}

/// Taking any of `sizes` (increasing, nonempty) counters, as digit `d` allows it: the sizes
/// as a list ("1, 3 or 5"), a run of three or more as a range; the whole heap only, never, or also; and
/// what may be left of the heap (one heap, two, three, nothing).
fn take(sizes: &[usize], d: u8) -> Option<Message> {
    // Each number alone, or a run of three or more as (first, last).
    let mut runs = Vec::new();
    let mut k = 0;
    while k < sizes.len() {
        let mut end = k;
        while end + 1 < sizes.len() && sizes[end + 1] == sizes[end] + 1 {
            end += 1;
        }
        if end - k >= 2 {
            runs.push((sizes[k], sizes[end]));
        } else {
            runs.extend(sizes[k..=end].iter().map(|&n| (n, n)));
        }
        k = end + 1;
    }
    // The last of several carries the "or" itself, which a language may write by the
    // number that follows it (Spanish: "7 u 8").
    let many = runs.len() > 1;
    let items = runs.iter().enumerate().map(|(k, &(from, to))| {
        match (many && k == runs.len() - 1, from == to) {
            (false, true) => fact!("octal-size", n = from),
            (false, false) => fact!("octal-size-range", from = from, to = to),
            (true, true) => fact!("octal-or-size", n = from),
            (true, false) => fact!("octal-or-size-range", from = from, to = to),
        }
    });
    let sizes_said = listed(items, "octal-list-last")?;
    let counters = fact!("octal-counters", sizes = sizes_said, most = *sizes.last()?);
    // Two heaps and three said at once ("two or three heaps") where the digit allows both.
    let left = [
        (2, "octal-left-one"),
        (12, "octal-left-two-three"),
        (4, "octal-left-two"),
        (8, "octal-left-three"),
        (1, "octal-left-gone"),
    ];
    let mut shown = 0;
    let left: Vec<Message> = left
        .into_iter()
        .filter(|&(bits, _)| {
            let said = d & bits == bits && shown & bits == 0;
            shown |= if said { bits } else { 0 };
            said
        })
        .map(|(_, id)| Message::new(id))
        .collect();
    let whole = match d {
        1 => "only",
        d if d & 1 == 0 => "no",
        _ => "yes",
    };
    Some(fact!(
        "octal-take",
        counters = counters,
        whole = whole,
        left = listed(left.into_iter(), "octal-list-or")?
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::message::Arg;
    use crate::octal::Octal;
    use proptest::prelude::*;

    /// The facts a chain of `joins` holds, in order.
    fn items<'a>(m: &'a Message, joins: &[&str]) -> Vec<&'a Message> {
        if !joins.contains(&m.id) {
            return vec![m];
        }
        let mut out = items(nested(m, "first"), joins);
        out.extend(items(nested(m, "more"), joins));
        out
    }

    fn nested<'a>(m: &'a Message, name: &str) -> &'a Message {
        match m.arg(name) {
            Some(Arg::Message(inner)) => inner,
            other => panic!("{m}: {name} is {other:?}, not a fact"),
        }
    }

    fn number(m: &Message, name: &str) -> usize {
        match m.arg(name) {
            Some(&Arg::Number(n)) => n as usize,
            other => panic!("{m}: {name} is {other:?}, not a number"),
        }
    }

    fn text<'a>(m: &'a Message, name: &str) -> &'a str {
        match m.arg(name) {
            Some(Arg::Text(t)) => t,
            other => panic!("{m}: {name} is {other:?}, not a text"),
        }
    }

    /// What the fact says, read back from its arguments alone: for each number of counters
    /// taken (0: a split without taking), what may be left as a digit's bits (1 nothing, 2
    /// one heap, 4 two, 8 three). Each number is said once.
    fn said(fact: &Message) -> Vec<u8> {
        let mut bits = vec![0u8; 40];
        let mut set = |j: usize, b: u8| {
            assert_eq!(bits[j], 0, "{fact}: {j} counters are said twice");
            bits[j] = b;
        };
        for group in items(fact, &["octal-moves-or"]) {
            match group.id {
                "octal-split" => set(
                    0,
                    match text(group, "into") {
                        "two" => 4,
                        "three" => 8,
                        "both" => 12,
                        other => panic!("{fact}: split into {other}"),
                    },
                ),
                "octal-take" => {
                    let counters = nested(group, "counters");
                    assert_eq!(counters.id, "octal-counters");
                    let mut sizes = Vec::new();
                    let said = items(
                        nested(counters, "sizes"),
                        &["octal-list", "octal-list-last"],
                    );
                    for (k, item) in said.iter().enumerate() {
                        // "or" comes with the last of several numbers, and only there.
                        let or = said.len() > 1 && k == said.len() - 1;
                        assert_eq!(item.id.starts_with("octal-or-"), or, "{fact}");
                        match item.id.replace("octal-or-", "octal-").as_str() {
                            "octal-size" => sizes.push(number(item, "n")),
                            "octal-size-range" => {
                                let (from, to) = (number(item, "from"), number(item, "to"));
                                // A range says three numbers or more; fewer are listed.
                                assert!(to >= from + 2, "{fact}: range {from} to {to}");
                                sizes.extend(from..=to);
                            }
                            other => panic!("{fact}: {other} in a list of sizes"),
                        }
                    }
                    assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{fact}: {sizes:?}");
                    assert_eq!(number(counters, "most"), *sizes.last().unwrap());
                    let mut b = 0;
                    for left in items(nested(group, "left"), &["octal-list", "octal-list-or"]) {
                        b |= match left.id {
                            "octal-left-one" => 2,
                            "octal-left-two" => 4,
                            "octal-left-three" => 8,
                            "octal-left-two-three" => 12,
                            "octal-left-gone" => 1,
                            other => panic!("{fact}: {other} left"),
                        };
                    }
                    let whole = match b {
                        1 => "only",
                        b if b & 1 == 0 => "no",
                        _ => "yes",
                    };
                    assert_eq!(text(group, "whole"), whole, "{fact}");
                    for j in sizes {
                        assert!(j > 0, "{fact}: takes no counter");
                        set(j, b);
                    }
                }
                other => panic!("{fact}: {other} is no group of moves"),
            }
        }
        bits
    }

    /// The ways to write `n` as `k` positive parts, largest first.
    fn partitions(n: u64, k: usize, most: u64) -> Vec<Vec<u64>> {
        if k == 0 {
            return if n == 0 { vec![Vec::new()] } else { Vec::new() };
        }
        let mut out = Vec::new();
        for first in (1..=n.min(most)).rev() {
            for mut rest in partitions(n - first, k - 1, first) {
                rest.insert(0, first);
                out.push(rest);
            }
        }
        out
    }

    /// The moves from one heap of `n` as the words say them: (taken, heaps left).
    fn moves_said(bits: &[u8], n: u64) -> Vec<(u64, Vec<u64>)> {
        let mut out = Vec::new();
        for (j, &b) in bits.iter().enumerate() {
            let j = j as u64;
            if j > n {
                break;
            }
            let rest = n - j;
            if b & 1 != 0 && rest == 0 {
                out.push((j, Vec::new()));
            }
            for (bit, k) in [(2, 1), (4, 2), (8, 3)] {
                if b & bit != 0 {
                    out.extend(partitions(rest, k, rest).into_iter().map(|p| (j, p)));
                }
            }
        }
        out.sort();
        out
    }

    /// The moves the game lists from one heap of `n`.
    fn moves_played(game: &Octal, n: u64) -> Vec<(u64, Vec<u64>)> {
        let mut out: Vec<_> = game
            .legal_moves(&vec![n])
            .iter()
            .map(|m| (m.take, m.parts()))
            .collect();
        out.sort();
        out
    }

    /// The words say exactly the game's moves from every heap up to `most` (at least 20,
    /// and past the code's last digit).
    fn check(text: &str) {
        let code = Code::parse(text).unwrap();
        let bits = said(&moves(&code));
        let most = 20.max(code.last() as u64 + 3);
        let game = Octal::new(code, most).unwrap();
        for n in 0..=most {
            assert_eq!(
                moves_said(&bits, n),
                moves_played(&game, n),
                "{text}, heap {n}"
            );
        }
    }

    #[test]
    fn every_code_of_one_or_two_digits_is_said_as_it_plays() {
        let hex = "0123456789ABCDEF";
        let mut codes = 0;
        for before in ["0", "4", "8", "C"] {
            let mut after = vec![String::new()];
            for a in hex.chars() {
                after.push(a.to_string());
                after.extend(hex.chars().map(|b| format!("{a}{b}")));
            }
            for digits in after {
                let text = format!("{before}.{digits}");
                if Code::parse(&text).is_ok() {
                    check(&text);
                    codes += 1;
                }
            }
        }
        // 4 × (1 + 16 + 256) less 0. 0.0 0.00 (no move).
        assert_eq!(codes, 4 * 273 - 3);
    }

    #[test]
    fn sizes_are_grouped_by_digit_and_runs_are_ranges() {
        let flat = |t: &str| moves(&Code::parse(t).unwrap()).flat();
        // Kayles: one group, 1 or 2 counters, leaving one heap, two or none.
        assert_eq!(
            flat("0.77"),
            "octal-take counters=(octal-counters sizes=(octal-list-last first=(octal-size n=1) \
             more=(octal-or-size n=2)) most=2) whole=yes left=(octal-list first=(octal-left-one) \
             more=(octal-list-or first=(octal-left-two) more=(octal-left-gone)))"
        );
        // Dawson's Kayles: exactly 2.
        assert!(flat("0.07").starts_with(
            "octal-take counters=(octal-counters sizes=(octal-size n=2) most=2) whole=yes"
        ));
        // 0.137: three groups, the first the whole heap only.
        let f = moves(&Code::parse("0.137").unwrap());
        let groups = items(&f, &["octal-moves-or"]);
        assert_eq!(groups.len(), 3);
        assert_eq!(text(groups[0], "whole"), "only");
        // A split without taking comes first; nine 7s are one range.
        let f = moves(&Code::parse("4.777777777").unwrap());
        let groups = items(&f, &["octal-moves-or"]);
        assert_eq!(groups[0].flat(), "octal-split into=two");
        assert!(groups[1]
            .flat()
            .contains("sizes=(octal-size-range from=1 to=9) most=9"));
        // 32 digits alternating: two groups of 16 sizes each, no range.
        let f = moves(&Code::parse(&format!("0.{}", "37".repeat(16))).unwrap());
        assert_eq!(items(&f, &["octal-moves-or"]).len(), 2);
    }

    fn code_text() -> impl Strategy<Value = String> {
        (
            prop::sample::select(vec!["0", "4", "8", "C"]),
            prop::collection::vec(0usize..16, 1..=32),
        )
            .prop_map(|(before, digits)| {
                let after: String = digits
                    .iter()
                    .map(|&d| "0123456789ABCDEF".as_bytes()[d] as char)
                    .collect();
                format!("{before}.{after}")
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]
        #[test]
        fn random_long_codes_are_said_as_they_play(text in code_text()) {
            prop_assume!(Code::parse(&text).is_ok());
            check(&text);
        }
    }
}
