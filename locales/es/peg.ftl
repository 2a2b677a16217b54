## Solitario (senku): lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

peg-title = Solitario (senku)
peg-tagline = Saltar fichas hasta dejar solo una, en cuatro tableros clásicos y cinco triángulos
peg-intro = Haz saltar una ficha por encima de su vecina hasta un agujero vacío y quita la ficha saltada: ¿puedes dejar una sola ficha?
peg-rules = Una ficha salta por encima de una ficha vecina hasta el agujero vacío de detrás, a lo largo de una fila o de una columna (en un triángulo, a lo largo de cualquiera de sus tres direcciones), y la ficha saltada se retira. Empezando con todos los agujeros llenos{ $empty-key ->
        [none] { "" }
       *[other] { " " }salvo { $empty }
    }, salta hasta que quede una sola ficha{ $finish-key ->
        [any] , en cualquier lugar
       *[other] { " " }en { $finish }
    }.
peg-heading = Solitario en { $board-key ->
        [english] el tablero inglés
        [french] el tablero francés
        [wiegleb] el tablero de Wiegleb
        [diamond] el tablero de diamante
        [triangle4] el triángulo de lado 4
        [triangle5] el triángulo de lado 5
        [triangle6] el triángulo de lado 6
        [triangle7] el triángulo de lado 7
        *[triangle8] el triángulo de lado 8
    }, empezando { $empty-key ->
        [none] sin ningún agujero vacío
        *[other] con { $empty } vacío
    }, la última ficha { $finish-key ->
        [any] en cualquier lugar
        *[other] en { $finish }
    }

peg-param-board = Tablero
peg-param-board-english = Inglés (33 agujeros)
peg-param-board-french = Francés (37 agujeros)
peg-param-board-wiegleb = Wiegleb (45 agujeros)
peg-param-board-diamond = Diamante (41 agujeros)
peg-param-board-triangle4 = Triángulo de lado 4
peg-param-board-triangle5 = Triángulo de lado 5
peg-param-board-triangle6 = Triángulo de lado 6
peg-param-board-triangle7 = Triángulo de lado 7
peg-param-board-triangle8 = Triángulo de lado 8
peg-param-empty = Agujeros vacíos al empezar
peg-param-finish = Última ficha en (un agujero, o any)

peg-run-backtrack = El algoritmo 1 de Merand y Varkevisser: vuelta atrás simple, un árbol de todas las posiciones probadas
peg-run-dead-set = El algoritmo 2 de Merand y Varkevisser: vuelta atrás que recuerda las posiciones sin salida

peg-task-solve = Salta hasta que quede una sola ficha, en el agujero pedido.
peg-task-optimal = Deja una sola ficha en el agujero pedido en el menor número de jugadas: una cadena de saltos de una misma ficha cuenta como una jugada.

## worksheet (www/sheets/peg.js): el inicio, cuántos saltos, dónde puede acabar la última ficha, una solución.
# $empty enumera los agujeros vacíos (notación: d4); $pegs cuenta las fichas.
peg-sheet-start = El inicio: fichas en todos los agujeros salvo { $empty } ({ $pegs ->
        [one] { $pegs } ficha
       *[other] { $pegs } fichas
    })
peg-sheet-jumps-question = ¿Cuántos saltos tiene una solución?
# $why es la razón que da el solucionador.
peg-sheet-no-solution = No hay solución: { $why }.
peg-sheet-unknown = No se sabe: el solucionador se rindió ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } salto
       *[other] { $jumps } saltos
    }: cada uno quita una ficha, de { $pegs } fichas a 1.
peg-sheet-finishes-question = Empezando con solo { $hole } vacío, ¿en qué agujeros puede acabar la última ficha?
peg-sheet-finishes = En { $holes }.
peg-sheet-finishes-none = En ninguno: no se puede dejar una sola ficha.
peg-sheet-undecided = El solucionador no pudo decidir { $holes } a tiempo.
# $finish es "hole" (la última ficha debe acabar en $hole) o "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Resuélvelo: escribe los saltos que dejan una ficha en { $hole }, cada uno como DESDE-HASTA: el nombre del agujero que deja la ficha y luego el del agujero al que llega.
       *[anywhere] Resuélvelo: escribe los saltos que dejan una sola ficha, en cualquier agujero, cada uno como DESDE-HASTA: el nombre del agujero que deja la ficha y luego el del agujero al que llega.
    }
peg-sheet-solution-none = No hay solución que dar (mira la respuesta 1).
peg-sheet-note = Dónde puede acabar la última ficha solo se pregunta para un inicio con un único agujero vacío.

## play: peg solitaire on the page (www/views/grid-peg.js) and the core's facts of it (core/src/peg: reason.rs, rules.rs, session/)

peg-how-solved = El programa prueba los saltos uno a uno y recuerda las posiciones que ya sabe sin salida. Dos ideas le permiten demostrar que una posición inicial no tiene solución sin probarlo todo. Las clases de posiciones: se colorean los agujeros en diagonal con tres colores; cada salto cambia en uno el número de fichas de cada color, así que la paridad de esos números nunca cambia (la regla de tres de Conway), y un final con otra paridad es inalcanzable. Las funciones pagoda: se da a cada agujero un peso tal que ningún salto puede aumentar el peso total de las fichas; si el inicio pesa menos que el final, ninguna serie de saltos llega a él.
peg-play-board = Tablero
peg-play-finish = Última ficha en
peg-play-modes =
    .aria-label = Modo
peg-play-watch-mode = Ver cómo se resuelve
peg-play-play-mode = Jugar tú
peg-play-atlas-mode = ¿Dónde puede acabar?
peg-play-solve = Resolver
peg-play-jump-unit = Salto
peg-play-solution-jumps = Los saltos de la solución
peg-play-restart = Volver a empezar
peg-play-hint = Pista
peg-play-board-name = { $board ->
        [english] Inglés
        [french] Francés
        [wiegleb] Wiegleb
        [diamond] Rombo
        [triangle4] Triángulo de lado 4
        [triangle5] Triángulo de lado 5
        [triangle6] Triángulo de lado 6
        [triangle7] Triángulo de lado 7
       *[triangle8] Triángulo de lado 8
    }
peg-play-title = Solitario: { $board ->
        [english] el tablero inglés
        [french] el tablero francés
        [wiegleb] el tablero de Wiegleb
        [diamond] el tablero en rombo
        [triangle4] un triángulo de lado 4
        [triangle5] un triángulo de lado 5
        [triangle6] un triángulo de lado 6
        [triangle7] un triángulo de lado 7
       *[triangle8] un triángulo de lado 8
    }
peg-play-board-label = { $board ->
        [english] El tablero inglés
        [french] El tablero francés
        [wiegleb] El tablero de Wiegleb
        [diamond] El tablero en rombo
        [triangle4] El triángulo de lado 4
        [triangle5] El triángulo de lado 5
        [triangle6] El triángulo de lado 6
        [triangle7] El triángulo de lado 7
       *[triangle8] El triángulo de lado 8
    }: { $pegs ->
        [one] 1 ficha
       *[other] { $pegs } fichas
    }, { $step ->
        [one] 1 salto hecho
       *[other] { $step } saltos hechos
    }{ $solved ->
        [true] , resuelto
       *[false] {""}
    }.
peg-play-any-hole = cualquier agujero
peg-play-no-hole = ninguno
peg-play-any-of-them = cualquiera de ellos
peg-play-command-watch-only = En el modo de juego no hay solución que { $what ->
        [play] reproducir
       *[other] recorrer
    }; pon antes mode=watch.
peg-play-command-step = El paso de la orden debe ser un número entero de 0 a { $total }, no { $step }.
peg-play-command-play-only = Los saltos se juegan en el modo de juego (mode=play).
peg-play-command-not-jump = { $text } no es un salto de este tablero, escrito como agujero de salida-agujero de llegada (d2-d4).
peg-play-cannot-show = La página no puede mostrar { $board ->
        [english] el tablero inglés
        [french] el tablero francés
        [wiegleb] el tablero de Wiegleb
        [diamond] el tablero en rombo
        [triangle4] el triángulo de lado 4
        [triangle5] el triángulo de lado 5
        [triangle6] el triángulo de lado 6
        [triangle7] el triángulo de lado 7
        [triangle8] el triángulo de lado 8
       *[other] board={ $board }
    } con empty={ $empty } y finish={ $finish }: { $why }. En su lugar muestra el problema por defecto.
peg-play-optimal-refused = La tarea task=optimal del enlace no se puede puntuar en este problema: no se ha podido calcular el mínimo de movimientos ({ $why }). La página muestra el juego sin tarea.
peg-play-fewest-working = Calculando el mínimo de movimientos para puntuar tu solución…
peg-play-solved-fewest-working = Resuelto. Calculando el mínimo de movimientos para puntuarla…
peg-play-help = { $mode ->
        [play] Haz clic en una ficha y luego en el agujero al que salta. En el tablero: las flechas mueven el anillo, Intro o Espacio elige, Esc cancela; Ctrl+Z deshace.
        [atlas] Haz clic en el agujero que quieres dejar vacío al principio (o en el tablero: flechas, luego Intro o Espacio); los anillos marcan cada agujero donde puede acabar la última ficha.
       *[watch] Haz clic en un agujero (o en el tablero: flechas, luego Intro o Espacio) para vaciarlo o llenarlo antes del primer salto. Teclas en el resto de la página: ←/→ paso a paso, Inicio/Fin, Espacio reproduce o pausa.
    }
peg-play-moves-dropped = Los movimientos moves={ $moves } del enlace son los saltos de una partida en modo de juego (mode=play), así que se han descartado.
peg-play-start = { $pegs } fichas; vacíos al principio: { $holes ->
        [0] ninguno
       *[other] { $empty }
    }; la última ficha debe quedar en { $finish ->
        [any] cualquier agujero
       *[other] { $finish }
    }. Haz clic en los agujeros para cambiar el inicio y luego en Resolver.
peg-play-no-solution = Este inicio no tiene solución: { $why }.
peg-play-undecided = La página no ha podido decidir este inicio: { $why }. La línea de órdenes (movelab peg) busca más lejos.
peg-play-solve-stopped = { $decided ->
        [true] Decidido
       *[false] Detenido
    } tras { $ms } ms.
peg-play-no-solution-said = Sin solución: { $why }.
peg-play-undecided-said = La página no ha podido decidir este inicio.
peg-play-solving-elsewhere = Sigue la búsqueda de una solución, en un segundo hilo: mientras tanto la página sigue libre.
peg-play-solving-elsewhere-said = Sigue la búsqueda de una solución.
peg-play-solved-in = Resuelto en { $ms } ms: { $jumps ->
        [one] 1 salto
       *[other] { $jumps } saltos
    }.
peg-play-solution = Una solución en { $jumps ->
        [one] 1 salto
       *[other] { $jumps } saltos
    }. Recórrela paso a paso o pulsa reproducir.
peg-play-solution-said = Resuelto: { $jumps ->
        [one] 1 salto
       *[other] { $jumps } saltos
    }.
peg-play-the-start = El inicio.
peg-play-jump-of = Salto { $k } de { $total }: { $jump }.
peg-play-solved-after = Resuelto: queda una sola ficha, tras { $jumps ->
        [one] 1 salto
       *[other] { $jumps } saltos
    }.
peg-play-back-to-start = Vuelve al inicio (Inicio) para cambiar los agujeros vacíos.
peg-play-refused = { $why }.
peg-play-toggled = { $peg ->
        [true] { $hole } tiene ahora una ficha.
       *[false] { $hole } está ahora vacío.
    }
peg-play-back-at-start = De vuelta al inicio.
peg-play-nothing-to-undo = No hay nada que deshacer.
peg-play-took-back = Deshecho { $jump }.
peg-play-link-not-jump = no es un salto entre dos agujeros de este tablero, escrito como d2-d4
peg-play-link-jumps-dropped = No se han podido volver a jugar todos los movimientos moves={ $moves } del enlace: { $jump }: { $why }. La partida sigue desde el salto anterior.
peg-play-took-back-loss = { $jumps ->
        [one] Deshecho 1 salto
       *[other] Deshechos { $jumps } saltos
    }: la partida se puede volver a ganar.
peg-play-choose-peg = Elige una ficha para mover.
peg-play-hole-empty = { $hole } está vacío: elige una ficha para mover.
peg-play-peg-chosen = { $hole } elegido: ahora, el agujero al que salta.
peg-play-still-searching = Sigue la búsqueda de si se puede ganar ({ $how })…
peg-play-verdict = { $verdict ->
        [solvable] Todavía tiene solución.
        [unsolvable] Ya no tiene solución: { $why }.
       *[unknown] No se sabe: { $why }.
    }
peg-play-lost-since = Perdida desde el salto { $jump }:
peg-play-undo-jumps = { $jumps ->
        [one] Deshacer 1 salto
       *[other] Deshacer { $jumps } saltos
    }
peg-play-start-pegs = El inicio: { $pegs } fichas.
peg-play-jumped = { $jump }.
peg-play-won = Resuelto en { $jumps ->
        [one] 1 salto
       *[other] { $jumps } saltos
    }: queda una sola ficha donde debe.
peg-play-stuck = No queda ningún salto: { $pegs ->
        [one] queda 1 ficha
       *[other] quedan { $pegs } fichas
    }, no es el final pedido. Deshaz o vuelve a empezar.
peg-play-hint-searching = Pista: buscando un salto ganador…
peg-play-hint-text = Pista: { $jump } ({ $notation }).
peg-play-hint-said = Pista: { $jump }.
peg-play-atlas-working = Calculando dónde puede acabar la última ficha con { $hole } vacío…
peg-play-atlas-question = ¿Dónde puede acabar la última ficha con { $hole } vacío?
peg-play-atlas-answered = ¿Dónde puede acabar la última ficha con { $hole } vacío? Los anillos del tablero lo marcan.
peg-play-atlas-ends = Con { $hole } vacío, { $count ->
        [0] ninguna serie de saltos deja una sola ficha en ningún sitio{ $waiting ->
            [true] {" "}por ahora
           *[false] {""}
        }.
        [one] la última ficha puede acabar en { $ends }{ $waiting ->
            [true] {" "}por ahora
           *[false] {""}
        }: { $ends }.
       *[other] la última ficha puede acabar en cualquiera de { $count } agujeros{ $waiting ->
            [true] {" "}por ahora
           *[false] {""}
        }: { $ends }.
    }
peg-play-atlas-not-all = Algunos agujeros aún no se han explorado: elige { $hole } otra vez para seguir.
peg-play-atlas-unsettled = { $verdict ->
        [undecided] Sin decidir para { $holes }: la búsqueda de la página se detuvo en su límite (`movelab peg --atlas` en la línea de órdenes busca más lejos).
       *[unsearched] Aún sin explorar: { $holes } (la página busca alrededor de un segundo por clic).
    }
peg-play-atlas-not = No { $these ->
        [one] en { $holes }
        [other] en los otros { $count } agujeros ({ $holes })
       *[these] en estos { $count } agujeros ({ $holes })
    }: { $why }.
peg-jump-said = { $from } salta por encima de { $over } hasta { $to }
peg-searched-so-far = { $positions } posiciones exploradas hasta ahora
peg-hint-solved = El solitario está resuelto: no hace falta ningún salto
peg-hint-none = Ningún salto gana desde aquí: { $why }
peg-hint-unknown = No se sabe desde aquí: { $why }
peg-hint-searching = Sigue la búsqueda desde aquí ({ $positions } posiciones hasta ahora): vuelve a pedirla en un momento
peg-start-fixed = El inicio solo se puede cambiar antes del primer salto
peg-hole-off-board = Ese agujero está fuera del tablero
peg-jumps-do-not-finish = esos { $jumps } saltos no resuelven este problema
peg-step-range = el paso debe ir de 0 a { $most }, no { $step }
peg-no-line = ninguna serie de saltos resuelve este inicio
peg-no-solution = sin solución: { $why }
peg-undecided = sin decidir: { $why }
peg-jump-off-board = un salto nombra un agujero fuera del tablero
peg-not-a-jump = { $jump } no es un salto
peg-hole-is-empty = { $hole } está vacío
peg-hole-holds-peg = { $hole } tiene una ficha
peg-not-a-hole = { $hole } no es un agujero { $board ->
        [english] del tablero inglés
        [french] del tablero francés
        [wiegleb] del tablero de Wiegleb
        [diamond] del tablero en rombo
        [triangle4] del triángulo de lado 4
        [triangle5] del triángulo de lado 5
        [triangle6] del triángulo de lado 6
        [triangle7] del triángulo de lado 7
       *[triangle8] del triángulo de lado 8
    }
peg-hole-name-empty = un nombre de agujero está vacío
peg-listed-twice = { $hole } aparece dos veces entre los agujeros vacíos
peg-no-board = no hay ningún tablero con ese nombre
peg-why-and-then = { $first }; { $more }
peg-why-classes = el inicio y una última ficha en { $hole } están en clases de posiciones distintas, y ningún salto cambia la clase de una posición (la regla de tres de Conway)
peg-why-classes-any = ninguna ficha sola está en la clase de posiciones del inicio, y ningún salto cambia la clase de una posición (la regla de tres de Conway)
peg-why-pagoda = una función pagoda (un reparto de pesos entre los agujeros que ningún salto puede aumentar) da al inicio menos peso que al final, así que ninguna serie de saltos llega a él
peg-why-weight = { $start } frente a { $finish } en { $holes }
peg-why-weighed = una función pagoda (un reparto de pesos entre los agujeros que ningún salto puede aumentar), hallada por programación lineal, da al inicio menos peso que al final ({ $each }), así que ninguna serie de saltos llega a él
peg-why-finish-on = una última ficha en { $hole }: { $why }
peg-why-every-finish = no se puede llegar a ningún agujero donde podría quedar la última ficha ({ $each }); todos los demás agujeros están en otra clase de posiciones, y ningún salto cambia la clase de una posición (la regla de tres de Conway)
peg-why-tried = se han probado todas las posiciones alcanzables desde aquí ({ $positions }, contando una vez las imágenes simétricas{ $cut ->
        [0] {""}
        [one] , una de ellas descartada por una función pagoda (un reparto de pesos entre los agujeros que ningún salto puede aumentar)
       *[other] , { $cut } de ellas descartadas por funciones pagoda (repartos de pesos entre los agujeros que ningún salto puede aumentar)
    }){ $back ->
        [yes] ; ninguna llega al final ni a una de las { $layer } posiciones de { $pegs } fichas que llevan a él
       *[no] {" "}y ninguna llega al final
    }
peg-why-tried-all = se han probado todas las posiciones alcanzables desde aquí (contando una vez las imágenes simétricas){ $back ->
        [yes] ; ninguna llega al final ni a una de las { $layer } posiciones de { $pegs } fichas que llevan a él
       *[no] {" "}y ninguna llega al final
    }
peg-why-backwards = yendo hacia atrás desde el final, las { $positions } posiciones de { $pegs } fichas que llevan a él no incluyen esta
peg-why-meet-none = se han seguido todas las series desde los dos extremos ({ $positions } posiciones, contando una vez las imágenes simétricas): ninguna posición de { $pegs } fichas viene del inicio y puede aún llegar al final
peg-why-meet = se han seguido todas las series desde los dos extremos: { $forward } posiciones de { $pegs } fichas vienen del inicio y { $backward } de { $fewer } fichas pueden aún llegar al final (contando una vez las imágenes simétricas, las demás descartadas por funciones pagoda, repartos de pesos que ningún salto puede aumentar), y ningún salto lleva de las primeras a las segundas
peg-why-recorded = se han seguido todas las series desde los dos extremos, una vez, con un cálculo de varias horas que guardaba sus posiciones en disco: { $forward } posiciones de { $pegs } fichas vienen del inicio y { $backward } de { $fewer } fichas pueden aún llegar al final (contando una vez las imágenes simétricas, las demás descartadas por funciones pagoda, repartos de pesos que ningún salto puede aumentar), y ningún salto lleva de las primeras a las segundas. El cálculo está registrado: { $command } lo repite, y { $digests } guarda el número y la suma de control de cada paso para comparar
peg-why-stopped = la búsqueda de la página se detuvo antes de hallar una respuesta, para que la página siga rápida; prueba una posición con menos fichas

## The limits of the fewest-moves search and of the count, and the atlas's proofs carried over
peg-fewest-held = la búsqueda del menor número de jugadas guardó { $positions } posiciones, su límite, sin respuesta (demostró que una solución necesita al menos { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    })
peg-count-held = contar guardaría más de { $positions } posiciones, el límite
peg-count-past-128 = la cuenta pasa de 2^128, el límite
peg-search-broken = la búsqueda rompió una de sus propias reglas ({ $invariant }): es un error de movelab
## The rules of the meeting search that only a bug breaks ($invariant of peg-search-broken).
peg-invariant-not-one-move = dos posiciones seguidas de la línea encontrada no están a una jugada una de otra
peg-invariant-meet-not-held = la posición donde se encuentran las dos búsquedas no la guarda ninguna de ellas
peg-invariant-no-nearer = una posición guardada no tiene ninguna vecina en la capa más cercana a su extremo
peg-invariant-quick-line-lost = se encontró una línea, pero la búsqueda limitada a su número de jugadas no encuentra ninguna, ni siquiera esa
peg-atlas-shown-for = { $why } (demostrado para { $vacancy } hacia { $finish }, el mismo problema salvo simetría e inversión)
