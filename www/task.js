// A teacher's task on the game shown (`task=`, docs/design.md "Classroom"): the sentence
// before the first move, the ending read from the game's own events, the core's verdict
// (the wasm `judgeTask`) in words, and a refusal when the start cannot pass. One path for
// every game: a view only tells its `solved` and `over` events (or `ctx.answer`, answers it
// checked) and, optionally, `prospect()` and `refuseTask(id)`.

import { t } from './i18n.js';

/// The catalog's task `id` of game `info`, or undefined.
export const taskOf = (info, id) => info.tasks?.find((t) => t.id === id);

/// Settings `s` for a view that reads `reads`: a task is the visitor's to play, so a game
/// with a watch mode opens in play mode (said when `given` named another mode; `where`:
/// who gave it, www/params.js WHERE).
export function taskMode(s, reads, given, where = 'link') {
  if (!s.task || !reads.includes('mode') || s.mode === 'play') return { settings: s, problems: [] };
  const problems = given.has('mode') ? [t('task-mode-played', { where, task: s.task })] : [];
  return { settings: { ...s, mode: 'play' }, problems };
}

/// The task's ending in an event the view sent (`solved`, `over`, `answered`), as `judgeTask`
/// takes it, with the unit of a cost: `[ending, a, b, unit]`, or null for an event that ends
/// nothing.
export function endingOf(type, extra) {
  if (type === 'answered') return ['answered', extra.right, extra.of];
  if (type === 'over') return ['over', extra.winner === 'you' ? 1 : extra.winner === 'draw' ? 0.5 : 0, 0];
  if (type !== 'solved') return null;
  if (extra.candies != null) return ['most', Number(extra.candies), Number(extra.best)];
  // Peg solitaire counts moves as chains of jumps by one peg, against the fewest such.
  if (extra.fewestMoves != null) return ['fewest', Number(extra.jumpMoves), Number(extra.fewestMoves), 'moves'];
  // A game that counts energy (Push-*) says so in its event: its cost is the energy spent.
  if (extra.energy != null) return ['fewest', Number(extra.energy), Number(extra.least), 'energy'];
  return ['fewest', Number(extra.moves), Number(extra.optimal ?? extra.moves), 'moves'];
}

/// The verdict of `judgeTask` in words (`unit`: what a cost counts, `moves` or `energy`):
/// its reason (a fact: the reason's id and its numbers), then the score as a percentage.
export function verdictWords(verdict, unit = 'moves') {
  const { id, ...numbers } = verdict.reason;
  const reason = t(`task-reason-${id}`, { ...numbers, unit });
  return t('task-verdict', { reason, percent: Math.round(verdict.score * 100), passed: verdict.passed ? 'yes' : 'no' });
}

/// Why task `task` of game `info` cannot be passed, in words (`id` from `checkTask`; `where`
/// who asked for it, www/params.js WHERE).
export function refusalWords(id, info, task, where = 'link') {
  return t('task-refused', { where, task, why: t(`task-why-${id}`, { game: info.title }) });
}

/// The task under way on the page: `start(info, settings, wasm, view)` shows its sentence
/// (or refuses it: returns the refusal in words), `hear(type, extra)` reads each event of
/// the view (and `answered`, a view's checked answers) and returns the `result` event's
/// fields once, when the task ends. `host` holds the view: it is marked `tasking` meanwhile.
export function taskRunner({ card, sentence, result, host }) {
  let current = null; // { id, info, wasm, done }

  function start(info, s, wasm, view, where = 'link') {
    current = null;
    card.hidden = true;
    // Under a task, what gives the answer away (hints, values, the solution) is hidden.
    host.classList.remove('tasking');
    if (!s.task) return null;
    const task = taskOf(info, s.task);
    if (!task) return null;
    // A task the view cannot ask at these settings (a row too long to type) is refused.
    const problem = view.refuseTask?.(task.id, where);
    if (problem) return problem;
    // A game brought back from its record may be past its start: its prospect was the start's.
    const prospect = s.moves ? undefined : view.prospect?.();
    const refusal = prospect ? wasm.checkTask(task.id, prospect) : undefined;
    if (refusal) return refusalWords(refusal, info, task.id, where);
    current = { id: task.id, info, wasm, done: false };
    sentence.textContent = task.sentence;
    result.textContent = '';
    card.hidden = false;
    host.classList.add('tasking');
    return null;
  }

  function hear(type, extra) {
    if (!current) return null;
    // A move after the end is a new attempt (the view's own "New game", an undo).
    if (type === 'move' && current.done) again();
    if (current.done) return null;
    const ending = endingOf(type, extra);
    if (!ending) return null;
    const [kind, a, b, unit] = ending;
    const verdict = current.wasm.judgeTask(current.id, kind, a, b);
    if (!verdict) return null;
    current.done = true;
    result.textContent = verdictWords(verdict, unit);
    return { task: current.id, score: verdict.score, passed: verdict.passed, reason: verdict.reason };
  }

  /// The same task from the start again (`restart`, a new game).
  function again() {
    if (!current) return;
    current.done = false;
    result.textContent = '';
  }

  return { start, hear, again, active: () => current !== null };
}
