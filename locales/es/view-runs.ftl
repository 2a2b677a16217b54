## The recorded runs view (www/views/runs.js, runs-draw.js). $title is the run's title,
## $said what its step did (the core's words), $node a position's label as the core writes it.
run-totals-label = Los recuentos comparados
run-zoom-in = Acercar
run-zoom-out = Alejar
run-fit = Ajustar
run-keys-help = Teclas: las flechas (o , y . sobre el dibujo) retroceden y avanzan un paso, Inicio y Fin van al primer y al último paso, Espacio reproduce y pausa; sobre el dibujo, las flechas desplazan, + y − acercan y alejan, 0 ajusta. Haz clic en un nodo para ver los valores de sus opciones.
run-back-to-game = Volver al juego
run-step-past = El paso del enlace, step={ $step }, supera los { $length } pasos de esta ejecución, así que se muestra el último.
run-canvas-label = { $title }, paso { $step } de { $length }: { $said }
run-node-not-reached = { $node }: aún no alcanzado en este paso
run-not-known-yet = aún no se conoce
# $options is the options' values as {0, 1, 2}, or "none" where a run has none to show.
run-node = { $node }: entra en el paso { $entered }, sale en el paso { $left }{ $options ->
        [none] { "" }
       *[other] , valores de las opciones { $options }
    }, valor { $value }
run-one-taken = El 1 de la casilla { $node }: tomado en el paso { $step }, aún no se conocen sus acciones
# $waits: "none", "one" (one step) or "several"; $at lists the steps (3, 5–7).
run-one-home = El 1 de la casilla { $node }: llega a la casilla { $cell } tras { $steps } pasos{ $waits ->
        [none] , sin esperar nunca
        [one] , esperando en el paso { $at }
       *[several] , esperando en los pasos { $at }
    }
run-press-play = Pulsa ▶ (o Espacio) para ver la ejecución, → para avanzar un paso.
run-stack = { $count ->
        [0] pila: vacía
       *[other] pila ({ $count }):
    }
run-stack-below = … { $count } debajo
run-heading = { $game }: { $title }
run-seek-refused = El paso de la orden debe ser un número entero de 0 a { $length }, no { $step }.
## The legend under each kind of run: each $-argument is a key drawn in colour, worded by
## the run-key message the view puts there (www/views/runs.js LEGENDS).
run-legend-grundy = Cada nodo es una posición, indicada encima; cuando su llamada termina, muestra su valor de Grundy, el mex de los valores de sus opciones: { $lost }, { $won }. Un nodo rodeado está en la pila de la recursión.
run-key-grundy-lost = 0, una posición perdedora
run-key-grundy-won = más de 0, una ganadora
# The marks drawn in a node of the WL-algorithm: one letter each.
run-mark-won = G
run-mark-lost = P
run-legend-win-lose = Cada nodo es una posición, indicada encima; cuando su llamada termina, muestra { $won } o { $lost } para el jugador al que le toca jugar. Un nodo rodeado está en la pila de la recursión.
run-key-won = { run-mark-won }, ganadora
run-key-lost = { run-mark-lost }, perdedora
run-legend-total = Cada cuadrado es una caja, una columna por posición en la línea y una fila por instante (por orden), marcada con su posición x y su instante t; una vez llena, muestra { $best }, lo mejor de las cajas anteriores que llegan a ella a tiempo (las líneas discontinuas) más lo suyo; en gris y con una cruz, una caja a la que ningún recorrido llega a tiempo.
run-key-best = el máximo de caramelos de un recorrido que termina en ella
run-legend-plane = Cada caja de caramelos es un punto girado 45°: u = x + t hacia la derecha, v = t − x hacia arriba, de modo que una caja puede seguir exactamente a las cajas que están debajo y a su izquierda (t − t′ ≥ |x − x′|). La caja que pregunta aparece rodeada, con { $quarter }, y una línea discontinua lleva a la mejor caja encontrada allí; una vez resuelta, muestra { $best }. En gris y con una cruz, una caja fuera del alcance de la salida.
run-key-quarter = su cuadrante sombreado
run-legend-actions = Arriba, la simulación directa: una fila por paso, el tiempo hacia abajo, cada casilla con un 1 sombreada. Cada 1 que el método de la pila ha terminado se dibuja con { $path }, una casilla a la izquierda por movimiento, recto hacia abajo por espera, y cae sobre los unos simulados; el 1 que se está tomando aparece rodeado. Abajo, la pila: las acciones del último 1 tomado, sus últimas acciones a la izquierda y su primera acción en la cima, a la derecha: { $wait }, { $moves }, con totalWaits (tW, las esperas a su altura y por debajo) y nextWait (nW, la espera más alta a su altura o por debajo) bajo cada una; una entrada recién desapilada aparece discontinua.
run-key-path = su recorrido
run-key-wait = W una espera
run-key-moves = M×k una serie de k movimientos
run-legend-goal = Cada nodo es la posición tras el salto que lo etiqueta: { $goal }, { $none }; en gris y con una cruz, cortado (ningún final es posible según el argumento de las clases); en gris y discontinuo, encontrado en el conjunto de posiciones muertas (él mismo o una posición simétrica) y no explorado de nuevo. Un nodo rodeado está en la línea de la búsqueda.
run-key-goal = ✓ alcanza el objetivo
run-key-no-goal = ✗ ninguna solución por debajo
## Merand and Varkevisser's figures, timed in the browser (peg's show=dead-set).
run-figures-heading = Las figuras 2 y 3 de Merand y Varkevisser, a partir de ejecuciones en este navegador
# $clock is the browser's clock as a script names it; $fit2, $fit3 the paper's formulas.
run-figures-help = Cada punto es un problema resuelto por el algoritmo 2 (la búsqueda de esta ejecución, sin grabar): desde cada hueco único de los triángulos de lado 5 y 6 hasta una ficha en cualquier lugar, y desde la partida central del tablero inglés, cada uno desde su inicio y tras cada movimiento de una solución, de modo que las soluciones van de 1 a 31 saltos. Su tiempo lo mide el reloj de este navegador ({ $clock }) alrededor de la búsqueda, repetida hasta que pasan al menos 2 ms y dividido entre las repeticiones: varía con la máquina, las demás pestañas y la resolución del reloj, así que el ajuste dice cómo crece el tiempo, no cuánto dura una búsqueda en otro lugar. Las curvas son rectas de mínimos cuadrados de log t frente a log n (figura 2) y de log t frente a la longitud L (figura 3). Los ajustes del propio artículo, en sus unidades: { $fit2 } (R² = { $r2 }) y { $fit3 }.
run-time = Cronometrar las búsquedas
run-time-again = Cronometrarlas de nuevo
run-timing-progress = { $done } de { $total } problemas cronometrados.
run-timing-done = { $problems } { $problems ->
        [one] problema cronometrado
       *[other] problemas cronometrados
    } en { $searches } { $searches ->
        [one] búsqueda
       *[other] búsquedas
    }.
run-fig2-not-yet = Figura 2: tiempo de ejecución frente a los elementos explorados, aún sin medir
run-fig2-caption = Figura 2: tiempo de ejecución frente a los elementos explorados.
run-fig3-not-yet = Figura 3: tiempo de ejecución frente a la longitud de la solución, aún sin medir
run-fig3-caption = Figura 3: tiempo de ejecución frente a la longitud de la solución encontrada.
run-fig2-axis = elementos explorados n (posiciones expandidas)
run-fig3-axis = longitud de la solución encontrada L (saltos)
run-fig-time-axis = tiempo t (µs)
# $formula is the fitted curve in notation, or "none" when there are too few points.
run-fig2-words = Figura 2: tiempo de ejecución frente a los elementos explorados, { $points } { $points ->
        [one] problema
       *[other] problemas
    }. { $formula ->
        [none] Hay demasiado pocos puntos para ajustar una curva.
       *[other] { $formula } (mínimos cuadrados de log t frente a log n, R² = { $r2 }).
    }
run-fig3-words = Figura 3: tiempo de ejecución frente a la longitud de la solución encontrada, { $points } { $points ->
        [one] problema
       *[other] problemas
    }. { $formula ->
        [none] Hay demasiado pocos puntos para ajustar una curva.
       *[other] { $formula } (mínimos cuadrados de log t frente a L, R² = { $r2 }).
    }
## The recorded runs' facts (core/src/run, each game's runs.rs), which the page and the
## command line word: titles, counters, steps, answers, totals and refusals. $node, $parent,
## $from and $position are a position in notation (heaps 3,4,5; a square 2,3; a jump d2-d4),
## or run-node-start; $options a set of values in notation ({0, 1, 3}).
run-node-start = la salida
run-title-grundy-plain = grundyNumber, recursión simple
run-title-grundy-memo = grundyNumber, con memoización
run-title-win-lose-plain = El algoritmo WL, recursión simple
run-title-win-lose-memo = El algoritmo WL, con memoización
run-title-backtrack = Algoritmo 1: vuelta atrás simple
run-title-backtrack-dead-set = Algoritmo 2: vuelta atrás con el conjunto de posiciones muertas
run-title-optimal = Vuelta atrás para todas las soluciones óptimas, cortada por la cota inferior
run-counter-calls = llamadas: { $count }
run-counter-memo-lookups = consultas a la memoria: { $count }
run-counter-cells-filled = celdas llenas: { $count }
run-counter-expanded = posiciones expandidas: { $count }
run-counter-dead-set = posiciones muertas: { $count }
run-counter-cuts = cortes por la cota inferior: { $count }
run-counter-solutions = soluciones óptimas encontradas: { $count }
run-counter-ones-taken = unos tomados: { $count }
run-counter-pushes = apilados: { $count }
run-counter-pops = desapilados: { $count }
run-counter-points-queried = puntos consultados: { $count }
run-counter-fenwick-read = celdas de Fenwick leídas: { $count }
run-counter-fenwick-written = celdas de Fenwick escritas: { $count }
# $meaning: grundy, win-lose, goal, total or actions; $value a number (0 or 1 for win-lose and goal).
run-value = { $meaning ->
        [grundy] G = { $value }
        [win-lose] { $value ->
            [0] perdedora
           *[other] ganadora
        }
        [goal] { $value ->
            [0] ninguna solución por debajo
           *[other] alcanza el objetivo
        }
        [total] mejor total { $value }
       *[actions] { $value } { $value ->
            [one] paso
           *[other] pasos
        }
    }
run-said-title = { $title }: avanza paso a paso.
run-said-start = { $node }: aquí empieza la ejecución
run-said-entered = { $node }: se entra desde { $parent }
run-said-out-of-time = { $node }: no se puede alcanzar a tiempo
run-said-cut = { $node }: cortado, sin cota probada (ningún final es posible)
run-said-dead = { $node }: en el conjunto de posiciones muertas, no se explora de nuevo
run-said-best = { $node }: mejor total { $value }, tras el mejor de { $options }
run-said-mex = { $node }: G = { $value }, el mex de { $options }
# $value is run-value worded.
run-said-left = { $node }: { $value }
run-said-looks-up = { $from } consulta { $node }: { $value }
run-answer-grundy = G({ $position }) = { $value }: el jugador al que le toca jugar { $value ->
        [0] pierde
       *[other] gana
    }.
run-answer-win-lose = { $position } es { $value ->
        [0] perdedora
       *[other] ganadora
    } para el jugador al que le toca jugar.
# $found: yes or no.
run-answer-backtrack = { $found ->
        [yes] Se encuentra una solución
       *[no] No hay solución: se probaron todas las líneas,
    } tras expandir { $expanded } { $expanded ->
        [one] posición
       *[other] posiciones
    }.
run-answer-backtrack-dead-set = { $found ->
        [yes] Se encuentra una solución
       *[no] No hay solución: se probaron todas las líneas,
    } tras expandir { $expanded } { $expanded ->
        [one] posición
       *[other] posiciones
    }, con { $dead } { $dead ->
        [one] posición muerta recordada
       *[other] posiciones muertas recordadas
    }.
run-answer-optimal = { $solutions } { $solutions ->
        [one] solución óptima
       *[other] soluciones óptimas
    } de { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    }, tras expandir { $expanded } { $expanded ->
        [one] posición
       *[other] posiciones
    } y cortar { $cut }.
run-total-plain-calls = recursión simple: { $count } { $count ->
        [one] llamada
       *[other] llamadas
    }
run-total-memo-positions = con memoización: { $count } { $count ->
        [one] posición
       *[other] posiciones
    }
# $algorithm is Merand and Varkevisser's number: 1 or 2.
run-total-algorithm-expanded = Algoritmo { $algorithm }: { $count } { $count ->
        [one] posición expandida
       *[other] posiciones expandidas
    }
run-total-algorithm-too-long = Algoritmo { $algorithm }: más de { $limit } pasos, sin grabar
run-total-solutions = soluciones óptimas: { $count }
run-total-expanded = posiciones expandidas: { $count }
run-total-cuts = cortes por la cota inferior: { $count }
run-too-long = Esta ejecución necesita más de { $limit } pasos, el máximo que graba una ejecución: elige una posición más pequeña.
# $why is the game's own reason.
run-refused = Esta ejecución no se puede grabar: { $why }.
# $cell and $later are two cells of a table in notation.
run-wrong-order = El orden de la tabla es incorrecto: { $cell } lee { $later }, que se llena más tarde.
run-no-answer = La ejecución está grabada.
# The command line's summary of a run (movelab run).
run-size = { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }, { $nodes } { $nodes ->
        [one] nodo
       *[other] nodos
    }

## A run the game does not have: the game by its id, the runs by their names as show= takes them
run-none = { $game } no tiene ninguna ejecución grabada que mostrar, no { $name }
run-must-be-one = show debe ser { $last } para { $game }, no { $name }
run-must-be = show debe ser { $first } o { $last } para { $game }, no { $name }
run-not-in-module = este módulo no graba las ejecuciones de { $game }
