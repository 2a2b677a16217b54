## El ejercicio de un docente (task=): su tarjeta, su nota y por qué (www/task.js).

task-title = Tu ejercicio

## Los rechazos y los veredictos de una tarea (www/task.js), en palabras a partir de los hechos del núcleo.
# $where: "link" (la dirección de la página) o "attribute" (el atributo del elemento).
task-mode-played = { $where ->
        [attribute] La tarea del atributo task={ $task } se juega, no se mira, así que se usa mode=play.
        [command] La tarea de la orden task={ $task } se juega, no se mira, así que se usa mode=play.
       *[link] La tarea del enlace task={ $task } se juega, no se mira, así que se usa mode=play.
    }
# Por qué no se puede superar una tarea desde la posición mostrada: $game es el título del juego.
task-why-unsolvable = «{ $game }» no se puede resolver desde esta posición inicial
task-why-cannot-win = el ordenador, jugando perfectamente, no puede ser vencido desde esta posición inicial
task-why-only-draw = desde esta posición inicial, el juego perfecto acaba en empate, así que no se puede vencer al ordenador (task=draw sí se puede superar)
task-why-cannot-draw = el ordenador, jugando perfectamente, gana desde esta posición inicial
# $why es una de las frases task-why-* de arriba; $task el identificador de la tarea (notación).
task-refused = { $where ->
        [attribute] La tarea del atributo task={ $task } no se puede superar: { $why }. El elemento muestra el juego sin tarea.
        [command] La tarea de la orden task={ $task } no se puede superar: { $why }. La página muestra el juego sin tarea.
       *[link] La tarea del enlace task={ $task } no se puede superar: { $why }. La página muestra el juego sin tarea.
    }
# La razón de un veredicto. $unit es lo que cuenta un coste: "moves" o "energy".
task-reason-solved = { $unit ->
        [energy] Resuelto con { $used ->
            [one] { $used } unidad de energía
           *[other] { $used } unidades de energía
        }
       *[moves] Resuelto en { $used ->
            [one] { $used } jugada
           *[other] { $used } jugadas
        }
    }
task-reason-solved-optimally = { $unit ->
        [energy] Resuelto con { $used ->
            [one] { $used } unidad de energía
           *[other] { $used } unidades de energía
        }, el mínimo posible
       *[moves] Resuelto en { $used ->
            [one] { $used } jugada
           *[other] { $used } jugadas
        }, el mínimo posible
    }
task-reason-solved-above = { $unit ->
        [energy] Resuelto con { $used ->
            [one] { $used } unidad de energía
           *[other] { $used } unidades de energía
        }; el mínimo es { $least }
       *[moves] Resuelto en { $used ->
            [one] { $used } jugada
           *[other] { $used } jugadas
        }; el mínimo es { $least }
    }
task-reason-collected = { $got ->
        [one] { $got } caramelo recogido
       *[other] { $got } caramelos recogidos
    } de los { $most } posibles
task-reason-won = Has ganado
task-reason-drawn = Empate
task-reason-lost = Ha ganado el ordenador
task-reason-answered = { $right } de { $of } { $of ->
        [one] respuesta correcta
       *[other] respuestas correctas
    }
# El veredicto: $reason es una de las razones task-reason-*, $percent la puntuación (de 0 a 100).
task-verdict = { $passed ->
        [yes] { $reason }: { $percent } %. Tarea superada.
       *[no] { $reason }: { $percent } %. Tarea no superada.
    }
