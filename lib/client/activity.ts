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
