## 1-D Push-*: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

push-title = 1-D Push-*
push-tagline = Ein Roboter geht, schiebt Blöcke und springt mit möglichst wenig Energie zum letzten Feld.
push-intro = Bring einen Roboter auf einer Strecke bis zum letzten Feld, schiebe dabei Blöcke aus dem Weg und verbrauche so wenig Energie wie möglich.
push-rules = Der Roboter startet auf Feld 1 und muss das letzte Feld erreichen. Er geht auf ein leeres Nachbarfeld, schiebt eine Reihe von Blöcken ein Feld weiter (dahinter muss ein leeres Feld sein) oder springt, wenn seine letzten K − 1 Züge Schritte in dieselbe Richtung waren, 1 bis K Felder weit in diese Richtung auf ein leeres Feld; hier ist K = { $k }. Ein Schritt kostet { $walk } { $walk ->
        [one] Energieeinheit
       *[other] Energieeinheiten
    }, ein Sprung { $jump } und ein Schieben { $push }.
push-heading = 1-D Push-* auf der Strecke { $board }, Sprünge über 1 bis { $k } Felder; ein Schritt kostet { $walk }, ein Sprung { $jump } und ein Schieben { $push }

push-param-board = Strecke (. leer, # Block)
push-param-k = Sprunglänge (K)
push-param-walk = Energie eines Schritts (A)
push-param-jump = Energie eines Sprungs (B)
push-param-push = Energie eines Schiebens (C)

push-task-solve = Bring den Roboter zum letzten Feld.
push-task-optimal = Bring den Roboter mit möglichst wenig Energie zum letzten Feld.

## worksheet (www/sheets/push.js): die Bahn, die geringste Energie und eine günstigste Zugfolge.
# $board ist die Bahn, wie der Link sie schreibt (Notation: # ein Block).
push-sheet-track = Die Bahn: { $board }, Blöcke mit # markiert, der Roboter auf Feld 1
push-sheet-energy-question = Wie viel Energie braucht der Roboter mindestens, um Feld { $n } zu erreichen?
push-sheet-line-question = Schreib eine günstigste Zugfolge auf (walk R, push R, jump R 2, …).
push-sheet-energy = { $energy }.
# $verdict ist die Begründung des Lösers.
push-sheet-unreachable = Er kann Feld { $n } nicht erreichen: { $verdict }
push-sheet-line-none = Keine.
push-sheet-note = Der Roboter (umkreist) startet auf Feld 1; ein dunkles Feld enthält einen Block.

## play: refusals of a board and of a move, and the judgement of play mode
## (core/src/push, the track view and the command line).
push-board-size = die Bahn braucht 1 bis { $max } Felder, nicht { $squares }
push-board-square = Feld { $square } ist „{ $found }“: Felder sind . oder #
push-board-starts-blocked = auf Feld 1 liegt ein Block: Dort startet der Roboter, es muss leer sein
push-board-k = K ist { $k }: Es muss 2 bis { $max } sein
push-board-cost = Kosten von { $cost } liegen über der Grenze von { $max }
push-illegal-off-board = das verlässt die Bahn
push-illegal-not-empty = das Feld ist nicht leer
push-illegal-no-block = da ist kein Block zum Schieben
push-illegal-no-room = hinter den Blöcken ist kein leeres Feld
push-illegal-jump-length = ein Sprung geht 1 bis K Felder weit auf ein leeres Feld
push-illegal-jump-walks = ein Sprung braucht direkt davor K − 1 Schritte in diese Richtung
push-illegal-at-goal = der Roboter steht schon auf dem letzten Feld
push-move-no-direction = „{ $text }“ hat keine Richtung L oder R
push-move-jump-length = „{ $text }“: falsche Sprungweite
push-move-unknown = „{ $text }“ ist weder walk D noch push D noch jump D Q
push-verdict-unreachable = Der Roboter kann das letzte Feld dieser Bahn überhaupt nicht erreichen.
push-verdict-least = Der Roboter steht auf dem letzten Feld mit Energie { $spent }, so wenig wie möglich.
push-verdict-more = Der Roboter steht auf dem letzten Feld mit Energie { $spent }: { $more } mehr als das Minimum, { $best }.
push-verdict-on-course = Verbrauchte Energie { $spent }; von hier noch mindestens { $left }, auf Kurs zum Minimum, { $best }.
push-verdict-off-course = Verbrauchte Energie { $spent }; von hier noch mindestens { $left }, also { $total } insgesamt gegenüber dem Minimum, { $best }.
push-verdict-stuck = Verbrauchte Energie { $spent }; von hier kann der Roboter das letzte Feld nicht mehr erreichen: Mach einen Zug rückgängig oder fang neu an.
push-verdict-too-large = Verbrauchte Energie { $spent }; was von hier bleibt, ist zu groß zum Durchsuchen (mehr als { $states } Positionen).
push-searching = Suche nach der geringsten Energie: bisher { $positions } { $positions ->
        [one] Position
       *[other] Positionen
    }, höchstens { $max }…
push-verdict-searching = Verbrauchte Energie { $spent }; die geringste Energie, die von hier noch nötig ist, wird gesucht…
push-too-large = die Suche würde mehr als { $states } Positionen durchlaufen

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (walk R, jump R 2).
push-said-walk = ein Schritt nach { $dir ->
        [left] links
       *[right] rechts
    }
push-said-push = nach { $dir ->
        [left] links
       *[right] rechts
    } schieben
push-said-jump = { $squares } { $squares ->
        [one] Feld
       *[other] Felder
    } nach { $dir ->
        [left] links
       *[right] rechts
    } springen
