//! A small deterministic generator for the random instances the page and the tests share
//! (a random start row of the swap automaton, a random Candy Collector on a line): the same
//! seed gives the same instance on every machine, natively and in wasm. SplitMix64
//! (Steele, Lea and Flood 2014): one 64-bit state, an odd increment and a mixing finaliser.

/// The largest seed: a whole number a JavaScript number holds exactly (2^53 − 1), so a seed
/// in a link means the same instance on the page and on the command line.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// SplitMix64 from a seed.
#[derive(Clone, Debug)]
pub struct SplitMix(u64);

impl SplitMix {
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number in `lo..=hi` (the high bits times the range: the bias is at most
    /// range / 2^64, invisible at the sizes used here).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = (hi - lo) as u128 + 1;
        lo + ((self.next_u64() as u128 * span) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_values_and_ranges() {
        // The first outputs of SplitMix64 from seed 0 (the published reference sequence).
        let mut r = SplitMix::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let mut r = SplitMix::new(7);
        let mut seen = [false; 5];
        for _ in 0..200 {
            let v = r.range(3, 7);
            assert!((3..=7).contains(&v));
            seen[(v - 3) as usize] = true;
        }
        assert!(
            seen.iter().all(|&s| s),
            "every value of a small range appears"
        );
        assert_eq!(SplitMix::new(0).range(0, u64::MAX), 0xE220_A839_7B1D_CDAF);
    }
}
