"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FingerPrintIcon } from "@heroicons/react/24/outline";
import { PlusIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { DialogFormFooter, FailureLine } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { WindowDialog, WindowDialogBody } from "@/components/ui/window-dialog";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { createPasskey, PasskeyProblem } from "@/lib/client/passkeys";
import { PASSKEY_NAME_MAX } from "@/lib/domain/second-factor";
import { passkeyNameSchema, type PasskeyCreated, type PasskeyDto, type PasskeyNameInput } from "@/lib/schemas/second-factor";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { BackupCodesStep } from "./backup-codes-panel";
import { FactorCard, focusAfterDialog, type FactorCardProps } from "./factor-card";
import { dayOf } from "./second-factor-data";

const HEADING_ID = "passkeys-heading";
const PASSKEYS_PATH = "/users/me/passkeys";

/** The passkeys' card: each one named, with when it was added and last used; add another, or remove one (confirmed). */
export function PasskeysCard({ status, email, onChanged }: FactorCardProps) {
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const { run } = useDialogs();
  const toast = useToast();
  const count = status.passkeys.length;

  const remove = async (passkey: PasskeyDto) => {
    const outcome = await run({
      title: "Remove passkey",
      question: `Remove the passkey “${passkey.name}”? It stops signing you in at once.`,
      tone: "danger",
      busyText: "Removing passkey ...",
      task: async () => {
        await apiFetch(`${PASSKEYS_PATH}/${passkey.id}`, { method: "DELETE", handledStatuses: [404, 409] });
        await onChanged();
      },
      failureOf: (error) => ({
        title: "Oops!",
        message: "The passkey could not be removed.",
        detail: error instanceof ApiRequestError ? error.message : undefined,
      }),
    });
    if (outcome.status === "done") {
      toast.success(`Passkey “${passkey.name}” removed.`);
      focusAfterDialog(addRef.current, HEADING_ID);
    }
  };

  return (
    <FactorCard
      headingId={HEADING_ID}
      title="Passkeys"
      icon={FingerPrintIcon}
      state={count > 0 ? "on" : "off"}
      stateLabel={count === 0 ? "Not set up" : count === 1 ? "1 passkey" : `${count} passkeys`}
      description="Sign in with your fingerprint, face or device PIN — nothing to type, and nothing a fake site can catch."
      action={
        <Button ref={addRef} size="sm" onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add a passkey
        </Button>
      }
    >
      {count > 0 && (
        <ul aria-label="Your passkeys" className="-my-2 divide-y divide-slate-100">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{passkey.name}</p>
                <p className="text-xs text-slate-500">
                  Added {dayOf(passkey.createdAt)} · Last used {dayOf(passkey.lastUsedAt)}
                </p>
              </div>
              <Button variant="ghost" size="sm" aria-label={`Remove passkey ${passkey.name}`} onClick={() => void remove(passkey)}>
                <TrashIcon className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <AddPasskeyDialog
          email={email}
          onChanged={onChanged}
          onClose={() => {
            setAdding(false);
            focusAfterDialog(addRef.current, HEADING_ID);
          }}
        />
      )}
    </FactorCard>
  );
}

/** Naming the passkey, then the browser makes it (its own prompt); a first second factor brings backup codes, shown once. */
function AddPasskeyDialog({ email, onClose, onChanged }: { email: string; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasskeyNameInput>({ resolver: zodResolver(passkeyNameSchema), defaultValues: { name: "" } });
  const { errors, isSubmitting } = form.formState;

  const add = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const { data } = await apiFetch<{ options: PublicKeyCredentialCreationOptionsJSON }>(`${PASSKEYS_PATH}/options`, { method: "POST" });
      const response = await createPasskey(data.options);
      if (!response) {
        setFailure("No passkey was made. Try again when your device asks.");
        return;
      }
      const { data: created } = await apiFetch<PasskeyCreated>(PASSKEYS_PATH, {
        method: "POST",
        body: { name, response },
        handledStatuses: [400, 409],
      });
      await onChanged();
      if (created.backupCodes?.length) setCodes(created.backupCodes);
      else {
        toast.success(`Passkey “${created.passkey.name}” added.`);
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors?.name) form.setError("name", { message: error.fieldErrors.name[0] });
      else
        setFailure(error instanceof PasskeyProblem || error instanceof ApiRequestError ? error.message : "The passkey could not be added.");
    }
  });

  return (
    <WindowDialog open onClose={onClose} title={codes ? "Save your backup codes" : "Add a passkey"} width="finder">
      {codes ? (
        <BackupCodesStep codes={codes} email={email} onDone={onClose} />
      ) : (
        <form onSubmit={(event) => void add(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <WindowDialogBody>
            <div className="grid gap-4">
              <p>
                Name it after the device that keeps it, so you know which one to remove if it is lost. Your device asks you to confirm next.
              </p>
              <TextField
                id="passkey-name"
                label="Passkey name"
                required
                autoFocus
                autoComplete="off"
                placeholder="Work laptop"
                maxLength={PASSKEY_NAME_MAX}
                error={errors.name?.message}
                {...form.register("name")}
              />
              <FailureLine message={failure} />
            </div>
          </WindowDialogBody>
          <DialogFormFooter submitLabel="Add passkey" busy={isSubmitting} onClose={onClose} />
        </form>
      )}
    </WindowDialog>
  );
}
