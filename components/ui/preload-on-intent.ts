/**
 * The handlers that fetch a button's on-demand code (a dialog, a drawer, a
 * panel) as soon as the person shows they may use it — pointer over or down,
 * keyboard focus — so it is usually there by the click. Spread them on the
 * button: `<button {...preloadOnIntent(loadFinder)}>`.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}
