## The grid view (www/views/grid*.js): words its games share. Each game's own sentences are in its file, under "## play".

grid-no-controller = La vue en grille n’a pas encore de contrôleur pour { $game }.
grid-how-solved = Comment on le résout
grid-you-first = Vous jouez en premier
grid-computer-first = L’ordinateur joue en premier
grid-undo = Annuler
grid-new-game = Nouvelle partie
grid-your-move = À vous de jouer.
grid-computer-moves-first = L’ordinateur joue en premier.
grid-winner = { $winner ->
        [you] Vous avez gagné.
       *[computer] L’ordinateur a gagné.
    }
grid-not-allowed = Coup interdit : { $why }.
grid-game-over = La partie est finie : commencez-en une nouvelle pour rejouer.
grid-computer-turn = C’est au tour de l’ordinateur.
