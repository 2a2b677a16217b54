## Juego de Grundy: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

grundys-title = Juego de Grundy
grundys-tagline = Dividir un montón en dos montones desiguales; los montones de 1 y de 2 quedan bloqueados.
grundys-intro = Dos jugadores dividen por turnos un montón en dos montones de tamaños distintos; quien ya no puede dividir ningún montón pierde.
grundys-rules = Montones: { $heaps }. { $variant-key ->
        [all] Una jugada divide todos los montones a la vez, cada uno en dos montones no vacíos de tamaños distintos; los montones de 1 y de 2 no se pueden dividir, así que quien tiene uno delante no puede jugar.
       *[other] Una jugada divide un montón en dos montones no vacíos de tamaños distintos, así que los montones de 1 y de 2 no se pueden dividir.
    } Quien no puede jugar pierde.
grundys-heading = Juego de Grundy con montones de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , todos los montones moviéndose en cada turno
    }

grundys-param-heaps = Montones
grundys-param-variant = Montones que se mueven en cada turno
grundys-param-variant-one = Un montón por turno
grundys-param-variant-all = Todos los montones en cada turno
grundys-param-first = Quién empieza
grundys-param-first-you = Tú
grundys-param-first-computer = El ordenador
grundys-param-upto = Tabla de G(n) hasta n =

grundys-task-win = Gana al ordenador, que juega a la perfección.
grundys-task-values = Escribe el valor de Grundy G(n) de un montón de cada tamaño n, empezando por el más pequeño.

## play: the explorer's note (core/src/grundys/versus.rs).
grundys-note = No se conoce ningún período del juego de Grundy (se conjetura que llega a ser periódico, pero ninguno ha aparecido en valores calculados mucho más allá de esta tabla), así que no se certifica ninguno y los montones se juegan ficha a ficha.

## A table asked past the largest it makes (core/src/grundys/mod.rs `Grundys::new`).
grundys-table-limit = una tabla del juego de Grundy llega hasta el montón { $most } (una tabla ocupa 4 bytes por montón, 1 GiB en el límite), no { $upto }
