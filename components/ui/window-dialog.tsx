"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "./button";
import { cx } from "./cx";

const WIDTHS = { finder: "sm:max-w-dialog-finder", window: "sm:max-w-dialog-window" } as const;

/**
 * The one dialog design (DESIGN §3) at the finder (540) and window (800)
 * widths: the title with a ghost × instead of the tone icon, then the
 * caller's `WindowDialogBody` (scrolls) and `WindowDialogFooter` (pinned),
 * which a form may wrap. On phones it is a full-screen sheet. Headless UI
 * moves focus in, makes the page inert, closes on Esc and returns focus to
 * the control that opened it.
 */
export function WindowDialog({
  open,
  onClose,
  title,
  width = "window",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const t = useTranslations("common.dialog");
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-dialog">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-stretch justify-center sm:items-center sm:p-4">
        <DialogPanel
          className={cx(
            "flex h-dvh w-full flex-col bg-white shadow-xl ring-1 ring-slate-900/5 sm:h-auto sm:max-h-[90dvh] sm:rounded-xl",
            WIDTHS[width],
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-100 py-2 pl-4 pr-2 sm:pl-6 sm:pr-4">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            <Button variant="ghost" size="icon" aria-label={t("closeWindow")} onClick={onClose}>
              <XMarkIcon className="size-5" aria-hidden="true" />
            </Button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** The dialog's content: scrolls when long (DESIGN: `max-h-[70dvh]`; the whole sheet on phones). */
export function WindowDialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 text-sm/6 text-slate-600 sm:max-h-[70dvh] sm:px-6">{children}</div>;
}

/**
 * The actions, in a footer under the body: dismiss then affirm, right-aligned.
 * On phones the sheet pins it to the bottom of the screen, so it is marked as
 * sticky actions: toasts (a saved filter's) then rise above it, as over a form's bar.
 */
export function WindowDialogFooter({ children }: { children: ReactNode }) {
  return (
    <div
      data-sticky-actions
      className="flex items-center gap-3 border-t border-slate-100 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:px-6 sm:py-4"
    >
      {children}
    </div>
  );
}
