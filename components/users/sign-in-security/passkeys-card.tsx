"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { FingerPrintIcon } from "@heroicons/react/24/outline";
import { PlusIcon, TrashIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
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
import { useDayOf } from "./second-factor-data";

const HEADING_ID = "passkeys-heading";
const PASSKEYS_PATH = "/users/me/passkeys";

/** The passkeys' card: each one named, with when it was added and last used; add another, or remove one (confirmed). */
export function PasskeysCard({ status, email, onChanged }: FactorCardProps) {
  const t = useTranslations("users");
  const dayOf = useDayOf();
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const { run } = useDialogs();
  const toast = useToast();
  const count = status.passkeys.length;

  const remove = async (passkey: PasskeyDto) => {
    const outcome = await run({
      title: t("security.removePasskeyTitle"),
      question: t("security.removePasskeyQuestion", { name: passkey.name }),
      tone: "danger",
      busyText: t("security.removingPasskey"),
      task: async () => {
        await apiFetch(`${PASSKEYS_PATH}/${passkey.id}`, { method: "DELETE", handledStatuses: [404, 409] });
        await onChanged();
      },
      failureOf: (error) => ({
        title: t("oops"),
        message: t("security.passkeyRemoveFailed"),
        detail: error instanceof ApiRequestError ? error.message : undefined,
      }),
    });
    if (outcome.status === "done") {
      toast.success(t("security.passkeyRemoved", { name: passkey.name }));
      focusAfterDialog(addRef.current, HEADING_ID);
    }
  };

  return (
    <FactorCard
      headingId={HEADING_ID}
      title={t("security.passkeys")}
      icon={FingerPrintIcon}
      state={count > 0 ? "on" : "off"}
      stateLabel={count === 0 ? t("security.notSetUp") : t("security.passkeyCount", { count })}
      description={t("security.passkeysDescription")}
      action={
        <Button ref={addRef} size="sm" onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" aria-hidden="true" />
          {t("security.addPasskey")}
        </Button>
      }
    >
      {count > 0 && (
        <ul aria-label={t("security.yourPasskeys")} className="-my-2 divide-y divide-slate-100">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{passkey.name}</p>
                <p className="text-xs text-slate-500">
                  {t("security.passkeyDays", { added: dayOf(passkey.createdAt), used: dayOf(passkey.lastUsedAt) })}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("security.removePasskeyLabel", { name: passkey.name })}
                onClick={() => void remove(passkey)}
              >
                <TrashIcon className="size-4" aria-hidden="true" />
                {t("security.remove")}
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
  const t = useTranslations("users");
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
        setFailure(t("security.noPasskeyMade"));
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
        toast.success(t("security.passkeyAdded", { name: created.passkey.name }));
        onClose();
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors?.name) form.setError("name", { message: error.fieldErrors.name[0] });
      else setFailure(error instanceof PasskeyProblem || error instanceof ApiRequestError ? error.message : t("security.passkeyAddFailed"));
    }
  });

  return (
    <WindowDialog open onClose={onClose} title={codes ? t("security.saveCodesTitle") : t("security.addPasskey")} width="finder">
      {codes ? (
        <BackupCodesStep codes={codes} email={email} onDone={onClose} />
      ) : (
        <form onSubmit={(event) => void add(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <WindowDialogBody>
            <div className="grid gap-4">
              <p>{t("security.nameLead")}</p>
              <TextField
                id="passkey-name"
                label={t("security.passkeyName")}
                required
                autoFocus
                autoComplete="off"
                placeholder={t("security.passkeyNamePlaceholder")}
                maxLength={PASSKEY_NAME_MAX}
                error={errors.name?.message}
                {...form.register("name")}
              />
              <FailureLine message={failure} />
            </div>
          </WindowDialogBody>
          <DialogFormFooter submitLabel={t("security.addPasskeySubmit")} busy={isSubmitting} onClose={onClose} />
        </form>
      )}
    </WindowDialog>
  );
}
