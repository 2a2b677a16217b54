## 1-D Push-*: lo que dicen de él la página, el elemento, la hoja de ejercicios y la línea de comandos.

push-title = 1-D Push-*
push-tagline = Un robot camina, empuja bloques y salta hasta la última casilla gastando la menor energía posible.
push-intro = Lleva un robot por una pista hasta la última casilla, empujando los bloques que le estorban, con la menor energía posible.
push-rules = El robot empieza en la casilla 1 y debe llegar a la última casilla. Camina a una casilla vecina vacía, empuja una fila de bloques una casilla más allá (detrás tiene que haber una casilla vacía) o, cuando sus últimos K − 1 movimientos fueron pasos en un mismo sentido, salta de 1 a K casillas en ese sentido hasta una casilla vacía; aquí K = { $k }. Un paso cuesta { $walk } { $walk ->
        [one] unidad
       *[other] unidades
    } de energía, un salto { $jump } y un empujón { $push }.
push-heading = 1-D Push-* en la pista { $board }, saltos de 1 a { $k } casillas; un paso cuesta { $walk }, un salto { $jump } y un empujón { $push }

push-param-board = Pista (. vacía, # bloque)
push-param-k = Longitud del salto (K)
push-param-walk = Energía de un paso (A)
push-param-jump = Energía de un salto (B)
push-param-push = Energía de un empujón (C)

push-task-solve = Lleva el robot hasta la última casilla.
push-task-optimal = Lleva el robot hasta la última casilla con la menor energía posible.

## worksheet (www/sheets/push.js): la pista, la menor energía y una serie de jugadas más barata.
# $board es la pista tal como la escribe el enlace (notación: # un bloque).
push-sheet-track = La pista: { $board }, los bloques marcados con #, el robot en la casilla 1
push-sheet-energy-question = ¿Cuánta energía necesita como mínimo el robot para llegar a la casilla { $n }?
push-sheet-line-question = Escribe una serie de jugadas de coste mínimo (walk R, push R, jump R 2, …).
push-sheet-energy = { $energy }.
# $verdict es la razón que da el solucionador.
push-sheet-unreachable = No puede llegar a la casilla { $n }: { $verdict }
push-sheet-line-none = Ninguna.
push-sheet-note = El robot (rodeado) sale de la casilla 1; una casilla oscura contiene un bloque.
