## Jeu de Nim : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

nim-title = Jeu de Nim
nim-tagline = Prenez autant de jetons que vous voulez dans un tas ; celui qui prend le dernier jeton gagne.
nim-intro = Deux joueurs prennent à tour de rôle autant de jetons qu'ils veulent dans un seul tas ; { $misere-key ->
        [on] celui qui prend le dernier jeton a perdu.
       *[other] celui qui prend le dernier jeton a gagné.
    }
nim-rules = Tas : { $heaps }. { $variant-key ->
        [all] Un coup prend un ou plusieurs jetons dans chaque tas à la fois, donc un joueur face à un tas vide ne peut pas jouer.
       *[other] Un coup prend un ou plusieurs jetons dans un seul tas.
    } { $misere-key ->
        [on] Version misère : le joueur qui ne peut plus jouer a gagné.
       *[other] Le joueur qui ne peut plus jouer a perdu.
    }
nim-heading = Jeu de Nim avec des tas de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , tous les tas bougeant à chaque tour
    }{ $misere-key ->
        [on] , version misère
        *[other] { "" }
    }

nim-param-heaps = Tas
nim-param-misere = Misère (qui prend le dernier perd)
nim-param-variant = Tas qui bougent à chaque tour
nim-param-variant-one = Un tas par tour
nim-param-variant-all = Tous les tas à chaque tour
nim-param-first = Qui commence
nim-param-first-you = Vous
nim-param-first-computer = L’ordinateur

nim-run-recursion = La récursion d'Algorithm Games, telle quelle : un arbre de tous les appels, avec l'ensemble du mex à chacun
nim-run-memo = La même récursion mémoïsée : un graphe orienté sans cycle des positions, chacune calculée une seule fois

nim-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.
nim-task-values = Écrivez le nombre de Grundy G(n) d'un tas de chaque taille n, en commençant par le plus petit.

## play: the explorer's notes (core/src/nim/versus.rs).
nim-note = Un tas de n jetons vaut n ; la valeur d'une position est le xor (ou exclusif) de ses tas (Bouton).
nim-note-misere = Nim misère : jouez comme au jeu de Nim normal jusqu'au coup qui ne laisserait que des tas de 0 ou 1 jeton, puis laissez un nombre impair de tas de 1 (Bouton).

## The heaps refused (core/src/nim `check_heaps`).
nim-heaps-count = une partie de Nim se joue avec 1 à { $most } tas, pas { $count }
nim-heap-too-large = un tas a au plus { $most } jetons (2^62), pas { $heap }
