"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowPathIcon } from "@heroicons/react/20/solid";
import { LifebuoyIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { DialogFormFooter, FailureLine } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { WindowDialog, WindowDialogBody } from "@/components/ui/window-dialog";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { backupCodesRegenerateSchema, type BackupCodesDto, type BackupCodesRegenerateInput } from "@/lib/schemas/second-factor";
import { BackupCodesStep } from "./backup-codes-panel";
import { ConfirmCodeField, FactorCard, focusAfterDialog, type FactorCardProps } from "./factor-card";
import { useDayOf } from "./second-factor-data";

const HEADING_ID = "backup-codes-heading";
/** Few enough left that the card says so. */
const LOW = 3;

/** The backup codes' card: how many are left, and a new set (the old ones stop working), confirmed with a code or the password. */
export function BackupCodesCard({ status, email, onChanged }: FactorCardProps) {
  const t = useTranslations("users");
  const dayOf = useDayOf();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const hasFactor = Boolean(status.totp) || status.passkeys.length > 0;
  const left = status.backupCodesLeft;
  const state = !hasFactor || left === 0 ? "off" : left <= LOW ? "low" : "on";
  const stateLabel = !hasFactor ? t("security.notSetUp") : t("security.left", { count: left });

  return (
    <FactorCard
      headingId={HEADING_ID}
      title={t("security.backupCodes")}
      icon={LifebuoyIcon}
      state={state}
      stateLabel={stateLabel}
      description={hasFactor ? t("security.backupDescription") : t("security.backupDescriptionNone")}
      action={
        hasFactor && (
          <Button ref={opener} variant="secondary" size="sm" onClick={() => setOpen(true)}>
            <ArrowPathIcon className="size-4" aria-hidden="true" />
            {t("security.newCodes")}
          </Button>
        )
      }
    >
      {hasFactor && (
        <p className="text-xs text-slate-500" data-testid="backup-codes-left">
          {t("security.unused", { left })}
          {status.backupCodesCreatedAt ? t("security.madeOn", { day: dayOf(status.backupCodesCreatedAt) }) : ""}
          {left <= LOW && t("security.runningOut")}
        </p>
      )}
      {open && (
        <RegenerateDialog
          withApp={Boolean(status.totp)}
          email={email}
          onChanged={onChanged}
          onClose={() => {
            setOpen(false);
            focusAfterDialog(opener.current, HEADING_ID);
          }}
        />
      )}
    </FactorCard>
  );
}

type RegenerateValues = { code?: string; password?: string };

function RegenerateDialog({
  withApp,
  email,
  onClose,
  onChanged,
}: {
  withApp: boolean;
  email: string;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const t = useTranslations("users");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegenerateValues, unknown, BackupCodesRegenerateInput>({
    resolver: zodResolver(backupCodesRegenerateSchema) as never,
    defaultValues: withApp ? { code: "" } : { password: "" },
  });
  const field = withApp ? "code" : "password";
  const error = form.formState.errors[field]?.message;

  const regenerate = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await apiFetch<BackupCodesDto>("/users/me/second-factor/backup-codes", {
        method: "POST",
        body: values,
        handledStatuses: [400, 409],
      });
      setCodes(data.backupCodes);
      await onChanged();
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 400)
        form.setError(field, { message: caught.fieldErrors?.[field]?.[0] ?? caught.message }, { shouldFocus: true });
      else setFailure(caught instanceof ApiRequestError ? caught.message : t("security.newCodesFailed"));
    }
  });

  return (
    <WindowDialog open onClose={onClose} title={codes ? t("security.saveCodesTitle") : t("security.newCodesTitle")} width="finder">
      {codes ? (
        <BackupCodesStep codes={codes} email={email} onDone={onClose} />
      ) : (
        <form onSubmit={(event) => void regenerate(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <WindowDialogBody>
            <div className="grid gap-4">
              <p>{t("security.newCodesLead")}</p>
              {withApp ? (
                <ConfirmCodeField id="backup-codes-confirm" error={error} {...form.register("code")} />
              ) : (
                <TextField
                  id="backup-codes-password"
                  label={t("security.yourPassword")}
                  type="password"
                  required
                  autoFocus
                  autoComplete="current-password"
                  error={error}
                  {...form.register("password")}
                />
              )}
              <FailureLine message={failure} />
            </div>
          </WindowDialogBody>
          <DialogFormFooter submitLabel={t("security.makeNewCodes")} busy={form.formState.isSubmitting} onClose={onClose} />
        </form>
      )}
    </WindowDialog>
  );
}
