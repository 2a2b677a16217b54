## Automate d'échange : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

automaton-title = Automate d'échange
automaton-tagline = Chaque 01 devient 10 en même temps, jusqu'à ce que les 1 soient tous à gauche.
automaton-intro = Une rangée de 0 et de 1 : à chaque étape, chaque 1 qui a un 0 juste à sa gauche échange sa place avec lui, jusqu'à ce que tous les 1 soient à gauche.
automaton-rules = Une rangée de cases. À chaque étape, chaque paire voisine 01 devient 10, toutes en même temps ; la rangée ne change plus quand tous les 1 sont à gauche.
automaton-heading = Automate d'échange sur { $random-key ->
        [0] la rangée { $cells-text }
        [1] une rangée aléatoire d'une case (graine { $seed })
        *[other] une rangée aléatoire de { $random } cases (graine { $seed })
    }

automaton-param-cells = Cases (0 et 1)
automaton-param-random = Rangée aléatoire de ce nombre de cases (0 : les cases ci-dessus)
automaton-param-seed = Graine de la rangée aléatoire

automaton-run-stack = La méthode en O(n) d'Andreica et Tapus : une pile d'actions (totalWaits, nextWait), au lieu de la simulation pas à pas

automaton-task-predict = Trouvez la rangée après quelques étapes, case par case, avant que le diagramme ne la montre.

## worksheet (www/sheets/automaton.js) : la rangée de départ, les suivantes, quand elle se fige.
# $row est une rangée de cellules (notation : 0 et 1).
automaton-sheet-too-long = la rangée d’une fiche a au plus { $most } cellules, pas { $cells }
automaton-sheet-start = La rangée de départ : { $row }
automaton-sheet-rows-question = { $steps ->
        [one] Écrivez la rangée après la première étape.
       *[other] Écrivez la rangée après chacune des { $steps } premières étapes, une rangée par ligne.
    }
automaton-sheet-stable-question = Après combien d’étapes la rangée ne change-t-elle plus, et que vaut-elle alors ?
automaton-sheet-after = après { $step } : { $row }
automaton-sheet-stable = { $steps ->
        [one] Après { $steps } étape : { $row } (tous les 1 à gauche).
       *[other] Après { $steps } étapes : { $row } (tous les 1 à gauche).
    }
automaton-sheet-note = La rangée de départ : { $row } (cellules numérotées à partir de 1 à gauche).

## play: refusals of a row (core/src/automaton, web/src/automaton.rs, the command line).
automaton-row-empty = la rangée de cases est vide : donnez au moins un 0 ou un 1
automaton-row-too-long = la rangée a { $length } caractères, plus que la limite de { $max } cases
automaton-row-cell = la case { $cell } est « { $found } » : une case vaut 0 ou 1
automaton-row-link-limit = une rangée tapée a au plus { $max } cases, pas { $cells }, pour que son lien marche sur tout serveur ; une rangée au hasard peut en avoir jusqu’à { $random }
automaton-random-empty = une rangée au hasard a besoin d’au moins 1 case
## The stack method's recorded run (core/src/automaton/runs.rs, show=stack): what each step
## did. totalWaits and nextWait are the paper's names and stay as they are; $cell is a cell's
## number, $gap the free cells between two ones, $waits how often the one before waits.
automaton-run-title-stack = La méthode de la pile d'Andreica et Tapus : les actions de chaque 1 d'après celles du précédent
automaton-run-too-wide = L'exécution de la méthode de la pile prend des lignes d'au plus { $most } cases (elle dessine en dessous chaque ligne de la simulation directe), et non { $cells }.
# $kind: wait or moves; $moves how many moves.
automaton-run-entry = { $kind ->
        [wait] une attente
       *[moves] { $moves } { $moves ->
            [one] déplacement
           *[other] déplacements
        }
    }
automaton-run-take-first = Le premier 1, case { $cell } : rien à sa gauche ne le fait attendre.
automaton-run-take-straight = Le 1 de la case { $cell } : les 1 précédents ne bougent jamais, il va donc directement à sa place.
automaton-run-take-never-catches = Le 1 de la case { $cell } : { $gap } { $gap ->
        [one] case libre
       *[other] cases libres
    } jusqu'au précédent, qui attend { $waits } { $waits ->
        [one] fois
       *[other] fois
    } en tout (totalWaits) : il ne le rattrape donc jamais.
automaton-run-take-behind = Le 1 de la case { $cell } : juste derrière le précédent, il attend donc une fois, puis fait comme lui.
automaton-run-take-catches = Le 1 de la case { $cell } : { $gap } { $gap ->
        [one] case libre
       *[other] cases libres
    } jusqu'au précédent, qui attend { $waits } { $waits ->
        [one] fois
       *[other] fois
    } en tout : il le rattrape à l'attente numéro { $gap } de celui-ci en partant du sommet (nextWait, d'attente en attente).
# $entry is automaton-run-entry worded; $total the entry's totalWaits.
automaton-run-pop = On dépile { $entry } (totalWaits { $total }).
# $next is the entry nextWait points to, counted from the bottom, or 0 for none.
automaton-run-push = On empile { $entry } : totalWaits { $total }, nextWait { $next ->
        [0] aucune
       *[other] entrée { $next }
    }.
# $waits: none, one (one step) or several; $at lists the steps (3, 5–7).
automaton-run-home = Le 1 de la case { $cell } arrive à la case { $home } après { $steps } { $steps ->
        [one] étape
       *[other] étapes
    }{ $waits ->
        [none] { "" }
        [one] , en attendant à l'étape { $at }
       *[several] , en attendant aux étapes { $at }
    }.
automaton-run-answer = La ligne est stable après { $steps } { $steps ->
        [one] étape
       *[other] étapes
    } : { $row }.
automaton-run-total-plain = simulation directe : { $steps } étapes sur { $cells } cases, { $visited } cases visitées
automaton-run-total-stack = méthode de la pile : { $pushes } { $pushes ->
        [one] empilement
       *[other] empilements
    } et { $pops } { $pops ->
        [one] dépilement
       *[other] dépilements
    }
