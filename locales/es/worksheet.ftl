## La ficha imprimible de cada juego (www/worksheet.js, www/worksheet.html): su marco, las
## fichas de las filas de fichas y de los juegos de montones. Las preguntas propias de cada
## juego están en su archivo.

worksheet-title = Ficha de ejercicios de movelab
worksheet-print = Imprimir esta ficha
worksheet-paper = Preparada para papel A4 y Carta.
worksheet-name = Nombre:
worksheet-date = Fecha:
worksheet-loading = Cargando el solucionador…
worksheet-answers = Soluciones
worksheet-footer = movelab · cada respuesta es la del solucionador.
# El título de la pestaña: $heading es el juego y sus ajustes en palabras.
worksheet-page-title = Ficha: { $heading } · movelab
worksheet-failed = No se pudo hacer la ficha: { $reason }
worksheet-none = «{ $game }» aún no tiene ficha.
worksheet-solving = Resolviendo: { $heading }…
worksheet-no-sheet = No hay ficha para { $heading }: { $reason }. Esta ficha muestra «{ $game }» con sus ajustes por defecto.

## La ficha de las filas de fichas: las primeras jugadas dibujadas, una tabla para el resto.
worksheet-first-title = Las primeras jugadas
worksheet-first-key = La casilla sombreada está vacía; la ficha rodeada es la que mueve a continuación.
worksheet-rest-title = Te toca: el resto de las jugadas
worksheet-col-step = Paso
worksheet-col-square = Casilla de la jugada
# Una casilla de un tablero dibujado, para un lector de pantalla.
worksheet-square = { $kind ->
        [black] negra
        [white] blanca
       *[empty] vacía
    }
# $squares enumera las casillas (worksheet-square), de izquierda a derecha.
worksheet-squares-label = Casillas 0 a { $last }: { $squares }
worksheet-too-large = Una ficha es para tableros de { $squares } casillas y { $moves } jugadas como máximo; { $heading } tiene { $board-squares } casillas y { $board-moves } jugadas, así que esta ficha muestra «{ $game }» con sus ajustes por defecto.
worksheet-start = Inicio
worksheet-after-move = Tras la jugada { $move } (casilla { $square })
worksheet-rest-note = Escribe la casilla de cada jugada, de los pasos { $from } a { $last }. Comprueba: el último tablero es la meta.
worksheet-rest-none = Los dibujos de arriba son toda la solución.
# $rules son las reglas del juego; $writing cómo se escribe una jugada (notación del juego).
worksheet-row-rules = { $rules } Escribe una jugada como { $writing }. La mejor solución lleva { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
worksheet-solution-asked = Las jugadas de la mejor solución, desde el inicio:
worksheet-footer-row = movelab · la solución óptima tiene { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.

## La ficha de los juegos de montones: una tabla de valores para completar.
worksheet-heap-title = Te toca: completa la tabla
# $label nombra la fila de la tabla (un tipo de montón), $last el último tamaño de montón.
worksheet-values-caption = { $label }, n = 0 a { $last }
worksheet-refused = Se rechazaron estos ajustes de «{ $game }»: { $reason }. La ficha usa los ajustes por defecto.
worksheet-meaning-grundy = El número de Grundy G(n) de un montón de n fichas es el menor número entero (0, 1, 2, …) que no es el valor de ninguna posición a una jugada de distancia (una posición de varios montones vale la suma nim de sus valores); una posición es perdedora para quien mueve exactamente cuando su valor es 0.
worksheet-meaning-win = Un valor es 1 cuando quien mueve gana y 0 cuando pierde, frente a un juego perfecto: 1 exactamente cuando alguna jugada lleva a un 0.
# $meaning es una de las dos frases de arriba; $note la nota del juego sobre sus valores.
worksheet-heap-note = { $meaning } { $note } Completa cada casilla en blanco; { $given ->
        [one] el primer valor está dado
       *[other] los { $given } primeros valores están dados
    }.
worksheet-winning-question = Desde el inicio, ¿qué primeras jugadas ganan?
worksheet-winning-none = Ninguna: quien mueve pierde frente a un juego perfecto, haga lo que haga.
# $moves enumera las primeras jugadas ganadoras (notación); $more cuenta las que se omiten.
worksheet-winning = { $more ->
        [0] { $moves }.
        [one] { $moves }, y { $more } más.
       *[other] { $moves }, y { $more } más.
    }
worksheet-footer-values = movelab · los valores son los del solucionador (movelab grundy).
