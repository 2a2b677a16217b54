//! A small dense simplex method for the pagoda functions' linear programs (Bell finds
//! pagoda functions by linear programming): is A x = b solvable with x ≥ 0, and if not, a
//! Farkas certificate y with yᵀA ≤ 0 < yᵀb. Floating point: callers check what they take
//! from it exactly (a pagoda function is rounded to integers and verified jump by jump).

/// What phase one of the simplex method found.
#[derive(Clone, Debug, PartialEq)]
pub enum Feasibility {
    /// x ≥ 0 with A x = b.
    Solution(Vec<f64>),
    /// y with yᵀA ≤ 0 in every column and yᵀb > 0: no such x exists (Farkas' lemma).
    Certificate(Vec<f64>),
}

const EPS: f64 = 1e-9;

/// Whether `a` x = `b` has a solution x ≥ 0 (`a` as `a[i][j]`, each row as long as the
/// number of unknowns): phase one of the simplex method, minimising the sum of one
/// artificial variable per row. Dantzig's rule, then Bland's after a run of degenerate
/// pivots, so that it cannot cycle. At the optimum the simplex multipliers are the Farkas
/// certificate when the sum is positive.
pub fn feasible(a: &[Vec<f64>], b: &[f64]) -> Feasibility {
    let m = a.len();
    let n = a.first().map_or(0, Vec::len);
    assert_eq!(b.len(), m);
    // Row i, multiplied by s_i = ±1 so that its right-hand side is at least 0: a_i, the
    // artificial's unit column, then b_i. The last row is the objective: the column sums
    // (the phase-one costs' reduced costs, negated), its value at the end.
    let width = n + m + 1;
    let sign: Vec<f64> = b
        .iter()
        .map(|&v| if v < 0.0 { -1.0 } else { 1.0 })
        .collect();
    let mut t = vec![0.0f64; (m + 1) * width];
    for i in 0..m {
        assert_eq!(a[i].len(), n);
        for j in 0..n {
            t[i * width + j] = sign[i] * a[i][j];
        }
        t[i * width + n + i] = 1.0;
        t[i * width + width - 1] = sign[i] * b[i];
    }
    for i in 0..m {
        for j in 0..n {
            t[m * width + j] += t[i * width + j];
        }
        t[m * width + width - 1] += t[i * width + width - 1];
    }
    let mut basis: Vec<usize> = (n..n + m).collect();
    let mut degenerate = 0usize;
    loop {
        let gain = &t[m * width..m * width + n + m];
        let entering = if degenerate < 30 {
            let (j, &v) = gain
                .iter()
                .enumerate()
                .max_by(|x, y| x.1.total_cmp(y.1))
                .expect("a column");
            (v > EPS).then_some(j)
        } else {
            gain.iter().position(|&v| v > EPS)
        };
        let Some(e) = entering else { break };
        // The ratio test; ties to the least basic variable (Bland).
        let mut leave: Option<(usize, f64)> = None;
        for i in 0..m {
            let coef = t[i * width + e];
            if coef > EPS {
                let ratio = t[i * width + width - 1] / coef;
                let better = match leave {
                    None => true,
                    Some((l, r)) => ratio < r - EPS || (ratio <= r + EPS && basis[i] < basis[l]),
                };
                if better {
                    leave = Some((i, ratio));
                }
            }
        }
        // The objective is bounded below by 0, so some row always limits the step.
        let (r, ratio) = leave.expect("phase one is bounded");
        degenerate = if ratio.abs() <= EPS {
            degenerate + 1
        } else {
            0
        };
        pivot(&mut t, width, r, e);
        basis[r] = e;
    }
    if t[m * width + width - 1] > 1e-7 {
        // The multipliers: the artificial column i's entry is π_i − 1 (its cost is 1), for
        // the sign-adjusted rows.
        let y = (0..m)
            .map(|i| sign[i] * (t[m * width + n + i] + 1.0))
            .collect();
        return Feasibility::Certificate(y);
    }
    let mut x = vec![0.0; n];
    for (i, &v) in basis.iter().enumerate() {
        if v < n {
            x[v] = t[i * width + width - 1];
        }
    }
    Feasibility::Solution(x)
}

/// Makes column `e` the unit vector of row `r` by row operations on the tableau.
fn pivot(t: &mut [f64], width: usize, r: usize, e: usize) {
    let p = t[r * width + e];
    for v in &mut t[r * width..(r + 1) * width] {
        *v /= p;
    }
    let (before, rest) = t.split_at_mut(r * width);
    let (row, after) = rest.split_at_mut(width);
    for other in before
        .chunks_exact_mut(width)
        .chain(after.chunks_exact_mut(width))
    {
        let f = other[e];
        if f != 0.0 {
            for (v, &w) in other.iter_mut().zip(row.iter()) {
                *v -= f * w;
            }
            other[e] = 0.0;
        }
    }
}

/// The integers `d`·x for the least `d` up to `most` that makes every entry of `x` an
/// integer (within 10⁻⁶ of one), or `None`: a vertex of a program with small integer
/// coefficients has small denominators.
pub fn integral(x: &[f64], most: i64) -> Option<Vec<i64>> {
    (1..=most).find_map(|d| {
        let scaled: Vec<f64> = x.iter().map(|&v| v * d as f64).collect();
        scaled
            .iter()
            .all(|v| (v - v.round()).abs() < 1e-6)
            .then(|| scaled.iter().map(|v| v.round() as i64).collect())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dot(a: &[f64], b: &[f64]) -> f64 {
        a.iter().zip(b).map(|(x, y)| x * y).sum()
    }

    #[test]
    fn a_solvable_system_gets_a_solution() {
        // x + y = 3, x − y = −1: (1, 2).
        let a = vec![vec![1.0, 1.0], vec![1.0, -1.0]];
        let Feasibility::Solution(x) = feasible(&a, &[3.0, -1.0]) else {
            panic!("solvable");
        };
        assert!(
            (x[0] - 1.0).abs() < 1e-9 && (x[1] - 2.0).abs() < 1e-9,
            "{x:?}"
        );
        assert_eq!(integral(&[0.5, 1.5, -0.25], 10), Some(vec![2, 6, -1]));
    }

    #[test]
    fn an_unsolvable_system_gets_a_farkas_certificate() {
        // x + y = 1 and x + y = 2 with x, y ≥ 0; and x − y = 1, y − x = 1 (degenerate).
        for (a, b) in [
            (vec![vec![1.0, 1.0], vec![1.0, 1.0]], vec![1.0, 2.0]),
            (vec![vec![1.0, -1.0], vec![-1.0, 1.0]], vec![1.0, 1.0]),
            (vec![vec![1.0, 2.0], vec![0.0, 0.0]], vec![-1.0, 0.0]),
        ] {
            let Feasibility::Certificate(y) = feasible(&a, &b) else {
                panic!("{a:?} {b:?} has no solution");
            };
            for j in 0..2 {
                let column: Vec<f64> = a.iter().map(|row| row[j]).collect();
                assert!(dot(&y, &column) <= 1e-9, "{y:?}");
            }
            assert!(dot(&y, &b) > 1e-9, "{y:?}");
        }
    }
}
