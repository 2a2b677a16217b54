## The page's frame: its header, messages, the Share box and the home page's list
## (www/index.html, www/app.js, www/home.js, www/share.js).

page-skip = Skip to the game
page-skip-home = Skip to the games
page-home-link = movelab
    .title = All the games
page-tagline = Games from four research papers and a tutorial, each solved perfectly in your browser, every answer checked.
page-present = Present
    .title = The board as large as the window allows, for a projector
page-loading = Loading…
page-runs-title = How the computer solves it
page-runs-intro = Watch its algorithm at work, step by step, on the settings above:
page-footer = Everything runs in your browser, offline.
page-noscript = This page needs JavaScript and WebAssembly to solve and draw the puzzles.
page-language = Language
page-could-not-start = The page could not start: { $reason }
page-solver-failed = The solver of { $game } could not start: { $reason }. Try reloading the page.

## lang=: a language the lab does not have.
lang-unknown = The link asks for the language { $lang }, which this page does not have yet, so it speaks { $used ->
        [fr] French
        [es] Spanish
        [de] German
       *[other] English
    }.

home-games-title = All games
home-games-title-alone = The games
home-intro = For students, teachers and anyone curious: pick a game and play it. Every answer is worked out here, in your browser, and checked by the project's tests.
# A card's last line: the paper or the tutorial the game comes from. $title is shown in its
# own language (English), $authors is "none" when the copy names none, $venue "none" when unknown.
home-source = { $kind ->
        [tutorial] From the tutorial { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }by { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
       *[paper] From the paper { $title }{ $authors ->
            [none] { "" }
           *[other] { " " }by { $authors }
        }{ $venue ->
            [none] { "" }
           *[other] { " " }({ $venue })
        }
    }

share-title = Share and embed
share-task-label = A task for your class
share-task-none = No task: free play
share-task-hint = The link, the embed code and the downloads carry it; the page scores it.
share-embed-intro = The address bar always holds a link to what you see. To put this player on a course page, paste this:
share-embed-label = Embed code
share-copy = Copy embed code
share-worksheet-link = A printable worksheet of this game
share-worksheet-what = (A4 or Letter): questions on the settings above, the answers on page 2.
share-site-label = Your course site's address:
share-site-why = With it, the player tells your site what happens in it (each move, the end of a game, a task's score), for a script on your course page to use.
share-download-intro = Download for a learning platform (Moodle, Canvas, Blackboard…): a zip to upload as a SCORM activity, which plays this game as set and records its task's score in the gradebook.
share-scorm12 = SCORM 1.2
share-scorm2004 = SCORM 2004
share-exports-intro = Download the moves, in the command line's formats:
share-export-text = Text

page-present-leave = Leave presentation (Esc)
page-moves-kept-by-tab = The moves are too many for a link, so this browser tab keeps them: a reload or Back brings them back, but a copied link starts the game afresh.
page-cannot-show = The page cannot show { $game } yet; it shows { $instead } instead.
page-loading-solver = Loading the solver of { $game }…
share-measuring = Measuring the view…
share-copied = Copied.
share-selected = Selected: press Ctrl+C (or ⌘C) to copy.
share-building = Building the package…
share-no-package = No package: { $reason }.

## The move-list downloads' status (www/views/row-exports.js): $file is the file's name,
## $why the refusal in words.
share-export-saved = Saved { $file } ({ $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }).
share-export-refused = No download: { $why }.
