## Jeu de soustraction : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

subtraction-title = Jeu de soustraction
subtraction-tagline = Prenez dans un tas l'une des quantités permises ; celui qui prend le dernier jeton gagne.
subtraction-intro = Deux joueurs prennent à tour de rôle des jetons dans un tas, mais seulement les quantités permises ; { $misere-key ->
        [on] celui qui prend le dernier jeton a perdu.
       *[other] celui qui prend le dernier jeton a gagné.
    }
subtraction-rules = Un seul tas de { $heap } jetons. Un coup y prend { $set-or } jetons. { $misere-key ->
        [on] Version misère : le joueur qui ne peut plus jouer a gagné.
       *[other] Le joueur qui ne peut plus jouer a perdu.
    }
subtraction-heading = Jeu de soustraction où l'on prend { $set-or } dans un tas de { $heap }{ $misere-key ->
        [on] , version misère
        *[other] { "" }
    }

subtraction-param-set = Quantités que l'on peut prendre
subtraction-param-heap = Tas (jusqu'à 10^18)
subtraction-param-misere = Misère (qui prend le dernier perd)
subtraction-param-first = Qui commence
subtraction-param-first-you = Vous
subtraction-param-first-computer = L’ordinateur
subtraction-param-upto = Table de G(n) jusqu'à n =

subtraction-run-recursion = La récursion d'Algorithm Games, telle quelle : un arbre de tous les appels, avec l'ensemble du mex à chacun
subtraction-run-memo = La même récursion mémoïsée : un graphe orienté sans cycle des positions, chacune calculée une seule fois

subtraction-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.
subtraction-task-values = Écrivez le nombre de Grundy G(n) d'un tas de chaque taille n, en commençant par le plus petit.

## play: the explorer's certificate and notes, and the heaps the page refuses
## (core/src/subtraction). $checked is the period's own sentence (period-checked).
subtraction-certificate = La règle de la fenêtre : le plus grand retrait est { $largest }, donc une valeur ne dépend que des { $largest } valeurs qui la précèdent, et { $largest } valeurs égales à la suite après la prépériode se répètent indéfiniment. { $checked }
subtraction-no-period = Aucune période n'est certifiée par la règle de la fenêtre jusqu'à n = { $upto }.
subtraction-no-period-for-heap = aucune période de l'ensemble { $set } n'est certifiée par la règle de la fenêtre jusqu'au tas { $looked }, aussi loin que la page cherche, et le tas { $heap } est au-delà : sa valeur n'est donc pas connue
subtraction-table-limit = une table d'un jeu de soustraction va jusqu'au tas { $most }, pas { $upto }

## Les refus d'un ensemble de soustraction.
subtraction-set-size = un ensemble a de 1 à { $most } quantités, pas { $count }
subtraction-amount-range = la quantité { $amount } n'est pas comprise entre 1 et { $most }
