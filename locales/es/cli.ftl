## Las palabras propias de la línea de órdenes (cli/src/help.rs): su ayuda, por orden y por
## argumento, sus errores de uso y las frases de sus respuestas. Los nombres de opciones
## (--format), sus valores (text, json) y los marcadores (<N>, A:B) son notación: consérvalos.

cli-heading-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-arg-help = Mostrar la ayuda
cli-arg-version = Mostrar la versión
cli-help-about = Mostrar este mensaje o la ayuda de las subórdenes indicadas
cli-possible-values = [valores posibles: { $values }]
cli-default-value = [por defecto: { $value }]

cli-about = Un laboratorio de juegos: los 14 juegos de cuatro artículos y un tutorial (fichas en una fila, solitario, juegos imparciales, un autómata, Push-*, Candy Collector, tres en raya) resueltos de forma óptima, contados y verificados
cli-after-help = Código de salida: 0 éxito; 1 sin solución, sin periodo o una secuencia ilegal (el motivo en una línea); 2 un argumento incorrecto (el motivo en una línea); 3 una búsqueda se rindió en su límite de posiciones sin respuesta (solitario: «abandono: …»)

cli-arg-format = formato de salida
cli-arg-step = mostrar solo la jugada número I, calculada en O(1)
cli-arg-at = mostrar la posición tras K jugadas (de 0 a la longitud), calculada sin repetir las jugadas
cli-arg-window = con --at: mostrar solo las casillas de A a B − 1 (como mucho 10.000)
cli-arg-count = mostrar el número exacto de soluciones óptimas
cli-arg-all = mostrar todas las soluciones óptimas

cli-shift-about = Fichas que se desplazan: n fichas negras y m fichas blancas, un hueco
cli-shift-n = número de fichas negras (de { $min } a { $max })
cli-shift-m = número de fichas blancas (de { $min } a { $max })
cli-shift-first = hacia dónde va la primera jugada (por defecto: right, hacia la derecha)

cli-pairs-about = Fichas que se mueven por parejas (problema de Tait): n fichas negras y n fichas blancas, dos huecos
cli-pairs-n = número de fichas de cada color (de { $min } a { $max }; 1 y 2 no tienen solución)

cli-catalog-about = La lista de los juegos: identificadores, parámetros y límites, reglas (el catálogo de la página)

cli-grundy-about = Los valores de Grundy de un juego de sustracción u octal, o su periodo certificado
cli-grundy-upto = el montón más grande (sustracción: hasta 10^7, octal: hasta 2^28, según la memoria)
cli-grundy-period = mostrar el periodo certificado en lugar de los valores
cli-grundy-at = el valor del montón N (de 0 a 10^18) mediante el periodo certificado; --upto limita las tablas donde se busca
cli-grundy-subtraction-about = un juego de sustracción: SET como 1,3,4 (cantidades de 1 a 10.000)
cli-grundy-subtraction-set = las cantidades que una jugada puede quitar, como 1,3,4
cli-grundy-subtraction-misere = versión misère: mostrar 1 (gana) o 0 (pierde)
cli-grundy-octal-about = un juego octal o hexadecimal en la notación de Winning Ways, como 0.07, 4.07 o 0.3F
cli-grundy-octal-code = el código del juego, como 0.07
cli-grundy-octal-misere = versión misère, por el cociente misère: 1 (gana) o 0 (pierde) por montón
cli-grundy-octal-heaps = una suma de montones como 3,4,5: su resultado y todas las jugadas ganadoras
cli-grundy-grundys-about = Juego de Grundy: una jugada divide un montón en dos montones desiguales

cli-nim-about = Nim: el resultado y todas las jugadas ganadoras
cli-nim-heaps = los montones (de 1 a 1.000 montones, cada uno hasta 2^62)
cli-nim-misere = versión misère: quien toma la última ficha pierde

cli-knights-about = El juego de los caballos: el resultado y una jugada ganadora
cli-knights-size = lado del tablero (de { $min } a { $max })
cli-knights-at = las casillas de los caballos X,Y (de 1 a N cada una)
cli-knights-variant = qué caballos se mueven en cada turno: uno (one), cualquier conjunto (any), un conjunto pero no todos (proper), o todos (all: quien no puede moverlos todos pierde)

cli-kinrow-about = K en fila: el resultado y las primeras casillas ganadoras
cli-kinrow-n = número de casillas (de { $min } a { $max })
cli-kinrow-k = casillas que marca una jugada (de { $min } a { $max })

cli-parity-about = Reunir un número par (impar) de objetos: el resultado y las tomas ganadoras
cli-parity-n = número de objetos (de { $min } a { $max })
cli-parity-k = el máximo de objetos que toma una jugada (de { $min } a { $max })
cli-parity-odd = el primer jugador gana con un total impar (por defecto: par)

cli-automaton-about = Autómata de intercambio: cada 01 se vuelve 10 a la vez; la fila tras M pasos o cuando es estable
cli-automaton-cells = las celdas, 0 y 1 (como mucho 10.000.000), o - para leerlas de la entrada estándar
cli-automaton-steps = el número de pasos (de 0 a 10^18)
cli-automaton-stable = mostrar el paso T en que la fila deja de cambiar y luego la fila final

cli-candy-about = Candy Collector: el máximo de caramelos a partir de un archivo JSON de tiempos de viaje y cajas
cli-candy-file = el archivo JSON (docs/design.md): {"{"}"travel":[[..]],"boxes":[[time,vertex,candies],..]{"}"} o {"{"}"x":[..],"boxes":[..]{"}"}

cli-push-about = Push-* en una dimensión: la menor energía para que el robot vaya de la casilla 1 a la última
cli-push-board = el tablero, . vacía y # bloque (de 1 a 64 casillas, la casilla 1 vacía)
cli-push-k = longitud de salto K (de 2 a 64): saltos de 1 a K casillas tras K-1 pasos en el mismo sentido
cli-push-walk = energía de un paso (de 0 a 10^9)
cli-push-jump = energía de un salto (de 0 a 10^9)
cli-push-push = energía de un empuje (de 0 a 10^9)

cli-peg-about = Solitario: una solución, el menor número de jugadas, el número de secuencias ganadoras
cli-peg-after-help = Código de salida: 0 una respuesta (una solución, el número o la palabra de --solvable); 1 sin solución, con la prueba en una línea; 2 un argumento incorrecto; 3 abandono: una búsqueda llegó a su límite de posiciones (memoria) sin respuesta, indicado en una línea, lo que no prueba nada en ningún sentido
cli-peg-board = english, french, wiegleb, diamond o triangle4 … triangle8
cli-peg-empty = los agujeros vacíos al principio, separados por comas (por defecto: el problema clásico del tablero)
cli-peg-finish = dónde debe quedar la última pieza: un agujero o any (por defecto: el problema clásico del tablero)
cli-peg-fewest-moves = una solución con el menor número de jugadas (una cadena de saltos de una misma pieza es una jugada)
cli-peg-count = el número exacto de secuencias de saltos ganadoras distintas
cli-peg-solvable = mostrar solvable o unsolvable, con código de salida 0 en ambos casos
cli-peg-atlas = todos los problemas del tablero de un hueco a una sola pieza, clasificados con su prueba
cli-peg-max-positions = abandonar (código 3) en cuanto una búsqueda fuera a guardar más de N posiciones (por defecto, y como máximo: el límite propio de cada búsqueda, de 60 a 600 millones)

cli-tictactoe-about = Tres en raya: el valor, las mejores jugadas y las posiciones que visitan minimax y alfa-beta
cli-tictactoe-board = nueve caracteres x, o, . fila por fila (por defecto: el tablero vacío); x juega primero
cli-tictactoe-order = el orden en que alfa-beta prueba las jugadas: natural (de 1 a 9), centre (el centro, las esquinas, los bordes) o best (las mejores jugadas primero)

cli-run-about = Una ejecución grabada del algoritmo de un juego (el show= de la página): su respuesta y sus contadores
cli-run-game = el identificador del juego (movelab catalog los muestra)
cli-run-run = el nombre de la ejecución, tal como lo toma el show= de la página (por ejemplo recursion, memo, table, dead-set)
cli-run-settings = los parámetros del juego como los nombra la página, por ejemplo heap=10 set=1,3,4 misere=1

cli-verify-about = Repite una lista de jugadas leída de la entrada estándar (un array JSON o casillas separadas por espacios)
cli-verify-shift-about = una lista de jugadas de fichas que se desplazan para n fichas negras y m fichas blancas
cli-verify-pairs-about = una lista de jugadas de fichas por parejas para n fichas de cada color
cli-verify-peg-about = una lista de saltos de solitario (d2-d4 …) para un tablero, una salida y una llegada

## Errores de uso (los de clap y los valores que lee la línea de órdenes)

cli-error-unknown-argument = argumento inesperado «{ $arg }»
cli-error-unknown-subcommand = orden desconocida «{ $name }»
cli-error-missing-value = «{ $arg }» necesita un valor
cli-error-invalid-value = valor «{ $value }» no válido para «{ $arg }» (valores posibles: { $possible })
cli-error-bad-value = valor «{ $value }» no válido para «{ $arg }»: { $reason }
cli-error-missing-argument = falta un argumento obligatorio: { $args }
cli-error-missing-subcommand = falta una orden: { $possible }
cli-error-no-command = falta una orden (movelab --help las muestra)
cli-error-conflict = «{ $arg }» no se puede usar con «{ $prior }»
cli-error-repeated = «{ $arg }» solo se puede dar una vez
cli-error-too-many-values = valor «{ $value }» inesperado para «{ $arg }»: no se esperaban más
cli-error-number-of-values = «{ $arg }» lleva { $expected } { $expected ->
        [one] valor
       *[other] valores
    }, no { $given }
cli-error-no-equals = «{ $arg }» necesita un signo igual antes de su valor
cli-error-not-utf8 = un argumento no es UTF-8 válido
cli-error-other = no se pudieron leer los argumentos ({ $reason })
cli-error-did-you-mean = { $error }; ¿querías decir «{ $suggestion }»?
cli-value-steps-too-many = { $value } pasos superan el límite de 10^18
cli-value-outside = { $value } no está entre { $min } y { $max }
cli-value-not-window = «{ $value }» no es una ventana A:B

## Las frases de las respuestas y los rechazos propios de la línea de órdenes

cli-value-unknown = el valor no se conoce
cli-first-with-all = --first no va con --count ni con --all: estos cubren los dos sentidos
cli-pairs-hypothesis = nota: por encima de n = { $max } este número supone la hipótesis W (comprobada con el recuento exhaustivo hasta n = { $max }, no demostrada; docs/pairs-counts.md)
cli-step-range = el número de la jugada debe estar entre 1 y { $length }, no { $step }
cli-list-too-long = la solución tiene { $length } jugadas, más que las { $max } que se pueden listar; pide las jugadas una a una con --step I
cli-at-range = --at debe estar entre 0 y { $length }, no { $at }
cli-no-csv = { $what } muestra text o json, no csv
cli-no-position-formula = esta solución no tiene fórmula de posición
cli-window-range = --window { $window } debe cumplir A < B <= { $squares } (las casillas van de 0 a { $last })
cli-window-too-wide = --window { $window } tiene { $count } casillas, más que las { $max } que se muestran
cli-all-too-many = hay { $count } soluciones óptimas de { $length } jugadas cada una, más que los { $max } números que muestra --all; usa --count
cli-verify-too-large = verify coloca el tablero en memoria: como mucho { $max } casillas, no { $squares }
cli-verify-illegal = jugada { $step }: { $why }
cli-verify-optimal = resuelto en { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }, lo que es óptimo
cli-verify-not-optimal = resuelto en { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }; el óptimo es { $best }
cli-verify-solved = resuelto en { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
cli-verify-missed = { $moves ->
        [one] la jugada es legal, pero no llega a la meta
       *[other] las { $moves } jugadas son legales, pero no llegan a la meta
    }
cli-stdin-not-squares = la entrada estándar no es un array JSON de números de casilla
cli-stdin-not-json = la entrada estándar no es JSON válido (línea { $line }, columna { $column })
cli-stdin-no-array = el objeto JSON de la entrada estándar no tiene un array «{ $name }»
cli-stdin-moves-not-squares = «moves» no es un array de números de casilla
cli-stdin-bad-move = jugada { $step } de la entrada estándar: { $why }
cli-peg-positions-zero = una búsqueda guarda al menos una posición: da 1 o más
cli-peg-positions-not-whole = «{ $value }» no es un número entero de posiciones
cli-peg-unsolvable = sin solución: { $why }
cli-peg-no-line = una búsqueda exhaustiva no encontró ninguna secuencia de saltos que llegue a la meta
cli-peg-gave-up = abandono: { $why }; prueba con menos piezas
cli-peg-limit-budget = la búsqueda exploró { $positions } posiciones, su límite, sin respuesta
cli-peg-limit-dead = la búsqueda recordó { $positions } posiciones perdidas, su límite, sin respuesta
cli-peg-limit-both = la búsqueda desde los dos extremos habría guardado más de { $held } posiciones (unos { $memory } GB de memoria), su límite, y la búsqueda en profundidad recordó { $dead } posiciones perdidas, su límite, sin respuesta
cli-peg-empty-blank = --empty «{ $empty }» tiene un nombre de agujero vacío: escribe los agujeros como d4,d5, con una sola coma entre dos
cli-peg-empty-too-many = --empty da { $count } agujeros; el tablero { $board } tiene { $holes }
cli-peg-no-peg = todos los agujeros están vacíos: no hay ninguna pieza que jugar
cli-peg-stdin-not-jumps = la entrada estándar no es una lista de saltos como «d2-d4»
cli-peg-stdin-bad-jump = salto { $step } de la entrada estándar, «{ $jump }»: { $why }
cli-peg-verify-solved = resuelto en { $jumps } { $jumps ->
        [one] salto
       *[other] saltos
    }, { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }
cli-peg-verify-missed = { $jumps ->
        [one] el salto es legal, pero no deja una sola pieza en la meta
       *[other] los { $jumps } saltos son legales, pero no dejan una sola pieza en la meta
    }
cli-heap-past-limit = el montón { $heap } supera el límite de 10^18
cli-csv-rows-only = --format csv es para las fichas en una fila; usa text o json
cli-give-upto-at-period = da --upto N, --at N o --period
cli-give-upto-at = da --upto N o --at N
cli-give-upto-or-heaps = da --upto N (o --heaps H,H,…)
cli-no-period = no hay periodo hasta { $upto }
cli-no-arithmetic-period = no hay periodo hasta { $upto }, ni un periodo aritmético certificado ({ $why })
cli-grundys-no-period = --period: no hay implementado ningún teorema de periodicidad para el juego de Grundy (no se conoce ninguno); usa --upto N o --at N
cli-grundys-past-table = no hay periodo certificado para el juego de Grundy, y el montón { $heap } está más allá de la tabla más grande ({ $most })
cli-heaps-count = da de 1 a { $max } montones, no { $count }
cli-heaps-alone = --heaps no va ni con --period ni con --upto
cli-heaps-past-limit = el montón { $heap } de --heaps supera el límite de { $max } montones para { $code }
cli-misere-no-period = --period es para la versión normal; un juego octal en versión misère lleva --upto N o --heaps
cli-cannot-read = no se puede leer «{ $path }»: { $why }
cli-push-smaller = { $why }; prueba con un tablero más pequeño
cli-push-unreachable = el robot no puede llegar a la última casilla: ninguna secuencia de jugadas llega allí

cli-peg-atlas-unsolvable = { $vacancy } -> { $finish }: sin solución: { $why }
cli-peg-atlas-undecided = { $vacancy } -> { $finish }: sin decidir: { $why }
cli-peg-atlas-others = todos los demás problemas: sin solución, el inicio y la meta están en clases de posiciones distintas (regla de tres)

cli-period = preperiodo { $preperiod } periodo { $period }
cli-period-saltus = preperiodo { $preperiod } periodo { $period } saltus { $saltus }
cli-heap-in-preperiod = el montón { $heap } está en el preperiodo
cli-heap-in-period = montón { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset }: el valor del montón { $same }
cli-heap-in-period-saltus = montón { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset }: el valor del montón { $same } más { $cycle } × { $saltus }
cli-arithmetic-periodic = aritméticamente periódico: G(n + { $period }) = G(n) + { $saltus } para todo n >= { $preperiod }, certificado por una prueba de periodicidad aritmética demostrada aquí (docs/impartial.md) sobre G hasta { $last }
cli-no-period-heap = ningún periodo certificado hasta { $upto }, y el montón { $heap } está más allá

cli-catalog-whole = { $name } de { $min } a { $max } (página: hasta { $page })
cli-catalog-text = { $name } texto de como mucho { $most } { $most ->
        [one] carácter
       *[other] caracteres
    }
cli-catalog-speed = velocidad de la página: de { $min } a { $max } jugadas por segundo, { $default } por defecto

# The placeholders of a usage line: [OPTIONS] stands for any options, <COMMAND> for a command.
cli-usage-options = OPCIONES
cli-usage-command = COMANDO

cli-run-not-pair = { $pair } no tiene la forma NAME=VALUE
cli-run-no-param = { $game } no tiene el parámetro { $name }: sus parámetros son { $params }
cli-run-bad-value = { $name }={ $value }: { $why }
cli-run-out-of-range = { $name } debe estar entre { $min } y { $max }, no { $value }
cli-run-not-flag = { $name } debe ser 1 o 0, no { $value }
cli-run-no-game = no hay ningún juego { $game }: los juegos son { $first } y { $last }

cli-peg-on-disk = decidir con la búsqueda desde los dos extremos, sus capas en disco en DIR, retomada allí tras una parada (un problema cuya inversión es una imagen de sí mismo)
cli-peg-memory = la memoria en la que ordena la búsqueda en disco, en GB (4 por defecto)
cli-peg-memory-not-positive = «{ $value }» no es un número de GB mayor que 0 y como mucho 1024
cli-peg-disk-resumed = se retoma tras la capa { $layer }, completa en { $dir }
cli-peg-disk-layer = capa { $layer } de { $of }: { $positions } posiciones, { $megabytes } MB en disco, { $elapsed } transcurrido, quedan unos { $left } (fnv1a64 { $hash })
cli-peg-disk-meeting = encuentro de los hijos de la capa { $a } con los complementos de la capa { $b }
cli-peg-disk-impossible = búsqueda exhaustiva desde los dos extremos, sus capas en disco: { $forward } posiciones de { $pegs } piezas alcanzables desde el inicio, { $backward } de { $fewer } piezas que aún pueden llegar al final, y ningún salto de una de las primeras a una de las segundas
cli-peg-disk-died-out = búsqueda exhaustiva desde los dos extremos, sus capas en disco: ninguna posición de { $pegs } piezas es alcanzable desde el inicio y puede aún llegar al final
peg-disk-not-one-side = --on-disk toma un solo hueco vacío y un final que una simetría del tablero intercambia con él (por ejemplo el mismo hueco: wiegleb e1 a e1), donde la búsqueda desde el final es la búsqueda desde el inicio
cli-peg-disk-dir = --on-disk «{ $dir }» no es ni una carpeta vacía ni la que dejó una búsqueda en disco: crea antes una carpeta vacía (mkdir)
peg-disk-other-problem = { $path } guarda las capas de otro problema: da una carpeta vacía, o la de este problema
peg-disk-io = { $path }: { $why }
