"use client";

import { Dialog, DialogPanel, DialogTitle, DialogBackdrop } from "@headlessui/react";
import { ExclamationTriangleIcon, InformationCircleIcon, WifiIcon } from "@heroicons/react/24/outline";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "./button";

/**
 * The confirm/alert dialog of SPEC §2 "Shared dialogs": a title and a
 * message, YES and CANCEL when confirming, OK otherwise; 552 px wide.
 * Screens call `const { confirm, alert } = useDialogs()` and await the answer.
 */
type Tone = "info" | "warning" | "offline";

interface DialogRequest {
  kind: "confirm" | "alert";
  title: string;
  message: ReactNode;
  tone: Tone;
  resolve: (answer: boolean) => void;
}

interface DialogsApi {
  confirm(options: { title?: string; message: ReactNode; tone?: Tone }): Promise<boolean>;
  alert(options: { title: string; message: ReactNode; tone?: Tone }): Promise<void>;
}

const DialogsContext = createContext<DialogsApi | null>(null);

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error("useDialogs must be used inside <DialogsProvider>");
  return api;
}

const icons: Record<Tone, typeof InformationCircleIcon> = {
  info: InformationCircleIcon,
  warning: ExclamationTriangleIcon,
  offline: WifiIcon,
};

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const current = queue[0];
  const cancelRef = useRef<HTMLButtonElement>(null);

  const open = useCallback((request: Omit<DialogRequest, "resolve">) => {
    return new Promise<boolean>((resolve) => setQueue((items) => [...items, { ...request, resolve }]));
  }, []);

  const api = useMemo<DialogsApi>(
    () => ({
      confirm: ({ title = "Confirm", message, tone = "warning" }) => open({ kind: "confirm", title, message, tone }),
      alert: async ({ title, message, tone = "info" }) => {
        await open({ kind: "alert", title, message, tone });
      },
    }),
    [open],
  );

  const answer = (value: boolean) => {
    current?.resolve(value);
    setQueue((items) => items.slice(1));
  };

  const Icon = current ? icons[current.tone] : InformationCircleIcon;

  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Dialog
        open={Boolean(current)}
        onClose={() => answer(false)}
        role={current?.kind === "confirm" ? "alertdialog" : "dialog"}
        className="relative z-50"
        initialFocus={cancelRef}
      >
        <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-dialog-alert rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5">
            {current && (
              <div className="flex gap-4">
                <span
                  className={
                    current.tone === "info"
                      ? "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                      : "flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600"
                  }
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <DialogTitle className="text-base font-semibold text-slate-900">{current.title}</DialogTitle>
                  <div className="mt-2 text-sm leading-6 text-slate-600">{current.message}</div>
                  <div className="mt-6 flex justify-end gap-3">
                    {current.kind === "confirm" ? (
                      <>
                        <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
                          CANCEL
                        </Button>
                        <Button onClick={() => answer(true)}>YES</Button>
                      </>
                    ) : (
                      <Button ref={cancelRef} onClick={() => answer(true)}>
                        OK
                      </Button>
                    )}
                  </div>
                </div>
              </div>
            )}
          </DialogPanel>
        </div>
      </Dialog>
    </DialogsContext.Provider>
  );
}
