// A refusal thrown by the wasm core (web/src/lib.rs `fact_err`): its message is the core's
// fact as JSON, worded here in the page's language; any other error keeps its own text.

import { wordFact } from '../i18n.js';

/// The fact `{ id, args }` an error carries (or is: a worker posts the fact itself), or null
/// when it carries none.
export function factOf(error) {
  if (typeof error?.id === 'string' && !(error instanceof Error)) return error;
  const text = typeof error === 'string' ? error : error?.message;
  if (typeof text !== 'string' || !text.startsWith('{"id":')) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/// An error (or a worker's `refused` fact or text) in words: its fact worded, else its text.
export function refusal(error) {
  const fact = factOf(error);
  return fact ? wordFact(fact) : String(typeof error === 'string' ? error : error?.message ?? error);
}
