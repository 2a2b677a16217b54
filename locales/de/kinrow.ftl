## K in einer Reihe: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

kinrow-title = K in einer Reihe
kinrow-tagline = K aufeinanderfolgende leere Felder besetzen; wer das nicht kann, verliert.
kinrow-intro = Zwei Spieler besetzen abwechselnd { $k ->
        [one] { $k } leeres Feld
       *[other] { $k } nebeneinanderliegende leere Felder
    }; wer keinen Platz mehr findet, verliert.
kinrow-rules = { $n } { $n ->
        [one] leeres Feld
       *[other] leere Felder
    } in einer Reihe. Ein Zug besetzt { $k } { $k ->
        [one] leeres Feld
       *[other] aufeinanderfolgende leere Felder
    }. Wer nicht mehr ziehen kann, verliert.
kinrow-heading = { $k } in einer Reihe auf { $n } { $n ->
        [one] leerem Feld
       *[other] leeren Feldern
    }

kinrow-param-n = Felder (N)
kinrow-param-k = Felder pro Zug (K)
kinrow-param-first = Wer beginnt
kinrow-param-first-you = Du
kinrow-param-first-computer = Der Computer

kinrow-run-table = Die Mex-Tabelle von Andreica und Tapus: der Wert jedes Abschnitts aus leeren Feldern, nach seiner Länge

kinrow-task-win = Gewinne gegen den Computer, der perfekt spielt.
## K in a row's recorded run (core/src/kinrow/runs.rs, show=table).
kinrow-run-title-table = Die Mex-Tabelle von K in einer Reihe, Abschnitt für Abschnitt
kinrow-run-answer-table = Die Werte der Abschnitte aus 0 bis { $n } leeren Feldern mit K = { $k }.
