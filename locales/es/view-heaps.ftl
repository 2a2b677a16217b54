## The heaps view (www/views/heaps.js) and the facts the core gives it for the heap games
## (core/src/impartial): subtraction, octal, Nim, Grundy's game, K in a row, even/odd.

## Whose turn, and what the position's value says. $who is "you" or "computer"; $kind is
## "sum" (Grundy values, which add by xor), "won" or "lost" (1 won, 0 lost).
heaps-status-you-win = No queda ninguna jugada: ganas tú.
heaps-status-computer-wins = No queda ninguna jugada: gana el ordenador.
heaps-status-your-move = Te toca.
heaps-status-thinking = El ordenador está pensando.
heaps-insight-unknown = No se conoce el valor de la posición.
heaps-insight-over-value = La posición tiene valor { $value }.
heaps-insight-over = La partida ha terminado.
heaps-insight-can-win = { $kind ->
        [sum] La posición tiene valor { $value }
        [lost] La posición es perdedora para quien mueve
       *[won] La posición es ganadora para quien mueve
    }: { $who ->
        [you] puedes
       *[computer] el ordenador puede
    } ganar moviendo a una posición de valor 0.
heaps-insight-loses = { $kind ->
        [sum] La posición tiene valor { $value }: cada jugada { $who ->
            [you] que tienes
           *[computer] que tiene el ordenador
        } deja una posición de valor distinto de 0, así que { $who ->
            [you] pierdes
           *[computer] el ordenador pierde
        } contra un juego perfecto.
        [lost] La posición es perdedora para quien mueve: cada jugada { $who ->
            [you] que tienes
           *[computer] que tiene el ordenador
        } deja una posición ganadora al rival, así que { $who ->
            [you] pierdes
           *[computer] el ordenador pierde
        } contra un juego perfecto.
       *[won] La posición es ganadora para quien mueve: cada jugada { $who ->
            [you] que tienes
           *[computer] que tiene el ordenador
        } deja una posición ganadora al rival, así que { $who ->
            [you] pierdes
           *[computer] el ordenador pierde
        } contra un juego perfecto.
    }

## Why a move wins or not (beside each move when values are shown).
heaps-why-unknown = no se conoce su valor
heaps-why-wins = gana: lleva a una posición de valor 0, así que quien mueva después pierde contra un juego perfecto
heaps-why-does-not-win = no gana: lleva a una posición de valor { $value }, no 0, y desde allí el rival puede mover al valor 0
heaps-why-wins-lost = gana: lleva a una posición perdedora (valor 0), así que quien mueva después pierde contra un juego perfecto
heaps-why-does-not-win-won = no gana: deja al rival una posición ganadora (valor 1)
heaps-why-part-wins = forma parte del turno ganador: este montón pasa de lejanía { $from } a { $to }; con cada montón una unidad más cerca, la menor lejanía es par, una posición perdedora para el rival
heaps-why-part-not-this = deja este montón en lejanía { $to }: el turno ganador lleva cada montón a una menos que su lejanía, aquí { $wanted }
heaps-why-part-loses = deja este montón en lejanía { $to }: aquí todo turno pierde (la menor lejanía es par); llevar cada montón a una menos es lo que más dura

## A heap too large to draw as counters: where it stands in the certified period.
heaps-place-table = { $n } fichas, demasiadas para dibujarlas: su valor se lee en la tabla
period-place-before = { $n } está antes del período, que empieza en el montón { $start }: su valor es el suyo propio
period-place = { $n } = { $start } + { $cycle } × { $period } + { $offset }, así que tiene el valor del montón { $like }{ $saltus ->
        [0] { "" }
       *[other] { " " }más { $cycle } × { $saltus }
    }
## A certified period (the explorer, and the command line's JSON "certificate").
period-checked = G(n + { $period }) = G(n) se ha comprobado para todo n de { $start } a { $last }; por el teorema de periodicidad, se cumple para todo n >= { $start }.
period-checked-saltus = G(n + { $period }) = G(n) + { $saltus } se ha comprobado para todo n de { $start } a { $last }; por una prueba de periodicidad aritmética para juegos hexadecimales demostrada en este proyecto (en el marco de Howse y Nowakowski; se comprobaron sus hipótesis), se cumple para todo n >= { $start }.

## The explorer's rows and notes.
heaps-row-g = G(n)
heaps-row-misere = misère: 1 ganadora, 0 perdedora
heaps-row-misere-one = misère, un solo montón: 1 ganadora, 0 perdedora
heaps-row-remoteness = lejanía de un montón
heaps-note-every-heap = En cada turno se mueven todos los montones, y quien no puede moverlos todos pierde. La lejanía de un montón cuenta las jugadas que dura cuando quien lo gana se da prisa y quien lo pierde lo alarga; juntos, los montones duran lo que el menor de ellos (Smith, Winning Ways, cap. 9), así que quien mueve gana cuando la menor lejanía es impar.
# $game is the id of the game an octal code plays (kinrow); $then the certificate or note.
heaps-code-of = { $game ->
       *[kinrow] K en línea es el juego octal { $code }.
    } { $then }

## Settings or moves the page refuses.
heaps-no-game = no existe el juego «{ $game }»
heaps-not-a-heap-game = { $game } no es un juego de montones
heaps-bad-first = quién empieza debe ser «you» o «computer», no «{ $value }»
heaps-not-drawn = la página dibuja montones de { $most } fichas como máximo, no { $heap }
heaps-misere-and-all = la variante misère se juega moviendo un solo montón por turno, no todos
heaps-no-option = aquí no hay jugada n.º { $option }: { $legal ->
        [one] hay 1 jugada permitida
       *[other] hay { $legal } jugadas permitidas
    }
heaps-one-option = aquí una jugada es una sola opción, no { $count }
heaps-no-part = aquí no hay jugada n.º { $option }: los montones tienen { $options } jugadas en total
heaps-move-illegal = la jugada { $notation } no se puede hacer: { $why }
heaps-record-too-long = un enlace guarda como máximo { $most } de tus jugadas, no { $count }
heaps-record-bad-move = «{ $text }» no es un número de jugada: las jugadas de un enlace son números desde 1 separados por puntos (y, cuando se mueven todos los montones, las de un mismo turno por guiones)
heaps-record-turn-too-long = un turno de un enlace reúne como máximo { $most } jugadas, no { $count }
heaps-replay-over = la partida termina antes de tu jugada n.º { $turn }
heaps-replay-refused = tu jugada n.º { $turn } no se puede hacer: { $why }
heaps-replay-illegal = tu jugada n.º { $turn } no se puede hacer: { $why }

## Every heap moving: its table's limit and a turn it refuses (core/src/impartial/conjunctive.rs).
heaps-every-table-limit = cuando todos los montones se mueven en cada turno, una tabla llega hasta el montón { $most }, no { $upto }
heaps-every-count = cada montón se mueve una vez en cada turno: { $heaps ->
        [one] hay 1 montón
       *[other] hay { $heaps } montones
    }, y este turno tiene { $moved ->
        [one] 1 jugada
       *[other] { $moved } jugadas
    }
heaps-every-twice = el montón { $heap } se mueve dos veces en este turno, pero cada montón se mueve una sola vez
heaps-every-no-option = esa jugada no es posible en el montón { $heap }
## A value read through an arithmetic period that no whole number of the lab holds.
period-value-past-limit = el valor del montón { $heap } pasa de 2^64, demasiado grande para calcularlo (crece { $saltus } cada { $period } montones)

## The view's own words (www/views/heaps.js, heaps-draw.js). $move is a move's notation
## (heap 1: 3 → 1), shown as it is; $piece is "square" (K in a row's row) or "counter".
heaps-undo = Deshacer
heaps-new-game = Nueva partida
heaps-show-all = Mostrar todas las jugadas
heaps-show-values = Mostrar los valores
heaps-your-moves = Tus jugadas
heaps-your-answers = Tus respuestas
heaps-settings = Juego y posición
heaps-play-this = Jugar así
# An option of a setting offered as a list: who starts, and how many heaps move each turn.
heaps-choice = { $option ->
        [you] tú
        [computer] el ordenador
        [one] uno
        [all] todos
       *[other] { $option }
    }
heaps-how-solved = Cómo se resuelve
heaps-explorer-title = Los valores G(n)
heaps-g-meaning = G(n) es el valor de un montón de n fichas: 0 cuando quien mueve pierde si ambos juegan perfectamente y, si no, el menor número al que no llega ninguna jugada.
heaps-explorer-label = Los valores G(n), diez por línea
heaps-worksheet = Una ficha imprimible de esta tabla
heaps-worksheet-tail = (A4 o Carta): escribe los valores; las respuestas van en una página aparte.
# The even/odd game's totals on the drawing: whose, how many, and their parity.
heaps-canvas-total = { $who ->
        [you] Tú
       *[computer] Ordenador
    }: { $total } ({ $parity ->
        [odd] impar
       *[even] par
    })
heaps-too-many-to-draw = demasiadas para dibujar
heaps-settings-refused = Se han rechazado estos ajustes de { $game }: { $reason }. La página usa los ajustes por defecto.
heaps-link-moves-refused = No se han podido volver a jugar todas las jugadas del enlace, moves={ $moves }: { $reason }. La partida sigue desde la jugada anterior.
heaps-over-restart = La partida ha terminado: empieza otra para volver a jugar.
heaps-computer-turn = Le toca al ordenador.
heaps-still-working = El juego aún se está calculando: vuelve a intentarlo en un momento.
heaps-not-a-move = { $text } no es una jugada posible aquí; entre las jugadas están { $some }.
heaps-you-moved = Tú: { $move }.
heaps-computer-moved = El ordenador: { $move }.
heaps-taken-back = Se ha deshecho tu última jugada.
heaps-after-heaps = Montones { $heaps }.
heaps-after-row = Fila { $row }.
heaps-where-row = Fila de { $squares } casillas, { $occupied } ocupadas.
heaps-totals = Tú tienes { $you }, el ordenador { $computer }.
heaps-keys = { $piece ->
        [square] Las flechas eligen una casilla, Intro juega allí.
        [heap] Las flechas eligen un montón, Intro muestra sus jugadas.
       *[counter] Las flechas eligen una ficha, Intro toma desde allí.
    }
heaps-place = Montón { $heap }: { $place }.
# $heaps is a list of heap numbers (1 and 3), $count how many.
heaps-part-chosen = { $move } elegida. Ahora elige una jugada para { $count ->
        [one] el montón { $heaps }
       *[other] los montones { $heaps }
    }.
heaps-moves-from-heap = { $count } jugadas toman del montón { $heap }: elige una abajo.
heaps-no-move-from-heap = Ninguna jugada toma de este montón.
heaps-moves-from-there = { $piece ->
        [square] { $count } jugadas cubren esa casilla: elige una abajo.
       *[counter] { $count } jugadas toman desde allí: elige una abajo.
    }
heaps-no-move-from-there = { $piece ->
        [square] Ninguna jugada cubre esa casilla.
       *[counter] Ninguna jugada toma desde allí.
    }
heaps-hint = { $piece ->
        [square] Haz clic en una casilla (o, en el dibujo, flechas y luego Intro), o elige una jugada:
        [heap] Haz clic en un montón (o, en el dibujo, flechas y luego Intro) para ver sus jugadas, o elige una jugada:
       *[counter] Haz clic en una ficha (o, en el dibujo, flechas y luego Intro), o elige una jugada:
    }
heaps-every-heap = Se mueven todos los montones: elige una jugada para cada montón; el turno se juega cuando todos tienen la suya.
# Beside a move when values are shown: what it leaves ($result, "none" for nothing), its
# value or remoteness ($kind), and why it wins or not ($why).
heaps-move-why = → { $result ->
        [none] nada
       *[other] { $result }
    }, { $kind ->
        [remoteness] lejanía { $value }
       *[value] valor { $value }
    }: { $why }
heaps-unlisted = { $piece ->
        [square] { $count ->
            [one] Hay { $count } jugada más sin listar: elige una casilla en el dibujo para ver las jugadas que la cubren.
           *[other] Hay { $count } jugadas más sin listar: elige una casilla en el dibujo para ver las jugadas que la cubren.
        }
        [heap] { $count ->
            [one] Hay { $count } jugada más sin listar: elige un montón en el dibujo para ver sus jugadas.
           *[other] Hay { $count } jugadas más sin listar: elige un montón en el dibujo para ver sus jugadas.
        }
       *[counter] { $count ->
            [one] Hay { $count } jugada más sin listar: elige una ficha en el dibujo para ver las jugadas que toman desde ella.
           *[other] Hay { $count } jugadas más sin listar: elige una ficha en el dibujo para ver las jugadas que toman desde ella.
        }
    }
heaps-group-title = Montón { $heap } ({ $counters ->
        [one] 1 ficha
       *[other] { $counters } fichas
    }): { $chosen }
heaps-group-choose = elige una
heaps-group-chosen = elegida: { $move }
heaps-go-to = Ir al
heaps-jump-heap = montón { $heap }{ $chosen ->
        [yes] { " " }(elegida)
       *[no] { "" }
    }
heaps-check-answers = Comprobar mis respuestas
heaps-answers-score = { $right } de { $total } correctas. La tabla de abajo da todos los valores.
heaps-answers-title = Tus respuestas: de G(0) a G({ $last })
heaps-answers-intro = G(n) es el valor de un solo montón de n fichas: 0 cuando quien mueve pierde y, si no, el menor número que no es el valor de una posición a una jugada de distancia. Escribe cada valor y luego compruébalos.
heaps-cert-period = Preperíodo { $start }, período { $period }.
# The explorer's plot, for screen readers; $periodic is "yes" when a period is marked.
heaps-plot-label = { $row } en función de n, para n = 0 a { $last }, en puntos{ $periodic ->
        [yes] ; el preperíodo (n menor que { $start }) sombreado, el primer período (n = { $start } a { $end }) recuadrado
       *[no] { "" }
    }. La tabla de abajo da todos los valores.
heaps-table-caption = { $row }, n = 0 a { $last }
heaps-legend = Sombreado: el preperíodo (los n anteriores). Recuadrado: el primer período, que se repite a partir de ahí.

## A move as its button and the narration say it (the core's facts): the `move` events, the
## `move` command and the link keep the notation (heap 1: 3 → 1).
heaps-move-heap = montón { $heap }: { $what }
heaps-move-take = tomar { $take }
heaps-move-take-leave = tomar { $take }, dejar { $count ->
        [0] nada
        [1] { $a }
        [2] { $a } y { $b }
       *[other] { $a }, { $b } y { $c }
    }
heaps-move-to = { $from } → { $count ->
        [1] { $a }
        [2] { $a } y { $b }
       *[other] { $a }, { $b } y { $c }
    }
heaps-move-split = dividir en { $a } y { $b }
heaps-move-squares = { $k ->
        [1] casilla { $first }
        [2] casillas { $first } y { $last }
       *[other] casillas { $first } a { $last }
    }
heaps-move-each = { $first }; { $then }
