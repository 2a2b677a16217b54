## The core's refusals of a value as typed (a setting of a link, an element or a form, an
## argument or a line of the command line), shared by every game. $value is the value as
## typed, already quoted by the shell (shortened when long); $name is a setting's name.

value-not-whole = { $value } is not a whole number
value-too-large = { $value } is more than { $most }, the largest number movelab reads
# $why is the refusal of one value of the list $list.
value-in-list = { $why }, in { $name } { $list }
value-heaps-too-many = the page shows at most { $most } heaps, not { $count }
value-heap-too-large = a heap of { $heap } counters is more than the page plays: at most { $most } (10^18)

# A call of the page's own that its game's handle cannot take ($call: `play.index`, `act`;
# $value: what it was given, quoted): a bug of the page, which a visitor should not meet.
page-bad-call = the page asked its game for something it does not take ({ $call } = { $value }): a bug of movelab's page, not of your play

# A number the page gave its game that is not whole or out of range (web/src/lib.rs `whole`,
# `page_whole`): a setting of a link ($name as the link writes it: `n`, `size`) or a field
# of the page's own call. $lo and $hi are the range; $value is the number as given.
boards-value-not-whole = { $name } must be a whole number from { $lo } to { $hi }, not { $value }
boards-value-range = { $name } must be from { $lo } to { $hi }, not { $value }
boards-no-parameter = this game has no whole parameter { $name }
