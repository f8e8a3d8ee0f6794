/**
 * Fetches code a page must have even without a network — the alert dialog
 * ('Offline' is one of its messages), the phone's menu — once the page has
 * loaded and the browser is idle: never before the first paint, and never
 * missing when the connection drops before anyone has touched the page.
 * Returns a cancel function for an effect's cleanup.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) void load().catch(() => undefined);
  };
  const start = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(run, { timeout: 5_000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 1);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", start);
    cancelIdle();
  };
}
