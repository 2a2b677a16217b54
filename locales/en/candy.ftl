## Candy Collector: what the page, the element, the worksheet and the command line say of it.

candy-title = Candy Collector
candy-tagline = Be at the right vertex at the right time to collect the most candies.
candy-intro = Boxes of candies appear at places along a line, each at its own time: plan a route that gets to as many of them in time as you can.
candy-rules = Boxes of candies appear at given vertices at given times. You start at vertex 1 at time 0, travel between vertices in the given times (passing through others if faster) and collect a box by being at its vertex at its time.
candy-heading = Candy Collector with { $m } random { $m ->
        [one] box
       *[other] boxes
    } on a line (seed { $seed }, span { $span })

candy-param-m = Boxes (m)
candy-param-seed = Seed of the random instance
candy-param-span = Span: positions from -span to span, times from 1 to 4 span

candy-run-dp = Andreica and Tapus's O(M²) DP: each box after the best earlier box it can be reached from
candy-run-quarter = Andreica and Tapus's quarter-plane query after the 45° rotation, swept with a Fenwick tree

candy-task-optimal = Plan a route that collects the most candies.

## worksheet (www/sheets/candy.js): the boxes as a table, the most candies and a best plan.
candy-sheet-boxes = The boxes (you start at position { $start } at time 0)
candy-sheet-col-box = Box
candy-sheet-col-position = Position
candy-sheet-col-time = Time
candy-sheet-col-candies = Candies
candy-sheet-too-many = a worksheet has at most { $most } boxes, not { $m }
candy-sheet-best-question = How many candies can you collect at most?
candy-sheet-plan-question = Which boxes, in the order you collect them, give that many?
candy-sheet-best = { $best ->
        [one] { $best } candy.
       *[other] { $best } candies.
    }
# $boxes lists the boxes' numbers in order (notation: "3, 5, 8").
candy-sheet-plan = Boxes { $boxes }.
candy-sheet-plan-none = None can be reached in time.
candy-sheet-note = Here the vertices are points on a line and going from position a to position b takes |a − b| time units; you start at position { $start } at time 0 and may wait anywhere.
## play: why a planned route breaks off (core/src/candy, the plane view).
candy-route-no-box = there is no box { $number }
candy-route-twice = box { $number } is collected once only
candy-route-too-early = box { $number } appears at time { $time }, before time { $now }
candy-route-too-far = box { $number } cannot be reached in time: it takes { $need } to get there, and only { $left } is left
## Candy Collector's recorded runs (core/src/candy/runs.rs, show=dp and show=quarter).
candy-run-title-dp = Candy Collector's DP, box by box in time order
candy-run-title-quarter = The quarter-plane query after the 45° turn: each box asks the boxes below and left of it
candy-run-answer = The most candies: { $best }.
candy-run-total-dp = O(M²) DP: { $pairs } pairs of boxes compared
candy-run-total-sweep = quarter-plane sweep: { $read } Fenwick cells read and { $written } written
