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
