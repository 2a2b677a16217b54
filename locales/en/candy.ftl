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

## play: why a planned route breaks off (core/src/candy, the plane view).
candy-route-no-box = there is no box { $number }
candy-route-twice = box { $number } is collected once only
candy-route-too-early = box { $number } appears at time { $time }, before time { $now }
candy-route-too-far = box { $number } cannot be reached in time: it takes { $need } to get there, and only { $left } is left
