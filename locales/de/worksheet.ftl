## Das druckbare Arbeitsblatt jedes Spiels (www/worksheet.js, www/worksheet.html): sein
## Rahmen, die Blätter der Steinreihen und der Haufenspiele. Die eigenen Fragen jedes
## Spiels stehen in seiner Datei.

worksheet-title = movelab-Arbeitsblatt
worksheet-print = Dieses Arbeitsblatt drucken
worksheet-paper = Gesetzt für A4- und Letter-Papier.
worksheet-name = Name:
worksheet-date = Datum:
worksheet-loading = Der Löser wird geladen…
worksheet-answers = Lösungen
worksheet-footer = movelab · jede Antwort stammt vom Löser.
# Der Titel des Tabs: $heading ist das Spiel mit seinen Einstellungen in Worten.
worksheet-page-title = Arbeitsblatt: { $heading } · movelab
worksheet-failed = Das Arbeitsblatt konnte nicht erstellt werden: { $reason }
worksheet-none = Zu „{ $game }“ gibt es noch kein Arbeitsblatt.
worksheet-solving = { $heading } wird gelöst…
worksheet-no-sheet = Kein Arbeitsblatt für { $heading }: { $reason }. Dieses Blatt zeigt „{ $game }“ mit den Standardeinstellungen.

## Das Blatt der Steinreihen: die ersten Züge gezeichnet, eine Tabelle für den Rest.
worksheet-first-title = Die ersten Züge
worksheet-first-key = Das graue Feld ist leer; der umkreiste Spielstein zieht als Nächstes.
worksheet-rest-title = Du bist dran: die übrigen Züge
worksheet-col-step = Schritt
worksheet-col-square = Feld des Zuges
# Ein Feld eines gezeichneten Bretts, für einen Screenreader.
worksheet-square = { $kind ->
        [black] schwarz
        [white] weiß
       *[empty] leer
    }
# $squares zählt die Felder (worksheet-square) von links nach rechts auf.
worksheet-squares-label = Felder 0 bis { $last }: { $squares }
worksheet-too-large = Ein Arbeitsblatt ist für Bretter mit höchstens { $squares } Feldern und { $moves } Zügen; { $heading } hat { $board-squares } Felder und { $board-moves } Züge, daher zeigt dieses Blatt „{ $game }“ mit den Standardeinstellungen.
worksheet-start = Start
worksheet-after-move = Nach Zug { $move } (Feld { $square })
worksheet-rest-note = Schreib das Feld jedes Zuges auf, Schritte { $from } bis { $last }. Prüfe: Das letzte Brett ist das Ziel.
worksheet-rest-none = Die Zeichnungen oben sind die ganze Lösung.
# $rules sind die Regeln des Spiels; $writing, wie ein Zug geschrieben wird (Notation des Spiels).
worksheet-row-rules = { $rules } Schreib einen Zug als { $writing }. Die beste Lösung braucht { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
worksheet-solution-asked = Die Züge der besten Lösung, vom Start an:
worksheet-footer-row = movelab · die optimale Lösung hat { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.

## Das Blatt der Haufenspiele: eine Tabelle von Werten zum Ausfüllen.
worksheet-heap-title = Du bist dran: Füll die Tabelle aus
# $label benennt die Zeile der Tabelle (eine Art Haufen), $last die letzte Haufengröße.
worksheet-values-caption = { $label }, n = 0 bis { $last }
worksheet-refused = Diese Einstellungen von „{ $game }“ wurden abgelehnt: { $reason }. Das Blatt verwendet stattdessen die Standardeinstellungen.
worksheet-meaning-grundy = Die Grundy-Zahl G(n) eines Haufens mit n Spielsteinen ist die kleinste ganze Zahl (0, 1, 2, …), die nicht der Wert einer Stellung ist, die einen Zug entfernt liegt (eine Stellung aus mehreren Haufen ist die Nim-Summe ihrer Werte wert); eine Stellung ist für den Spieler am Zug genau dann verloren, wenn ihr Wert 0 ist.
worksheet-meaning-win = Ein Wert ist 1, wenn der Spieler am Zug gegen perfektes Spiel gewinnt, und 0, wenn er verliert: 1 genau dann, wenn ein Zug zu einer 0 führt.
# $meaning ist einer der beiden Sätze oben; $note die eigene Anmerkung des Spiels zu seinen Werten.
worksheet-heap-note = { $meaning } { $note } Füll jedes leere Feld aus; { $given ->
        [one] der erste Wert ist vorgegeben
       *[other] die ersten { $given } Werte sind vorgegeben
    }.
worksheet-winning-question = Welche ersten Züge gewinnen vom Start aus?
worksheet-winning-none = Keiner: Der Spieler am Zug verliert gegen perfektes Spiel, was er auch tut.
# $moves zählt die gewinnenden ersten Züge auf (Notation); $more zählt die weggelassenen.
worksheet-winning = { $more ->
        [0] { $moves }.
        [one] { $moves } und { $more } weiterer.
       *[other] { $moves } und { $more } weitere.
    }
worksheet-footer-values = movelab · die Werte stammen vom Löser (movelab grundy).
