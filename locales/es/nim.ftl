## Nim: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

nim-title = Nim
nim-tagline = Toma tantas fichas como quieras de un montón; quien se lleva la última ficha gana.
nim-intro = Dos jugadores toman por turnos tantas fichas como quieran de un solo montón; { $misere-key ->
        [on] quien toma la última ficha pierde.
       *[other] quien toma la última ficha gana.
    }
nim-rules = Montones: { $heaps }. { $variant-key ->
        [all] Una jugada toma una o más fichas de cada montón a la vez, así que quien tiene delante un montón vacío no puede jugar.
       *[other] Una jugada toma una o más fichas de un solo montón.
    } { $misere-key ->
        [on] Versión misère: quien no puede jugar gana.
       *[other] Quien no puede jugar pierde.
    }
nim-heading = Nim con montones de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , todos los montones moviéndose en cada turno
    }{ $misere-key ->
        [on] , versión misère
        *[other] { "" }
    }

nim-param-heaps = Montones
nim-param-misere = Misère (quien toma la última pierde)
nim-param-variant = Montones que se mueven en cada turno
nim-param-variant-one = Un montón por turno
nim-param-variant-all = Todos los montones en cada turno
nim-param-first = Quién empieza
nim-param-first-you = Tú
nim-param-first-computer = El ordenador

nim-run-recursion = La recursión de Algorithm Games, tal cual: un árbol de todas las llamadas, con el conjunto del mex en cada una
nim-run-memo = La misma recursión con memoización: un grafo dirigido acíclico de las posiciones, cada una calculada una sola vez

nim-task-win = Gana al ordenador, que juega a la perfección.
nim-task-values = Escribe el valor de Grundy G(n) de un montón de cada tamaño n, empezando por el más pequeño.

## play: the explorer's notes (core/src/nim/versus.rs).
nim-note = Un montón de n fichas vale n; el valor de una posición es el xor (o exclusivo) de sus montones (Bouton).
nim-note-misere = Nim misère: juega como en el Nim normal hasta que la jugada dejaría solo montones de 0 o 1 fichas; entonces deja un número impar de montones de 1 (Bouton).

## The heaps refused (core/src/nim `check_heaps`).
nim-heaps-count = una partida de Nim tiene de 1 a { $most } montones, no { $count }
nim-heap-too-large = un montón tiene como máximo { $most } fichas (2^62), no { $heap }
