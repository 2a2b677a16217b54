## El ejercicio de un docente (task=): su tarjeta, su nota y por qué (www/task.js).

task-title = Tu ejercicio
