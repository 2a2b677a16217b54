## La fiche imprimable de chaque jeu (www/worksheet.js, www/worksheet.html) : son cadre,
## les fiches des rangées de pions et des jeux de tas. Les questions propres à chaque jeu
## sont dans son fichier.

worksheet-title = Fiche d’exercices movelab
worksheet-print = Imprimer cette fiche
worksheet-paper = Mise en page pour le papier A4 et Letter.
worksheet-name = Nom :
worksheet-date = Date :
worksheet-loading = Chargement du solveur…
worksheet-answers = Corrigé
worksheet-footer = movelab · chaque réponse est celle du solveur.
# Le titre de l’onglet : $heading est le jeu et ses réglages en mots.
worksheet-page-title = Fiche : { $heading } · movelab
worksheet-failed = La fiche n’a pas pu être faite : { $reason }
worksheet-none = « { $game } » n’a pas encore de fiche.
worksheet-solving = Résolution : { $heading }…
worksheet-no-sheet = Pas de fiche pour { $heading } : { $reason }. Cette fiche montre « { $game } » avec ses réglages par défaut.

## La fiche des rangées de pions : les premiers coups dessinés, un tableau pour la suite.
worksheet-first-title = Les premiers coups
worksheet-first-key = La case grisée est vide ; le pion entouré est celui qui joue ensuite.
worksheet-rest-title = À vous : la suite des coups
worksheet-col-step = Étape
worksheet-col-square = Case du coup
# Une case d’un plateau dessiné, pour un lecteur d’écran.
worksheet-square = { $kind ->
        [black] noir
        [white] blanc
       *[empty] vide
    }
# $squares énumère les cases (worksheet-square), de gauche à droite.
worksheet-squares-label = Cases 0 à { $last } : { $squares }
worksheet-too-large = Une fiche est faite pour des plateaux d’au plus { $squares } cases et { $moves } coups ; { $heading } compte { $board-squares } cases et { $board-moves } coups : cette fiche montre donc « { $game } » avec ses réglages par défaut.
worksheet-start = Départ
worksheet-after-move = Après le coup { $move } (case { $square })
worksheet-rest-note = Écrivez la case de chaque coup, des étapes { $from } à { $last }. Vérifiez : le dernier plateau est le but.
worksheet-rest-none = Les dessins ci-dessus forment toute la solution.
# $rules est la règle du jeu ; $writing la façon d’écrire un coup (notation du jeu).
worksheet-row-rules = { $rules } Écrivez un coup sous la forme { $writing }. La meilleure solution prend { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
worksheet-solution-asked = Les coups de la meilleure solution, depuis le départ :
worksheet-footer-row = movelab · la solution optimale compte { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.

## La fiche des jeux de tas : un tableau de valeurs à compléter.
worksheet-heap-title = À vous : complétez le tableau
# $label nomme la ligne du tableau (une sorte de tas), $last la dernière taille de tas.
worksheet-values-caption = { $label }, n = 0 à { $last }
worksheet-refused = Ces réglages de « { $game } » ont été refusés : { $reason }. La fiche utilise les réglages par défaut.
worksheet-meaning-grundy = Le nombre de Grundy G(n) d’un tas de n jetons est le plus petit nombre entier (0, 1, 2, …) qui n’est pas la valeur d’une position atteignable en un coup (une position de plusieurs tas vaut la somme de Nim de leurs valeurs) ; une position est perdante pour le joueur qui doit jouer exactement quand sa valeur est 0.
worksheet-meaning-win = Une valeur vaut 1 quand le joueur qui doit jouer gagne et 0 quand il perd, face à un jeu parfait : 1 exactement quand un coup mène à un 0.
# $meaning est l’une des deux phrases ci-dessus ; $note la remarque du jeu sur ses valeurs.
worksheet-heap-note = { $meaning } { $note } Complétez chaque case vide ; { $given ->
        [one] la première valeur est donnée
       *[other] les { $given } premières valeurs sont données
    }.
worksheet-winning-question = Depuis le départ, quels premiers coups gagnent ?
worksheet-winning-none = Aucun : le joueur qui doit jouer perd face à un jeu parfait, quoi qu’il fasse.
# $moves énumère les premiers coups gagnants (notation) ; $more compte ceux laissés de côté.
worksheet-winning = { $more ->
        [0] { $moves }.
        [one] { $moves }, et { $more } autre.
       *[other] { $moves }, et { $more } autres.
    }
worksheet-footer-values = movelab · les valeurs sont celles du solveur (movelab grundy).
