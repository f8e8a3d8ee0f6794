/**
 * After an action that leaves the page (a delete returning to its list),
 * focus would fall to <body> with the removed button: once the next page's
 * title has replaced the old one, it takes focus instead, so keyboard and
 * screen-reader users start at the top of the page they were sent to.
 */
const WAIT_FOR_PAGE_MS = 5_000;

export function focusNextPageHeading(): void {
  const previous = document.querySelector("main h1");
  const giveUpAt = performance.now() + WAIT_FOR_PAGE_MS;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading && heading !== previous) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return;
    }
    if (performance.now() < giveUpAt) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
