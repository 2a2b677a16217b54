## The plane view of Candy Collector on a line (www/views/plane.js, plane-draw.js).

plane-title = { $title } en una recta
plane-line-note = Aquí los vértices están en una recta y un trayecto dura la distancia entre ellos; sales de la posición 0.
plane-first-thing = Planea tu propia ruta haciendo clic en las cajas, o mira el óptimo.
plane-how-solved = Cómo se resuelve
plane-theory = El ordenador toma las cajas por orden de tiempo: lo máximo que se puede tener acabando en una caja son los caramelos de esa caja más el mejor total de una caja anterior desde la que se llega a tiempo. En una recta, girar 45° el plano posición-tiempo convierte «alcanzable a tiempo» en un cuarto de plano, y un árbol de Fenwick encuentra rápido esa mejor caja anterior (Andreica y Tapus).
plane-new = Nuevo ejemplo
plane-export = Descargar el ejemplo (JSON)
plane-modes =
    .aria-label = Modo
plane-watch = Ver el óptimo
plane-play = Planear mi ruta
plane-question = ¿Cuántos caramelos puedes recoger? Planea tu propia ruta, o mira el óptimo.
plane-undo = Quitar la última caja
plane-clear = Empezar de nuevo
plane-reveal = Mostrar el óptimo
plane-hand-in = Entregar mi ruta
plane-canvas =
    .aria-label = Las cajas en el plano posición-tiempo
plane-detail-none = Señala una caja, o ponte en el plano y usa ← y →, para verla.
plane-help = A lo ancho: la posición; hacia abajo: el tiempo. El cono sombreado contiene lo que se alcanza desde la salida a velocidad 1; las cajas rellenas son alcanzables, las huecas no; el camino de color, una vez mostrado, es una ruta óptima. Teclas en el plano: ←/→ la caja anterior o siguiente en el tiempo, ↑/↓ la siguiente caja alcanzable (a lo largo de la ruta una vez mostrada), Inicio la primera caja alcanzable, Fin la última caja, Esc borra la elección. Para planear tu ruta: haz clic en una caja (o Intro en la elegida) para añadirla o quitarla.
plane-link-refused = El ejemplo del enlace (m={ $m }, seed={ $seed }, span={ $span }) no se puede mostrar: { $reason }. La página muestra en su lugar el ejemplo por defecto.
plane-plan-in-play = Las rutas se planean en modo de juego (mode=play).
plane-not-a-box = { $text } no es una caja: las cajas van numeradas de 1 a { $count }.
plane-already = La caja { $number } ya está en tu ruta.
plane-plan-dropped = La ruta moves={ $moves } del enlace es de planear una ruta (mode=play), así que se descartó.
plane-plan-bad = La ruta moves={ $moves } del enlace no es una lista de cajas de este ejemplo (números de 1 a { $count }, cada uno una vez, unidos por puntos), así que la ruta empieza vacía.
plane-route-boxes = cajas { $list }
plane-route-empty = aún ninguna caja
plane-route-broken = Tu ruta: { $boxes }, { $candies ->
        [one] { $candies } caramelo
       *[other] { $candies } caramelos
    }. Se interrumpe: { $problem }; quita esa caja.
plane-route-best = Tu ruta: { $boxes }, { $candies ->
        [one] { $candies } caramelo
       *[other] { $candies } caramelos
    }, lo máximo posible. ¡Bien planeado!
plane-route-revealed = Tu ruta: { $boxes }, { $candies ->
        [one] { $candies } caramelo
       *[other] { $candies } caramelos
    }; el máximo es { $best }.
plane-route-more = Tu ruta: { $boxes }, { $candies ->
        [one] { $candies } caramelo
       *[other] { $candies } caramelos
    }; ¿puedes recoger más? Haz clic en las cajas para añadirlas.
plane-best = Máximo de caramelos: { $best }, con { $route } de las { $count } cajas ({ $reach } son alcanzables).
plane-opening = { $count } cajas, { $reach } alcanzables. ¿Cuántos caramelos puedes recoger?
plane-detail = Caja { $number }: posición { $position }, instante { $time }, { $candies ->
        [one] { $candies } caramelo
       *[other] { $candies } caramelos
    }; { $where ->
        [route] en la ruta óptima
        [reachable] alcanzable, fuera de la ruta mostrada
       *[other] fuera de alcance desde la salida
    }.
plane-hand-in-broken = Tu ruta se interrumpe: { $problem }; quita antes esa caja.
plane-hand-in-empty = Tu ruta aún no tiene cajas: haz clic en las cajas para añadirlas.
plane-axis-position = posición { $lo }
plane-axis-time = instante 0
