//! The boards of docs/design.md as sets of holes, numbered densely row by row so that a position
//! is one `u64` (bit k = a peg in hole k), with every jump and the symmetries that map the
//! board onto itself: four boards on the square grid (jumps along rows and columns) and the
//! triangles `triangle4` … `triangle8` on the triangular grid (three jump directions).

/// The names docs/design.md gives the boards.
pub const BOARD_NAMES: [&str; 9] = [
    "english",
    "french",
    "wiegleb",
    "diamond",
    "triangle4",
    "triangle5",
    "triangle6",
    "triangle7",
    "triangle8",
];

/// Each board's classic problem, which a board opens on when no start or finish is given:
/// (holes empty at the start, the finish). Every one is solvable (tested). The English and
/// Wiegleb central games; on the French board, where the central game is impossible (position
/// classes), d3 to d5, one hole off the centre on each side (Beasley ch. 6); on the diamond,
/// whose central game is impossible too, e3 to e7, mirror holes about the centre; on the
/// triangles of 5, 6 and 8 a side, the corner a1 back to a1 (the 15-hole game's classic);
/// triangle4 has no corner problem with one peg left, so a2 to b2; on triangle7 the corner
/// reaches no single peg at all, so a3 to a2 (`movelab peg --board triangle7 --atlas`).
pub const CLASSIC: [(&str, &str, &str); 9] = [
    ("english", "d4", "d4"),
    ("french", "d3", "d5"),
    ("wiegleb", "e5", "e5"),
    ("diamond", "e3", "e7"),
    ("triangle4", "a2", "b2"),
    ("triangle5", "a1", "a1"),
    ("triangle6", "a1", "a1"),
    ("triangle7", "a3", "a2"),
    ("triangle8", "a1", "a1"),
];

/// The grid a board lies on, which fixes the jump directions and the symmetries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grid {
    /// Jumps along rows and columns; the 8 symmetries of the square.
    Square,
    /// Hole (r, c) with c ≤ r: row r from the top, place c in the row. Jumps along rows,
    /// along the letters' columns (r ± 1, c) and along the other diagonal (r ± 1, c ± 1); the
    /// 6 symmetries of the triangle.
    Triangle,
}

impl Grid {
    /// The steps a jump may take (one hole over, two holes on).
    pub fn directions(self) -> &'static [(i32, i32)] {
        match self {
            Grid::Square => &[(-1, 0), (0, -1), (0, 1), (1, 0)],
            Grid::Triangle => &[(-1, -1), (-1, 0), (0, -1), (0, 1), (1, 0), (1, 1)],
        }
    }
}

/// A board: its holes, its jumps and its symmetries.
#[derive(Clone, Debug)]
pub struct Board {
    pub name: &'static str,
    pub grid: Grid,
    /// Side of the bounding square (7 or 9; a triangle's side, 4 to 8).
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

/// A board as the page names it: "the English board", …, "the triangle of side 5".
pub fn title(id: &str) -> String {
    match id {
        "english" => "the English board".to_string(),
        "french" => "the French board".to_string(),
        "wiegleb" => "the Wiegleb board".to_string(),
        _ => match id.strip_prefix("triangle") {
            Some(side) => format!("the triangle of side {side}"),
            None => format!("the {id} board"),
        },
    }
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
                if let Some(&name) = BOARD_NAMES[4..].iter().find(|&&n| n == other) {
                    let side = name.as_bytes()[8] - b'0';
                    return Ok(Board::on_grid(name, Grid::Triangle, side, |r, c| c <= r));
                }
                return Err(format!(
                    "'{other}' is not a board: english, french, wiegleb, diamond or \
                     triangle4 … triangle8"
                ));
            }
        };
        Ok(Board::from_shape(name, side, on))
    }

    /// The problem `name`'s board opens on: (the holes empty at the start, the finish).
    pub fn classic(&self) -> (&'static str, &'static str) {
        CLASSIC
            .iter()
            .find(|c| c.0 == self.name)
            .map_or(("", "any"), |c| (c.1, c.2))
    }

    /// Where hole `hole` is drawn, in units of the distance between neighbouring holes:
    /// (x to the right, y down). On the square grid the column and row; a triangle's rows
    /// are shifted half a hole per row and set √3/2 apart, so that its holes are equally
    /// spaced.
    pub fn point(&self, hole: u8) -> (f64, f64) {
        let (r, c) = self.cells[hole as usize];
        let (r, c) = (f64::from(r), f64::from(c));
        match self.grid {
            Grid::Square => (c, r),
            Grid::Triangle => {
                let half = f64::from(self.side - 1) / 2.0;
                (c - r / 2.0 + half, r * 3f64.sqrt() / 2.0)
            }
        }
    }

    /// A board of the holes of a `side`×`side` square for which `on(row, column)` holds; at
    /// most 64 holes. Tests use it for small boards.
    pub fn from_shape(name: &'static str, side: u8, on: impl Fn(i32, i32) -> bool) -> Board {
        Board::on_grid(name, Grid::Square, side, on)
    }

    /// A board of the holes of a `side`×`side` square for which `on(row, column)` holds, on
    /// `grid`.
    pub fn on_grid(
        name: &'static str,
        grid: Grid,
        side: u8,
        on: impl Fn(i32, i32) -> bool,
    ) -> Board {
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
            grid,
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
        if text.trim().is_empty() {
            return Err(format!("a hole name is empty ('{text}')"));
        }
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?;
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        // Digits only: a sign would let `d+4` name d4, and `d-2147483648` overflow the row.
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let row: i32 = digits.parse().map_err(|_| bad())?;
        let col = letter as i32 - 'a' as i32;
        self.hole_at(row - 1, col).ok_or_else(bad)
    }

    /// The jumps that can be made from `pegs`, with their places in `jumps`: a peg on the
    /// first hole, a peg on the second, the third empty.
    pub fn jumps_from(&self, pegs: u64) -> impl Iterator<Item = (usize, (u8, u8, u8))> + '_ {
        self.jumps
            .iter()
            .copied()
            .enumerate()
            .filter(move |&(_, (f, o, t))| {
                pegs >> f & 1 == 1 && pegs >> o & 1 == 1 && pegs >> t & 1 == 0
            })
    }

    /// The hole between `from` and `to` when they are two apart in a line, else `None`.
    pub fn between(&self, from: u8, to: u8) -> Option<u8> {
        let (r1, c1) = *self.cells.get(from as usize)?;
        let (r2, c2) = *self.cells.get(to as usize)?;
        let (dr, dc) = (r2 as i32 - r1 as i32, c2 as i32 - c1 as i32);
        let straight = self
            .grid
            .directions()
            .iter()
            .any(|&(sr, sc)| (2 * sr, 2 * sc) == (dr, dc));
        if !straight {
            return None;
        }
        self.hole_at(r1 as i32 + dr / 2, c1 as i32 + dc / 2)
    }

    fn all_jumps(&self) -> Vec<(u8, u8, u8)> {
        let mut jumps = Vec::new();
        for from in 0..self.holes() as u8 {
            let (r, c) = self.cells[from as usize];
            for &(dr, dc) in self.grid.directions() {
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
        if self.grid == Grid::Triangle {
            // Hole (r, c) has the three distances (c, r − c, n − r) to the sides, summing to
            // n; the symmetries permute them.
            let perms = [
                [0, 1, 2],
                [1, 2, 0],
                [2, 0, 1],
                [1, 0, 2],
                [0, 2, 1],
                [2, 1, 0],
            ];
            return perms
                .iter()
                .map(|p| {
                    self.cells
                        .iter()
                        .map(|&(r, c)| {
                            let d = [c as i32, r as i32 - c as i32, n - r as i32];
                            let (a, b) = (d[p[0]], d[p[1]]);
                            self.hole_at(n - d[p[2]], a)
                                .filter(|_| a + b + d[p[2]] == n)
                                .expect("a triangle maps onto itself")
                        })
                        .collect()
                })
                .collect();
        }
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
                // Doubled a bit at a time (the entries with bit k are those without it plus
                // its image): an OR an entry instead of a walk over its bits. Every search
                // builds the tables, and the English central game's is short enough for
                // that to count.
                let mut t = [0u64; 256];
                for k in 0..8 {
                    let image = sym.get(8 * b + k).map_or(0, |&h| 1u64 << h);
                    let (without, with) = t.split_at_mut(1 << k);
                    for (w, &wo) in with[..1 << k].iter_mut().zip(without.iter()) {
                        *w = wo | image;
                    }
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
    fn a_hole_name_is_a_letter_then_digits_only() {
        let english = Board::named("english").unwrap();
        assert_eq!(english.parse_hole("d4"), Ok(english.centre()));
        // A sign once named d4 (`d+4`) or overflowed the row (`d-2147483648`, a panic).
        for bad in [
            "d+4",
            "d-4",
            "d-2147483648",
            "d",
            "d99999999999",
            "é4",
            "d٤",
        ] {
            let why = english.parse_hole(bad).unwrap_err();
            assert!(why.contains(bad), "{bad}: {why}");
        }
    }

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
            assert_eq!(b.grid, Grid::Square);
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
    fn triangles_have_three_jump_directions_and_six_symmetries() {
        for side in 4..=8u8 {
            let name = format!("triangle{side}");
            let b = Board::named(&name).unwrap();
            let n = side as usize;
            assert_eq!(b.holes(), n * (n + 1) / 2, "{name}");
            assert_eq!(b.grid, Grid::Triangle);
            assert_eq!(b.symmetries.len(), 6);
            // Each symmetry is a permutation that maps every jump to a jump.
            for sym in &b.symmetries {
                let mut seen = sym.clone();
                seen.sort_unstable();
                assert!(seen.iter().enumerate().all(|(k, &v)| k == v as usize));
                for &(f, o, t) in &b.jumps {
                    let image = (sym[f as usize], sym[o as usize], sym[t as usize]);
                    assert!(b.jumps.contains(&image), "{name}");
                }
            }
            // Jumps: along each of the three lines, 2 per run of 3 holes; a line of k holes
            // has k − 2 runs, and each of the 3 directions has lines of 1 … n holes.
            let runs: usize = (3..=n).map(|k| k - 2).sum();
            assert_eq!(b.jumps.len(), 3 * 2 * runs, "{name}");
            for k in 0..b.holes() as u8 {
                assert_eq!(b.parse_hole(&b.name_of(k)), Ok(k));
            }
            // Holes are equally spaced when drawn: neighbours one unit apart.
            for &(f, o, _) in &b.jumps {
                let ((x1, y1), (x2, y2)) = (b.point(f), b.point(o));
                assert!(((x1 - x2).hypot(y1 - y2) - 1.0).abs() < 1e-9);
            }
        }
        let t5 = Board::named("triangle5").unwrap();
        let (a1, a3, c3) = (
            t5.parse_hole("a1").unwrap(),
            t5.parse_hole("a3").unwrap(),
            t5.parse_hole("c3").unwrap(),
        );
        assert_eq!(t5.name_of(0), "a1");
        assert!(t5.parse_hole("b1").is_err() && t5.parse_hole("a6").is_err());
        assert!(t5.between(a1, a3).is_some() && t5.between(a1, c3).is_some());
        assert_eq!(t5.between(a3, c3), t5.parse_hole("b3").ok());
        assert!(Board::named("triangle9").is_err() && Board::named("triangle").is_err());
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
