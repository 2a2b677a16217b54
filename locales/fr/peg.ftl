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
        [hole] Résolvez-le : écrivez les sauts qui laissent une bille en { $hole }, chacun sous la forme DE-À : le nom du trou que la bille quitte, puis celui du trou où elle arrive.
       *[anywhere] Résolvez-le : écrivez les sauts qui laissent une seule bille, n’importe où, chacun sous la forme DE-À : le nom du trou que la bille quitte, puis celui du trou où elle arrive.
    }
peg-sheet-solution-none = Pas de solution à donner (voir la réponse 1).
peg-sheet-note = Où peut finir la dernière bille n’est demandé que pour un départ avec un seul trou vide.

## play: peg solitaire on the page (www/views/grid-peg.js) and the core's facts of it (core/src/peg: reason.rs, rules.rs, session/)

peg-how-solved = Le solveur essaie les sauts un par un, en se souvenant des positions qu’il sait déjà sans issue. Deux idées lui permettent de prouver qu’un départ est sans issue sans tout essayer. Les classes de positions : on colorie les trous en diagonale avec trois couleurs ; chaque saut change d’une unité le nombre de fiches de chaque couleur, donc les parités de ces nombres ne changent jamais (la règle de trois de Conway), et une fin avec les mauvaises parités est impossible à atteindre. Les fonctions pagodes : on donne à chaque trou un poids tel qu’aucun saut ne peut augmenter le poids total des fiches ; si le départ pèse moins que la fin, aucune suite de sauts n’y mène.
peg-play-board = Plateau
peg-play-finish = Dernière fiche en
peg-play-modes =
    .aria-label = Mode
peg-play-watch-mode = Regarder le solveur
peg-play-play-mode = Jouer soi-même
peg-play-atlas-mode = Où peut-on finir ?
peg-play-solve = Résoudre
peg-play-jump-unit = Saut
peg-play-solution-jumps = Les sauts de la solution
peg-play-restart = Recommencer
peg-play-hint = Indice
peg-play-board-name = { $board ->
        [english] Anglais
        [french] Français
        [wiegleb] Wiegleb
        [diamond] Losange
        [triangle4] Triangle de côté 4
        [triangle5] Triangle de côté 5
        [triangle6] Triangle de côté 6
        [triangle7] Triangle de côté 7
       *[triangle8] Triangle de côté 8
    }
peg-play-title = Solitaire : { $board ->
        [english] le plateau anglais
        [french] le plateau français
        [wiegleb] le plateau de Wiegleb
        [diamond] le plateau en losange
        [triangle4] un triangle de côté 4
        [triangle5] un triangle de côté 5
        [triangle6] un triangle de côté 6
        [triangle7] un triangle de côté 7
       *[triangle8] un triangle de côté 8
    }
peg-play-board-label = { $board ->
        [english] Le plateau anglais
        [french] Le plateau français
        [wiegleb] Le plateau de Wiegleb
        [diamond] Le plateau en losange
        [triangle4] Le triangle de côté 4
        [triangle5] Le triangle de côté 5
        [triangle6] Le triangle de côté 6
        [triangle7] Le triangle de côté 7
       *[triangle8] Le triangle de côté 8
    } : { $pegs ->
        [one] 1 fiche
       *[other] { $pegs } fiches
    }, { $step ->
        [one] 1 saut joué
       *[other] { $step } sauts joués
    }{ $solved ->
        [true] , résolu
       *[false] {""}
    }.
peg-play-any-hole = n’importe quel trou
peg-play-no-hole = aucun
peg-play-any-of-them = n’importe lequel d’entre eux
peg-play-command-watch-only = En mode jeu, il n’y a pas de solution à { $what ->
        [play] jouer
       *[other] parcourir
    } ; passez d’abord en mode=watch.
peg-play-command-step = Le pas de la commande doit être un nombre entier de 0 à { $total }, pas { $step }.
peg-play-command-play-only = Les sauts se jouent en mode jeu (mode=play).
peg-play-command-not-jump = { $text } n’est pas un saut de ce plateau, écrit trou de départ-trou d’arrivée (d2-d4).
peg-play-cannot-show = La page ne peut pas montrer { $board ->
        [english] le plateau anglais
        [french] le plateau français
        [wiegleb] le plateau de Wiegleb
        [diamond] le plateau en losange
        [triangle4] le triangle de côté 4
        [triangle5] le triangle de côté 5
        [triangle6] le triangle de côté 6
        [triangle7] le triangle de côté 7
        [triangle8] le triangle de côté 8
       *[other] board={ $board }
    } avec empty={ $empty } et finish={ $finish } : { $why }. Elle montre à la place le problème par défaut.
peg-play-optimal-refused = La tâche task=optimal du lien ne peut pas être notée sur ce problème : le plus petit nombre de coups n’a pas pu être calculé ({ $why }). La page montre le jeu sans tâche.
peg-play-fewest-working = Calcul du plus petit nombre de coups, pour noter votre solution…
peg-play-solved-fewest-working = Résolu. Calcul du plus petit nombre de coups, pour la noter…
peg-play-help = { $mode ->
        [play] Cliquez sur une fiche, puis sur le trou où elle saute. Sur le plateau : les flèches déplacent l’anneau, Entrée ou Espace choisit, Échap annule ; Ctrl+Z annule le dernier saut.
        [atlas] Cliquez sur le trou à laisser vide au départ (ou, sur le plateau : flèches, puis Entrée ou Espace) ; les anneaux marquent chaque trou où la dernière fiche peut finir.
       *[watch] Cliquez sur un trou (ou, sur le plateau : flèches, puis Entrée ou Espace) pour le vider ou le remplir avant le premier saut. Touches ailleurs sur la page : ←/→ avancer ou reculer d’un saut, Début/Fin, Espace lance ou met en pause.
    }
peg-play-moves-dropped = Les coups moves={ $moves } du lien sont les sauts d’une partie en mode jeu (mode=play) : ils ont été ignorés.
peg-play-start = { $pegs } fiches ; vides au départ : { $holes ->
        [0] aucun
       *[other] { $empty }
    } ; la dernière fiche doit finir { $finish ->
        [any] dans n’importe quel trou
       *[other] en { $finish }
    }. Cliquez sur des trous pour changer le départ, puis sur Résoudre.
peg-play-no-solution = Ce départ n’a pas de solution : { $why }.
peg-play-undecided = La page n’a pas pu trancher pour ce départ : { $why }. La ligne de commande (movelab peg) cherche plus loin.
peg-play-solve-stopped = { $decided ->
        [true] Tranché
       *[false] Arrêté
    } après { $ms } ms.
peg-play-no-solution-said = Pas de solution : { $why }.
peg-play-undecided-said = La page n’a pas pu trancher pour ce départ.
peg-play-solving-elsewhere = Recherche d’une solution en cours, sur un second fil : la page reste libre pendant ce temps.
peg-play-solving-elsewhere-said = Recherche d’une solution en cours.
peg-play-solved-in = Résolu en { $ms } ms : { $jumps ->
        [one] 1 saut
       *[other] { $jumps } sauts
    }.
peg-play-solution = Une solution en { $jumps ->
        [one] 1 saut
       *[other] { $jumps } sauts
    }. Parcourez-la pas à pas ou appuyez sur lecture.
peg-play-solution-said = Résolu : { $jumps ->
        [one] 1 saut
       *[other] { $jumps } sauts
    }.
peg-play-the-start = Le départ.
peg-play-jump-of = Saut { $k } sur { $total } : { $jump }.
peg-play-solved-after = Résolu : il reste une seule fiche, après { $jumps ->
        [one] 1 saut
       *[other] { $jumps } sauts
    }.
peg-play-back-to-start = Revenez au départ (Début) pour changer les trous vides.
peg-play-refused = { $why }.
peg-play-toggled = { $peg ->
        [true] { $hole } a maintenant une fiche.
       *[false] { $hole } est maintenant vide.
    }
peg-play-back-at-start = Retour au départ.
peg-play-nothing-to-undo = Rien à annuler.
peg-play-took-back = Saut { $jump } annulé.
peg-play-link-not-jump = ce n’est pas un saut entre deux trous de ce plateau, écrit comme d2-d4
peg-play-link-jumps-dropped = Les coups moves={ $moves } du lien n’ont pas tous pu être rejoués : { $jump } : { $why }. La partie reprend au saut d’avant.
peg-play-took-back-loss = { $jumps ->
        [one] 1 saut annulé
       *[other] { $jumps } sauts annulés
    } : la partie peut de nouveau être gagnée.
peg-play-choose-peg = Choisissez une fiche à déplacer.
peg-play-hole-empty = { $hole } est vide : choisissez une fiche à déplacer.
peg-play-peg-chosen = { $hole } choisi : maintenant, le trou où la fiche saute.
peg-play-still-searching = On cherche encore si la partie peut être gagnée ({ $how })…
peg-play-verdict = { $verdict ->
        [solvable] Encore soluble.
        [unsolvable] Plus soluble : { $why }.
       *[unknown] Inconnu : { $why }.
    }
peg-play-lost-since = Perdu depuis le saut { $jump } :
peg-play-undo-jumps = { $jumps ->
        [one] Annuler 1 saut
       *[other] Annuler { $jumps } sauts
    }
peg-play-start-pegs = Le départ : { $pegs } fiches.
peg-play-jumped = { $jump }.
peg-play-won = Résolu en { $jumps ->
        [one] 1 saut
       *[other] { $jumps } sauts
    } : il reste une seule fiche, là où il faut.
peg-play-stuck = Plus aucun saut possible : { $pegs ->
        [one] il reste 1 fiche
       *[other] il reste { $pegs } fiches
    }, ce n’est pas la fin voulue. Annulez ou recommencez.
peg-play-hint-searching = Indice : recherche d’un saut gagnant…
peg-play-hint-text = Indice : { $jump } ({ $notation }).
peg-play-hint-said = Indice : { $jump }.
peg-play-atlas-working = Calcul des trous où la dernière fiche peut finir quand { $hole } est vide…
peg-play-atlas-question = Où la dernière fiche peut-elle finir quand { $hole } est vide ?
peg-play-atlas-answered = Où la dernière fiche peut-elle finir quand { $hole } est vide ? Les anneaux sur le plateau le montrent.
peg-play-atlas-ends = Quand { $hole } est vide, { $count ->
        [0] aucune suite de sauts ne laisse une seule fiche, où que ce soit{ $waiting ->
            [true] {" "}pour l’instant
           *[false] {""}
        }.
        [one] la dernière fiche peut finir en { $ends }{ $waiting ->
            [true] {" "}pour l’instant
           *[false] {""}
        } : { $ends }.
       *[other] la dernière fiche peut finir dans { $count } trous{ $waiting ->
            [true] {" "}pour l’instant
           *[false] {""}
        } : { $ends }.
    }
peg-play-atlas-not-all = Certains trous n’ont pas encore été explorés : choisissez de nouveau { $hole } pour continuer.
peg-play-atlas-unsettled = { $verdict ->
        [undecided] Pas tranché pour { $holes } : la recherche de la page s’est arrêtée à sa limite (`movelab peg --atlas` en ligne de commande cherche plus loin).
       *[unsearched] Pas encore exploré : { $holes } (la page cherche environ une seconde par clic).
    }
peg-play-atlas-not = Impossible { $these ->
        [one] en { $holes }
        [other] dans les { $count } autres trous ({ $holes })
       *[these] dans ces { $count } trous ({ $holes })
    } : { $why }.
peg-jump-said = { $from } saute par-dessus { $over } jusqu’en { $to }
peg-searched-so-far = { $positions } positions explorées jusqu’ici
peg-hint-solved = Le casse-tête est résolu : aucun saut n’est nécessaire
peg-hint-none = Aucun saut ne gagne d’ici : { $why }
peg-hint-unknown = On ne sait pas d’ici : { $why }
peg-hint-searching = Recherche en cours à partir d’ici ({ $positions } positions jusqu’ici) : redemandez dans un instant
peg-start-fixed = Le départ ne peut être changé qu’avant le premier saut
peg-hole-off-board = Ce trou est hors du plateau
peg-jumps-do-not-finish = ces { $jumps } sauts ne résolvent pas ce problème
peg-step-range = le pas doit aller de 0 à { $most }, pas { $step }
peg-no-line = aucune suite de sauts ne résout ce départ
peg-no-solution = pas de solution : { $why }
peg-undecided = pas tranché : { $why }
peg-jump-off-board = un saut nomme un trou hors du plateau
peg-not-a-jump = { $jump } n’est pas un saut
peg-hole-is-empty = { $hole } est vide
peg-hole-holds-peg = { $hole } contient une fiche
peg-not-a-hole = { $hole } n’est pas un trou { $board ->
        [english] du plateau anglais
        [french] du plateau français
        [wiegleb] du plateau de Wiegleb
        [diamond] du plateau en losange
        [triangle4] du triangle de côté 4
        [triangle5] du triangle de côté 5
        [triangle6] du triangle de côté 6
        [triangle7] du triangle de côté 7
       *[triangle8] du triangle de côté 8
    }
peg-hole-name-empty = un nom de trou est vide
peg-listed-twice = { $hole } figure deux fois parmi les trous vides
peg-no-board = il n’y a pas de plateau de ce nom
peg-why-and-then = { $first } ; { $more }
peg-why-classes = le départ et une dernière fiche en { $hole } sont dans des classes de positions différentes, et aucun saut ne change la classe d’une position (la règle de trois de Conway)
peg-why-classes-any = aucune fiche seule n’est dans la classe de positions du départ, et aucun saut ne change la classe d’une position (la règle de trois de Conway)
peg-why-pagoda = une fonction pagode (une pondération des trous qu’aucun saut ne peut augmenter) donne au départ un poids plus petit qu’à la fin, donc aucune suite de sauts n’y mène
peg-why-weight = { $start } contre { $finish } en { $holes }
peg-why-weighed = une fonction pagode (une pondération des trous qu’aucun saut ne peut augmenter), trouvée par programmation linéaire, donne au départ un poids plus petit qu’à la fin ({ $each }), donc aucune suite de sauts n’y mène
peg-why-finish-on = une dernière fiche en { $hole } : { $why }
peg-why-every-finish = aucun trou où la dernière fiche pourrait finir n’est accessible ({ $each }) ; tous les autres trous sont dans une autre classe de positions, et aucun saut ne change la classe d’une position (la règle de trois de Conway)
peg-why-tried = toutes les positions accessibles d’ici ont été essayées ({ $positions }, les images miroir comptées une fois{ $cut ->
        [0] {""}
        [one] , dont une écartée par une fonction pagode (une pondération des trous qu’aucun saut ne peut augmenter)
       *[other] , dont { $cut } écartées par des fonctions pagodes (des pondérations des trous qu’aucun saut ne peut augmenter)
    }){ $back ->
        [yes] ; aucune n’atteint la fin ni l’une des { $layer } positions à { $pegs } fiches qui y mènent
       *[no] {" "}et aucune n’atteint la fin
    }
peg-why-tried-all = toutes les positions accessibles d’ici ont été essayées (les images miroir comptées une fois){ $back ->
        [yes] ; aucune n’atteint la fin ni l’une des { $layer } positions à { $pegs } fiches qui y mènent
       *[no] {" "}et aucune n’atteint la fin
    }
peg-why-backwards = en remontant depuis la fin, les { $positions } positions à { $pegs } fiches qui y mènent ne comprennent pas celle-ci
peg-why-meet-none = toutes les suites ont été suivies depuis les deux bouts ({ $positions } positions, les images miroir comptées une fois) : aucune position à { $pegs } fiches ne vient du départ tout en pouvant encore atteindre la fin
peg-why-meet = toutes les suites ont été suivies depuis les deux bouts : { $forward } positions à { $pegs } fiches viennent du départ et { $backward } à { $fewer } fiches peuvent encore atteindre la fin (les images miroir comptées une fois, les autres écartées par des fonctions pagodes, des pondérations des trous qu’aucun saut ne peut augmenter), et aucun saut ne mène des premières aux secondes
peg-why-recorded = toutes les suites ont été suivies depuis les deux bouts, une fois, par un calcul de plusieurs heures qui gardait ses positions sur disque : { $forward } positions à { $pegs } fiches viennent du départ et { $backward } à { $fewer } fiches peuvent encore atteindre la fin (les images miroir comptées une fois, les autres écartées par des fonctions pagodes, des pondérations des trous qu’aucun saut ne peut augmenter), et aucun saut ne mène des premières aux secondes. Le calcul est consigné : { $command } le refait, et { $digests } garde le nombre et la somme de contrôle de chaque étape pour comparer
peg-why-stopped = la recherche de la page s’est arrêtée avant de trouver une réponse, pour que la page reste rapide ; essayez une position avec moins de fiches

## The limits of the fewest-moves search and of the count, and the atlas's proofs carried over
peg-fewest-held = la recherche du plus petit nombre de coups a gardé { $positions } positions, sa limite, sans trouver de réponse (elle a prouvé qu’une solution demande au moins { $moves } { $moves ->
        [one] coup
       *[other] coups
    })
peg-count-held = le dénombrement garderait plus de { $positions } positions, la limite
peg-count-past-128 = le nombre dépasse 2^128, la limite
peg-search-broken = la recherche a enfreint l’une de ses propres règles ({ $invariant }) : c’est une erreur de movelab
## The rules of the meeting search that only a bug breaks ($invariant of peg-search-broken).
peg-invariant-not-one-move = deux positions voisines de la ligne trouvée ne sont pas à un coup l’une de l’autre
peg-invariant-meet-not-held = la position où les deux recherches se rejoignent n’est gardée par aucune des deux
peg-invariant-no-nearer = une position gardée n’a aucune voisine dans la couche plus proche de son extrémité
peg-invariant-quick-line-lost = une ligne a été trouvée, mais la recherche limitée à son nombre de coups n’en trouve aucune, pas même celle-là
peg-atlas-shown-for = { $why } (démontré pour { $vacancy } vers { $finish }, le même problème à une symétrie et un renversement près)
