"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ClipboardDocumentIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { DialogFormFooter } from "@/components/forms/dialog-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { WindowDialog, WindowDialogBody } from "@/components/ui/window-dialog";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { totpConfirmSchema, type BackupCodesDto, type TotpConfirmInput, type TotpSetup } from "@/lib/schemas/second-factor";
import { BackupCodesStep } from "./backup-codes-panel";
import { groupedSecret } from "./second-factor-data";

const TOTP_PATH = "/users/me/second-factor/totp";

/**
 * Setting up an authenticator app (PRODUCT.md#sign-in-security): a pending secret
 * is asked for as the dialog opens and shown as a QR code and as text in groups
 * of four; the first code the app shows turns it on, and the backup codes that
 * come with it are shown once.
 */
export function TotpSetupDialog({ email, onClose, onChanged }: { email: string; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const t = useTranslations("users");
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const toast = useToast();
  const form = useForm<TotpConfirmInput>({ resolver: zodResolver(totpConfirmSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let live = true;
    apiFetch<TotpSetup>(TOTP_PATH, { method: "POST", handledStatuses: [409] }).then(
      ({ data }) => live && setSetup(data),
      (error: unknown) => live && setLoadFailure(error instanceof ApiRequestError ? error.message : t("security.setupFailed")),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the set-up starts once, as the dialog opens
  }, []);

  // The code field takes focus once there is a key to scan.
  useEffect(() => {
    if (setup) form.setFocus("code");
  }, [setup, form]);

  const confirm = form.handleSubmit(async (values) => {
    try {
      const { data } = await apiFetch<BackupCodesDto>(`${TOTP_PATH}/confirm`, {
        method: "POST",
        body: values,
        handledStatuses: [400, 409],
      });
      setCodes(data.backupCodes);
      await onChanged();
    } catch (error) {
      const message = error instanceof ApiRequestError ? (error.fieldErrors?.code?.[0] ?? error.message) : t("security.codeCheckFailed");
      form.setError("code", { message }, { shouldFocus: true });
    }
  });

  const copySecret = async () => {
    if (!setup) return;
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success(t("security.keyCopied"));
    } catch {
      toast.error(t("security.keyCopyFailed"));
    }
  };

  return (
    <WindowDialog open onClose={onClose} title={codes ? t("security.saveCodesTitle") : t("security.setupTitle")} width="finder">
      {codes ? (
        <BackupCodesStep codes={codes} email={email} onDone={onClose} />
      ) : (
        <form onSubmit={(event) => void confirm(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <WindowDialogBody>
            {loadFailure ? (
              <p role="alert" className="text-sm text-red-700">
                {loadFailure}
              </p>
            ) : !setup ? (
              <p role="status" className="flex items-center gap-2 text-slate-500">
                <Spinner diameter={16} label={null} /> {t("security.preparing")}
              </p>
            ) : (
              <ol className="space-y-5">
                <li>
                  <p>
                    <span className="font-semibold text-slate-900">1.</span> {t("security.scan")}
                  </p>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by the server; nothing to optimise */}
                  <img
                    src={setup.qrCodeDataUrl}
                    alt={t("security.qrAlt")}
                    width={192}
                    height={192}
                    className="mx-auto mt-3 size-48 rounded-lg bg-white ring-1 ring-slate-200"
                  />
                  <p className="mt-3">{t("security.typeKey")}</p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-2">
                    <code
                      data-testid="totp-secret"
                      className="rounded-lg bg-slate-50 px-3 py-1.5 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200"
                    >
                      {groupedSecret(setup.secret)}
                    </code>
                    <Button variant="secondary" size="sm" onClick={() => void copySecret()}>
                      <ClipboardDocumentIcon className="size-4" aria-hidden="true" />
                      {t("security.copyKey")}
                    </Button>
                  </div>
                </li>
                <li>
                  <p className="mb-3">
                    <span className="font-semibold text-slate-900">2.</span> {t("security.enterCode")}
                  </p>
                  <TextField
                    id="totp-setup-code"
                    label={t("security.appCode")}
                    required
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={6}
                    className="font-mono tracking-widest sm:max-w-40"
                    error={errors.code?.message}
                    {...form.register("code")}
                  />
                </li>
              </ol>
            )}
          </WindowDialogBody>
          <DialogFormFooter submitLabel={t("security.turnOn")} busy={isSubmitting || !setup} onClose={onClose} />
        </form>
      )}
    </WindowDialog>
  );
}
