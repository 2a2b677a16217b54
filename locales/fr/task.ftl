## L'exercice d'un enseignant (task=) : sa carte, sa note et pourquoi (www/task.js).

task-title = Votre exercice
