## Candy Collector: what the page, the element, the worksheet and the command line say of it.

candy-title = Candy Collector
candy-tagline = Be at the right vertex at the right time to collect the most candies.
candy-intro = Boxes of candies appear at places along a line, each at its own time: plan a route that gets to as many of them in time as you can.
candy-rules = Boxes of candies appear at given vertices at given times. You start at vertex 1 at time 0, travel between vertices in the given times (passing through others if faster) and collect a box by being at its vertex at its time.
candy-heading = Candy Collector with { $m } random boxes on a line (seed { $seed }, span { $span })

candy-param-m = Boxes (m)
candy-param-seed = Seed of the random instance
candy-param-span = Span: positions from -span to span, times from 1 to 4 span

candy-run-dp = Andreica and Tapus's O(M²) DP: each box after the best earlier box it can be reached from
candy-run-quarter = Andreica and Tapus's quarter-plane query after the 45° rotation, swept with a Fenwick tree

candy-task-optimal = Plan a route that collects the most candies.

## worksheet (www/sheets/candy.js): die Kisten als Tabelle, die meisten Bonbons und ein bester Plan.
candy-sheet-boxes = Die Kisten (du startest zur Zeit 0 an Position { $start })
candy-sheet-col-box = Kiste
candy-sheet-col-position = Position
candy-sheet-col-time = Zeit
candy-sheet-col-candies = Bonbons
candy-sheet-too-many = ein Arbeitsblatt hat höchstens { $most } Kisten, nicht { $m }
candy-sheet-best-question = Wie viele Bonbons kannst du höchstens sammeln?
candy-sheet-plan-question = Welche Kisten, in der Reihenfolge, in der du sie sammelst, ergeben so viele?
candy-sheet-best = { $best ->
        [one] { $best } Bonbon.
       *[other] { $best } Bonbons.
    }
# $boxes zählt die Nummern der Kisten der Reihe nach auf (Notation: „3, 5, 8“).
candy-sheet-plan = Kisten { $boxes }.
candy-sheet-plan-none = Keine ist rechtzeitig zu erreichen.
candy-sheet-note = Hier sind die Knoten Punkte auf einer Geraden, und der Weg von Position a zu Position b dauert |a − b| Zeiteinheiten; du startest zur Zeit 0 an Position { $start } und darfst überall warten.
