## Der Rahmen der Seite: abgelehnte Werte eines Links, der Attribute eines Elements und der
## Befehle eines iframe (www/params.js), das Einbetten, das Schrittfeld, die Ursprünge, der
## Verlauf, der Teilen-Kasten, die Lernplattform, die Pakete und das Element.
# $where sagt, wer den Wert gab: "link" (die Adresse der Seite), "attribute" (das Attribut
# des Elements) oder "command" (der `set`-Befehl eines iframe). $name ist der Name eines
# Parameters, $value der gegebene Wert, schon in Anführungszeichen ("0"): beides ist
# Notation und wird nie übersetzt.

# Ein abgelehnter Wert: $want ist einer der Ausdrücke params-want-* unten (oder die Liste
# der erlaubten Werte); $fallback ist der Wert, der stattdessen gilt.
params-refused = { $where ->
        [attribute] Das Attribut { $name }={ $value } ist ungültig (erwartet wird { $want }), daher verwendet das Element { $name }={ $fallback }.
        [command] Im Befehl ist { $name }={ $value } ungültig (erwartet wird { $want }), daher wurde nichts geändert.
       *[link] Im Link ist { $name }={ $value } ungültig (erwartet wird { $want }), daher verwendet die Seite { $name }={ $fallback }.
    }
# Eine ganze Zahl im Bereich des Spiels, für die das Spiel aber keine Lösung hat.
params-refused-unsolvable = { $where ->
        [attribute] Das Attribut { $name }={ $value } ist nicht erlaubt: „{ $game }“ hat keine Lösung mit { $name } = { $number }; { $name } muss von { $min } bis { $max } gehen, daher verwendet das Element { $name }={ $fallback }.
        [command] Im Befehl ist { $name }={ $value } nicht erlaubt: „{ $game }“ hat keine Lösung mit { $name } = { $number }; { $name } muss von { $min } bis { $max } gehen, daher wurde nichts geändert.
       *[link] Im Link ist { $name }={ $value } nicht erlaubt: „{ $game }“ hat keine Lösung mit { $name } = { $number }; { $name } muss von { $min } bis { $max } gehen, daher verwendet die Seite { $name }={ $fallback }.
    }
params-want-whole = eine ganze Zahl von { $min } bis { $max }
params-want-text = ein Text mit höchstens { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    }
params-want-step-fraction = eine ganze Zahl von Zügen (Schritte haben keine Nachkommastellen)
params-want-step-huge = ein Schritt einer Lösung, die diese Seite zeigt (die Zahl ist viel zu groß)
params-want-step = eine ganze Zahl von Zügen
params-want-speed = eine Zahl von Zügen pro Sekunde von { $min } bis { $max }
# Ein Parameter, den die Ansicht des Spiels nicht liest (eine Geschwindigkeit, wo nichts abläuft).
params-unread = { $where ->
        [attribute] Das Attribut { $name }={ $value } bewirkt bei „{ $game }“ nichts und wurde daher entfernt.
        [command] Im Befehl bewirkt { $name }={ $value } bei „{ $game }“ nichts und wurde daher entfernt.
       *[link] Im Link bewirkt { $name }={ $value } bei „{ $game }“ nichts und wurde daher entfernt.
    }
params-unknown = Den Parameter { $name } des Links kennt diese Seite nicht; er wurde ignoriert.
params-repeated = Der Link gibt { $name } { $count ->
        [2] zweimal
       *[other] { $count }-mal
    } an; der erste Wert, { $value }, wird verwendet.
params-not-a-setting = Im Link ist { $name }={ $value } keine Einstellung von „{ $game }“ und wurde daher entfernt.
params-moves-long = { $where ->
        [attribute] Das Attribut moves= hat { $length } Zeichen, mehr als die { $max }, die eine Zugfolge haben darf; daher beginnt die Partie von vorn.
        [command] Im Befehl hat moves= { $length } Zeichen, mehr als die { $max }, die eine Zugfolge haben darf; daher wurde nichts geändert.
       *[link] Im Link hat moves= { $length } Zeichen, mehr als die { $max }, die eine Zugfolge haben darf; daher beginnt die Partie von vorn.
    }
params-moves-bad = { $where ->
        [attribute] Das Attribut moves={ $value } ist keine Zugfolge (Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche, wie die Seite sie schreibt); daher beginnt die Partie von vorn.
        [command] Im Befehl ist moves={ $value } keine Zugfolge (Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche, wie die Seite sie schreibt); daher wurde nichts geändert.
       *[link] Im Link ist moves={ $value } keine Zugfolge (Buchstaben, Ziffern, Punkte, Bindestriche und Unterstriche, wie die Seite sie schreibt); daher beginnt die Partie von vorn.
    }
# show=: $runs zählt die aufgezeichneten Abläufe des Spiels auf (Notation).
params-show-none = { $where ->
        [attribute] Das Attribut show={ $value } ist kein Ablauf von „{ $game }“: Zu diesem Spiel gibt es keinen aufgezeichneten Ablauf; daher zeigt das Element das Spiel.
        [command] Im Befehl ist show={ $value } kein Ablauf von „{ $game }“: Zu diesem Spiel gibt es keinen aufgezeichneten Ablauf; daher wurde nichts geändert.
       *[link] Im Link ist show={ $value } kein Ablauf von „{ $game }“: Zu diesem Spiel gibt es keinen aufgezeichneten Ablauf; daher zeigt die Seite das Spiel.
    }
params-show-other = { $where ->
        [attribute] Das Attribut show={ $value } ist kein Ablauf von „{ $game }“: Bei diesem Spiel nimmt show= { $runs }; daher zeigt das Element das Spiel.
        [command] Im Befehl ist show={ $value } kein Ablauf von „{ $game }“: Bei diesem Spiel nimmt show= { $runs }; daher wurde nichts geändert.
       *[link] Im Link ist show={ $value } kein Ablauf von „{ $game }“: Bei diesem Spiel nimmt show= { $runs }; daher zeigt die Seite das Spiel.
    }
params-task-none = { $where ->
        [attribute] Das Attribut task={ $value } ist keine Aufgabe von „{ $game }“: Zu diesem Spiel gibt es noch keine Aufgabe; daher zeigt das Element das Spiel ohne Aufgabe.
        [command] Im Befehl ist task={ $value } keine Aufgabe von „{ $game }“: Zu diesem Spiel gibt es noch keine Aufgabe; daher wurde nichts geändert.
       *[link] Im Link ist task={ $value } keine Aufgabe von „{ $game }“: Zu diesem Spiel gibt es noch keine Aufgabe; daher zeigt die Seite das Spiel ohne Aufgabe.
    }
params-task-other = { $where ->
        [attribute] Das Attribut task={ $value } ist keine Aufgabe von „{ $game }“: Bei diesem Spiel nimmt task= { $tasks }; daher zeigt das Element das Spiel ohne Aufgabe.
        [command] Im Befehl ist task={ $value } keine Aufgabe von „{ $game }“: Bei diesem Spiel nimmt task= { $tasks }; daher wurde nichts geändert.
       *[link] Im Link ist task={ $value } keine Aufgabe von „{ $game }“: Bei diesem Spiel nimmt task= { $tasks }; daher zeigt die Seite das Spiel ohne Aufgabe.
    }
# Der Titel des iframe im Einbettungscode: $heading ist das Spiel mit seinen Einstellungen
# in Worten („Nim mit Haufen von 3, 4 und 5“).
params-embed-title = movelab: { $heading }

## Die Befehle des iframe (www/embed.js).
embed-field-unknown = Das Feld { $field } des Befehls ist keine Einstellung von „{ $game }“.
embed-field-type = Im Befehl muss { $field } eine Zeichenkette oder eine Zahl sein.
embed-move-missing = Der Befehl move braucht einen Zug, etwa {"{"} type: "move", move: "3" {"}"}.
embed-no-moves = „{ $game }“ nimmt keine Züge per Befehl an.
# $command ist play, pause oder seek (Notation).
embed-no-line = „{ $game }“ wird nicht als Folge von Schritten gezeigt, daher hat der Befehl { $command } hier nichts zu tun.
# Das lang= eines set-Befehls, das das Labor nicht hat: $languages zählt die vorhandenen auf (Notation).
embed-lang-unknown = Im Befehl ist lang={ $value } keine Sprache dieser Seite ({ $languages }), daher wurde nichts geändert.

## Das Schrittfeld unter einer Folge von Schritten (www/seek.js): $last ist der letzte Schritt.
seek-empty = Gib eine Schrittnummer ein, eine ganze Zahl von 0 bis { $last }.
seek-fraction = Schritt { $value } hat Nachkommastellen; Schritte sind ganze Züge, eine ganze Zahl von 0 bis { $last }.
seek-negative = Schritt { $value } ist negativ; Schritte gehen von 0 bis { $last }.
seek-not-number = Schritt { $value } ist keine Zahl; Schritte gehen von 0 bis { $last }.
# $end sagt, wo die Folge endet (seek-end-solution oder die Worte der Ansicht).
seek-past-end = Schritt { $step } liegt hinter dem Ende: { $end }.
seek-end-solution = diese Lösung hat { $last ->
        [one] { $last } Zug
       *[other] { $last } Züge
    }
seek-showing = Schritt { $step } wird gezeigt.
seek-fine-value = Schritt { $step }; dieser Regler reicht von { $lo } bis { $hi }

## Die Ursprünge, die einer eingebetteten Seite Befehle geben dürfen (www/origins.js, Teilen).
origins-not-exact = Im Link ist der origins-Eintrag { $entry } kein genauer Ursprung wie https://example.org (nur Schema, Host und Port, ohne Pfad und ohne Schrägstrich am Ende); er wurde ignoriert.
origins-not-site = { $entry } ist nicht die Adresse einer Website: Schreib sie vollständig, beginnend mit https:// (oder http://), etwa https://moodle.example.edu.

## Eine Partie, zu lang für einen Link, vom Browser-Tab aufbewahrt (www/history.js).
history-lost = Dieser Link nennt Züge, die der Browser-Tab aufbewahrt hat, in dem sie gespielt wurden (zu viele für einen Link), und dieser Tab hat sie nicht; daher beginnt die Partie von vorn.

## Die Kurs-Websites im Teilen-Kasten (www/share.js): $sites zählt ihre Ursprünge auf.
share-sites-refused = { $problems } Bis dahin nennt der Code keine Website.
share-sites-heard = Der Code lässt { $sites } die Ereignisse des eingebetteten Spiels empfangen.
share-measuring-frame = Der Einbettungscode wird vermessen

## Eine Lernplattform (SCORM), die die Punktzahl speichert (www/platform.js).
# $reason ist die Antwort der Plattform in ihren eigenen Worten.
platform-failed = { $what ->
        [game] Die Lernplattform konnte die laufende Partie nicht speichern: { $reason }. Du kannst weiterspielen, aber sie kann diese Partie beim nächsten Mal vielleicht nicht wiederherstellen.
        [progress] Die Lernplattform konnte deinen Fortschritt nicht speichern: { $reason }. Du kannst weiterspielen, aber sag deiner Lehrkraft, dass die Punktzahl fehlen könnte.
       *[score] Die Lernplattform konnte deine Punktzahl nicht speichern: { $reason }. Du kannst weiterspielen, aber sag deiner Lehrkraft, dass die Punktzahl fehlen könnte.
    }
platform-too-long = Diese Partie ist jetzt länger als die { $max } Zeichen, die SCORM { $version } für eine laufende Partie aufbewahrt; daher kann die Lernplattform sie beim nächsten Mal nicht wiederherstellen. Die Punktzahl wird am Ende trotzdem gespeichert.
# Warum ein Aufruf der Plattform scheiterte: $call ist der Aufruf, wie SCORM ihn nennt (Notation).
platform-no-call = ihre API hat keine Funktion { $call }
platform-call-failed = ihr Aufruf { $call } ist fehlgeschlagen ({ $reason })
# $code ist der Fehlercode der Plattform mit ihren Worten, oder "none".
platform-call-answered = { $code ->
        [none] ihr Aufruf { $call } antwortete { $answer }
       *[other] ihr Aufruf { $call } antwortete { $answer } (Fehler { $code })
    }

## Die Pakete für eine Lernplattform (www/package.js).
# Der Titel des Pakets in der Liste der Plattform: $heading ist das Spiel in Worten, $task
# die Kennung der Aufgabe (Notation) oder "none".
package-title = { $task ->
        [none] movelab: { $heading }
       *[other] movelab: { $heading } (Aufgabe: { $task })
    }
package-saved = { $file } gespeichert ({ $kb } KB): Lade es als { $kind }-Paket auf deine Lernplattform hoch.
package-no-list = die Liste der Dateien der Seite konnte nicht gelesen werden ({ $reason }); Pakete entstehen aus der Seite auf einem Webserver, nicht aus einer einzelnen Datei
package-no-file = die Datei { $file } der Seite konnte nicht gelesen werden ({ $status })

## Das Element <movelab-puzzle> (www/element.js).
element-loading = Der Löser wird geladen…
element-no-style = Das Stylesheet der Seite konnte nicht geladen werden ({ $reason }); daher wird das Spiel ohne es gezeichnet.
element-controls = Das Attribut controls={ $value } ist weder full noch playback noch none; daher zeigt das Element full.
element-cannot-show = Das Element kann „{ $game }“ nicht zeigen: { $reason }.
# Warum das Stylesheet nicht geladen wurde: $status ist die Antwort des Servers (ein HTTP-Status).
element-style-status = style.css antwortete { $status }
# Das lang-Attribut des Elements nennt eine Sprache, die das Labor nicht hat: $lang wie
# angegeben, $used die Sprache, die stattdessen gesprochen wird.
element-lang-unknown = Das Attribut lang={ $lang } nennt eine Sprache, die dieses Element noch nicht hat; daher spricht es { $used ->
        [fr] Französisch
        [es] Spanisch
        [de] Deutsch
       *[other] Englisch
    }.

## Der Kopf der Seite (www/index.html): was eine Suchmaschine von ihr zeigt.
page-description =
    .content = Ein Labor der Spiele aus vier Forschungsartikeln und einem Tutorial (Schiebepuzzles mit Steinen, Solitär, Nim, Oktal- und Subtraktionsspiele, Springer, K in einer Reihe, Automaten, Push und Candy Collector), jedes in deinem Browser optimal gelöst, jede Antwort geprüft.
