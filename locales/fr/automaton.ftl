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
