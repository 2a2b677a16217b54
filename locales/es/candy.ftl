## Recolector de caramelos: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

candy-title = Recolector de caramelos
candy-tagline = Estar en el vértice adecuado en el momento adecuado para recoger el máximo de caramelos.
candy-intro = Aparecen cajas de caramelos en puntos de una línea, cada una en su momento: planea una ruta que llegue a tiempo al mayor número posible de ellas.
candy-rules = Aparecen cajas de caramelos en vértices dados y en instantes dados. Empiezas en el vértice 1 en el instante 0, te desplazas entre vértices en los tiempos dados (pasando por otros si es más rápido) y recoges una caja si estás en su vértice en su instante.
candy-heading = Recolector de caramelos con { $m } { $m ->
        [one] caja colocada
       *[other] cajas colocadas
    } al azar en una línea (semilla { $seed }, amplitud { $span })

candy-param-m = Cajas (m)
candy-param-seed = Semilla del ejemplo aleatorio
candy-param-span = Amplitud (span): posiciones de -span a span, instantes de 1 a 4 span

candy-run-dp = La programación dinámica O(M²) de Andreica y Tapus: cada caja después de la mejor caja anterior desde la que se puede llegar a ella
candy-run-quarter = La consulta en un cuadrante de Andreica y Tapus tras la rotación de 45°, recorrida con un árbol de Fenwick

candy-task-optimal = Planea una ruta que recoja el máximo de caramelos.

## worksheet (www/sheets/candy.js): las cajas en una tabla, el máximo de caramelos y un mejor plan.
candy-sheet-boxes = Las cajas (sales de la posición { $start } en el instante 0)
candy-sheet-col-box = Caja
candy-sheet-col-position = Posición
candy-sheet-col-time = Instante
candy-sheet-col-candies = Caramelos
candy-sheet-too-many = una ficha tiene como máximo { $most } cajas, no { $m }
candy-sheet-best-question = ¿Cuántos caramelos puedes recoger como máximo?
candy-sheet-plan-question = ¿Qué cajas, en el orden en que las recoges, dan esa cantidad?
candy-sheet-best = { $best ->
        [one] { $best } caramelo.
       *[other] { $best } caramelos.
    }
# $boxes enumera los números de las cajas en orden (notación: «3, 5, 8»).
candy-sheet-plan = Cajas { $boxes }.
candy-sheet-plan-none = No se puede llegar a tiempo a ninguna.
candy-sheet-note = Aquí los vértices son puntos de una recta e ir de la posición a a la posición b lleva |a − b| unidades de tiempo; sales de la posición { $start } en el instante 0 y puedes esperar en cualquier sitio.

## play: why a planned route breaks off (core/src/candy, the plane view).
candy-route-no-box = no hay ninguna caja { $number }
candy-route-twice = la caja { $number } se recoge una sola vez
candy-route-too-early = la caja { $number } aparece en el instante { $time }, antes del instante { $now }
candy-route-too-far = no se llega a tiempo a la caja { $number }: hace falta { $need } para llegar, y solo queda { $left }
## Candy Collector's recorded runs (core/src/candy/runs.rs, show=dp and show=quarter).
candy-run-title-dp = La programación dinámica del recolector de caramelos, caja por caja en orden de tiempo
candy-run-title-quarter = La consulta por cuadrantes tras el giro de 45°: cada caja pregunta a las cajas que están debajo y a su izquierda
candy-run-answer = El máximo de caramelos: { $best }.
candy-run-total-dp = programación dinámica en O(M²): { $pairs } pares de cajas comparados
candy-run-total-sweep = barrido por cuadrantes: { $read } celdas de Fenwick leídas y { $written } escritas
