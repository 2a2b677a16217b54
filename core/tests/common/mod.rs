//! An independent checker for the tests: both puzzles' rules written again from docs/design.md,
//! on plain strings, sharing no code with the crate, so that a bug in the core's rules
//! cannot hide a bad sequence.
#![allow(dead_code)]

/// Replays shifting-checkers `moves` for n black, m white; Ok(final row) or the bad step.
pub fn replay_shift(n: usize, m: usize, moves: &[u64]) -> Result<String, String> {
    let mut row: Vec<u8> = [vec![b'B'; n], vec![b'_'], vec![b'W'; m]].concat();
    for (k, &square) in moves.iter().enumerate() {
        let hole = row.iter().position(|&c| c == b'_').unwrap();
        let s = square as usize;
        if s >= row.len() || s == hole || s.abs_diff(hole) > 2 {
            return Err(format!("step {}: illegal square {s}", k + 1));
        }
        row.swap(s, hole);
    }
    Ok(String::from_utf8(row).unwrap())
}

/// True when `moves` solves shifting checkers (n, m) in exactly nm + n + m moves.
pub fn solves_shift(n: usize, m: usize, moves: &[u64]) -> bool {
    let goal: String = "W".repeat(m) + "_" + &"B".repeat(n);
    moves.len() == n * m + n + m && replay_shift(n, m, moves).as_deref() == Ok(goal.as_str())
}

/// Replays pairs `moves` for n checkers of each colour; Ok(final row) or the bad step.
pub fn replay_pairs(n: usize, moves: &[u64]) -> Result<String, String> {
    let mut row: Vec<u8> = [vec![b'B'; n], vec![b'W'; n], vec![b'_'; 2]].concat();
    for (k, &square) in moves.iter().enumerate() {
        let hole = row.iter().position(|&c| c == b'_').unwrap();
        let s = square as usize;
        if s + 1 >= row.len() || row[s] == b'_' || row[s + 1] == b'_' {
            return Err(format!("step {}: illegal square {s}", k + 1));
        }
        row[hole] = row[s];
        row[hole + 1] = row[s + 1];
        row[s] = b'_';
        row[s + 1] = b'_';
    }
    Ok(String::from_utf8(row).unwrap())
}

/// True when `moves` reaches the pairs goal (holes on 0 and 1, then W B W B …).
pub fn solves_pairs(n: usize, moves: &[u64]) -> bool {
    let goal: String = "__".to_string() + &"WB".repeat(n);
    replay_pairs(n, moves).as_deref() == Ok(goal.as_str())
}

/// A shifting-checkers row stepped one move at a time, the hole tracked, for tests that
/// check every step of long solutions (the same rules as `replay_shift`).
pub struct ShiftRow {
    pub row: Vec<u8>,
    hole: usize,
}

impl ShiftRow {
    pub fn start(n: usize, m: usize) -> ShiftRow {
        ShiftRow {
            row: [vec![b'B'; n], vec![b'_'], vec![b'W'; m]].concat(),
            hole: n,
        }
    }

    pub fn step(&mut self, square: u64) -> Result<(), String> {
        let s = square as usize;
        if s >= self.row.len() || s == self.hole || s.abs_diff(self.hole) > 2 {
            return Err(format!("illegal square {s}"));
        }
        self.row.swap(s, self.hole);
        self.hole = s;
        Ok(())
    }

    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.row).unwrap()
    }
}

/// A pairs row stepped one move at a time (the same rules as `replay_pairs`).
pub struct PairsRow {
    pub row: Vec<u8>,
    hole: usize,
}

impl PairsRow {
    pub fn start(n: usize) -> PairsRow {
        PairsRow {
            row: [vec![b'B'; n], vec![b'W'; n], vec![b'_'; 2]].concat(),
            hole: 2 * n,
        }
    }

    pub fn step(&mut self, square: u64) -> Result<(), String> {
        let s = square as usize;
        if s + 1 >= self.row.len() || self.row[s] == b'_' || self.row[s + 1] == b'_' {
            return Err(format!("illegal square {s}"));
        }
        let h = self.hole;
        self.row[h] = self.row[s];
        self.row[h + 1] = self.row[s + 1];
        self.row[s] = b'_';
        self.row[s + 1] = b'_';
        self.hole = s;
        Ok(())
    }

    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.row).unwrap()
    }
}

/// Replays peg-solitaire `jumps` (written `d2-d4`) on a board given as its holes' (row,
/// column) squares (column c of row r named by letter c and number r + 1, as `d4`), from
/// every hole full but the `empty` ones: Ok(the squares left with a peg) or the bad jump.
/// `triangle`: jumps also run along the diagonal (r + 2, c + 2), as on the triangular
/// boards; otherwise along rows and columns only.
pub fn replay_peg(
    holes: &[(i32, i32)],
    triangle: bool,
    empty: &[&str],
    jumps: &[String],
) -> Result<Vec<(i32, i32)>, String> {
    let square = |name: &str| -> Result<(i32, i32), String> {
        let b = name.as_bytes();
        let c = i32::from(*b.first().ok_or("an empty hole name")?) - i32::from(b'a');
        let r: i32 = name[1..].parse().map_err(|_| format!("bad hole {name}"))?;
        let sq = (r - 1, c);
        if holes.contains(&sq) {
            Ok(sq)
        } else {
            Err(format!("{name} is not on the board"))
        }
    };
    let mut pegs: Vec<(i32, i32)> = holes.to_vec();
    for name in empty {
        let sq = square(name)?;
        pegs.retain(|&p| p != sq);
    }
    for text in jumps {
        let (from, to) = text
            .split_once('-')
            .ok_or(format!("{text} is not a jump"))?;
        let ((r1, c1), (r2, c2)) = (square(from)?, square(to)?);
        let (dr, dc) = (r2 - r1, c2 - c1);
        let straight = (dr.abs() == 2 && dc == 0) || (dc.abs() == 2 && dr == 0);
        let diagonal = triangle && dr.abs() == 2 && dr == dc;
        if !(straight || diagonal) {
            return Err(format!("{text} is not two holes along a line"));
        }
        let over = (r1 + dr / 2, c1 + dc / 2);
        if !pegs.contains(&(r1, c1)) || !pegs.contains(&over) || pegs.contains(&(r2, c2)) {
            return Err(format!(
                "{text}: no peg to jump, none to jump over, or no room"
            ));
        }
        pegs.retain(|&p| p != (r1, c1) && p != over);
        pegs.push((r2, c2));
    }
    pegs.sort_unstable();
    Ok(pegs)
}
