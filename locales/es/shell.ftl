## El marco de la página: valores rechazados de un enlace, de los atributos de un elemento y
## de las órdenes de un iframe (www/params.js), la inserción, la casilla de paso, los
## orígenes, el historial, el cuadro Compartir, la plataforma de aprendizaje, los paquetes y
## el elemento.
# $where dice quién dio el valor: "link" (la dirección de la página), "attribute" (el
# atributo del elemento) o "command" (la orden `set` de un iframe). $name es el nombre de un
# parámetro y $value el valor dado, ya entre comillas ("0"): son notación, nunca se traducen.

# Un valor rechazado: $want es una de las expresiones params-want-* de abajo (o la lista de
# valores permitidos); $fallback es el valor que se usa en su lugar.
params-refused = { $where ->
        [attribute] El atributo { $name }={ $value } no es { $want }, así que el elemento usa { $name }={ $fallback }.
        [command] En la orden, { $name }={ $value } no es { $want }, así que no se cambió nada.
       *[link] En el enlace, { $name }={ $value } no es { $want }, así que la página usa { $name }={ $fallback }.
    }
# Un número entero dentro de los límites del juego, pero sin solución.
params-refused-unsolvable = { $where ->
        [attribute] El atributo { $name }={ $value } no está permitido: «{ $game }» no tiene solución con { $name } = { $number }; { $name } debe ir de { $min } a { $max }, así que el elemento usa { $name }={ $fallback }.
        [command] En la orden, { $name }={ $value } no está permitido: «{ $game }» no tiene solución con { $name } = { $number }; { $name } debe ir de { $min } a { $max }, así que no se cambió nada.
       *[link] En el enlace, { $name }={ $value } no está permitido: «{ $game }» no tiene solución con { $name } = { $number }; { $name } debe ir de { $min } a { $max }, así que la página usa { $name }={ $fallback }.
    }
params-want-whole = un número entero de { $min } a { $max }
params-want-text = un texto de { $max ->
        [one] { $max } carácter
       *[other] { $max } caracteres
    } como máximo
params-want-step-fraction = un número entero de jugadas (los pasos no tienen decimales)
params-want-step-huge = un paso de alguna solución que muestre esta página (es demasiado grande)
params-want-step = un número entero de jugadas
params-want-speed = un número de jugadas por segundo de { $min } a { $max }
# Un parámetro que la vista del juego no lee (una velocidad donde nada avanza solo).
params-unread = { $where ->
        [attribute] El atributo { $name }={ $value } no sirve de nada en «{ $game }», así que se quitó.
        [command] En la orden, { $name }={ $value } no sirve de nada en «{ $game }», así que se quitó.
       *[link] En el enlace, { $name }={ $value } no sirve de nada en «{ $game }», así que se quitó.
    }
params-unknown = Esta página no conoce el parámetro { $name } del enlace; se ignoró.
params-repeated = El enlace da { $name } { $count ->
        [2] dos veces
       *[other] { $count } veces
    }; se usa el primero, { $value }.
params-not-a-setting = En el enlace, { $name }={ $value } no es un ajuste de «{ $game }», así que se quitó.
params-moves-long = { $where ->
        [attribute] El atributo moves= tiene { $length } caracteres, más de los { $max } que puede tener un registro de jugadas, así que la partida empieza de nuevo.
        [command] En la orden, moves= tiene { $length } caracteres, más de los { $max } que puede tener un registro de jugadas, así que no se cambió nada.
       *[link] En el enlace, moves= tiene { $length } caracteres, más de los { $max } que puede tener un registro de jugadas, así que la partida empieza de nuevo.
    }
params-moves-bad = { $where ->
        [attribute] El atributo moves={ $value } no es un registro de jugadas (letras, cifras, puntos, guiones y guiones bajos, como lo escribe la página), así que la partida empieza de nuevo.
        [command] En la orden, moves={ $value } no es un registro de jugadas (letras, cifras, puntos, guiones y guiones bajos, como lo escribe la página), así que no se cambió nada.
       *[link] En el enlace, moves={ $value } no es un registro de jugadas (letras, cifras, puntos, guiones y guiones bajos, como lo escribe la página), así que la partida empieza de nuevo.
    }
# show=: $runs enumera las ejecuciones grabadas del juego (notación).
params-show-none = { $where ->
        [attribute] El atributo show={ $value } no es una ejecución de «{ $game }»: este juego no tiene ninguna ejecución grabada que mostrar, así que el elemento muestra el juego.
        [command] En la orden, show={ $value } no es una ejecución de «{ $game }»: este juego no tiene ninguna ejecución grabada que mostrar, así que no se cambió nada.
       *[link] En el enlace, show={ $value } no es una ejecución de «{ $game }»: este juego no tiene ninguna ejecución grabada que mostrar, así que la página muestra el juego.
    }
params-show-other = { $where ->
        [attribute] El atributo show={ $value } no es una ejecución de «{ $game }»: en este juego, show= admite { $runs }, así que el elemento muestra el juego.
        [command] En la orden, show={ $value } no es una ejecución de «{ $game }»: en este juego, show= admite { $runs }, así que no se cambió nada.
       *[link] En el enlace, show={ $value } no es una ejecución de «{ $game }»: en este juego, show= admite { $runs }, así que la página muestra el juego.
    }
params-task-none = { $where ->
        [attribute] El atributo task={ $value } no es una tarea de «{ $game }»: este juego aún no tiene tareas, así que el elemento muestra el juego sin tarea.
        [command] En la orden, task={ $value } no es una tarea de «{ $game }»: este juego aún no tiene tareas, así que no se cambió nada.
       *[link] En el enlace, task={ $value } no es una tarea de «{ $game }»: este juego aún no tiene tareas, así que la página muestra el juego sin tarea.
    }
params-task-other = { $where ->
        [attribute] El atributo task={ $value } no es una tarea de «{ $game }»: en este juego, task= admite { $tasks }, así que el elemento muestra el juego sin tarea.
        [command] En la orden, task={ $value } no es una tarea de «{ $game }»: en este juego, task= admite { $tasks }, así que no se cambió nada.
       *[link] En el enlace, task={ $value } no es una tarea de «{ $game }»: en este juego, task= admite { $tasks }, así que la página muestra el juego sin tarea.
    }
# El título del iframe en el código para insertar: $heading es el juego y sus ajustes en
# palabras («Nim con montones de 3, 4 y 5»).
params-embed-title = movelab: { $heading }

## Las órdenes del iframe (www/embed.js).
embed-field-unknown = El campo { $field } de la orden no es un ajuste de «{ $game }».
embed-field-type = En la orden, { $field } debe ser una cadena de texto o un número.
embed-move-missing = La orden move necesita una jugada, por ejemplo {"{"} type: "move", move: "3" {"}"}.
embed-no-moves = «{ $game }» no acepta jugadas mediante órdenes.
# $command es play, pause o seek (notación).
embed-no-line = «{ $game }» no se muestra como una serie de pasos, así que la orden { $command } no tiene nada que hacer aquí.
# El lang= de una orden set que el laboratorio no tiene: $languages enumera los que tiene (notación).
embed-lang-unknown = En la orden, lang={ $value } no es un idioma de esta página ({ $languages }), así que no se cambió nada.

## La casilla de paso bajo una serie de pasos (www/seek.js): $last es el último paso.
seek-empty = Escribe un número de paso, un número entero de 0 a { $last }.
seek-fraction = El paso { $value } tiene decimales; los pasos son jugadas enteras, un número entero de 0 a { $last }.
seek-negative = El paso { $value } es negativo; los pasos van de 0 a { $last }.
seek-not-number = El paso { $value } no es un número; los pasos van de 0 a { $last }.
# $end dice dónde termina la serie (seek-end-solution, o las palabras de la vista).
seek-past-end = El paso { $step } está más allá del final: { $end }.
seek-end-solution = esta solución tiene { $last ->
        [one] { $last } jugada
       *[other] { $last } jugadas
    }
seek-showing = Se muestra el paso { $step }.
seek-fine-value = paso { $step }; esta barra va de { $lo } a { $hi }

## Los orígenes que pueden dar órdenes a una página insertada (www/origins.js, Compartir).
origins-not-exact = En el enlace, la entrada { $entry } de origins no es un origen exacto como https://example.org (solo esquema, servidor y puerto, sin ruta ni barra final); se ignoró.
origins-not-site = { $entry } no es la dirección de un sitio: escríbela entera, empezando por https:// (o http://), por ejemplo https://moodle.example.edu.

## Una partida demasiado larga para un enlace, guardada por la pestaña (www/history.js).
history-lost = Este enlace nombra jugadas que guardó la pestaña del navegador donde se hicieron (demasiadas para un enlace), y esta pestaña no las tiene, así que la partida empieza de nuevo.

## Los sitios del curso del cuadro Compartir (www/share.js): $sites enumera sus orígenes.
share-sites-refused = { $problems } Hasta entonces, el código no nombra ningún sitio.
share-sites-heard = El código permite que { $sites } reciba los eventos del juego insertado.
share-measuring-frame = Midiendo el código para insertar

## Una plataforma de aprendizaje (SCORM) que guarda la puntuación (www/platform.js).
# $reason es la respuesta de la plataforma, con sus propias palabras.
platform-failed = { $what ->
        [game] La plataforma de aprendizaje no pudo guardar la partida en curso: { $reason }. Puedes seguir jugando, pero quizá no pueda recuperar esta partida la próxima vez.
        [progress] La plataforma de aprendizaje no pudo guardar tu progreso: { $reason }. Puedes seguir jugando, pero avisa a tu profesor o profesora de que puede faltar la puntuación.
       *[score] La plataforma de aprendizaje no pudo guardar tu puntuación: { $reason }. Puedes seguir jugando, pero avisa a tu profesor o profesora de que puede faltar la puntuación.
    }
platform-too-long = Esta partida ya supera los { $max } caracteres que SCORM { $version } guarda para una partida en curso, así que la plataforma de aprendizaje no podrá recuperarla la próxima vez. La puntuación se guardará igualmente al final.
# Por qué falló una llamada a la plataforma: $call es la llamada como la nombra SCORM (notación).
platform-no-call = su API no tiene la función { $call }
platform-call-failed = su llamada { $call } falló ({ $reason })
# $code es el código de error de la plataforma y sus palabras, o "none".
platform-call-answered = { $code ->
        [none] su llamada { $call } respondió { $answer }
       *[other] su llamada { $call } respondió { $answer } (error { $code })
    }

## Los paquetes para una plataforma de aprendizaje (www/package.js).
# El título del paquete en la lista de la plataforma: $heading es el juego en palabras,
# $task el identificador de la tarea (notación) o "none".
package-title = { $task ->
        [none] movelab: { $heading }
       *[other] movelab: { $heading } (tarea: { $task })
    }
package-saved = Se guardó { $file } ({ $kb } KB): súbelo a tu plataforma de aprendizaje como paquete { $kind }.
package-no-list = no se pudo leer la lista de archivos de la página ({ $reason }); los paquetes se hacen desde la página en un servidor web, no desde un único archivo
package-no-file = no se pudo leer el archivo { $file } de la página ({ $status })

## El elemento <movelab-puzzle> (www/element.js).
element-loading = Cargando el solucionador…
element-no-style = No se pudo cargar la hoja de estilo de la página ({ $reason }), así que el juego se dibuja sin ella.
element-controls = El atributo controls={ $value } no es full, playback ni none, así que el elemento muestra full.
element-cannot-show = El elemento no puede mostrar «{ $game }»: { $reason }.
# Por qué no se cargó la hoja de estilo: $status es la respuesta del servidor (un estado HTTP).
element-style-status = style.css respondió { $status }
# El atributo lang del elemento nombra un idioma que el laboratorio no tiene: $lang tal
# como se dio, $used el idioma que se habla en su lugar.
element-lang-unknown = El atributo lang={ $lang } nombra un idioma que este elemento aún no tiene, así que habla { $used ->
        [fr] francés
        [es] español
        [de] alemán
       *[other] inglés
    }.

## La cabecera de la página (www/index.html): lo que muestra de ella un buscador.
page-description =
    .content = Un laboratorio de los juegos de cuatro artículos de investigación y un tutorial (fichas que se desplazan, solitario, Nim, juegos octales y de sustracción, caballos, K en raya, autómatas, Push y Candy Collector), cada uno resuelto de forma óptima en tu navegador, con cada respuesta comprobada.
