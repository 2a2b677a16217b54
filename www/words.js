// How the page's messages quote what a visitor typed or linked: one rule for every message.

/// A value as a message quotes it: whole when short, else its start and its length, so a
/// pasted page of text does not fill the screen.
export function quoted(value) {
  const text = String(value);
  return text.length <= 60 ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, 40))}… (${text.length} characters)`;
}
