## L'exercice d'un enseignant (task=) : sa carte, sa note et pourquoi (www/task.js).

task-title = Votre exercice

## Les refus et les verdicts d’une tâche (www/task.js), mis en mots d’après les faits du cœur.
# $where : "link" (l’adresse de la page) ou "attribute" (l’attribut de l’élément).
task-mode-played = { $where ->
        [attribute] La tâche de l’attribut task={ $task } se joue, elle ne se regarde pas : mode=play est donc utilisé.
        [command] La tâche de la commande task={ $task } se joue, elle ne se regarde pas : mode=play est donc utilisé.
       *[link] La tâche du lien task={ $task } se joue, elle ne se regarde pas : mode=play est donc utilisé.
    }
# Pourquoi une tâche ne peut pas être réussie depuis le départ montré : $game est le titre du jeu.
task-why-unsolvable = « { $game } » ne peut pas être résolu depuis ce départ
task-why-cannot-win = l’ordinateur, en jouant parfaitement, ne peut pas être battu depuis ce départ
task-why-only-draw = depuis ce départ, un jeu parfait mène à un match nul : l’ordinateur ne peut donc pas être battu (task=draw, elle, est possible)
task-why-cannot-draw = l’ordinateur, en jouant parfaitement, gagne depuis ce départ
# $why est l’une des phrases task-why-* ci-dessus ; $task l’identifiant de la tâche (notation).
task-refused = { $where ->
        [attribute] La tâche de l’attribut task={ $task } ne peut pas être réussie : { $why }. L’élément montre le jeu sans tâche.
        [command] La tâche de la commande task={ $task } ne peut pas être réussie : { $why }. La page montre le jeu sans tâche.
       *[link] La tâche du lien task={ $task } ne peut pas être réussie : { $why }. La page montre le jeu sans tâche.
    }
# La raison d’un verdict. $unit est ce que compte un coût : "moves" ou "energy".
task-reason-solved = { $unit ->
        [energy] Résolu avec { $used ->
            [one] { $used } unité d’énergie
           *[other] { $used } unités d’énergie
        }
       *[moves] Résolu en { $used ->
            [one] { $used } coup
           *[other] { $used } coups
        }
    }
task-reason-solved-optimally = { $unit ->
        [energy] Résolu avec { $used ->
            [one] { $used } unité d’énergie
           *[other] { $used } unités d’énergie
        }, le minimum possible
       *[moves] Résolu en { $used ->
            [one] { $used } coup
           *[other] { $used } coups
        }, le minimum possible
    }
task-reason-solved-above = { $unit ->
        [energy] Résolu avec { $used ->
            [one] { $used } unité d’énergie
           *[other] { $used } unités d’énergie
        } ; le minimum est { $least }
       *[moves] Résolu en { $used ->
            [one] { $used } coup
           *[other] { $used } coups
        } ; le minimum est { $least }
    }
task-reason-collected = { $got ->
        [one] { $got } bonbon ramassé
       *[other] { $got } bonbons ramassés
    } sur les { $most } possibles
task-reason-won = Vous avez gagné
task-reason-drawn = Match nul
task-reason-lost = L’ordinateur a gagné
task-reason-answered = { $right ->
        [one] { $right } bonne réponse sur { $of }
       *[other] { $right } bonnes réponses sur { $of }
    }
# Le verdict : $reason est l’une des raisons task-reason-*, $percent le score (de 0 à 100).
task-verdict = { $passed ->
        [yes] { $reason } : { $percent } %. Tâche réussie.
       *[no] { $reason } : { $percent } %. Tâche non réussie.
    }
