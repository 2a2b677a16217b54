## The page's shell: refused values of a link, an element's attributes and an iframe's
## commands (www/params.js), and the embedding, the step box, the origins, the history,
## the Share box, the learning platform, the packages and the element.
# $where says who gave the value: "link" (the page's URL), "attribute" (the element's
# attribute) or "command" (an iframe's `set` command). $name is a parameter's name and
# $value the value given, already quoted ("0"); both are notation, never translated.

# A value refused: $want is one of the params-want-* phrases below (or a list of the values
# allowed); $fallback is the value used instead.
params-refused = { $where ->
        [attribute] The attribute { $name }={ $value } is not { $want }, so the player uses { $name }={ $fallback }.
        [command] The command's { $name }={ $value } is not { $want }, so nothing was changed.
       *[link] The link's { $name }={ $value } is not { $want }, so the page uses { $name }={ $fallback }.
    }
# A whole number of a game's range that the game has no solution for.
params-refused-unsolvable = { $where ->
        [attribute] The attribute { $name }={ $value } is not allowed: { $game } has no solution with { $name } = { $number }, { $name } must be from { $min } to { $max }, so the player uses { $name }={ $fallback }.
        [command] The command's { $name }={ $value } is not allowed: { $game } has no solution with { $name } = { $number }, { $name } must be from { $min } to { $max }, so nothing was changed.
       *[link] The link's { $name }={ $value } is not allowed: { $game } has no solution with { $name } = { $number }, { $name } must be from { $min } to { $max }, so the page uses { $name }={ $fallback }.
    }
params-want-whole = a whole number from { $min } to { $max }
params-want-text = a text of at most { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }
params-want-step-fraction = a whole number of moves (steps have no fractions)
params-want-step-huge = a step of any solution this page shows (it is far too large)
params-want-step = a whole number of moves
params-want-speed = a number of moves a second from { $min } to { $max }
# A parameter that the game's view does not read (a speed where nothing plays).
params-unread = { $where ->
        [attribute] The attribute { $name }={ $value } does nothing for { $game }, so it was dropped.
        [command] The command's { $name }={ $value } does nothing for { $game }, so it was dropped.
       *[link] The link's { $name }={ $value } does nothing for { $game }, so it was dropped.
    }
params-unknown = The link's parameter { $name } is not one this page knows; it was ignored.
params-repeated = The link gives { $name } { $count ->
        [2] twice
       *[other] { $count } times
    }; the first, { $value }, is used.
params-not-a-setting = The link's { $name }={ $value } is not a setting of { $game }, so it was dropped.
params-moves-long = { $where ->
        [attribute] The attribute moves= has { $length } characters, more than the { $max } a record may have, so the game starts afresh.
        [command] The command's moves= has { $length } characters, more than the { $max } a record may have, so nothing was changed.
       *[link] The link's moves= has { $length } characters, more than the { $max } a record may have, so the game starts afresh.
    }
params-moves-bad = { $where ->
        [attribute] The attribute moves={ $value } is not a record of moves (letters, digits, dots, dashes and underscores, as the page writes it), so the game starts afresh.
        [command] The command's moves={ $value } is not a record of moves (letters, digits, dots, dashes and underscores, as the page writes it), so nothing was changed.
       *[link] The link's moves={ $value } is not a record of moves (letters, digits, dots, dashes and underscores, as the page writes it), so the game starts afresh.
    }
# show=: $runs lists the runs the game has (notation), or is empty when it has none.
params-show-none = { $where ->
        [attribute] The attribute show={ $value } is not a run of { $game }: { $game } has no recorded run to show, so the player shows the game.
        [command] The command's show={ $value } is not a run of { $game }: { $game } has no recorded run to show, so nothing was changed.
       *[link] The link's show={ $value } is not a run of { $game }: { $game } has no recorded run to show, so the page shows the game.
    }
params-show-other = { $where ->
        [attribute] The attribute show={ $value } is not a run of { $game }: show= takes { $runs } for { $game }, so the player shows the game.
        [command] The command's show={ $value } is not a run of { $game }: show= takes { $runs } for { $game }, so nothing was changed.
       *[link] The link's show={ $value } is not a run of { $game }: show= takes { $runs } for { $game }, so the page shows the game.
    }
params-task-none = { $where ->
        [attribute] The attribute task={ $value } is not a task of { $game }: { $game } has no task yet, so the player shows the game without a task.
        [command] The command's task={ $value } is not a task of { $game }: { $game } has no task yet, so nothing was changed.
       *[link] The link's task={ $value } is not a task of { $game }: { $game } has no task yet, so the page shows the game without a task.
    }
params-task-other = { $where ->
        [attribute] The attribute task={ $value } is not a task of { $game }: task= takes { $tasks } for { $game }, so the player shows the game without a task.
        [command] The command's task={ $value } is not a task of { $game }: task= takes { $tasks } for { $game }, so nothing was changed.
       *[link] The link's task={ $value } is not a task of { $game }: task= takes { $tasks } for { $game }, so the page shows the game without a task.
    }
# The iframe's title in the embed code the Share box writes: $heading is the game and its
# settings in words ("Nim with heaps of 3, 4 and 5").
params-embed-title = movelab: { $heading }

## The iframe's commands (www/embed.js).
embed-field-unknown = The command's field { $field } is not a setting of { $game }.
embed-field-type = The command's { $field } must be a string or a number.
embed-move-missing = The move command needs a move, such as {"{"} type: "move", move: "3" {"}"}.
embed-no-moves = { $game } takes no moves from a command.
# $command is play, pause or seek.
embed-no-line = { $game } is not shown as a line of steps, so there is nothing to { $command ->
        [play] play
        [pause] pause
       *[seek] seek
    } there.
# A set command's lang= the lab does not have: $languages lists those it has (notation).
embed-lang-unknown = The command's lang={ $value } is not a language this page has ({ $languages }), so nothing was changed.

## The step box under a line of steps (www/seek.js): $last is the last step.
seek-empty = Type a step number, a whole number from 0 to { $last }.
seek-fraction = Step { $value } has a fraction; steps are whole moves, a whole number from 0 to { $last }.
seek-negative = Step { $value } is negative; steps are a whole number from 0 to { $last }.
seek-not-number = Step { $value } is not a number; steps are a whole number from 0 to { $last }.
# $end says where the line ends (seek-end-solution, or the view's own words).
seek-past-end = Step { $step } is past the end: { $end }.
seek-end-solution = this solution has { $last ->
        [one] { $last } move
       *[other] { $last } moves
    }
seek-showing = Showing step { $step }.
seek-fine-value = step { $step }; this bar reaches { $lo } to { $hi }

## The origins allowed to command an embedded page (www/origins.js, the Share box).
origins-not-exact = The link's origins entry { $entry } is not an exact origin like https://example.org (scheme, host and port only, no path or trailing slash); it was ignored.
origins-not-site = { $entry } is not the address of a site: write it whole, starting with https:// (or http://), such as https://moodle.example.edu.

## A game too long for a link, kept by the browser tab (www/history.js).
history-lost = This link names moves that were kept by the browser tab that made them (too many for a link), and this tab does not have them, so the game starts afresh.

## The Share box's course sites (www/share.js): $sites lists the sites' origins.
share-sites-refused = { $problems } The code names no site until then.
share-sites-heard = The code lets { $sites } hear the player's events.
share-measuring-frame = Measuring the embed code

## A learning platform (SCORM) that records the score (www/platform.js).
# $reason is the platform's own answer, in its words.
platform-failed = { $what ->
        [game] The learning platform could not record the game in progress: { $reason }. You can go on playing, but it may not bring this game back next time.
        [progress] The learning platform could not record your progress: { $reason }. You can go on playing, but tell your teacher that the score may be missing.
       *[score] The learning platform could not record your score: { $reason }. You can go on playing, but tell your teacher that the score may be missing.
    }
platform-too-long = This game is now longer than the { $max } characters SCORM { $version } keeps for a game in progress, so the learning platform will not bring it back next time. The score is still recorded at the end.

# Why a platform's call failed: $call is the call as SCORM names it (notation).
platform-no-call = its API has no { $call } function
platform-call-failed = its { $call } failed ({ $reason })
# $code is the platform's error code and its words, or "none".
platform-call-answered = { $code ->
        [none] its { $call } answered { $answer }
       *[other] its { $call } answered { $answer } (error { $code })
    }

## The packages for a learning platform (www/package.js).
# The package's title in the platform's list: $heading is the game in words, $task the
# task's id (notation) or "none".
package-title = { $task ->
        [none] movelab: { $heading }
       *[other] movelab: { $heading } (task: { $task })
    }
package-saved = Saved { $file } ({ $kb } KB): upload it to your learning platform as a { $kind } package.
package-no-list = the list of the page's files could not be read ({ $reason }); packages are made from the page on a web server, not from a single file
package-no-file = the page's file { $file } could not be read ({ $status })

## The element <movelab-puzzle> (www/element.js).
element-loading = Loading the solver…
element-no-style = The page's stylesheet could not load ({ $reason }), so the game is drawn without it.
element-controls = The attribute controls={ $value } is not full, playback or none, so the player shows full.
element-cannot-show = The element cannot show { $game }: { $reason }.
# Why the stylesheet did not load: $status is the server's answer (an HTTP status).
element-style-status = style.css answered { $status }
# The element's lang attribute names a language the lab does not have: $lang as given,
# $used the language spoken instead.
element-lang-unknown = The attribute lang={ $lang } names a language this player does not have yet, so it speaks { $used ->
        [fr] French
        [es] Spanish
        [de] German
       *[other] English
    }.

## The page's head (www/index.html): what a search engine shows of it.
page-description =
    .content = A lab of the games of four research papers and a tutorial (checker puzzles, peg solitaire, Nim, octal and subtraction games, knights, K in a row, automata, Push and Candy Collector), each solved optimally in your browser, with every answer checked.
