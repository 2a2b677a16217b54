## The plane view of Candy Collector on a line (www/views/plane.js, plane-draw.js).

plane-title = { $title } auf einer Geraden
plane-line-note = Hier liegen die Ecken auf einer Geraden, und ein Weg dauert so lange, wie sie voneinander entfernt sind; du startest bei Position 0.
plane-first-thing = Plane deine eigene Route, indem du Schachteln anklickst, oder sieh dir das Optimum an.
plane-how-solved = Wie es gelöst wird
plane-theory = Der Computer nimmt die Schachteln der Zeit nach: Die meisten Bonbons, die bei einer Schachtel enden, sind ihre Bonbons plus das Beste einer früheren Schachtel, von der aus man sie rechtzeitig erreicht. Auf einer Geraden macht eine Drehung der Position-Zeit-Ebene um 45° aus „rechtzeitig erreichbar“ eine Viertelebene, und ein Fenwick-Baum findet diese beste frühere Schachtel schnell (Andreica und Tapus).
plane-new = Neues Beispiel
plane-export = Das Beispiel herunterladen (JSON)
plane-modes =
    .aria-label = Modus
plane-watch = Das Optimum ansehen
plane-play = Meine Route planen
plane-question = Wie viele Bonbons kannst du einsammeln? Plane deine eigene Route oder sieh dir das Optimum an.
plane-undo = Die letzte Schachtel zurücknehmen
plane-clear = Neu anfangen
plane-reveal = Das Optimum zeigen
plane-hand-in = Meine Route abgeben
plane-canvas =
    .aria-label = Die Schachteln in der Position-Zeit-Ebene
plane-detail-none = Zeige auf eine Schachtel, oder geh in die Ebene und nimm ← und →, um sie zu sehen.
plane-help = Waagrecht: die Position; nach unten: die Zeit. Der schattierte Kegel enthält, was man vom Start aus mit Geschwindigkeit 1 erreicht; gefüllte Schachteln sind erreichbar, hohle nicht; der farbige Weg ist, sobald er gezeigt wird, eine optimale Route. Tasten in der Ebene: ←/→ die vorige oder nächste Schachtel in der Zeit, ↑/↓ die nächste erreichbare Schachtel (entlang der Route, sobald sie gezeigt wird), Pos1 die erste erreichbare Schachtel, Ende die letzte Schachtel, Esc hebt die Wahl auf. Eigene Route planen: Klicke auf eine Schachtel (oder Eingabetaste auf der gewählten), um sie hinzuzufügen oder zurückzunehmen.
plane-link-refused = Das Beispiel des Links (m={ $m }, seed={ $seed }, span={ $span }) lässt sich nicht zeigen: { $reason }. Die Seite zeigt stattdessen das voreingestellte Beispiel.
plane-plan-in-play = Routen plant man im Spielmodus (mode=play).
plane-not-a-box = { $text } ist keine Schachtel: Die Schachteln sind von 1 bis { $count } nummeriert.
plane-already = Schachtel { $number } ist schon auf deiner Route.
plane-plan-dropped = Die Route moves={ $moves } des Links gehört zum Planen einer Route (mode=play), deshalb wurde sie verworfen.
plane-plan-bad = Die Route moves={ $moves } des Links ist keine Liste von Schachteln dieses Beispiels (Zahlen von 1 bis { $count }, jede einmal, durch Punkte getrennt), deshalb beginnt die Route leer.
plane-route-boxes = Schachteln { $list }
plane-route-empty = noch keine Schachtel
plane-route-broken = Deine Route: { $boxes }, { $candies ->
        [one] { $candies } Bonbon
       *[other] { $candies } Bonbons
    }. Sie bricht ab: { $problem }; nimm diese Schachtel zurück.
plane-route-best = Deine Route: { $boxes }, { $candies ->
        [one] { $candies } Bonbon
       *[other] { $candies } Bonbons
    }, so viele wie möglich. Gut geplant!
plane-route-revealed = Deine Route: { $boxes }, { $candies ->
        [one] { $candies } Bonbon
       *[other] { $candies } Bonbons
    }; das Maximum ist { $best }.
plane-route-more = Deine Route: { $boxes }, { $candies ->
        [one] { $candies } Bonbon
       *[other] { $candies } Bonbons
    }; schaffst du mehr? Klicke auf Schachteln, um sie hinzuzufügen.
plane-best = Die meisten Bonbons: { $best }, aus { $route } der { $count } Schachteln ({ $reach } sind überhaupt erreichbar).
plane-opening = { $count } Schachteln, { $reach } erreichbar. Wie viele Bonbons kannst du einsammeln?
plane-detail = Schachtel { $number }: Position { $position }, Zeit { $time }, { $candies ->
        [one] { $candies } Bonbon
       *[other] { $candies } Bonbons
    }; { $where ->
        [route] auf der optimalen Route
        [reachable] erreichbar, nicht auf der gezeigten Route
       *[other] vom Start aus nicht erreichbar
    }.
plane-hand-in-broken = Deine Route bricht ab: { $problem }; nimm zuerst diese Schachtel zurück.
plane-hand-in-empty = Deine Route hat noch keine Schachtel: Klicke auf Schachteln, um sie hinzuzufügen.
plane-axis-position = Position { $lo }
plane-axis-time = Zeit 0
