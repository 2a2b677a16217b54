## Jeu de Grundy : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

grundys-title = Jeu de Grundy
grundys-tagline = Partager un tas en deux tas inégaux ; les tas de 1 et de 2 sont bloqués.
grundys-intro = Deux joueurs partagent à tour de rôle un tas en deux tas de tailles différentes ; celui qui ne peut plus partager de tas a perdu.
grundys-rules = Tas : { $heaps }. { $variant-key ->
        [all] Un coup partage tous les tas à la fois, chacun en deux tas non vides de tailles différentes ; les tas de 1 et de 2 ne peuvent pas être partagés, donc un joueur qui en a un devant lui ne peut pas jouer.
       *[other] Un coup partage un tas en deux tas non vides de tailles différentes, donc les tas de 1 et de 2 ne peuvent pas être partagés.
    } Le joueur qui ne peut plus jouer a perdu.
grundys-heading = Jeu de Grundy avec des tas de { $heaps }{ $variant-key ->
        [one] { "" }
        *[other] , tous les tas bougeant à chaque tour
    }

grundys-param-heaps = Tas
grundys-param-variant = Tas qui bougent à chaque tour
grundys-param-variant-one = Un tas par tour
grundys-param-variant-all = Tous les tas à chaque tour
grundys-param-first = Qui commence
grundys-param-first-you = Vous
grundys-param-first-computer = L’ordinateur
grundys-param-upto = Table de G(n) jusqu'à n =

grundys-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.
grundys-task-values = Écrivez le nombre de Grundy G(n) d'un tas de chaque taille n, en commençant par le plus petit.

## play: the explorer's note (core/src/grundys/versus.rs).
grundys-note = Aucune période n'est connue pour le jeu de Grundy (on conjecture qu'il devient périodique, mais aucune n'est apparue dans des valeurs calculées bien au-delà de cette table) : aucune n'est donc certifiée, et les tas se jouent jeton par jeton.

## A table asked past the largest it makes (core/src/grundys/mod.rs `Grundys::new`).
grundys-table-limit = une table du jeu de Grundy va jusqu’au tas { $most } (une table prend 4 octets par tas, 1 Gio à la limite), pas { $upto }
