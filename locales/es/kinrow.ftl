## K seguidas: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

kinrow-title = K seguidas
kinrow-tagline = Ocupar K casillas vacías consecutivas; quien no puede, pierde.
kinrow-intro = Dos jugadores cubren por turnos { $k ->
        [one] { $k } casilla vacía
       *[other] { $k } casillas vacías contiguas
    }; quien no encuentra sitio pierde.
kinrow-rules = { $n } { $n ->
        [one] casilla vacía
       *[other] casillas vacías
    } en fila. Una jugada ocupa { $k } { $k ->
        [one] casilla vacía
       *[other] casillas vacías consecutivas
    }. Quien no puede jugar pierde.
kinrow-heading = { $k } seguidas en { $n } { $n ->
        [one] casilla vacía
       *[other] casillas vacías
    }

kinrow-param-n = Casillas (N)
kinrow-param-k = Casillas por jugada (K)
kinrow-param-first = Quién empieza
kinrow-param-first-you = Tú
kinrow-param-first-computer = El ordenador

kinrow-run-table = La tabla mex de Andreica y Tapus: el valor de cada tramo de casillas vacías, según su longitud

kinrow-task-win = Gana al ordenador, que juega a la perfección.
## K in a row's recorded run (core/src/kinrow/runs.rs, show=table).
kinrow-run-title-table = La tabla mex de K seguidas, tramo a tramo
kinrow-run-answer-table = Los valores de los tramos de 0 a { $n } casillas vacías con K = { $k }.
