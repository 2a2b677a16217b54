## The tree view (www/views/tictactoe.js): tic-tac-toe against perfect play and the game
## tree of minimax and alpha-beta. $mark is x or o and $board the nine squares as typed
## (x, o, .), shown as they are; $who is "you" or "computer"; $value is "x" (x wins with
## perfect play), "o" or "draw".
ttt-start-board = Startbrett
ttt-you-play = Du spielst
ttt-start = Starten
ttt-board-help = x, o oder . für jedes Feld, Zeile für Zeile; x zieht zuerst.
ttt-board-canvas =
    .aria-label = Das Spielbrett
ttt-new-game = Neues Spiel
ttt-undo = Rückgängig
ttt-show-tree = Baum zeigen
ttt-tree-section =
    .aria-label = Der Spielbaum
ttt-order = Alpha-Beta probiert die Züge
ttt-order-choice = { $order ->
        [natural] Felder 1 bis 9
        [centre] Mitte, Ecken, Ränder
       *[best] beste zuerst
    }
ttt-zoom-in =
    .aria-label = Vergrößern
ttt-zoom-out =
    .aria-label = Verkleinern
ttt-fit = Einpassen
ttt-less = Eine Ebene weniger
ttt-deeper = Eine Ebene mehr
ttt-tree-canvas =
    .aria-label = Der Spielbaum ab der gezeigten Stellung
ttt-key-intro = Jede Form ist eine Stellung, ihre Farbe ihr Wert bei perfektem Spiel:
ttt-key-x = x gewinnt (+1)
ttt-key-draw = Unentschieden (0)
ttt-key-o = o gewinnt (−1)
ttt-tree-help = Quadrate: x am Zug (Max); Kreise: o am Zug (Min). Die Zahl an einer Kante ist das gespielte Feld; die Kinder stehen von links nach rechts in der Reihenfolge, in der Alpha-Beta sie probiert. Einfaches Minimax besucht jede gezeichnete Stellung; die grauen besucht Alpha-Beta nie, und ein Kreuz markiert, wo es abschneidet. Ein Dreieck fasst die Stellungen unterhalb der gezeichneten Tiefe zusammen (+ Zahlen von einfachem Minimax / Alpha-Beta, wenn vergrößert). Der Baum öffnet mit einem Zug Tiefe; „Eine Ebene mehr“ zeichnet die nächste. Ziehe oder nutze die Pfeiltasten zum Verschieben, das Mausrad oder + und − zum Zoomen.
ttt-keys-help = Tasten auf dem Brett: 1 bis 9 spielen dieses Feld (1 2 3 die oberste Zeile), auch Pfeiltasten und Eingabetaste; U nimmt zurück, N startet ein neues Spiel, T zeigt den Baum.
ttt-refused-start = { $reason }. Die Seite beginnt stattdessen mit dem leeren Brett.
ttt-link-moves-refused = Die Züge des Links, moves={ $moves }, konnten nicht alle nachgespielt werden: { $reason }. Das Spiel geht ab dem Zug davor weiter.
ttt-not-a-square = { $text } ist kein Feld von 1 bis 9.
ttt-status-draw = Unentschieden: Das Brett ist voll.
ttt-status-won = { $mark } hat drei in einer Reihe: { $who ->
        [you] Du gewinnst.
       *[computer] Der Computer gewinnt.
    }
ttt-status-your-move = Du bist am Zug (du spielst { $mark }).
ttt-status-thinking = Der Computer ({ $mark }) denkt nach…
ttt-value = Bei perfektem Spiel von hier: { $value ->
        [draw] unentschieden
        [x] x gewinnt
       *[o] o gewinnt
    }. Beste Züge für { $mark }: { $best }.
ttt-computer-played = Der Computer setzt { $mark } auf Feld { $square }.
ttt-you-played = Du setzt { $mark } auf Feld { $square }.
ttt-after-draw = Das Brett ist voll: unentschieden.
ttt-after-won = { $who ->
        [you] Drei in einer Reihe: Du gewinnst.
       *[computer] Drei in einer Reihe: Der Computer gewinnt.
    }
ttt-after-your-move = Du bist am Zug. Bei perfektem Spiel von hier: { $value ->
        [draw] unentschieden
        [x] x gewinnt
       *[o] o gewinnt
    }.
ttt-computer-turn = Der Computer ist am Zug.
ttt-square-refused = Feld { $square }: { $reason }.
ttt-restarted = Ein neues Spiel vom Startbrett. { $who ->
        [you] Du bist am Zug.
       *[computer] Der Computer beginnt.
    }
ttt-taken-back = Zurückgenommen.
ttt-new-from = Ein neues Spiel ab { $board }; du spielst { $mark }.
ttt-tree-complete = Alle { $positions } Stellungen sind aufgezeichnet.
ttt-tree-partial = Aufgezeichnet bis { $depth } Züge tief ({ $positions } Stellungen, die Grenze ist { $limit }); die tieferen werden in den Dreiecken gezählt.
# $share is alpha-beta's visits as a percentage of plain minimax's.
ttt-counts = Einfaches Minimax besucht { $minimax } Stellungen; Alpha-Beta, das { $order ->
        [natural] die Felder 1 bis 9
        [centre] die Mitte, dann die Ecken, dann die Ränder
       *[best] die besten Züge zuerst (nach ihrem wahren Wert)
    } probiert, besucht { $alphabeta } ({ $share } %).
ttt-tree-label = Der Spielbaum ab der gezeigten Stellung. { $counts }
ttt-levels = { $levels ->
        [one] 1 Ebene
       *[other] { $levels } Ebenen
    } von { $recorded } gezeichnet
ttt-board-label = Das Brett, Zeile für Zeile: { $rows }.
ttt-square-is = Feld { $square }: { $content }.
ttt-empty = leer
# Why a square cannot be played now (ttt-square-refused's $reason): the game has ended, or
# the computer (playing $mark, x or o) is to move.
ttt-refused-over = das Spiel ist vorbei: Starte ein neues
ttt-refused-turn = der Computer ist mit { $mark } am Zug
