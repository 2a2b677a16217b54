## Le cadre de la page : son en-tête, ses messages, la boîte Partager et la liste de l'accueil
## (www/index.html, www/app.js, www/home.js, www/share.js).

page-skip = Aller au jeu
page-skip-home = Aller aux jeux
page-home-link = movelab
    .title = Tous les jeux
page-tagline = Des jeux tirés de quatre articles de recherche et d'un tutoriel, chacun résolu parfaitement dans votre navigateur, chaque réponse vérifiée.
page-present = Présenter
    .title = Le plateau aussi grand que la fenêtre le permet, pour un vidéoprojecteur
page-loading = Chargement…
page-runs-title = Comment l'ordinateur le résout
page-runs-intro = Regardez son algorithme travailler, pas à pas, avec les réglages ci-dessus :
page-footer = Tout se passe dans votre navigateur, sans connexion.
page-noscript = Cette page a besoin de JavaScript et de WebAssembly pour résoudre et dessiner les jeux.
page-language = Langue
page-could-not-start = La page n'a pas pu démarrer : { $reason }
page-solver-failed = Le programme qui résout « { $game } » n'a pas pu démarrer : { $reason }. Essayez de recharger la page.

## lang= : une langue que le labo n'a pas.
lang-unknown = Le lien demande la langue { $lang }, que cette page n'a pas encore ; elle parle donc { $used ->
        [fr] français
        [es] espagnol
        [de] allemand
       *[other] anglais
    }.

home-games-title = Tous les jeux
home-games-title-alone = Les jeux
home-intro = Pour les élèves, les enseignants et tous les curieux : choisissez un jeu et jouez. Chaque réponse est calculée ici, dans votre navigateur, et vérifiée par les tests du projet.
# La dernière ligne d'une carte : l'article ou le tutoriel d'où vient le jeu. $title reste dans
# sa langue (l'anglais), $authors vaut « none » quand la source n'en nomme pas, $venue « none » si inconnu.
home-source = { $kind ->
        [tutorial] Tiré du tutoriel { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }de { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
       *[paper] Tiré de l'article { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }de { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
    }

share-title = Partager et intégrer
share-task-label = Un exercice pour votre classe
share-task-none = Pas d'exercice : jeu libre
share-task-hint = Le lien, le code d'intégration et les téléchargements le transmettent ; la page le note.
share-embed-intro = La barre d'adresse contient toujours un lien vers ce que vous voyez. Pour placer ce jeu sur une page de cours, collez ceci :
share-embed-label = Code d'intégration
share-copy = Copier le code d'intégration
share-worksheet-link = Une fiche imprimable sur ce jeu
share-worksheet-what = (A4 ou Letter) : des questions sur les réglages ci-dessus, les réponses en page 2.
share-site-label = L'adresse de votre site de cours :
share-site-why = Avec elle, le jeu indique à votre site ce qui s'y passe (chaque coup, la fin d'une partie, la note d'un exercice), pour qu'un script de votre page de cours s'en serve.
share-download-intro = Télécharger pour une plateforme d'apprentissage (Moodle, Canvas, Blackboard…) : un zip à déposer comme activité SCORM, qui joue ce jeu tel qu'il est réglé et inscrit la note de son exercice dans le carnet de notes.
share-scorm12 = SCORM 1.2
share-scorm2004 = SCORM 2004
share-exports-intro = Télécharger les coups, dans les formats de la ligne de commande :
share-export-text = Texte

page-present-leave = Quitter la présentation (Échap)
page-moves-kept-by-tab = Les coups sont trop nombreux pour un lien, donc cet onglet du navigateur les garde : recharger la page ou revenir en arrière les retrouve, mais un lien copié recommence la partie au début.
page-cannot-show = La page ne peut pas encore montrer « { $game } » ; elle montre « { $instead } » à la place.
page-loading-solver = Chargement du programme qui résout « { $game } »…
share-measuring = Mesure de la vue…
share-copied = Copié.
share-selected = Sélectionné : appuyez sur Ctrl+C (ou ⌘C) pour copier.
share-building = Préparation du paquet…
share-no-package = Pas de paquet : { $reason }.

## The move-list downloads' status (www/views/row-exports.js): $file is the file's name,
## $why the refusal in words.
share-export-saved = { $file } enregistré ({ $bytes ->
        [one] { $bytes } octet
       *[other] { $bytes } octets
    }).
share-export-refused = Pas de téléchargement : { $why }.
