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
