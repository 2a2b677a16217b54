## Eine gerade Anzahl sammeln: was die Seite, das Element, das Arbeitsblatt und die Kommandozeile darüber sagen.

parity-title = Eine gerade Anzahl sammeln
parity-tagline = 1 bis K Gegenstände nehmen; wer am Ende insgesamt eine gerade Anzahl hat, gewinnt.
parity-intro = Zwei Spieler nehmen abwechselnd ein paar Gegenstände von einem Stapel und behalten, was sie nehmen; { $odd-key ->
        [on] der erste Spieler will am Ende eine ungerade Anzahl.
       *[other] der erste Spieler will am Ende eine gerade Anzahl.
    }
parity-rules = Ein Stapel mit { $n } { $n ->
        [one] Gegenstand
       *[other] Gegenständen
    }. Die Spieler nehmen abwechselnd { $k ->
        [1] 1 Gegenstand
       *[other] 1 bis { $k } Gegenstände
    } und behalten, was sie nehmen. Ist der Stapel leer, gewinnt der erste Spieler, wenn seine Anzahl gerade ist (ungerade mit der Option), sonst gewinnt der zweite Spieler.
parity-heading = Eine { $odd-key ->
        [on] ungerade
        *[other] gerade
    } Anzahl aus einem Stapel mit { $n } sammeln, 1 bis { $k } pro Zug

parity-param-n = Gegenstände (N)
parity-param-k = Höchstens pro Zug (K)
parity-param-odd = Eine ungerade Anzahl sammeln
parity-param-first = Wer beginnt
parity-param-first-you = Du
parity-param-first-computer = Der Computer

parity-task-win = Gewinne gegen den Computer, der perfekt spielt.

## play: the explorer's rows and note (core/src/parity/versus.rs).
parity-row-even = braucht gerade
parity-row-odd = braucht ungerade
parity-note = 1: Der Spieler am Zug gewinnt bei n übrigen Gegenständen, wenn er noch eine Summe dieser Parität aus dem Stapel sammeln muss; 0: Er verliert (die dynamische Programmierung des Artikels).

## Die Ablehnung eines Haufens oder Höchstwerts außerhalb des Bereichs ($name ist n oder k).
parity-range = { $name ->
        [n] N
       *[other] K
    } muss zwischen 1 und { $most } liegen, nicht { $value }
