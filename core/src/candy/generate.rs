//! Random Candy Collector instances on a line, from a seed: the page's plane view draws
//! one, and the command line solves the same instance from its exported file.
//!
//! Vertex 1 sits at position 0 (the player's start); box k (from 1) appears at its own
//! vertex k + 1, at a position drawn uniformly from −span..=span, at a time drawn uniformly
//! from 1..=4·span, with 1 to 9 candies. The boxes are listed in time order (ties by
//! position), so a box's number is its place in time.

use super::{Candy, File, Game, Travel, MAX_LINE_BOXES, MAX_VALUE};
use crate::random::SplitMix;

/// The most boxes of a random line instance (each box has its own vertex, plus the start).
pub const MAX_RANDOM_BOXES: usize = MAX_LINE_BOXES - 1;
/// The largest span: times go to 4·span, within the core's [`MAX_VALUE`].
pub const MAX_SPAN: u64 = MAX_VALUE / 4;

/// The instance of `boxes` boxes for `seed` and `span`; refuses sizes beyond the limits.
pub fn random_line(boxes: usize, seed: u64, span: u64) -> Result<Game, String> {
    if boxes > MAX_RANDOM_BOXES {
        return Err(format!(
            "{boxes} boxes is more than the limit of {MAX_RANDOM_BOXES}"
        ));
    }
    if span == 0 || span > MAX_SPAN {
        return Err(format!("span must be from 1 to {MAX_SPAN}, not {span}"));
    }
    let mut rng = SplitMix::new(seed);
    let mut drawn: Vec<(u64, i64, u64)> = (0..boxes)
        .map(|_| {
            let x = rng.range(0, 2 * span) as i64 - span as i64;
            let t = rng.range(1, 4 * span);
            (t, x, rng.range(1, 9))
        })
        .collect();
    drawn.sort_unstable();
    let mut x = Vec::with_capacity(boxes + 1);
    x.push(0);
    x.extend(drawn.iter().map(|d| d.1));
    let boxes = drawn
        .iter()
        .enumerate()
        .map(|(k, &(time, _, candies))| Candy {
            time,
            vertex: k + 1,
            candies,
        })
        .collect();
    Ok(Game {
        travel: Travel::Line(x),
        boxes,
    })
}

impl Game {
    /// The instance as a file of docs/design.md's format (vertices from 1), for the command line.
    pub fn to_file(&self) -> File {
        let (travel, x) = match &self.travel {
            Travel::Matrix(d) => (Some(d.clone()), None),
            Travel::Line(x) => (None, Some(x.clone())),
        };
        File {
            travel,
            x,
            boxes: self
                .boxes
                .iter()
                .map(|b| [b.time, b.vertex as u64 + 1, b.candies])
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candy::{quadratic, solve};

    #[test]
    fn same_seed_same_instance_and_within_its_ranges() {
        let a = random_line(200, 7, 30).unwrap();
        assert_eq!(a, random_line(200, 7, 30).unwrap());
        assert_ne!(a, random_line(200, 8, 30).unwrap());
        let Travel::Line(x) = &a.travel else {
            panic!("a line")
        };
        assert_eq!((x.len(), x[0]), (201, 0));
        assert!(x.iter().all(|p| p.abs() <= 30));
        for (k, b) in a.boxes.iter().enumerate() {
            assert_eq!(b.vertex, k + 1);
            assert!((1..=120).contains(&b.time) && (1..=9).contains(&b.candies));
        }
        assert!(a.boxes.windows(2).all(|w| w[0].time <= w[1].time));
    }

    #[test]
    fn the_file_reads_back_and_the_line_sweep_agrees_with_the_dp() {
        for seed in 0..40 {
            let game = random_line(60, seed, 10).unwrap();
            let back = Game::from_file(game.to_file()).unwrap();
            assert_eq!(back, game);
            assert_eq!(
                solve(&game).candies,
                quadratic(&game).candies,
                "seed {seed}"
            );
        }
        assert!(random_line(0, 1, 5).unwrap().boxes.is_empty());
    }

    #[test]
    fn refuses_sizes_beyond_the_limits() {
        assert!(random_line(MAX_RANDOM_BOXES + 1, 1, 5)
            .unwrap_err()
            .contains("limit"));
        assert!(random_line(3, 1, 0).unwrap_err().contains("span"));
        assert!(random_line(3, 1, MAX_SPAN + 1).is_err());
    }
}
