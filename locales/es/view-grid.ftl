## The grid view (www/views/grid*.js): words its games share. Each game's own sentences are in its file, under "## play".

grid-no-controller = La vista de cuadrícula aún no tiene controlador para { $game }.
grid-how-solved = Cómo se resuelve
grid-you-first = Empiezas tú
grid-computer-first = Empieza el ordenador
grid-undo = Deshacer
grid-new-game = Nueva partida
grid-your-move = Te toca.
grid-computer-moves-first = El ordenador mueve primero.
grid-winner = { $winner ->
        [you] Has ganado.
       *[computer] Gana el ordenador.
    }
grid-not-allowed = No está permitido: { $why }.
grid-game-over = La partida ha terminado: empieza una nueva para volver a mover.
grid-computer-turn = Le toca al ordenador.
