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
