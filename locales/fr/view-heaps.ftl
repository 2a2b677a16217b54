## The heaps view (www/views/heaps.js) and the facts the core gives it for the heap games
## (core/src/impartial): subtraction, octal, Nim, Grundy's game, K in a row, even/odd.

## Whose turn, and what the position's value says. $who is "you" or "computer"; $kind is
## "sum" (Grundy values, which add by xor), "won" or "lost" (1 won, 0 lost).
heaps-status-you-win = Plus aucun coup possible : vous gagnez.
heaps-status-computer-wins = Plus aucun coup possible : l'ordinateur gagne.
heaps-status-your-move = À vous de jouer.
heaps-status-thinking = L'ordinateur réfléchit.
heaps-insight-unknown = La valeur de la position n'est pas connue.
heaps-insight-over-value = La position a pour valeur { $value }.
heaps-insight-over = La partie est terminée.
heaps-insight-can-win = { $kind ->
        [sum] La position a pour valeur { $value }
        [lost] La position est perdante pour le joueur qui a le trait
       *[won] La position est gagnante pour le joueur qui a le trait
    } : { $who ->
        [you] vous pouvez
       *[computer] l'ordinateur peut
    } gagner en jouant vers une position de valeur 0.
heaps-insight-loses = { $kind ->
        [sum] La position a pour valeur { $value } : chaque coup { $who ->
            [you] que vous pouvez jouer
           *[computer] que l'ordinateur peut jouer
        } laisse une position de valeur non nulle, donc { $who ->
            [you] vous perdez
           *[computer] l'ordinateur perd
        } face à un jeu parfait.
        [lost] La position est perdante pour le joueur qui a le trait : chaque coup { $who ->
            [you] que vous pouvez jouer
           *[computer] que l'ordinateur peut jouer
        } laisse une position gagnante à l'adversaire, donc { $who ->
            [you] vous perdez
           *[computer] l'ordinateur perd
        } face à un jeu parfait.
       *[won] La position est gagnante pour le joueur qui a le trait : chaque coup { $who ->
            [you] que vous pouvez jouer
           *[computer] que l'ordinateur peut jouer
        } laisse une position gagnante à l'adversaire, donc { $who ->
            [you] vous perdez
           *[computer] l'ordinateur perd
        } face à un jeu parfait.
    }

## Why a move wins or not (beside each move when values are shown).
heaps-why-unknown = sa valeur n'est pas connue
heaps-why-wins = gagne : il mène à une position de valeur 0, donc celui qui joue ensuite perd face à un jeu parfait
heaps-why-does-not-win = ne gagne pas : il mène à une position de valeur { $value }, pas 0, et de là l'adversaire peut jouer vers la valeur 0
heaps-why-wins-lost = gagne : il mène à une position perdante (valeur 0), donc celui qui joue ensuite perd face à un jeu parfait
heaps-why-does-not-win-won = ne gagne pas : il laisse à l'adversaire une position gagnante (valeur 1)
heaps-why-part-wins = fait partie du tour gagnant : ce tas passe de l'éloignement { $from } à { $to } ; chaque tas ayant baissé de un, le plus petit éloignement est pair, une position perdante pour l'adversaire
heaps-why-part-not-this = laisse ce tas à l'éloignement { $to } : le tour gagnant amène chaque tas à un de moins que son éloignement, ici { $wanted }
heaps-why-part-loses = laisse ce tas à l'éloignement { $to } : ici tout tour perd (le plus petit éloignement est pair) ; amener chaque tas à un de moins fait durer la partie le plus longtemps

## A heap too large to draw as counters: where it stands in the certified period.
heaps-place-table = { $n } jetons, trop pour être dessinés : sa valeur est lue dans la table
period-place-before = { $n } est avant la période, qui commence au tas { $start } : sa valeur est la sienne propre
period-place = { $n } = { $start } + { $cycle } × { $period } + { $offset }, il a donc la valeur du tas { $like }{ $saltus ->
        [0] { "" }
       *[other] { " " }plus { $cycle } × { $saltus }
    }
## A certified period (the explorer, and the command line's JSON "certificate").
period-checked = G(n + { $period }) = G(n) a été vérifié pour tout n de { $start } à { $last } ; par le théorème de périodicité, cela vaut pour tout n >= { $start }.
period-checked-saltus = G(n + { $period }) = G(n) + { $saltus } a été vérifié pour tout n de { $start } à { $last } ; par un test de périodicité arithmétique pour les jeux hexadécimaux démontré dans ce projet (dans le cadre de Howse et Nowakowski ; ses hypothèses ont été vérifiées), cela vaut pour tout n >= { $start }.

## The explorer's rows and notes.
heaps-row-g = G(n)
heaps-row-misere = misère : 1 gagnant, 0 perdant
heaps-row-misere-one = misère, un seul tas : 1 gagnant, 0 perdant
heaps-row-remoteness = éloignement d'un tas
heaps-note-every-heap = À chaque tour, tous les tas bougent, et qui ne peut pas tous les faire bouger perd. L'éloignement d'un tas compte les coups qu'il dure quand son gagnant se hâte et que son perdant temporise ; ensemble, les tas durent autant que le moins éloigné d'entre eux (Smith, Winning Ways, chap. 9), donc le joueur qui a le trait gagne quand le plus petit éloignement est impair.
# $game is the id of the game an octal code plays (kinrow); $then the certificate or note.
heaps-code-of = { $game ->
       *[kinrow] K à la suite est le jeu octal { $code }.
    } { $then }

## Settings or moves the page refuses.
heaps-no-game = il n'y a pas de jeu « { $game } »
heaps-not-a-heap-game = { $game } n'est pas un jeu de tas
heaps-bad-first = qui commence doit être « you » ou « computer », pas « { $value } »
heaps-not-drawn = la page dessine des tas d'au plus { $most } jetons, pas { $heap }
heaps-misere-and-all = la variante misère se joue avec un seul tas qui bouge à chaque tour, pas avec tous les tas
heaps-no-option = il n'y a pas de coup n° { $option } ici : { $legal ->
        [one] 1 coup est permis
       *[other] { $legal } coups sont permis
    }
heaps-one-option = un coup, ici, est un seul choix, pas { $count }
heaps-no-part = il n'y a pas de coup n° { $option } ici : les tas ont { $options } coups en tout
heaps-move-illegal = le coup { $notation } ne peut pas être joué : { $why }
heaps-record-too-long = un lien garde au plus { $most } de vos coups, pas { $count }
heaps-record-bad-move = « { $text } » n'est pas un numéro de coup : les coups d'un lien sont des numéros à partir de 1 séparés par des points (et, quand tous les tas bougent, ceux d'un même tour par des tirets)
heaps-record-turn-too-long = un tour d'un lien réunit au plus { $most } coups, pas { $count }
heaps-replay-over = la partie est finie avant votre coup n° { $turn }
heaps-replay-refused = votre coup n° { $turn } ne peut pas être joué : { $why }
heaps-replay-illegal = votre coup n° { $turn } ne peut pas être joué : { $why }

## Every heap moving: its table's limit and a turn it refuses (core/src/impartial/conjunctive.rs).
heaps-every-table-limit = quand tous les tas sont joués à chaque tour, une table va jusqu'au tas { $most }, pas { $upto }
heaps-every-count = chaque tas est joué une fois à chaque tour : il y a { $heaps } tas, et ce tour compte { $moved ->
        [one] { $moved } coup
       *[other] { $moved } coups
    }
heaps-every-twice = le tas { $heap } est joué deux fois dans ce tour, alors que chaque tas est joué une seule fois
heaps-every-no-option = ce coup n'est pas possible sur le tas { $heap }
## A value read through an arithmetic period that no whole number of the lab holds.
period-value-past-limit = la valeur du tas { $heap } dépasse 2^64, trop grande pour être calculée (elle augmente de { $saltus } tous les { $period } tas)

## The view's own words (www/views/heaps.js, heaps-draw.js). $move is a move's notation
## (heap 1: 3 → 1), shown as it is; $piece is "square" (K in a row's row) or "counter".
heaps-undo = Annuler
heaps-new-game = Nouvelle partie
heaps-show-all = Montrer tous les coups
heaps-show-values = Montrer les valeurs
heaps-your-moves = Vos coups
heaps-your-answers = Vos réponses
heaps-settings = Jeu et position
heaps-play-this = Jouer cette partie
# An option of a setting offered as a list: who starts, and how many heaps move each turn.
heaps-choice = { $option ->
        [you] vous
        [computer] l'ordinateur
        [one] un seul
        [all] tous
       *[other] { $option }
    }
heaps-how-solved = Comment le jeu est résolu
heaps-explorer-title = Les valeurs G(n)
heaps-g-meaning = G(n) est la valeur d'un tas de n jetons : 0 quand le joueur qui a le trait perd si les deux jouent parfaitement, sinon le plus petit nombre qu'aucun coup n'atteint.
heaps-explorer-label = Les valeurs G(n), dix par ligne
heaps-worksheet = Une fiche imprimable de cette table
heaps-worksheet-tail = (A4 ou Letter) : écrivez les valeurs ; les réponses sont sur une page à part.
# The even/odd game's totals on the drawing: whose, how many, and their parity.
heaps-canvas-total = { $who ->
        [you] Vous
       *[computer] Ordinateur
    } : { $total } ({ $parity ->
        [odd] impair
       *[even] pair
    })
heaps-too-many-to-draw = trop pour être dessinés
heaps-settings-refused = Ces réglages de { $game } ont été refusés : { $reason }. La page utilise les réglages par défaut.
heaps-link-moves-refused = Les coups du lien, moves={ $moves }, n'ont pas tous pu être rejoués : { $reason }. La partie reprend au coup d'avant.
heaps-over-restart = La partie est terminée : recommencez-la pour jouer à nouveau.
heaps-computer-turn = C'est au tour de l'ordinateur.
heaps-still-working = Le jeu est encore en cours de calcul : réessayez dans un instant.
heaps-not-a-move = { $text } n'est pas un coup possible ici ; parmi les coups : { $some }.
heaps-you-moved = Vous : { $move }.
heaps-computer-moved = L'ordinateur : { $move }.
heaps-taken-back = Votre dernier coup a été annulé.
heaps-after-heaps = Tas { $heaps }.
heaps-after-row = Rangée { $row }.
heaps-where-row = Rangée de { $squares } cases, dont { $occupied } occupées.
heaps-totals = Vous avez { $you }, l'ordinateur { $computer }.
heaps-keys = { $piece ->
        [square] Les flèches choisissent une case, Entrée y joue.
        [heap] Les flèches choisissent un tas, Entrée liste ses coups.
       *[counter] Les flèches choisissent un jeton, Entrée prend à partir de là.
    }
heaps-place = Tas { $heap } : { $place }.
# $heaps is a list of heap numbers (1 and 3), $count how many.
heaps-part-chosen = { $move } choisi. Choisissez maintenant un coup pour { $count ->
        [one] le tas { $heaps }
       *[other] les tas { $heaps }
    }.
heaps-moves-from-heap = { $count } coups prennent dans le tas { $heap } : choisissez-en un ci-dessous.
heaps-no-move-from-heap = Aucun coup ne prend dans ce tas.
heaps-moves-from-there = { $piece ->
        [square] { $count } coups couvrent cette case : choisissez-en un ci-dessous.
       *[counter] { $count } coups prennent à partir de là : choisissez-en un ci-dessous.
    }
heaps-no-move-from-there = { $piece ->
        [square] Aucun coup ne couvre cette case.
       *[counter] Aucun coup ne prend à partir de là.
    }
heaps-hint = { $piece ->
        [square] Cliquez sur une case (ou, sur le dessin, flèches puis Entrée), ou choisissez un coup :
        [heap] Cliquez sur un tas (ou, sur le dessin, flèches puis Entrée) pour lister ses coups, ou choisissez un coup :
       *[counter] Cliquez sur un jeton (ou, sur le dessin, flèches puis Entrée), ou choisissez un coup :
    }
heaps-every-heap = Tous les tas bougent : choisissez un coup pour chaque tas ; le tour est joué quand chacun a le sien.
# Beside a move when values are shown: what it leaves ($result, "none" for nothing), its
# value or remoteness ($kind), and why it wins or not ($why).
heaps-move-why = → { $result ->
        [none] plus rien
       *[other] { $result }
    }, { $kind ->
        [remoteness] éloignement { $value }
       *[value] valeur { $value }
    } : { $why }
heaps-unlisted = { $piece ->
        [square] { $count ->
            [one] { $count } autre coup n’est pas listé : choisissez une case sur le dessin pour lister les coups qui la couvrent.
           *[other] { $count } autres coups ne sont pas listés : choisissez une case sur le dessin pour lister les coups qui la couvrent.
        }
        [heap] { $count ->
            [one] { $count } autre coup n’est pas listé : choisissez un tas sur le dessin pour lister ses coups.
           *[other] { $count } autres coups ne sont pas listés : choisissez un tas sur le dessin pour lister ses coups.
        }
       *[counter] { $count ->
            [one] { $count } autre coup n’est pas listé : choisissez un jeton sur le dessin pour lister les coups qui prennent à partir de lui.
           *[other] { $count } autres coups ne sont pas listés : choisissez un jeton sur le dessin pour lister les coups qui prennent à partir de lui.
        }
    }
heaps-group-title = Tas { $heap } ({ $counters ->
        [one] 1 jeton
       *[other] { $counters } jetons
    }) : { $chosen }
heaps-group-choose = choisissez-en un
heaps-group-chosen = choisi : { $move }
heaps-go-to = Aller au
heaps-jump-heap = tas { $heap }{ $chosen ->
        [yes] { " " }(choisi)
       *[no] { "" }
    }
heaps-check-answers = Vérifier mes réponses
heaps-answers-score = { $right } sur { $total } justes. La table ci-dessous donne toutes les valeurs.
heaps-answers-title = Vos réponses : G(0) à G({ $last })
heaps-answers-intro = G(n) est la valeur d'un seul tas de n jetons : 0 quand le joueur qui a le trait perd, sinon le plus petit nombre qui n'est pas la valeur d'une position à un coup de là. Écrivez chaque valeur, puis vérifiez.
heaps-cert-period = Prépériode { $start }, période { $period }.
# The explorer's plot, for screen readers; $periodic is "yes" when a period is marked.
heaps-plot-label = { $row } en fonction de n, pour n = 0 à { $last }, en points{ $periodic ->
        [yes] ; la prépériode (n inférieur à { $start }) ombrée, la première période (n = { $start } à { $end }) encadrée
       *[no] { "" }
    }. La table ci-dessous donne toutes les valeurs.
heaps-table-caption = { $row }, n = 0 à { $last }
heaps-legend = Ombrée : la prépériode (les n qui la précèdent). Encadrée : la première période, qui se répète ensuite indéfiniment.

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (heap 1: 3 → 1).
heaps-move-heap = tas { $heap } : { $what }
heaps-move-take = prendre { $take }
heaps-move-take-leave = prendre { $take }, laisser { $count ->
        [0] rien
        [1] { $a }
        [2] { $a } et { $b }
       *[other] { $a }, { $b } et { $c }
    }
heaps-move-to = { $from } → { $count ->
        [1] { $a }
        [2] { $a } et { $b }
       *[other] { $a }, { $b } et { $c }
    }
heaps-move-split = partager en { $a } et { $b }
heaps-move-squares = { $k ->
        [1] case { $first }
        [2] cases { $first } et { $last }
       *[other] cases { $first } à { $last }
    }
heaps-move-each = { $first } ; { $then }
