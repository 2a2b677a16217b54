## Die eigenen Wörter der Kommandozeile (cli/src/help.rs): ihre Hilfe, nach Befehl und
## Argument, ihre Bedienfehler und die Sätze ihrer Antworten. Optionsnamen (--format), ihre
## Werte (text, json) und Platzhalter (<N>, A:B) sind Notation: Lass sie stehen.

cli-heading-usage = Aufruf:
cli-heading-commands = Befehle
cli-heading-arguments = Argumente
cli-heading-options = Optionen
cli-arg-help = Hilfe anzeigen
cli-arg-version = Version anzeigen
cli-help-about = Diese Hilfe oder die Hilfe der angegebenen Unterbefehle anzeigen
cli-possible-values = [mögliche Werte: { $values }]
cli-default-value = [Standard: { $value }]

cli-about = Ein Spielelabor: die 14 Spiele aus vier Artikeln und einem Tutorial (Steine in einer Reihe, Solitär, unparteiische Spiele, ein Automat, Push-*, Candy Collector, Tic-Tac-Toe), optimal gelöst, gezählt, überprüft
cli-after-help = Exit-Status: 0 Erfolg; 1 keine Lösung, keine Periode oder eine unzulässige Zugfolge (der Grund in einer Zeile); 2 ein falsches Argument (der Grund in einer Zeile); 3 eine Suche hat an ihrer Grenze an Stellungen ohne Antwort aufgegeben (Solitär: „aufgegeben: …“)

cli-arg-format = Ausgabeformat
cli-arg-step = nur den Zug Nummer I ausgeben, berechnet in O(1)
cli-arg-at = die Stellung nach K Zügen ausgeben (0 bis zur Länge), berechnet ohne die Züge nachzuspielen
cli-arg-window = mit --at: nur die Felder A bis B − 1 ausgeben (höchstens 10.000)
cli-arg-count = die genaue Anzahl der optimalen Lösungen ausgeben
cli-arg-all = alle optimalen Lösungen ausgeben

cli-shift-about = Steine verschieben: n schwarze und m weiße Steine, ein leeres Feld
cli-shift-n = Anzahl der schwarzen Steine ({ $min } bis { $max })
cli-shift-m = Anzahl der weißen Steine ({ $min } bis { $max })
cli-shift-first = die Richtung des ersten Zugs (Standard: right, nach rechts)

cli-pairs-about = Steine paarweise verschieben (Taits Problem): n schwarze und n weiße Steine, zwei leere Felder
cli-pairs-n = Anzahl der Steine jeder Farbe ({ $min } bis { $max }; 1 und 2 haben keine Lösung)

cli-catalog-about = Die Liste der Spiele: Kennungen, Parameter und Grenzen, Regeln (der Katalog der Seite)

cli-grundy-about = Die Grundy-Werte eines Subtraktionsspiels oder oktalen Spiels oder seine bestätigte Periode
cli-grundy-upto = der größte Haufen (Subtraktion: bis 10^7, oktal: bis 2^28, je nach Speicher)
cli-grundy-period = statt der Werte die bestätigte Periode ausgeben
cli-grundy-at = der Wert des Haufens N (0 bis 10^18) über die bestätigte Periode; --upto begrenzt die Tabellen, in denen sie gesucht wird
cli-grundy-subtraction-about = ein Subtraktionsspiel: SET wie 1,3,4 (Mengen von 1 bis 10.000)
cli-grundy-subtraction-set = die Mengen, die ein Zug nehmen darf, wie 1,3,4
cli-grundy-subtraction-misere = Misère-Variante: 1 (Gewinn) oder 0 (Verlust) ausgeben
cli-grundy-octal-about = ein oktales oder hexadezimales Spiel in der Notation von Winning Ways, wie 0.07, 4.07 oder 0.3F
cli-grundy-octal-code = der Code des Spiels, wie 0.07
cli-grundy-octal-misere = Misère-Variante, über den Misère-Quotienten: 1 (Gewinn) oder 0 (Verlust) je Haufen
cli-grundy-octal-heaps = eine Summe von Haufen wie 3,4,5: ihr Ausgang und jeder Gewinnzug
cli-grundy-grundys-about = Grundys Spiel: Ein Zug teilt einen Haufen in zwei ungleiche Haufen

cli-nim-about = Nim: der Ausgang und jeder Gewinnzug
cli-nim-heaps = die Haufen (1 bis 1.000 Haufen, jeder bis 2^62)
cli-nim-misere = Misère-Variante: Wer den letzten Stein nimmt, verliert

cli-knights-about = Das Springerspiel: der Ausgang und ein Gewinnzug
cli-knights-size = Seitenlänge des Bretts ({ $min } bis { $max })
cli-knights-at = die Felder der Springer X,Y (je 1 bis N)
cli-knights-variant = welche Springer in jedem Zug ziehen: einer (one), eine beliebige Auswahl (any), eine Auswahl, aber nicht alle (proper), oder alle (all: Wer nicht alle ziehen kann, verliert)

cli-kinrow-about = K in einer Reihe: der Ausgang und die gewinnenden ersten Felder
cli-kinrow-n = Anzahl der Felder ({ $min } bis { $max })
cli-kinrow-k = Felder, die ein Zug markiert ({ $min } bis { $max })

cli-parity-about = Eine gerade (ungerade) Anzahl von Gegenständen sammeln: der Ausgang und die gewinnenden Züge
cli-parity-n = Anzahl der Gegenstände ({ $min } bis { $max })
cli-parity-k = die meisten Gegenstände, die ein Zug nimmt ({ $min } bis { $max })
cli-parity-odd = der erste Spieler gewinnt mit einer ungeraden Summe (Standard: gerade)

cli-automaton-about = Tauschautomat: Jedes 01 wird zugleich zu 10; die Reihe nach M Schritten oder sobald sie stabil ist
cli-automaton-cells = die Zellen, 0 und 1 (höchstens 10.000.000), oder -, um sie von der Standardeingabe zu lesen
cli-automaton-steps = die Anzahl der Schritte (0 bis 10^18)
cli-automaton-stable = den Schritt T ausgeben, ab dem sich die Reihe nicht mehr ändert, dann die letzte Reihe

cli-candy-about = Candy Collector: die meisten Bonbons aus einer JSON-Datei mit Wegzeiten und Kisten
cli-candy-file = die JSON-Datei (docs/design.md): {"{"}"travel":[[..]],"boxes":[[time,vertex,candies],..]{"}"} oder {"{"}"x":[..],"boxes":[..]{"}"}

cli-push-about = Push-* in einer Dimension: die geringste Energie, mit der der Roboter von Feld 1 zum letzten kommt
cli-push-board = das Brett, . leer und # Block (1 bis 64 Felder, Feld 1 leer)
cli-push-k = Sprunglänge K (2 bis 64): Sprünge um 1 bis K Felder nach K-1 Schritten in dieselbe Richtung
cli-push-walk = Energie eines Schritts (0 bis 10^9)
cli-push-jump = Energie eines Sprungs (0 bis 10^9)
cli-push-push = Energie eines Schubs (0 bis 10^9)

cli-peg-about = Solitär: eine Lösung, die wenigsten Züge, die Anzahl der gewinnenden Sprungfolgen
cli-peg-after-help = Exit-Status: 0 eine Antwort (eine Lösung, die Anzahl oder das Wort von --solvable); 1 unlösbar, mit dem Beweis in einer Zeile; 2 ein falsches Argument; 3 aufgegeben: Eine Suche hat ihre Grenze an Stellungen (Speicher) ohne Antwort erreicht, in einer Zeile genannt; das beweist weder das eine noch das andere
cli-peg-board = english, french, wiegleb, diamond oder triangle4 … triangle8
cli-peg-empty = die Löcher, die am Anfang leer sind, durch Kommas getrennt (Standard: die klassische Aufgabe des Bretts)
cli-peg-finish = wo der letzte Stift stehen muss: ein Loch oder any (Standard: die klassische Aufgabe des Bretts)
cli-peg-fewest-moves = eine Lösung mit den wenigsten Zügen (eine Kette von Sprüngen eines Stifts zählt als ein Zug)
cli-peg-count = die genaue Anzahl verschiedener gewinnender Sprungfolgen
cli-peg-solvable = solvable oder unsolvable ausgeben, in beiden Fällen mit Exit-Status 0
cli-peg-atlas = jede Aufgabe des Bretts von einem leeren Loch zu einem einzigen Stift, eingeordnet mit ihrem Beweis
cli-peg-max-positions = aufgeben (Exit-Status 3), sobald eine Suche mehr als N Stellungen halten würde (Standard und Höchstwert: die eigene Grenze jeder Suche, 60 bis 600 Millionen)

cli-tictactoe-about = Tic-Tac-Toe: der Wert, die besten Züge und die Stellungen, die Minimax und Alpha-Beta besuchen
cli-tictactoe-board = neun Zeichen x, o, . Zeile für Zeile (Standard: das leere Brett); x zieht zuerst
cli-tictactoe-order = die Reihenfolge, in der Alpha-Beta die Züge probiert: natural (1 bis 9), centre (Mitte, Ecken, Ränder) oder best (die besten Züge zuerst)

cli-run-about = Ein aufgezeichneter Lauf des Algorithmus eines Spiels (show= der Seite): seine Antwort und seine Zähler
cli-run-game = die Kennung des Spiels (movelab catalog listet sie auf)
cli-run-run = der Name des Laufs, wie show= der Seite ihn nimmt (zum Beispiel recursion, memo, table, dead-set)
cli-run-settings = die Parameter des Spiels, wie die Seite sie nennt, zum Beispiel heap=10 set=1,3,4 misere=1

cli-verify-about = Spielt eine Zugliste von der Standardeingabe nach (ein JSON-Array oder durch Leerzeichen getrennte Felder)
cli-verify-shift-about = eine Zugliste für Steine verschieben mit n schwarzen und m weißen Steinen
cli-verify-pairs-about = eine Zugliste für paarweise verschobene Steine mit n Steinen jeder Farbe
cli-verify-peg-about = eine Liste von Solitär-Sprüngen (d2-d4 …) für ein Brett, einen Anfang und ein Ziel

## Bedienfehler (die von clap und die Werte, die die Kommandozeile liest)

cli-error-unknown-argument = unerwartetes Argument „{ $arg }“
cli-error-unknown-subcommand = unbekannter Befehl „{ $name }“
cli-error-missing-value = „{ $arg }“ braucht einen Wert
cli-error-invalid-value = ungültiger Wert „{ $value }“ für „{ $arg }“ (mögliche Werte: { $possible })
cli-error-bad-value = ungültiger Wert „{ $value }“ für „{ $arg }“: { $reason }
cli-error-missing-argument = ein nötiges Argument fehlt: { $args }
cli-error-missing-subcommand = ein Befehl fehlt: { $possible }
cli-error-no-command = ein Befehl fehlt (movelab --help listet sie auf)
cli-error-conflict = „{ $arg }“ geht nicht zusammen mit „{ $prior }“
cli-error-repeated = „{ $arg }“ darf nur einmal angegeben werden
cli-error-too-many-values = unerwarteter Wert „{ $value }“ für „{ $arg }“: Es wurde keiner mehr erwartet
cli-error-number-of-values = „{ $arg }“ nimmt { $expected } { $expected ->
        [one] Wert
       *[other] Werte
    }, nicht { $given }
cli-error-no-equals = „{ $arg }“ braucht ein Gleichheitszeichen vor seinem Wert
cli-error-not-utf8 = ein Argument ist kein gültiges UTF-8
cli-error-other = die Argumente konnten nicht gelesen werden ({ $reason })
cli-error-did-you-mean = { $error }; meintest du „{ $suggestion }“?
cli-value-steps-too-many = { $value } Schritte sind mehr als die Grenze von 10^18
cli-value-outside = { $value } liegt nicht zwischen { $min } und { $max }
cli-value-not-window = „{ $value }“ ist kein Fenster A:B

## Die Sätze der Antworten und die eigenen Ablehnungen der Kommandozeile

cli-value-unknown = der Wert ist nicht bekannt
cli-first-with-all = --first geht nicht zusammen mit --count oder --all: Sie decken beide Richtungen ab
cli-pairs-hypothesis = Hinweis: Oberhalb von n = { $max } setzt diese Anzahl die Hypothese W voraus (bis n = { $max } mit der vollständigen Zählung geprüft, nicht bewiesen; docs/pairs-counts.md)
cli-step-range = die Nummer des Zugs muss zwischen 1 und { $length } liegen, nicht { $step }
cli-list-too-long = die Lösung hat { $length } Züge, mehr als die { $max }, die aufgelistet werden können; frag die Züge einzeln mit --step I ab
cli-at-range = --at muss zwischen 0 und { $length } liegen, nicht { $at }
cli-no-csv = { $what } gibt text oder json aus, nicht csv
cli-no-position-formula = diese Lösung hat keine Formel für die Stellung
cli-window-range = für --window { $window } muss A < B <= { $squares } gelten (die Felder gehen von 0 bis { $last })
cli-window-too-wide = --window { $window } hat { $count } Felder, mehr als die { $max } ausgegebenen
cli-all-too-many = es gibt { $count } optimale Lösungen mit je { $length } Zügen, mehr als die { $max } Zahlen, die --all ausgibt; nimm --count
cli-verify-too-large = verify legt das Brett im Speicher an: höchstens { $max } Felder, nicht { $squares }
cli-verify-illegal = Zug { $step }: { $why }
cli-verify-optimal = gelöst in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }, und das ist optimal
cli-verify-not-optimal = gelöst in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }; das Optimum ist { $best }
cli-verify-solved = gelöst in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }
cli-verify-missed = { $moves ->
        [one] der Zug ist zulässig, aber er erreicht das Ziel nicht
       *[other] alle { $moves } Züge sind zulässig, aber sie erreichen das Ziel nicht
    }
cli-stdin-not-squares = die Standardeingabe ist kein JSON-Array von Feldnummern
cli-stdin-not-json = die Standardeingabe ist kein gültiges JSON (Zeile { $line }, Spalte { $column })
cli-stdin-no-array = das JSON-Objekt der Standardeingabe hat kein Array „{ $name }“
cli-stdin-moves-not-squares = „moves“ ist kein Array von Feldnummern
cli-stdin-bad-move = Zug { $step } der Standardeingabe: { $why }
cli-peg-positions-zero = eine Suche hält mindestens eine Stellung: Gib 1 oder mehr an
cli-peg-positions-not-whole = „{ $value }“ ist keine ganze Zahl von Stellungen
cli-peg-unsolvable = unlösbar: { $why }
cli-peg-no-line = eine vollständige Suche hat keine Folge von Sprüngen gefunden, die das Ziel erreicht
cli-peg-gave-up = aufgegeben: { $why }; versuch es mit weniger Stiften
cli-peg-limit-budget = die Suche hat { $positions } Stellungen untersucht, ihre Grenze, ohne eine Antwort
cli-peg-limit-dead = die Suche hat sich { $positions } verlorene Stellungen gemerkt, ihre Grenze, ohne eine Antwort
cli-peg-limit-both = die Suche von beiden Enden hätte mehr als { $held } Stellungen gehalten (etwa { $memory } GB Speicher), ihre Grenze, und die Tiefensuche hat sich { $dead } verlorene Stellungen gemerkt, ihre Grenze, ohne eine Antwort
cli-peg-empty-blank = --empty „{ $empty }“ enthält einen leeren Lochnamen: Zähl die Löcher wie d4,d5 auf, mit genau einem Komma dazwischen
cli-peg-empty-too-many = --empty zählt { $count } Löcher auf; das Brett { $board } hat { $holes }
cli-peg-no-peg = alle Löcher sind leer: Es gibt keinen Stift zum Spielen
cli-peg-stdin-not-jumps = die Standardeingabe ist keine Liste von Sprüngen wie „d2-d4“
cli-peg-stdin-bad-jump = Sprung { $step } der Standardeingabe, „{ $jump }“: { $why }
cli-peg-verify-solved = gelöst in { $jumps } { $jumps ->
        [one] Sprung
       *[other] Sprüngen
    }, { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }
cli-peg-verify-missed = { $jumps ->
        [one] der Sprung ist zulässig, aber er lässt nicht genau einen Stift auf dem Ziel
       *[other] alle { $jumps } Sprünge sind zulässig, aber sie lassen nicht genau einen Stift auf dem Ziel
    }
cli-heap-past-limit = der Haufen { $heap } überschreitet die Grenze von 10^18
cli-csv-rows-only = --format csv ist für die Steine in einer Reihe; nimm text oder json
cli-give-upto-at-period = gib --upto N, --at N oder --period an
cli-give-upto-at = gib --upto N oder --at N an
cli-give-upto-or-heaps = gib --upto N (oder --heaps H,H,…) an
cli-no-period = keine Periode bis { $upto }
cli-no-arithmetic-period = keine Periode bis { $upto } und keine bestätigte arithmetische Periode ({ $why })
cli-grundys-no-period = --period: Für Grundys Spiel ist kein Periodizitätssatz umgesetzt (es ist keiner bekannt); nimm --upto N oder --at N
cli-grundys-past-table = keine bestätigte Periode für Grundys Spiel, und der Haufen { $heap } liegt jenseits der größten Tabelle ({ $most })
cli-heaps-count = gib 1 bis { $max } Haufen an, nicht { $count }
cli-heaps-alone = --heaps geht weder mit --period noch mit --upto
cli-heaps-past-limit = der Haufen { $heap } in --heaps überschreitet die Grenze von { $max } Haufen für { $code }
cli-misere-no-period = --period ist für die normale Variante; ein oktales Spiel in der Misère-Variante nimmt --upto N oder --heaps
cli-cannot-read = „{ $path }“ kann nicht gelesen werden: { $why }
cli-push-smaller = { $why }; versuch es mit einem kleineren Brett
cli-push-unreachable = der Roboter kann das letzte Feld nicht erreichen: Keine Zugfolge führt dorthin

cli-peg-atlas-unsolvable = { $vacancy } -> { $finish }: unlösbar: { $why }
cli-peg-atlas-undecided = { $vacancy } -> { $finish }: unentschieden: { $why }
cli-peg-atlas-others = jede andere Aufgabe: unlösbar, der Anfang und das Ziel liegen in verschiedenen Stellungsklassen (Dreierregel)

cli-period = Vorperiode { $preperiod } Periode { $period }
cli-period-saltus = Vorperiode { $preperiod } Periode { $period } Saltus { $saltus }
cli-heap-in-preperiod = Haufen { $heap } liegt in der Vorperiode
cli-heap-in-period = Haufen { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset }: der Wert von Haufen { $same }
cli-heap-in-period-saltus = Haufen { $heap } = { $preperiod } + { $cycle } × { $period } + { $offset }: der Wert von Haufen { $same } plus { $cycle } × { $saltus }
cli-arithmetic-periodic = arithmetisch periodisch: G(n + { $period }) = G(n) + { $saltus } für jedes n >= { $preperiod }, bestätigt durch einen hier bewiesenen Test auf arithmetische Periodizität (docs/impartial.md) an G bis { $last }
cli-no-period-heap = keine bestätigte Periode bis { $upto }, und Haufen { $heap } liegt dahinter

cli-catalog-whole = { $name } von { $min } bis { $max } (Seite: bis { $page })
cli-catalog-text = { $name } Text aus höchstens { $most } { $most ->
        [one] Zeichen
       *[other] Zeichen
    }
cli-catalog-speed = Tempo der Seite: { $min } bis { $max } Züge pro Sekunde, { $default } als Vorgabe

# The placeholders of a usage line: [OPTIONS] stands for any options, <COMMAND> for a command.
cli-usage-options = OPTIONEN
cli-usage-command = BEFEHL

cli-run-not-pair = { $pair } hat nicht die Form NAME=VALUE
cli-run-no-param = { $game } hat keinen Parameter { $name }: Seine Parameter sind { $params }
cli-run-bad-value = { $name }={ $value }: { $why }
cli-run-out-of-range = { $name } muss zwischen { $min } und { $max } liegen, nicht { $value }
cli-run-not-flag = { $name } muss 1 oder 0 sein, nicht { $value }
cli-run-no-game = es gibt kein Spiel { $game }: Die Spiele sind { $first } und { $last }

cli-peg-on-disk = mit der Suche von beiden Enden entscheiden, ihre Schichten auf der Festplatte in DIR, dort nach einem Halt fortgesetzt (ein Problem, dessen Umkehrung ein Bild von ihm selbst ist)
cli-peg-memory = der Speicher, in dem die Suche auf der Festplatte sortiert, in GB (Standard 4)
cli-peg-memory-not-positive = „{ $value }“ ist keine Zahl von GB größer als 0 und höchstens 1024
cli-peg-disk-resumed = fortgesetzt nach Schicht { $layer }, vollständig gefunden in { $dir }
cli-peg-disk-layer = Schicht { $layer } von { $of }: { $positions } Stellungen, { $megabytes } MB auf der Festplatte, { $elapsed } vergangen, noch etwa { $left } (fnv1a64 { $hash })
cli-peg-disk-meeting = die Kinder der Schicht { $a } treffen auf die Komplemente der Schicht { $b }
cli-peg-disk-impossible = erschöpfende Suche von beiden Enden, ihre Schichten auf der Festplatte: { $forward } Stellungen mit { $pegs } Stiften vom Start aus erreichbar, { $backward } mit { $fewer } Stiften, die das Ziel noch erreichen können, und kein Sprung von einer der ersten zu einer der zweiten
cli-peg-disk-died-out = erschöpfende Suche von beiden Enden, ihre Schichten auf der Festplatte: keine Stellung mit { $pegs } Stiften ist vom Start aus erreichbar und kann das Ziel noch erreichen
peg-disk-not-one-side = --on-disk nimmt ein leeres Loch und ein Ziel, das eine Symmetrie des Bretts mit ihm vertauscht (etwa dasselbe Loch: wiegleb e1 nach e1), wo die Suche vom Ziel die Suche vom Start ist
cli-peg-disk-dir = --on-disk „{ $dir }“ ist weder ein leerer Ordner noch einer, den eine Suche auf der Festplatte hinterlassen hat: leg zuerst einen leeren an (mkdir)
peg-disk-other-problem = { $path } enthält die Schichten eines anderen Problems: gib einen leeren Ordner an oder den dieses Problems
peg-disk-io = { $path }: { $why }
