## Ramasser un nombre pair : ce qu'en disent la page, l'élément, la fiche et la ligne de commande.

parity-title = Ramasser un nombre pair
parity-tagline = Prendre de 1 à K objets ; le joueur qui finit avec un total pair gagne.
parity-intro = Deux joueurs prennent à tour de rôle quelques objets dans un tas et gardent ce qu'ils prennent ; { $odd-key ->
        [on] le premier joueur veut un nombre impair à la fin.
       *[other] le premier joueur veut un nombre pair à la fin.
    }
parity-rules = Un tas de { $n } { $n ->
        [one] objet
       *[other] objets
    }. Les joueurs retirent à tour de rôle { $k ->
        [1] 1 objet
       *[other] de 1 à { $k } objets
    } et gardent ce qu'ils prennent. Quand le tas est vide, le premier joueur gagne si son total est pair (impair avec l'option), sinon c'est le second joueur qui gagne.
parity-heading = Ramasser un nombre { $odd-key ->
        [on] impair
        *[other] pair
    } dans un tas de { $n }, en prenant de 1 à { $k } par tour

parity-param-n = Objets (N)
parity-param-k = Maximum par coup (K)
parity-param-odd = Ramasser un nombre impair
parity-param-first = Qui commence
parity-param-first-you = Vous
parity-param-first-computer = L’ordinateur

parity-task-win = Gagnez contre l'ordinateur, qui joue parfaitement.

## play: the explorer's rows and note (core/src/parity/versus.rs).
parity-row-even = total pair visé
parity-row-odd = total impair visé
parity-note = 1 : le joueur qui a le trait gagne, avec n objets restants, quand il lui faut encore ramasser un total de cette parité dans la pile ; 0 : il perd (la programmation dynamique de l'article).

## Le refus d'un tas ou d'un maximum hors limites ($name vaut n ou k).
parity-range = { $name ->
        [n] N
       *[other] K
    } doit être compris entre 1 et { $most }, pas { $value }
