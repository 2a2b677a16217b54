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

## worksheet (www/sheets/candy.js): las cajas en una tabla, el máximo de caramelos y un mejor plan.
candy-sheet-boxes = Las cajas (sales de la posición { $start } en el instante 0)
candy-sheet-col-box = Caja
candy-sheet-col-position = Posición
candy-sheet-col-time = Instante
candy-sheet-col-candies = Caramelos
candy-sheet-too-many = una ficha tiene como máximo { $most } cajas, no { $m }
candy-sheet-best-question = ¿Cuántos caramelos puedes recoger como máximo?
candy-sheet-plan-question = ¿Qué cajas, en el orden en que las recoges, dan esa cantidad?
candy-sheet-best = { $best ->
        [one] { $best } caramelo.
       *[other] { $best } caramelos.
    }
# $boxes enumera los números de las cajas en orden (notación: «3, 5, 8»).
candy-sheet-plan = Cajas { $boxes }.
candy-sheet-plan-none = No se puede llegar a tiempo a ninguna.
candy-sheet-note = Aquí los vértices son puntos de una recta e ir de la posición a a la posición b lleva |a − b| unidades de tiempo; sales de la posición { $start } en el instante 0 y puedes esperar en cualquier sitio.
