## Tres en raya: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

tictactoe-title = Tres en raya
tictactoe-tagline = Tres en raya contra un ordenador que nunca pierde; luego mira cómo busca.
tictactoe-intro = Marca por turnos con el ordenador las casillas de una cuadrícula de 3 × 3; tres de tus marcas en línea ganan.
tictactoe-rules = Dos jugadores, x y o, marcan por turnos una casilla vacía de un tablero de 3 × 3; empieza x. Tres marcas de un mismo jugador en una fila, una columna o una diagonal ganan; un tablero lleno sin ninguna de esas líneas es un empate.
tictactoe-heading = Tres en raya desde { $board-key ->
        [empty] el tablero vacío
        *[other] el tablero { $board }
    }, jugando tú con { $side }

tictactoe-param-board = Tablero (x, o, . fila por fila)
tictactoe-param-side = Juegas con
tictactoe-param-side-x = x (empiezas tú)
tictactoe-param-side-o = o (empieza el ordenador)
tictactoe-param-order = Orden de las jugadas que prueba alfa-beta
tictactoe-param-order-natural = Casilla por casilla
tictactoe-param-order-centre = Primero el centro
tictactoe-param-order-best = Primero las mejores jugadas

tictactoe-task-draw = No pierdas contra el ordenador, que juega a la perfección.
tictactoe-task-win = Gana al ordenador desde este tablero.

## worksheet (www/sheets/tictactoe.js): el tablero, quién gana, qué casillas lo mantienen.
# Una casilla para un lector de pantalla: $square su número, $mark x, o o empty.
tictactoe-sheet-square = { $mark ->
        [empty] { $square } vacía
       *[other] { $square } { $mark }
    }
tictactoe-sheet-board = El tablero: { $squares }
tictactoe-sheet-value-question = Con un juego perfecto desde aquí, ¿quién gana, o es un empate?
# $result es x, o (el ganador) o draw.
tictactoe-sheet-over = { $result ->
        [draw] La partida ha terminado: empate.
       *[other] La partida ha terminado: ha ganado { $result }.
    }
# $winner es X, O o draw.
tictactoe-sheet-value = { $winner ->
        [draw] Empate.
       *[other] Gana { $winner }.
    }
# $player es x u o, quien tiene el turno; $keep lo que mantiene una mejor jugada: win, draw o lose.
tictactoe-sheet-best-question = { $keep ->
        [win] Le toca a { $player }. ¿Qué casillas puede tomar { $player } y seguir ganando?
        [draw] Le toca a { $player }. ¿Qué casillas puede tomar { $player } y seguir empatando?
       *[lose] Le toca a { $player }. ¿Qué casillas puede tomar { $player } y mantener el valor de la partida (toda jugada pierde)?
    }
tictactoe-sheet-best = { $count ->
        [one] Casilla { $squares }.
       *[other] Casillas { $squares }.
    }
tictactoe-sheet-note = Las casillas están numeradas del 1 al 9, fila a fila desde arriba a la izquierda.

## Los rechazos de un tablero inicial, un bando o un orden de jugadas tal como se escribieron
## ($value, $mark entre comillas); $line es la marca x u o.
# $why es uno de los rechazos de abajo.
tictactoe-board = se rechaza el tablero { $value }: { $why }
tictactoe-board-length = un tablero tiene nueve casillas (x, o o . fila por fila), no { $count }
tictactoe-board-square = la casilla { $square } es { $mark }: una casilla es x, o o . (vacía)
tictactoe-board-turns = x tiene { $xs } { $xs ->
        [one] marca
       *[other] marcas
    } y o { $os }: x juega primero y los jugadores se turnan, así que x tiene tantas marcas como o o una más
tictactoe-board-two-lines = x y o tienen tres en raya: la partida termina en la primera raya
tictactoe-board-after-line = { $line } tiene tres en raya pero { $line ->
        [x] o
       *[other] x
    } jugó después: la partida termina en la primera raya
tictactoe-bad-side = un jugador es x u o, no { $value }
tictactoe-bad-order = el orden de las jugadas es natural, centre o best, no { $value }

## A move the board refuses (core/src/tictactoe `apply`, `TicTacToe::square`); $text is a
## square as typed (quoted by the shell), $mark x or o. A link's moves= names its move $turn.
tictactoe-not-a-square = { $text } no es una casilla: las casillas van del 1 al 9, fila por fila
tictactoe-no-square = no hay casilla { $square }: las casillas van del 1 al 9
tictactoe-square-taken = la casilla { $square } ya tiene { $mark }
tictactoe-over-won = la partida ha terminado: { $mark } tiene tres en raya
tictactoe-over-full = la partida ha terminado: el tablero está lleno
tictactoe-replay-move = jugada n.º { $turn }: { $why }
