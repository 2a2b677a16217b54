## The track view of 1-D Push-* (www/views/track.js, track-draw.js).

track-board = Bahn (. leer, # Block)
track-costs = Energie eines Zuges
track-walk = Schritt
track-jump = Sprung
track-push = Schieben
track-show = Diese Bahn zeigen
track-modes =
    .aria-label = Modus
track-watch-mode = Den billigsten Weg ansehen
track-play-mode = Den Roboter selbst steuern
track-canvas =
    .aria-label = Die Bahn
track-legal =
    .aria-label = Erlaubte Züge
track-undo = Rückgängig
track-restart = Neu anfangen
track-unit = Zug
track-help = Tasten auf der Bahn. Beim Ansehen: ←/→ ein Zug, Pos1/Ende, Leertaste spielt ab. Beim Steuern: ←/→ gehen oder schieben in diese Richtung, 1 bis K springen so viele Felder in die Laufrichtung, U macht rückgängig.
track-first-thing = Drücke ▶, um den billigsten Weg anzusehen, oder wähle „Den Roboter selbst steuern“.
track-first-thing-play = Du bist dran: Wähle einen Zug unter der Bahn oder nimm die Tasten.
track-link-refused = Die Bahn { $board } des Links lässt sich nicht spielen: { $reason }. Die Seite zeigt stattdessen die voreingestellte Bahn.
track-no-line-play = Im Spielmodus gibt es keinen billigsten Weg zum Abspielen; stelle zuerst mode=watch ein.
track-no-line-step = Im Spielmodus gibt es keinen billigsten Weg zum Durchgehen; stelle zuerst mode=watch ein.
track-seek-refused = Der Schritt des Befehls muss eine ganze Zahl von 0 bis { $length } sein, nicht { $step }.
track-moves-in-play = Züge macht man im Spielmodus (mode=play).
track-unreachable = Der Roboter kann das letzte Feld dieser Bahn nicht erreichen.
track-least = Kleinste Energie: { $best }, in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } (ein Schritt kostet { $walk }, ein Sprung { $jump }, ein Schieben { $push }).
track-canvas-label = Bahn { $board }, der Roboter auf Feld { $robot }, verbrauchte Energie { $spent }
track-step = Zug { $step } von { $length }: { $move }
track-step-said = Zug { $step }: { $move }.
track-not-a-link-move = das ist kein Zug (wl, wr, pl, pr oder j, eine Richtung und eine Anzahl Felder)
track-replay-partial = Die Züge moves={ $moves } des Links ließen sich nicht alle nachspielen: { $token }: { $reason }. Die Partie geht ab dem Zug davor weiter.
track-refused = { $move }: { $reason }
track-walks = { $walks } Schritte
