//! The four boards of DESIGN.md as sets of holes on a square grid, numbered densely row by
//! row so that a position is one `u64` (bit k = a peg in hole k), with every jump and the
//! symmetries of the square that map the board onto itself.

/// The names DESIGN.md gives the boards.
pub const BOARD_NAMES: [&str; 4] = ["english", "french", "wiegleb", "diamond"];

/// A board: its holes, its jumps and its symmetries.
#[derive(Clone, Debug)]
pub struct Board {
    pub name: &'static str,
    /// Side of the bounding square (7 or 9).
    pub side: u8,
    /// (row, column) of each hole, from 0 at the top left.
    pub cells: Vec<(u8, u8)>,
    /// Hole number of each grid square, row by row, or `None` off the board.
    index: Vec<Option<u8>>,
    /// Every jump as (from, over, to) hole numbers, in a fixed order.
    pub jumps: Vec<(u8, u8, u8)>,
    /// For each of the 8 symmetries of the square: the image of every hole.
    pub symmetries: Vec<Vec<u8>>,
}

impl Board {
    /// The board called `name`, or a sentence listing the boards.
    pub fn named(name: &str) -> Result<Board, String> {
        let (name, side, on): (&'static str, u8, fn(i32, i32) -> bool) = match name {
            "english" => ("english", 7, |r, c| {
                (2..5).contains(&r) || (2..5).contains(&c)
            }),
            "french" => ("french", 7, |r, c| {
                (2..5).contains(&r)
                    || (2..5).contains(&c)
                    || ((r == 1 || r == 5) && (c == 1 || c == 5))
            }),
            "wiegleb" => ("wiegleb", 9, |r, c| {
                (3..6).contains(&r) || (3..6).contains(&c)
            }),
            "diamond" => ("diamond", 9, |r, c| (r - 4).abs() + (c - 4).abs() <= 4),
            other => {
                return Err(format!(
                    "'{other}' is not a board: english, french, wiegleb or diamond"
                ))
            }
        };
        Ok(Board::from_shape(name, side, on))
    }

    /// A board of the holes of a `side`×`side` square for which `on(row, column)` holds; at
    /// most 64 holes. Tests use it for small boards.
    pub fn from_shape(name: &'static str, side: u8, on: impl Fn(i32, i32) -> bool) -> Board {
        let s = side as i32;
        let mut index = vec![None; (s * s) as usize];
        let mut cells = Vec::new();
        for r in 0..s {
            for c in 0..s {
                if on(r, c) {
                    index[(r * s + c) as usize] = Some(cells.len() as u8);
                    cells.push((r as u8, c as u8));
                }
            }
        }
        assert!(cells.len() <= 64, "a board holds at most 64 holes");
        let mut board = Board {
            name,
            side,
            cells,
            index,
            jumps: Vec::new(),
            symmetries: Vec::new(),
        };
        board.jumps = board.all_jumps();
        board.symmetries = board.all_symmetries();
        board
    }

    pub fn holes(&self) -> usize {
        self.cells.len()
    }

    /// Every hole as a bit.
    pub fn full(&self) -> u64 {
        if self.holes() == 64 {
            u64::MAX
        } else {
            (1u64 << self.holes()) - 1
        }
    }

    /// The hole at (row, column), if the square is on the board.
    pub fn hole_at(&self, row: i32, col: i32) -> Option<u8> {
        let s = self.side as i32;
        if !(0..s).contains(&row) || !(0..s).contains(&col) {
            return None;
        }
        self.index[(row * s + col) as usize]
    }

    /// The centre hole (d4 on a 7×7 board, e5 on a 9×9 one).
    pub fn centre(&self) -> u8 {
        let m = self.side as i32 / 2;
        self.hole_at(m, m).expect("every board has its centre")
    }

    /// A hole's name: column letter from the left, row number from the top (`d4`).
    pub fn name_of(&self, hole: u8) -> String {
        let (r, c) = self.cells[hole as usize];
        format!("{}{}", (b'a' + c) as char, r + 1)
    }

    /// The hole named `text`, or why it is not one.
    pub fn parse_hole(&self, text: &str) -> Result<u8, String> {
        let bad = || format!("{text} is not a hole of the {} board", self.name);
        let mut chars = text.chars();
        let letter = chars
            .next()
            .ok_or_else(|| "a hole name is empty".to_string())?;
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        let row: i32 = chars.as_str().parse().map_err(|_| bad())?;
        let col = letter as i32 - 'a' as i32;
        self.hole_at(row - 1, col).ok_or_else(bad)
    }

    /// The hole between `from` and `to` when they are two apart in a line, else `None`.
    pub fn between(&self, from: u8, to: u8) -> Option<u8> {
        let (r1, c1) = *self.cells.get(from as usize)?;
        let (r2, c2) = *self.cells.get(to as usize)?;
        let (dr, dc) = (r2 as i32 - r1 as i32, c2 as i32 - c1 as i32);
        let straight = (dr.abs() == 2 && dc == 0) || (dc.abs() == 2 && dr == 0);
        if !straight {
            return None;
        }
        self.hole_at(r1 as i32 + dr / 2, c1 as i32 + dc / 2)
    }

    fn all_jumps(&self) -> Vec<(u8, u8, u8)> {
        let mut jumps = Vec::new();
        for from in 0..self.holes() as u8 {
            let (r, c) = self.cells[from as usize];
            for (dr, dc) in [(-1, 0), (0, -1), (0, 1), (1, 0)] {
                let over = self.hole_at(r as i32 + dr, c as i32 + dc);
                let to = self.hole_at(r as i32 + 2 * dr, c as i32 + 2 * dc);
                if let (Some(over), Some(to)) = (over, to) {
                    jumps.push((from, over, to));
                }
            }
        }
        jumps
    }

    /// The symmetries of the square that map every hole onto a hole (the identity first).
    fn all_symmetries(&self) -> Vec<Vec<u8>> {
        let n = self.side as i32 - 1;
        // (side - 1, row, column) to the image's (row, column).
        type Map = fn(i32, i32, i32) -> (i32, i32);
        let maps: [Map; 8] = [
            |_, r, c| (r, c),
            |n, r, c| (c, n - r),
            |n, r, c| (n - r, n - c),
            |n, r, c| (n - c, r),
            |n, r, c| (r, n - c),
            |n, r, c| (n - r, c),
            |_, r, c| (c, r),
            |n, r, c| (n - c, n - r),
        ];
        maps.iter()
            .filter_map(|map| {
                self.cells
                    .iter()
                    .map(|&(r, c)| {
                        let (r2, c2) = map(n, r as i32, c as i32);
                        self.hole_at(r2, c2)
                    })
                    .collect::<Option<Vec<u8>>>()
            })
            .collect()
    }

    /// The position `pegs` under symmetry `sym` (hole by hole; see [`Symmetry`] for speed).
    pub fn image(&self, sym: &[u8], pegs: u64) -> u64 {
        let mut out = 0;
        let mut rest = pegs;
        while rest != 0 {
            let k = rest.trailing_zeros();
            out |= 1u64 << sym[k as usize];
            rest &= rest - 1;
        }
        out
    }

    /// The pegs as one character per hole row by row (`o` a peg, `.` empty), rows joined by
    /// `/`: the page's `data-board`.
    pub fn picture(&self, pegs: u64) -> String {
        let mut rows: Vec<String> = vec![String::new(); self.side as usize];
        for (k, &(r, _)) in self.cells.iter().enumerate() {
            rows[r as usize].push(if pegs >> k & 1 == 1 { 'o' } else { '.' });
        }
        rows.retain(|r| !r.is_empty());
        rows.join("/")
    }
}

/// A symmetry applied a byte at a time through tables: 8 lookups instead of one per peg,
/// for the canonical keys of the dead set.
#[derive(Clone, Debug)]
pub struct Symmetry {
    tables: Vec<[u64; 256]>,
}

impl Symmetry {
    pub fn new(board: &Board, sym: &[u8]) -> Symmetry {
        let bytes = board.holes().div_ceil(8);
        let tables = (0..bytes)
            .map(|b| {
                let mut t = [0u64; 256];
                for (v, slot) in t.iter_mut().enumerate() {
                    *slot = board.image(sym, (v as u64) << (8 * b) & board.full());
                }
                t
            })
            .collect();
        Symmetry { tables }
    }

    #[inline]
    pub fn apply(&self, pegs: u64) -> u64 {
        let mut out = 0;
        for (b, t) in self.tables.iter().enumerate() {
            out |= t[(pegs >> (8 * b)) as usize & 0xff];
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_have_the_holes_and_symmetries_of_design() {
        for (name, holes, centre) in [
            ("english", 33, "d4"),
            ("french", 37, "d4"),
            ("wiegleb", 45, "e5"),
            ("diamond", 41, "e5"),
        ] {
            let b = Board::named(name).unwrap();
            assert_eq!(b.holes(), holes, "{name}");
            assert_eq!(b.name_of(b.centre()), centre);
            assert_eq!(b.symmetries.len(), 8, "{name}");
            for k in 0..holes as u8 {
                assert_eq!(b.parse_hole(&b.name_of(k)), Ok(k));
            }
            // Each jump is a jump of the reverse direction too.
            for &(f, o, t) in &b.jumps {
                assert!(b.jumps.contains(&(t, o, f)));
                assert_eq!(b.between(f, t), Some(o));
            }
        }
        let english = Board::named("english").unwrap();
        assert_eq!(english.jumps.len(), 76);
        assert_eq!(
            english.parse_hole("d9"),
            Err("d9 is not a hole of the english board".into())
        );
        assert!(english.parse_hole("a1").is_err() && english.parse_hole("x").is_err());
        assert!(Board::named("nope").unwrap_err().contains("english"));
    }

    #[test]
    fn table_symmetries_agree_with_hole_by_hole() {
        let b = Board::named("wiegleb").unwrap();
        let mut x = 0x1234_5678_9abc_def1u64;
        for sym in &b.symmetries {
            let fast = Symmetry::new(&b, sym);
            for _ in 0..200 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let pegs = x & b.full();
                assert_eq!(fast.apply(pegs), b.image(sym, pegs));
                assert_eq!(b.image(sym, pegs).count_ones(), pegs.count_ones());
            }
        }
    }
}
