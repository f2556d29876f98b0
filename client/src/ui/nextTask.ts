/**
 * Resolves in a later task of the browser's event loop (a timer, not a microtask): work split by
 * it runs as several short tasks, so a tap or a frame can go in between instead of waiting for
 * the whole of it. Lighthouse counts every task over 50 ms (×4 on a phone) as blocking time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
