/**
 * Puts focus back on the element that opened a dialog when closing it left
 * focus nowhere. Headless UI does this itself from the focus history it keeps
 * from the moment its module loads; a dialog whose code loads on first use
 * (dialogs.tsx, the phone drawer, the Finder) was opened from an element
 * focused before that, which Headless UI never saw.
 */
export function restoreFocusIfLost(opener: HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if ((!active || active === document.body) && opener?.isConnected) opener.focus();
  });
}
