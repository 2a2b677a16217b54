## A teacher's task (task=): its card, its score and why (www/task.js).

task-title = Your task

## The task's refusals and verdicts (www/task.js), worded from the core's facts.
# $where: "link" (the page's URL) or "attribute" (the element's).
task-mode-played = { $where ->
        [attribute] The attribute task={ $task } is played, not watched, so mode=play is used.
        [command] The command's task={ $task } is played, not watched, so mode=play is used.
       *[link] The link's task={ $task } is played, not watched, so mode=play is used.
    }
# Why a task cannot be passed from the start shown: $game is the game's title.
task-why-unsolvable = { $game } cannot be solved from this start
task-why-cannot-win = the computer, playing perfectly, cannot be beaten from this start
task-why-only-draw = perfect play from this start ends in a draw, so the computer cannot be beaten (task=draw can be)
task-why-cannot-draw = the computer, playing perfectly, wins from this start
# $why is one of the task-why-* sentences above; $task the task's id (notation).
task-refused = { $where ->
        [attribute] The attribute task={ $task } cannot be passed: { $why }. The player shows the game without a task.
        [command] The command's task={ $task } cannot be passed: { $why }. The page shows the game without a task.
       *[link] The link's task={ $task } cannot be passed: { $why }. The page shows the game without a task.
    }
# The reason of a verdict. $unit is what a cost counts: "moves" or "energy".
task-reason-solved = { $unit ->
        [energy] Solved with { $used ->
            [one] { $used } unit of energy
           *[other] { $used } units of energy
        }
       *[moves] Solved with { $used ->
            [one] { $used } move
           *[other] { $used } moves
        }
    }
task-reason-solved-optimally = { $unit ->
        [energy] Solved with { $used ->
            [one] { $used } unit of energy
           *[other] { $used } units of energy
        }, the least there can be
       *[moves] Solved with { $used ->
            [one] { $used } move
           *[other] { $used } moves
        }, the fewest there can be
    }
task-reason-solved-above = { $unit ->
        [energy] Solved with { $used ->
            [one] { $used } unit of energy
           *[other] { $used } units of energy
        }; the least is { $least }
       *[moves] Solved with { $used ->
            [one] { $used } move
           *[other] { $used } moves
        }; the fewest is { $least }
    }
task-reason-collected = { $got ->
        [one] { $got } candy
       *[other] { $got } candies
    } collected of the { $most } there can be
task-reason-won = You won
task-reason-drawn = A draw
task-reason-lost = The computer won
task-reason-answered = { $right } of { $of ->
        [one] { $of } answer
       *[other] { $of } answers
    } right
# The verdict: $reason is one of the task-reason-* above, $percent the score (0 to 100).
task-verdict = { $passed ->
        [yes] { $reason }: { $percent }%. Task passed.
       *[no] { $reason }: { $percent }%. Task not passed.
    }
