## Die Aufgabe einer Lehrkraft (task=): ihre Karte, ihre Bewertung und warum (www/task.js).

task-title = Deine Aufgabe

## Die Ablehnungen und Urteile einer Aufgabe (www/task.js), aus den Fakten des Kerns in Worte gefasst.
# $where: "link" (die Adresse der Seite) oder "attribute" (das Attribut des Elements).
task-mode-played = { $where ->
        [attribute] Die Aufgabe task={ $task } des Attributs wird gespielt, nicht angeschaut; daher gilt mode=play.
        [command] Die Aufgabe task={ $task } des Befehls wird gespielt, nicht angeschaut; daher gilt mode=play.
       *[link] Die Aufgabe task={ $task } des Links wird gespielt, nicht angeschaut; daher gilt mode=play.
    }
# Warum eine Aufgabe von der gezeigten Startstellung aus nicht zu schaffen ist: $game ist der Titel des Spiels.
task-why-unsolvable = „{ $game }“ ist von dieser Startstellung aus nicht lösbar
task-why-cannot-win = der Computer ist bei perfektem Spiel von dieser Startstellung aus nicht zu schlagen
task-why-only-draw = perfektes Spiel endet von dieser Startstellung aus unentschieden, daher ist der Computer nicht zu schlagen (task=draw ist zu schaffen)
task-why-cannot-draw = der Computer gewinnt bei perfektem Spiel von dieser Startstellung aus
# $why ist einer der Sätze task-why-* oben; $task die Kennung der Aufgabe (Notation).
task-refused = { $where ->
        [attribute] Die Aufgabe task={ $task } des Attributs ist nicht zu schaffen: { $why }. Das Element zeigt das Spiel ohne Aufgabe.
        [command] Die Aufgabe task={ $task } des Befehls ist nicht zu schaffen: { $why }. Die Seite zeigt das Spiel ohne Aufgabe.
       *[link] Die Aufgabe task={ $task } des Links ist nicht zu schaffen: { $why }. Die Seite zeigt das Spiel ohne Aufgabe.
    }
# Der Grund eines Urteils. $unit ist, was ein Aufwand zählt: "moves" oder "energy".
task-reason-solved = { $unit ->
        [energy] Gelöst mit { $used ->
            [one] { $used } Energieeinheit
           *[other] { $used } Energieeinheiten
        }
       *[moves] Gelöst in { $used ->
            [one] { $used } Zug
           *[other] { $used } Zügen
        }
    }
task-reason-solved-optimally = { $unit ->
        [energy] Gelöst mit { $used ->
            [one] { $used } Energieeinheit
           *[other] { $used } Energieeinheiten
        }, so wenig wie möglich
       *[moves] Gelöst in { $used ->
            [one] { $used } Zug
           *[other] { $used } Zügen
        }, so wenigen wie möglich
    }
task-reason-solved-above = { $unit ->
        [energy] Gelöst mit { $used ->
            [one] { $used } Energieeinheit
           *[other] { $used } Energieeinheiten
        }; das Minimum ist { $least }
       *[moves] Gelöst in { $used ->
            [one] { $used } Zug
           *[other] { $used } Zügen
        }; das Minimum ist { $least }
    }
task-reason-collected = { $got ->
        [one] { $got } Bonbon
       *[other] { $got } Bonbons
    } von { $most } möglichen gesammelt
task-reason-won = Du hast gewonnen
task-reason-drawn = Unentschieden
task-reason-lost = Der Computer hat gewonnen
task-reason-answered = { $right } von { $of ->
        [one] { $of } Antwort
       *[other] { $of } Antworten
    } richtig
# Das Urteil: $reason ist einer der Gründe task-reason-*, $percent die Punktzahl (0 bis 100).
task-verdict = { $passed ->
        [yes] { $reason }: { $percent } %. Aufgabe geschafft.
       *[no] { $reason }: { $percent } %. Aufgabe nicht geschafft.
    }
