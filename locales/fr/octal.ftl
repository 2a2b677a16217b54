## Jeu octal : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

octal-title = Jeu octal
octal-tagline = Prenez des jetons dans un tas, en le coupant parfois en deux, selon des règles qu'un code court fixe (Kayles, c'est 0.77).
octal-intro = Deux joueurs prennent à tour de rôle des jetons dans les tas, selon des règles que le code écrit ; { $misere-key ->
        [on] celui qui joue le dernier coup a perdu.
       *[other] celui qui joue le dernier coup a gagné.
    }
octal-rules = Tas : { $heaps }. { $variant-key ->
        [all] Un coup prend des jetons dans chaque tas à la fois, dans chacun comme le code { $code } le permet : ce qui reste d'un tas forme un tas, est partagé en deux ou disparaît ; si un tas ne permet aucun coup, le joueur ne peut pas jouer.
       *[other] Un coup prend des jetons dans un tas, comme le code { $code } le permet : ce qui reste du tas forme un tas, est partagé en deux ou disparaît.
    } Le chiffre du code de rang j après le point dit ce qu'un coup qui prend j jetons peut laisser du tas : rien (1), un tas (2) ou deux tas non vides (4) ; le chiffre additionne ce qui est permis (7 : l'un des trois, au choix). { $misere-key ->
        [on] Version misère : le joueur qui ne peut plus jouer a gagné.
       *[other] Le joueur qui ne peut plus jouer a perdu.
    }
octal-heading = Jeu octal { $code } avec des tas de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , tous les tas bougeant à chaque tour
    }{ $misere-key ->
        [on] , version misère
        *[other] { "" }
    }

octal-param-code = Code octal
octal-param-heaps = Tas
octal-param-misere = Misère (qui ne peut plus jouer gagne)
octal-param-variant = Tas qui bougent à chaque tour
octal-param-variant-one = Un tas par tour
octal-param-variant-all = Tous les tas à chaque tour
octal-param-first = Qui commence
octal-param-first-you = Vous
octal-param-first-computer = L’ordinateur
octal-param-upto = Table de G(n) jusqu'à n =

octal-run-recursion = La récursion d'Algorithm Games, telle quelle : un arbre de tous les appels, avec l'ensemble du mex à chacun
octal-run-memo = La même récursion mémoïsée : un graphe orienté sans cycle des positions, chacune calculée une seule fois

octal-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.
octal-task-values = Écrivez le nombre de Grundy G(n) d'un tas de chaque taille n, en commençant par le plus petit.
