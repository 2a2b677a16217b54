// How the page's messages quote what a visitor typed or linked: one rule for every message.

/// A value as a message quotes it: whole when short, else its start and its length, so a
/// pasted page of text does not fill the screen.
export function quoted(value) {
  const text = String(value);
  return text.length <= 60 ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, 40))}… (${text.length} characters)`;
}

/// The English article before a number said aloud: "an 8×8 board", "an 11", "a 5". English
/// only: the message files choose their own articles; kept for the one view label not yet
/// worded by a message (www/views/grid-knights.js), and to go with it.
export function articleFor(n) {
  const digits = String(n);
  const an = digits.startsWith('8') || (digits.length % 3 === 2 && /^1[18]/.test(digits));
  return an ? 'an' : 'a';
}
