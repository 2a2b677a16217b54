## The tree view (www/views/tictactoe.js): tic-tac-toe against perfect play and the game
## tree of minimax and alpha-beta. $mark is x or o and $board the nine squares as typed
## (x, o, .), shown as they are; $who is "you" or "computer"; $value is "x" (x wins with
## perfect play), "o" or "draw".
ttt-start-board = Tablero inicial
ttt-you-play = Juegas con
ttt-start = Empezar
ttt-board-help = x, o o . para cada casilla, fila a fila; x mueve primero.
ttt-board-canvas =
    .aria-label = El tablero
ttt-new-game = Nueva partida
ttt-undo = Deshacer
ttt-show-tree = Mostrar el árbol
ttt-tree-section =
    .aria-label = El árbol del juego
ttt-order = Alfa-beta prueba las jugadas
ttt-order-choice = { $order ->
        [natural] casillas 1 a 9
        [centre] centro, esquinas, bordes
       *[best] mejores primero
    }
ttt-zoom-in =
    .aria-label = Acercar
ttt-zoom-out =
    .aria-label = Alejar
ttt-fit = Ajustar
ttt-less = Un nivel menos
ttt-deeper = Un nivel más
ttt-tree-canvas =
    .aria-label = El árbol del juego desde la posición mostrada
ttt-key-intro = Cada forma es una posición, y su color, su valor con juego perfecto:
ttt-key-x = gana x (+1)
ttt-key-draw = empate (0)
ttt-key-o = gana o (−1)
ttt-tree-help = Cuadrados: mueve x (Max); círculos: mueve o (Min). El número junto a una arista es la casilla jugada; los hijos van de izquierda a derecha en el orden en que alfa-beta los prueba. El minimax simple visita todas las posiciones dibujadas; alfa-beta nunca visita las grises, y una cruz marca dónde poda. Un triángulo agrupa las posiciones por debajo de la profundidad dibujada (+ recuentos de minimax simple / alfa-beta al acercar). El árbol se abre con una jugada de profundidad; «Un nivel más» dibuja el siguiente. Arrastra o usa las flechas para desplazarte, y la rueda o + y − para acercar o alejar.
ttt-keys-help = Teclas en el tablero: de 1 a 9 juegan esa casilla (1 2 3 la fila de arriba), también las flechas e Intro; U deshace, N empieza una partida nueva, T muestra el árbol.
ttt-refused-start = { $reason }. La página empieza con el tablero vacío.
ttt-link-moves-refused = No se han podido volver a jugar todas las jugadas del enlace, moves={ $moves }: { $reason }. La partida sigue desde la jugada anterior.
ttt-not-a-square = { $text } no es una casilla del 1 al 9.
ttt-status-draw = Empate: el tablero está lleno.
ttt-status-won = { $mark } tiene tres en raya: { $who ->
        [you] ganas tú.
       *[computer] gana el ordenador.
    }
ttt-status-your-move = Te toca (juegas con { $mark }).
ttt-status-thinking = El ordenador ({ $mark }) está pensando…
ttt-value = Con juego perfecto desde aquí: { $value ->
        [draw] empate
        [x] gana x
       *[o] gana o
    }. Mejores jugadas para { $mark }: { $best }.
ttt-computer-played = El ordenador juega { $mark } en la casilla { $square }.
ttt-you-played = Juegas { $mark } en la casilla { $square }.
ttt-after-draw = El tablero está lleno: empate.
ttt-after-won = { $who ->
        [you] Tres en raya: ganas tú.
       *[computer] Tres en raya: gana el ordenador.
    }
ttt-after-your-move = Te toca. Con juego perfecto desde aquí: { $value ->
        [draw] empate
        [x] gana x
       *[o] gana o
    }.
ttt-computer-turn = Le toca al ordenador.
ttt-square-refused = Casilla { $square }: { $reason }.
ttt-restarted = Nueva partida desde el tablero inicial. { $who ->
        [you] Te toca.
       *[computer] Empieza el ordenador.
    }
ttt-taken-back = Jugada deshecha.
ttt-new-from = Nueva partida desde { $board }; juegas con { $mark }.
ttt-tree-complete = Las { $positions } posiciones están registradas.
ttt-tree-partial = Registrado hasta { $depth } jugadas de profundidad ({ $positions } posiciones, el límite es { $limit }); las más profundas se cuentan en los triángulos.
# $share is alpha-beta's visits as a percentage of plain minimax's.
ttt-counts = El minimax simple visita { $minimax } posiciones; alfa-beta, probando { $order ->
        [natural] las casillas 1 a 9
        [centre] el centro, luego las esquinas, luego los bordes
       *[best] las mejores jugadas primero (por su valor real)
    }, visita { $alphabeta } ({ $share } %).
ttt-tree-label = El árbol del juego desde la posición mostrada. { $counts }
ttt-levels = { $levels ->
        [one] 1 nivel dibujado
       *[other] { $levels } niveles dibujados
    } de { $recorded }
ttt-board-label = El tablero, fila a fila: { $rows }.
ttt-square-is = Casilla { $square }: { $content }.
ttt-empty = vacía
# Why a square cannot be played now (ttt-square-refused's $reason): the game has ended, or
# the computer (playing $mark, x or o) is to move.
ttt-refused-over = la partida ha terminado: empieza una nueva
ttt-refused-turn = le toca al ordenador, que juega con { $mark }
