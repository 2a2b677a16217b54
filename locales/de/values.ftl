## Die Ablehnungen des Kerns für einen eingegebenen Wert (eine Einstellung eines Links, eines
## Elements oder eines Formulars, ein Argument oder eine Zeile der Kommandozeile), allen
## Spielen gemeinsam. $value ist der eingegebene Wert, schon in Anführungszeichen; $name ist
## der Name einer Einstellung.

value-not-whole = { $value } ist keine ganze Zahl
value-too-large = { $value } ist größer als { $most }, die größte Zahl, die movelab liest
# $why ist die Ablehnung eines Werts der Liste $list.
value-in-list = { $why }, in { $name } { $list }
value-heaps-too-many = die Seite zeigt höchstens { $most } Haufen, nicht { $count }
value-heap-too-large = ein Haufen mit { $heap } Steinen ist mehr, als die Seite spielt: höchstens { $most } (10^18)

# Ein Aufruf der Seite, den das Modul ihres Spiels nicht annimmt ($call: `play.index`, `act`;
# $value: was es bekam, in Anführungszeichen): ein Fehler der Seite.
page-bad-call = die Seite hat ihr Spiel um etwas gebeten, das es nicht annimmt ({ $call } = { $value }): Das ist ein Fehler der Seite von movelab, nicht deines Spiels

# A number the page gave its game that is not whole or out of range (web/src/lib.rs `whole`,
# `page_whole`): a setting of a link ($name as the link writes it: `n`, `size`) or a field
# of the page's own call. $lo and $hi are the range; $value is the number as given.
boards-value-not-whole = { $name } muss eine ganze Zahl von { $lo } bis { $hi } sein, nicht { $value }
boards-value-range = { $name } muss zwischen { $lo } und { $hi } liegen, nicht { $value }
boards-no-parameter = dieses Spiel hat keinen ganzzahligen Parameter { $name }
