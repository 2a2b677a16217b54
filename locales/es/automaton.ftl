## Autómata de intercambio: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

automaton-title = Autómata de intercambio
automaton-tagline = Cada 01 se convierte en 10 a la vez, hasta que los unos quedan a la izquierda.
automaton-intro = Una fila de ceros y unos: en cada paso, cada 1 que tiene un 0 justo a su izquierda se cambia de lugar con él, hasta que todos los 1 quedan a la izquierda.
automaton-rules = Una fila de casillas. En cada paso, cada par vecino 01 se convierte en 10, todos a la vez; la fila deja de cambiar cuando todos los unos están a la izquierda.
automaton-heading = Autómata de intercambio sobre { $random-key ->
        [0] la fila { $cells-text }
        [1] una fila aleatoria de una casilla (semilla { $seed })
        *[other] una fila aleatoria de { $random } casillas (semilla { $seed })
    }

automaton-param-cells = Casillas (0 y 1)
automaton-param-random = Fila aleatoria de tantas casillas (0: las casillas de arriba)
automaton-param-seed = Semilla de la fila aleatoria

automaton-run-stack = El método O(n) de Andreica y Tapus: una pila de acciones (totalWaits, nextWait), en lugar de la simulación paso a paso

automaton-task-predict = Averigua la fila después de unos pasos, casilla por casilla, antes de que el diagrama la muestre.

## worksheet (www/sheets/automaton.js): la fila inicial, las siguientes, cuándo se estabiliza.
# $row es una fila de celdas (notación: 0 y 1).
automaton-sheet-too-long = la fila de una ficha tiene como máximo { $most } celdas, no { $cells }
automaton-sheet-start = La fila inicial: { $row }
automaton-sheet-rows-question = { $steps ->
        [one] Escribe la fila tras el primer paso.
       *[other] Escribe la fila tras cada uno de los { $steps } primeros pasos, una fila por línea.
    }
automaton-sheet-stable-question = ¿Tras cuántos pasos deja de cambiar la fila, y cómo queda entonces?
automaton-sheet-after = tras { $step }: { $row }
automaton-sheet-stable = { $steps ->
        [one] Tras { $steps } paso: { $row } (todos los unos a la izquierda).
       *[other] Tras { $steps } pasos: { $row } (todos los unos a la izquierda).
    }
automaton-sheet-note = La fila inicial: { $row } (celdas numeradas desde 1 a la izquierda).

## play: refusals of a row (core/src/automaton, web/src/automaton.rs, the command line).
automaton-row-empty = la fila de celdas está vacía: escribe al menos un 0 o un 1
automaton-row-too-long = la fila tiene { $length } caracteres, más que el límite de { $max } celdas
automaton-row-cell = la celda { $cell } es «{ $found }»: las celdas son 0 o 1
automaton-row-link-limit = una fila escrita tiene como mucho { $max } celdas, no { $cells }, para que su enlace funcione en cualquier servidor; una fila al azar puede tener hasta { $random }
automaton-random-empty = una fila al azar necesita al menos 1 celda
## The stack method's recorded run (core/src/automaton/runs.rs, show=stack): what each step
## did. totalWaits and nextWait are the paper's names and stay as they are; $cell is a cell's
## number, $gap the free cells between two ones, $waits how often the one before waits.
automaton-run-title-stack = El método de la pila de Andreica y Tapus: las acciones de cada 1 a partir de las del anterior
automaton-run-too-wide = La ejecución del método de la pila admite filas de como mucho { $most } casillas (dibuja debajo cada fila de la simulación directa), no { $cells }.
# $kind: wait or moves; $moves how many moves.
automaton-run-entry = { $kind ->
        [wait] una espera
       *[moves] { $moves } { $moves ->
            [one] movimiento
           *[other] movimientos
        }
    }
automaton-run-take-first = El primer 1, en la casilla { $cell }: no tiene nada a su izquierda que lo haga esperar.
automaton-run-take-straight = El 1 de la casilla { $cell }: los unos anteriores nunca se mueven, así que va directo a su sitio.
automaton-run-take-never-catches = El 1 de la casilla { $cell }: { $gap } { $gap ->
        [one] casilla libre
       *[other] casillas libres
    } hasta el anterior, que espera { $waits } { $waits ->
        [one] vez
       *[other] veces
    } en total (totalWaits), así que nunca lo alcanza.
automaton-run-take-behind = El 1 de la casilla { $cell }: justo detrás del anterior, así que espera una vez y luego hace lo mismo que él.
automaton-run-take-catches = El 1 de la casilla { $cell }: { $gap } { $gap ->
        [one] casilla libre
       *[other] casillas libres
    } hasta el anterior, que espera { $waits } { $waits ->
        [one] vez
       *[other] veces
    } en total: lo alcanza en la espera número { $gap } de aquel contando desde la cima (nextWait, de espera en espera).
# $entry is automaton-run-entry worded; $total the entry's totalWaits.
automaton-run-pop = Se desapila { $entry } (totalWaits { $total }).
# $next is the entry nextWait points to, counted from the bottom, or 0 for none.
automaton-run-push = Se apila { $entry }: totalWaits { $total }, nextWait { $next ->
        [0] ninguna
       *[other] entrada { $next }
    }.
# $waits: none, one (one step) or several; $at lists the steps (3, 5–7).
automaton-run-home = El 1 de la casilla { $cell } llega a la casilla { $home } tras { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }{ $waits ->
        [none] { "" }
        [one] , esperando en el paso { $at }
       *[several] , esperando en los pasos { $at }
    }.
automaton-run-answer = La fila es estable tras { $steps } { $steps ->
        [one] paso
       *[other] pasos
    }: { $row }.
automaton-run-total-plain = simulación directa: { $steps } pasos sobre { $cells } casillas, { $visited } casillas visitadas
automaton-run-total-stack = método de la pila: { $pushes } { $pushes ->
        [one] apilado
       *[other] apilados
    } y { $pops } { $pops ->
        [one] desapilado
       *[other] desapilados
    }
