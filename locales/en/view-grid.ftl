## The grid view (www/views/grid*.js): words its games share. Each game's own sentences are in its file, under "## play".

grid-no-controller = The grid view has no controller for { $game } yet.
grid-how-solved = How it is solved
grid-you-first = You move first
grid-computer-first = The computer moves first
grid-undo = Undo
grid-new-game = New game
grid-your-move = Your move.
grid-computer-moves-first = The computer moves first.
grid-winner = { $winner ->
        [you] You win.
       *[computer] The computer wins.
    }
grid-not-allowed = Not allowed: { $why }.
grid-game-over = The game is over: start a new one to move again.
grid-computer-turn = It is the computer's turn.
