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

## worksheet (www/sheets/tictactoe.js): das Brett, wer gewinnt, welche Felder das halten.
# Ein Feld für einen Screenreader: $square seine Nummer, $mark x, o oder empty.
tictactoe-sheet-square = { $mark ->
        [empty] { $square } leer
       *[other] { $square } { $mark }
    }
tictactoe-sheet-board = Das Brett: { $squares }
tictactoe-sheet-value-question = Wer gewinnt bei perfektem Spiel von hier aus, oder ist es ein Unentschieden?
# $result ist x, o (der Gewinner) oder draw.
tictactoe-sheet-over = { $result ->
        [draw] Die Partie ist vorbei: unentschieden.
       *[other] Die Partie ist vorbei: { $result } hat gewonnen.
    }
# $winner ist X, O oder draw.
tictactoe-sheet-value = { $winner ->
        [draw] Unentschieden.
       *[other] { $winner } gewinnt.
    }
# $player ist x oder o, am Zug; $keep, was ein bester Zug hält: win, draw oder lose.
tictactoe-sheet-best-question = { $keep ->
        [win] { $player } ist am Zug. Welche Felder kann { $player } nehmen und trotzdem gewinnen?
        [draw] { $player } ist am Zug. Welche Felder kann { $player } nehmen und trotzdem unentschieden spielen?
       *[lose] { $player } ist am Zug. Welche Felder kann { $player } nehmen und den Wert der Partie halten (jeder Zug verliert)?
    }
tictactoe-sheet-best = { $count ->
        [one] Feld { $squares }.
       *[other] Felder { $squares }.
    }
tictactoe-sheet-note = Die Felder sind von 1 bis 9 nummeriert, Zeile für Zeile von oben links.

## Die Ablehnungen eines eingegebenen Startbretts, einer Seite oder einer Zugreihenfolge
## ($value, $mark in Anführungszeichen); $line ist das Zeichen x oder o.
# $why ist eine der Ablehnungen darunter.
tictactoe-board = das Brett { $value } wird abgelehnt: { $why }
tictactoe-board-length = ein Brett hat neun Felder (x, o oder . Zeile für Zeile), nicht { $count }
tictactoe-board-square = Feld { $square } ist { $mark }: Ein Feld ist x, o oder . (leer)
tictactoe-board-turns = x hat { $xs } Zeichen und o { $os }: x beginnt und die Spieler ziehen abwechselnd, also hat x so viele Zeichen wie o oder eines mehr
tictactoe-board-two-lines = x und o haben beide drei in einer Reihe: Das Spiel endet bei der ersten Reihe
tictactoe-board-after-line = { $line } hat drei in einer Reihe, aber { $line ->
        [x] o
       *[other] x
    } hat danach noch gezogen: Das Spiel endet bei der ersten Reihe
tictactoe-bad-side = ein Spieler ist x oder o, nicht { $value }
tictactoe-bad-order = die Zugreihenfolge ist natural, centre oder best, nicht { $value }

## A move the board refuses (core/src/tictactoe `apply`, `TicTacToe::square`); $text is a
## square as typed (quoted by the shell), $mark x or o. A link's moves= names its move $turn.
tictactoe-not-a-square = { $text } ist kein Feld: Die Felder sind 1 bis 9, Zeile für Zeile
tictactoe-no-square = es gibt kein Feld { $square }: Die Felder sind 1 bis 9
tictactoe-square-taken = auf Feld { $square } steht schon { $mark }
tictactoe-over-won = das Spiel ist vorbei: { $mark } hat drei in einer Reihe
tictactoe-over-full = das Spiel ist vorbei: Das Brett ist voll
tictactoe-replay-move = Zug Nr. { $turn }: { $why }
