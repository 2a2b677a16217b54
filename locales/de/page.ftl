## Der Rahmen der Seite: ihr Kopf, ihre Meldungen, das Teilen-Feld und die Liste der Startseite
## (www/index.html, www/app.js, www/home.js, www/share.js).

page-skip = Zum Spiel springen
page-skip-home = Zu den Spielen springen
page-home-link = movelab
    .title = Alle Spiele
page-tagline = Spiele aus vier Forschungsartikeln und einem Tutorial, jedes perfekt in deinem Browser gelöst, jede Antwort geprüft.
page-present = Präsentieren
    .title = Das Brett so groß, wie das Fenster es zulässt, für einen Beamer
page-loading = Wird geladen …
page-runs-title = Wie der Computer es löst
page-runs-intro = Sieh seinem Algorithmus Schritt für Schritt bei der Arbeit zu, mit den Einstellungen oben:
page-footer = Alles läuft in deinem Browser, auch offline.
page-noscript = Diese Seite braucht JavaScript und WebAssembly, um die Spiele zu lösen und zu zeichnen.
page-language = Sprache
page-could-not-start = Die Seite konnte nicht starten: { $reason }
page-solver-failed = Das Programm, das „{ $game }“ löst, konnte nicht starten: { $reason }. Lade die Seite neu.

## lang=: eine Sprache, die das Labor nicht hat.
lang-unknown = Der Link verlangt die Sprache { $lang }, die diese Seite noch nicht hat, deshalb spricht sie { $used ->
        [fr] Französisch
        [es] Spanisch
        [de] Deutsch
       *[other] Englisch
    }.

home-games-title = Alle Spiele
home-games-title-alone = Die Spiele
home-intro = Für Schülerinnen und Schüler, Lehrkräfte und alle Neugierigen: Wähle ein Spiel und spiele. Jede Antwort wird hier in deinem Browser berechnet und von den Tests des Projekts geprüft.
# Die letzte Zeile einer Karte: der Artikel oder das Tutorial, aus dem das Spiel stammt. $title bleibt
# in seiner Sprache (Englisch), $authors ist „none“, wenn die Quelle niemanden nennt, $venue „none“, wenn unbekannt.
home-source = { $kind ->
        [tutorial] Aus dem Tutorial { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }von { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
       *[paper] Aus dem Artikel { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }von { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
    }

share-title = Teilen und einbetten
share-task-label = Eine Aufgabe für deine Klasse
share-task-none = Keine Aufgabe: freies Spiel
share-task-hint = Der Link, der Einbettungscode und die Downloads nehmen sie mit; die Seite bewertet sie.
share-embed-intro = Die Adressleiste enthält immer einen Link zu dem, was du siehst. Um dieses Spiel auf eine Kursseite zu setzen, füge dies ein:
share-embed-label = Einbettungscode
share-copy = Einbettungscode kopieren
share-worksheet-link = Ein druckbares Arbeitsblatt zu diesem Spiel
share-worksheet-what = (A4 oder Letter): Fragen zu den Einstellungen oben, die Lösungen auf Seite 2.
share-site-label = Die Adresse deiner Kursseite:
share-site-why = Damit meldet das Spiel deiner Seite, was darin geschieht (jeden Zug, das Ende einer Partie, die Punktzahl einer Aufgabe), sodass ein Skript auf deiner Kursseite es nutzen kann.
share-download-intro = Für eine Lernplattform herunterladen (Moodle, Canvas, Blackboard …): eine ZIP-Datei zum Hochladen als SCORM-Aktivität, die dieses Spiel wie eingestellt spielt und die Punktzahl seiner Aufgabe in die Bewertungsübersicht einträgt.
share-scorm12 = SCORM 1.2
share-scorm2004 = SCORM 2004
share-exports-intro = Die Züge herunterladen, in den Formaten der Kommandozeile:
share-export-text = Text

page-present-leave = Präsentation verlassen (Esc)
page-moves-kept-by-tab = Für einen Link sind es zu viele Züge, deshalb behält dieser Browser-Tab sie: Neu laden oder Zurück bringt sie wieder, aber ein kopierter Link beginnt die Partie von vorn.
page-cannot-show = Die Seite kann „{ $game }“ noch nicht zeigen; sie zeigt stattdessen „{ $instead }“.
page-loading-solver = Das Programm, das „{ $game }“ löst, wird geladen …
share-measuring = Die Ansicht wird gemessen …
share-copied = Kopiert.
share-selected = Ausgewählt: Drücke Strg+C (oder ⌘C) zum Kopieren.
share-building = Das Paket wird erstellt …
share-no-package = Kein Paket: { $reason }.

## The move-list downloads' status (www/views/row-exports.js): $file is the file's name,
## $why the refusal in words.
share-export-saved = { $file } gespeichert ({ $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    }).
share-export-refused = Kein Download: { $why }.
