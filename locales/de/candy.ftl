## Bonbonsammler: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

candy-title = Bonbonsammler
candy-tagline = Zur richtigen Zeit am richtigen Knoten sein, um die meisten Bonbons zu sammeln.
candy-intro = Schachteln mit Bonbons erscheinen an Stellen entlang einer Linie, jede zu ihrer eigenen Zeit: Plane einen Weg, der möglichst viele von ihnen rechtzeitig erreicht.
candy-rules = Schachteln mit Bonbons erscheinen an gegebenen Knoten zu gegebenen Zeiten. Du startest zur Zeit 0 am Knoten 1, bewegst dich in den gegebenen Zeiten zwischen den Knoten (auch über andere, wenn das schneller ist) und sammelst eine Schachtel, indem du zu ihrer Zeit an ihrem Knoten bist.
candy-heading = Bonbonsammler mit { $m } { $m ->
        [one] zufällig verteilten Schachtel
       *[other] zufällig verteilten Schachteln
    } auf einer Linie (Startwert { $seed }, Spannweite { $span })

candy-param-m = Schachteln (m)
candy-param-seed = Startwert des zufälligen Beispiels
candy-param-span = Spannweite (span): Positionen von -span bis span, Zeiten von 1 bis 4 span

candy-run-dp = Die O(M²)-DP von Andreica und Tapus: jede Schachtel nach der besten früheren Schachtel, von der aus sie erreichbar ist
candy-run-quarter = Die Viertelebenen-Abfrage von Andreica und Tapus nach der Drehung um 45°, durchlaufen mit einem Fenwick-Baum

candy-task-optimal = Plane einen Weg, der die meisten Bonbons sammelt.

## worksheet (www/sheets/candy.js): die Kisten als Tabelle, die meisten Bonbons und ein bester Plan.
candy-sheet-boxes = Die Kisten (du startest zur Zeit 0 an Position { $start })
candy-sheet-col-box = Kiste
candy-sheet-col-position = Position
candy-sheet-col-time = Zeit
candy-sheet-col-candies = Bonbons
candy-sheet-too-many = ein Arbeitsblatt hat höchstens { $most } Kisten, nicht { $m }
candy-sheet-best-question = Wie viele Bonbons kannst du höchstens sammeln?
candy-sheet-plan-question = Welche Kisten, in der Reihenfolge, in der du sie sammelst, ergeben so viele?
candy-sheet-best = { $best ->
        [one] { $best } Bonbon.
       *[other] { $best } Bonbons.
    }
# $boxes zählt die Nummern der Kisten der Reihe nach auf (Notation: „3, 5, 8“).
candy-sheet-plan = Kisten { $boxes }.
candy-sheet-plan-none = Keine ist rechtzeitig zu erreichen.
candy-sheet-note = Hier sind die Knoten Punkte auf einer Geraden, und der Weg von Position a zu Position b dauert |a − b| Zeiteinheiten; du startest zur Zeit 0 an Position { $start } und darfst überall warten.

## play: why a planned route breaks off (core/src/candy, the plane view).
candy-route-no-box = es gibt keine Schachtel { $number }
candy-route-twice = Schachtel { $number } wird nur einmal eingesammelt
candy-route-too-early = Schachtel { $number } erscheint zur Zeit { $time }, vor der Zeit { $now }
candy-route-too-far = Schachtel { $number } ist nicht rechtzeitig erreichbar: Der Weg dorthin dauert { $need }, und es bleibt nur { $left }
## Candy Collector's recorded runs (core/src/candy/runs.rs, show=dp and show=quarter).
candy-run-title-dp = Die dynamische Programmierung des Bonbonsammlers, Schachtel für Schachtel in zeitlicher Reihenfolge
candy-run-title-quarter = Die Viertelebenen-Abfrage nach der Drehung um 45°: Jede Schachtel fragt die Schachteln unter und links von ihr
candy-run-answer = Die meisten Bonbons: { $best }.
candy-run-total-dp = dynamische Programmierung in O(M²): { $pairs } verglichene Schachtelpaare
candy-run-total-sweep = Viertelebenen-Durchlauf: { $read } gelesene und { $written } geschriebene Fenwick-Zellen
