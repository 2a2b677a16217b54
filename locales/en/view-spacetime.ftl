## The space-time view of the swap automaton (www/views/spacetime.js).

spacetime-how-solved = How it is solved
spacetime-theory = Each 1 moves one cell left at every step unless the cell to its left holds a 1 or it has to wait its turn behind another 1. The computer does not play the steps one by one: Andreica and Tapus's method goes once over the row with a stack of the ones' waits, and so knows where every 1 is at any step, and the step T from which the row no longer changes.
spacetime-first-thing = Press ▶ to watch the rows go by, one step per line, or type a row of your own.
spacetime-cells = Start row (0 and 1)
spacetime-show = Show this row
spacetime-random-cells = Random row, cells
spacetime-seed = seed
spacetime-random = Random row
spacetime-predict-title = Your prediction
spacetime-check = Check my row
spacetime-bar =
    .aria-label = View
spacetime-zoom-in =
    .aria-label = Zoom in (+)
    .title = Zoom in (+)
spacetime-zoom-out =
    .aria-label = Zoom out (−)
    .title = Zoom out (−)
spacetime-canvas =
    .aria-label = Space-time diagram
spacetime-help = On the diagram: ↑/↓ a step, Page Up/Down a screen, Home/End step 0 or T, Space plays, ←/→ scroll the cells, + and − zoom; drag or use the wheel to scroll (Ctrl + wheel zooms). The step bar and End go to T, where the row is stable; a typed step reaches any step to { $max }.
spacetime-predict-start = The start row: { $row }
spacetime-predict-label = The row after { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } ({ $cells } cells, 0 and 1)
spacetime-predict-note = { $right } of { $cells } cells right. The row after { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } is { $row }; the diagram shows every step.
spacetime-end = the last step this diagram shows is { $max }
spacetime-predict-refused = The link's task=predict asks for a row of at most { $max } cells to type, and this row has { $cells }. The page shows the row without a task.
spacetime-seek-refused = The command's step must be a whole number from 0 to { $max }, not { $step }.
spacetime-link-refused = The link's start row { $cells } cannot be shown: { $reason }. The page shows the default row.
spacetime-step-past = The link's step={ $step } is past the last step this diagram shows ({ $max }), so it starts at step 0.
spacetime-stable = Stable from step { $step }
spacetime-row = A row of { $cells } cells with { $ones ->
        [one] one 1
       *[other] { $ones } ones
    }; it is stable from step { $stable }.
spacetime-status-cell = Steps { $top } to { $bottom } (top to bottom), cells { $first } to { $last } of { $cells }; one cell is { $pixels } pixels.
spacetime-status-pixel = Steps { $top } to { $bottom } (top to bottom), cells { $first } to { $last } of { $cells }; a pixel is { $per } cells by { $per } steps.
spacetime-canvas-label = Space-time diagram from step { $step }: { $status }
spacetime-zoom-cell = A cell is { $pixels ->
        [one] 1 pixel
       *[other] { $pixels } pixels
    }.
spacetime-zoom-pixel = A pixel is { $cells } cells.
