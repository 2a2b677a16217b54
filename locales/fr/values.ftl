## Les refus du cœur d'une valeur telle qu'elle a été tapée (un réglage d'un lien, d'un
## élément ou d'un formulaire, un argument ou une ligne de la ligne de commande), communs à
## tous les jeux. $value est la valeur tapée, déjà entre guillemets ; $name est le nom d'un réglage.

value-not-whole = { $value } n'est pas un nombre entier
value-too-large = { $value } dépasse { $most }, le plus grand nombre que movelab sait lire
# $why est le refus d'une valeur de la liste $list.
value-in-list = { $why }, dans { $name } { $list }
value-heaps-too-many = la page montre au plus { $most } tas, pas { $count }
value-heap-too-large = un tas de { $heap } jetons dépasse ce que la page sait jouer : au plus { $most } (10^18)

# Un appel de la page que le module de son jeu ne prend pas ($call : `play.index`, `act` ;
# $value : ce qu'il a reçu, entre guillemets) : une erreur de la page.
page-bad-call = la page a demandé à son jeu une chose qu'il ne prend pas ({ $call } = { $value }) : c'est une erreur de la page de movelab, pas de votre partie

# A number the page gave its game that is not whole or out of range (web/src/lib.rs `whole`,
# `page_whole`): a setting of a link ($name as the link writes it: `n`, `size`) or a field
# of the page's own call. $lo and $hi are the range; $value is the number as given.
boards-value-not-whole = { $name } doit être un nombre entier de { $lo } à { $hi }, pas { $value }
boards-value-range = { $name } doit aller de { $lo } à { $hi }, pas { $value }
boards-no-parameter = ce jeu n’a pas de paramètre entier { $name }
