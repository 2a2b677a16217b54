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

## worksheet (www/sheets/candy.js) : les boîtes en tableau, le plus de bonbons et un meilleur plan.
candy-sheet-boxes = Les boîtes (tu pars de la position { $start } au temps 0)
candy-sheet-col-box = Boîte
candy-sheet-col-position = Position
candy-sheet-col-time = Temps
candy-sheet-col-candies = Bonbons
candy-sheet-too-many = une fiche a au plus { $most } boîtes, pas { $m }
candy-sheet-best-question = Combien de bonbons peux-tu ramasser au plus ?
candy-sheet-plan-question = Quelles boîtes, dans l’ordre où tu les ramasses, en donnent autant ?
candy-sheet-best = { $best ->
        [one] { $best } bonbon.
       *[other] { $best } bonbons.
    }
# $boxes énumère les numéros des boîtes dans l’ordre (notation : « 3, 5, 8 »).
candy-sheet-plan = Boîtes { $boxes }.
candy-sheet-plan-none = Aucune ne peut être atteinte à temps.
candy-sheet-note = Ici, les sommets sont des points sur une droite et aller de la position a à la position b prend |a − b| unités de temps ; tu pars de la position { $start } au temps 0 et tu peux attendre n’importe où.
