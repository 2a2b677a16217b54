## Oktalspiel: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

octal-title = Oktalspiel
octal-tagline = Nimm Steine von einem Haufen und teile ihn manchmal in zwei, nach Regeln, die ein kurzer Code festlegt (Kayles ist 0.77).
octal-intro = Zwei Spieler nehmen abwechselnd Steine von den Haufen, nach Regeln, die der Code festlegt; { $misere-key ->
        [on] wer den letzten Zug macht, verliert.
       *[other] wer den letzten Zug macht, gewinnt.
    }
octal-rules = Haufen: { $heaps }. { $variant-key ->
        [all] Ein Zug verändert alle Haufen zugleich: Bei jedem Haufen darf der Spieler { $moves }. Erlaubt ein Haufen keinen Zug, kann der Spieler nicht ziehen.
       *[other] In einem Zug wählt ein Spieler einen Haufen und darf { $moves }.
    } { $misere-key ->
        [on] Misère-Variante: Wer nicht mehr ziehen kann, gewinnt.
       *[other] Wer nicht mehr ziehen kann, verliert.
    }
octal-heading = Oktalspiel { $code } mit den Haufen { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , in jedem Zug alle Haufen
    }{ $misere-key ->
        [on] , Misère-Variante
        *[other] { "" }
    }

octal-how-solved = Der Code { $code } schreibt die Regel in Ziffern. Seine j-te Ziffer nach dem Punkt sagt, was ein Zug, der j Steine nimmt, vom Haufen übrig lassen darf: nichts (1), einen Haufen (2) oder zwei nichtleere Haufen (4); die Ziffer ist die Summe des Erlaubten (7: jedes der drei); eine hexadezimale Ziffer von 8 bis F erlaubt auch drei nichtleere Haufen (8), und die Ziffer vor dem Punkt sagt, ob ein Haufen geteilt werden darf, ohne etwas zu nehmen (4).

octal-param-code = Oktalcode
octal-param-heaps = Haufen
octal-param-misere = Misère (wer nicht ziehen kann, gewinnt)
octal-param-variant = Haufen pro Zug
octal-param-variant-one = Ein Haufen pro Zug
octal-param-variant-all = Alle Haufen in jedem Zug
octal-param-first = Wer beginnt
octal-param-first-you = Du
octal-param-first-computer = Der Computer
octal-param-upto = Tabelle von G(n) bis n =

octal-run-recursion = Die Rekursion aus Algorithm Games, unverändert: ein Baum aller Aufrufe, mit der Mex-Menge bei jedem
octal-run-memo = Dieselbe Rekursion mit Memoisierung: ein gerichteter azyklischer Graph der Stellungen, jede nur einmal berechnet

octal-task-win = Gewinne gegen den Computer, der perfekt spielt.
octal-task-values = Schreibe den Grundy-Wert G(n) eines Haufens jeder Größe n auf, von der kleinsten an.

## play: the explorer's certificate and notes, and the settings the page refuses
## (core/src/octal). $code is the code as written (0.77); $checked the period's own sentence.
octal-certificate-guy-smith = Periodizitätssatz von Guy und Smith für { $code }, dessen letzte Ziffer an Position { $last } steht: { $checked }
octal-certificate-arithmetic = Test auf arithmetische Periodizität für { $code } (Züge, die drei Haufen hinterlassen; Sprung eine Zweierpotenz über jedem Wert vor Haufen { $before }): { $checked }
octal-certificate-general = allgemeiner Test auf arithmetische Periodizität für { $code } (beliebiger Sprung: Keine Option eines Haufens jenseits der Tabelle hat den fortgesetzten Wert, entschieden durch einen Übertragsautomaten; kleinere Werte werden durch Optionen erreicht, die mit der Periode wandern): { $checked }
# $theorem: "guy-smith", or "three" for codes whose moves may leave three heaps.
octal-no-period = { $theorem ->
        [three] Weder der Periodizitätssatz für Züge mit drei Haufen noch eine arithmetische Periode bestätigen
       *[guy-smith] Der Satz von Guy und Smith bestätigt
    } keine Periode bis n = { $upto }; die Kommandozeile sucht weiter, bis n = { $further }.
octal-misere-quotient = Misère-Quotient von { $code } für Haufen bis { $upto }: { $order } Elemente, { $losing } davon im P-Anteil.
octal-three-heaps-upto = { $code } kann drei Haufen hinterlassen, und seine Tabelle braucht kubische Zeit: Die Tabelle der Seite reicht dafür bis n = { $most }, nicht { $upto }
octal-three-heaps-heap = { $code } kann drei Haufen hinterlassen: Die Seite spielt es auf Haufen, die sie zeichnet, mit höchstens { $most } Spielsteinen, nicht { $heap }
octal-misere-heap = Misère baut den Misère-Quotienten des Spiels, der mit den Haufen schnell wächst: Die Seite spielt Misère mit Haufen aus höchstens { $most } Spielsteinen, nicht { $heap }
octal-no-period-for-heap = ein Haufen aus { $heap } Spielsteinen ist mehr als die { $most }, die die Seite zeichnet, und der Satz von Guy und Smith bestätigt keine Periode von { $code } bis Haufen { $looked }, so weit die Seite sucht, also ist sein Wert nicht bekannt
octal-table-limit = eine Tabelle eines Oktalspiels reicht bis Haufen { $most } (eine Tabelle braucht 4 Byte je Haufen, 1 GiB an der Grenze), nicht { $upto }
octal-three-heaps-table-limit = { $code } kann drei Haufen hinterlassen, deshalb braucht seine Tabelle kubische Zeit und reicht nur bis Haufen { $most }, nicht { $upto }
octal-misere-table-limit = ein Misère-Quotient wird für Haufen mit höchstens { $most } Steinen gebaut, nicht { $upto }
octal-misere-not-proved = der Misère-Quotient von { $code } ließ sich bei Haufen { $heap } nicht beweisen: Er bräuchte mehr als { $most } Elemente
## While the page builds the misère quotient, a slice at a time ($heap the heap being added).
octal-misere-working = Es wird berechnet, wer gewinnt, wenn der letzte Zug verliert: Haufen { $heap } von { $upto } …
octal-period-working = Es wird berechnet, wer bei so großen Haufen gewinnt, über die Periode der Werte: Haufen { $heap } von höchstens { $upto } …

## Die Ablehnungen eines eingegebenen Oktalcodes ($value, in Anführungszeichen; $digit ebenso).
octal-code-no-point = { $value } ist kein Oktalcode wie 0.07
octal-code-before-point = { $value }: Die Ziffer vor dem Punkt muss 0, 4, 8 oder C sein
octal-code-too-long = { $value } hat mehr als { $most } Ziffern nach dem Punkt
octal-code-bad-digit = { $value }: { $digit } ist keine Ziffer eines Codes (0 bis 7, oder 0 bis 9 und A bis F für einen Hexadezimalcode)
octal-code-no-move = { $value } erlaubt keinen Zug

## Was der Code erlaubt, in einfachen Worten (core/src/octal/plain.rs): octal-rules setzt es
## nach „darf“ als $moves ein. Jedes ist ein Stück dieses Satzes, ohne Großbuchstaben am Anfang und ohne Punkt.
octal-moves-or = { $first }; oder { $more }
octal-split = ihn in { $into ->
        [three] drei Haufen
        [both] zwei oder drei Haufen
       *[two] zwei Haufen
    } teilen, ohne Steine zu nehmen
# $left steht in einem Nebensatz („wobei der Rest …“): octal-left-… enden mit dem Verb.
octal-take = { $whole ->
        [only] den ganzen Haufen nehmen, wenn er { $counters } hat
        [no] { $counters } davon nehmen, wenn er mehr hat, wobei der Rest { $left }
       *[yes] { $counters } davon nehmen, wobei der Rest { $left }
    }
octal-counters = { $sizes } { $most ->
        [one] Stein
       *[other] Steine
    }
octal-size = { $n }
octal-size-range = { $from } bis { $to }
octal-or-size = oder { $n }
octal-or-size-range = oder { $from } bis { $to }
octal-list-last = { $first } { $more }
octal-left-one = ein Haufen bleibt
octal-left-two = in zwei Haufen geteilt wird
octal-left-three = in drei Haufen geteilt wird
octal-left-two-three = in zwei oder drei Haufen geteilt wird
octal-left-gone = verschwindet
octal-list = { $first }, { $more }
octal-list-or = { $first } oder { $more }

## Die Ablehnungen des Tests auf arithmetische Periodizität (core/src/impartial/arithmetic.rs,
## saltus.rs): warum die Tabelle eines hexadezimalen Codes kein G(n + p) = G(n) + s bestätigt,
## nach der Voraussetzung, die scheiterte. n0, p, s (der Sprung), G(n), V1, f (die arithmetische
## Fortsetzung der Tabelle) und xor sind Notation. $power und $general sind die Ablehnungen der
## beiden Tests.
arith-tried = kleinste versuchte Periode: Periode { $period }, Sprung { $saltus } ab { $start }; Zweierpotenz-Test: { $power }; allgemeiner Test: { $general }
arith-no-tail = kein Endstück der Tabelle wächst mit jeder Periode um denselben Sprung
arith-not-power-of-two = Der Sprung { $saltus } ist keine Zweierpotenz
arith-saltus-too-large = Der Sprung { $saltus } ist größer als { $most }, der größte, den dieser Test zulässt
arith-needs-positive = Der Test braucht n0 >= 1, p >= 1 und s >= 1
arith-block-past-table = Die Tabelle reicht nicht bis zum Haufen n0 + p = { $heap }
arith-block-value = G({ $heap }) = { $value } ist nicht kleiner als der Sprung { $saltus } (der Test verlangt, dass jeder Wert vor Haufen { $before } kleiner als der Sprung ist)
arith-kinds = n0 + p − 1 = { $kinds } Arten von Haufen (die Größen unter n0 und die Positionen in der Periode) sind mehr als die { $most }, die dieser Test aufzählt
arith-low-part = Die Züge, die drei Haufen mit mindestens { $start } Steinen hinterlassen, erreichen den unteren Teil { $low } nicht mit Verschiebungen beider Paritäten, an Position { $offset } der Periode
arith-window = Sein Fenster braucht G bis { $needed }, und die Tabelle endet bei { $end }
arith-not-continued = G({ $heap }) ist nicht gleich G({ $earlier }) + { $saltus }
arith-general-short = Die Tabelle (bis { $end }) ist zu kurz: Der allgemeine Test braucht G bis { $needed }
arith-coverage-lead = Überdeckung: Am Haufen { $heap } ist der Wert { $value } (kleiner als G({ $heap }) = { $g }, mindestens V1 = { $least }) der Wert keiner Option, die einen Haufen mit mindestens { $start } Steinen und feste Haufen hinterlässt, deren Werte per xor unter { $below } bleiben
arith-coverage-growing = Überdeckung: Keine Option (y, a, a) oder (a, a) hat den Wert { $value } (kleiner als V1 + s = { $below }) an den Haufen derselben Parität wie { $heap }
# $left: die Haufen, die der Zug hinterlässt, arith-left-one, -two oder -three.
arith-exclusion = Der Ausschluss scheitert, also ist die Fortsetzung f falsch: Vom Haufen { $heap } aus hat der Zug, der { $take } { $take ->
        [one] Stein
       *[other] Steine
    } nimmt und { $left } hinterlässt, den Wert f({ $heap }) = { $value }
arith-left-one = einen Haufen der Größe { $a }
arith-left-two = Haufen der Größen { $a } und { $b }
arith-left-three = Haufen der Größen { $a }, { $b } und { $c }
arith-exclusion-far = Der Ausschluss scheitert, also ist die Fortsetzung f falsch: Von einem Haufen N mit mehr als 2^64 Steinen aus, an Position { $offset } der Periode, hat ein Zug, der { $take } { $take ->
        [one] Stein
       *[other] Steine
    } nimmt, den Wert f(N)
arith-states = Ausschluss: Der Übertragsautomat hat insgesamt mehr als { $most } Zustände besucht, und der Test bricht hier ab
