## The plane view of Candy Collector on a line (www/views/plane.js, plane-draw.js).

plane-title = { $title } on a line
plane-line-note = Here the vertices lie on a line and travel takes the distance between them; you start at position 0.
plane-first-thing = Plan your own route by clicking boxes, or see the optimum.
plane-how-solved = How it is solved
plane-theory = The computer takes the boxes in time order: the most candies that end at a box are that box's candies plus the most that end at the best earlier box it can be reached from in time. On a line, turning the position-time plane by 45° makes "reachable in time" a quarter of the plane, so a Fenwick tree finds that best earlier box quickly (Andreica and Tapus).
plane-new = New instance
plane-export = Download the instance (JSON)
plane-modes =
    .aria-label = Mode
plane-watch = See the optimum
plane-play = Plan your own route
plane-question = How many candies can you collect? Plan your own route, or see the optimum.
plane-undo = Take back the last box
plane-clear = Start over
plane-reveal = Show the optimum
plane-hand-in = Hand in my route
plane-canvas =
    .aria-label = The boxes in the position-time plane
plane-detail-none = Point at a box, or focus the plane and use ← and →, to see it.
plane-help = Across: position; down: time. The shaded cone holds what you can reach from the start at speed 1; filled boxes are reachable, hollow ones are not; the coloured path, once shown, is an optimal route. Keys on the plane: ←/→ the previous or next box in time, ↑/↓ the next box within reach (along the route once shown), Home the first box within reach, End the last box, Escape clears the choice. Planning your own route: click a box (or Enter on the chosen one) to add it or take it back.
plane-link-refused = The link's instance (m={ $m }, seed={ $seed }, span={ $span }) cannot be shown: { $reason }. The page shows the default instance instead.
plane-plan-in-play = Routes are planned in play mode (mode=play).
plane-not-a-box = { $text } is not a box: the boxes are numbered 1 to { $count }.
plane-already = Box { $number } is already on your route.
plane-plan-dropped = The link's plan moves={ $moves } belongs to planning a route (mode=play), so it was dropped.
plane-plan-bad = The link's plan moves={ $moves } is not a list of this instance's boxes (numbers from 1 to { $count }, each once, joined by dots), so the plan starts empty.
plane-route-boxes = boxes { $list }
plane-route-empty = no box yet
plane-route-broken = Your route: { $boxes }, { $candies ->
        [one] 1 candy
       *[other] { $candies } candies
    }. It breaks off: { $problem }; take that box back.
plane-route-best = Your route: { $boxes }, { $candies ->
        [one] 1 candy
       *[other] { $candies } candies
    }, the most there is. Well planned!
plane-route-revealed = Your route: { $boxes }, { $candies ->
        [one] 1 candy
       *[other] { $candies } candies
    }; the most is { $best }.
plane-route-more = Your route: { $boxes }, { $candies ->
        [one] 1 candy
       *[other] { $candies } candies
    }; can you collect more? Click boxes to add them.
plane-best = Most candies: { $best }, from { $route } of the { $count } boxes ({ $reach } can be reached at all).
plane-opening = { $count } boxes, { $reach } within reach. How many candies can you collect?
plane-detail = Box { $number }: position { $position }, time { $time }, { $candies ->
        [one] 1 candy
       *[other] { $candies } candies
    }; { $where ->
        [route] on the optimal route
        [reachable] reachable, not on the route shown
       *[other] out of reach from the start
    }.
plane-hand-in-broken = Your route breaks off: { $problem }; take that box back first.
plane-hand-in-empty = Your route has no box yet: click boxes to add them.
plane-axis-position = position { $lo }
plane-axis-time = time 0
