## The plane view of Candy Collector on a line (www/views/plane.js, plane-draw.js).

plane-title = { $title } sur une droite
plane-line-note = Ici, les sommets sont sur une droite et un trajet dure la distance entre eux ; vous partez de la position 0.
plane-first-thing = Tracez votre propre parcours en cliquant sur des boîtes, ou regardez l’optimum.
plane-how-solved = Comment on le résout
plane-theory = L’ordinateur prend les boîtes dans l’ordre du temps : le plus de bonbons qu’on peut avoir en finissant sur une boîte, ce sont les bonbons de cette boîte plus le meilleur total d’une boîte antérieure d’où on l’atteint à temps. Sur une droite, tourner le plan position-temps de 45° fait de « atteignable à temps » un quart de plan, et un arbre de Fenwick trouve vite cette meilleure boîte antérieure (Andreica et Tapus).
plane-new = Nouvel exemple
plane-export = Télécharger l’exemple (JSON)
plane-modes =
    .aria-label = Mode
plane-watch = Voir l’optimum
plane-play = Tracer mon parcours
plane-question = Combien de bonbons pouvez-vous ramasser ? Tracez votre propre parcours, ou regardez l’optimum.
plane-undo = Retirer la dernière boîte
plane-clear = Recommencer
plane-reveal = Montrer l’optimum
plane-hand-in = Rendre mon parcours
plane-canvas =
    .aria-label = Les boîtes dans le plan position-temps
plane-detail-none = Pointez une boîte, ou placez-vous sur le plan et utilisez ← et →, pour la voir.
plane-help = En largeur : la position ; en hauteur : le temps. Le cône grisé contient ce qu’on peut atteindre depuis le départ à la vitesse 1 ; les boîtes pleines sont atteignables, les creuses ne le sont pas ; le chemin coloré, une fois montré, est un parcours optimal. Touches sur le plan : ←/→ la boîte précédente ou suivante dans le temps, ↑/↓ la boîte atteignable suivante (le long du parcours une fois montré), Début la première boîte atteignable, Fin la dernière boîte, Échap efface le choix. Pour tracer votre parcours : cliquez sur une boîte (ou Entrée sur celle choisie) pour l’ajouter ou la retirer.
plane-link-refused = L’exemple du lien (m={ $m }, seed={ $seed }, span={ $span }) ne peut pas être montré : { $reason }. La page montre l’exemple par défaut à la place.
plane-plan-in-play = Les parcours se tracent en mode jeu (mode=play).
plane-not-a-box = { $text } n’est pas une boîte : les boîtes sont numérotées de 1 à { $count }.
plane-already = La boîte { $number } est déjà sur votre parcours.
plane-plan-dropped = Le parcours moves={ $moves } du lien appartient au tracé d’un parcours (mode=play) : il a été ignoré.
plane-plan-bad = Le parcours moves={ $moves } du lien n’est pas une liste de boîtes de cet exemple (des nombres de 1 à { $count }, chacun une fois, séparés par des points) : le parcours commence vide.
plane-route-boxes = boîtes { $list }
plane-route-empty = pas encore de boîte
plane-route-broken = Votre parcours : { $boxes }, { $candies ->
        [one] { $candies } bonbon
       *[other] { $candies } bonbons
    }. Il s’interrompt : { $problem } ; retirez cette boîte.
plane-route-best = Votre parcours : { $boxes }, { $candies ->
        [one] { $candies } bonbon
       *[other] { $candies } bonbons
    }, le plus possible. Bien joué !
plane-route-revealed = Votre parcours : { $boxes }, { $candies ->
        [one] { $candies } bonbon
       *[other] { $candies } bonbons
    } ; le maximum est { $best }.
plane-route-more = Votre parcours : { $boxes }, { $candies ->
        [one] { $candies } bonbon
       *[other] { $candies } bonbons
    } ; pouvez-vous en ramasser plus ? Cliquez sur des boîtes pour les ajouter.
plane-best = Le plus de bonbons : { $best }, avec { $route } des { $count } boîtes ({ $reach } sont atteignables).
plane-opening = { $count } boîtes, { $reach } atteignables. Combien de bonbons pouvez-vous ramasser ?
plane-detail = Boîte { $number } : position { $position }, instant { $time }, { $candies ->
        [one] { $candies } bonbon
       *[other] { $candies } bonbons
    } ; { $where ->
        [route] sur le parcours optimal
        [reachable] atteignable, hors du parcours montré
       *[other] hors d’atteinte depuis le départ
    }.
plane-hand-in-broken = Votre parcours s’interrompt : { $problem } ; retirez d’abord cette boîte.
plane-hand-in-empty = Votre parcours n’a pas encore de boîte : cliquez sur des boîtes pour les ajouter.
plane-axis-position = position { $lo }
plane-axis-time = instant 0
