// A heap game whose opening takes more than one of the page's tasks (a misère quotient at
// the page's largest heaps): its handle's `work()` is called a slice at a time, the page
// answering between slices. The heaps view and the worksheet open their games through it.

/// Works `handle`'s opening to its end, one slice a task, telling each slice's progress (a
/// fact) to `tell`. Resolves true once the game is open, false when `stale()` says the game
/// is no longer wanted (a newer one was asked for); rejects with the core's refusal.
export async function opened(handle, tell = () => {}, stale = () => false) {
  for (let progress = handle.work(); progress; progress = handle.work()) {
    tell(progress);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (stale()) return false;
  }
  return true;
}
