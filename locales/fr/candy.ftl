## Collecte de bonbons : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

candy-title = Collecte de bonbons
candy-tagline = Être au bon sommet au bon moment pour ramasser le plus de bonbons.
candy-intro = Des boîtes de bonbons apparaissent en des points d'une ligne, chacune à son propre moment : prévoyez un trajet qui en atteint à temps le plus possible.
candy-rules = Des boîtes de bonbons apparaissent en des sommets donnés, à des instants donnés. Vous partez du sommet 1 à l'instant 0, vous allez d'un sommet à l'autre dans les temps donnés (en passant par d'autres si c'est plus rapide) et vous ramassez une boîte en étant à son sommet à son instant.
candy-heading = Collecte de bonbons avec { $m } { $m ->
        [one] boîte placée
       *[other] boîtes placées
    } au hasard sur une ligne (graine { $seed }, étendue { $span })

candy-param-m = Boîtes (m)
candy-param-seed = Graine de l'exemple aléatoire
candy-param-span = Étendue (span) : positions de -span à span, instants de 1 à 4 span

candy-run-dp = La programmation dynamique en O(M²) d'Andreica et Tapus : chaque boîte après la meilleure boîte antérieure d'où on peut l'atteindre
candy-run-quarter = La requête en quart de plan d'Andreica et Tapus après la rotation de 45°, balayée avec un arbre de Fenwick

candy-task-optimal = Prévoyez un trajet qui ramasse le plus de bonbons.

## worksheet (www/sheets/candy.js) : les boîtes en tableau, le plus de bonbons et un meilleur plan.
candy-sheet-boxes = Les boîtes (vous partez de la position { $start } au temps 0)
candy-sheet-col-box = Boîte
candy-sheet-col-position = Position
candy-sheet-col-time = Temps
candy-sheet-col-candies = Bonbons
candy-sheet-too-many = une fiche a au plus { $most } boîtes, pas { $m }
candy-sheet-best-question = Combien de bonbons pouvez-vous ramasser au plus ?
candy-sheet-plan-question = Quelles boîtes, dans l’ordre où vous les ramassez, en donnent autant ?
candy-sheet-best = { $best ->
        [one] { $best } bonbon.
       *[other] { $best } bonbons.
    }
# $boxes énumère les numéros des boîtes dans l’ordre (notation : « 3, 5, 8 »).
candy-sheet-plan = Boîtes { $boxes }.
candy-sheet-plan-none = Aucune ne peut être atteinte à temps.
candy-sheet-note = Ici, les sommets sont des points sur une droite et aller de la position a à la position b prend |a − b| unités de temps ; vous partez de la position { $start } au temps 0 et vous pouvez attendre n’importe où.

## play: why a planned route breaks off (core/src/candy, the plane view).
candy-route-no-box = il n’y a pas de boîte { $number }
candy-route-twice = la boîte { $number } ne se ramasse qu’une fois
candy-route-too-early = la boîte { $number } apparaît à l’instant { $time }, avant l’instant { $now }
candy-route-too-far = la boîte { $number } ne peut pas être atteinte à temps : il faut { $need } pour y aller, et il ne reste que { $left }
