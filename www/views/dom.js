// Small DOM helpers shared by the view controllers.

/// Shows `text` in `box`, hiding the box when there is nothing to say.
export function showText(box, text) {
  box.textContent = text;
  box.hidden = !text;
}

/// Sizes `canvas` to `width` × `height` CSS pixels, drawn at the device's pixel ratio, which
/// it returns (the drawing scales by it).
export function sizeCanvas(canvas, width, height) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  return dpr;
}
