## Le cadre de la page : valeurs refusées d’un lien, des attributs d’un élément et des
## commandes d’un iframe (www/params.js), l’intégration, la case d’étape, les origines,
## l’historique, la boîte Partager, la plateforme d’apprentissage, les paquets et l’élément.
# $where dit qui a donné la valeur : "link" (l’adresse de la page), "attribute" (l’attribut
# de l’élément) ou "command" (la commande `set` d’un iframe). $name est le nom d’un
# paramètre et $value la valeur donnée, déjà entre guillemets ("0") : ce sont des notations,
# jamais traduites.

# Une valeur refusée : $want est l’une des expressions params-want-* ci-dessous (ou la liste
# des valeurs permises) ; $fallback est la valeur utilisée à la place.
params-refused = { $where ->
        [attribute] L’attribut { $name }={ $value } n’est pas { $want } ; l’élément utilise donc { $name }={ $fallback }.
        [command] Dans la commande, { $name }={ $value } n’est pas { $want } ; rien n’a donc été changé.
       *[link] Dans le lien, { $name }={ $value } n’est pas { $want } ; la page utilise donc { $name }={ $fallback }.
    }
# Un nombre entier dans les limites du jeu, mais pour lequel le jeu n’a pas de solution.
params-refused-unsolvable = { $where ->
        [attribute] L’attribut { $name }={ $value } n’est pas permis : « { $game } » n’a pas de solution avec { $name } = { $number } ; { $name } doit aller de { $min } à { $max }. L’élément utilise donc { $name }={ $fallback }.
        [command] Dans la commande, { $name }={ $value } n’est pas permis : « { $game } » n’a pas de solution avec { $name } = { $number } ; { $name } doit aller de { $min } à { $max }. Rien n’a donc été changé.
       *[link] Dans le lien, { $name }={ $value } n’est pas permis : « { $game } » n’a pas de solution avec { $name } = { $number } ; { $name } doit aller de { $min } à { $max }. La page utilise donc { $name }={ $fallback }.
    }
params-want-whole = un nombre entier de { $min } à { $max }
params-want-text = un texte d’au plus { $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    }
params-want-step-fraction = un nombre entier de coups (une étape n’a pas de partie décimale)
params-want-step-huge = une étape d’une solution que cette page montre (le nombre est bien trop grand)
params-want-step = un nombre entier de coups
params-want-speed = un nombre de coups par seconde de { $min } à { $max }
# Un paramètre que la vue du jeu ne lit pas (une vitesse là où rien ne se déroule).
params-unread = { $where ->
        [attribute] L’attribut { $name }={ $value } ne sert à rien pour « { $game } » ; il a donc été retiré.
        [command] Dans la commande, { $name }={ $value } ne sert à rien pour « { $game } » ; il a donc été retiré.
       *[link] Dans le lien, { $name }={ $value } ne sert à rien pour « { $game } » ; il a donc été retiré.
    }
params-unknown = Le paramètre { $name } du lien n’est pas connu de cette page ; il a été ignoré.
params-repeated = Le lien donne { $name } { $count ->
        [2] deux fois
       *[other] { $count } fois
    } ; la première valeur, { $value }, est utilisée.
params-not-a-setting = Dans le lien, { $name }={ $value } n’est pas un réglage de « { $game } » ; il a donc été retiré.
params-moves-long = { $where ->
        [attribute] L’attribut moves= compte { $length } caractères, plus que les { $max } permis pour un relevé de coups ; la partie reprend donc du début.
        [command] Dans la commande, moves= compte { $length } caractères, plus que les { $max } permis pour un relevé de coups ; rien n’a donc été changé.
       *[link] Dans le lien, moves= compte { $length } caractères, plus que les { $max } permis pour un relevé de coups ; la partie reprend donc du début.
    }
params-moves-bad = { $where ->
        [attribute] L’attribut moves={ $value } n’est pas un relevé de coups (lettres, chiffres, points, tirets et tirets bas, comme la page l’écrit) ; la partie reprend donc du début.
        [command] Dans la commande, moves={ $value } n’est pas un relevé de coups (lettres, chiffres, points, tirets et tirets bas, comme la page l’écrit) ; rien n’a donc été changé.
       *[link] Dans le lien, moves={ $value } n’est pas un relevé de coups (lettres, chiffres, points, tirets et tirets bas, comme la page l’écrit) ; la partie reprend donc du début.
    }
# show= : $runs énumère les déroulements enregistrés du jeu (notation).
params-show-none = { $where ->
        [attribute] L’attribut show={ $value } n’est pas un déroulement de « { $game } » : ce jeu n’a aucun déroulement enregistré à montrer ; l’élément montre donc le jeu.
        [command] Dans la commande, show={ $value } n’est pas un déroulement de « { $game } » : ce jeu n’a aucun déroulement enregistré à montrer ; rien n’a donc été changé.
       *[link] Dans le lien, show={ $value } n’est pas un déroulement de « { $game } » : ce jeu n’a aucun déroulement enregistré à montrer ; la page montre donc le jeu.
    }
params-show-other = { $where ->
        [attribute] L’attribut show={ $value } n’est pas un déroulement de « { $game } » : pour ce jeu, show= accepte { $runs } ; l’élément montre donc le jeu.
        [command] Dans la commande, show={ $value } n’est pas un déroulement de « { $game } » : pour ce jeu, show= accepte { $runs } ; rien n’a donc été changé.
       *[link] Dans le lien, show={ $value } n’est pas un déroulement de « { $game } » : pour ce jeu, show= accepte { $runs } ; la page montre donc le jeu.
    }
params-task-none = { $where ->
        [attribute] L’attribut task={ $value } n’est pas une tâche de « { $game } » : ce jeu n’a pas encore de tâche ; l’élément montre donc le jeu sans tâche.
        [command] Dans la commande, task={ $value } n’est pas une tâche de « { $game } » : ce jeu n’a pas encore de tâche ; rien n’a donc été changé.
       *[link] Dans le lien, task={ $value } n’est pas une tâche de « { $game } » : ce jeu n’a pas encore de tâche ; la page montre donc le jeu sans tâche.
    }
params-task-other = { $where ->
        [attribute] L’attribut task={ $value } n’est pas une tâche de « { $game } » : pour ce jeu, task= accepte { $tasks } ; l’élément montre donc le jeu sans tâche.
        [command] Dans la commande, task={ $value } n’est pas une tâche de « { $game } » : pour ce jeu, task= accepte { $tasks } ; rien n’a donc été changé.
       *[link] Dans le lien, task={ $value } n’est pas une tâche de « { $game } » : pour ce jeu, task= accepte { $tasks } ; la page montre donc le jeu sans tâche.
    }
# Le titre de l’iframe dans le code d’intégration : $heading est le jeu et ses réglages en
# mots (« Jeu de Nim avec des tas de 3, 4 et 5 »).
params-embed-title = movelab : { $heading }

## Les commandes de l’iframe (www/embed.js).
embed-field-unknown = Le champ { $field } de la commande n’est pas un réglage de « { $game } ».
embed-field-type = Dans la commande, { $field } doit être une chaîne de caractères ou un nombre.
embed-move-missing = La commande move demande un coup, par exemple {"{"} type: "move", move: "3" {"}"}.
embed-no-moves = « { $game } » n’accepte pas de coups par une commande.
# $command est play, pause ou seek (notation).
embed-no-line = « { $game } » n’est pas montré comme une suite d’étapes : la commande { $command } n’a donc rien à faire ici.
# Le lang= d’une commande set que le laboratoire n’a pas : $languages énumère celles qu’il a (notation).
embed-lang-unknown = Dans la commande, lang={ $value } n’est pas une langue de cette page ({ $languages }) ; rien n’a donc été changé.

## La case d’étape sous une suite d’étapes (www/seek.js) : $last est la dernière étape.
seek-empty = Tapez un numéro d’étape, un nombre entier de 0 à { $last }.
seek-fraction = L’étape { $value } a une partie décimale ; les étapes sont des coups entiers, un nombre entier de 0 à { $last }.
seek-negative = L’étape { $value } est négative ; les étapes vont de 0 à { $last }.
seek-not-number = L’étape { $value } n’est pas un nombre ; les étapes vont de 0 à { $last }.
# $end dit où finit la suite (seek-end-solution, ou les mots de la vue).
seek-past-end = L’étape { $step } est au-delà de la fin : { $end }.
seek-end-solution = cette solution compte { $last ->
        [one] { $last } coup
       *[other] { $last } coups
    }
seek-showing = Étape { $step } affichée.
seek-fine-value = étape { $step } ; cette barre va de { $lo } à { $hi }

## Les origines autorisées à commander une page intégrée (www/origins.js, boîte Partager).
origins-not-exact = Dans le lien, l’entrée { $entry } de origins n’est pas une origine exacte comme https://example.org (protocole, hôte et port seulement, sans chemin ni barre oblique finale) ; elle a été ignorée.
origins-not-site = { $entry } n’est pas l’adresse d’un site : écrivez-la en entier, en commençant par https:// (ou http://), par exemple https://moodle.example.edu.

## Une partie trop longue pour un lien, gardée par l’onglet du navigateur (www/history.js).
history-lost = Ce lien désigne des coups gardés par l’onglet du navigateur qui les a joués (trop nombreux pour un lien), et cet onglet ne les a pas ; la partie reprend donc du début.

## Les sites de cours de la boîte Partager (www/share.js) : $sites énumère leurs origines.
share-sites-refused = { $problems } D’ici là, le code ne nomme aucun site.
share-sites-heard = Le code permet à { $sites } de recevoir les événements du jeu intégré.
share-measuring-frame = Mesure du code d’intégration

## Une plateforme d’apprentissage (SCORM) qui enregistre le score (www/platform.js).
# $reason est la réponse de la plateforme, dans ses mots.
platform-failed = { $what ->
        [game] La plateforme d’apprentissage n’a pas pu enregistrer la partie en cours : { $reason }. Vous pouvez continuer à jouer, mais elle ne pourra peut-être pas reprendre cette partie la prochaine fois.
        [progress] La plateforme d’apprentissage n’a pas pu enregistrer votre progression : { $reason }. Vous pouvez continuer à jouer, mais prévenez votre enseignant que le score risque de manquer.
       *[score] La plateforme d’apprentissage n’a pas pu enregistrer votre score : { $reason }. Vous pouvez continuer à jouer, mais prévenez votre enseignant que le score risque de manquer.
    }
platform-too-long = Cette partie dépasse maintenant les { $max } caractères que SCORM { $version } garde pour une partie en cours : la plateforme d’apprentissage ne pourra pas la reprendre la prochaine fois. Le score sera tout de même enregistré à la fin.
# Pourquoi un appel à la plateforme a échoué : $call est l’appel tel que SCORM le nomme (notation).
platform-no-call = son API n’a pas de fonction { $call }
platform-call-failed = son appel { $call } a échoué ({ $reason })
# $code est le code d’erreur de la plateforme et ses mots, ou "none".
platform-call-answered = { $code ->
        [none] son appel { $call } a répondu { $answer }
       *[other] son appel { $call } a répondu { $answer } (erreur { $code })
    }

## Les paquets pour une plateforme d’apprentissage (www/package.js).
# Le titre du paquet dans la liste de la plateforme : $heading est le jeu en mots, $task
# l’identifiant de la tâche (notation) ou "none".
package-title = { $task ->
        [none] movelab : { $heading }
       *[other] movelab : { $heading } (tâche : { $task })
    }
package-saved = { $file } enregistré ({ $kb } Ko) : déposez-le sur votre plateforme d’apprentissage comme paquet { $kind }.
package-no-list = la liste des fichiers de la page n’a pas pu être lue ({ $reason }) ; les paquets se font depuis la page servie par un serveur web, pas depuis un fichier unique
package-no-file = le fichier { $file } de la page n’a pas pu être lu ({ $status })

## L’élément <movelab-puzzle> (www/element.js).
element-loading = Chargement du solveur…
element-no-style = La feuille de style de la page n’a pas pu être chargée ({ $reason }) ; le jeu est donc dessiné sans elle.
element-controls = L’attribut controls={ $value } n’est ni full, ni playback, ni none ; l’élément affiche donc full.
element-cannot-show = L’élément ne peut pas montrer « { $game } » : { $reason }.
# Pourquoi la feuille de style n’a pas été chargée : $status est la réponse du serveur (un statut HTTP).
element-style-status = style.css a répondu { $status }
# L’attribut lang de l’élément nomme une langue que le laboratoire n’a pas : $lang tel que
# donné, $used la langue parlée à la place.
element-lang-unknown = L’attribut lang={ $lang } nomme une langue que cet élément n’a pas encore ; il parle donc { $used ->
        [fr] français
        [es] espagnol
        [de] allemand
       *[other] anglais
    }.

## L’en-tête de la page (www/index.html) : ce qu’un moteur de recherche en montre.
page-description =
    .content = Un laboratoire des jeux de quatre articles de recherche et d’un tutoriel (pions à déplacer, solitaire, jeu de Nim, jeux octaux et de soustraction, cavaliers, K en ligne, automates, Push et Candy Collector), chacun résolu de façon optimale dans votre navigateur, chaque réponse vérifiée.
