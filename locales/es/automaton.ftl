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
