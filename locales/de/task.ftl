## Die Aufgabe einer Lehrkraft (task=): ihre Karte, ihre Bewertung und warum (www/task.js).

task-title = Deine Aufgabe
