/**
 * Runs `work` once the browser has a quiet moment, and at the latest after `timeoutMs`; returns a way
 * to call it off. For work a page needs done but not in its first moments. Where the browser has no
 * idle callbacks (Safari), a timer lets the page's own tasks go first.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
