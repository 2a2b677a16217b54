//! Numbers in the sentences people read (the page's narration and play mode's judgement):
//! one place for how a count is written.

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
}
