"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { WindowDialog, WindowDialogBody, WindowDialogFooter } from "@/components/ui/window-dialog";
import { ApiRequestError } from "@/lib/client/api";

export type FieldErrors = Record<string, string[]>;

/**
 * A small form inside the one dialog that saves on submit, without the save
 * flow's confirmation (a document's details, a charge, a picture's caption):
 * busy while the request runs, the server's field errors under the fields,
 * and one failure line when no field is to blame.
 */
export function useDialogSubmit(fallbackFailure: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submitWith = (work: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors ?? {});
        setFailure(error.message);
      } else setFailure(fallbackFailure);
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, submitWith };
}

/** The dialog of such a form: its fields, the failure line, CANCEL and the submit button. */
export function DialogForm({
  title,
  submitLabel,
  onClose,
  onSubmit,
  state,
  children,
}: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  state: Pick<ReturnType<typeof useDialogSubmit>, "errors" | "failure" | "busy">;
  children: ReactNode;
}) {
  return (
    <WindowDialog open onClose={onClose} title={title} width="finder">
      <form onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col" noValidate>
        <WindowDialogBody>
          <div className="grid gap-4">
            {children}
            <FailureLine message={Object.keys(state.errors).length === 0 ? state.failure : null} />
          </div>
        </WindowDialogBody>
        <DialogFormFooter submitLabel={submitLabel} busy={state.busy} onClose={onClose} />
      </form>
    </WindowDialog>
  );
}

/** A form's one failure line when no field is to blame (the server's message, or the network's), announced as it appears. */
export function FailureLine({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** The footer of a dialog's form: CANCEL, then the submit button (busy while the request runs). */
export function DialogFormFooter({ submitLabel, busy, onClose }: { submitLabel: string; busy: boolean; onClose: () => void }) {
  const t = useTranslations("common.actions");
  return (
    <WindowDialogFooter>
      <div className="ml-auto flex gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </WindowDialogFooter>
  );
}
