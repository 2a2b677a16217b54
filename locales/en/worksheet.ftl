## The printable worksheet of every game (www/worksheet.js, www/worksheet.html): its frame,
## the checker rows' and the heap games' sheets. Each game's own questions are in its file.

worksheet-title = movelab worksheet
worksheet-print = Print this worksheet
worksheet-paper = Laid out for A4 and Letter paper.
worksheet-name = Name:
worksheet-date = Date:
worksheet-loading = Loading the solver…
worksheet-answers = Answers
worksheet-footer = movelab · every answer is the solver's.
# The browser tab's title: $heading is the game and its settings in words.
worksheet-page-title = Worksheet: { $heading } · movelab
worksheet-failed = The worksheet could not be made: { $reason }
worksheet-none = { $game } has no worksheet yet.
worksheet-solving = Solving { $heading }…
worksheet-no-sheet = No worksheet of { $heading }: { $reason }. This sheet shows { $game } with its default settings.

## The checker rows' sheet: the first moves drawn, a table for the rest.
worksheet-first-title = The first moves
worksheet-first-key = The shaded square is empty; the ringed checker moves next.
worksheet-rest-title = Your turn: the rest of the moves
worksheet-col-step = Step
worksheet-col-square = Square of the move
# One square of a drawn board, for a screen reader.
worksheet-square = { $kind ->
        [black] black
        [white] white
       *[empty] empty
    }
# $squares lists the squares (worksheet-square), left to right.
worksheet-squares-label = Squares 0 to { $last }: { $squares }
worksheet-too-large = A worksheet is for boards of at most { $squares } squares and { $moves } moves; { $heading } has { $board-squares } squares and { $board-moves } moves, so this sheet shows { $game } with its default settings.
worksheet-start = Start
worksheet-after-move = After move { $move } (square { $square })
worksheet-rest-note = Write the square of each move, steps { $from } to { $last }. Check: the last board is the goal.
worksheet-rest-none = The drawings above are the whole solution.
# $rules are the game's rules; $writing how a move is written (the game's notation).
worksheet-row-rules = { $rules } Write a move as { $writing }. The best solution takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
worksheet-solution-asked = The moves of the best solution, from the start:
worksheet-footer-row = movelab · the optimal solution has { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.

## The heap games' sheet: a table of values to fill in.
worksheet-heap-title = Your turn: fill in the table
# $label names the table's row (a heap's kind), $last the last heap size in it.
worksheet-values-caption = { $label }, n = 0 to { $last }
worksheet-refused = These settings of { $game } were refused: { $reason }. The sheet uses the defaults instead.
worksheet-meaning-grundy = The value G(n) of a heap of n is the smallest whole number (0, 1, 2, …) that is not the value of a position one move away (a position of several heaps is worth the nim-sum of their values); a position is lost for the player to move exactly when its value is 0.
worksheet-meaning-win = A value is 1 when the player to move wins and 0 when they lose, against perfect play: 1 exactly when some move leads to a 0.
# $meaning is one of the two sentences above; $note the game's own note on its values.
worksheet-heap-note = { $meaning } { $note } Fill in each blank square; the first { $given ->
        [one] value is given
       *[other] { $given } values are given
    }.
worksheet-winning-question = From the start, which first moves win?
worksheet-winning-none = None: the player to move loses against perfect play, whatever they do.
# $moves lists the winning first moves (notation); $more counts those left out.
worksheet-winning = { $more ->
        [0] { $moves }.
        [one] { $moves }, and { $more } more.
       *[other] { $moves }, and { $more } more.
    }
worksheet-footer-values = movelab · the values are the solver's (movelab grundy).
