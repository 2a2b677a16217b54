//! Tasks a teacher sets (docs/design.md, "Classroom"): which tasks each game offers (its
//! catalog entry's `tasks`), whether a task can be passed from a start, and the score of how
//! it ended. The judge returns facts (a [`Reason`] with its numbers); the shells word them.

use serde::Serialize;

/// The kinds of task. Which games take which is the game's catalog entry's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaskKind {
    /// Reach the goal, in any number of moves.
    Solve,
    /// Reach the goal at the optimum (the fewest moves, the least energy, the most candies).
    Optimal,
    /// Beat the computer's perfect play.
    Win,
    /// Do not lose against perfect play.
    Draw,
    /// Write the Grundy values G(0) … G(upto).
    Values,
    /// Write the row after `step` steps.
    Predict,
}

impl TaskKind {
    pub const ALL: [TaskKind; 6] = [
        TaskKind::Solve,
        TaskKind::Optimal,
        TaskKind::Win,
        TaskKind::Draw,
        TaskKind::Values,
        TaskKind::Predict,
    ];

    /// Its name in `task=`.
    pub fn id(self) -> &'static str {
        match self {
            TaskKind::Solve => "solve",
            TaskKind::Optimal => "optimal",
            TaskKind::Win => "win",
            TaskKind::Draw => "draw",
            TaskKind::Values => "values",
            TaskKind::Predict => "predict",
        }
    }

    pub fn from_id(id: &str) -> Option<TaskKind> {
        TaskKind::ALL.into_iter().find(|k| k.id() == id)
    }
}

/// One task of a game, as its catalog entry lists it. The sentence a learner reads before
/// the first move is the message `<game>-task-<kind>` of the message files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Task {
    pub id: TaskKind,
}

/// Beat the computer: the two-player games' task.
pub const WIN: Task = Task { id: TaskKind::Win };

/// Write the Grundy values: the heap games whose explorer has a table of them.
pub const VALUES: Task = Task {
    id: TaskKind::Values,
};

/// What the visitor can reach from the start under the computer's perfect play (two-player
/// games) or at all (puzzles), as the game's solver says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prospect {
    /// The goal can be reached, or the visitor can force a win.
    Win,
    /// Perfect play ends in a draw.
    Draw,
    /// The goal cannot be reached, or the computer can force a win.
    Loss,
}

/// Why a task cannot be passed from the start given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "id", rename_all = "kebab-case")]
pub enum Refusal {
    /// A puzzle whose goal cannot be reached from this start.
    Unsolvable,
    /// `win` where the computer's perfect play wins.
    CannotWin,
    /// `win` where perfect play on both sides draws.
    OnlyDraw,
    /// `draw` where the computer's perfect play wins.
    CannotDraw,
}

/// Whether `task` can be passed from a start whose [`Prospect`] is `prospect`.
pub fn check(task: TaskKind, prospect: Prospect) -> Result<(), Refusal> {
    match (task, prospect) {
        (TaskKind::Solve | TaskKind::Optimal, Prospect::Loss) => Err(Refusal::Unsolvable),
        (TaskKind::Win, Prospect::Draw) => Err(Refusal::OnlyDraw),
        (TaskKind::Win, Prospect::Loss) => Err(Refusal::CannotWin),
        (TaskKind::Draw, Prospect::Loss) => Err(Refusal::CannotDraw),
        _ => Ok(()),
    }
}

/// How a task ended, as the game shown tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A puzzle's goal reached at a cost (moves, energy) where the least is `least`.
    Fewest { used: u64, least: u64 },
    /// A puzzle's goal reached with a gain (candies) where the most is `most`.
    Most { got: u64, most: u64 },
    /// A two-player game over.
    Over { won: bool, drawn: bool },
    /// Answers checked: `right` of `of`.
    Answered { right: u64, of: u64 },
}

/// The score of a task and why: a number from 0 to 1, passed or not, and the facts.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Verdict {
    pub score: f64,
    pub passed: bool,
    pub reason: Reason,
}

/// The facts behind a score, for the shells to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "id", rename_all = "kebab-case")]
pub enum Reason {
    /// The goal reached (`solve`), in `used`; `least` is the optimum.
    Solved {
        used: u64,
        least: u64,
    },
    /// The goal reached at the optimum `least`.
    SolvedOptimally {
        used: u64,
    },
    /// The goal reached in `used` where `least` would do.
    SolvedAbove {
        used: u64,
        least: u64,
    },
    /// `got` of the `most` (candies).
    Collected {
        got: u64,
        most: u64,
    },
    Won,
    Drawn,
    Lost,
    /// `right` of `of` answers right.
    Answered {
        right: u64,
        of: u64,
    },
}

/// The task's ending: a result event can be sent, or (`None`) the task goes on. A task
/// ends when a puzzle's goal is reached, a game is over, or answers are checked; the
/// ending is judged by the task's own rule (docs/design.md's table).
pub fn judge(task: TaskKind, ending: Ending) -> Option<Verdict> {
    let verdict = |score: f64, passed, reason| {
        Some(Verdict {
            score,
            passed,
            reason,
        })
    };
    match (task, ending) {
        (TaskKind::Solve, Ending::Fewest { used, least }) => {
            verdict(1.0, true, Reason::Solved { used, least })
        }
        (TaskKind::Solve, Ending::Most { got, most }) => {
            verdict(1.0, true, Reason::Collected { got, most })
        }
        (TaskKind::Optimal, Ending::Fewest { used, least }) => {
            let score = if used == 0 {
                1.0
            } else {
                (least as f64 / used as f64).min(1.0)
            };
            let reason = if used <= least {
                Reason::SolvedOptimally { used }
            } else {
                Reason::SolvedAbove { used, least }
            };
            verdict(score, used <= least, reason)
        }
        (TaskKind::Optimal, Ending::Most { got, most }) => {
            let score = if most == 0 {
                1.0
            } else {
                (got as f64 / most as f64).min(1.0)
            };
            verdict(score, got >= most, Reason::Collected { got, most })
        }
        (TaskKind::Win | TaskKind::Draw, Ending::Over { won, drawn }) => {
            let passed = won || (task == TaskKind::Draw && drawn);
            let reason = if won {
                Reason::Won
            } else if drawn {
                Reason::Drawn
            } else {
                Reason::Lost
            };
            verdict(if passed { 1.0 } else { 0.0 }, passed, reason)
        }
        (TaskKind::Values | TaskKind::Predict, Ending::Answered { right, of }) => {
            let score = if of == 0 {
                0.0
            } else {
                right as f64 / of as f64
            };
            verdict(score, of > 0 && right == of, Reason::Answered { right, of })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_from_its_id() {
        for kind in TaskKind::ALL {
            assert_eq!(TaskKind::from_id(kind.id()), Some(kind));
        }
        assert_eq!(TaskKind::from_id("Solve"), None);
        assert_eq!(TaskKind::from_id(""), None);
    }

    #[test]
    fn the_optimal_score_is_the_least_over_the_used() {
        for least in 0..40u64 {
            for used in least..80 {
                let v = judge(TaskKind::Optimal, Ending::Fewest { used, least }).unwrap();
                assert_eq!(v.passed, used == least);
                let expected = if used == 0 {
                    1.0
                } else {
                    least as f64 / used as f64
                };
                assert!((v.score - expected).abs() < 1e-12);
                assert!((0.0..=1.0).contains(&v.score));
            }
        }
        let v = judge(TaskKind::Optimal, Ending::Fewest { used: 10, least: 8 }).unwrap();
        assert_eq!(v.reason, Reason::SolvedAbove { used: 10, least: 8 });
        assert!((v.score - 0.8).abs() < 1e-12);
    }

    #[test]
    fn solving_passes_whatever_it_cost() {
        let v = judge(TaskKind::Solve, Ending::Fewest { used: 30, least: 8 }).unwrap();
        assert!(v.passed && v.score == 1.0);
    }

    #[test]
    fn the_most_candies_pass_and_fewer_score_their_share() {
        let v = judge(TaskKind::Optimal, Ending::Most { got: 3, most: 4 }).unwrap();
        assert!(!v.passed && (v.score - 0.75).abs() < 1e-12);
        assert!(
            judge(TaskKind::Optimal, Ending::Most { got: 4, most: 4 })
                .unwrap()
                .passed
        );
    }

    #[test]
    fn a_draw_passes_a_draw_task_only() {
        let drawn = Ending::Over {
            won: false,
            drawn: true,
        };
        assert!(judge(TaskKind::Draw, drawn).unwrap().passed);
        assert!(!judge(TaskKind::Win, drawn).unwrap().passed);
        let lost = Ending::Over {
            won: false,
            drawn: false,
        };
        for task in [TaskKind::Win, TaskKind::Draw] {
            let v = judge(task, lost).unwrap();
            assert!(!v.passed && v.score == 0.0 && v.reason == Reason::Lost);
        }
    }

    #[test]
    fn answers_score_their_share_and_pass_only_when_all_are_right() {
        for of in 0..30u64 {
            for right in 0..=of {
                let v = judge(TaskKind::Values, Ending::Answered { right, of }).unwrap();
                assert_eq!(v.passed, of > 0 && right == of);
                assert!((0.0..=1.0).contains(&v.score));
            }
        }
    }

    #[test]
    fn an_ending_of_another_kind_does_not_end_the_task() {
        assert_eq!(
            judge(TaskKind::Win, Ending::Fewest { used: 1, least: 1 }),
            None
        );
        assert_eq!(
            judge(
                TaskKind::Solve,
                Ending::Over {
                    won: true,
                    drawn: false
                }
            ),
            None
        );
        assert_eq!(
            judge(TaskKind::Predict, Ending::Most { got: 1, most: 1 }),
            None
        );
    }

    #[test]
    fn a_task_that_cannot_be_passed_is_refused() {
        assert_eq!(
            check(TaskKind::Win, Prospect::Loss),
            Err(Refusal::CannotWin)
        );
        assert_eq!(check(TaskKind::Win, Prospect::Draw), Err(Refusal::OnlyDraw));
        assert_eq!(check(TaskKind::Draw, Prospect::Draw), Ok(()));
        assert_eq!(
            check(TaskKind::Draw, Prospect::Loss),
            Err(Refusal::CannotDraw)
        );
        assert_eq!(
            check(TaskKind::Solve, Prospect::Loss),
            Err(Refusal::Unsolvable)
        );
        assert_eq!(check(TaskKind::Optimal, Prospect::Win), Ok(()));
    }

    #[test]
    fn every_game_offers_the_tasks_of_its_kind_once_each() {
        for game in crate::catalog::CATALOG.games {
            let ids: Vec<TaskKind> = game.tasks.iter().map(|t| t.id).collect();
            for (i, id) in ids.iter().enumerate() {
                assert!(!ids[i + 1..].contains(id), "{}: {id:?} twice", game.id);
            }
            let fits = |kinds: &[TaskKind]| ids.iter().all(|id| kinds.contains(id));
            match game.players {
                2 => assert!(
                    fits(&[TaskKind::Win, TaskKind::Draw, TaskKind::Values]),
                    "{}",
                    game.id
                ),
                1 => assert!(fits(&[TaskKind::Solve, TaskKind::Optimal]), "{}", game.id),
                _ => assert_eq!(ids, [TaskKind::Predict], "{}", game.id),
            }
            assert!(!ids.is_empty(), "{} has a task", game.id);
        }
    }
}
