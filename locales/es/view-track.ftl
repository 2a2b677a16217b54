## The track view of 1-D Push-* (www/views/track.js, track-draw.js).

track-board = Pista (. vacía, # bloque)
track-costs = Energía de un movimiento
track-walk = paso
track-jump = salto
track-push = empuje
track-show = Mostrar esta pista
track-modes =
    .aria-label = Modo
track-watch-mode = Ver el camino más barato
track-play-mode = Conducir yo el robot
track-canvas =
    .aria-label = La pista
track-legal =
    .aria-label = Movimientos válidos
track-undo = Deshacer
track-restart = Empezar de nuevo
track-unit = Movimiento
track-help = Teclas en la pista. Al ver: ←/→ un movimiento, Inicio/Fin, Espacio reproduce. Al conducir: ←/→ andan o empujan en ese sentido, 1 a K saltan esas casillas en el sentido en que andabas, U deshace.
track-first-thing = Pulsa ▶ para ver el camino más barato, o elige «Conducir yo el robot».
track-first-thing-play = Te toca: elige un movimiento bajo la pista, o usa las teclas.
track-link-refused = La pista { $board } del enlace no se puede jugar: { $reason }. La página muestra en su lugar la pista por defecto.
track-no-line-play = En modo de juego no hay camino más barato que reproducir; pon antes mode=watch.
track-no-line-step = En modo de juego no hay camino más barato que recorrer; pon antes mode=watch.
track-seek-refused = El paso de la orden debe ser un número entero de 0 a { $length }, no { $step }.
track-moves-in-play = Los movimientos se hacen en modo de juego (mode=play).
track-unreachable = El robot no puede llegar a la última casilla de esta pista.
track-least = Energía mínima: { $best }, en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    } (un paso cuesta { $walk }, un salto { $jump }, un empuje { $push }).
track-canvas-label = Pista { $board }, el robot en la casilla { $robot }, energía gastada { $spent }
track-step = Movimiento { $step } de { $length }: { $move }
track-step-said = Movimiento { $step }: { $move }.
track-not-a-link-move = no es un movimiento (wl, wr, pl, pr, o j, una dirección y un número de casillas)
track-replay-partial = No se pudieron repetir todos los movimientos moves={ $moves } del enlace: { $token }: { $reason }. La partida sigue desde el movimiento anterior.
track-refused = { $move }: { $reason }
track-walks = { $walks } pasos
