## The grid view (www/views/grid*.js): words its games share. Each game's own sentences are in its file, under "## play".

grid-no-controller = Die Gitteransicht hat noch keine Steuerung für { $game }.
grid-how-solved = Wie es gelöst wird
grid-you-first = Du ziehst zuerst
grid-computer-first = Der Computer zieht zuerst
grid-undo = Rückgängig
grid-new-game = Neues Spiel
grid-your-move = Du bist am Zug.
grid-computer-moves-first = Der Computer zieht zuerst.
grid-winner = { $winner ->
        [you] Du gewinnst.
       *[computer] Der Computer gewinnt.
    }
grid-not-allowed = Nicht erlaubt: { $why }.
grid-game-over = Das Spiel ist vorbei: Starte ein neues, um wieder zu ziehen.
grid-computer-turn = Der Computer ist am Zug.
