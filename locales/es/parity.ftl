## Reunir un número par: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

parity-title = Reunir un número par
parity-tagline = Tomar de 1 a K objetos; gana el jugador que termina con un total par.
parity-intro = Dos jugadores toman por turnos unos pocos objetos de un montón y se quedan con lo que toman; { $odd-key ->
        [on] el primer jugador quiere un número impar al final.
       *[other] el primer jugador quiere un número par al final.
    }
parity-rules = Un montón de { $n } { $n ->
        [one] objeto
       *[other] objetos
    }. Los jugadores retiran por turnos { $k ->
        [1] 1 objeto
       *[other] de 1 a { $k } objetos
    } y se quedan con lo que toman. Cuando el montón está vacío, el primer jugador gana si su total es par (impar con la opción); si no, gana el segundo jugador.
parity-heading = Reunir un número { $odd-key ->
        [on] impar
        *[other] par
    } de un montón de { $n }, tomando de 1 a { $k } por turno

parity-param-n = Objetos (N)
parity-param-k = Máximo por jugada (K)
parity-param-odd = Reunir un número impar
parity-param-first = Quién empieza
parity-param-first-you = Tú
parity-param-first-computer = El ordenador

parity-task-win = Gana al ordenador, que juega a la perfección.

## play: the explorer's rows and note (core/src/parity/versus.rs).
parity-row-even = necesita par
parity-row-odd = necesita impar
parity-note = 1: quien mueve gana, con n objetos restantes, cuando aún necesita reunir de la pila un total de esa paridad; 0: pierde (la programación dinámica del artículo).

## El rechazo de un montón o de un máximo fuera de rango ($name es n o k).
parity-range = { $name ->
        [n] N
       *[other] K
    } debe estar entre 1 y { $most }, no { $value }
