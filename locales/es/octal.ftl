## Juego octal: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

octal-title = Juego octal
octal-tagline = Toma fichas de un montón, a veces partiéndolo en dos, según reglas que fija un código corto (Kayles es 0.77).
octal-intro = Dos jugadores toman por turnos fichas de los montones, según las reglas que escribe el código; { $misere-key ->
        [on] quien hace la última jugada pierde.
       *[other] quien hace la última jugada gana.
    }
octal-rules = Montones: { $heaps }. { $variant-key ->
        [all] Una jugada cambia todos los montones a la vez: en cada montón, el jugador puede { $moves }. Si un montón no permite ninguna jugada, el jugador no puede jugar.
       *[other] En su turno, cada jugador elige un montón y puede { $moves }.
    } { $misere-key ->
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

octal-how-solved = El código { $code } escribe la regla en cifras. Su cifra j-ésima después del punto dice qué puede dejar del montón una jugada que toma j fichas: nada (1), un montón (2) o dos montones no vacíos (4); la cifra suma lo permitido (7: cualquiera de los tres); una cifra hexadecimal de 8 a F permite además dejar tres montones no vacíos (8), y la cifra antes del punto dice si un montón se puede partir sin tomar nada (4).

octal-param-code = Código octal
octal-param-heaps = Montones
octal-param-misere = Misère (quien no puede jugar gana)
octal-param-variant = Montones que se mueven en cada turno
octal-param-variant-one = Un montón por turno
octal-param-variant-all = Todos los montones en cada turno
octal-param-first = Quién empieza
octal-param-first-you = Tú
octal-param-first-computer = El ordenador
octal-param-upto = Tabla de G(n) hasta n =

octal-run-recursion = La recursión de Algorithm Games, tal cual: un árbol de todas las llamadas, con el conjunto del mex en cada una
octal-run-memo = La misma recursión con memoización: un grafo dirigido acíclico de las posiciones, cada una calculada una sola vez

octal-task-win = Gana al ordenador, que juega a la perfección.
octal-task-values = Escribe el valor de Grundy G(n) de un montón de cada tamaño n, empezando por el más pequeño.

## play: the explorer's certificate and notes, and the settings the page refuses
## (core/src/octal). $code is the code as written (0.77); $checked the period's own sentence.
octal-certificate-guy-smith = Teorema de periodicidad de Guy y Smith para { $code }, cuya última cifra está en la posición { $last }: { $checked }
octal-certificate-arithmetic = prueba de periodicidad aritmética para { $code } (jugadas que dejan tres montones; salto igual a una potencia de dos mayor que todo valor antes del montón { $before }): { $checked }
octal-certificate-general = prueba general de periodicidad aritmética para { $code } (cualquier salto: ninguna opción de ningún montón más allá de la tabla tiene el valor prolongado, lo que decide un autómata de acarreo; los valores menores se alcanzan con opciones que siguen el período): { $checked }
# $theorem: "guy-smith", or "three" for codes whose moves may leave three heaps.
octal-no-period = { $theorem ->
        [three] Ni el teorema de periodicidad para jugadas de tres montones ni un período aritmético certifican
       *[guy-smith] El teorema de Guy y Smith no certifica
    } ningún período hasta n = { $upto }; la línea de comandos busca más lejos, hasta n = { $further }.
octal-misere-quotient = Cociente misère de { $code } para montones de hasta { $upto }: { $order } elementos, { $losing } de ellos en la parte P.
octal-three-heaps-upto = { $code } puede dejar tres montones, y su tabla lleva un tiempo cúbico: para él, la tabla de la página llega hasta n = { $most }, no { $upto }
octal-three-heaps-heap = { $code } puede dejar tres montones: la página lo juega con montones que dibuja, de { $most } fichas como máximo, no { $heap }
octal-misere-heap = la variante misère construye el cociente misère del juego, que crece deprisa con los montones: la página juega en misère montones de { $most } fichas como máximo, no { $heap }
octal-no-period-for-heap = un montón de { $heap } fichas supera las { $most } que dibuja la página, y el teorema de Guy y Smith no certifica ningún período de { $code } hasta el montón { $looked }, hasta donde busca la página, así que no se conoce su valor
octal-table-limit = una tabla de un juego octal llega hasta el montón { $most } (una tabla ocupa 4 bytes por montón, 1 GiB en el límite), no { $upto }
octal-three-heaps-table-limit = { $code } puede dejar tres montones, y su tabla lleva un tiempo cúbico: llega hasta el montón { $most }, no { $upto }
octal-misere-table-limit = un cociente misère se construye para montones de { $most } fichas como máximo, no { $upto }
octal-misere-not-proved = el cociente misère de { $code } no se pudo demostrar en el montón { $heap }: necesitaría más de { $most } elementos
## While the page builds the misère quotient, a slice at a time ($heap the heap being added).
octal-misere-working = Calculando quién gana cuando tomar la última ficha hace perder: montón { $heap } de { $upto }…
octal-period-working = Calculando quién gana con montones tan grandes, por el período de los valores: montón { $heap } de { $upto } como máximo…

## Los rechazos de un código octal tal como se escribió ($value, entre comillas; $digit igual).
octal-code-no-point = { $value } no es un código octal como 0.07
octal-code-before-point = { $value }: la cifra antes del punto debe ser 0, 4, 8 o C
octal-code-too-long = { $value } tiene más de { $most } cifras después del punto
octal-code-bad-digit = { $value }: { $digit } no es una cifra de un código (de 0 a 7, o de 0 a 9 y de A a F para un código hexadecimal)
octal-code-no-move = { $value } no permite ninguna jugada

## Lo que permite el código, en palabras sencillas (core/src/octal/plain.rs): octal-rules lo pone
## después de «puede» como $moves. Cada uno es un trozo de esa frase, sin mayúscula ni punto.
octal-moves-or = { $first }; o { $more }
octal-split = partirlo en { $into ->
        [three] tres montones
        [both] dos o tres montones
       *[two] dos montones
    } sin quitar ninguna ficha
octal-take = { $whole ->
        [only] quitar el montón entero si tiene { $counters }
        [no] quitarle { $counters } si tiene más, y lo que queda { $left }
       *[yes] quitarle { $counters }, y lo que queda { $left }
    }
octal-counters = { $sizes } { $most ->
        [one] ficha
       *[other] fichas
    }
octal-size = { $n }
octal-size-range = de { $from } a { $to }
# «u» y no «o» ante una cifra que se lee con /o/ (7 u 8, 10 u 11).
octal-or-size = { $n ->
        [8] u
        [11] u
       *[other] o
    } { $n }
octal-or-size-range = o de { $from } a { $to }
octal-list-last = { $first } { $more }
octal-left-one = sigue siendo un solo montón
octal-left-two = se parte en dos montones
octal-left-three = se parte en tres montones
octal-left-two-three = se parte en dos o tres montones
octal-left-gone = desaparece
octal-list = { $first }, { $more }
octal-list-or = { $first } o { $more }

## Los rechazos de la prueba de periodicidad aritmética (core/src/impartial/arithmetic.rs,
## saltus.rs): por qué la tabla de un código hexadecimal no certifica ningún G(n + p) = G(n) + s,
## por la hipótesis que falló. n0, p, s (el salto), G(n), V1, f (la prolongación aritmética de
## la tabla) y xor son notación. $power y $general son los rechazos de las dos pruebas.
arith-tried = menor periodo probado: periodo { $period }, salto { $saltus } a partir de { $start }; prueba con salto potencia de dos: { $power }; prueba general: { $general }
arith-no-tail = ningún final de la tabla crece en un mismo salto en cada periodo
arith-not-power-of-two = el salto { $saltus } no es una potencia de dos
arith-saltus-too-large = el salto { $saltus } es mayor que { $most }, el mayor salto que admite esta prueba
arith-needs-positive = la prueba necesita n0 >= 1, p >= 1 y s >= 1
arith-block-past-table = la tabla no llega al montón n0 + p = { $heap }
arith-block-value = G({ $heap }) = { $value } no es menor que el salto { $saltus } (la prueba necesita que todo valor antes del montón { $before } sea menor que él)
arith-kinds = n0 + p − 1 = { $kinds } clases de montón (los tamaños menores que n0 y las posiciones en el periodo) son más que las { $most } que enumera esta prueba
arith-low-part = las jugadas que dejan tres montones de al menos { $start } fichas no alcanzan la parte baja { $low } con desplazamientos de ambas paridades, en la posición { $offset } del periodo
arith-window = su ventana necesita G hasta { $needed }, y la tabla termina en { $end }
arith-not-continued = G({ $heap }) no es igual a G({ $earlier }) + { $saltus }
arith-general-short = la tabla (hasta { $end }) es demasiado corta: la prueba general necesita G hasta { $needed }
arith-coverage-lead = cobertura: en el montón { $heap }, el valor { $value } (menor que G({ $heap }) = { $g }, al menos V1 = { $least }) no es el valor de ninguna opción que deje un montón de al menos { $start } fichas y montones fijos cuyos valores tengan un xor menor que { $below }
arith-coverage-growing = cobertura: ninguna opción (y, a, a) o (a, a) tiene el valor { $value } (menor que V1 + s = { $below }) en los montones de la misma paridad que { $heap }
# $left: los montones que deja la jugada, arith-left-one, -two o -three.
arith-exclusion = la exclusión falla, así que la prolongación f es falsa: desde el montón { $heap }, la jugada que quita { $take } { $take ->
        [one] ficha
       *[other] fichas
    } y deja { $left } tiene el valor f({ $heap }) = { $value }
arith-left-one = un montón de tamaño { $a }
arith-left-two = montones de tamaños { $a } y { $b }
arith-left-three = montones de tamaños { $a }, { $b } y { $c }
arith-exclusion-far = la exclusión falla, así que la prolongación f es falsa: desde un montón N de más de 2^64 fichas, en la posición { $offset } del periodo, una jugada que quita { $take } { $take ->
        [one] ficha
       *[other] fichas
    } tiene el valor f(N)
arith-states = exclusión: el autómata de acarreo pasó de { $most } estados en total, y la prueba se detiene ahí
