## Juego de sustracción: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

subtraction-title = Juego de sustracción
subtraction-tagline = Toma de un montón una de las pocas cantidades permitidas; quien se lleva la última ficha gana.
subtraction-intro = Dos jugadores toman por turnos fichas de un montón, pero solo las cantidades permitidas; { $misere-key ->
        [on] quien toma la última ficha pierde.
       *[other] quien toma la última ficha gana.
    }
subtraction-rules = Un solo montón de { $heap } fichas. Una jugada toma de él { $set-or } fichas. { $misere-key ->
        [on] Versión misère: quien no puede jugar gana.
       *[other] Quien no puede jugar pierde.
    }
subtraction-heading = Juego de sustracción tomando { $set-or } de un montón de { $heap }{ $misere-key ->
        [on] , versión misère
        *[other] { "" }
    }

subtraction-param-set = Cantidades que se pueden tomar
subtraction-param-heap = Montón (hasta 10^18)
subtraction-param-misere = Misère (quien toma la última pierde)
subtraction-param-first = Quién empieza
subtraction-param-first-you = Tú
subtraction-param-first-computer = El ordenador
subtraction-param-upto = Tabla de G(n) hasta n =

subtraction-run-recursion = La recursión de Algorithm Games, tal cual: un árbol de todas las llamadas, con el conjunto del mex en cada una
subtraction-run-memo = La misma recursión con memoización: un grafo dirigido acíclico de las posiciones, cada una calculada una sola vez

subtraction-task-win = Gana al ordenador, que juega a la perfección.
subtraction-task-values = Escribe el valor de Grundy G(n) de un montón de cada tamaño n, empezando por el más pequeño.

## play: the explorer's certificate and notes, and the heaps the page refuses
## (core/src/subtraction). $checked is the period's own sentence (period-checked).
subtraction-certificate = La regla de la ventana: la mayor cantidad es { $largest }, así que un valor solo depende de los { $largest } valores anteriores, y { $largest } valores iguales seguidos después del preperíodo se repiten para siempre. { $checked }
subtraction-no-period = La regla de la ventana no certifica ningún período hasta n = { $upto }.
subtraction-no-period-for-heap = la regla de la ventana no certifica ningún período del conjunto { $set } hasta el montón { $looked }, hasta donde busca la página, y el montón { $heap } está más allá, así que no se conoce su valor
subtraction-table-limit = una tabla de un juego de sustracción llega hasta el montón { $most }, no { $upto }

## Los rechazos de un conjunto de resta.
subtraction-set-size = un conjunto tiene de 1 a { $most } cantidades, no { $count }
subtraction-amount-range = la cantidad { $amount } no está entre 1 y { $most }
