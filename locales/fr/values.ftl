## Les refus du cœur d'une valeur telle qu'elle a été tapée (un réglage d'un lien, d'un
## élément ou d'un formulaire, un argument ou une ligne de la ligne de commande), communs à
## tous les jeux. $value est la valeur tapée, déjà entre guillemets ; $name est le nom d'un réglage.

value-not-whole = { $value } n'est pas un nombre entier
value-too-large = { $value } dépasse { $most }, le plus grand nombre que movelab sait lire
# $why est le refus d'une valeur de la liste $list.
value-in-list = { $why }, dans { $name } { $list }
value-heaps-too-many = la page montre au plus { $most } tas, pas { $count }
value-heap-too-large = un tas de { $heap } jetons dépasse ce que la page sait jouer : au plus { $most } (10^18)
