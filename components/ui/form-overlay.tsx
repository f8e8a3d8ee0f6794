"use client";

import { ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef } from "react";
import { Button } from "./button";
import { Spinner } from "./spinner";

/**
 * SPEC §2 "Form overlay": covers the form while a save runs, with a spinner
 * (diameter 25) and a status message; on failure shows the error with an Ok
 * button that dismisses it and returns to the untouched form.
 */
export type OverlayState =
  { kind: "hidden" } | { kind: "busy"; message: string } | { kind: "error"; title: string; message: string; detail?: string };

export const hiddenOverlay: OverlayState = { kind: "hidden" };

export function FormOverlay({ state, onDismiss }: { state: OverlayState; onDismiss: () => void }) {
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.kind === "error") okRef.current?.focus();
  }, [state.kind]);

  if (state.kind === "hidden") return null;
  return (
    <div className="absolute inset-0 z-20 flex items-center justify-center rounded-xl bg-white/85 p-6 backdrop-blur-[1px]">
      {state.kind === "busy" ? (
        <div className="flex items-center gap-3 text-sm font-medium text-slate-700" aria-live="polite">
          <Spinner diameter={25} label={state.message} />
          <span>{state.message}</span>
        </div>
      ) : (
        <div role="alert" className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200">
          <ExclamationTriangleIcon className="mx-auto size-8 text-amber-500" aria-hidden="true" />
          <h2 className="mt-3 text-base font-semibold text-slate-900">{state.title}</h2>
          <p className="mt-2 text-sm text-slate-600">{state.message}</p>
          {state.detail && <p className="mt-2 text-xs text-slate-500">{state.detail}</p>}
          <Button ref={okRef} className="mt-5" onClick={onDismiss}>
            Ok
          </Button>
        </div>
      )}
    </div>
  );
}
