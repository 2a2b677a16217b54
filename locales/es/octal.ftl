## Juego octal: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

octal-title = Juego octal
octal-tagline = Toma fichas de un montón, a veces partiéndolo en dos, según reglas que fija un código corto (Kayles es 0.77).
octal-intro = Dos jugadores toman por turnos fichas de los montones, según las reglas que escribe el código; { $misere-key ->
        [on] quien hace la última jugada pierde.
       *[other] quien hace la última jugada gana.
    }
octal-rules = Montones: { $heaps }. { $variant-key ->
        [all] Una jugada toma fichas de todos los montones a la vez, de cada uno como permite el código { $code }: lo que queda de un montón sigue siendo un montón, se parte en dos o desaparece; si un montón no permite ninguna jugada, el jugador no puede jugar.
       *[other] Una jugada toma fichas de un montón, como permite el código { $code }: lo que queda del montón sigue siendo un montón, se parte en dos o desaparece.
    } La cifra j-ésima del código después del punto dice qué puede dejar del montón una jugada que toma j fichas: nada (1), un montón (2) o dos montones no vacíos (4); la cifra suma lo permitido (7: cualquiera de los tres). { $misere-key ->
        [on] Versión misère: quien no puede jugar gana.
       *[other] Quien no puede jugar pierde.
    }
octal-heading = Juego octal { $code } con montones de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , todos los montones moviéndose en cada turno
    }{ $misere-key ->
        [on] , versión misère
        *[other] { "" }
    }

octal-param-code = Código octal
octal-param-heaps = Montones
octal-param-misere = Misère (quien no puede jugar gana)
octal-param-variant = Montones que se mueven en cada turno
octal-param-variant-one = Un montón por turno
octal-param-variant-all = Todos los montones en cada turno
octal-param-first = Quién empieza
octal-param-first-you = Tú
octal-param-first-computer = La computadora
octal-param-upto = Tabla de G(n) hasta n =

octal-run-recursion = La recursión de Algorithm Games, tal cual: un árbol de todas las llamadas, con el conjunto del mex en cada una
octal-run-memo = La misma recursión con memoización: un grafo dirigido acíclico de las posiciones, cada una calculada una sola vez

octal-task-win = Gana a la computadora, que juega a la perfección.
octal-task-values = Escribe el valor de Grundy G(n) de un montón de cada tamaño n, empezando por el más pequeño.
