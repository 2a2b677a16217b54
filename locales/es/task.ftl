## A teacher's task (task=): its card, its score and why (www/task.js).

task-title = Your task
