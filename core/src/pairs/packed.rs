//! A pairs position packed in one u128, for the search and the counter: the colours of
//! the 2n checkers in row order (bit j set = the j-th checker from the left is white) in
//! bits 0..2n, and the left hole's square in the top byte. Holes always stay adjacent.

/// The largest n a packed position holds: 2n colour bits below the 8-bit hole field.
pub const PACKED_MAX_N: u64 = 60;

const HOLE_SHIFT: u32 = 120;
const COLOURS: u128 = (1u128 << HOLE_SHIFT) - 1;

/// A packed position; see the module docs. Equal positions have equal keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Packed(pub u128);

impl Packed {
    pub fn new(colours: u128, hole: u32) -> Packed {
        Packed(colours | (u128::from(hole) << HOLE_SHIFT))
    }

    /// The start of size n: blacks then whites, holes on 2n and 2n+1.
    pub fn start(n: u32) -> Packed {
        let whites = ((1u128 << n) - 1) << n;
        Packed::new(whites, 2 * n)
    }

    /// The goal of size n: holes on 0 and 1, then white, black, white, … (squares 2..2n+1).
    pub fn goal(n: u32) -> Packed {
        let mut c = 0u128;
        for j in (0..2 * n).step_by(2) {
            c |= 1u128 << j;
        }
        Packed::new(c, 0)
    }

    pub fn colours(self) -> u128 {
        self.0 & COLOURS
    }

    /// The left hole's square; it is also the number of checkers left of the holes.
    pub fn hole(self) -> u32 {
        (self.0 >> HOLE_SHIFT) as u32
    }

    /// Adjacent unlike checkers (the paper's "inversion pairs", Theorem 1): neighbours in
    /// the row, where the two holes break adjacency.
    pub fn inversions(self, n: u32) -> u32 {
        let c = self.colours();
        let pairs_mask = (1u128 << (2 * n - 1)) - 1;
        let mut inv = ((c ^ (c >> 1)) & pairs_mask).count_ones();
        let h = self.hole();
        if h > 0 && h < 2 * n {
            // Checkers h-1 and h sit on either side of the holes: not neighbours.
            inv -= (((c >> (h - 1)) ^ (c >> h)) & 1) as u32;
        }
        inv
    }

    /// Adjacent like checkers (black-black, white-white), holes breaking adjacency: the
    /// "equal links" of the colour bound (see `super::colour_bound`).
    pub fn equal_links(self, n: u32) -> (u32, u32) {
        let c = self.colours();
        let len = 2 * n;
        let mask = (1u128 << (len - 1)) - 1;
        let w = c & (c >> 1) & mask;
        let nb = !c & low(len);
        let b = nb & (nb >> 1) & mask;
        let (mut eb, mut ew) = (b.count_ones(), w.count_ones());
        let h = self.hole();
        if h > 0 && h < len {
            // Checkers h-1 and h sit on either side of the holes: not neighbours.
            let link = 1u128 << (h - 1);
            eb -= u32::from(b & link != 0);
            ew -= u32::from(w & link != 0);
        }
        (eb, ew)
    }

    /// Moves the pair whose left square is `p` into the holes. The caller guarantees a
    /// legal move: `p + 1 < hole` or `hole + 2 <= p <= 2n`.
    #[inline]
    pub fn apply(self, p: u32) -> Packed {
        let c = self.colours();
        let h = self.hole();
        let new = if p < h {
            // Checkers p, p+1 jump right over checkers p+2..h-1: rotate bits p..h right by 2.
            let len = h - p;
            let mask = low(len) << p;
            let seg = (c & mask) >> p;
            let rot = (seg >> 2) | ((seg & 3) << (len - 2));
            (c & !mask) | (rot << p)
        } else {
            // Checker indices of the pair are p-2, p-1; they jump left over h..p-3.
            let i = p - 2;
            let len = i + 2 - h;
            let mask = low(len) << h;
            let seg = (c & mask) >> h;
            let rot = ((seg << 2) & low(len)) | (seg >> (len - 2));
            (c & !mask) | (rot << h)
        };
        Packed::new(new, p)
    }

    /// Every legal move's left square, in increasing order.
    #[inline]
    pub fn moves(self, n: u32) -> impl Iterator<Item = u32> {
        let h = self.hole();
        (0..h.saturating_sub(1)).chain(h + 2..=2 * n)
    }

    /// The 2n+2 cells as `B`, `W`, `_`, for messages and tests.
    pub fn to_code(self, n: u32) -> String {
        let c = self.colours();
        let h = self.hole();
        let mut s = String::with_capacity(2 * n as usize + 2);
        let mut j = 0;
        for sq in 0..2 * n + 2 {
            if sq == h || sq == h + 1 {
                s.push('_');
            } else {
                s.push(if (c >> j) & 1 == 1 { 'W' } else { 'B' });
                j += 1;
            }
        }
        s
    }
}

#[inline]
fn low(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}
