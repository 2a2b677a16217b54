## The checker rows' view (www/views/row.js, row-template.js) and the facts of their moves,
## play mode's judgement (core/src/play) and refusals (core/src/row).

## Narration: a move of the solution. Colours and ways are words to select on.
row-move-slide = der { $colour ->
        [black] schwarze
       *[white] weiße
    } Spielstein auf Feld { $from } gleitet nach { $way ->
        [right] rechts
       *[left] links
    } auf das leere Feld { $to }
row-move-jump = der { $colour ->
        [black] schwarze
       *[white] weiße
    } Spielstein auf Feld { $from } springt nach { $way ->
        [right] rechts
       *[left] links
    } über den { $over_colour ->
        [black] schwarzen
       *[white] weißen
    } Spielstein auf Feld { $over } auf das leere Feld { $to }
row-move-pair = das Paar auf den Feldern { $from } und { $second } ({ $first_colour ->
        [black] schwarz
       *[white] weiß
    }, dann { $second_colour ->
        [black] schwarz
       *[white] weiß
    }) zieht nach { $way ->
        [right] rechts
       *[left] links
    } auf die leeren Felder { $to } und { $to_second }
row-move-unknown = ein Zug wurde gemacht
row-step = Zug { $step } von { $length }: { $move }.
row-step-solved = Zug { $step } von { $length }: { $move }. Gelöst in { $length } Zügen, so wenigen wie möglich.

## Play mode's judgement (core/src/play/judge.rs).
play-solved-optimal = Gelöst in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, und das ist optimal.
play-solved-over = Gelöst in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }; das Optimum ist { $optimum }.
play-solved = Gelöst in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
play-unreachable = { $moves ->
        [one] { $moves } Zug gemacht
       *[other] { $moves } Züge gemacht
    }; von hier aus ist das Ziel nicht mehr erreichbar.
play-progress = { $moves ->
        [one] { $moves } Zug gemacht
       *[other] { $moves } Züge gemacht
    }, { $path }; { $left }.
play-progress-dead-end = { $moves ->
        [one] { $moves } Zug gemacht
       *[other] { $moves } Züge gemacht
    }, { $path }; { $left }. Sackgasse: Der schnellste Weg weiter beginnt mit einem Schritt zurück.
play-path-on = noch auf einer optimalen Lösung
play-path-off-since = seit Zug { $step } auf keiner optimalen Lösung mehr
play-path-off = auf keiner optimalen Lösung mehr
play-path-unknown = ob das noch optimal ist, ist bei dieser Größe nicht bekannt
play-left-exact = bis zum Ziel { $more ->
        [one] fehlt noch { $more } Zug
       *[other] fehlen noch { $more } Züge
    }
play-left-at-least = bis zum Ziel { $more ->
        [one] fehlt noch mindestens { $more } Zug
       *[other] fehlen noch mindestens { $more } Züge
    } (eine bewiesene untere Schranke)

## Refused moves (core/src/row/motion.rs, core/src/play/practice.rs, web/src/row_view.rs).
row-illegal-off-board = Feld { $square } liegt nicht auf dem Brett (die Felder gehen von 0 bis { $last })
row-illegal-hole = Feld { $square } ist das leere Feld
row-illegal-not-next = Feld { $square } liegt nicht neben dem leeren Feld
row-illegal-not-a-pair = auf den Feldern { $square } und { $second } stehen nicht zwei Spielsteine
row-not-a-square = { $square } ist keine Feldnummer
row-practice-finished = die Lösung ist zu Ende: Es bleibt kein Zug
row-needs-play-mode = dafür braucht es den Spielmodus: Mach die Züge zuerst selbst
row-hand-limit = Spielmodus und Üben halten die ganze Reihe im Speicher, deshalb nehmen sie { $sides ->
        [both] n und m
       *[n] n
    } bis { $max }; größere Reihen lassen sich ansehen (schrittweise, suchen und abspielen), aber nicht von Hand ziehen
row-replay-stopped = Zug { $move } (Feld { $square }): { $reason }

## The view's markup (row-template.js).
row-board =
    .aria-label = Das Brett
row-play-label-checker = Ziehe den Spielstein auf Feld
row-play-label-pair = Ziehe das Paar, dessen linker Spielstein auf diesem Feld steht:
row-move-button = Ziehen
row-undo = Rückgängig
row-redo = Wiederholen
row-restart = Neu anfangen
row-hint = Tipp
row-hint-undo-there = Bis dorthin zurück
row-play-help = Oder klicke auf einen Spielstein auf dem Brett.
row-practise = Üben: jeden Zug selbst wählen
row-slides = Gleitzüge
row-jumps = Sprünge
row-moves = Züge
row-count = Optimale Lösungen
row-keys = Tasten: { $space } abspielen oder anhalten, { $left } { $right } ein Schritt, { $home } { $end } Anfang und Ziel; auf der Schrittleiste springen { $pgup } { $pgdn } um ein Hundertstel der Lösung. Wenn du die Spielsteine selbst ziehst (oder übst): { $left } { $right } wählen einen Spielstein, { $enter } zieht ihn, { $ctrl }+{ $z } macht rückgängig, { $ctrl }+{ $y } wiederholt.
row-setup-title = Rätsel
row-puzzle = Rätsel
row-n-shift = Schwarze Spielsteine, n
row-n-pairs = Spielsteine jeder Farbe, n
row-m = Weiße Spielsteine, m
row-first = Erster Zug
row-first-right = ein schwarzer gleitet nach rechts
row-first-left = ein weißer gleitet nach links
row-mode = Modus
row-mode-watch = die Lösung ansehen
row-mode-play = die Züge selbst machen
row-how-solved = Wie es gelöst wird
row-rules-title = Die Regeln
row-first-thing = Drücke ▶, um die Lösung anzusehen, oder wähle „die Züge selbst machen“, um zu spielen.
row-first-thing-play = Du bist dran: Klicke auf einen Spielstein, um ihn zu ziehen.

## The view's sentences (row.js).
row-mode-note = Du bist dran: Ziehe die Spielsteine selbst (klicke auf einen Spielstein oder ziehe ihn mit der Maus, oder wähle einen mit ← → und drücke die Eingabetaste). Jeder erlaubte Zug geht, und nach jedem sagt die Seite, wie weit das Ziel noch ist und ob du noch auf einer optimalen Lösung bist; der Tipp zeigt den Weg.
row-optimum-pairs = Diese Lösung braucht { $length } Züge, so wenige wie möglich. Ein Zug wird als das linke Feld des Paares geschrieben, das zieht.
row-optimum-shift = Jeder weiße Spielstein muss an jedem schwarzen vorbei, und ein Sprung überholt einen: mindestens nm = { $jumps } { $jumps ->
        [one] Sprung
       *[other] Sprünge
    }. Dazu kommen n + m = { $slides } Gleitzüge, also ist das Optimum nm + n + m = { $length } Züge. Ein Zug wird als das Feld des Spielsteins geschrieben, der zieht.
row-of-n = von { $length } (n)
row-of-optimum = von { $length } (dem Optimum)
row-of-slides = von { $count } (n + m)
row-of-jumps = von { $count } (nm)
row-count-unknown = noch nicht bekannt
row-count-digits = { $mantissa } × 10^{ $power } ({ $digits } Stellen)
row-measure-inversions = Inversionen
row-measure-vacant-inversions = Inversionen mit dem leeren Feld
row-measure-unlike-neighbours = Ungleiche Nachbarn
row-measure-needed = Noch nötige Züge, mindestens
row-measures-sum = { $names } = { $sum }, genau die noch fehlenden Züge: Jeder Zug dieser Lösung nimmt genau einen weg.
row-measure-left = noch { $value }
row-measure-goal = { $value } (Ziel: { $goal })
row-measure-of = { $value } von { $goal }
row-cell = { $colour ->
        [black] schwarz
        [white] weiß
       *[other] leer
    }
row-board-at = Das Brett bei Schritt { $step } von { $length }
row-board-at-cells = Das Brett bei Schritt { $step } von { $length }: { $cells }
row-your-moves = Deine Züge bisher: { $moves }.
row-legal-moves = Erlaubte Züge jetzt: { $squares }.
row-legal-moves-more = Erlaubte Züge jetzt: { $squares } und { $more ->
        [one] 1 weiterer
       *[other] { $more } weitere
    }.
row-your-board = Dein Brett nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
row-not-allowed = Nicht erlaubt: { $reason }.
row-typed-not-a-square = „{ $text }“ ist keine Feldnummer.
row-name-checker = den { $colour ->
        [black] schwarzen
        [white] weißen
       *[other] leeren
    } Spielstein auf Feld { $square }
row-name-pair = das Paar auf den Feldern { $square } und { $second } ({ $first_colour ->
        [black] schwarz
        [white] weiß
       *[other] leer
    }, { $second_colour ->
        [black] schwarz
        [white] weiß
       *[other] leer
    })
row-hint-solved = Gelöst: Es gibt keinen Tipp mehr.
row-hint-none = Von hier aus ist kein Tipp bekannt.
row-hint-move = Tipp: Ziehe { $move }, auf dem Brett eingekreist (die Eingabetaste zieht ihn). So bleibst du auf einer optimalen Lösung.
row-hint-mistake = Tipp: Dein Zug bei Schritt { $step } (Feld { $square }) hat jede optimale Lösung verlassen: Nimm { $undos ->
        [one] { $undos } Zug
       *[other] { $undos } Züge
    } zurück, um wieder auf eine zu kommen.
row-hint-quickest = Oder mach von hier aus weiter: Feld { $square } ist jetzt ein kürzester Weg zum Ziel, wenn auch insgesamt nicht mehr optimal.
row-hint-back = Tipp: Deine Züge haben die bekannte optimale Lösung bei Schritt { $step } verlassen: Nimm { $undos ->
        [one] { $undos } Zug
       *[other] { $undos } Züge
    } zurück, um ihr wieder zu folgen. (Bei dieser Größe kann die Seite nicht sagen, ob das ein Fehler war.)
row-hint-undo-button = { $undos ->
        [one] { $undos } Zug
       *[other] { $undos } Züge
    } zurück
row-undid = { $undos ->
        [one] { $undos } Zug
       *[other] { $undos } Züge
    } zurückgenommen: Du bist wieder bei Schritt { $step }.
row-practice-unavailable = Üben ist für { $puzzle } nicht möglich: { $reason }.
row-practice-complete = Übung beendet: { $right } richtig, { $wrong } falsch, { $watched } angesehen, von { $length } Zügen.
row-practice-step = Schritt { $step } von { $length }: Welcher Zug kommt als Nächstes? Klicke auf einen Spielstein oder ziehe ihn, oder wähle einen mit ← → und drücke die Eingabetaste. Bisher { $right } richtig, { $wrong } falsch.
row-right = Richtig: { $move }.
row-not-optimal = Nicht optimal: Die Lösung zieht { $expected }; du hast Feld { $square } gewählt.
row-practice-playing = Läuft: Halte an, um den nächsten Zug zu beantworten.
row-none-can-move = Kein Spielstein kann ziehen.
row-chosen = Gewählt: { $move }, { $index } von { $count }, die ziehen können. Die Eingabetaste zieht ihn.
row-choose-first = Wähle zuerst mit den Pfeiltasten einen Spielstein.
row-drop-nothing-moved = Nichts gezogen: Lege einen Spielstein auf dem leeren Feld ab, um ihn zu ziehen.
row-drop-nothing-chosen = Nichts gewählt: Lege einen Spielstein auf dem leeren Feld ab, um seinen Zug zu wählen.
row-went-wrong = Etwas ist schiefgegangen: { $reason }
row-size-refused = { $name } muss eine ganze Zahl von { $lo } bis { $hi } sein; „{ $text }“ ist es nicht, also bleibt das Brett, wie es ist.
row-cannot-show = Die Seite kann { $puzzle } nicht zeigen: { $reason }. Sie zeigt stattdessen das voreingestellte Rätsel.
row-moves-dropped = Die Züge moves={ $moves } des Links sind die einer Partie im Spielmodus (mode=play), deshalb wurden sie verworfen.
row-step-past = Der Schritt step={ $step } des Links liegt hinter dem Ende dieser Lösung ({ $length } Züge), deshalb beginnt die Seite bei Schritt 0.
row-play-unavailable = Der Spielmodus ist für { $puzzle } nicht möglich: { $reason }. Die Seite zeigt stattdessen die Lösung.
row-moves-not-record = Die Züge moves={ $moves } des Links sind keine Zugliste (Feldnummern, durch Punkte getrennt), deshalb beginnt die Partie neu.
row-replay-partial = Die Züge des Links ließen sich nicht alle nachspielen: { $reason }. Die Partie geht ab dem Zug davor weiter.
row-seek-refused = Der Schritt des Befehls muss eine ganze Zahl von 0 bis { $length } sein, nicht { $step }.
row-watched-only = Züge macht man im Spielmodus (mode=play); diese Reihe wird angesehen.

## The keys as the keyboard labels them, in the sentence on the keys (row-keys).
row-key-space = Leertaste
row-key-home = Pos1
row-key-end = Ende
row-key-pgup = Bild↑
row-key-pgdn = Bild↓
row-key-enter = Eingabetaste
row-key-ctrl = Strg

## Refusals of the rows' handle (web/src/api.rs, web/src/export.rs). $length and $most are
## always past a thousand; $puzzle (shift or pairs) and $format (text, csv or json) are notation.
row-export-limit = diese Lösung hat { $length } Züge, und die Seite exportiert höchstens { $most }; die Kommandozeile listet sie auf (movelab { $puzzle } …, als { $format })
row-count-page-limit = { $puzzle ->
        [shift] die Seite zählt die Lösungen einer Reihe mit nur einem Stein einer Farbe, wenn die andere Farbe höchstens { $most } Steine hat; die Kommandozeile, movelab, zählt diese
       *[pairs] die Seite zählt die Lösungen von „Steine paarweise verschieben“ für n bis { $most }; die Kommandozeile, movelab, zählt n = { $n }
    }
row-solve-limit = die Lösung hat { $length } Züge, und eine ganze Liste hat höchstens { $most }: Frag nach einzelnen Zügen
