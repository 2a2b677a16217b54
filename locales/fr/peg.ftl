## Solitaire : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

peg-title = Solitaire
peg-tagline = Sauter des pions jusqu'à n'en laisser qu'un, sur quatre plateaux classiques et cinq triangles
peg-intro = Faites sauter un pion par-dessus son voisin dans un trou vide, et retirez le pion sauté : saurez-vous n'en laisser qu'un seul ?
peg-rules = Un pion saute par-dessus un pion voisin dans le trou vide juste derrière, le long d'une ligne ou d'une colonne (sur un triangle, le long de l'une de ses trois directions), et le pion sauté est retiré. En partant de tous les trous remplis{ $empty-key ->
        [none] { "" }
       *[other] { " " }sauf { $empty }
    }, sautez jusqu'à ce qu'il ne reste qu'un pion{ $finish-key ->
        [any] , n'importe où
       *[other] { " " }en { $finish }
    }.
peg-heading = Solitaire sur { $board-key ->
        [english] le plateau anglais
        [french] le plateau français
        [wiegleb] le plateau de Wiegleb
        [diamond] le plateau en losange
        [triangle4] le triangle de côté 4
        [triangle5] le triangle de côté 5
        [triangle6] le triangle de côté 6
        [triangle7] le triangle de côté 7
        *[triangle8] le triangle de côté 8
    }, en commençant { $empty-key ->
        [none] sans trou vide
        *[other] avec { $empty } vide
    }, le dernier pion { $finish-key ->
        [any] n'importe où
        *[other] en { $finish }
    }

peg-param-board = Plateau
peg-param-board-english = Anglais (33 trous)
peg-param-board-french = Français (37 trous)
peg-param-board-wiegleb = Wiegleb (45 trous)
peg-param-board-diamond = Losange (41 trous)
peg-param-board-triangle4 = Triangle de côté 4
peg-param-board-triangle5 = Triangle de côté 5
peg-param-board-triangle6 = Triangle de côté 6
peg-param-board-triangle7 = Triangle de côté 7
peg-param-board-triangle8 = Triangle de côté 8
peg-param-empty = Trous vides au départ
peg-param-finish = Dernier pion en (un trou, ou any)

peg-run-backtrack = L'algorithme 1 de Merand et Varkevisser : un simple retour sur trace, un arbre de toutes les positions essayées
peg-run-dead-set = L'algorithme 2 de Merand et Varkevisser : un retour sur trace qui retient les positions sans issue

peg-task-solve = Sautez jusqu'à ce qu'il ne reste qu'un pion, sur le trou demandé.
peg-task-optimal = Laissez un seul pion sur le trou demandé en le moins de coups possible : une suite de sauts d'un même pion compte pour un coup.

## worksheet (www/sheets/peg.js) : le départ, combien de sauts, où peut finir la dernière bille, une solution.
# $empty énumère les trous vides (notation : d4) ; $pegs compte les billes.
peg-sheet-start = Le départ : des billes dans tous les trous sauf { $empty } ({ $pegs ->
        [one] { $pegs } bille
       *[other] { $pegs } billes
    })
peg-sheet-jumps-question = Combien de sauts compte une solution ?
# $why est la raison donnée par le solveur.
peg-sheet-no-solution = Il n’y a pas de solution : { $why }.
peg-sheet-unknown = On ne sait pas : le solveur a abandonné ({ $why }).
peg-sheet-jumps = { $jumps ->
        [one] { $jumps } saut
       *[other] { $jumps } sauts
    } : chacun retire une bille, de { $pegs } billes à 1.
peg-sheet-finishes-question = En partant avec seulement { $hole } vide, dans quels trous la dernière bille peut-elle finir ?
peg-sheet-finishes = En { $holes }.
peg-sheet-finishes-none = Dans aucun : on ne peut pas laisser une seule bille.
peg-sheet-undecided = Le solveur n’a pas pu trancher pour { $holes } à temps.
# $finish vaut "hole" (la dernière bille doit finir en $hole) ou "anywhere".
peg-sheet-solution-question = { $finish ->
        [hole] Résous-le : écris les sauts qui laissent une bille en { $hole }, chacun sous la forme DE-À : le nom du trou que la bille quitte, puis celui du trou où elle arrive.
       *[anywhere] Résous-le : écris les sauts qui laissent une seule bille, n’importe où, chacun sous la forme DE-À : le nom du trou que la bille quitte, puis celui du trou où elle arrive.
    }
peg-sheet-solution-none = Pas de solution à donner (voir la réponse 1).
peg-sheet-note = Où peut finir la dernière bille n’est demandé que pour un départ avec un seul trou vide.
