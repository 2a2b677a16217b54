//! Numbers in the sentences people read (the page's narration and play mode's judgement):
//! one place for how a count is written, and for why a typed number is refused.

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
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{} moves", grouped(n))
    }
}

/// A whole number as typed (`3`, not `-3`, `3.5` or ``), or the reason as a predicate
/// ("is not a whole number", "is more than …") for the caller to put the token before.
/// A number past 2^64 − 1 is refused as too large, not as "not a whole number".
pub fn whole(text: &str) -> Result<u64, String> {
    text.parse::<u64>().map_err(|e| match e.kind() {
        std::num::IntErrorKind::PosOverflow => {
            format!(
                "is more than {}, the largest number movelab reads",
                u64::MAX
            )
        }
        _ => "is not a whole number".to_string(),
    })
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
        assert!(whole("18446744073709551616")
            .unwrap_err()
            .contains("the largest number"));
        for bad in ["", "-3", "3.5", "x", "é"] {
            assert_eq!(
                whole(bad),
                Err("is not a whole number".to_string()),
                "{bad}"
            );
        }
    }
}
