## K d'affilée : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

kinrow-title = K d'affilée
kinrow-tagline = Occuper K cases vides consécutives ; qui ne le peut pas a perdu.
kinrow-intro = Deux joueurs couvrent à tour de rôle { $k ->
        [one] { $k } case vide
       *[other] { $k } cases vides côte à côte
    } ; celui qui ne trouve plus de place a perdu.
kinrow-rules = { $n } { $n ->
        [one] case vide
       *[other] cases vides
    } en ligne. Un coup occupe { $k } { $k ->
        [one] case vide
       *[other] cases vides consécutives
    }. Le joueur qui ne peut plus jouer a perdu.
kinrow-heading = { $k } d'affilée sur { $n } { $n ->
        [one] case vide
       *[other] cases vides
    }

kinrow-param-n = Cases (N)
kinrow-param-k = Cases par coup (K)
kinrow-param-first = Qui commence
kinrow-param-first-you = Vous
kinrow-param-first-computer = L’ordinateur

kinrow-run-table = La table des mex d'Andreica et Tapus : la valeur de chaque suite de cases vides, selon sa longueur

kinrow-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.
## K in a row's recorded run (core/src/kinrow/runs.rs, show=table).
kinrow-run-title-table = La table des mex de K d'affilée, suite par suite
kinrow-run-answer-table = Les valeurs des suites de 0 à { $n } cases vides avec K = { $k }.
