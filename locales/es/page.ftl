## El marco de la página: su cabecera, sus mensajes, el cuadro Compartir y la lista de la portada
## (www/index.html, www/app.js, www/home.js, www/share.js).

page-skip = Ir al juego
page-skip-home = Ir a los juegos
page-home-link = movelab
    .title = Todos los juegos
page-tagline = Juegos de cuatro artículos de investigación y un tutorial, cada uno resuelto a la perfección en tu navegador, con cada respuesta comprobada.
page-present = Presentar
    .title = El tablero tan grande como permita la ventana, para un proyector
page-loading = Cargando…
page-runs-title = Cómo lo resuelve el ordenador
page-runs-intro = Mira su algoritmo en acción, paso a paso, con los ajustes de arriba:
page-footer = Todo funciona en tu navegador, sin conexión.
page-noscript = Esta página necesita JavaScript y WebAssembly para resolver y dibujar los juegos.
page-language = Idioma
page-could-not-start = La página no pudo arrancar: { $reason }
page-solver-failed = El programa que resuelve «{ $game }» no pudo arrancar: { $reason }. Prueba a recargar la página.

## lang=: un idioma que el laboratorio no tiene.
lang-unknown = El enlace pide el idioma { $lang }, que esta página aún no tiene, así que habla { $used ->
        [fr] francés
        [es] español
        [de] alemán
       *[other] inglés
    }.

home-games-title = Todos los juegos
home-games-title-alone = Los juegos
home-intro = Para estudiantes, docentes y cualquier curioso: elige un juego y juega. Cada respuesta se calcula aquí, en tu navegador, y la comprueban las pruebas del proyecto.
# La última línea de una tarjeta: el artículo o el tutorial del que viene el juego. $title va en
# su propio idioma (inglés), $authors es «none» si la fuente no nombra a nadie, $venue «none» si se desconoce.
home-source = { $kind ->
        [tutorial] Del tutorial { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }de { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
       *[paper] Del artículo { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }de { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
    }

share-title = Compartir e insertar
share-task-label = Un ejercicio para tu clase
share-task-none = Sin ejercicio: juego libre
share-task-hint = El enlace, el código para insertar y las descargas lo llevan consigo; la página lo califica.
share-embed-intro = La barra de direcciones siempre contiene un enlace a lo que ves. Para poner este juego en la página de un curso, pega esto:
share-embed-label = Código para insertar
share-copy = Copiar el código para insertar
share-worksheet-link = Una hoja de ejercicios imprimible de este juego
share-worksheet-what = (A4 o Carta): preguntas sobre los ajustes de arriba, con las respuestas en la página 2.
share-site-label = La dirección del sitio de tu curso:
share-site-why = Con ella, el juego le cuenta a tu sitio lo que pasa en él (cada jugada, el final de una partida, la nota de un ejercicio), para que lo use un script de la página de tu curso.
share-download-intro = Descargar para una plataforma de aprendizaje (Moodle, Canvas, Blackboard…): un zip para subir como actividad SCORM, que juega este juego tal como está configurado y anota la nota de su ejercicio en el libro de calificaciones.
share-scorm12 = SCORM 1.2
share-scorm2004 = SCORM 2004
share-exports-intro = Descargar las jugadas, en los formatos de la línea de comandos:
share-export-text = Texto

page-present-leave = Salir de la presentación (Esc)
page-moves-kept-by-tab = Hay demasiadas jugadas para un enlace, así que esta pestaña del navegador las guarda: al recargar o volver atrás reaparecen, pero un enlace copiado empieza la partida desde el principio.
page-cannot-show = La página aún no puede mostrar «{ $game }»; muestra «{ $instead }» en su lugar.
page-loading-solver = Cargando el programa que resuelve «{ $game }»…
share-measuring = Midiendo la vista…
share-copied = Copiado.
share-selected = Seleccionado: pulsa Ctrl+C (o ⌘C) para copiar.
share-building = Preparando el paquete…
share-no-package = No hay paquete: { $reason }.

## The move-list downloads' status (www/views/row-exports.js): $file is the file's name,
## $why the refusal in words.
share-export-saved = { $file } guardado ({ $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }).
share-export-refused = No hay descarga: { $why }.
