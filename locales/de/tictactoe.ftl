## Tic-Tac-Toe: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

tictactoe-title = Tic-Tac-Toe
tictactoe-tagline = Drei in einer Reihe gegen einen Computer, der nie verliert, und dann sieh zu, wie er sucht.
tictactoe-intro = Markiere abwechselnd mit dem Computer die Felder eines 3 × 3-Gitters; drei deiner Zeichen in einer Linie gewinnen.
tictactoe-rules = Zwei Spieler, x und o, markieren abwechselnd ein leeres Feld eines 3 × 3-Bretts, x zuerst. Drei Zeichen eines Spielers in einer Zeile, Spalte oder Diagonale gewinnen; ein volles Brett ohne eine solche Linie ist unentschieden.
tictactoe-heading = Tic-Tac-Toe { $board-key ->
        [empty] vom leeren Brett aus
        *[other] vom Brett { $board } aus
    }, du spielst { $side }

tictactoe-param-board = Brett (x, o, . Zeile für Zeile)
tictactoe-param-side = Du spielst
tictactoe-param-side-x = x (du beginnst)
tictactoe-param-side-o = o (der Computer beginnt)
tictactoe-param-order = Reihenfolge der Züge für Alpha-Beta
tictactoe-param-order-natural = Feld für Feld
tictactoe-param-order-centre = Mitte zuerst
tictactoe-param-order-best = Beste Züge zuerst

tictactoe-task-draw = Verliere nicht gegen den Computer, der perfekt spielt.
tictactoe-task-win = Gewinne gegen den Computer von diesem Brett aus.
