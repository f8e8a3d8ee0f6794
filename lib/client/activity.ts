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

/**
 * What the person does in this tab: typing, clicking or touching, scrolling (the wheel, a finger, the keyboard)
 * and text put in by other means (paste from a menu, dictation). Only the browser's own events count (a script's
 * scroll or a synthetic event is not the person). Returns the unsubscribe.
 */
const PERSON_EVENTS = ["keydown", "pointerdown", "wheel", "touchmove", "input"] as const;

export function onPersonActive(listener: () => void): () => void {
  const onEvent = (event: Event) => {
    if (event.isTrusted) listener();
  };
  const options = { capture: true, passive: true } as const;
  for (const name of PERSON_EVENTS) window.addEventListener(name, onEvent, options);
  return () => {
    for (const name of PERSON_EVENTS) window.removeEventListener(name, onEvent, options);
  };
}

const NOT_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);

/** Whether the focused element takes what is typed (a text box, text area, select or editable region). */
export function focusIsInField(): boolean {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLInputElement) return !NOT_TEXT_INPUTS.has(element.type) && !element.readOnly && !element.disabled;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLSelectElement) return !element.disabled;
  return element.isContentEditable || element.getAttribute("role") === "combobox" || element.getAttribute("role") === "textbox";
}
