"use client";

import { Description, Dialog, DialogBackdrop, DialogPanel as HeadlessPanel, DialogTitle } from "@headlessui/react";
import { ExclamationTriangleIcon, InformationCircleIcon, SignalSlashIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { Button } from "./button";
import { cx } from "./cx";
import { Spinner } from "./spinner";
import { TextField } from "./text-field";

/**
 * The one dialog design (DESIGN §3): a tone icon in a circle, the title, the
 * message (the dialog's description) and the actions, right-aligned, dismiss
 * then affirm; side by side and full width on phones. A confirmation can turn
 * busy in place (spinner for the icon, the status text for the message,
 * buttons disabled, Esc and backdrop ignored) and then show its failure.
 */
export type DialogTone = "info" | "warning" | "danger" | "offline";

/**
 * A question that needs a written answer too (why an entry is reversed or deleted): one required line of text —
 * or a date and time (`datetime-local`: a past-due work order's new due time, issue 44), answered as the input's value.
 */
export interface ReasonField {
  label: string;
  /** Under the field, e.g. "Kept in the account's History." */
  hint?: string;
  maxLength?: number;
  type?: "text" | "datetime-local";
  /** The earliest value a `datetime-local` field offers (yyyy-MM-ddTHH:mm). */
  min?: string;
}

export type DialogView =
  | { phase: "ask"; title: string; message: ReactNode; tone: DialogTone; reason?: ReasonField }
  | { phase: "busy"; title: string; busyText: string }
  | { phase: "notice"; title: string; message: ReactNode; detail?: ReactNode; tone: DialogTone; okLabel: string };

const TONES: Record<DialogTone, { icon: typeof InformationCircleIcon; circle: string }> = {
  info: { icon: InformationCircleIcon, circle: "bg-brand-50 text-brand-700" },
  warning: { icon: ExclamationTriangleIcon, circle: "bg-amber-50 text-amber-700" },
  danger: { icon: ExclamationTriangleIcon, circle: "bg-red-50 text-red-700" },
  offline: { icon: SignalSlashIcon, circle: "bg-amber-50 text-amber-700" },
};

export interface DialogEntry {
  id: number;
  view: DialogView;
  /** true: YES or OK; false: CANCEL, Esc or a click outside. Never called while busy. With a reason field, YES brings its text. */
  onAnswer: (yes: boolean, reason?: string) => void;
}

/**
 * One Headless UI dialog, always mounted and opened while there is an entry,
 * so that it can find the page it must make inert; each entry gets its own
 * panel.
 */
export function DialogFrame({ entry }: { entry?: DialogEntry }) {
  const startRef = useRef<HTMLElement | null>(null);
  const busy = entry?.view.phase === "busy";
  return (
    <Dialog
      open={Boolean(entry)}
      onClose={() => entry && !busy && entry.onAnswer(false)}
      role="alertdialog"
      className="fixed inset-0 z-dialog"
      initialFocus={startRef}
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        {entry && <DialogContent key={entry.id} view={entry.view} onAnswer={entry.onAnswer} startRef={startRef} />}
      </div>
    </Dialog>
  );
}

/** False on the first render, true from the next frame on. */
function useNextFrame(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

function DialogContent({ view, onAnswer, startRef }: Omit<DialogEntry, "id"> & { startRef: RefObject<HTMLElement | null> }) {
  const t = useTranslations("common");
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const affirmRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const busy = view.phase === "busy";
  const regionReady = useNextFrame();
  const reasonField = view.phase === "ask" ? view.reason : undefined;
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  // A question with a reason starts in its field; save confirmations on YES; destructive and cautious ones on CANCEL; a notice on its one OK.
  const startOnCancel = view.phase === "ask" && view.tone !== "info";

  useEffect(() => {
    startRef.current = reasonField ? reasonRef.current : startOnCancel ? cancelRef.current : affirmRef.current;
    // The panel keeps focus while busy (its buttons are disabled).
    (busy ? panelRef.current : startRef.current)?.focus();
  }, [view.phase, busy, startOnCancel, startRef, reasonField]);

  const affirm = () => {
    if (!reasonField) return onAnswer(true);
    if (reason.trim() === "") {
      setReasonError(t("dialog.reasonRequired", { label: reasonField.label }));
      reasonRef.current?.focus();
      return;
    }
    onAnswer(true, reason.trim());
  };

  const ignoreEscapeWhileBusy = (event: KeyboardEvent) => {
    if (busy && event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const tone = view.phase === "busy" ? null : TONES[view.tone];
  const Icon = tone?.icon;

  return (
    <HeadlessPanel
      ref={panelRef}
      tabIndex={-1}
      onKeyDown={ignoreEscapeWhileBusy}
      aria-busy={busy || undefined}
      className="w-full max-w-dialog-alert rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 focus:outline-none"
    >
      <div className="flex items-start gap-4">
        <span
          className={cx("flex size-10 shrink-0 items-center justify-center rounded-full", tone ? tone.circle : "bg-brand-50")}
          aria-hidden="true"
        >
          {Icon ? <Icon className="size-5" /> : <Spinner diameter={25} label={null} />}
        </span>
        {/* The dialog's one status region: it lives as long as the dialog, and only its text changes (question, then
            'Saving…', then a failure), so each change is announced. A dialog that opens busy gets its text one frame after
            the region exists: a region inserted together with its text is often not read at all. */}
        <div className="min-w-0 flex-1 pt-2" aria-live="polite" aria-atomic="true">
          <DialogTitle className="text-base font-semibold text-slate-900">{view.title}</DialogTitle>
          {/* The question is the dialog's description (aria-describedby). */}
          <Description as="div" className="mt-2 text-sm/6 text-slate-600">
            <div>{view.phase === "busy" ? (regionReady ? view.busyText : "") : view.message}</div>
            {view.phase === "notice" && view.detail ? <p className="mt-2 text-slate-500">{view.detail}</p> : null}
          </Description>
        </div>
      </div>
      {/* Outside the status region: typing is not announced; a failure replaces the question (and the field) in the region. */}
      {reasonField && (
        <TextField
          ref={reasonRef}
          id="dialog-reason"
          label={reasonField.label}
          required
          type={reasonField.type ?? "text"}
          min={reasonField.min}
          autoComplete="off"
          maxLength={reasonField.maxLength ?? 500}
          value={reason}
          error={reasonError}
          hint={reasonField.hint}
          fieldClassName="mt-5 sm:ml-14"
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError && event.target.value.trim() !== "") setReasonError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            affirm();
          }}
        />
      )}
      {/* Uppercase on each button (buttons do not inherit it): the failure's 'Ok' and the alerts' 'OK' look the same. */}
      <div className="mt-6 flex gap-3 sm:justify-end">
        {view.phase === "notice" ? (
          <Button ref={affirmRef} className="flex-1 uppercase sm:flex-none" onClick={() => onAnswer(true)}>
            {view.okLabel}
          </Button>
        ) : (
          <>
            <Button
              ref={cancelRef}
              variant="secondary"
              className="flex-1 uppercase sm:flex-none"
              disabled={busy}
              onClick={() => onAnswer(false)}
            >
              {t("actions.cancel")}
            </Button>
            <Button
              ref={affirmRef}
              variant={view.phase === "ask" && view.tone === "danger" ? "danger" : "primary"}
              className="flex-1 uppercase sm:flex-none"
              disabled={busy}
              onClick={affirm}
            >
              {t("actions.yes")}
            </Button>
          </>
        )}
      </div>
    </HeadlessPanel>
  );
}
