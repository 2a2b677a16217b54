## K in a row: what the page, the element, the worksheet and the command line say of it.

kinrow-title = K in a row
kinrow-tagline = Occupy K consecutive empty squares; who cannot loses.
kinrow-intro = Two players take turns covering { $k ->
        [one] { $k } empty square
       *[other] { $k } empty squares side by side
    }; whoever finds no room loses.
kinrow-rules = { $n } empty { $n ->
        [one] square
       *[other] squares
    } in a row. A move occupies { $k } { $k ->
        [one] empty square
       *[other] consecutive empty squares
    }. The player who cannot move loses.
kinrow-heading = { $k } in a row on { $n } empty { $n ->
        [one] square
       *[other] squares
    }

kinrow-param-n = Squares (N)
kinrow-param-k = Squares per move (K)
kinrow-param-first = Who starts
kinrow-param-first-you = You
kinrow-param-first-computer = The computer

kinrow-run-table = Andreica and Tapus's mex table: the value of each run of empty squares, by length

kinrow-task-win = Win against the computer, which plays perfectly.
## K in a row's recorded run (core/src/kinrow/runs.rs, show=table).
kinrow-run-title-table = The mex table of K in a row, run by run
kinrow-run-answer-table = The values of runs of 0 to { $n } empty squares with K = { $k }.
