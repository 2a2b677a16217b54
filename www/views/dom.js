// Small DOM helpers shared by the view controllers.

/// Shows `text` in `box`, hiding the box when there is nothing to say.
export function showText(box, text) {
  box.textContent = text;
  box.hidden = !text;
}
