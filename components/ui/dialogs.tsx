"use client";

import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { DialogEntry, DialogFrame as DialogFrameComponent, DialogTone, ReasonField } from "./dialog-panel";
import { restoreFocusIfLost } from "./restore-focus";

export type { DialogTone, ReasonField } from "./dialog-panel";

/**
 * The dialog (and Headless UI with it; most page views never open one) is not fetched with the page:
 * it is fetched at the person's first press of a key or pointer, or first
 * input, on the page (someone filling in a form has it before they save; the
 * click that asks for a confirmation starts it), or when a dialog is asked for
 * before that. Offline, the worker serves it from its precache. Where it cannot be had (no worker yet, or OFFLINE_WORKER=off,
 * and no network), the browser's own alert and confirm ask instead, so no
 * question and no 'Offline' notice is ever lost (docs/DECISIONS.md).
 */
const loadDialogFrame = () => import("./dialog-panel");

type FrameState =
  | { status: "idle" }
  | { status: "loading"; entryId: number }
  | { status: "ready"; Frame: typeof DialogFrameComponent }
  /** The load failed while entry `entryId` was waiting: it (only it) is asked with the browser's own dialogs. */
  | { status: "failed"; entryId: number };

const plainText = (node: ReactNode) => (typeof node === "string" || typeof node === "number" ? String(node) : "");

/** The browser's own dialog for an entry, when ours could not be loaded. A busy panel waits for its outcome. */
function answerNatively({ view, onAnswer }: DialogEntry): void {
  if (view.phase === "busy") return;
  const text = [view.title, plainText(view.message), view.phase === "notice" ? plainText(view.detail) : ""].filter(Boolean).join("\n\n");
  if (view.phase === "ask" && view.reason) {
    // The reason is required: no text counts as CANCEL.
    const written = window.prompt(`${text}\n\n${view.reason.label}:`)?.trim();
    onAnswer(Boolean(written), written);
  } else if (view.phase === "ask") onAnswer(window.confirm(text));
  else {
    window.alert(text);
    onAnswer(true);
  }
}

/**
 * The confirm/alert dialog of PRODUCT.md#dialogs "Shared dialogs" (title and message;
 * YES and CANCEL when confirming, OK otherwise; 552 px wide), one at a time:
 * requests wait in a queue, so dialogs never stack. Screens call
 * `const { confirm, alert, run } = useDialogs()` and await the answer.
 *
 * `run` is a confirmation that does its work in the same panel: on YES it
 * turns busy, then closes on success or shows the failure (one focused Ok).
 * Without a question it opens busy at once (sign-in).
 */
type FocusTarget = () => HTMLElement | null | undefined;

export interface DialogFailure {
  title: string;
  message: string;
  /** The server's reason, under the message. */
  detail?: string;
  tone?: "warning" | "offline";
}

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  /** 'info' for saves (focus on YES); 'danger' for deletes (red YES); default 'warning' (focus on CANCEL). */
  tone?: DialogTone;
}

export interface AlertOptions {
  title: string;
  message: ReactNode;
  detail?: ReactNode;
  tone?: DialogTone;
  /** Where focus goes once the alert is dismissed (default: where it was before). */
  returnFocus?: FocusTarget;
  /** The one button's label (default 'OK'). */
  okLabel?: string;
  /** Closes the alert from outside (the idle warning, once any tab is active again); the promise then resolves too. */
  signal?: AbortSignal;
  /** Shown at once, ahead of any dialog already open (which returns after it); only for what cannot wait. */
  urgent?: boolean;
}

export interface RunOptions<T> {
  title?: string;
  /** Asked first with YES and CANCEL; without it the panel opens busy. */
  question?: ReactNode;
  tone?: DialogTone;
  /** A required line of text asked with the question (why an entry is reversed); the task receives it. */
  reason?: ReasonField;
  /** The status while the task runs, e.g. 'Saving client details...'. */
  busyText: string;
  /** The work; `progress` changes the status text; `answer.reason` is what was written in the reason field. */
  task: (progress: (busyText: string) => void, answer: { reason?: string }) => Promise<T>;
  /** What the panel says when the task fails; null closes it quietly (a 401 returns to sign-in anyway). */
  failureOf: (error: unknown) => DialogFailure | null;
  /** Where focus goes once a failure is dismissed. */
  returnFocus?: FocusTarget;
  /** Where focus goes once the task is done, when not back to what opened the dialog (e.g. it is now disabled). */
  focusAfterDone?: FocusTarget;
}

export type RunOutcome<T> = { status: "cancelled" } | { status: "done"; value: T } | { status: "failed"; error: unknown };

interface DialogsApi {
  confirm(options: ConfirmOptions): Promise<boolean>;
  alert(options: AlertOptions): Promise<void>;
  run<T>(options: RunOptions<T>): Promise<RunOutcome<T>>;
}

type Entry = DialogEntry;

const DialogsContext = createContext<DialogsApi | null>(null);

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error("useDialogs must be used inside <DialogsProvider>");
  return api;
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const [queue, setQueue] = useState<Entry[]>([]);
  const nextId = useRef(1);
  const focusAfterClose = useRef<FocusTarget | null>(null);
  const pendingAlerts = useRef(new Map<string, Promise<void>>());
  // Where focus was when the first of the queued dialogs was asked for (see restoreFocusIfLost).
  const opener = useRef<HTMLElement | null>(null);
  const queueLength = useRef(0);
  const current = queue[0];
  // Loaded at the first dialog, then kept mounted (it must stay mounted between dialogs: see DialogFrame).
  const [frame, setFrame] = useState<FrameState>({ status: "idle" });
  if (current && (frame.status === "idle" || (frame.status === "failed" && frame.entryId !== current.id))) {
    setFrame({ status: "loading", entryId: current.id });
  }
  useEffect(() => {
    const warm = () => void loadDialogFrame().catch(() => undefined);
    const options = { capture: true, once: true, passive: true } as const;
    const events = ["pointerdown", "keydown", "input"] as const;
    for (const event of events) window.addEventListener(event, warm, options);
    return () => {
      for (const event of events) window.removeEventListener(event, warm, options);
    };
  }, []);
  useEffect(() => {
    if (frame.status !== "loading") return;
    const { entryId } = frame;
    loadDialogFrame().then(
      (module) => setFrame({ status: "ready", Frame: module.DialogFrame }),
      () => setFrame({ status: "failed", entryId }),
    );
  }, [frame]);
  useEffect(() => {
    if (frame.status === "failed" && current?.id === frame.entryId) answerNatively(current);
  }, [frame, current]);

  /** `first`: ahead of the dialog showing now, which comes back once this one is answered (the idle warning). */
  const add = useCallback((entry: Omit<Entry, "id">, first = false) => {
    const id = nextId.current++;
    if (queueLength.current === 0) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    queueLength.current += 1;
    setQueue((items) => (first ? [{ ...entry, id }, ...items] : [...items, { ...entry, id }]));
    return id;
  }, []);
  const update = useCallback((id: number, patch: Partial<Omit<Entry, "id">>) => {
    setQueue((items) => items.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);
  const close = useCallback((id: number, returnFocus?: FocusTarget) => {
    focusAfterClose.current = returnFocus ?? null;
    queueLength.current = Math.max(0, queueLength.current - 1);
    setQueue((items) => items.filter((entry) => entry.id !== id));
  }, []);

  // After the dialog has gone (and Headless UI has put focus back where it was), move it where the caller asked.
  useEffect(() => {
    if (current) return;
    if (!focusAfterClose.current) {
      if (opener.current) restoreFocusIfLost(opener.current);
      opener.current = null;
      return;
    }
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    opener.current = null;
    const frame = requestAnimationFrame(() => target()?.focus());
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const api = useMemo<DialogsApi>(() => {
    const run = <T,>({
      title = t("dialog.confirm"),
      question,
      tone = "info",
      reason,
      busyText,
      task,
      failureOf,
      returnFocus,
      focusAfterDone,
    }: RunOptions<T>) =>
      new Promise<RunOutcome<T>>((resolve) => {
        const busy = (id: number, text: string) => update(id, { view: { phase: "busy", title, busyText: text } });
        const execute = (id: number, answer: { reason?: string } = {}) => {
          busy(id, busyText);
          task((text) => busy(id, text), answer).then(
            (value) => {
              close(id, focusAfterDone);
              resolve({ status: "done", value });
            },
            (error: unknown) => {
              const failure = failureOf(error);
              if (!failure) {
                close(id);
                resolve({ status: "failed", error });
                return;
              }
              update(id, {
                view: {
                  phase: "notice",
                  title: failure.title,
                  message: failure.message,
                  detail: failure.detail,
                  tone: failure.tone ?? "warning",
                  okLabel: t("actions.okFailure"),
                },
                onAnswer: () => {
                  close(id, returnFocus);
                  resolve({ status: "failed", error });
                },
              });
            },
          );
        };
        if (question === undefined) {
          const id = add({ view: { phase: "busy", title, busyText }, onAnswer: () => undefined });
          execute(id);
          return;
        }
        const id = add({
          view: { phase: "ask", title, message: question, tone, reason },
          onAnswer: (yes, written) => {
            if (yes) return execute(id, { reason: written });
            close(id);
            resolve({ status: "cancelled" });
          },
        });
      });

    return {
      confirm: ({ title = t("dialog.confirm"), message, tone = "warning" }) =>
        new Promise<boolean>((resolve) => {
          const id = add({
            view: { phase: "ask", title, message, tone },
            onAnswer: (yes) => {
              close(id);
              resolve(yes);
            },
          });
        }),
      alert: ({ title, message, detail, tone = "info", returnFocus, okLabel = t("actions.ok"), signal, urgent = false }) => {
        // The same alert asked again while it is waiting (three lists failing offline) is shown once.
        const key = typeof message === "string" && detail === undefined && !signal ? `${title}\n${message}` : null;
        const waiting = key ? pendingAlerts.current.get(key) : undefined;
        if (waiting) return waiting;
        const answered = new Promise<void>((resolve) => {
          if (signal?.aborted) return resolve();
          let open = true;
          const finish = () => {
            if (!open) return;
            open = false;
            if (key) pendingAlerts.current.delete(key);
            close(id, returnFocus);
            resolve();
          };
          const id = add({ view: { phase: "notice", title, message, detail, tone, okLabel }, onAnswer: finish }, urgent);
          signal?.addEventListener("abort", finish, { once: true });
        });
        if (key) pendingAlerts.current.set(key, answered);
        return answered;
      },
      run,
    };
  }, [add, update, close, t]);

  return (
    <DialogsContext.Provider value={api}>
      {/* While a dialog is open, Headless UI makes the top-level element that holds its place inert and hides it
          from assistive technology: this wrapper keeps the page in that element. */}
      <div>
        {children}
        {frame.status === "ready" && <frame.Frame entry={current} />}
      </div>
    </DialogsContext.Provider>
  );
}
