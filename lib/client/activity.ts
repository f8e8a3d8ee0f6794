"use client";

/**
 * The time of the user's last request, shared by every open tab through
 * localStorage, so the idle timer of one tab does not end a session that
 * another tab keeps busy.
 */
const KEY = "agency:last-activity";

export function markActivity(): void {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Private mode or storage disabled: each tab keeps its own timer.
  }
  lastLocal = Date.now();
}

let lastLocal = Date.now();

export function lastActivity(): number {
  try {
    return Math.max(Number(localStorage.getItem(KEY) ?? 0), lastLocal);
  } catch {
    return lastLocal;
  }
}

/** Calls `listener` when another tab records activity; returns the unsubscribe. */
export function onActivityElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
